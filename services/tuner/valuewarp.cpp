#include "valuewarp.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace trainyard::tuner {

namespace {
    // The q-quantile of sorted values, interpolated linearly between order statistics.
    double quantile(const std::vector<double>& sorted, double q)
    {
        const double position = q * static_cast<double>(sorted.size() - 1);
        const auto below = static_cast<std::size_t>(position);
        const std::size_t above = std::min(below + 1, sorted.size() - 1);
        return sorted[below] + (position - static_cast<double>(below)) * (sorted[above] - sorted[below]);
    }
} // namespace

Eigen::VectorXd ValueWarp::compressWorseTail(const Eigen::VectorXd& values)
{
    if (values.size() < 3)
        return values;
    std::vector<double> sorted(values.data(), values.data() + values.size());
    std::sort(sorted.begin(), sorted.end());
    const double median = quantile(sorted, 0.5);
    const double spread = (quantile(sorted, 0.75) - quantile(sorted, 0.25)) / 1.349;
    if (!(spread > 0.0) || !std::isfinite(spread))
        return values;
    Eigen::VectorXd out(values.size());
    for (Eigen::Index i = 0; i < values.size(); ++i) {
        const double z = (values[i] - median) / spread;
        out[i] = z > 1.0 ? 1.0 + std::log(z) : z;
    }
    return out;
}

} // namespace trainyard::tuner
