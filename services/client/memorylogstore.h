#pragma once

#include "apiclient.h"

#include "spec/logrecords.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::client {

// One job's log held in memory, for backends that fetch lines rather than serve them (Google's Cloud
// Logging): append-only, each line numbered in the order it was appended (seq 1, 2, 3 …, never
// changed), answering the same windows, attributes and searches the daemon serves.
//
// Searches run on a worker thread over the lines the store had when they started, while more are
// appended; their progress and end are posted back to the store's thread. Semantics are grep's on
// the line texts: a literal (grep -F; a pattern with newlines is one literal per line, any of which
// matches), or PCRE (grep -P, via QRegularExpression: UTF-8, no Unicode classes for \w and \d, as
// grep 3.8); caseSensitive = false is -i. An empty pattern matches every line.
class MemoryLogStore : public QObject {
    Q_OBJECT

public:
    using SearchId = quint64;

    explicit MemoryLogStore(QObject* parent = nullptr);
    ~MemoryLogStore() override; // stops the searches; none calls back

    // Appends lines, numbering them count() + 1 …; returns the new count.
    std::int64_t append(std::vector<spec::LogLine> lines);
    std::int64_t count() const { return m_count; }
    const spec::LogLine& line(std::int64_t seq) const; // 1 <= seq <= count()

    // The job has finished and every line is in: windows that reach the end say `complete`.
    void setComplete(bool complete = true) { m_complete = complete; }
    bool complete() const { return m_complete; }

    // Lines after `since`, at most pageSize of them (pageSize <= 0: 1000).
    spec::LogWindow read(std::int64_t since, int pageSize) const;
    // Attributes of lines since + 1 … since + count (those that exist), and every source so far.
    spec::LogAttributes attributes(std::int64_t since, std::int64_t count) const;
    const std::vector<spec::LogSource>& sources() const { return m_sources; }

    // Starts a search of lines after query.since. onProgress gets the matches found since its last
    // call (ascending) about every progressInterval, and once more at the end; then `done` gets the
    // summary, or an INVALID_ARGUMENT error (a regex that does not compile: violation on `pattern`).
    // Callbacks run on the store's thread, never after cancelSearch() or the store's end.
    SearchId search(const spec::LogSearchQuery& query, std::function<void(const spec::LogSearchProgress&)> onProgress,
        std::function<void(ApiResult<spec::LogSearchSummary>)> done);
    void cancelSearch(SearchId id);
    bool searching(SearchId id) const { return m_searches.count(id) != 0; }
    void setProgressInterval(std::chrono::milliseconds interval) { m_progressInterval = interval; }

    // Why a query cannot run (a bad regex, a limit below 1); nullopt when it can.
    static std::optional<ApiError> checkQuery(const spec::LogSearchQuery& query);

private:
    static constexpr std::int64_t chunkSize = 4096;
    // Lines live in fixed-size chunks that never move, so that a search can read lines below its
    // snapshot's count on a worker thread while this thread writes later slots (distinct elements).
    struct Chunk {
        std::vector<spec::LogLine> lines = std::vector<spec::LogLine>(static_cast<std::size_t>(chunkSize));
    };
    struct Search {
        std::function<void(const spec::LogSearchProgress&)> onProgress;
        std::function<void(ApiResult<spec::LogSearchSummary>)> done;
        std::shared_ptr<std::atomic<bool>> cancelled;
    };
    std::uint16_t sourceIndex(const std::string& replica, const std::string& stream);
    void post(SearchId id, std::optional<spec::LogSearchProgress> progress, std::optional<ApiResult<spec::LogSearchSummary>> end);

    std::vector<std::shared_ptr<Chunk>> m_chunks;
    std::int64_t m_count = 0;
    bool m_complete = false;
    std::vector<spec::LogAttribute> m_attributes;
    std::vector<spec::LogSource> m_sources;
    std::map<std::pair<std::string, std::string>, std::uint16_t> m_sourceIndex;
    std::map<SearchId, Search> m_searches;
    SearchId m_nextSearch = 1;
    std::chrono::milliseconds m_progressInterval { 100 };
    QThreadPool m_pool;
};

} // namespace trainyard::client
