#pragma once

#include "logindexrecord.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

// A read-only snapshot of one job's log folder (JobLog's layout): its first `count` lines and the
// sources known then. The files are append-only, so those records and the bytes they point to never
// change; a scanner reads them through its own descriptors and mappings and so may run on any thread
// while the daemon's JobLog keeps appending on the main thread. One scanner is used by one thread at a time.
class LogScanner {
public:
    struct Source {
        std::string replica; // "master-replica-0"
        std::string stream; // "stdout" or "stderr"
        std::string trial; // the tuning trial, "" outside tuning jobs
        std::string fileName; // of its data file in the log folder (LogSourceName)
        std::string node; // the machine its replica ran on (JobLog::setNode), "" when not known
    };

    // Opens the snapshot: the first `count` index records of `dir` (fewer when the index holds fewer).
    static std::unique_ptr<LogScanner> open(const std::string& dir, std::int64_t count, std::string& error);
    ~LogScanner();
    LogScanner(const LogScanner&) = delete;
    LogScanner& operator=(const LogScanner&) = delete;

    std::int64_t count() const { return m_count; }
    const std::vector<Source>& sources() const { return m_sources; }

    // One attribute per line for lines since+1 … since+count (fewer past the end):
    // spec::makeAttribute(source id, severity), the source id being the index into sources().
    std::vector<spec::LogAttribute> attributes(std::int64_t since, std::int64_t count) const;

    // The pattern is UTF-8 (empty matches every line); case folding is ASCII's for literals, caseless
    // PCRE for regexes; lines with seq > since are searched.
    using Query = spec::LogSearchQuery;
    // Why the query cannot run (a line break in the pattern, an invalid regex with its offset), or nullopt.
    static std::optional<std::string> check(const Query& query);

    struct Callbacks {
        // Seqs of matching lines, ascending, at most `batchSize` at a time; called at least every
        // `interval` while there are matches to report. May block (a slow reader holds the search back).
        std::function<void(std::vector<std::int64_t>&& seqs)> matches;
        // Lines searched so far and lines this search covers, about every `interval`.
        std::function<void(std::int64_t scanned, std::int64_t total)> progress;
        std::chrono::milliseconds interval { 100 };
        std::size_t batchSize = 10'000;
    };
    struct Result {
        std::int64_t scanned = 0; // lines searched
        std::int64_t total = 0; // lines the search covers: count() - since
        std::int64_t matches = 0;
        bool truncated = false; // more lines match than maxMatches; the search stopped at the first of them
        bool cancelled = false;
        std::string error; // the log could not be read
    };
    // Searches the text of each line (without its newline) after query.since, as grep does line by
    // line. Checks `cancel` every few thousand lines (every 64 lines at most for a regex) and returns soon after it is set.
    Result search(const Query& query, const std::atomic<bool>& cancel, const Callbacks& callbacks);

    using Record = LogIndexRecord;

private:
    LogScanner() = default;
    struct Mapping {
        const char* data = nullptr;
        std::uint64_t size = 0;
        bool tried = false;
    };
    const Mapping& mapping(std::size_t source); // mapped on first use

    std::string m_dir;
    int m_indexFd = -1;
    std::int64_t m_count = 0;
    std::vector<Source> m_sources;
    std::vector<Mapping> m_mappings;
};

} // namespace trainyard::daemon
