#include "resourcehistory.h"

#include <algorithm>
#include <cmath>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace trainyard::models {

namespace {
    constexpr float nan = std::numeric_limits<float>::quiet_NaN();
    // A column of up to this many samples is scanned rather than found through the pyramid: at 24 h
    // over ~1,500 columns a column holds ~60 samples, which four-wide min/max read in a few dozen
    // instructions, where the pyramid walk branches at each of its ~12 levels (40 % of a base redraw).
    constexpr std::size_t scanLimit = 256;

    std::size_t at(ResourceMetric metric) { return static_cast<std::size_t>(metric); }

    // The extremes of n samples by reading them all; NaN (not measured) is skipped, as Range::add does.
    ResourceHistory::Range scan(const float* values, std::size_t n)
    {
        ResourceHistory::Range range;
        std::size_t i = 0;
#if defined(__SSE2__)
        if (n >= 4) {
            // minps(v, m) is v < m ? v : m: a NaN in v leaves m, the same skip as Range::add.
            __m128 lo = _mm_set1_ps(range.min);
            __m128 hi = _mm_set1_ps(range.max);
            for (; i + 4 <= n; i += 4) {
                const __m128 v = _mm_loadu_ps(values + i);
                lo = _mm_min_ps(v, lo);
                hi = _mm_max_ps(v, hi);
            }
            alignas(16) float l[4];
            alignas(16) float h[4];
            _mm_store_ps(l, lo);
            _mm_store_ps(h, hi);
            for (int k = 0; k < 4; ++k) {
                range.min = std::min(range.min, l[k]); // lanes that saw no value hold ±inf, never NaN
                range.max = std::max(range.max, h[k]);
            }
        }
#endif
        for (; i < n; ++i)
            range.add(values[i]);
        return range;
    }
} // namespace

QString ResourceHistory::Series::label() const
{
    const QString where = node.isEmpty() ? replica : QStringLiteral("%1 · %2").arg(replica, node);
    if (trial.isEmpty())
        return where;
    return QStringLiteral("trial %1 · %2").arg(trial, where);
}

void ResourceHistory::clear()
{
    *this = ResourceHistory();
}

int ResourceHistory::indexOf(const QString& trial, const QString& replica) const
{
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        if (m_series[i].trial == trial && m_series[i].replica == replica)
            return static_cast<int>(i);
    }
    return -1;
}

bool ResourceHistory::holdsGpu(int index) const
{
    const Series& s = series(index);
    const std::string trial = s.trial.toStdString();
    const std::string replica = s.replica.toStdString();
    for (const auto& r : m_info.replicas) {
        // A backend may list the replica once for every trial (trial "") or per trial.
        if (r.replica == replica && (r.trial.empty() || r.trial == trial) && !r.gpus.empty())
            return true;
    }
    return false;
}

int ResourceHistory::seriesFor(const std::string& trial, const std::string& replica)
{
    const QString t = QString::fromStdString(trial);
    const QString r = QString::fromStdString(replica);
    // Windows come grouped by time, not by replica: the last series used is the likeliest.
    for (std::size_t i = m_series.size(); i-- > 0;) {
        if (m_series[i].replica == r && m_series[i].trial == t)
            return static_cast<int>(i);
    }
    Series s;
    s.trial = t;
    s.replica = r;
    m_series.push_back(std::move(s));
    return static_cast<int>(m_series.size()) - 1;
}

void ResourceHistory::fixUnits(const spec::ResourceSample& sample)
{
    const auto fix = [this](ResourceMetric metric, bool bytes, bool percent) {
        auto& unit = m_units[at(metric)];
        if (!unit && (bytes || percent))
            unit = bytes ? Unit::Bytes : Unit::Percent;
    };
    fix(ResourceMetric::GpuUtil, false, sample.gpuUtilPercent.has_value());
    fix(ResourceMetric::GpuMemory, sample.gpuMemoryBytes.has_value(), sample.gpuMemoryPercent.has_value());
    fix(ResourceMetric::Cpu, false, sample.cpuPercent.has_value());
    fix(ResourceMetric::Memory, sample.memoryBytes.has_value(), sample.memoryPercent.has_value());
}

float ResourceHistory::figure(const spec::ResourceSample& sample, ResourceMetric metric) const
{
    const auto value = [](const std::optional<double>& v) { return v ? static_cast<float>(*v) : nan; };
    const bool bytes = m_units[at(metric)] == Unit::Bytes;
    switch (metric) {
    case ResourceMetric::GpuUtil:
        return value(sample.gpuUtilPercent);
    case ResourceMetric::GpuMemory:
        return value(bytes ? sample.gpuMemoryBytes : sample.gpuMemoryPercent);
    case ResourceMetric::Cpu:
        return value(sample.cpuPercent);
    case ResourceMetric::Memory:
        return value(bytes ? sample.memoryBytes : sample.memoryPercent);
    }
    return nan;
}

void ResourceHistory::push(Series& series, ResourceMetric metric, float value)
{
    auto& raw = series.values[at(metric)];
    auto& levels = series.m_levels[at(metric)];
    raw.push_back(value);
    if (raw.size() % 2 != 0)
        return;
    Range pair;
    pair.add(raw[raw.size() - 2]);
    pair.add(raw[raw.size() - 1]);
    // Completing a pair at one level may complete one at the next: carry it up.
    for (std::size_t level = 0;; ++level) {
        if (levels.size() <= level)
            levels.emplace_back();
        auto& row = levels[level];
        row.push_back(pair);
        if (row.size() % 2 != 0)
            break;
        Range up = row[row.size() - 2];
        up.add(row[row.size() - 1]);
        pair = up;
    }
}

std::size_t ResourceHistory::append(const spec::ResourceWindow& window)
{
    std::size_t added = 0;
    // Every window carries the backend's info; a later one may list replicas that started since.
    m_info = window.info;
    m_hasInfo = true;
    for (const auto& sample : window.samples) {
        if (sample.seq > 0 && sample.seq <= m_lastSeq)
            continue;
        const double t = toSeconds(sample.time);
        const int index = seriesFor(sample.trial, sample.replica);
        Series& series = m_series[static_cast<std::size_t>(index)];
        // A backend that numbers nothing is deduplicated by time; out-of-order samples would break the
        // sorted time column every query relies on, so they are dropped too.
        if (!series.times.empty() && (t < series.times.back() || (sample.seq == 0 && t == series.times.back())))
            continue;
        if (sample.seq > 0)
            m_lastSeq = sample.seq;
        if (!sample.trial.empty())
            m_tuning = true;
        if (!sample.node.empty())
            series.node = QString::fromStdString(sample.node);
        fixUnits(sample);
        series.times.push_back(t);
        for (int m = 0; m < resourceMetricCount; ++m)
            push(series, static_cast<ResourceMetric>(m), figure(sample, static_cast<ResourceMetric>(m)));
        const float gpu = series.values[at(ResourceMetric::GpuUtil)].back();
        if (std::isnan(gpu) || gpu >= idleThresholdPercent)
            series.m_idleSince = std::numeric_limits<double>::quiet_NaN();
        else if (std::isnan(series.m_idleSince))
            series.m_idleSince = t;
        m_first = std::isnan(m_first) ? t : std::min(m_first, t);
        m_last = std::isnan(m_last) ? t : std::max(m_last, t);
        ++added;
    }
    m_samples += added;
    m_cursor = std::max(m_cursor, window.nextSince);
    if (window.complete)
        m_complete = true;
    ++m_version;
    return added;
}

std::pair<std::size_t, std::size_t> ResourceHistory::indexRange(int index, double t0, double t1) const
{
    const auto& times = series(index).times;
    const auto first = std::lower_bound(times.begin(), times.end(), t0);
    const auto last = std::upper_bound(first, times.end(), t1);
    return { static_cast<std::size_t>(first - times.begin()), static_cast<std::size_t>(last - times.begin()) };
}

ResourceHistory::Range ResourceHistory::extremes(int index, ResourceMetric metric, std::size_t first, std::size_t last) const
{
    const Series& s = series(index);
    const auto& raw = s.values[at(metric)];
    const auto& levels = s.m_levels[at(metric)];
    Range range;
    last = std::min(last, raw.size());
    if (first >= last)
        return range;
    // Bottom-up, as in a segment tree: odd ends at each level are taken alone, the rest moves up.
    std::size_t l = first, h = last;
    if (l & 1U)
        range.add(raw[l++]);
    if (h & 1U)
        range.add(raw[--h]);
    l >>= 1U;
    h >>= 1U;
    for (std::size_t level = 0; l < h; ++level) {
        const auto& row = levels[level];
        if (l & 1U)
            range.add(row[l++]);
        if (h & 1U)
            range.add(row[--h]);
        l >>= 1U;
        h >>= 1U;
    }
    return range;
}

void ResourceHistory::decimate(int index, ResourceMetric metric, double t0, double t1, int columns, std::vector<Range>& out) const
{
    std::vector<std::size_t> bounds;
    columnBounds(index, t0, t1, columns, bounds);
    decimate(index, metric, bounds, out);
}

void ResourceHistory::columnBounds(int index, double t0, double t1, int columns, std::vector<std::size_t>& bounds) const
{
    const auto& times = series(index).times;
    const auto count = static_cast<std::size_t>(std::max(columns, 0));
    bounds.assign(count + 1, times.size());
    if (columns <= 0 || !(t1 > t0)) {
        bounds.assign(count + 1, 0);
        return;
    }
    const double width = (t1 - t0) / columns;
    auto begin = std::lower_bound(times.begin(), times.end(), t0);
    bounds[0] = static_cast<std::size_t>(begin - times.begin());
    for (int c = 0; c < columns && begin != times.end(); ++c) {
        const double end = c + 1 == columns ? std::nextafter(t1, t1 + 1) : t0 + (c + 1) * width;
        // Most columns hold a few dozen samples: gallop from where the last one ended, then bisect.
        auto probe = begin;
        std::ptrdiff_t step = 1;
        while (times.end() - probe > step && *(probe + step) < end) {
            probe += step;
            step *= 2;
        }
        const auto stop = std::lower_bound(probe, times.end() - probe > step ? probe + step + 1 : times.end(), end);
        bounds[static_cast<std::size_t>(c) + 1] = static_cast<std::size_t>(stop - times.begin());
        begin = stop;
    }
}

void ResourceHistory::decimate(int index, ResourceMetric metric, const std::vector<std::size_t>& bounds, std::vector<Range>& out) const
{
    const std::size_t columns = bounds.empty() ? 0 : bounds.size() - 1;
    out.assign(columns, Range {});
    const auto& raw = series(index).values[at(metric)];
    for (std::size_t c = 0; c < columns; ++c) {
        const std::size_t first = bounds[c];
        const std::size_t last = std::min(bounds[c + 1], raw.size());
        if (last <= first)
            continue;
        out[c] = last - first <= scanLimit ? scan(raw.data() + first, last - first) : extremes(index, metric, first, last);
    }
}

std::optional<double> ResourceHistory::valueAt(int index, ResourceMetric metric, double t, double tolerance) const
{
    const Series& s = series(index);
    const auto& times = s.times;
    if (times.empty())
        return std::nullopt;
    const auto after = std::lower_bound(times.begin(), times.end(), t);
    std::size_t best = static_cast<std::size_t>(after - times.begin());
    if (best == times.size() || (best > 0 && t - times[best - 1] <= times[best] - t))
        --best;
    if (std::abs(times[best] - t) > tolerance)
        return std::nullopt;
    const float v = s.values[at(metric)][best];
    if (std::isnan(v))
        return std::nullopt;
    return static_cast<double>(v);
}

ResourceHistory::Summary ResourceHistory::summary(int index, ResourceMetric metric, double t0, double t1) const
{
    Summary out;
    const auto [first, last] = indexRange(index, t0, t1);
    const auto& raw = series(index).values[at(metric)];
    double sum = 0;
    for (std::size_t i = first; i < last; ++i) {
        if (!std::isnan(raw[i])) {
            sum += static_cast<double>(raw[i]);
            ++out.count;
        }
    }
    if (out.count > 0) {
        out.mean = sum / static_cast<double>(out.count);
        out.peak = static_cast<double>(extremes(index, metric, first, last).max);
    }
    return out;
}

std::vector<ResourceHistory::IdleGpu> ResourceHistory::idleGpus(double minSeconds) const
{
    std::vector<IdleGpu> out;
    for (int i = 0; i < seriesCount(); ++i) {
        const Series& s = series(i);
        if (std::isnan(s.m_idleSince) || !holdsGpu(i))
            continue;
        if (s.times.back() - s.m_idleSince >= minSeconds)
            out.push_back({ i, s.m_idleSince, s.times.back() });
    }
    return out;
}

} // namespace trainyard::models
