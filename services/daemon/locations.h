#pragma once

#include "daemonconfig.h"
#include "jobadmission.h"
#include "joberror.h"
#include "replicaplan.h"
#include "runlocation.h"
#include "scheduler.h"

#include "spec/catalog.h"
#include "spec/job.h"

#include <QObject>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

class SlurmCluster;

// Where this daemon runs jobs: "local" (its own processes) and each Slurm location of
// `trainyardd --slurm NAME=PARTITION`, with the SlurmCluster that talks to it. A job runs where its
// trainingInput.region says when that names a Slurm location, else locally, as before locations
// existed. Also holds the daemon's identity, which every Slurm job it submits carries (a Slurm job
// id is not a durable key: a controller that crashes can hand it out again).
class Locations : public QObject {
    Q_OBJECT

public:
    static constexpr const char* local = "local";

    Locations(const DaemonConfig& config, QObject* parent = nullptr);
    ~Locations() override;

    // Every location id, "local" first, then the Slurm ones in the order they were given.
    std::vector<std::string> ids() const;
    // The location `job` runs at.
    std::string of(const spec::Job& job) const;
    bool isSlurm(const std::string& location) const { return m_clusters.contains(location); }
    // The Slurm location's cluster, or nullptr for "local" and unknown ids.
    SlurmCluster* cluster(const std::string& location) const;
    // Each location as a queue of `scheduler` (a Slurm location's only passes jobs on in order: Slurm
    // places, allocates and limits) and a region of `catalog`; "local" with these slots and the config's GPUs.
    void registerIn(Scheduler& scheduler, spec::Catalog& catalog, int localSlots) const;
    // Why `job` can never run where it would (admissionError() with its location's slots and GPUs,
    // then for a Slurm location the partition's nodes and what Slurm cannot run yet), or nullopt.
    std::optional<JobError> admissionError(const spec::Job& job, const spec::Catalog& catalog, const Scheduler& scheduler) const;
    // What `job` holds of its location's queue to start (at a Slurm location, no GPUs: Slurm's to give).
    Reservation reservation(const spec::Job& job, const Scheduler& scheduler) const;
    // Where `job`'s replica sets run.
    RunLocation runLocation(const spec::Job& job) const { return { cluster(of(job)), m_daemonId }; }
    // The reason of its QUEUED -> PREPARING transition, once the scheduler gave it `grant`.
    std::string preparingReason(const spec::Job& job, const Scheduler::Grant& grant, const Reservation& reservation) const;
    // This daemon's identity: a random id made once and kept in its data folder.
    const std::string& daemonId() const { return m_daemonId; }

private:
    std::map<std::string, SlurmCluster*> m_clusters;
    std::vector<std::string> m_order;
    const DaemonConfig& m_config;
    std::string m_daemonId;
};

} // namespace trainyard::daemon
