#pragma once

#include "logscanner.h"

#include <QObject>
#include <QPointer>

#include <nlohmann/json.hpp>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

class QTimer;

namespace trainyard::daemon {

class ResponseStream;

// GET …/logs:attributes: the spec::LogAttributes of lines since+1 … since+count of the scanner's
// snapshot, in their wire encoding (spec::logAttributesToJson).
nlohmann::json logAttributesJson(const LogScanner& scanner, std::int64_t since, std::int64_t count);

// GET …/logs:search: runs one search of a log snapshot on a worker thread of its own and streams what
// it finds as server-sent events (`progress`, `matches`, then `end`; `error` if the log cannot be read).
// The main thread only writes the events the worker posts to it (queued calls), so HTTP and the engine
// stay responsive whatever the log's size. The worker waits while the client reads slowly. It stops
// soon after the client goes away, and the destructor (the connection's, or the daemon's at shutdown)
// stops and joins it.
class LogSearchStream : public QObject {
    Q_OBJECT

public:
    LogSearchStream(std::unique_ptr<LogScanner> scanner, LogScanner::Query query, ResponseStream* stream, QObject* parent);
    ~LogSearchStream() override;

private:
    enum class Post { Always, UnlessBehind, WaitForClient };
    void run(const LogScanner::Query& query); // on the worker
    void post(std::string event, bool last, Post how); // worker -> main thread
    void deliver(const std::string& event, bool last); // main thread
    void checkClient();
    void stop();

    QPointer<ResponseStream> m_stream;
    QPointer<LogSearchStream> m_self; // copied into each queued call: it runs only while this lives
    std::unique_ptr<LogScanner> m_scanner; // used by the worker only, until it is joined
    QTimer* m_drain;

    std::atomic<bool> m_cancel { false };
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::size_t m_inFlight = 0; // bytes posted to the main thread, not yet written (m_mutex)
    bool m_clientBehind = false; // the socket holds more than the client has read (m_mutex)

    std::thread m_worker; // last: started once everything above is set up
};

} // namespace trainyard::daemon
