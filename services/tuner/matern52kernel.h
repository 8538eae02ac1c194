#pragma once

#include <Eigen/Core>

namespace trainyard::tuner {

// Matérn-5/2 covariance with one length scale per feature (automatic relevance determination):
//   k(a, b) = s² (1 + √5 r + 5r²/3) exp(−√5 r),   r² = Σ_i (a_i − b_i)² / ℓ_i².
// Twice differentiable, so smooth enough for gradient-based acquisition search, yet rough enough not
// to over-smooth real objectives (Vizier's and Spearmint's choice). Points are matrix columns.
class Matern52Kernel {
public:
    Matern52Kernel(Eigen::VectorXd lengthScales, double signalVariance);

    double signalVariance() const { return m_signalVariance; }
    const Eigen::VectorXd& lengthScales() const { return m_lengthScales; }

    double operator()(const Eigen::Ref<const Eigen::VectorXd>& a, const Eigen::Ref<const Eigen::VectorXd>& b) const;
    // |A| × |B| covariances between the columns of A and of B.
    Eigen::MatrixXd cross(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) const;
    // ∂k(x, b_j)/∂x for every column b_j of B: one column per b_j.
    Eigen::MatrixXd gradientWrtFirst(const Eigen::VectorXd& x, const Eigen::MatrixXd& b) const;

    // The radial profile and the factor shared by every derivative:
    //   k(r) = s² (1 + √5 r + 5r²/3) e^{−√5 r};   −(1/r) dk/dr = (5/3) s² (1 + √5 r) e^{−√5 r}.
    double profile(double r) const;
    double slope(double r) const;

    // r for two columns.
    double distance(const Eigen::Ref<const Eigen::VectorXd>& a, const Eigen::Ref<const Eigen::VectorXd>& b) const;

private:
    Eigen::VectorXd m_lengthScales;
    Eigen::VectorXd m_inverseSquared; // 1/ℓ_i²
    double m_signalVariance;
};

} // namespace trainyard::tuner
