#pragma once

#include "spec/resourcerecords.h"

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace trainyard::client {

// What an AI Platform training job's replicas used, read from Cloud Monitoring, which keeps a point a
// minute per replica for these metrics of the monitored resource `cloudml_job` (api.md §10.3):
//   ml.googleapis.com/training/cpu/utilization                 → cpuPercent (of the replica's allocation)
//   ml.googleapis.com/training/memory/utilization              → memoryPercent
//   ml.googleapis.com/training/accelerator/utilization         → gpuUtilPercent (summed over accelerators)
//   ml.googleapis.com/training/accelerator/memory/utilization  → gpuMemoryPercent (mean over accelerators)
// Each poll lists every metric's series over a window (GET …/v3/projects/{p}/timeSeries, every page);
// the points of one replica (resource.labels.task_name; the tuning trial from metric.labels.trial_id)
// at one time become one sample. Utilisations come as fractions (unit "10^2.%"), or as percent where
// a series says its unit is "%". Cloud Monitoring takes a few minutes to have every metric of a
// minute in, so a sample is handed out only once it is older than the settle time, or once the job
// has ended and the settle time has passed since; it is handed out once. The reader builds requests
// and decodes answers; the backend sends them.
class CloudMonitoringReader {
public:
    CloudMonitoringReader(std::string project, std::string jobId, std::chrono::seconds settle = std::chrono::seconds(120));

    static const std::vector<std::string>& metricTypes();

    // The job's start (its createTime): the first window begins there.
    void setStartTime(const spec::Timestamp& time) { m_start = time; }
    // Starts a poll ending at `now`: every metric's series from (the last sample handed out, less the
    // settle time) to now.
    void beginPoll(const spec::Timestamp& now);
    // The path and query of one page of one metric's series in the current poll.
    std::string requestPath(const std::string& metricType, const std::string& pageToken = {}) const;
    // Decodes one ListTimeSeriesResponse page of `metricType`. Returns its nextPageToken, or an error
    // in words (a body that is not one); nothing is taken from a page that is not one.
    struct Page {
        std::string nextPageToken;
        std::size_t points = 0;
    };
    std::optional<Page> accept(const std::string& metricType, std::string_view body, std::string& error);
    // Ends the poll: the samples now ready to hand out (settled, or all of them once `finished`), in
    // time order, numbered after the previous ones.
    std::vector<spec::ResourceSample> take(bool finished);

    // What Google measures: a minute apart, CPU of the allocation; GPU figures where the job's
    // replicas have accelerators.
    spec::ResourceInfo info() const;

private:
    using Key = std::tuple<std::int64_t, std::int32_t, std::string, std::string>; // time, trial, replica
    struct Point {
        std::optional<double> cpu;
        std::optional<double> memory;
        // By accelerator (metric.labels.accelerator_id): windows overlap, so a point may come twice.
        std::map<std::string, double> gpuUtil;
        std::map<std::string, double> gpuMemory;
    };

    std::string m_project;
    std::string m_jobId;
    std::chrono::seconds m_settle;
    std::optional<spec::Timestamp> m_start;
    spec::Timestamp m_pollEnd;
    spec::Timestamp m_windowStart;
    std::map<Key, Point> m_pending; // seen, not yet handed out
    std::set<Key> m_taken; // handed out (the next window overlaps the last one)
    std::optional<spec::Timestamp> m_lastTaken;
    std::int64_t m_seq = 0;
    std::map<std::pair<std::string, std::string>, std::set<std::string>> m_accelerators; // (trial, replica) → accelerator ids
};

} // namespace trainyard::client
