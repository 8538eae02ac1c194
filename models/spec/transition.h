#pragma once

#include "job.h"
#include "timestamp.h"
#include "trialdelta.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace trainyard::spec {

// One state change of a job, with the reason for it: what the daemon stores, what its `…/events` and
// `jobs:watch` serve and what a polling backend synthesises from successive reads of a job.
struct Transition {
    std::int64_t id = 0; // increasing per backend (the daemon's event id; 0 where a backend has none)
    std::string jobId;
    Timestamp time;
    std::string previousState; // "" for the job's creation
    std::string state;
    std::string reason;
    // The job as it was right after the change, where the backend sends it. Its "{}" lets the daemon's
    // brace-initialised transitions, which carry no job, compile without -Wmissing-field-initializers.
    std::optional<Job> job {};
    // Instead of the trials in `job` (then without trainingOutput.trials), what changed in them since
    // the previous event about this job on the same stream: a client that asked for deltas gets this on
    // a tuning job's RUNNING → RUNNING events (docs/api.md, "jobs:watch"). See applyTrialDelta.
    std::optional<TrialDelta> trialDelta {};

    friend bool operator==(const Transition&, const Transition&) = default;
};

// The daemon's wire format (docs/api.md, "Events"): {id, jobId, time, previousState, state, reason,
// job, trialDelta}. `id` travels as a string (int64); previousState is left out for the creation, `job`
// where there is none, `trialDelta` unless the client asked for it (then {"trials": [{"trial": {…},
// "afterStep": "N"}]}, afterStep an int64 string, absent for a trial sent whole). The decoder returns
// nullopt for a transition it cannot read; a `job` it cannot read is dropped (the transition itself
// still says what happened), and so is the job of a `trialDelta` it cannot read, with the delta.
nlohmann::json transitionToJson(const Transition& transition);
std::optional<Transition> transitionFromJson(const nlohmann::json& json);

} // namespace trainyard::spec
