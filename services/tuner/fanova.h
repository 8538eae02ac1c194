#pragma once

#include "regressiontree.h"

#include <optional>
#include <vector>

namespace trainyard::tuner {

// Functional ANOVA of one regression tree, exactly (Hutter, Hoos & Leyton-Brown 2014, "An Efficient
// Approach for Assessing Hyperparameter Importance"). The tree is a piecewise-constant function on
// the box its domains span, uniform measure on each axis (a categorical axis: each category an equal
// cell). Its leaves partition the box into leaf boxes, so:
// - the mean f₀ is the volume-weighted mean of the leaf values, and the total variance V the
//   volume-weighted variance of them;
// - feature i's split points cut its axis into cells (its categories, for a categorical one); the
//   marginal mean a_i(c) over a cell c is the average of the leaves overlapping c, each weighted by
//   its volume in the other axes; the main-effect variance V_i = Σ_c |c| (a_i(c) − f₀)².
class Fanova {
public:
    // V_i / V for each feature, in [0, 1]; nullopt when the tree is constant (V = 0).
    static std::optional<std::vector<double>> mainEffectShares(
        const RegressionTree& tree, const std::vector<FeatureDomain>& domains);
};

} // namespace trainyard::tuner
