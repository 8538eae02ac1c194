#pragma once

#include "jobfilter.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace trainyard::daemon {

class HttpExchange;

// What a list call (the v1 jobs list, Vertex's customJobs and hyperparameterTuningJobs lists) asks
// for, read from its filter, pageSize and pageToken parameters. One reader, so that both surfaces
// refuse the same requests with the same google.rpc.Status.
struct ListRequest {
    JobFilter filter;
    std::size_t pageSize = 0; // 0 and above the maximum already mapped, as Google's lists do (AIP-158)
    std::int64_t below = 0; // the page holds jobs created below this sequence number

    // The request's list parameters, or nullopt with the exchange answered with the 400 that says
    // which one is wrong.
    static std::optional<ListRequest> read(HttpExchange& exchange);
};

} // namespace trainyard::daemon
