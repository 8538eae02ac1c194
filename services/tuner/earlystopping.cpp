#include "earlystopping.h"

#include <algorithm>

namespace trainyard::tuner {

namespace {
    // Orders values so that "better" is larger whatever the goal.
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
    if (running.size() < 2)
        return false; // never at a trial's first measurement
    const std::int64_t step = running.back().step;
    double best = oriented(running.front().value, goal);
    for (const auto& m : running)
        best = std::max(best, oriented(m.value, goal));
    std::vector<double> averages;
    for (const Curve& curve : completed) {
        double sum = 0.0;
        int n = 0;
        for (const auto& m : curve) {
            if (m.step > step)
                break;
            sum += oriented(m.value, goal);
            ++n;
        }
        if (n > 0)
            averages.push_back(sum / n);
    }
    if (static_cast<int>(averages.size()) < std::max(1, minCompleted))
        return false;
    return best < median(std::move(averages));
}

} // namespace trainyard::tuner
