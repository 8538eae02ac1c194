#pragma once

#include "client/capabilities.h"
#include "spec/location.h"
#include "spec/job.h"
#include "spec/violation.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace trainyard::ui {

// What the chosen backend would refuse of a job, as errors at the fields to change: more replicas
// than it runs at once, more GPUs than it has, a package or job dir it cannot read, a region it does
// not serve. The spec library judges a job for any backend; this judges it for one, from what the
// backend said it can run (client::Capabilities). Nothing is checked against what is not known.
class BackendFit {
    Q_DECLARE_TR_FUNCTIONS(trainyard::ui::BackendFit)

public:
    // The violation codes, so that a page can tell its problems apart (the slots' link to Settings).
    static constexpr const char* replicaSlotsCode = "backend.replicaSlots";
    static constexpr const char* gpusCode = "backend.gpus";
    static constexpr const char* packageCode = "backend.packageScheme";
    static constexpr const char* jobDirCode = "backend.jobDirScheme";
    static constexpr const char* regionCode = "backend.region";
    static constexpr const char* locationDownCode = "backend.locationUnavailable";

    BackendFit() = default;
    // `localDaemon`: the console's own daemon, whose slots and GPUs are set in Settings → Local daemon.
    BackendFit(QString backendName, client::Capabilities capabilities, bool localDaemon);

    const QString& backendName() const { return m_name; }
    const client::Capabilities& capabilities() const { return m_capabilities; }
    bool localDaemon() const { return m_localDaemon; }
    // The backend's locations (BackendLocations). A job for a Slurm location is judged by that
    // location: the daemon's replica slots are its own machine's, and the GPUs those of the partition;
    // one that takes no jobs now is a warning at the region.
    void setLocations(std::vector<spec::Location> locations) { m_locations = std::move(locations); }

    std::vector<spec::Violation> check(const spec::Job& job) const;

    // Replicas and GPUs a daemon gives the job, as it plans them (services/daemon/replicaplan.cpp):
    // the scale tiers mapped to local replica counts, CUSTOM counts as given.
    static std::int64_t replicaCount(const spec::TrainingInput& in);
    static std::int64_t gpuCount(const spec::TrainingInput& in);

private:
    void replicas(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const;
    void gpus(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const;
    void paths(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const;
    void region(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const;
    const spec::Location* locationOf(const spec::TrainingInput& in) const; // nullptr: not one listed

    QString m_name;
    client::Capabilities m_capabilities;
    bool m_localDaemon = false;
    std::vector<spec::Location> m_locations;
};

} // namespace trainyard::ui
