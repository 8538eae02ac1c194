#include "gridsearch.h"

#include "trialhistory.h"

namespace trainyard::tuner {

GridSearch::GridSearch(SearchSpace space)
    : m_space(std::move(space))
{
}

std::vector<Assignment> GridSearch::suggest(const std::vector<Observation>& observations, int count)
{
    TrialHistory history(m_space, observations);
    std::vector<Assignment> out;
    const std::uint64_t size = m_space.finiteSize().value_or(0);
    // Walks from the start every call: the history usually covers a prefix of the grid, so this costs
    // about (trials so far + count) decodes, and it needs no state across calls or restarts.
    for (std::uint64_t index = 0; index < size && static_cast<int>(out.size()) < count; ++index) {
        Assignment a = m_space.decode(m_space.pointAt(index));
        if (history.isTaken(a))
            continue;
        history.take(a);
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace trainyard::tuner
