#pragma once

#include "timestamp.h"

#include <nlohmann/json_fwd.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec {

// The records a backend serves beside the v1 API: a job's log lines and the attributes that let a
// viewer filter ten million of them without holding their text. Shared by every backend (the daemon
// serves them, Google's Cloud Logging entries are mapped onto them) and by the console's models.

// Ordered by importance, so "at least WARNING" is a comparison. The values are also the low four bits
// of a LogAttribute on the wire and the severity byte of the daemon's log index on disk: never renumber.
// The one severity numbering of the project: the daemon classifies, stores and serves these values.
enum class LogSeverity : std::uint8_t { Default = 0, Debug = 1, Info = 2, Warning = 3, Error = 4, Critical = 5 };
const char* severityName(LogSeverity severity); // "DEFAULT", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"
std::optional<LogSeverity> severityFromName(std::string_view name); // also NOTICE → Info, ALERT/EMERGENCY → Critical
// The severity a stored byte names: LogSeverity's own value, else (a byte no version wrote) Default.
inline LogSeverity severityFromValue(unsigned value)
{
    return value <= static_cast<unsigned>(LogSeverity::Critical) ? static_cast<LogSeverity>(value) : LogSeverity::Default;
}

struct LogLine {
    std::int64_t seq = 0; // 1-based position in the job's merged log; never changes
    Timestamp time;
    std::string replica; // "master-replica-0"
    std::string stream; // "stdout", "stderr" (empty where the backend does not know)
    LogSeverity severity = LogSeverity::Default;
    std::string text;
    // The hyperparameter-tuning trial that wrote it ("3"); empty outside tuning jobs. Its "{}" lets
    // brace-initialised lines that do not name it compile without -Wmissing-field-initializers.
    std::string trial {};
    // The machine the replica ran on when the backend knows it ("n2", a Slurm node); empty for the
    // daemon's own replicas, which all run where the daemon does.
    std::string node {};

    friend bool operator==(const LogLine&, const LogLine&) = default;
};

// A window of lines: those after `since`, at most pageSize of them.
struct LogWindow {
    std::vector<LogLine> lines;
    std::int64_t nextSince = 0; // where the next window starts
    std::int64_t total = 0; // lines in the log when the window was read
    bool complete = false; // the job has finished and every line has been read

    friend bool operator==(const LogWindow&, const LogWindow&) = default;
};

// One 16-bit attribute per line: (source << 4) | severity. A source is one (replica, stream) pair;
// `sources` names them, in the order they first wrote. 2 bytes a line: 20 MB for 10 million lines.
using LogAttribute = std::uint16_t;
inline LogSeverity attributeSeverity(LogAttribute a) { return static_cast<LogSeverity>(a & 0xF); }
inline std::uint16_t attributeSource(LogAttribute a) { return static_cast<std::uint16_t>(a >> 4); }
// The attribute of a line: sources past the 12 bits there are (a tuning job of thousands of trials)
// share the last id, rather than wrapping onto others'.
constexpr std::uint16_t maxAttributeSource = 0x0fff;
constexpr LogAttribute makeAttribute(unsigned source, LogSeverity severity)
{
    return static_cast<LogAttribute>((std::min<unsigned>(source, maxAttributeSource) << 4) | (static_cast<unsigned>(severity) & 0x0f));
}

struct LogSource {
    std::string replica;
    std::string stream;
    std::string trial {}; // the tuning trial ("3"); empty outside tuning jobs (see LogLine::trial)
    std::string node {}; // the machine the replica ran on (see LogLine::node)

    friend bool operator==(const LogSource&, const LogSource&) = default;
};

struct LogAttributes {
    std::int64_t since = 0; // attributes[i] belongs to line since + 1 + i
    std::vector<LogAttribute> attributes;
    std::vector<LogSource> sources; // every source the log has so far, indexed by attributeSource()
    std::int64_t total = 0; // lines in the log when read

    friend bool operator==(const LogAttributes&, const LogAttributes&) = default;
};

struct LogSearchQuery {
    std::string pattern;
    bool regex = false; // PCRE syntax (as grep -P); otherwise a literal (as grep -F)
    bool caseSensitive = true;
    std::int64_t since = 0; // search lines after this one (to extend an earlier search of a growing log)
    std::int64_t maxMatches = 1'000'000;
};

// Reported while a search runs: the matches found since the last report, in ascending order.
struct LogSearchProgress {
    std::vector<std::int64_t> matches;
    std::int64_t scanned = 0; // lines looked at so far
    std::int64_t total = 0; // lines the search covers

    friend bool operator==(const LogSearchProgress&, const LogSearchProgress&) = default;
};

struct LogSearchSummary {
    std::int64_t scanned = 0;
    std::int64_t matches = 0;
    bool truncated = false; // stopped at maxMatches

    friend bool operator==(const LogSearchSummary&, const LogSearchSummary&) = default;
};

// The daemon's wire format for these records (docs/api.md, "Logs"): the daemon encodes with these and
// the client decodes with them, so the two cannot drift apart. int64 fields travel as JSON strings (as
// in the rest of the v1 API; numbers are accepted too); empty trials and nodes are omitted. Decoders return
// nullopt for a record they cannot read: a required field missing, a field of the wrong type.
nlohmann::json logLineToJson(const LogLine& line); // {seq, time, replica, stream, severity, text, trial?, node?}
std::optional<LogLine> logLineFromJson(const nlohmann::json& json); // an unknown severity name reads as Default
nlohmann::json logWindowToJson(const LogWindow& window); // {lines, nextSince, total, complete}
std::optional<LogWindow> logWindowFromJson(const nlohmann::json& json);
// {since, total, count, sources, attributes}: `attributes` is the base64 of `count` little-endian uint16.
nlohmann::json logAttributesToJson(const LogAttributes& attributes);
std::optional<LogAttributes> logAttributesFromJson(const nlohmann::json& json);

// GET …/logs:search streams three kinds of event: `progress` {scanned, total}, `matches` {seqs} and
// `end` {scanned, matches, truncated}. A LogSearchProgress travels as the first two: its progress
// encoding leaves `matches` out, and its matches go in `matches` events.
nlohmann::json logSearchProgressToJson(const LogSearchProgress& progress);
std::optional<LogSearchProgress> logSearchProgressFromJson(const nlohmann::json& json); // matches empty
// The `matches` data as JSON text, written without a JSON document: a search sends up to a million
// seqs, 10,000 an event. Byte for byte what nlohmann::json::dump writes for {"seqs": ["12", …]}.
std::string logSearchMatchesToJsonText(const std::vector<std::int64_t>& seqs);
std::optional<std::vector<std::int64_t>> logSearchMatchesFromJson(const nlohmann::json& json);
nlohmann::json logSearchSummaryToJson(const LogSearchSummary& summary);
std::optional<LogSearchSummary> logSearchSummaryFromJson(const nlohmann::json& json);

} // namespace trainyard::spec
