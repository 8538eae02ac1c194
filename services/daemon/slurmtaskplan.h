#pragma once

#include "replicaplan.h"
#include "trialsetup.h"
#include "vertexorigin.h"

#include "spec/job.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// Everything a Slurm task needs to start its replica, written by SlurmRun beside the batch script (on
// the filesystem the nodes share) and read by every task (`trainyardd --slurm-task PLAN`): the task
// runs on a node where no daemon is, with nothing but this file and what Slurm tells it.
struct SlurmTaskPlan {
    spec::Job job;
    std::vector<ReplicaPlan> replicas; // the daemon's plan order; the tasks' order is slurmTaskOrder()
    TrialSetup trial;
    std::optional<VertexOrigin> vertex; // the job's Vertex resource (RunContext::vertex); none for a v1 job
    std::vector<std::string> pythonPath; // staged package roots, before the node's own PYTHONPATH
    std::string python; // the interpreter (PackageStager::interpreterOf)
    std::string workspace; // the run's workspace: the working directory, replicas/<name>.node and .status
    std::map<std::string, std::string> nodeAddresses; // Slurm node name -> the address replicas reach it at
    std::map<std::string, std::pair<std::string, std::string>> logPaths; // replica -> stdout, stderr file (appended to)
};

// Writes the plan as JSON: to a temporary file renamed over `path`, so that a task never reads half
// of one; the folder is made when missing. False with `error` set when it cannot be written.
bool saveSlurmTaskPlan(const std::string& path, const SlurmTaskPlan& plan, std::string& error);
// The plan in `path`; nothing with `error` set when it is missing, not JSON or not a plan.
std::optional<SlurmTaskPlan> loadSlurmTaskPlan(const std::string& path, std::string& error);

} // namespace trainyard::daemon
