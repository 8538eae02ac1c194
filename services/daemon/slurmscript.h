#pragma once

#include "replicaplan.h"

#include "spec/catalog.h"
#include "spec/job.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

// What SlurmRun decides about one submission; the rest of the batch script comes from the job.
struct SlurmSubmission {
    std::string partition;
    std::string jobName; // --job-name
    std::string comment; // --comment: our own identity of the job (Slurm's id is no durable key)
    std::string workspace; // --chdir: where the tasks start, on a filesystem the nodes share
    std::string taskProgram; // the trainyardd binary each task runs with --slurm-task
    std::string planPath; // the SlurmTaskPlan file, read by every task
    std::string outputPath; // the batch script's own stdout and stderr (srun's messages)
};

// What Slurm is asked for one replica of a pool: the machine type's vCPUs and memory and the
// replica's GPUs. Pure; no machine type (an unknown name) asks for nothing but the task.
struct SlurmRequest {
    std::string machineType; // empty when the job names none the catalog knows
    std::string field; // the trainingInput field that chose it, for messages ("trainingInput.workerType")
    int cpus = 0; // --cpus-per-task
    std::int64_t memoryMbPerCpu = 0; // --mem-per-cpu: cpus * this >= the machine's memory
    int gpus = 0; // --gpus-per-task
};
SlurmRequest slurmRequest(const spec::Job& job, const ReplicaPlan& replica, const spec::Catalog& catalog);

// Slurm's nice value for a job's scheduling.priority (0..1000, higher runs first, 0 when unset):
// 1000 - priority. Among one user's jobs the order is the one priority asks for; a nice value can
// only lower a job's standing, as a negative one needs an administrator, so a job of priority 1000
// competes with others' jobs as Slurm would rank it and one of priority 0 yields 1000 points.
int slurmNice(const spec::Job& job);

// The sbatch batch script for a job's replicas: one heterogeneous job whose
// components are the replica pools (slurmComponents()), each asking per task for its machine type's
// vCPUs and memory and its GPUs; --time from scheduling.maxRunningTime (whole minutes, rounded up;
// none when unset, the partition's limit holds); --nice from slurmNice(); no requeue (the daemon
// decides what runs again); then one srun step that starts every replica as `taskProgram --slurm-task
// planPath`, exec'd so that scancel's signals reach it. A job of one pool is a plain job. Every value
// is quoted: #SBATCH lines as sbatch reads them (double quotes, backslash escapes, % doubled in the
// output path), the srun line for bash. Empty with `error` set when a value cannot be written (a line
// break or another control character), or the job has no replicas.
std::string slurmBatchScript(const spec::Job& job, const std::vector<ReplicaPlan>& replicas, const spec::Catalog& catalog,
    const SlurmSubmission& submission, std::string& error);

// Why this job cannot run on this partition (checked at create; the message names the field and the
// rule), or nullopt: custom containers are refused, each pool needs a node of its own (Slurm places
// the components of a heterogeneous job on distinct nodes), and no replica may need more vCPUs,
// memory or GPUs than the largest node has.
std::optional<std::string> slurmAdmissionError(const spec::Job& job, const std::vector<ReplicaPlan>& replicas, const spec::Catalog& catalog,
    int nodes, int maxCpusPerNode, std::int64_t maxMemoryPerNodeMb, int maxGpusPerNode, const std::string& location);

} // namespace trainyard::daemon
