#pragma once

#include "searchspace.h"
#include "tuner.h"

#include <set>
#include <vector>

namespace trainyard::tuner {

// A study's history as the search algorithms need it: which points are taken (every trial, whatever
// its state: pending ones are running, failed ones must not be retried), and the completed and pending
// trials that can be placed in the search space. A completed trial without a finite value counts as
// failed. Trials that cannot be encoded (a resumed job with another spec) only block their point.
class TrialHistory {
public:
    TrialHistory(const SearchSpace& space, const std::vector<Observation>& observations);

    std::size_t size() const { return m_size; } // trials seen, including the suggestions added since
    bool isTaken(const Assignment& canonical) const { return m_taken.count(canonical) > 0; }
    // Records a new suggestion (already canonical: decode() writes canonical text).
    void take(const Assignment& canonical);
    std::size_t takenCount() const { return m_taken.size(); }

    const std::vector<SearchSpace::Point>& completedPoints() const { return m_completedPoints; }
    const std::vector<double>& completedValues() const { return m_completedValues; } // as reported
    const std::vector<SearchSpace::Point>& pendingPoints() const { return m_pendingPoints; }

private:
    std::set<Assignment> m_taken;
    std::size_t m_size = 0;
    std::vector<SearchSpace::Point> m_completedPoints;
    std::vector<double> m_completedValues;
    std::vector<SearchSpace::Point> m_pendingPoints;
};

} // namespace trainyard::tuner
