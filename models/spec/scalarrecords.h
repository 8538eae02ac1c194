#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// A job's own curves: the scalars its trainers wrote as TensorBoard event files, as the daemon serves
// them on GET …/jobs/{id}/scalars (docs/api.md, "Scalars") and the console's Metrics tab charts them.

// One value of one tag at one step. wallTime is seconds since the epoch, as the event carries it.
// The value may be NaN or ±infinity (a diverging loss); the wire writes those as "NaN", "Infinity",
// "-Infinity", as proto3's JSON mapping does.
struct ScalarPoint {
    std::int64_t step = 0;
    double wallTime = 0;
    double value = 0;
    friend bool operator==(const ScalarPoint&, const ScalarPoint&) = default;
};

// One tag of one run. A run is the event file's folder relative to the log root ("train",
// "validation", "3/train" for trial 3; "." for files in the root itself).
struct ScalarSeries {
    std::string run;
    std::string tag;
    std::vector<ScalarPoint> points; // in the order they were written
};

// Where the daemon looked and what it found, the same in every window of a job.
struct ScalarInfo {
    std::vector<std::string> logRoots; // the folders searched for events.out.tfevents.* (absolute)
    std::int64_t eventFiles = 0;
    std::int64_t corruptRecords = 0; // records skipped: a CRC that did not match, an Event that did not decode
    std::string status; // why nothing can be read, in words ("the job has no job directory"); empty otherwise
};

// The points after a cursor, grouped by series. The cursor counts points in the order the daemon
// read them, job-wide: a window after `since` holds every point read after it, exactly once.
struct ScalarWindow {
    std::vector<ScalarSeries> series;
    std::int64_t nextSince = 0; // the cursor after this window
    bool complete = false; // the job has finished and every point of its event files was delivered
    bool downsampled = false; // some series were reduced to their extremes per bucket (ScalarQuery::maxPoints)
    ScalarInfo info;
};

// What a client asks for. Empty tags/runs: all of them.
struct ScalarQuery {
    std::int64_t since = 0;
    std::vector<std::string> tags;
    std::vector<std::string> runs;
    // > 0: a series with more points than this (after since, within the steps) is reduced with
    // downsampleMinMax(points, maxPoints / 2); 0: every point.
    int maxPoints = 0;
    std::optional<std::int64_t> stepMin; // only points with stepMin <= step <= stepMax (a zoomed chart)
    std::optional<std::int64_t> stepMax;
};

// Keeps the first and last point and, in each of `buckets` equal spans of the steps, the points with
// the lowest and the highest value, in their order: a line drawn from the result has the same extent
// per bucket as one drawn from every point. NaN values are kept (one per bucket) so that a divergence
// stays visible. Points must be in non-decreasing step order for the buckets to mean anything; they
// are kept in their order either way.
std::vector<ScalarPoint> downsampleMinMax(const std::vector<ScalarPoint>& points, int buckets);

// The daemon's wire format. Decoders return nullopt for a record they cannot read.
nlohmann::json scalarWindowToJson(const ScalarWindow& window);
std::optional<ScalarWindow> scalarWindowFromJson(const nlohmann::json& json);
nlohmann::json scalarInfoToJson(const ScalarInfo& info);
std::optional<ScalarInfo> scalarInfoFromJson(const nlohmann::json& json);

// The query as URL parameters ("since=12&tags=loss,acc&maxPoints=2000"), names and values
// percent-encoded; tags and runs are comma-separated, a comma inside one written as %2C.
std::string scalarQueryToUrl(const ScalarQuery& query);

} // namespace trainyard::spec
