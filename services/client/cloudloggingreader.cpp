#include "cloudloggingreader.h"

#include "spec/strictjson.h"

namespace trainyard::client {

namespace {

    // A string for a Cloud Logging filter: in double quotes, with quotes and backslashes escaped.
    std::string filterString(std::string_view text)
    {
        std::string out = "\"";
        for (const char c : text) {
            if (c == '"' || c == '\\')
                out += '\\';
            out += c;
        }
        return out + '"';
    }

    std::string stringAt(const nlohmann::json& object, const char* key)
    {
        if (!object.is_object())
            return {};
        const auto it = object.find(key);
        return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
    }

    const nlohmann::json& objectAt(const nlohmann::json& object, const char* key)
    {
        static const nlohmann::json none = nlohmann::json::object();
        if (!object.is_object())
            return none;
        const auto it = object.find(key);
        return it != object.end() && it->is_object() ? *it : none;
    }

    std::string compact(const nlohmann::json& value)
    {
        return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }

    int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    std::string percentDecoded(std::string_view text)
    {
        std::string out;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 && hexValue(text[i + 2]) >= 0) {
                out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
                i += 2;
            } else {
                out += text[i];
            }
        }
        return out;
    }

    // "projects/p/logs/master-replica-0%2Fstderr" → "stderr"; "" where the log name says nothing.
    std::string streamOf(const std::string& logName)
    {
        const auto at = logName.find("/logs/");
        if (at == std::string::npos)
            return {};
        const std::string id = percentDecoded(std::string_view(logName).substr(at + 6));
        for (const char* stream : { "stdout", "stderr" }) {
            const std::string_view s(stream);
            if (id == s || (id.size() > s.size() && id.ends_with(s) && id[id.size() - s.size() - 1] == '/'))
                return std::string(s);
        }
        return {};
    }

    // The payload as text, as gcloud prints it: the text, or the JSON payload's message.
    std::string payloadOf(const nlohmann::json& entry)
    {
        if (const auto it = entry.find("textPayload"); it != entry.end() && it->is_string())
            return it->get<std::string>();
        if (const auto it = entry.find("jsonPayload"); it != entry.end() && !it->is_null()) {
            if (it->is_object()) {
                if (const auto message = it->find("message"); message != it->end() && !message->is_null())
                    return message->is_string() ? message->get<std::string>() : compact(*message);
            }
            return compact(*it);
        }
        if (const auto it = entry.find("protoPayload"); it != entry.end() && !it->is_null())
            return compact(*it);
        return {};
    }

    // Lines as Python's str.splitlines() cuts them for \n and \r\n: no empty line for a final
    // newline, but one empty line for an empty payload (gcloud prints that too).
    std::vector<std::string> splitLines(const std::string& text)
    {
        std::vector<std::string> lines;
        std::size_t start = 0;
        while (start < text.size()) {
            auto end = text.find('\n', start);
            if (end == std::string::npos)
                end = text.size();
            std::string line = text.substr(start, end - start);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            lines.push_back(std::move(line));
            start = end + 1;
        }
        if (lines.empty())
            lines.emplace_back();
        return lines;
    }

} // namespace

CloudLoggingReader::CloudLoggingReader(std::string project, std::string jobId)
    : m_project(std::move(project))
    , m_jobId(std::move(jobId))
{
    beginPoll();
}

void CloudLoggingReader::beginPoll()
{
    // The lower bound is inclusive: entries of the last timestamp come again and are dropped by
    // insertId, so that an entry written in the same nanosecond after the last poll is not lost.
    const spec::Timestamp from = m_last ? *m_last : m_start.value_or(spec::Timestamp {});
    m_filter = "(resource.type=\"ml_job\" OR resource.type=\"cloudml_job\") AND resource.labels.job_id=" + filterString(m_jobId)
        + " AND timestamp>=" + filterString(from.toString());
}

std::string CloudLoggingReader::requestBody(const std::string& pageToken) const
{
    nlohmann::json body = {
        { "resourceNames", nlohmann::json::array({ "projects/" + m_project }) },
        { "filter", m_filter },
        { "orderBy", "timestamp asc" },
        { "pageSize", pageSize },
    };
    if (!pageToken.empty())
        body["pageToken"] = pageToken;
    return body.dump();
}

std::variant<CloudLoggingReader::Page, std::string> CloudLoggingReader::accept(std::string_view body)
{
    const auto parsed = spec::parseStrictJson(body);
    if (!parsed)
        return "Cloud Logging sent an answer that is not JSON: " + parsed.error.toString();
    const nlohmann::json& response = *parsed.value;
    if (!response.is_object())
        return std::string("Cloud Logging sent an answer that is not a ListLogEntriesResponse");
    const auto entries = response.find("entries");
    if (entries != response.end() && !entries->is_array() && !entries->is_null())
        return std::string("Cloud Logging sent entries that are not a list");

    Page page;
    page.nextPageToken = stringAt(response, "nextPageToken");
    if (entries == response.end() || entries->is_null())
        return page;
    for (const auto& entry : *entries) {
        if (!entry.is_object())
            continue;
        ++page.entries;
        const auto time = spec::Timestamp::parse(stringAt(entry, "timestamp"));
        if (!time) // every entry has one; without it there is no place for it in the order
            continue;
        std::string id = stringAt(entry, "insertId");
        if (id.empty())
            id = compact(entry); // the API always sets insertId; if not, the entry itself tells it apart
        if (m_last && *time < *m_last) { // older than what was taken: only ever a repeat
            ++page.duplicates;
            continue;
        }
        if (m_last && *time == *m_last) {
            if (!m_idsAtLast.insert(id).second) {
                ++page.duplicates;
                continue;
            }
        } else {
            m_last = *time;
            m_idsAtLast = { id };
        }
        for (auto& line : linesOf(entry))
            page.lines.push_back(std::move(line));
    }
    return page;
}

std::string CloudLoggingReader::replicaOf(const nlohmann::json& entry)
{
    const nlohmann::json& labels = objectAt(entry, "labels");
    for (const std::string& name : { stringAt(objectAt(objectAt(entry, "resource"), "labels"), "task_name"),
             stringAt(labels, "ml.googleapis.com/task_name"), stringAt(labels, "task_name") }) {
        if (!name.empty())
            return name;
    }
    return "service";
}

std::vector<spec::LogLine> CloudLoggingReader::linesOf(const nlohmann::json& entry)
{
    spec::LogLine line;
    line.time = spec::Timestamp::parse(stringAt(entry, "timestamp")).value_or(spec::Timestamp {});
    line.replica = replicaOf(entry);
    line.stream = streamOf(stringAt(entry, "logName"));
    line.severity = spec::severityFromName(stringAt(entry, "severity")).value_or(spec::LogSeverity::Default);
    std::vector<spec::LogLine> lines;
    for (auto& text : splitLines(payloadOf(entry))) {
        line.text = std::move(text);
        lines.push_back(line);
    }
    return lines;
}

} // namespace trainyard::client
