#pragma once

#include "logindexrecord.h"

#include "spec/logrecords.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string_view>
#include <string>
#include <vector>

namespace trainyard::daemon {

// Lines are spec::LogLine (seq: 1-based, in the order the daemon read them; never reused; stream:
// "stdout" or "stderr"), their severity a spec::LogSeverity.

// One line as JobLog::visit hands it out: views into the log's own buffers, valid during the call.
struct LogLineView {
    std::int64_t seq = 0;
    std::int64_t timeNs = 0;
    const std::string* replica = nullptr;
    const std::string* stream = nullptr;
    const std::string* trial = nullptr;
    spec::LogSeverity severity = spec::LogSeverity::Default;
    std::string_view text;
    const std::string* node = nullptr; // "" until JobLog::setNode named one; null: none (as "")

    spec::LogLine copy() const; // a LogLine that owns what this one points to
};

// The log of one job. Replicas write their stdout and stderr straight into append-only files of the
// job's log folder (so a replica outlives a daemon restart without losing a byte); the daemon reads
// what they appended and gives every complete line a sequence number in an index of fixed-size
// records. Reading line N is one seek in the index and one in the data file, whatever the log's size.
//
// Folder layout: <dir>/<replica>.stdout, <dir>/<replica>.stderr (the data; trial-<id>.<replica>.<stream>
// for a tuning trial's replicas, see LogSourceName), <dir>/sources (one data file name per line; a
// record's source is its line number), <dir>/index (32-byte records), <dir>/nodes (the node each
// source's replica ran on, when set: LogNodes).
class JobLog {
public:
    explicit JobLog(std::string dir);
    ~JobLog();
    JobLog(const JobLog&) = delete;
    JobLog& operator=(const JobLog&) = delete;

    // Opens or creates the folder; after a restart, resumes each source where its last indexed line ended.
    bool open(std::string& error);
    const std::string& dir() const { return m_dir; }

    // The data file a replica's stream goes to (registered as a source on first use); `trial` names the
    // tuning trial the replica belongs to, "" outside tuning jobs.
    std::string sourcePath(const std::string& replica, const std::string& stream, const std::string& trial = {});
    // The names of the data files in dir(), and a callback for each one registered from now on (the
    // LogWatcher watches each).
    std::vector<std::string> dataFiles() const;
    // The machine a replica (of `trial`) runs on ("n2", a Slurm node): both its streams' sources get it
    // (registered now if they were not), it is kept in the folder so a reopened log knows it, and every
    // line of those sources is served with it, those written before the call too. A later call with
    // another node replaces it (a replica resubmitted elsewhere). False when `node` is empty or holds a
    // tab or line break, or the folder cannot be written (the node is then still served until a restart).
    bool setNode(const std::string& replica, const std::string& trial, const std::string& node);
    void setSourceAdded(std::function<void(const std::string& fileName)> callback) { m_sourceAdded = std::move(callback); }
    // Indexes what the sources gained since the last call. With `flush`, a last line without a newline
    // is taken too (its writer has exited): of every source, or only of `flushReplica`'s (of trial
    // `flushTrial`) when given, so that one replica's exit never cuts another's line in two. Returns how
    // many lines were added.
    std::size_t ingest(bool flush = false, std::string_view flushReplica = {}, std::string_view flushTrial = {});

    // As ingest(), of the sources whose data files are named (as in the log folder); other names are ignored.
    std::size_t ingestFiles(const std::set<std::string>& fileNames);

    std::int64_t count() const { return m_count; }
    std::uint64_t dataBytes() const { return m_dataBytes; }
    // Lines with seq > afterSeq, oldest first, at most `limit`; only those replicas when `replicas` is
    // not empty, and only those trials when `trials` is not empty. `scanLimit` bounds how many index
    // records a filtered read may skip. `resumeAfter`, when given, is set to where the next read should
    // start: past the last record looked at, which with a filter may lie beyond the last line returned.
    std::vector<spec::LogLine> read(std::int64_t afterSeq, std::size_t limit, const std::vector<std::string>& replicas = {},
        std::size_t scanLimit = 1'000'000, std::int64_t* resumeAfter = nullptr, const std::vector<std::string>& trials = {}) const;
    // As read(), without a LogLine per line: `visit` sees each line where it lies in the log's read
    // buffers. A follower streaming 50,000 lines a second spends its time here, so the text of
    // consecutive lines of one source comes from one pread, not one each.
    using Visitor = std::function<void(const LogLineView&)>;
    std::size_t visit(std::int64_t afterSeq, std::size_t limit, const std::vector<std::string>& replicas, std::size_t scanLimit,
        std::int64_t* resumeAfter, const std::vector<std::string>& trials, const Visitor& visitor) const;
    // The last `lines` lines a replica (of `trial`) wrote to a stream (for the errorMessage of a failed job).
    std::vector<std::string> tail(const std::string& replica, const std::string& stream, std::size_t lines, const std::string& trial = {}) const;

    using Record = LogIndexRecord;

private:
    struct Source {
        std::string replica;
        std::string stream;
        std::string trial;
        std::string node; // "" until setNode
        int readFd = -1;
        std::uint64_t consumed = 0; // bytes of the data file already indexed
    };
    int sourceId(const std::string& replica, const std::string& stream, const std::string& trial);
    void addSource(const std::string& fileName);
    // Appends index records for what source `id` gained; `flush` takes a last line without a newline.
    void ingestSource(std::size_t id, bool flush, std::vector<LogIndexRecord>& records, std::int64_t nowNs);
    std::size_t writeRecords(const std::vector<LogIndexRecord>& records);
    bool readRecord(std::int64_t index, Record& record) const;

    std::string m_dir;
    std::vector<Source> m_sources;
    std::map<std::string, std::size_t, std::less<>> m_sourceByFile; // data file name -> index in m_sources
    std::function<void(const std::string&)> m_sourceAdded;
    int m_indexFd = -1;
    std::unique_ptr<char[]> m_readBuffer;
    std::int64_t m_count = 0;
    std::uint64_t m_dataBytes = 0;
};

// Severity of a line: a level word near its start ("ERROR", "WARNING:", "[I 12:00]" …), a Python
// traceback, else INFO for stdout and ERROR for stderr (as AI Platform's logs classify the streams).
spec::LogSeverity classify(std::string_view text, std::string_view stream);

} // namespace trainyard::daemon
