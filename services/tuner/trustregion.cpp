#include "trustregion.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace trainyard::tuner {

TrustRegion::TrustRegion(const SearchSpace& space, const Eigen::MatrixXd& trusted, double radius)
    : m_trusted(trusted)
    , m_radius(radius)
{
    for (const auto& p : space.parameters()) {
        if (p.kind != SearchSpace::Kind::Categorical)
            m_numeric.push_back(static_cast<Eigen::Index>(p.feature));
    }
}

double TrustRegion::distance(const SearchSpace::Point& point, Eigen::Index* nearest) const
{
    double best = m_trusted.cols() == 0 ? 0.0 : std::numeric_limits<double>::infinity();
    Eigen::Index at = -1;
    for (Eigen::Index j = 0; j < m_trusted.cols(); ++j) {
        double d = 0.0;
        for (const Eigen::Index f : m_numeric) {
            d = std::max(d, std::abs(point[static_cast<std::size_t>(f)] - m_trusted(f, j)));
            if (d >= best)
                break; // no nearer than the nearest so far
        }
        if (d < best) {
            best = d;
            at = j;
        }
    }
    if (nearest)
        *nearest = at;
    return best;
}

} // namespace trainyard::tuner
