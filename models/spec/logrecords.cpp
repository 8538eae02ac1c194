#include "logrecords.h"

#include "wirefields.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <array>
#include <charconv>

namespace trainyard::spec {

namespace {
    constexpr std::array<const char*, 6> names { "DEFAULT", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL" };
}

const char* severityName(LogSeverity severity)
{
    const auto index = static_cast<std::size_t>(severity);
    return index < names.size() ? names[index] : "DEFAULT";
}

std::optional<LogSeverity> severityFromName(std::string_view name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (name == names[i])
            return static_cast<LogSeverity>(i);
    }
    // Cloud Logging's other levels, folded onto the nearest one this console shows.
    if (name == "NOTICE")
        return LogSeverity::Info;
    if (name == "ALERT" || name == "EMERGENCY")
        return LogSeverity::Critical;
    return std::nullopt;
}

nlohmann::json logLineToJson(const LogLine& line)
{
    nlohmann::json json = { { "seq", std::to_string(line.seq) }, { "time", line.time.toString() }, { "replica", line.replica },
        { "stream", line.stream }, { "severity", severityName(line.severity) }, { "text", line.text } };
    if (!line.trial.empty())
        json["trial"] = line.trial; // omitted when empty, as proto3 JSON omits empty strings
    if (!line.node.empty())
        json["node"] = line.node;
    return json;
}

std::optional<LogLine> logLineFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto seq = wire::int64Member(json, "seq");
    std::string timeText;
    std::string severity;
    if (!seq || !wire::readString(json, "time", timeText) || !wire::readString(json, "severity", severity))
        return std::nullopt;
    const auto time = Timestamp::parse(timeText);
    if (!time)
        return std::nullopt;
    LogLine line;
    line.seq = *seq;
    line.time = *time;
    line.severity = severityFromName(severity).value_or(LogSeverity::Default);
    if (!wire::readString(json, "replica", line.replica) || !wire::readString(json, "stream", line.stream)
        || !wire::readString(json, "text", line.text) || !wire::readString(json, "trial", line.trial)
        || !wire::readString(json, "node", line.node))
        return std::nullopt;
    return line;
}

nlohmann::json logWindowToJson(const LogWindow& window)
{
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& line : window.lines)
        lines.push_back(logLineToJson(line));
    return { { "lines", std::move(lines) }, { "nextSince", std::to_string(window.nextSince) }, { "total", std::to_string(window.total) },
        { "complete", window.complete } };
}

std::optional<LogWindow> logWindowFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto next = wire::int64Member(json, "nextSince");
    const auto total = wire::int64Member(json, "total");
    LogWindow window;
    if (!next || !total || !wire::readBool(json, "complete", window.complete))
        return std::nullopt;
    window.nextSince = *next;
    window.total = *total;
    if (const auto it = json.find("lines"); it != json.end()) {
        if (!it->is_array())
            return std::nullopt;
        window.lines.reserve(it->size());
        for (const auto& item : *it) {
            auto line = logLineFromJson(item);
            if (!line)
                return std::nullopt;
            window.lines.push_back(std::move(*line));
        }
    }
    return window;
}

nlohmann::json logAttributesToJson(const LogAttributes& attributes)
{
    QByteArray bytes(static_cast<qsizetype>(attributes.attributes.size() * 2), Qt::Uninitialized);
    char* out = bytes.data();
    for (const LogAttribute a : attributes.attributes) { // little-endian whatever the host
        *out++ = static_cast<char>(a & 0xff);
        *out++ = static_cast<char>(a >> 8);
    }
    nlohmann::json sources = nlohmann::json::array();
    for (const auto& source : attributes.sources) {
        nlohmann::json item = { { "replica", source.replica }, { "stream", source.stream } };
        if (!source.trial.empty())
            item["trial"] = source.trial; // tuning jobs only, as in log lines
        if (!source.node.empty())
            item["node"] = source.node;
        sources.push_back(std::move(item));
    }
    return { { "since", std::to_string(attributes.since) }, { "total", std::to_string(attributes.total) },
        { "count", attributes.attributes.size() }, { "sources", std::move(sources) }, { "attributes", bytes.toBase64().toStdString() } };
}

std::optional<LogAttributes> logAttributesFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto since = wire::int64Member(json, "since");
    const auto total = wire::int64Member(json, "total");
    const auto encoded = json.find("attributes");
    if (!since || !total || encoded == json.end() || !encoded->is_string())
        return std::nullopt;
    LogAttributes out;
    out.since = *since;
    out.total = *total;
    const auto& text = encoded->get_ref<const std::string&>();
    const auto decoded = QByteArray::fromBase64Encoding(QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size())),
        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() % 2 != 0)
        return std::nullopt;
    const auto count = static_cast<std::size_t>(decoded.decoded.size() / 2);
    out.attributes.resize(count);
    const auto* bytes = reinterpret_cast<const unsigned char*>(decoded.decoded.constData());
    for (std::size_t i = 0; i < count; ++i) // little-endian on the wire, whatever this machine is
        out.attributes[i] = static_cast<LogAttribute>(bytes[2 * i] | (bytes[2 * i + 1] << 8));
    if (const auto it = json.find("sources"); it != json.end()) {
        if (!it->is_array())
            return std::nullopt;
        for (const auto& item : *it) {
            LogSource source;
            if (!item.is_object() || !wire::readString(item, "replica", source.replica) || !wire::readString(item, "stream", source.stream)
                || !wire::readString(item, "trial", source.trial) || !wire::readString(item, "node", source.node))
                return std::nullopt;
            out.sources.push_back(std::move(source));
        }
    }
    return out;
}

nlohmann::json logSearchProgressToJson(const LogSearchProgress& progress)
{
    return { { "scanned", std::to_string(progress.scanned) }, { "total", std::to_string(progress.total) } };
}

std::optional<LogSearchProgress> logSearchProgressFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto scanned = wire::int64Member(json, "scanned");
    const auto total = wire::int64Member(json, "total");
    if (!scanned || !total)
        return std::nullopt;
    return LogSearchProgress { {}, *scanned, *total };
}

std::string logSearchMatchesToJsonText(const std::vector<std::int64_t>& seqs)
{
    std::string data;
    data.reserve(12 + seqs.size() * 12);
    data += "{\"seqs\":[";
    char number[24];
    for (std::size_t i = 0; i < seqs.size(); ++i) {
        if (i > 0)
            data += ',';
        data += '"';
        data.append(number, std::to_chars(number, number + sizeof number, seqs[i]).ptr);
        data += '"';
    }
    data += "]}";
    return data;
}

std::optional<std::vector<std::int64_t>> logSearchMatchesFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto it = json.find("seqs");
    if (it == json.end() || !it->is_array())
        return std::nullopt;
    const auto& items = it->get_ref<const nlohmann::json::array_t&>();
    std::vector<std::int64_t> seqs;
    seqs.reserve(items.size());
    for (const auto& item : items) {
        const auto seq = wire::int64Of(item);
        if (!seq)
            return std::nullopt;
        seqs.push_back(*seq);
    }
    return seqs;
}

nlohmann::json logSearchSummaryToJson(const LogSearchSummary& summary)
{
    return { { "scanned", std::to_string(summary.scanned) }, { "matches", std::to_string(summary.matches) }, { "truncated", summary.truncated } };
}

std::optional<LogSearchSummary> logSearchSummaryFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto scanned = wire::int64Member(json, "scanned");
    const auto matches = wire::int64Member(json, "matches");
    LogSearchSummary summary;
    if (!scanned || !matches || !wire::readBool(json, "truncated", summary.truncated))
        return std::nullopt;
    summary.scanned = *scanned;
    summary.matches = *matches;
    return summary;
}

} // namespace trainyard::spec
