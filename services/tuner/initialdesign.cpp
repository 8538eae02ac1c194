#include "initialdesign.h"

#include "rng.h"

#include <algorithm>
#include <numeric>

namespace trainyard::tuner {

namespace {
    // Fisher–Yates with our generator (std::shuffle's algorithm is implementation-defined).
    std::vector<std::size_t> permutation(std::size_t n, Rng& rng)
    {
        std::vector<std::size_t> p(n);
        std::iota(p.begin(), p.end(), std::size_t { 0 });
        for (std::size_t i = n; i > 1; --i)
            std::swap(p[i - 1], p[rng.below(i)]);
        return p;
    }
} // namespace

std::vector<SearchSpace::Point> InitialDesign::make(const SearchSpace& space, std::size_t count, Rng& rng, bool eachCategory, bool centre)
{
    // Points at the numeric centre: one per category of the categorical parameter with the most
    // categories (at least one: the centre itself).
    std::size_t centred = 1;
    std::vector<std::vector<std::size_t>> orders; // per parameter; empty for numeric ones
    for (const auto& p : space.parameters()) {
        orders.push_back(p.kind == SearchSpace::Kind::Categorical ? permutation(p.categories.size(), rng) : std::vector<std::size_t> {});
        if (eachCategory)
            centred = std::max(centred, p.categories.size());
    }
    std::vector<SearchSpace::Point> design;
    for (std::size_t i = 0; i < count; ++i) {
        SearchSpace::Point point = centre && i < centred ? SearchSpace::Point(space.featureCount(), 0.5) : space.sample(rng);
        for (std::size_t k = 0; k < orders.size(); ++k) {
            const auto& p = space.parameters()[k];
            if (orders[k].empty())
                continue;
            std::fill_n(point.begin() + static_cast<std::ptrdiff_t>(p.feature), p.categories.size(), 0.0);
            point[p.feature + orders[k][i % orders[k].size()]] = 1.0;
        }
        space.snap(point);
        design.push_back(std::move(point));
    }
    return design;
}

} // namespace trainyard::tuner
