#pragma once

#include "replicaplan.h"
#include "slurmtaskplan.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// What one task of a Slurm job runs, computed from the plan and the variables Slurm set for the task:
// pure, so that it is checked with the variables Slurm sets (tst_slurmtask), without a cluster.
struct SlurmTaskSetup {
    ReplicaPlan replica; // the replica of rank SLURM_PROCID in slurmTaskOrder()
    std::string node; // the Slurm node it runs on (SLURMD_NODENAME)
    std::map<std::string, std::string> hosts; // every replica -> the address of its node (nodeAddresses, else the node name)
    std::map<std::string, int> ports; // slurmReplicaPorts() of the job
    std::vector<std::string> argv; // python -m module args trial-args [--job-dir dir]
    // Set over the task's own environment: clusterEnvironment() for ReplicaHost::Slurm, then PYTHONPATH
    // (the staged packages before the node's own).
    std::vector<std::pair<std::string, std::string>> environment;
};

// `slurm` is the task's environment (at least SLURM_PROCID, SLURM_JOB_ID, SLURMD_NODENAME and, for a
// het job, SLURM_JOB_NODELIST_HET_GROUP_<n> / SLURM_TASKS_PER_NODE_HET_GROUP_<n> of every component;
// for a plain job SLURM_STEP_NODELIST / SLURM_STEP_TASKS_PER_NODE). Nothing with `error` set when a
// variable is missing or names no replica of the plan.
std::optional<SlurmTaskSetup> slurmTaskSetup(const SlurmTaskPlan& plan, const std::map<std::string, std::string>& slurm, std::string& error);

// `trainyardd --slurm-task PLAN`, inside the allocation (dispatched first thing in main, before any Qt
// application exists): finds its replica (slurmTaskSetup()), writes <workspace>/replicas/<name>.node
// (its node's name, atomically) before the trainer starts, runs the trainer under replicalauncher's
// supervisor with its stdout and stderr appended to the replica's log files, forwards SIGTERM, SIGINT,
// SIGHUP and SIGCONT to the trainer's tree (but slurmstepd's own, which reach it directly), and returns the trainer's exit code (128 + the signal that
// ended it) once the supervisor has written <workspace>/replicas/<name>.status (readReplicaExit()).
// A task that cannot start its replica says why on the replica's stderr, records "exit 126" and
// returns 126.
int runSlurmTask(const std::string& planPath);

} // namespace trainyard::daemon
