#pragma once

#include <algorithm>

namespace trainyard::spec {

// How many replica processes the local daemon (trainyardd) runs at once when --slots is not given:
// twice the CPUs, and at least four. Shared by the daemon and the console's Settings so that both
// say the same number.
//
// Why not the number of CPUs: a job's replicas run together or not at all, and a job needing more
// slots than the daemon has is refused, so the default decides which jobs a workstation can run, not
// only how fast. Four covers a master and two workers (or STANDARD_1's four replicas) on any laptop;
// twice the CPUs keeps the cores busy while replicas wait on each other, on data or on a sleep. The
// cost, when every replica computes, is time-sharing: each runs slower, the total work per second
// stays about the same, and each replica still needs its own memory. GPUs are not counted here: each
// GPU given with --gpus goes to one replica at a time.
constexpr int defaultReplicaSlots(int cpus)
{
    return std::max(4, 2 * std::max(1, cpus));
}

} // namespace trainyard::spec
