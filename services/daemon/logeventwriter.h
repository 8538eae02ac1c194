#pragma once

#include "joblog.h"

#include <cstdint>
#include <string>

namespace trainyard::daemon {

// Writes log lines as server-sent `line` events, byte for byte what
// sseEvent("line", seq, spec::logLineToJson(line).dump()) writes, without building a JSON document per line:
// a follower at 50,000 lines a second on a machine whose CPUs train spent most of its time there.
// Text that is not valid UTF-8 (rare) takes the JSON library's path, so its replacement characters
// stay exactly the library's.
class LogEventWriter {
public:
    void append(std::string& out, const LogLineView& line);

private:
    void appendTime(std::string& out, std::int64_t timeNs);

    std::int64_t m_cachedSecond = -1;
    std::string m_cachedPrefix; // "2026-11-25T16:14:21" of m_cachedSecond
};

// Appends `text` as the inside of a JSON string, escaped as nlohmann::json::dump escapes valid UTF-8.
void appendJsonEscaped(std::string& out, std::string_view text);

} // namespace trainyard::daemon
