#pragma once

#include "regressiontree.h"

#include <cstdint>
#include <vector>

namespace trainyard::tuner {

// A regression random forest (Breiman 2001): each tree fitted to a bootstrap sample of the rows,
// choosing each split among all features or a random subset of them (RegressionTree::Options). The
// parameter importance's model, which uses all of them
// (docs/tuning.md, "Parameter importance"); Optuna's fANOVA evaluator fits the same kind of forest
// with scikit-learn. Deterministic: tree t draws from Rng(Rng::mix(seed, t)).
class RandomForest {
public:
    struct Options {
        int trees = 64; // Optuna's default
        RegressionTree::Options tree {};
    };

    // rows[i] holds one value per domain (a category's index for categorical ones); y[i] its target.
    static RandomForest fit(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
        const std::vector<FeatureDomain>& domains, const Options& options, std::uint64_t seed);

    const std::vector<RegressionTree>& trees() const { return m_trees; }
    double predict(const std::vector<double>& row) const; // the mean of the trees' predictions

private:
    std::vector<RegressionTree> m_trees;
};

} // namespace trainyard::tuner
