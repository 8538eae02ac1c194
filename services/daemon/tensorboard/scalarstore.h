#pragma once

#include "spec/scalarrecords.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// Every scalar point read from one job's event files, per (run, tag), each numbered by the job-wide
// cursor in the order it was appended: a window after a cursor holds each later point exactly once.
// Main thread only (ScalarCollector appends what its reads found).
class ScalarStore {
public:
    // Appends points of one series; the first gets cursor() + 1. The main thread's whole share of a
    // read, so it is a copy (a move when the series is new) and one number per batch, not per point.
    void append(const std::string& run, const std::string& tag, const std::vector<spec::ScalarPoint>& points);
    void append(const std::string& run, const std::string& tag, std::vector<spec::ScalarPoint>&& points);
    // Points appended so far (the cursor of the latest).
    std::int64_t cursor() const { return m_cursor; }
    std::size_t seriesCount() const { return m_series.size(); }
    // The points after query.since within its tags, runs and steps, downsampled when it asks
    // (spec::downsampleMinMax); nextSince = cursor(). info and complete are the caller's to fill.
    spec::ScalarWindow window(const spec::ScalarQuery& query) const;

private:
    // Each append numbers its points consecutively, so a series keeps one (first index, first
    // cursor) pair per append: points[index + k] has cursor seq + k up to the next batch's index.
    struct Batch {
        std::size_t index = 0;
        std::int64_t seq = 0;
    };
    struct Series {
        std::vector<spec::ScalarPoint> points;
        std::vector<Batch> batches; // increasing in index and seq
        // The index of the first point with a cursor after `since`.
        std::size_t firstAfter(std::int64_t since) const;
    };
    template <typename Points> void appendPoints(const std::string& run, const std::string& tag, Points&& points);
    std::map<std::pair<std::string, std::string>, Series> m_series; // (run, tag)
    std::int64_t m_cursor = 0;
};

} // namespace trainyard::daemon
