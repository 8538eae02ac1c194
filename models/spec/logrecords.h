#pragma once

#include "timestamp.h"

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
// of a LogAttribute on the wire: never renumber.
enum class LogSeverity : std::uint8_t { Default = 0, Debug = 1, Info = 2, Warning = 3, Error = 4, Critical = 5 };
const char* severityName(LogSeverity severity); // "DEFAULT", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"
std::optional<LogSeverity> severityFromName(std::string_view name); // also NOTICE → Info, ALERT/EMERGENCY → Critical

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
};

// A window of lines: those after `since`, at most pageSize of them.
struct LogWindow {
    std::vector<LogLine> lines;
    std::int64_t nextSince = 0; // where the next window starts
    std::int64_t total = 0; // lines in the log when the window was read
    bool complete = false; // the job has finished and every line has been read
};

// One 16-bit attribute per line: (source << 4) | severity. A source is one (replica, stream) pair;
// `sources` names them, in the order they first wrote. 2 bytes a line: 20 MB for 10 million lines.
using LogAttribute = std::uint16_t;
inline LogSeverity attributeSeverity(LogAttribute a) { return static_cast<LogSeverity>(a & 0xF); }
inline std::uint16_t attributeSource(LogAttribute a) { return static_cast<std::uint16_t>(a >> 4); }

struct LogSource {
    std::string replica;
    std::string stream;
    std::string trial {}; // the tuning trial ("3"); empty outside tuning jobs (see LogLine::trial)
};

struct LogAttributes {
    std::int64_t since = 0; // attributes[i] belongs to line since + 1 + i
    std::vector<LogAttribute> attributes;
    std::vector<LogSource> sources; // every source the log has so far, indexed by attributeSource()
    std::int64_t total = 0; // lines in the log when read
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
};

struct LogSearchSummary {
    std::int64_t scanned = 0;
    std::int64_t matches = 0;
    bool truncated = false; // stopped at maxMatches
};

} // namespace trainyard::spec
