#pragma once

#include "daemonconfig.h"
#include "joberror.h"
#include "replicaplan.h"

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
    // Why `job` cannot run at its Slurm location (the partition's nodes, what Slurm cannot run yet),
    // or nullopt; nullopt for a local job.
    std::optional<JobError> admissionError(const spec::Job& job, const std::vector<ReplicaPlan>& replicas, const spec::Catalog& catalog) const;
    // This daemon's identity: a random id made once and kept in its data folder.
    const std::string& daemonId() const { return m_daemonId; }

private:
    std::map<std::string, SlurmCluster*> m_clusters;
    std::vector<std::string> m_order;
    std::string m_daemonId;
};

} // namespace trainyard::daemon
