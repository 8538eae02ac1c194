#include "randomforest.h"

#include "rng.h"

#include <algorithm>

namespace trainyard::tuner {

RandomForest RandomForest::fit(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
    const std::vector<FeatureDomain>& domains, const Options& options, std::uint64_t seed)
{
    RandomForest forest;
    const std::size_t n = rows.size();
    if (n == 0 || y.size() != n)
        return forest;
    forest.m_trees.reserve(static_cast<std::size_t>(std::max(0, options.trees)));
    for (int t = 0; t < options.trees; ++t) {
        // One stream per tree: a tree's draws do not depend on how many the trees before it made.
        Rng rng(Rng::mix(seed, static_cast<std::uint64_t>(t)));
        std::vector<std::size_t> bootstrap(n);
        for (std::size_t& s : bootstrap)
            s = rng.below(n);
        forest.m_trees.push_back(RegressionTree::fit(rows, y, bootstrap, domains, options.tree, rng));
    }
    return forest;
}

double RandomForest::predict(const std::vector<double>& row) const
{
    if (m_trees.empty())
        return 0.0;
    double sum = 0.0;
    for (const RegressionTree& tree : m_trees)
        sum += tree.predict(row);
    return sum / static_cast<double>(m_trees.size());
}

} // namespace trainyard::tuner
