#pragma once

#include "spec/resourcerecords.h"

#include <QString>

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace trainyard::models {

// The four figures the Resources tab charts, in the order it stacks them.
enum class ResourceMetric { GpuUtil, GpuMemory, Cpu, Memory };
inline constexpr int resourceMetricCount = 4;

// What one job's replicas used over time, as the Resources tab draws it: one series per (trial,
// replica), each a column of times and one column of values per metric (NaN where the figure was not
// measured), appended window by window as the backend streams them.
//
// Every metric of every series also keeps a min/max pyramid (level k: the extremes of blocks of
// 2^(k+1) samples), so that the extremes of any run of samples cost O(log n) and a chart can draw one
// min–max span per pixel column whatever the zoom: 24 h of 1 Hz samples is 86,400 points per series,
// far more than any chart is wide.
class ResourceHistory {
public:
    // How a metric's values are expressed; a job's backend gives one or the other (the daemon bytes,
    // Google percent of the allocation). The CPU is always Percent: info().cpuOfAllocation says of what.
    enum class Unit { Percent, Bytes };

    // The extremes of some samples; empty() when none had a value.
    struct Range {
        float min = std::numeric_limits<float>::infinity();
        float max = -std::numeric_limits<float>::infinity();
        bool empty() const { return !(min <= max); }
        void add(float value)
        {
            if (value < min)
                min = value;
            if (value > max)
                max = value;
        }
        void add(const Range& other)
        {
            if (other.min < min)
                min = other.min;
            if (other.max > max)
                max = other.max;
        }
    };

    struct Summary {
        double peak = std::numeric_limits<double>::quiet_NaN();
        double mean = std::numeric_limits<double>::quiet_NaN();
        std::int64_t count = 0; // samples with a value
    };

    // A replica that holds a GPU and used under idleThresholdPercent of it from `since` to `last`.
    struct IdleGpu {
        int series = -1;
        double since = 0; // seconds since the epoch: the first idle sample of the stretch
        double last = 0; // the stretch's latest sample
        double seconds() const { return last - since; }
    };

    class Series {
    public:
        QString trial; // "" outside tuning jobs
        QString replica;
        QString node; // where its latest sample was measured ("n2", a Slurm node); "" for the daemon's own replicas
        std::vector<double> times; // seconds since the epoch, non-decreasing
        std::array<std::vector<float>, resourceMetricCount> values {};
        const std::vector<float>& column(ResourceMetric metric) const { return values[static_cast<std::size_t>(metric)]; }
        // "trial 3 · master-replica-0", or the replica alone outside tuning jobs; " · n2" after it when
        // the replica ran on a named node.
        QString label() const;

    private:
        friend class ResourceHistory;
        std::array<std::vector<std::vector<Range>>, resourceMetricCount> m_levels {};
        double m_idleSince = std::numeric_limits<double>::quiet_NaN(); // the current idle stretch's first sample
    };

    static constexpr double idleThresholdPercent = 10.0;
    static constexpr double idleMinimumSeconds = 60.0;

    // Adds a window's samples. A sample already taken (its seq at or below the last one seen, or, for a
    // backend that numbers none, a time not after its series' last) is skipped, so a resumed or repeated
    // window adds nothing twice. Returns the number of samples added.
    std::size_t append(const spec::ResourceWindow& window);
    void clear();

    bool hasInfo() const { return m_hasInfo; }
    const spec::ResourceInfo& info() const { return m_info; }
    std::int64_t cursor() const { return m_cursor; } // where a resumed follow starts
    bool complete() const { return m_complete; }
    std::uint64_t version() const { return m_version; } // changes with every change
    std::size_t sampleCount() const { return m_samples; }

    int seriesCount() const { return static_cast<int>(m_series.size()); }
    const Series& series(int index) const { return m_series[static_cast<std::size_t>(index)]; }
    int indexOf(const QString& trial, const QString& replica) const; // -1 when none
    bool isTuning() const { return m_tuning; } // some sample carries a trial
    // Whether the series' replica holds a GPU (ResourceInfo.replicas[].gpus).
    bool holdsGpu(int series) const;

    // The unit of a metric's values: fixed by the first sample that has the figure (bytes preferred when
    // a sample has both); nullopt while none has.
    std::optional<Unit> unit(ResourceMetric metric) const { return m_units[static_cast<std::size_t>(metric)]; }

    double firstTime() const { return m_first; } // NaN when empty
    double lastTime() const { return m_last; }

    // The samples of a series with t0 <= time <= t1, as [first, last).
    std::pair<std::size_t, std::size_t> indexRange(int series, double t0, double t1) const;
    // The extremes of samples [first, last) of a series, through the pyramid.
    Range extremes(int series, ResourceMetric metric, std::size_t first, std::size_t last) const;
    // One Range per column: column c holds the samples with t0 + c·w <= time < t0 + (c+1)·w, w = (t1 − t0) / columns.
    void decimate(int series, ResourceMetric metric, double t0, double t1, int columns, std::vector<Range>& out) const;
    // The same in two steps, so that charts of different metrics over the same range find the columns'
    // samples once: bounds[c] .. bounds[c+1] are column c's samples (columns + 1 entries).
    void columnBounds(int series, double t0, double t1, int columns, std::vector<std::size_t>& bounds) const;
    void decimate(int series, ResourceMetric metric, const std::vector<std::size_t>& bounds, std::vector<Range>& out) const;
    // The value of the sample nearest to t, if one lies within `tolerance` seconds of it and has the figure.
    std::optional<double> valueAt(int series, ResourceMetric metric, double t, double tolerance) const;
    // Peak and mean of the samples with t0 <= time <= t1.
    Summary summary(int series, ResourceMetric metric, double t0, double t1) const;

    // Replicas holding a GPU whose latest samples have all been under idleThresholdPercent for at least
    // `minSeconds` (from the first of them to the latest).
    std::vector<IdleGpu> idleGpus(double minSeconds = idleMinimumSeconds) const;

    static double toSeconds(const spec::Timestamp& time) { return static_cast<double>(time.seconds) + time.nanos / 1e9; }

private:
    int seriesFor(const std::string& trial, const std::string& replica);
    void push(Series& series, ResourceMetric metric, float value);
    void fixUnits(const spec::ResourceSample& sample);
    float figure(const spec::ResourceSample& sample, ResourceMetric metric) const;

    spec::ResourceInfo m_info;
    bool m_hasInfo = false;
    bool m_complete = false;
    bool m_tuning = false;
    std::int64_t m_cursor = 0;
    std::int64_t m_lastSeq = 0;
    std::uint64_t m_version = 0;
    std::size_t m_samples = 0;
    double m_first = std::numeric_limits<double>::quiet_NaN();
    double m_last = std::numeric_limits<double>::quiet_NaN();
    std::array<std::optional<Unit>, resourceMetricCount> m_units {};
    std::vector<Series> m_series;
};

} // namespace trainyard::models
