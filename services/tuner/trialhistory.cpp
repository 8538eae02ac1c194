#include "trialhistory.h"

#include <cmath>

namespace trainyard::tuner {

TrialHistory::TrialHistory(const SearchSpace& space, const std::vector<Observation>& observations)
    : m_size(observations.size())
{
    for (const Observation& o : observations) {
        m_taken.insert(space.canonical(o.parameters));
        const auto point = space.encode(o.parameters);
        if (!point)
            continue;
        switch (o.status) {
        case Observation::Status::Completed:
            if (o.value && std::isfinite(*o.value)) {
                m_completedPoints.push_back(*point);
                m_completedValues.push_back(*o.value);
            }
            break;
        case Observation::Status::Pending:
            m_pendingPoints.push_back(*point);
            break;
        case Observation::Status::Failed:
            break;
        }
    }
}

void TrialHistory::take(const Assignment& canonical)
{
    m_taken.insert(canonical);
    ++m_size;
}

} // namespace trainyard::tuner
