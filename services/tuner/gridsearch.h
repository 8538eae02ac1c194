#pragma once

#include "searchspace.h"
#include "tuner.h"

namespace trainyard::tuner {

// GRID_SEARCH: every combination of the INTEGER, DISCRETE and CATEGORICAL parameters in a fixed
// order (SearchSpace::pointAt: parameters in the spec's order, the last varying fastest; integers and
// discrete values ascending, categories as listed), skipping points already in the history. Returns
// fewer than asked once the grid is used up. AI Platform allows no DOUBLE parameter in a grid, and
// neither does create().
class GridSearch : public Tuner {
public:
    explicit GridSearch(SearchSpace space);
    std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) override;

private:
    SearchSpace m_space;
};

} // namespace trainyard::tuner
