#include "logeventwriter.h"

#include "spec/timestamp.h"
#include "spec/utf8.h"

#include <nlohmann/json.hpp>

#include <charconv>

namespace trainyard::daemon {

void appendJsonEscaped(std::string& out, std::string_view text)
{
    static const char hex[] = "0123456789abcdef";
    std::size_t plain = 0; // start of the run of bytes that need no escape
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(text.data() + plain, i - plain);
        plain = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default: {
            const char escape[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };
            out.append(escape, 6);
        }
        }
    }
    out.append(text.data() + plain, text.size() - plain);
}

void LogEventWriter::appendTime(std::string& out, std::int64_t timeNs)
{
    std::int64_t seconds = timeNs / 1'000'000'000;
    auto nanos = static_cast<std::int32_t>(timeNs % 1'000'000'000);
    if (nanos < 0) {
        nanos += 1'000'000'000;
        --seconds;
    }
    if (seconds != m_cachedSecond) {
        const std::string full = spec::Timestamp { seconds, 0 }.toString(); // "…T16:14:21Z"
        m_cachedPrefix = full.substr(0, full.size() - 1);
        m_cachedSecond = seconds;
    }
    out += m_cachedPrefix;
    if (nanos != 0) {
        // As Timestamp::toString: 3, 6 or 9 digits, whole groups of trailing zeros dropped.
        char digits[9];
        for (int i = 8, v = nanos; i >= 0; --i, v /= 10)
            digits[i] = static_cast<char>('0' + v % 10);
        int length = 9;
        while (length > 3 && digits[length - 1] == '0' && digits[length - 2] == '0' && digits[length - 3] == '0')
            length -= 3;
        out += '.';
        out.append(digits, static_cast<std::size_t>(length));
    }
    out += 'Z';
}

void LogEventWriter::append(std::string& out, const LogLineView& line)
{
    char seq[24];
    const auto seqEnd = std::to_chars(seq, seq + sizeof seq, line.seq).ptr;
    const std::string_view seqText(seq, static_cast<std::size_t>(seqEnd - seq));
    out += "id: ";
    out += seqText;
    out += "\nevent: line\ndata: ";
    if (spec::firstInvalidUtf8(line.text)) {
        out += spec::logLineToJson(line.copy()).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        out += "\n\n";
        return;
    }
    // The members in nlohmann::json's order (sorted by name), as spec::logLineToJson(...).dump() writes them.
    out += '{';
    if (line.node && !line.node->empty()) {
        out += "\"node\":\"";
        appendJsonEscaped(out, *line.node);
        out += "\",";
    }
    out += "\"replica\":\"";
    appendJsonEscaped(out, *line.replica);
    out += "\",\"seq\":\"";
    out += seqText;
    out += "\",\"severity\":\"";
    out += spec::severityName(line.severity);
    out += "\",\"stream\":\"";
    appendJsonEscaped(out, *line.stream);
    out += "\",\"text\":\"";
    appendJsonEscaped(out, line.text);
    out += "\",\"time\":\"";
    appendTime(out, line.timeNs);
    out += '"';
    if (!line.trial->empty()) {
        out += ",\"trial\":\"";
        appendJsonEscaped(out, *line.trial);
        out += '"';
    }
    out += "}\n\n";
}

} // namespace trainyard::daemon
