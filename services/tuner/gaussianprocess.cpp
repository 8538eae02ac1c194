#include "gaussianprocess.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace trainyard::tuner {

GaussianProcess::GaussianProcess(Eigen::MatrixXd inputs, Eigen::VectorXd outputs, GpParameters parameters)
    : m_inputs(std::move(inputs))
    , m_outputs(std::move(outputs))
    , m_parameters(std::move(parameters))
    , m_kernel(m_parameters.lengthScales, m_parameters.signalVariance)
{
    const Eigen::Index n = m_inputs.cols();
    m_covariance = m_kernel.cross(m_inputs, m_inputs);
    // A fixed 1e-10 on the diagonal (as scikit-learn's alpha) keeps duplicates factorisable; more
    // only when that fails, so the common case does not depend on a retry.
    for (double jitter = 1e-10; jitter <= 1e-2; jitter *= 100.0) {
        Eigen::MatrixXd kn = m_covariance;
        kn.diagonal().array() += m_parameters.noiseVariance + jitter * std::max(1.0, m_parameters.signalVariance);
        m_cholesky.compute(kn);
        if (m_cholesky.info() == Eigen::Success && m_cholesky.matrixLLT().diagonal().minCoeff() > 0.0) {
            m_jitter = jitter;
            m_valid = true;
            break;
        }
    }
    if (!m_valid) {
        m_alpha = Eigen::VectorXd::Zero(n);
        return;
    }
    m_alpha = m_cholesky.solve((m_outputs.array() - m_parameters.mean).matrix());
}

double GaussianProcess::logMarginalLikelihood() const
{
    if (!m_valid)
        return -std::numeric_limits<double>::infinity();
    const auto n = static_cast<double>(m_outputs.size());
    const double fit = (m_outputs.array() - m_parameters.mean).matrix().dot(m_alpha);
    const double logDet = 2.0 * m_cholesky.matrixLLT().diagonal().array().log().sum();
    return -0.5 * fit - 0.5 * logDet - 0.5 * n * std::log(2.0 * std::numbers::pi);
}

Eigen::VectorXd GaussianProcess::logMarginalLikelihoodGradient() const
{
    // ∂L/∂θ = ½ tr((ααᵀ − K⁻¹) ∂K/∂θ). With W = ααᵀ − K⁻¹ symmetric:
    //   ln ℓ_d: ∂K_ab = slope(r_ab) (a_d − b_d)²/ℓ_d²      ln s²: ∂K = K_f (kernel part)
    //   ln σ²:  ∂K = σ² I                                 mean:  ∂L/∂m = Σ α
    const Eigen::Index dims = m_inputs.rows();
    const Eigen::Index n = m_inputs.cols();
    Eigen::VectorXd gradient = Eigen::VectorXd::Zero(dims + 3);
    if (!m_valid)
        return gradient;
    Eigen::MatrixXd w = m_cholesky.solve(Eigen::MatrixXd::Identity(n, n));
    w = m_alpha * m_alpha.transpose() - w;
    const Eigen::ArrayXd inverseSquared = m_parameters.lengthScales.array().square().inverse();
    const double sqrt5 = std::sqrt(5.0);
    double signal = 0.0;
    for (Eigen::Index b = 0; b < n; ++b) {
        // Diagonal: r = 0, profile = s², no length-scale term.
        signal += 0.5 * w(b, b) * m_kernel.signalVariance();
        for (Eigen::Index a = b + 1; a < n; ++a) {
            const Eigen::ArrayXd scaled = (m_inputs.col(a) - m_inputs.col(b)).array().square() * inverseSquared;
            const double r = std::sqrt(scaled.sum());
            // slope(r) from the stored k(r): both share e^{−√5 r}, and the exponentials were most of
            // the fit's time.
            const double k = m_covariance(a, b);
            const double slope = k * (5.0 / 3.0) * (1.0 + sqrt5 * r) / (1.0 + sqrt5 * r + 5.0 / 3.0 * r * r);
            // Off-diagonal pairs count twice in the trace; the ½ cancels.
            signal += w(a, b) * k;
            gradient.head(dims).array() += (w(a, b) * slope) * scaled;
        }
    }
    gradient[dims] = signal;
    gradient[dims + 1] = 0.5 * w.trace() * m_parameters.noiseVariance;
    gradient[dims + 2] = m_alpha.sum();
    return gradient;
}

void GaussianProcess::predict(const Eigen::MatrixXd& points, Eigen::VectorXd& mean, Eigen::VectorXd& variance) const
{
    const Eigen::MatrixXd ks = m_kernel.cross(m_inputs, points); // n × m
    mean = (ks.transpose() * m_alpha).array() + m_parameters.mean;
    const Eigen::MatrixXd v = m_cholesky.matrixL().solve(ks);
    variance = (m_kernel.signalVariance() - v.colwise().squaredNorm().transpose().array()).max(0.0);
}

void GaussianProcess::predict(const Eigen::VectorXd& point, double& mean, double& variance, Eigen::VectorXd& meanGradient,
    Eigen::VectorXd& varianceGradient) const
{
    Eigen::VectorXd ks(m_inputs.cols());
    for (Eigen::Index i = 0; i < m_inputs.cols(); ++i)
        ks[i] = m_kernel(point, m_inputs.col(i));
    const Eigen::MatrixXd dk = m_kernel.gradientWrtFirst(point, m_inputs); // D × n
    mean = ks.dot(m_alpha) + m_parameters.mean;
    meanGradient = dk * m_alpha;
    const Eigen::VectorXd kinvk = m_cholesky.solve(ks);
    variance = std::max(0.0, m_kernel.signalVariance() - ks.dot(kinvk));
    varianceGradient = -2.0 * dk * kinvk;
}

} // namespace trainyard::tuner
