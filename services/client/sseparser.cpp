#include "sseparser.h"

#include <charconv>

namespace trainyard::client {

std::vector<SseEvent> SseParser::feed(std::string_view bytes)
{
    std::vector<SseEvent> out;
    if (!m_started && !bytes.empty()) {
        m_started = true;
        if (bytes.starts_with("\xEF\xBB\xBF"))
            bytes.remove_prefix(3);
    }
    for (char c : bytes) {
        if (c == '\n' && m_afterCr) {
            m_afterCr = false;
            continue;
        }
        m_afterCr = c == '\r';
        if (c == '\n' || c == '\r') {
            if (m_lineTooLong)
                ++m_dropped;
            else
                line(m_line, out);
            m_line.clear();
            m_lineTooLong = false;
            continue;
        }
        if (m_line.size() >= m_maxLine) {
            m_lineTooLong = true;
            m_line.clear();
        }
        if (!m_lineTooLong)
            m_line += c;
    }
    return out;
}

void SseParser::line(std::string_view text, std::vector<SseEvent>& out)
{
    if (text.empty()) {
        // Dispatch. An event without data is discarded, but its id still took effect.
        m_dispatchedId = m_lastId;
        if (m_hasData) {
            SseEvent event;
            event.id = m_lastId;
            if (!m_type.empty())
                event.type = m_type;
            event.data = std::move(m_data);
            out.push_back(std::move(event));
        }
        m_data.clear();
        m_hasData = false;
        m_type.clear();
        return;
    }
    if (text.front() == ':')
        return; // a comment, e.g. a keep-alive
    const auto colon = text.find(':');
    const std::string_view field = text.substr(0, colon);
    std::string_view value = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    if (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
    if (field == "data") {
        if (m_hasData)
            m_data += '\n';
        m_data += value;
        m_hasData = true;
    } else if (field == "event") {
        m_type = value;
    } else if (field == "id") {
        if (value.find('\0') == std::string_view::npos)
            m_lastId = value;
    } else if (field == "retry") {
        int ms = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), ms);
        if (!value.empty() && ec == std::errc {} && end == value.data() + value.size() && value.front() != '-' && value.front() != '+')
            m_retry = ms;
    }
}

} // namespace trainyard::client
