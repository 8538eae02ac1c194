#include "logfollowdecoder.h"

#include "spec/strictjson.h"

#include <QThreadPool>

namespace trainyard::client {

namespace {
    // One lane for every follow: a stream's chunks must be decoded in order, and one thread decodes
    // far more lines a second than a daemon sends.
    QThreadPool& decodeLane()
    {
        static QThreadPool* lane = [] {
            auto* pool = new QThreadPool; // never destroyed: a task may still run while statics go away
            pool->setMaxThreadCount(1);
            pool->setObjectName(QStringLiteral("log follow decoder"));
            return pool;
        }();
        return *lane;
    }
} // namespace

std::shared_ptr<LogFollowDecoder> LogFollowDecoder::create(QObject* context, Deliver deliver)
{
    return std::shared_ptr<LogFollowDecoder>(new LogFollowDecoder(context, std::move(deliver)));
}

LogFollowDecoder::LogFollowDecoder(QObject* context, Deliver deliver)
    : m_context(context)
    , m_deliver(std::move(deliver))
{
}

void LogFollowDecoder::feed(std::string_view bytes)
{
    std::lock_guard lock(m_mutex);
    m_input.append(bytes);
    if (m_decoding)
        return; // the running task takes these bytes too
    m_decoding = true;
    decodeLane().start([self = shared_from_this()] { self->decode(); });
}

bool LogFollowDecoder::settleLater()
{
    std::lock_guard lock(m_mutex);
    if (!m_decoding && !m_handOverQueued)
        return false;
    m_idleWanted = true;
    return true;
}

void LogFollowDecoder::detach()
{
    std::lock_guard lock(m_mutex);
    m_context = nullptr;
}

void LogFollowDecoder::decode()
{
    for (;;) {
        std::string input;
        {
            std::lock_guard lock(m_mutex);
            if (m_input.empty() || !m_context) {
                m_decoding = false;
                if (m_idleWanted && m_context && !m_handOverQueued)
                    postHandOver();
                return;
            }
            input.swap(m_input);
        }
        // What RestBackend::onEvents did with a follow's events: lines and the end; anything unreadable
        // is skipped (keep-alives are comments).
        Decoded decoded;
        for (const SseEvent& event : m_parser.feed(input)) {
            if (event.type != "line" && event.type != "end")
                continue;
            const auto data = spec::parseStrictJson(event.data);
            if (!data)
                continue;
            if (event.type == "end") {
                decoded.ended = true;
            } else if (auto line = spec::logLineFromJson(*data.value)) {
                decoded.lines.push_back(std::move(*line));
            }
        }
        std::lock_guard lock(m_mutex);
        if (!m_context) {
            m_decoding = false;
            return;
        }
        if (m_output.lines.empty())
            m_output.lines = std::move(decoded.lines);
        else
            m_output.lines.insert(m_output.lines.end(), std::make_move_iterator(decoded.lines.begin()), std::make_move_iterator(decoded.lines.end()));
        m_output.ended = m_output.ended || decoded.ended;
        // One hand-over at a time: what is decoded before the owner gets to it joins the same call.
        if (!m_handOverQueued && (!m_output.lines.empty() || m_output.ended))
            postHandOver();
    }
}

void LogFollowDecoder::postHandOver()
{
    m_handOverQueued = true;
    QMetaObject::invokeMethod(
        m_context, [weak = weak_from_this()] {
            if (const auto self = weak.lock())
                self->handOver();
        },
        Qt::QueuedConnection);
}

void LogFollowDecoder::handOver()
{
    Decoded decoded;
    {
        std::lock_guard lock(m_mutex);
        m_handOverQueued = false;
        m_idleWanted = false;
        if (!m_context)
            return;
        decoded = std::move(m_output);
        m_output = {};
    }
    m_deliver(std::move(decoded));
}

} // namespace trainyard::client
