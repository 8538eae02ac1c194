#pragma once

#include "searchspace.h"
#include "tuner.h"

#include <optional>

namespace trainyard::tuner {

class Rng;
class TrialHistory;

// RANDOM_SEARCH: independent uniform draws on the scaled axes (log-uniform on log scales, every
// INTEGER, DISCRETE value and category equally likely), never a point already taken. Each call
// seeds its generator from the job's seed and the history's length, so a call is reproducible
// without keeping state between calls.
class RandomSearch : public Tuner {
public:
    RandomSearch(SearchSpace space, std::uint64_t seed);
    std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) override;

    // One untaken point, or nullopt when the space is exhausted. Also the Bayesian optimiser's
    // initial design and fallback.
    static std::optional<SearchSpace::Point> draw(const SearchSpace& space, Rng& rng, const TrialHistory& history);

private:
    SearchSpace m_space;
    std::uint64_t m_seed;
};

} // namespace trainyard::tuner
