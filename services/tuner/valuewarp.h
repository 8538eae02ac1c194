#pragma once

#include <Eigen/Dense>

namespace trainyard::tuner {

// The objective's values as the GP sees them, before they are standardised. Values worse than the
// median by more than one robust standard deviation (the interquartile range / 1.349) are pulled in
// logarithmically: z ↦ 1 + ln z, in robust units. Training losses that explode for bad settings
// (Rosenbrock's valley walls are 10⁴ times its floor) otherwise fill the standardised scale, leave the
// good trials indistinguishable near its bottom, and make the GP's length scales serve the walls
// (rosenbrock4, first trial random: median regret at 50 trials 0.57× → 0.31× TPE's). The better side is
// left linear, so the differences between good trials (what the optimiser exploits) are kept; a
// bounded objective, like Hartmann's, barely changes. Monotone: the order of trials is kept.
class ValueWarp {
public:
    // `values`: smaller is better. Unchanged when there are fewer than 3 or their quartiles coincide.
    static Eigen::VectorXd compressWorseTail(const Eigen::VectorXd& values);
};

} // namespace trainyard::tuner
