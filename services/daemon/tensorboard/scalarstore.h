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
    // Appends points of one series; the first gets cursor() + 1.
    void append(const std::string& run, const std::string& tag, const std::vector<spec::ScalarPoint>& points);
    // Points appended so far (the cursor of the latest).
    std::int64_t cursor() const { return m_cursor; }
    std::size_t seriesCount() const { return m_series.size(); }
    // The points after query.since within its tags, runs and steps, downsampled when it asks
    // (spec::downsampleMinMax); nextSince = cursor(). info and complete are the caller's to fill.
    spec::ScalarWindow window(const spec::ScalarQuery& query) const;

private:
    struct Series {
        std::vector<std::int64_t> seq; // parallel to points: each point's cursor, increasing
        std::vector<spec::ScalarPoint> points;
    };
    std::map<std::pair<std::string, std::string>, Series> m_series; // (run, tag)
    std::int64_t m_cursor = 0;
};

} // namespace trainyard::daemon
