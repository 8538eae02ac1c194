#pragma once

#include "replicaplan.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::daemon {

// Where Slurm put a job's replicas, from what it tells each task (as tst_slurmtask records it): pure, so that what a
// task computes is checked with the variables Slurm sets, without a cluster.

// Slurm's hostlist notation, expanded in order: "n[1-2],gpu[01-03]" -> n1 n2 gpu01 gpu02 gpu03. Ranges
// keep their zero padding, several bracket groups multiply ("r[1-2]n[1-2]" -> r1n1 r1n2 r2n1 r2n2), a
// comma inside brackets lists values. Empty for an empty or malformed list (unbalanced brackets, a
// range that runs backwards, more than 100,000 hosts).
std::vector<std::string> expandHostlist(std::string_view list);

// SLURM_TASKS_PER_NODE's notation: "2(x3),1" -> 2 2 2 1. Empty when malformed.
std::vector<int> expandTasksPerNode(std::string_view counts);

// The replicas grouped into the components of one heterogeneous Slurm job: one per task type, in the
// order each type first appears in the plan (master or chief, then workers, then parameter servers,
// then evaluators), each keeping the plan's order. SLURM_PROCID numbers the tasks of a het step in
// this order, component after component, so the replica of rank k is the k-th of the flattened list.
std::vector<std::vector<ReplicaPlan>> slurmComponents(const std::vector<ReplicaPlan>& replicas);

// The replicas in SLURM_PROCID order: slurmComponents() flattened.
std::vector<ReplicaPlan> slurmTaskOrder(const std::vector<ReplicaPlan>& replicas);

// Each replica's Slurm node name: Slurm's block distribution of each component's tasks over its
// nodes, the first node taking as many tasks as SLURM_TASKS_PER_NODE_HET_GROUP_<n> gives it, then the
// next. `componentNodelists[n]` and `componentTasksPerNode[n]` are that component's
// SLURM_JOB_NODELIST_HET_GROUP_<n> and SLURM_TASKS_PER_NODE_HET_GROUP_<n>. A replica whose node
// cannot be told (a component missing, fewer tasks per node than replicas) is left out.
std::map<std::string, std::string> slurmReplicaNodes(const std::vector<ReplicaPlan>& replicas,
    const std::vector<std::string>& componentNodelists, const std::vector<std::string>& componentTasksPerNode);

// The port each replica listens on, the same in every task of the job, computed from the Slurm job id
// alone (the tasks cannot agree on anything else before they start):
//
//     port = slurmPortBase + (rank * slurmPortStride + jobId mod slurmPortStride) mod slurmPortRange
//
// where rank is the replica's SLURM_PROCID. The range, 10000-31999, lies below Linux's ephemeral ports
// (32768-60999), so no outgoing connection holds one. Because the stride (101, prime) and the range
// (22000) are coprime, the ports of one job are all distinct, whatever nodes its replicas share. Two
// jobs whose ids are at most 100 apart (a het job takes one id per component) never share a port as
// long as each has at most 200 replicas: their ports differ by a multiple of 101 plus 1 to 100, which
// wraps onto zero only for ranks 217 or more apart. Limits: jobs whose ids are further apart, or
// bigger jobs, may share ports and collide when they share a node, as may any other program that
// listens in the range there; a trainer that cannot bind its port says so on stderr.
inline constexpr int slurmPortBase = 10'000;
inline constexpr int slurmPortRange = 22'000;
inline constexpr int slurmPortStride = 101;
std::map<std::string, int> slurmReplicaPorts(std::int64_t slurmJobId, const std::vector<ReplicaPlan>& replicas);

} // namespace trainyard::daemon
