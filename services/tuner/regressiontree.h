#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace trainyard::tuner {

class Rng;

// One axis of the box a regression tree is fitted over (the parameter importance's forest,
// docs/tuning.md "Parameter importance").
struct FeatureDomain {
    // 0: a continuous axis [lo, hi]. k > 0: k unordered categories, the feature holding the index
    // 0 … k−1, each category an equal share of the axis.
    std::size_t categories = 0;
    double lo = 0.0;
    double hi = 1.0;
    // Continuous axes: a split between a value below `cut` and one at or above it is made at `cut`
    // exactly, not half-way. The importance evaluator puts an inactive parameter's sentinel below its
    // active range [0, 1]; cutting at 0 keeps every leaf box on one side, so no box spreads the
    // inactive state's value over active values or the reverse.
    std::optional<double> cut;
};

// A CART regression tree: each split maximises the reduction of the squared error (variance
// reduction), among all features or a random subset of them. Continuous features split at a threshold
// (x < threshold goes left), categorical ones into two sets of categories, found exactly by sorting
// the categories by their mean (Breiman et al. 1984: for squared error, the best of the 2^(k−1)
// subsets is one of the k−1 splits of that order).
class RegressionTree {
public:
    struct Options {
        int minSamplesLeaf = 1;
        int maxDepth = 64;
        // Features drawn (without replacement) at each node; 0 or more than there are: all. When none
        // of the drawn features can split the node, further ones are tried (as scikit-learn does).
        std::size_t featuresPerSplit = 0;
    };

    struct Node {
        int feature = -1; // −1: a leaf
        double threshold = 0.0; // continuous feature: x < threshold goes left
        std::vector<bool> goesLeft; // categorical feature: by category index
        int left = -1;
        int right = -1;
        double value = 0.0; // the mean of the node's samples (the prediction at a leaf)
    };

    // A tree over rows[i] → y[i] for i in `samples` (indices may repeat: a bootstrap sample). Every
    // row has one value per domain, a category's value being its index. Nodes stop splitting when
    // their values are all equal, when they cannot leave minSamplesLeaf on both sides, or at maxDepth.
    static RegressionTree fit(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
        const std::vector<std::size_t>& samples, const std::vector<FeatureDomain>& domains, const Options& options,
        Rng& rng);

    const std::vector<Node>& nodes() const { return m_nodes; } // the root first
    double predict(const std::vector<double>& row) const;

private:
    std::vector<Node> m_nodes;
};

} // namespace trainyard::tuner
