#include "bayesianoptimizer.h"

#include "expectedimprovement.h"
#include "initialdesign.h"
#include "randomsearch.h"
#include "rng.h"
#include "trialhistory.h"
#include "valuewarp.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace trainyard::tuner {

namespace {
    Eigen::Map<const Eigen::VectorXd> asVector(const SearchSpace::Point& p)
    {
        return Eigen::Map<const Eigen::VectorXd>(p.data(), static_cast<Eigen::Index>(p.size()));
    }

    double posteriorMean(const GaussianProcess& gp, const SearchSpace::Point& p)
    {
        Eigen::VectorXd mean, variance;
        gp.predict(asVector(p), mean, variance);
        return mean[0];
    }

    // The GP with `points` added as kriging believers: observed at their posterior mean, same
    // hyperparameters. A point observed at its own mean changes no other mean, so believers can be
    // added together and in any order; they only shrink the variance around them.
    GaussianProcess withBelievers(const GaussianProcess& gp, const std::vector<SearchSpace::Point>& points)
    {
        const Eigen::Index n = gp.inputs().cols();
        const auto extra = static_cast<Eigen::Index>(points.size());
        Eigen::MatrixXd x(gp.inputs().rows(), n + extra);
        Eigen::VectorXd y(n + extra);
        x.leftCols(n) = gp.inputs();
        y.head(n) = gp.outputs();
        for (Eigen::Index i = 0; i < extra; ++i) {
            const auto& p = points[static_cast<std::size_t>(i)];
            x.col(n + i) = asVector(p);
            y[n + i] = posteriorMean(gp, p);
        }
        return GaussianProcess(std::move(x), std::move(y), gp.parameters());
    }
} // namespace

BayesianOptimizer::BayesianOptimizer(SearchSpace space, spec::GoalType goal, std::uint64_t seed, BayesianOptions options)
    : m_space(std::move(space))
    , m_maximize(goal != spec::GoalType::Minimize)
    , m_seed(seed)
    , m_options(options)
{
}

HyperparameterFit::Groups BayesianOptimizer::lengthScaleGroups() const
{
    HyperparameterFit::Groups groups;
    for (const auto& p : m_space.parameters()) {
        const bool categorical = p.kind == SearchSpace::Kind::Categorical;
        if (categorical && m_options.tieCategories) {
            groups.ofFeature.insert(groups.ofFeature.end(), p.categories.size(), groups.withPrior.size());
            groups.withPrior.push_back(m_options.categoricalPrior);
            continue;
        }
        for (std::size_t j = 0; j < (categorical ? p.categories.size() : 1); ++j) {
            groups.ofFeature.push_back(groups.withPrior.size());
            groups.withPrior.push_back(!categorical || m_options.categoricalPrior);
        }
    }
    return groups;
}

GaussianProcess BayesianOptimizer::model(const TrialHistory& history, const std::vector<SearchSpace::Point>& pending, Rng& rng) const
{
    // Standardised values, oriented so that smaller is better.
    const auto& values = history.completedValues();
    Eigen::VectorXd y = Eigen::Map<const Eigen::VectorXd>(values.data(), static_cast<Eigen::Index>(values.size()));
    if (m_maximize)
        y = -y;
    if (m_options.compressWorseTail)
        y = ValueWarp::compressWorseTail(y);
    const double mean = y.mean();
    double sd = std::sqrt((y.array() - mean).square().mean());
    if (!(sd > 1e-12 * std::max(1.0, std::abs(mean))))
        sd = 1.0; // all values equal: nothing to scale
    y = (y.array() - mean) / sd;

    const auto& points = history.completedPoints();
    Eigen::MatrixXd x(static_cast<Eigen::Index>(m_space.featureCount()), static_cast<Eigen::Index>(points.size()));
    for (std::size_t j = 0; j < points.size(); ++j)
        x.col(static_cast<Eigen::Index>(j)) = asVector(points[j]);

    // Hyperparameters from the completed trials only: believers carry no information about them.
    GpParameters fitted = HyperparameterFit::fit(x, y, rng, m_options.fit, lengthScaleGroups());
    if (m_options.pessimisticMean)
        fitted.mean = y.maxCoeff();
    GaussianProcess gp(std::move(x), std::move(y), fitted);
    return pending.empty() ? gp : withBelievers(gp, pending);
}

std::optional<SearchSpace::Point> BayesianOptimizer::acquire(const GaussianProcess& gp, const TrialHistory& history, Rng& rng) const
{
    // Local search starts from the best points the GP knows (believers included).
    const Eigen::VectorXd& outputs = gp.outputs();
    std::vector<Eigen::Index> order(static_cast<std::size_t>(outputs.size()));
    std::iota(order.begin(), order.end(), Eigen::Index { 0 });
    std::stable_sort(order.begin(), order.end(), [&](Eigen::Index a, Eigen::Index b) { return outputs[a] < outputs[b]; });
    std::vector<SearchSpace::Point> centres;
    for (std::size_t i = 0; i < order.size() && i < static_cast<std::size_t>(std::max(0, m_options.acquisition.localCentres)); ++i) {
        const auto column = gp.inputs().col(order[i]);
        centres.emplace_back(column.data(), column.data() + column.size());
    }

    double best = outputs.minCoeff();
    if (m_options.meanIncumbent) {
        Eigen::VectorXd mean, variance;
        gp.predict(gp.inputs(), mean, variance);
        best = mean.minCoeff();
    }
    const ExpectedImprovement ei(best);
    for (auto& candidate : AcquisitionOptimizer::rank(m_space, gp, ei, centres, rng, m_options.acquisition)) {
        if (!history.isTaken(m_space.decode(candidate)))
            return std::move(candidate);
    }
    return std::nullopt;
}

std::vector<Assignment> BayesianOptimizer::suggest(const std::vector<Observation>& observations, int count)
{
    TrialHistory history(m_space, observations);
    Rng rng(Rng::mix(m_seed, observations.size()));
    const std::size_t initial
        = m_options.initialTrials >= 0 ? static_cast<std::size_t>(m_options.initialTrials) : m_space.parameters().size() + 1;
    const bool fallback = m_space.parameters().size() > m_options.maxParameters || observations.size() > m_options.maxTrials;

    std::optional<GaussianProcess> gp; // fitted on first need, then grown by this call's suggestions
    std::vector<SearchSpace::Point> design; // made on first need
    std::vector<SearchSpace::Point> pending = history.pendingPoints(); // plus this call's suggestions made before the GP

    std::vector<Assignment> out;
    for (int k = 0; k < count; ++k) {
        std::optional<SearchSpace::Point> next;
        if (!fallback && history.size() < initial) {
            if (design.empty()) {
                Rng designRng(Rng::mix(m_seed, 0x64657369676eULL)); // the same design on every call
                design = InitialDesign::make(m_space, initial, designRng, m_options.centreEachCategory, m_options.centreFirst);
            }
            if (!history.isTaken(m_space.decode(design[history.size()])))
                next = design[history.size()];
        } else if (!fallback && history.completedPoints().size() >= 2) {
            if (!gp)
                gp.emplace(model(history, pending, rng));
            next = acquire(*gp, history, rng);
        }
        if (!next) // fallback, too few results yet, a taken design point or a crowded space
            next = RandomSearch::draw(m_space, rng, history);
        if (!next)
            break; // the space is exhausted
        if (!gp)
            pending.push_back(*next);
        else if (k + 1 < count)
            gp.emplace(withBelievers(*gp, { *next })); // builds the new GP before replacing the old
        Assignment a = m_space.decode(*next);
        history.take(a);
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace trainyard::tuner
