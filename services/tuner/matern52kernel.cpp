#include "matern52kernel.h"

#include <cmath>

namespace trainyard::tuner {

namespace {
    const double sqrt5 = std::sqrt(5.0);
}

Matern52Kernel::Matern52Kernel(Eigen::VectorXd lengthScales, double signalVariance)
    : m_lengthScales(std::move(lengthScales))
    , m_inverseSquared(m_lengthScales.array().square().inverse().matrix())
    , m_signalVariance(signalVariance)
{
}

double Matern52Kernel::distance(const Eigen::Ref<const Eigen::VectorXd>& a, const Eigen::Ref<const Eigen::VectorXd>& b) const
{
    // Differences, not |a|² + |b|² − 2a·b: that form loses every digit for nearby points, exactly the
    // ones that matter (a candidate next to an observed trial).
    return std::sqrt((a - b).array().square().matrix().dot(m_inverseSquared));
}

double Matern52Kernel::profile(double r) const
{
    return m_signalVariance * (1.0 + sqrt5 * r + 5.0 / 3.0 * r * r) * std::exp(-sqrt5 * r);
}

double Matern52Kernel::slope(double r) const
{
    return 5.0 / 3.0 * m_signalVariance * (1.0 + sqrt5 * r) * std::exp(-sqrt5 * r);
}

double Matern52Kernel::operator()(const Eigen::Ref<const Eigen::VectorXd>& a, const Eigen::Ref<const Eigen::VectorXd>& b) const
{
    return profile(distance(a, b));
}

Eigen::MatrixXd Matern52Kernel::cross(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) const
{
    Eigen::MatrixXd k(a.cols(), b.cols());
    for (Eigen::Index j = 0; j < b.cols(); ++j) {
        for (Eigen::Index i = 0; i < a.cols(); ++i)
            k(i, j) = profile(distance(a.col(i), b.col(j)));
    }
    return k;
}

Eigen::MatrixXd Matern52Kernel::gradientWrtFirst(const Eigen::VectorXd& x, const Eigen::MatrixXd& b) const
{
    // ∂k/∂x_i = dk/dr · ∂r/∂x_i = −slope(r) · (x_i − b_i)/ℓ_i²: finite at r = 0, no division by r.
    Eigen::MatrixXd g(x.size(), b.cols());
    for (Eigen::Index j = 0; j < b.cols(); ++j) {
        const double r = distance(x, b.col(j));
        g.col(j) = -slope(r) * (x - b.col(j)).cwiseProduct(m_inverseSquared);
    }
    return g;
}

} // namespace trainyard::tuner
