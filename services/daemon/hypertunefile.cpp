#include "hypertunefile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <optional>
#include <sys/stat.h>

namespace trainyard::daemon {

namespace {

    constexpr std::int64_t maxFileBytes = 16 * 1024 * 1024; // 100 reports are a few kB; more is not the library's file

    // The library writes str(float(v)) and str(int(step)); hand-written files may hold plain numbers.
    std::optional<double> number(const nlohmann::json& value)
    {
        if (value.is_number())
            return value.get<double>();
        if (!value.is_string())
            return std::nullopt;
        const auto& text = value.get_ref<const std::string&>();
        double out = 0.0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
        if (error != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        return out;
    }

    std::optional<std::int64_t> integer(const nlohmann::json& value)
    {
        if (value.is_number_integer())
            return value.get<std::int64_t>();
        const auto real = number(value);
        if (!real || !std::isfinite(*real) || std::trunc(*real) != *real || std::fabs(*real) > 9.0e18)
            return std::nullopt;
        return static_cast<std::int64_t>(*real);
    }

    std::optional<HypertuneReport> parseLine(std::string_view line, const std::string& tag)
    {
        const auto json = nlohmann::json::parse(line, nullptr, false);
        if (!json.is_object() || !json.contains(tag))
            return std::nullopt;
        const auto value = number(json[tag]);
        if (!value || !std::isfinite(*value))
            return std::nullopt; // JSON cannot carry NaN or infinities to the API
        HypertuneReport report;
        report.value = *value;
        if (json.contains("global_step")) {
            const auto step = integer(json["global_step"]);
            if (!step)
                return std::nullopt;
            report.step = *step;
        }
        if (json.contains("timestamp")) {
            const auto timestamp = number(json["timestamp"]);
            if (!timestamp || !std::isfinite(*timestamp))
                return std::nullopt;
            report.timestamp = *timestamp;
        }
        return report;
    }

} // namespace

HypertuneFile::HypertuneFile(std::string path, std::string tag, std::string journalPath)
    : m_path(std::move(path))
    , m_tag(std::move(tag))
    , m_journal(std::move(journalPath))
{
}

std::vector<HypertuneReport> HypertuneFile::parse(std::string_view text, const std::string& tag, bool final)
{
    std::vector<HypertuneReport> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto newline = text.find('\n', start);
        if (newline == std::string_view::npos && !final)
            break; // a rewrite in progress: the rest of this line is not written yet
        const auto end = newline == std::string_view::npos ? text.size() : newline;
        if (auto report = parseLine(text.substr(start, end - start), tag))
            out.push_back(*report);
        start = end + 1;
    }
    return out;
}

bool HypertuneFile::merge(const HypertuneReport& report)
{
    if (!m_seen.insert({ report.timestamp, report.step }).second)
        return false;
    // Reports come in time order but for a rewrite caught in two halves; keep them ordered.
    const auto at = std::upper_bound(m_reports.begin(), m_reports.end(), report.timestamp,
        [](double t, const HypertuneReport& r) { return t < r.timestamp; });
    m_reports.insert(at, report);
    return true;
}

std::size_t HypertuneFile::loadJournal()
{
    m_journalLoaded = true;
    if (m_journal.empty())
        return 0;
    std::size_t added = 0;
    std::ifstream in(m_journal);
    for (std::string line; std::getline(in, line);) {
        m_journalTorn = in.eof(); // the last line had no newline: a crash cut it short
        const auto json = nlohmann::json::parse(line, nullptr, false);
        if (!json.is_object() || !json.contains("value") || !json["value"].is_number())
            continue; // a line cut short by a crash
        if (merge({ json.value("timestamp", 0.0), json.value("step", std::int64_t { 0 }), json["value"].get<double>() }))
            ++added;
    }
    return added;
}

std::size_t HypertuneFile::poll(bool final)
{
    // The journal's reports are new to this reader, however old they are.
    const std::size_t journaled = m_journalLoaded ? 0 : loadJournal();
    struct stat st {};
    if (::stat(m_path.c_str(), &st) != 0 || st.st_size > maxFileBytes)
        return journaled;
    const std::int64_t mtimeNs = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    // A final read always parses: the last line may have been skipped as unfinished before.
    if (!final && st.st_size == m_size && mtimeNs == m_mtimeNs && st.st_ino == m_inode)
        return journaled;
    std::ifstream in(m_path, std::ios::binary);
    if (!in)
        return journaled;
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    // Only what was read is remembered as read: a file that grew meanwhile is read again next time.
    m_size = static_cast<std::int64_t>(text.size()) == st.st_size ? st.st_size : -1;
    m_mtimeNs = mtimeNs;
    m_inode = st.st_ino;
    std::size_t added = journaled;
    std::ofstream journal;
    for (const auto& report : parse(text, m_tag, final)) {
        if (!merge(report))
            continue;
        ++added;
        if (!m_journal.empty()) {
            if (!journal.is_open()) {
                journal.open(m_journal, std::ios::app);
                if (m_journalTorn)
                    journal << '\n'; // so the torn line does not swallow this one
                m_journalTorn = false;
            }
            journal << nlohmann::json { { "timestamp", report.timestamp }, { "step", report.step }, { "value", report.value } }.dump() << '\n';
        }
    }
    return added;
}

} // namespace trainyard::daemon
