#pragma once

#include "searchspace.h"

#include <vector>

namespace trainyard::tuner {

class ExpectedImprovement;
class GaussianProcess;
class Rng;

// Maximises expected improvement over the search space, in the spirit of Vizier's "random starts +
// local search": EI is evaluated on uniform random candidates and on perturbations of the best
// points so far, at three scales (the one-hot categories flipped now and then), and only candidates
// within the TrustRegion of the trials compete. Integers, discrete values and categories are only ever
// taken from snapped candidates, so every candidate is feasible.
// A local step that leaves the box is reflected back into it, not clamped onto its face: clamping put
// every such candidate exactly on a bound. Gradient ascent of log EI from the best candidates
// (`polished`) is off: EI rises toward the faces wherever trials lie on one side only, and the ascent
// followed it onto them (docs/tuning.md, "Trials on the box's bounds"); the finer local scales refine
// the incumbent as well without doing so.
class AcquisitionOptimizer {
public:
    struct Options {
        int randomCandidates = 3000;
        int localCandidates = 1000; // spread evenly over the `localCentres` best points
        int localCentres = 5;
        double localScale = 0.08; // standard deviation of a local step, on the unit box, at the coarsest scale
        int localScales = 3; // local steps at localScale, localScale/4, localScale/16 …, in turn
        double categoryFlip = 0.15; // chance a local candidate takes a random category
        double trustRadius = 0.2; // TrustRegion's radius; 1 or more: the whole box
        int polished = 0; // candidates polished by gradient ascent, best first (measured: see above)
        int polishIterations = 50;
        bool includeNoise = false; // EI on the predictive variance of an observation, not the latent one
    };

    // Candidates, best first: those inside the trust region of the GP's inputs by EI (polished ones
    // ahead), then the rest by distance from it. A finite space with no more points than
    // `randomCandidates` is evaluated whole instead of sampled. `centres`: points to perturb, best first.
    static std::vector<SearchSpace::Point> rank(const SearchSpace& space, const GaussianProcess& gp, const ExpectedImprovement& ei,
        const std::vector<SearchSpace::Point>& centres, Rng& rng, const Options& options);
};

} // namespace trainyard::tuner
