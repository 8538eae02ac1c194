#include "tuner.h"

#include "bayesianoptimizer.h"
#include "gridsearch.h"
#include "randomsearch.h"
#include "searchspace.h"

namespace trainyard::tuner {

std::unique_ptr<Tuner> Tuner::create(const spec::HyperparameterSpec& spec, std::uint64_t seed, std::string& error)
{
    return create(spec, seed, error, BayesianOptions {});
}

std::unique_ptr<Tuner> Tuner::create(const spec::HyperparameterSpec& spec, std::uint64_t seed, std::string& error, const BayesianOptions& options)
{
    auto space = SearchSpace::create(spec, error);
    if (!space)
        return nullptr;
    const auto algorithm = spec.algorithm ? spec.algorithm->value() : spec::Algorithm::Unspecified;
    if (spec.algorithm && !spec.algorithm->isRecognized()) {
        error = "hyperparameters.algorithm: unknown algorithm " + std::string(spec.algorithm->wire());
        return nullptr;
    }
    switch (algorithm) {
    case spec::Algorithm::GridSearch:
        for (const auto& p : space->parameters()) {
            if (p.kind == SearchSpace::Kind::Double) {
                error = "hyperparameters.params (" + p.name + "): GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters";
                return nullptr;
            }
        }
        if (!space->finiteSize()) {
            error = "hyperparameters.params: the grid has more than 2^53 points";
            return nullptr;
        }
        return std::make_unique<GridSearch>(std::move(*space));
    case spec::Algorithm::RandomSearch:
        return std::make_unique<RandomSearch>(std::move(*space), seed);
    case spec::Algorithm::Unspecified:
        break;
    }
    // GOAL_TYPE_UNSPECIFIED is treated as MAXIMIZE (validation asks for a goal; a metric is usually
    // an accuracy). Only the Bayesian optimiser looks at the goal.
    const auto goal = spec.goal ? spec.goal->value() : spec::GoalType::Unspecified;
    return std::make_unique<BayesianOptimizer>(std::move(*space), goal, seed, options);
}

} // namespace trainyard::tuner
