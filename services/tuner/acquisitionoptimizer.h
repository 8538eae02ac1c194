#pragma once

#include "searchspace.h"

#include <vector>

namespace trainyard::tuner {

class ExpectedImprovement;
class GaussianProcess;
class Rng;

// Maximises expected improvement over the search space, in the spirit of Vizier's "random starts +
// local search": EI is evaluated on uniform random candidates and on perturbations of the best
// points so far (the one-hot categories flipped now and then), and the few best are polished by
// gradient ascent of log EI over their continuous (DOUBLE) coordinates. Integers, discrete values
// and categories are only ever taken from snapped candidates, so every candidate is feasible.
class AcquisitionOptimizer {
public:
    struct Options {
        int randomCandidates = 3000;
        int localCandidates = 1000; // spread evenly over the `localCentres` best points
        int localCentres = 5;
        double localScale = 0.08; // standard deviation of a local step, on the unit box
        double categoryFlip = 0.15; // chance a local candidate takes a random category
        int polished = 3;
        int polishIterations = 50;
        bool includeNoise = false; // EI on the predictive variance of an observation, not the latent one
    };

    // Candidates, best first (polished ones ahead of the rest). A finite space with no more points
    // than `randomCandidates` is evaluated whole instead of sampled. `centres`: points to perturb,
    // best first.
    static std::vector<SearchSpace::Point> rank(const SearchSpace& space, const GaussianProcess& gp, const ExpectedImprovement& ei,
        const std::vector<SearchSpace::Point>& centres, Rng& rng, const Options& options);
};

} // namespace trainyard::tuner
