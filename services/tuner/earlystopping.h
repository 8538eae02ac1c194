#pragma once

#include "spec/enums.h"

#include <cstdint>
#include <vector>

namespace trainyard::tuner {

// One intermediate value a trial reported (hypertune's global_step and metric).
struct Measurement {
    std::int64_t step = 0;
    double value = 0.0;
};
using Curve = std::vector<Measurement>; // ordered by step

// Vizier's median stopping rule (docs/tuning.md writes it out): stop a running trial at its latest
// step s when its best value so far is strictly worse than the median of the running averages, up to
// step s, of the completed trials. Needs at least `minCompleted` completed trials with a measurement
// at or before s, and never stops a trial at its first measurement.
// `completed`: the curves of trials that ran to the end (SUCCEEDED); the caller leaves out failed and
// early-stopped trials, whose short curves would drag the median towards their own poor values.
// MINIMIZE compares the other way round; MAXIMIZE and GOAL_TYPE_UNSPECIFIED as is. Non-finite values
// are ignored.
struct MedianStoppingRule {
    int minCompleted = 3;
    bool shouldStop(const Curve& running, const std::vector<Curve>& completed, spec::GoalType goal) const;
};

} // namespace trainyard::tuner
