#include "logsearchstream.h"

#include "httpserver.h"

#include <QTimer>

#include <algorithm>

namespace trainyard::daemon {

namespace {

    constexpr qint64 maxPendingBytes = 4 * 1024 * 1024; // in the socket: beyond this the worker waits
    constexpr std::size_t maxInFlightBytes = 4 * 1024 * 1024; // posted to the main thread, not yet written
    constexpr int drainCheckMs = 10;

    std::string sseMessage(const char* name, const std::string& data)
    {
        return std::string("event: ") + name + "\ndata: " + data + "\n\n";
    }

} // namespace

nlohmann::json logAttributesJson(const LogScanner& scanner, std::int64_t since, std::int64_t count)
{
    spec::LogAttributes attributes;
    attributes.since = std::max<std::int64_t>(since, 0);
    attributes.attributes = scanner.attributes(attributes.since, count);
    for (const auto& source : scanner.sources())
        attributes.sources.push_back({ source.replica, source.stream, source.trial, source.node });
    attributes.total = scanner.count();
    return spec::logAttributesToJson(attributes);
}

LogSearchStream::LogSearchStream(std::unique_ptr<LogScanner> scanner, LogScanner::Query query, ResponseStream* stream, QObject* parent)
    : QObject(parent)
    , m_stream(stream)
    , m_self(this)
    , m_scanner(std::move(scanner))
    , m_drain(new QTimer(this))
{
    m_drain->setInterval(drainCheckMs);
    connect(m_drain, &QTimer::timeout, this, &LogSearchStream::checkClient);
    connect(stream, &ResponseStream::closed, this, [this] {
        stop(); // the client went away (or the end was sent): the worker returns within a few thousand lines
        deleteLater();
    });
    m_worker = std::thread([this, query = std::move(query)] { run(query); });
}

LogSearchStream::~LogSearchStream()
{
    stop();
    if (m_worker.joinable())
        m_worker.join();
}

void LogSearchStream::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_cancel = true;
    }
    m_wake.notify_all();
}

void LogSearchStream::run(const LogScanner::Query& query)
{
    const std::int64_t total = m_scanner->count() - std::clamp<std::int64_t>(query.since, 0, m_scanner->count());
    const auto progress = [](std::int64_t scanned, std::int64_t of) {
        return sseMessage("progress", spec::logSearchProgressToJson({ {}, scanned, of }).dump());
    };
    post(progress(0, total), false, Post::Always);
    LogScanner::Callbacks callbacks;
    callbacks.matches = [this](std::vector<std::int64_t>&& seqs) { post(sseMessage("matches", spec::logSearchMatchesToJsonText(seqs)), false, Post::WaitForClient); };
    callbacks.progress = [this, &progress](std::int64_t scanned, std::int64_t of) { post(progress(scanned, of), false, Post::UnlessBehind); };
    LogScanner::Result result;
    try {
        result = m_scanner->search(query, m_cancel, callbacks);
    } catch (const std::exception& e) {
        result.error = e.what();
    }
    if (result.cancelled || m_cancel)
        return;
    if (!result.error.empty()) {
        post(sseMessage("error", nlohmann::json({ { "message", result.error } }).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)),
            true, Post::Always);
        return;
    }
    const spec::LogSearchSummary end { result.scanned, result.matches, result.truncated };
    post(sseMessage("end", spec::logSearchSummaryToJson(end).dump()), true, Post::Always);
}

void LogSearchStream::post(std::string text, bool last, Post how)
{
    {
        std::unique_lock lock(m_mutex);
        const auto caughtUp = [this] { return m_inFlight < maxInFlightBytes && !m_clientBehind; };
        if (how == Post::WaitForClient)
            m_wake.wait(lock, [&] { return m_cancel || caughtUp(); });
        else if (how == Post::UnlessBehind && !caughtUp())
            return; // a progress report can be skipped; the next one says more
        if (m_cancel)
            return;
        m_inFlight += text.size();
    }
    // Runs on the main thread, and only while this object lives (a queued call dies with its receiver).
    QMetaObject::invokeMethod(
        this,
        [self = m_self, text = std::move(text), last] {
            if (self)
                self->deliver(text, last);
        },
        Qt::QueuedConnection);
}

void LogSearchStream::deliver(const std::string& text, bool last)
{
    bool behind = false;
    if (m_stream) {
        m_stream->write(text);
        behind = m_stream->pendingBytes() > maxPendingBytes;
    }
    {
        std::lock_guard lock(m_mutex);
        m_inFlight -= text.size();
        m_clientBehind = behind;
    }
    m_wake.notify_all();
    if (behind && !m_drain->isActive())
        m_drain->start();
    if (last && m_stream)
        m_stream->finish(); // emits closed: this object goes too
}

void LogSearchStream::checkClient()
{
    const bool behind = m_stream && m_stream->pendingBytes() > maxPendingBytes;
    if (behind)
        return;
    m_drain->stop();
    {
        std::lock_guard lock(m_mutex);
        m_clientBehind = false;
    }
    m_wake.notify_all();
}

} // namespace trainyard::daemon
