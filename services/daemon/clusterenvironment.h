#pragma once

#include "replicaplan.h"
#include "trialsetup.h"

#include "spec/job.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// Where a replica runs, which decides how it sees its GPUs.
enum class ReplicaHost {
    Process, // on the host: CUDA_VISIBLE_DEVICES names the host's device indices
    Container, // in a container, which the engine gives only the replica's own devices, numbered from 0
    Slurm, // a Slurm task: Slurm gave it its devices (--gpus-per-task) and named them in CUDA_VISIBLE_DEVICES
};

// The variables a replica gets from the daemon, in this order: TF_CONFIG and CLUSTER_SPEC (the cluster
// of every replica's host:port, the task, the job's trainingInput), CLOUD_ML_JOB_ID, PYTHONUNBUFFERED,
// for a trial CLOUD_ML_TRIAL_ID / CLOUD_ML_HP_METRIC_TAG / CLOUD_ML_HP_METRIC_FILE, PyTorch's
// MASTER_ADDR / MASTER_PORT (when there is a master) and WORLD_SIZE / RANK (for the master, chief and
// workers), and CUDA_VISIBLE_DEVICES (a Slurm task with GPUs keeps Slurm's instead). Pure: the same inputs
// give the same variables, so the environment every trainer sees is checked without starting one
// (tst_clusterenvironment). `ports` maps each replica's name to its port (0 for one not in it); `gpus`
// are the host devices this replica was given (replicaGpus()); `hosts` maps each replica's name to the
// address the others reach it at (its Slurm node's), and a replica not in it is on this machine:
// "localhost".
std::vector<std::pair<std::string, std::string>> clusterEnvironment(const spec::Job& job, const std::vector<ReplicaPlan>& replicas,
    const std::map<std::string, int>& ports, const ReplicaPlan& replica, const TrialSetup& trial, const std::vector<int>& gpus,
    ReplicaHost host, const std::map<std::string, std::string>& hosts = {});

} // namespace trainyard::daemon
