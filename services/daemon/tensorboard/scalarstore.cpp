#include "scalarstore.h"

#include <algorithm>

namespace trainyard::daemon {

void ScalarStore::append(const std::string& run, const std::string& tag, const std::vector<spec::ScalarPoint>& points)
{
    if (points.empty())
        return;
    Series& series = m_series[{run, tag}];
    series.seq.reserve(series.seq.size() + points.size());
    series.points.reserve(series.points.size() + points.size());
    for (const spec::ScalarPoint& p : points) {
        series.seq.push_back(++m_cursor);
        series.points.push_back(p);
    }
}

spec::ScalarWindow ScalarStore::window(const spec::ScalarQuery& query) const
{
    const auto wanted = [](const std::vector<std::string>& filter, const std::string& name) {
        return filter.empty() || std::find(filter.begin(), filter.end(), name) != filter.end();
    };
    spec::ScalarWindow window;
    window.nextSince = m_cursor;
    for (const auto& [key, series] : m_series) {
        if (!wanted(query.runs, key.first) || !wanted(query.tags, key.second))
            continue;
        // seq increases along a series, so the points after `since` are a suffix of it.
        const auto first = std::upper_bound(series.seq.begin(), series.seq.end(), query.since);
        auto from = series.points.begin() + (first - series.seq.begin());
        spec::ScalarSeries out{key.first, key.second, {}};
        if (query.stepMin || query.stepMax) {
            for (auto it = from; it != series.points.end(); ++it) {
                if ((!query.stepMin || it->step >= *query.stepMin) && (!query.stepMax || it->step <= *query.stepMax))
                    out.points.push_back(*it);
            }
        } else {
            out.points.assign(from, series.points.end());
        }
        if (out.points.empty())
            continue;
        if (query.maxPoints > 0 && out.points.size() > std::size_t(query.maxPoints)) {
            std::vector<spec::ScalarPoint> reduced = spec::downsampleMinMax(out.points, std::max(1, query.maxPoints / 2));
            if (reduced.size() < out.points.size()) {
                out.points = std::move(reduced);
                window.downsampled = true;
            }
        }
        window.series.push_back(std::move(out));
    }
    return window;
}

} // namespace trainyard::daemon
