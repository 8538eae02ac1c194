#include "scalarstore.h"

#include <algorithm>
#include <iterator>

namespace trainyard::daemon {

template <typename Points>
void ScalarStore::appendPoints(const std::string& run, const std::string& tag, Points&& points)
{
    if (points.empty())
        return;
    Series& series = m_series[{ run, tag }];
    series.batches.push_back({ series.points.size(), m_cursor + 1 });
    m_cursor += static_cast<std::int64_t>(points.size());
    if (series.points.empty())
        series.points = std::forward<Points>(points);
    else
        series.points.insert(series.points.end(), points.begin(), points.end());
}

void ScalarStore::append(const std::string& run, const std::string& tag, const std::vector<spec::ScalarPoint>& points)
{
    appendPoints(run, tag, points);
}

void ScalarStore::append(const std::string& run, const std::string& tag, std::vector<spec::ScalarPoint>&& points)
{
    appendPoints(run, tag, std::move(points));
}

std::size_t ScalarStore::Series::firstAfter(std::int64_t since) const
{
    // The last batch that starts at or before `since`; the points after it in that batch, or the next batch.
    const auto next = std::upper_bound(
        batches.begin(), batches.end(), since, [](std::int64_t s, const Batch& b) { return s < b.seq; });
    if (next == batches.begin())
        return 0;
    const Batch& batch = *(next - 1);
    const std::size_t end = next == batches.end() ? points.size() : next->index;
    const auto within = static_cast<std::size_t>(since - batch.seq + 1);
    return std::min(end, batch.index + within);
}

spec::ScalarWindow ScalarStore::window(const spec::ScalarQuery& query) const
{
    const auto wanted = [](const std::vector<std::string>& filter, const std::string& name) {
        return filter.empty() || std::find(filter.begin(), filter.end(), name) != filter.end();
    };
    const bool steps = query.stepMin || query.stepMax;
    spec::ScalarWindow window;
    window.nextSince = m_cursor;
    for (const auto& [key, series] : m_series) {
        if (!wanted(query.runs, key.first) || !wanted(query.tags, key.second))
            continue;
        const std::size_t first = series.firstAfter(query.since);
        const std::size_t count = series.points.size() - first;
        if (count == 0)
            continue;
        spec::ScalarSeries out { key.first, key.second, {} };
        const int buckets = std::max(1, query.maxPoints / 2);
        std::size_t selected = count; // before any reduction
        if (query.maxPoints > 0 && !steps && first == 0 && count > static_cast<std::size_t>(query.maxPoints)) {
            // The whole series: reduced straight from the store, without copying every point first.
            out.points = spec::downsampleMinMax(series.points, buckets);
        } else {
            const auto from = series.points.begin() + static_cast<std::ptrdiff_t>(first);
            if (steps) {
                std::copy_if(
                    from, series.points.end(), std::back_inserter(out.points), [&](const spec::ScalarPoint& p) {
                        return (!query.stepMin || p.step >= *query.stepMin)
                            && (!query.stepMax || p.step <= *query.stepMax);
                    });
            } else {
                out.points.assign(from, series.points.end());
            }
            selected = out.points.size();
            if (query.maxPoints > 0 && selected > static_cast<std::size_t>(query.maxPoints))
                out.points = spec::downsampleMinMax(out.points, buckets);
        }
        if (out.points.empty())
            continue;
        window.downsampled = window.downsampled || out.points.size() < selected;
        window.series.push_back(std::move(out));
    }
    return window;
}

} // namespace trainyard::daemon
