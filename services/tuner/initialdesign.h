#pragma once

#include "searchspace.h"

#include <vector>

namespace trainyard::tuner {

class Rng;

// The Bayesian optimiser's first trials, before any model. The first is the centre of the box (Vizier
// and dlib start there). With CATEGORICAL parameters, the next ones stay at the numeric centre while
// each categorical parameter steps through a random permutation of its categories, until the one with
// the most categories has shown them all: the GP then starts from a clean comparison of the categories
// at one common point (on the mixed benchmark this cut the median regret at 25 trials from 0.98× TPE's
// to 0.13×; a Latin hypercube with the categories cycled did no better than random points). The rest
// are uniform random points, categories still cycling.
// A pure function of the space and the generator: the optimiser regenerates it from the job's seed
// on every call instead of storing it.
class InitialDesign {
public:
    // `eachCategory` false: only the first point at the centre (random points from the second on).
    // `centre` false: no point at the centre, every numeric coordinate random (categories still cycle).
    static std::vector<SearchSpace::Point> make(const SearchSpace& space, std::size_t count, Rng& rng, bool eachCategory = true,
        bool centre = true);
};

} // namespace trainyard::tuner
