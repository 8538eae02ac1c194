#pragma once

#include "matern52kernel.h"

#include <Eigen/Cholesky>
#include <Eigen/Core>

namespace trainyard::tuner {

// What a GP is given besides the data. The fitted ones are searched in log space (HyperparameterFit).
struct GpParameters {
    Eigen::VectorXd lengthScales; // one per feature
    double signalVariance = 1.0;
    double noiseVariance = 1e-6; // white noise on each observation
    double mean = 0.0; // constant prior mean
};

// Gaussian-process regression with a Matérn-5/2 ARD kernel, a constant mean and white noise, on
// points stored as the columns of a matrix. Factorises once on construction (Cholesky, with a little
// jitter added only if the matrix is numerically singular) and then answers posterior questions.
// Predictions are of the latent function (no observation noise): that is what the tuner optimises.
class GaussianProcess {
public:
    GaussianProcess(Eigen::MatrixXd inputs, Eigen::VectorXd outputs, GpParameters parameters);

    bool valid() const { return m_valid; } // false when even a large jitter left K not positive definite
    const Eigen::MatrixXd& inputs() const { return m_inputs; }
    const Eigen::VectorXd& outputs() const { return m_outputs; }
    const GpParameters& parameters() const { return m_parameters; }
    const Matern52Kernel& kernel() const { return m_kernel; }

    // log p(y | X, θ).
    double logMarginalLikelihood() const;
    // Its gradient with respect to (ln ℓ_1 … ln ℓ_D, ln s², ln σ², mean).
    Eigen::VectorXd logMarginalLikelihoodGradient() const;

    // Posterior mean and latent variance at many points (columns) at once.
    void predict(const Eigen::MatrixXd& points, Eigen::VectorXd& mean, Eigen::VectorXd& variance) const;
    // At one point, with the gradients of both with respect to the point.
    void predict(const Eigen::VectorXd& point, double& mean, double& variance, Eigen::VectorXd& meanGradient,
        Eigen::VectorXd& varianceGradient) const;

private:
    Eigen::MatrixXd m_inputs; // D × n
    Eigen::VectorXd m_outputs; // n
    GpParameters m_parameters;
    Matern52Kernel m_kernel;
    Eigen::MatrixXd m_covariance; // K_f: the kernel between the inputs, without noise
    Eigen::LLT<Eigen::MatrixXd> m_cholesky;
    Eigen::VectorXd m_alpha; // K⁻¹ (y − m)
    double m_jitter = 0.0;
    bool m_valid = false;
};

} // namespace trainyard::tuner
