#include "daemonwire.h"

#include "spec/jsoncodec.h"
#include "spec/numbers.h"

#include <QByteArray>


namespace trainyard::client {

std::optional<std::int64_t> int64Of(const nlohmann::json& value)
{
    if (value.is_number_integer())
        return value.get<std::int64_t>();
    if (!value.is_string())
        return std::nullopt;
    return spec::parseInteger<std::int64_t>(value.get_ref<const std::string&>());
}

std::optional<spec::LogLine> logLineFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto seq = int64Of(json.value("seq", nlohmann::json()));
    const auto time = spec::Timestamp::parse(json.value("time", ""));
    if (!seq || !time)
        return std::nullopt;
    spec::LogLine line;
    line.seq = *seq;
    line.time = *time;
    line.replica = json.value("replica", "");
    line.stream = json.value("stream", "");
    line.severity = spec::severityFromName(json.value("severity", "")).value_or(spec::LogSeverity::Default);
    line.text = json.value("text", "");
    line.trial = json.value("trial", ""); // tuning jobs only
    return line;
}

std::optional<spec::LogWindow> logWindowFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    spec::LogWindow window;
    const auto next = int64Of(json.value("nextSince", nlohmann::json()));
    const auto total = int64Of(json.value("total", nlohmann::json()));
    if (!next || !total)
        return std::nullopt;
    window.nextSince = *next;
    window.total = *total;
    window.complete = json.value("complete", false);
    const auto lines = json.value("lines", nlohmann::json::array());
    window.lines.reserve(lines.size());
    for (const auto& item : lines) {
        auto line = logLineFromJson(item);
        if (!line)
            return std::nullopt;
        window.lines.push_back(std::move(*line));
    }
    return window;
}

std::optional<spec::LogAttributes> logAttributesFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto since = int64Of(json.value("since", nlohmann::json()));
    const auto total = int64Of(json.value("total", nlohmann::json()));
    const auto encoded = json.value("attributes", nlohmann::json());
    if (!since || !total || !encoded.is_string())
        return std::nullopt;
    spec::LogAttributes out;
    out.since = *since;
    out.total = *total;
    const auto& text = encoded.get_ref<const std::string&>();
    const auto decoded = QByteArray::fromBase64Encoding(QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size())),
        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() % 2 != 0)
        return std::nullopt;
    const auto count = static_cast<std::size_t>(decoded.decoded.size() / 2);
    out.attributes.resize(count);
    const auto* bytes = reinterpret_cast<const unsigned char*>(decoded.decoded.constData());
    for (std::size_t i = 0; i < count; ++i) // little-endian on the wire, whatever this machine is
        out.attributes[i] = static_cast<spec::LogAttribute>(bytes[2 * i] | (bytes[2 * i + 1] << 8));
    for (const auto& source : json.value("sources", nlohmann::json::array())) {
        if (!source.is_object())
            return std::nullopt;
        out.sources.push_back({ source.value("replica", ""), source.value("stream", ""), source.value("trial", "") });
    }
    return out;
}

std::optional<spec::Transition> transitionFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto time = spec::Timestamp::parse(json.value("time", ""));
    if (!time)
        return std::nullopt;
    spec::Transition t;
    t.id = int64Of(json.value("id", nlohmann::json())).value_or(0);
    t.jobId = json.value("jobId", "");
    t.time = *time;
    t.previousState = json.value("previousState", "");
    t.state = json.value("state", "");
    t.reason = json.value("reason", "");
    if (json.contains("job")) {
        auto job = spec::jobFromJson(json["job"]);
        if (job)
            t.job = std::move(*job.value);
    }
    return t;
}

} // namespace trainyard::client
