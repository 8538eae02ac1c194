#pragma once

#include "trainingoutput.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace trainyard::spec {

struct Job;

// What changed in a tuning job's trials since the previous event about the same job on the same
// stream, sent instead of the whole document (whose allMetrics grow with every report). A trial
// listed here replaces the held trial's fields that it has, except allMetrics: those are the
// metrics reported after `afterStep` (every one the trial has when `afterStep` is absent, a trial
// new to the stream) and are appended to the held ones.
struct TrialChange {
    HyperparameterOutput trial; // allMetrics: only the new ones
    std::optional<std::int64_t> afterStep; // absent: the trial is sent whole
    friend bool operator==(const TrialChange&, const TrialChange&) = default;
};

struct TrialDelta {
    std::vector<TrialChange> trials;
    friend bool operator==(const TrialDelta&, const TrialDelta&) = default;
};

// Applies `delta` to `document` (the job's full document, trials included) and takes the job-level
// fields of `summary` (the job as the event carries it: everything but trainingOutput.trials).
// Idempotent: a metric at or before a step the held trial already has is not appended again, so a
// document read after the delta's base still takes it. Returns false, leaving `document` unchanged,
// when the document lacks metrics the delta builds on (a held trial whose last step is before
// `afterStep`, or a trial the delta continues that the document does not have): the caller reads the
// job again.
bool applyTrialDelta(Job& document, const Job& summary, const TrialDelta& delta);

} // namespace trainyard::spec
