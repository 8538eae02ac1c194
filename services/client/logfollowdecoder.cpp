#include "logfollowdecoder.h"

#include "spec/strictjson.h"

namespace trainyard::client {

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
    // What RestBackend::onEvents did with a follow's events: lines and the end; anything unreadable is
    // skipped (keep-alives are comments).
    Decoded decoded;
    for (const SseEvent& event : m_parser.feed(bytes)) {
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
    if (!m_context)
        return;
    if (m_output.lines.empty())
        m_output.lines = std::move(decoded.lines);
    else
        m_output.lines.insert(m_output.lines.end(), std::make_move_iterator(decoded.lines.begin()), std::make_move_iterator(decoded.lines.end()));
    m_output.ended = m_output.ended || decoded.ended;
    // One hand-over at a time: what is decoded before the owner gets to it joins the same call.
    if (!m_handOverQueued && (!m_output.lines.empty() || m_output.ended || !m_announced))
        postHandOver();
    m_announced = true;
}

bool LogFollowDecoder::settleLater()
{
    std::lock_guard lock(m_mutex);
    return m_handOverQueued;
}

void LogFollowDecoder::detach()
{
    std::lock_guard lock(m_mutex);
    m_context = nullptr;
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
        if (!m_context)
            return;
        decoded = std::move(m_output);
        m_output = {};
    }
    m_deliver(std::move(decoded));
}

} // namespace trainyard::client
