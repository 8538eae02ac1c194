#pragma once

#include "searchspace.h"

#include <Eigen/Dense>

#include <cstddef>
#include <vector>

namespace trainyard::tuner {

// Where the acquisition may look: within an L∞ distance `radius` of a trial the GP was given (completed
// or pending), over the numeric features of the unit box; categories are free. A GP with a stationary
// kernel is least certain far from all data, which in a box means its faces and corners, so expected
// improvement is largest there once the trials near the incumbent have been made: without this region
// the benchmark put a fifth to a half of its trials on a bound, and some exactly on corners with the
// study's worst values (docs/tuning.md, "Trials on the box's bounds"). Vizier's GP bandit keeps its
// suggestions near its trials the same way.
class TrustRegion {
public:
    // `trusted`: the points as columns. A radius of 1 or more covers the whole box.
    TrustRegion(const SearchSpace& space, const Eigen::MatrixXd& trusted, double radius);

    // The L∞ distance over numeric features from `point` to the nearest trusted point, and which
    // column that is (−1 without trusted points, at distance 0).
    double distance(const SearchSpace::Point& point, Eigen::Index* nearest = nullptr) const;
    bool contains(const SearchSpace::Point& point) const { return covers() || distance(point) <= m_radius; }
    bool covers() const { return m_radius >= 1.0 || m_trusted.cols() == 0; }
    double radius() const { return m_radius; }
    const Eigen::MatrixXd& trusted() const { return m_trusted; }

private:
    std::vector<Eigen::Index> m_numeric; // the features the distance is measured over
    Eigen::MatrixXd m_trusted;
    double m_radius;
};

} // namespace trainyard::tuner
