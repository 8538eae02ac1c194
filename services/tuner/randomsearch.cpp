#include "randomsearch.h"

#include "rng.h"
#include "trialhistory.h"

namespace trainyard::tuner {

namespace {
    // Up to this many points, a finite space whose random draws keep colliding is listed instead.
    constexpr std::uint64_t enumerable = 1U << 20;
    constexpr int attempts = 200;
} // namespace

RandomSearch::RandomSearch(SearchSpace space, std::uint64_t seed)
    : m_space(std::move(space))
    , m_seed(seed)
{
}

std::optional<SearchSpace::Point> RandomSearch::draw(const SearchSpace& space, Rng& rng, const TrialHistory& history)
{
    const auto size = space.finiteSize();
    for (int attempt = 0; attempt < attempts; ++attempt) {
        SearchSpace::Point point = space.sample(rng);
        if (!history.isTaken(space.decode(point)))
            return point;
    }
    if (!size || *size > enumerable)
        return std::nullopt; // a huge space this crowded: give up rather than loop
    // A small space nearly used up: pick uniformly among the points left.
    std::vector<std::uint64_t> left;
    for (std::uint64_t index = 0; index < *size; ++index) {
        if (!history.isTaken(space.decode(space.pointAt(index))))
            left.push_back(index);
    }
    if (left.empty())
        return std::nullopt;
    return space.pointAt(left[rng.below(left.size())]);
}

std::vector<Assignment> RandomSearch::suggest(const std::vector<Observation>& observations, int count)
{
    TrialHistory history(m_space, observations);
    Rng rng(Rng::mix(m_seed, observations.size()));
    std::vector<Assignment> out;
    for (int k = 0; k < count; ++k) {
        const auto point = draw(m_space, rng, history);
        if (!point)
            break;
        Assignment a = m_space.decode(*point);
        history.take(a);
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace trainyard::tuner
