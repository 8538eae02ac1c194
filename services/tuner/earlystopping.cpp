#include "earlystopping.h"

#include <algorithm>
#include <cmath>

namespace trainyard::tuner {

namespace {
    // Orders values so that "better" is larger whatever the goal (MAXIMIZE or unspecified: as is).
    double oriented(double value, spec::GoalType goal) { return goal == spec::GoalType::Minimize ? -value : value; }

    double median(std::vector<double> values)
    {
        const auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
        std::nth_element(values.begin(), mid, values.end());
        if (values.size() % 2 == 1)
            return *mid;
        const double upper = *mid;
        const double lower = *std::max_element(values.begin(), mid);
        return (lower + upper) / 2.0;
    }
} // namespace

bool MedianStoppingRule::shouldStop(const Curve& running, const std::vector<Curve>& completed, spec::GoalType goal) const
{
    // Measurements without a finite value say nothing about order; they are skipped on both sides.
    // (A trial that only reports NaN is left to fail on its own.)
    std::size_t measured = 0;
    bool any = false;
    double best = 0.0;
    std::int64_t step = 0;
    for (const auto& m : running) {
        if (!std::isfinite(m.value))
            continue;
        const double v = oriented(m.value, goal);
        best = any ? std::max(best, v) : v;
        // The latest step is the largest, whether or not the caller kept the curve sorted.
        step = any ? std::max(step, m.step) : m.step;
        any = true;
        ++measured;
    }
    if (measured < 2)
        return false; // never at a trial's first measurement

    std::vector<double> averages;
    for (const Curve& curve : completed) {
        double sum = 0.0;
        int n = 0;
        for (const auto& m : curve) {
            if (m.step > step || !std::isfinite(m.value))
                continue;
            sum += oriented(m.value, goal);
            ++n;
        }
        if (n > 0)
            averages.push_back(sum / n);
    }
    if (static_cast<int>(averages.size()) < std::max(1, minCompleted))
        return false;
    return best < median(std::move(averages)); // strictly worse than the median: ties keep running
}

} // namespace trainyard::tuner
