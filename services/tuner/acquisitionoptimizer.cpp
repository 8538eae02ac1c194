#include "acquisitionoptimizer.h"

#include "boundedlbfgs.h"
#include "expectedimprovement.h"
#include "gaussianprocess.h"
#include "rng.h"
#include "trustregion.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace trainyard::tuner {

namespace {
    Eigen::Map<const Eigen::VectorXd> asVector(const SearchSpace::Point& p)
    {
        return Eigen::Map<const Eigen::VectorXd>(p.data(), static_cast<Eigen::Index>(p.size()));
    }

    // log EI at every candidate, in one pass through the GP.
    Eigen::VectorXd scores(const std::vector<SearchSpace::Point>& candidates, const GaussianProcess& gp, const ExpectedImprovement& ei, double extra)
    {
        const auto dims = static_cast<Eigen::Index>(candidates.empty() ? 0 : candidates.front().size());
        Eigen::MatrixXd points(dims, static_cast<Eigen::Index>(candidates.size()));
        for (std::size_t j = 0; j < candidates.size(); ++j)
            points.col(static_cast<Eigen::Index>(j)) = asVector(candidates[j]);
        Eigen::VectorXd mean, variance;
        gp.predict(points, mean, variance);
        Eigen::VectorXd out(points.cols());
        for (Eigen::Index j = 0; j < points.cols(); ++j)
            out[j] = ei.logValue(mean[j], variance[j] + extra);
        return out;
    }

    // z folded back into [0, 1] at its faces, as a mirror would.
    double reflected(double z)
    {
        z = std::fmod(std::abs(z), 2.0);
        return z > 1.0 ? 2.0 - z : z;
    }

    // Gradient ascent of log EI over the continuous coordinates of `start`, within [lower, upper]; the
    // rest stay fixed.
    SearchSpace::Point polish(const SearchSpace::Point& start, const std::vector<std::size_t>& free, const GaussianProcess& gp,
        const ExpectedImprovement& ei, int iterations, double extra, const Eigen::VectorXd& lower, const Eigen::VectorXd& upper)
    {
        const auto n = static_cast<Eigen::Index>(free.size());
        Eigen::VectorXd full = asVector(start);
        Eigen::VectorXd meanGradient, varianceGradient;
        const BoundedLbfgs::Objective negativeLogEi = [&](const Eigen::VectorXd& sub, Eigen::VectorXd& gradient) {
            for (Eigen::Index i = 0; i < n; ++i)
                full[static_cast<Eigen::Index>(free[static_cast<std::size_t>(i)])] = sub[i];
            double mean = 0.0, variance = 0.0, dMean = 0.0, dVariance = 0.0;
            gp.predict(full, mean, variance, meanGradient, varianceGradient);
            const double value = ei.logValue(mean, variance + extra, dMean, dVariance);
            gradient.resize(n);
            for (Eigen::Index i = 0; i < n; ++i) {
                const auto f = static_cast<Eigen::Index>(free[static_cast<std::size_t>(i)]);
                gradient[i] = -(dMean * meanGradient[f] + dVariance * varianceGradient[f]);
            }
            return -value;
        };
        Eigen::VectorXd sub(n);
        for (Eigen::Index i = 0; i < n; ++i)
            sub[i] = start[free[static_cast<std::size_t>(i)]];
        BoundedLbfgs::Options options;
        options.maxIterations = iterations;
        options.gradientTolerance = 1e-7;
        options.relativeTolerance = 1e-10;
        const auto result = BoundedLbfgs::minimize(negativeLogEi, sub, lower, upper, options);
        SearchSpace::Point out = start;
        for (Eigen::Index i = 0; i < n; ++i)
            out[free[static_cast<std::size_t>(i)]] = result.x[i];
        return out;
    }
} // namespace

std::vector<SearchSpace::Point> AcquisitionOptimizer::rank(const SearchSpace& space, const GaussianProcess& gp, const ExpectedImprovement& ei,
    const std::vector<SearchSpace::Point>& centres, Rng& rng, const Options& options)
{
    std::vector<SearchSpace::Point> candidates;
    const auto size = space.finiteSize();
    if (size && *size <= static_cast<std::uint64_t>(std::max(0, options.randomCandidates))) {
        for (std::uint64_t index = 0; index < *size; ++index)
            candidates.push_back(space.pointAt(index));
    } else {
        for (int i = 0; i < options.randomCandidates; ++i)
            candidates.push_back(space.sample(rng));
        const std::size_t nCentres = std::min(centres.size(), static_cast<std::size_t>(std::max(0, options.localCentres)));
        const int perCentre = nCentres == 0 ? 0 : options.localCandidates / static_cast<int>(nCentres);
        for (std::size_t c = 0; c < nCentres; ++c) {
            for (int i = 0; i < perCentre; ++i) {
                SearchSpace::Point p = centres[c];
                for (const auto& param : space.parameters()) {
                    if (param.kind == SearchSpace::Kind::Categorical) {
                        if (rng.uniform() < options.categoryFlip) {
                            std::fill_n(p.begin() + static_cast<std::ptrdiff_t>(param.feature), param.categories.size(), 0.0);
                            p[param.feature + rng.below(param.categories.size())] = 1.0;
                        }
                    } else {
                        double scale = options.localScale;
                        for (int k = i % std::max(1, options.localScales); k > 0; --k)
                            scale /= 4.0;
                        p[param.feature] = reflected(p[param.feature] + scale * rng.normal());
                    }
                }
                space.snap(p);
                candidates.push_back(std::move(p));
            }
        }
    }
    if (candidates.empty())
        return candidates;

    const double extra = options.includeNoise ? gp.parameters().noiseVariance : 0.0;
    const Eigen::VectorXd score = scores(candidates, gp, ei, extra);
    const TrustRegion region(space, gp.inputs(), options.trustRadius);
    std::vector<double> outside(candidates.size(), 0.0); // distance beyond the region; 0 inside
    if (!region.covers()) {
        for (std::size_t j = 0; j < candidates.size(); ++j)
            outside[j] = std::max(0.0, region.distance(candidates[j]) - region.radius());
    }
    std::vector<std::size_t> order(candidates.size());
    std::iota(order.begin(), order.end(), std::size_t { 0 });
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (outside[a] != outside[b])
            return outside[a] < outside[b];
        return score[static_cast<Eigen::Index>(a)] > score[static_cast<Eigen::Index>(b)];
    });

    std::vector<std::size_t> free;
    for (std::size_t f = 0; f < space.featureCount(); ++f) {
        if (space.continuous()[f])
            free.push_back(f);
    }
    std::vector<std::pair<double, SearchSpace::Point>> polished;
    if (!free.empty()) {
        const std::size_t n = std::min(order.size(), static_cast<std::size_t>(std::max(0, options.polished)));
        for (std::size_t i = 0; i < n && outside[order[i]] == 0.0; ++i) {
            // Within the region: the box of the trusted point nearest the start.
            Eigen::VectorXd lower = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(free.size()));
            Eigen::VectorXd upper = Eigen::VectorXd::Ones(static_cast<Eigen::Index>(free.size()));
            Eigen::Index nearest = -1;
            if (!region.covers())
                region.distance(candidates[order[i]], &nearest);
            if (nearest >= 0) {
                for (std::size_t k = 0; k < free.size(); ++k) {
                    const double centre = region.trusted()(static_cast<Eigen::Index>(free[k]), nearest);
                    lower[static_cast<Eigen::Index>(k)] = std::max(0.0, centre - region.radius());
                    upper[static_cast<Eigen::Index>(k)] = std::min(1.0, centre + region.radius());
                }
            }
            SearchSpace::Point p = polish(candidates[order[i]], free, gp, ei, options.polishIterations, extra, lower, upper);
            space.snap(p);
            const double s = scores({ p }, gp, ei, extra)[0];
            polished.emplace_back(s, std::move(p));
        }
        std::stable_sort(polished.begin(), polished.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    }
    std::vector<SearchSpace::Point> out;
    out.reserve(polished.size() + order.size());
    for (auto& [s, p] : polished)
        out.push_back(std::move(p));
    for (std::size_t i : order)
        out.push_back(std::move(candidates[i]));
    return out;
}

} // namespace trainyard::tuner
