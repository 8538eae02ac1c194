#pragma once

#include "trialsetup.h"

#include "spec/job.h"

#include <string>

class QObject;

namespace trainyard::daemon {

struct DaemonConfig;
class JobLog;
struct VertexOrigin;
class Run;
class SlurmCluster;

// Where a run's replica sets run: on this machine (no cluster), or as Slurm jobs of `slurm`, tagged
// with the daemon's id.
struct RunLocation {
    SlurmCluster* slurm = nullptr;
    std::string daemonId;
};

// One replica set of `job` (a whole plain job, or one trial) at `where`: a JobRun here, a SlurmRun on
// a Slurm cluster. `vertex`: the job's Vertex resource (RunContext::vertex), nullptr for a v1 job; it
// outlives the run (the engine's entry holds it).
Run* makeReplicaSetRun(const DaemonConfig& config, const spec::Job& job, const std::string& workspace, JobLog& log,
    const RunLocation& where, QObject* parent, TrialSetup trial = {}, const VertexOrigin* vertex = nullptr);

} // namespace trainyard::daemon
