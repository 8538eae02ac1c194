#pragma once

#include "spec/enums.h"

#include <span>

namespace trainyard::daemon {

// The life of a job, as a table: each state change the daemon makes, and what it does to the job
// beside its state. Engine::transition makes a change only when a row allows it.
// In short (the table in jobstatemachine.cpp says when each change is made):
//   (created)   → QUEUED
//   QUEUED      → PREPARING, CANCELLED
//   PREPARING   → RUNNING, QUEUED, CANCELLING, SUCCEEDED, FAILED, CANCELLED
//   RUNNING     → RUNNING, CANCELLING, SUCCEEDED, FAILED
//   CANCELLING  → CANCELLED, FAILED, SUCCEEDED
// and nothing leaves SUCCEEDED, FAILED or CANCELLED.
class JobStateMachine {
public:
    // What a change does beside setting the state (flags; a row may have several).
    enum Effect : unsigned {
        None = 0,
        EntersQueue = 1 << 0, // the scheduler queues the job
        LeavesQueue = 1 << 1, // the scheduler forgets it
        Starts = 1 << 2, // startTime is set, the first time
        Ends = 1 << 3, // endTime is set; errorMessage too, unless it succeeded
    };

    struct Rule {
        spec::State from;
        spec::State to;
        unsigned effects;
        const char* when; // the reason the daemon makes this change, for the reader
    };

    // Every change the daemon makes; any other is refused.
    static std::span<const Rule> rules();
    // The row that allows from → to, or nullptr when the change is refused.
    static const Rule* find(spec::State from, spec::State to);
    static bool allowed(spec::State from, spec::State to) { return find(from, to) != nullptr; }
};

} // namespace trainyard::daemon
