#include "hyperparameterfit.h"

#include "boundedlbfgs.h"
#include "rng.h"

#include <cmath>
#include <limits>

namespace trainyard::tuner {

namespace {
    HyperparameterFit::Groups oneEach(Eigen::Index dims)
    {
        HyperparameterFit::Groups g;
        for (Eigen::Index d = 0; d < dims; ++d)
            g.ofFeature.push_back(static_cast<std::size_t>(d));
        g.withPrior.assign(static_cast<std::size_t>(dims), true);
        return g;
    }

    GpParameters fromLog(const Eigen::VectorXd& theta, const HyperparameterFit::Groups& groups)
    {
        const auto nGroups = static_cast<Eigen::Index>(groups.withPrior.size());
        GpParameters p;
        p.lengthScales.resize(static_cast<Eigen::Index>(groups.ofFeature.size()));
        for (std::size_t d = 0; d < groups.ofFeature.size(); ++d)
            p.lengthScales[static_cast<Eigen::Index>(d)] = std::exp(theta[static_cast<Eigen::Index>(groups.ofFeature[d])]);
        p.signalVariance = std::exp(theta[nGroups]);
        p.noiseVariance = std::exp(theta[nGroups + 1]);
        p.mean = 0.0;
        return p;
    }
} // namespace

GpParameters HyperparameterFit::fit(const Eigen::MatrixXd& inputs, const Eigen::VectorXd& outputs, Rng& rng, const Options& options,
    const Groups& given)
{
    const Eigen::Index dims = inputs.rows();
    const Groups groups = given.ofFeature.empty() ? oneEach(dims) : given;
    const auto nGroups = static_cast<Eigen::Index>(groups.withPrior.size());
    Eigen::VectorXd lower(nGroups + 2), upper(nGroups + 2);
    lower.head(nGroups).setConstant(std::log(options.minLengthScale));
    upper.head(nGroups).setConstant(std::log(options.maxLengthScale));
    lower[nGroups] = std::log(options.minSignalVariance);
    upper[nGroups] = std::log(options.maxSignalVariance);
    lower[nGroups + 1] = std::log(options.minNoiseVariance);
    upper[nGroups + 1] = std::log(options.maxNoiseVariance);

    const BoundedLbfgs::Objective negativeLogPosterior = [&](const Eigen::VectorXd& theta, Eigen::VectorXd& gradient) {
        gradient = Eigen::VectorXd::Zero(theta.size());
        const GaussianProcess gp(inputs, outputs, fromLog(theta, groups));
        if (!gp.valid())
            return std::numeric_limits<double>::infinity();
        const Eigen::VectorXd g = gp.logMarginalLikelihoodGradient();
        for (std::size_t d = 0; d < groups.ofFeature.size(); ++d)
            gradient[static_cast<Eigen::Index>(groups.ofFeature[d])] -= g[static_cast<Eigen::Index>(d)];
        gradient[nGroups] = -g[dims];
        gradient[nGroups + 1] = -g[dims + 1];
        double value = -gp.logMarginalLikelihood();
        if (options.lengthScalePriorShape > 0.0) {
            // ln p(θ) for θ = ln ℓ, ℓ ~ Gamma(a, b): a θ − b e^θ (+ const), Jacobian included, so
            // the prior's mode in θ is ℓ = a/b.
            for (Eigen::Index k = 0; k < nGroups; ++k) {
                if (!groups.withPrior[static_cast<std::size_t>(k)])
                    continue;
                value -= options.lengthScalePriorShape * theta[k] - options.lengthScalePriorRate * std::exp(theta[k]);
                gradient[k] -= options.lengthScalePriorShape - options.lengthScalePriorRate * std::exp(theta[k]);
            }
        }
        return value;
    };

    // The fixed start: length scales of half the box, unit signal, almost no noise (scikit-learn's
    // defaults, which the prototype used); then starts drawn uniformly in the log box.
    Eigen::VectorXd start(nGroups + 2);
    start.head(nGroups).setConstant(std::log(0.5));
    start[nGroups] = 0.0;
    start[nGroups + 1] = std::log(1e-6);
    BoundedLbfgs::Options lbfgs;
    lbfgs.maxIterations = options.maxIterations;
    lbfgs.gradientTolerance = 1e-5;
    lbfgs.relativeTolerance = 1e-9;

    Eigen::VectorXd best = start;
    double bestValue = std::numeric_limits<double>::infinity();
    for (int attempt = 0; attempt <= options.restarts; ++attempt) {
        if (attempt > 0) {
            for (Eigen::Index i = 0; i < start.size(); ++i)
                start[i] = lower[i] + rng.uniform() * (upper[i] - lower[i]);
        }
        const auto result = BoundedLbfgs::minimize(negativeLogPosterior, start, lower, upper, lbfgs);
        if (result.value < bestValue) {
            bestValue = result.value;
            best = result.x;
        }
    }
    return fromLog(best, groups);
}

} // namespace trainyard::tuner
