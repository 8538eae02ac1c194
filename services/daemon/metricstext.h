#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace trainyard::daemon {

// What GET /metrics reports of the jobs (ResourceMonitor adds its own lines), counted by Engine::counts().
struct JobCounts {
    std::map<std::string, int> byState; // wire state names; every state, zero included
    std::size_t queueLength = 0;
    int replicasRunning = 0;
    int freeSlots = 0;
    std::uint64_t logBytes = 0;
};

// The counts in Prometheus's text exposition format (version 0.0.4).
std::string metricsText(const JobCounts& counts);

} // namespace trainyard::daemon
