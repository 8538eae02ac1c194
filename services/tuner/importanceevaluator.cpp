#include "importanceevaluator.h"

#include "fanova.h"
#include "randomforest.h"
#include "searchspace.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace trainyard::tuner {

namespace {

    bool finiteCompleted(const Observation& o)
    {
        return o.status == Observation::Status::Completed && o.value && std::isfinite(*o.value);
    }

    // One feature per parameter, so that a parameter's main effect is one axis' (a one-hot
    // categorical would spread it over k axes whose combinations are mostly not categories at all):
    // - DOUBLE, INTEGER, DISCRETE: the value's coordinate in [0, 1] on its scaled axis (searchspace.h),
    //   so a log-scaled parameter is split and measured in its log coordinate;
    // - CATEGORICAL: the category's index, split into sets of categories.
    // A parameter some trial lacks (a conditional one, inactive there) gets a value of its own: one more
    // category, or −1 on an axis widened to [−1, 1] with splits between it and active values made at 0.
    constexpr double inactive = -1.0;

} // namespace

spec::ImportanceReport ImportanceEvaluator::evaluate(
    const spec::HyperparameterSpec& spec, const std::vector<Observation>& trials, std::uint64_t seed)
{
    spec::ImportanceReport report;
    report.method = "fanova";
    report.minimumTrials = minimumTrials;
    std::string error;
    const std::optional<SearchSpace> space = SearchSpace::create(spec, error);
    if (!space) {
        report.completedTrials = static_cast<int>(std::count_if(trials.begin(), trials.end(), finiteCompleted));
        return report;
    }
    const std::vector<SearchSpace::Parameter>& params = space->parameters();
    const std::size_t d = params.size();

    // A value encode() accepts for each parameter, standing in for a missing one (then overwritten).
    Assignment filler;
    for (const SearchSpace::Parameter& p : params)
        filler[p.name]
            = p.kind == SearchSpace::Kind::Categorical ? p.categories.front() : SearchSpace::formatNumber(p.lo);

    std::vector<std::vector<double>> rows;
    std::vector<double> y;
    std::vector<bool> anyInactive(d, false);
    for (const Observation& trial : trials) {
        if (!finiteCompleted(trial))
            continue;
        Assignment assignment = trial.parameters;
        std::vector<bool> missing(d, false);
        for (std::size_t i = 0; i < d; ++i)
            if (!assignment.contains(params[i].name)) {
                assignment[params[i].name] = filler[params[i].name];
                missing[i] = true;
            }
        const std::optional<SearchSpace::Point> point = space->encode(assignment);
        if (!point)
            continue; // a value outside this spec (a resumed job's other space): it cannot be placed
        std::vector<double> row(d, 0.0);
        for (std::size_t i = 0; i < d; ++i) {
            const SearchSpace::Parameter& p = params[i];
            if (missing[i]) {
                anyInactive[i] = true;
                row[i] = p.kind == SearchSpace::Kind::Categorical ? static_cast<double>(p.categories.size()) : inactive;
            } else if (p.kind == SearchSpace::Kind::Categorical) {
                const auto first = point->begin() + static_cast<std::ptrdiff_t>(p.feature);
                const auto hot = std::max_element(first, first + static_cast<std::ptrdiff_t>(p.categories.size()));
                row[i] = static_cast<double>(hot - first);
            } else {
                row[i] = std::clamp((*point)[p.feature], 0.0, 1.0);
            }
        }
        rows.push_back(std::move(row));
        y.push_back(*trial.value);
    }
    report.completedTrials = static_cast<int>(rows.size());
    if (report.completedTrials < minimumTrials)
        return report;

    std::vector<FeatureDomain> domains(d);
    for (std::size_t i = 0; i < d; ++i) {
        if (params[i].kind == SearchSpace::Kind::Categorical) {
            domains[i].categories = params[i].categories.size() + (anyInactive[i] ? 1 : 0);
        } else if (anyInactive[i]) {
            domains[i].lo = inactive;
            domains[i].cut = 0.0;
        }
    }

    // Every feature is a candidate at every split (featuresPerSplit 0), as in Optuna's forest
    // (scikit-learn's max_features = 1.0): drawing subsets made trees split on parameters that do
    // nothing whenever the one that matters was not drawn, and fANOVA then credits them with the
    // differences between those branches (docs/tuning.md measures it).
    const RandomForest::Options options;
    const RandomForest forest = RandomForest::fit(rows, y, domains, options, seed);

    // Optuna's reduction: each parameter's share of its tree's variance, averaged over the trees
    // that vary at all, then normalised to sum 1.
    std::vector<double> sum(d, 0.0);
    int varying = 0;
    for (const RegressionTree& tree : forest.trees()) {
        const std::optional<std::vector<double>> shares = Fanova::mainEffectShares(tree, domains);
        if (!shares)
            continue;
        ++varying;
        for (std::size_t i = 0; i < d; ++i)
            sum[i] += (*shares)[i];
    }
    double total = 0.0;
    for (double& s : sum) {
        s = varying > 0 ? s / varying : 0.0;
        total += s;
    }
    for (std::size_t i = 0; i < d; ++i)
        report.parameters.push_back({ params[i].name, total > 0.0 ? sum[i] / total : 0.0 });
    std::sort(report.parameters.begin(), report.parameters.end(),
        [](const spec::ParameterImportance& a, const spec::ParameterImportance& b) {
            return a.importance > b.importance || (a.importance == b.importance && a.parameter < b.parameter);
        });
    return report;
}

} // namespace trainyard::tuner
