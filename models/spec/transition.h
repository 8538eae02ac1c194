#pragma once

#include "job.h"
#include "timestamp.h"

#include <cstdint>
#include <optional>
#include <string>

namespace trainyard::spec {

// One state change of a job, with the reason for it: what the daemon's `…/events` and `jobs:watch`
// serve and what a polling backend synthesises from successive reads of a job.
struct Transition {
    std::int64_t id = 0; // increasing per backend (the daemon's event id; 0 where a backend has none)
    std::string jobId;
    Timestamp time;
    std::string previousState; // "" for the job's creation
    std::string state;
    std::string reason;
    std::optional<Job> job; // the job as it was right after the change, where the backend sends it
};

} // namespace trainyard::spec
