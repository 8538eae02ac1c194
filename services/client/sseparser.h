#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::client {

struct SseEvent {
    std::string id; // the last event id in effect when the event was dispatched
    std::string type = "message";
    std::string data;
};

// Incremental parser of a text/event-stream, as the HTML standard's "interpreting an event stream"
// defines it: lines end in CRLF, LF or CR (also split across reads); "data" lines join with "\n";
// comments (":") are skipped; "id" sets the last event id (kept across events, ignored when it holds
// NUL); "retry" takes digits only; a blank line dispatches. A line longer than the limit is dropped,
// so a server that never ends a line cannot grow the client's memory without bound.
class SseParser {
public:
    explicit SseParser(std::size_t maxLineBytes = 16 * 1024 * 1024)
        : m_maxLine(maxLineBytes)
    {
    }

    std::vector<SseEvent> feed(std::string_view bytes);
    const std::string& lastEventId() const { return m_lastId; }
    // The last event id in effect at the last blank line: what a stream's cursor may take. An `id`
    // line read before its event's data is complete (the event split across reads) is in
    // lastEventId() already, but its event is not delivered yet.
    const std::string& dispatchedId() const { return m_dispatchedId; }
    std::optional<int> retryMs() const { return m_retry; }
    std::size_t droppedLines() const { return m_dropped; }

private:
    void line(std::string_view text, std::vector<SseEvent>& out);

    std::size_t m_maxLine;
    std::string m_line;
    bool m_lineTooLong = false;
    bool m_afterCr = false; // the last byte was CR: a following LF belongs to it
    bool m_started = false; // a leading byte-order mark is only skipped at the very start
    std::string m_type;
    std::string m_data;
    bool m_hasData = false;
    std::string m_lastId;
    std::string m_dispatchedId;
    std::optional<int> m_retry;
    std::size_t m_dropped = 0;
};

} // namespace trainyard::client
