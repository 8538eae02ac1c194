#pragma once

#include "spec/job.h"

#include <cstdint>
#include <string>
#include <vector>

namespace trainyard::daemon {

// One replica of a job as this daemon runs it.
struct ReplicaPlan {
    std::string name; // "master-replica-0", "worker-replica-2", "ps-replica-0", "evaluator-replica-0"
    std::string taskType; // TF_CONFIG task type: "master" (or "chief"), "worker", "ps", "evaluator"
    int index = 0;
    int gpuCount = 0;
};

// How many replicas of which kind a job gets here, and how many GPUs each: scale tiers are mapped
// to local replica counts (docs/api.md), CUSTOM counts are taken as given. Empty with `error` set
// when the job cannot run on this daemon at all.
std::vector<ReplicaPlan> planReplicas(const spec::Job& job, std::string& error);
// How many replicas planReplicas would make, from the counts alone: what create checks against the
// limits before any plan is built. Never overflows, whatever the counts (they are int64 on the wire).
std::int64_t replicaCount(const spec::TrainingInput& in);
int gpuTotal(const std::vector<ReplicaPlan>& plan);
// The devices of `gpus` (all a run was given) that the replica named so gets: they are handed out in
// plan order, the master's first, then each worker's, …; fewer when `gpus` runs short.
std::vector<int> replicaGpus(const std::vector<ReplicaPlan>& plan, const std::vector<int>& gpus, const std::string& replica);
// The role of a replica in the job's trainingInput (whose config, image and counts it takes).
spec::Role replicaRole(const ReplicaPlan& replica);
// True for the replica whose exit decides the job: the master (or chief) of index 0.
bool isPrimary(const ReplicaPlan& replica);

} // namespace trainyard::daemon
