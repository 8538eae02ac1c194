#pragma once

#include "replicaplan.h"
#include "trialsetup.h"

#include "spec/job.h"

#include <map>
#include <string>
#include <vector>

namespace trainyard::daemon {

struct DaemonConfig;
class JobLog;
struct VertexOrigin;

// What the replicas of one run share, whatever their kind: the job and its plan, the run's
// workspace, the ports and GPUs launch() chose, what PREPARING found. Owned by the JobRun, which
// fills the launch-time fields before any replica starts; every ReplicaProcess reads it.
struct RunContext {
    const DaemonConfig& config;
    const spec::Job& job;
    const std::vector<ReplicaPlan>& replicas;
    JobLog& log;
    std::string workspace;
    TrialSetup trial;
    std::map<std::string, int> ports; // replica name -> port
    std::vector<int> gpus; // every GPU the run was given
    std::vector<std::string> pythonPath; // staged package roots
    std::string containerEngine; // the podman or docker binary, once known (run.json keeps it)
    // The Vertex resource of a job created through the Vertex surface (its pools' env, modules, args,
    // baseOutputDirectory): what the replicas' Vertex environment is made from. nullptr for v1 jobs.
    const VertexOrigin* vertex = nullptr;
};

} // namespace trainyard::daemon
