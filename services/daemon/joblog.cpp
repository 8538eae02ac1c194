#include "joblog.h"

#include "lognodes.h"
#include "logsourcename.h"

#include "spec/daemonmessages.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr std::size_t maxLineBytes = 64 * 1024; // longer lines are split, so one record stays readable
    constexpr std::size_t readChunk = 1 << 20;

    bool writeAll(int fd, const char* data, std::size_t size)
    {
        while (size > 0) {
            const ssize_t n = ::write(fd, data, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            data += n;
            size -= static_cast<std::size_t>(n);
        }
        return true;
    }

    bool startsWithWord(std::string_view text, std::size_t at, const char* word)
    {
        const std::size_t n = std::strlen(word);
        if (text.size() < at + n || text.compare(at, n, word) != 0)
            return false;
        return text.size() == at + n || !std::isalpha(static_cast<unsigned char>(text[at + n]));
    }

} // namespace

spec::LogSeverity classify(std::string_view text, std::string_view stream)
{
    using spec::LogSeverity;
    static const std::pair<const char*, LogSeverity> words[] = {
        { "CRITICAL", LogSeverity::Critical }, { "FATAL", LogSeverity::Critical }, { "ERROR", LogSeverity::Error },
        { "Traceback", LogSeverity::Error }, { "WARNING", LogSeverity::Warning }, { "WARN", LogSeverity::Warning },
        { "INFO", LogSeverity::Info }, { "DEBUG", LogSeverity::Debug },
    };
    // Look at the start of each word in the first 40 characters: "2024-05-01 12:00:00 WARNING x",
    // "[ERROR] y", "W0501 absl-style" is not recognised and falls back to the stream.
    const std::size_t window = std::min<std::size_t>(text.size(), 40);
    for (std::size_t i = 0; i < window; ++i) {
        if (i > 0 && std::isalpha(static_cast<unsigned char>(text[i - 1])))
            continue;
        // Most positions start no level word: one look at the first letter rules them out (this runs
        // for every line a replica prints).
        const char first = text[i];
        if (first != 'C' && first != 'F' && first != 'E' && first != 'T' && first != 'W' && first != 'I' && first != 'D')
            continue;
        for (const auto& [word, severity] : words) {
            if (startsWithWord(text, i, word))
                return severity;
        }
    }
    return stream == "stderr" ? LogSeverity::Error : LogSeverity::Info;
}

JobLog::JobLog(std::string dir)
    : m_dir(std::move(dir))
{
}

JobLog::~JobLog()
{
    for (auto& source : m_sources) {
        if (source.readFd >= 0)
            ::close(source.readFd);
    }
    if (m_indexFd >= 0)
        ::close(m_indexFd);
}

bool JobLog::open(std::string& error)
{
    ::mkdir(m_dir.c_str(), 0700);
    m_indexFd = ::open((m_dir + "/index").c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (m_indexFd < 0) {
        const std::string why = std::strerror(errno);
        error = spec::formatDaemonMessage(spec::daemonmsg::cannotOpenFile, { m_dir + "/index", why });
        return false;
    }
    // A record cut short by a crash is dropped; its line is read again from the data file.
    struct stat st {};
    ::fstat(m_indexFd, &st);
    const auto whole = static_cast<std::uint64_t>(st.st_size) / sizeof(Record);
    if (whole * sizeof(Record) != static_cast<std::uint64_t>(st.st_size))
        (void)::ftruncate(m_indexFd, static_cast<off_t>(whole * sizeof(Record)));
    m_count = static_cast<std::int64_t>(whole);

    std::ifstream sources(m_dir + "/sources");
    for (std::string name; std::getline(sources, name);)
        addSource(name);
    for (const auto& [fileName, node] : LogNodes::read(m_dir)) {
        if (const auto it = m_sourceByFile.find(fileName); it != m_sourceByFile.end())
            m_sources[it->second].node = node;
    }
    // Where each source's indexed lines end: scan back from the newest record until every source is seen.
    std::size_t unseen = m_sources.size();
    std::vector<bool> seen(m_sources.size(), false);
    for (std::int64_t i = m_count - 1; i >= 0 && unseen > 0; --i) {
        Record record {};
        if (!readRecord(i, record) || record.source >= m_sources.size() || seen[record.source])
            continue;
        seen[record.source] = true;
        --unseen;
        // The newline that ended the line is consumed with it, unless the line was split or flushed.
        Source& source = m_sources[record.source];
        source.consumed = record.offset + record.length;
        char next = 0;
        if (::pread(source.readFd, &next, 1, static_cast<off_t>(source.consumed)) == 1 && next == '\n')
            ++source.consumed;
    }
    for (const auto& source : m_sources) {
        struct stat data {};
        if (::fstat(source.readFd, &data) == 0)
            m_dataBytes += static_cast<std::uint64_t>(data.st_size);
    }
    return true;
}

int JobLog::sourceId(const std::string& replica, const std::string& stream, const std::string& trial)
{
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        if (m_sources[i].replica == replica && m_sources[i].stream == stream && m_sources[i].trial == trial)
            return static_cast<int>(i);
    }
    const std::string name = LogSourceName { trial, replica, stream }.fileName();
    std::ofstream(m_dir + "/sources", std::ios::app) << name << '\n';
    addSource(name);
    if (m_sourceAdded)
        m_sourceAdded(name);
    return static_cast<int>(m_sources.size() - 1);
}

bool JobLog::setNode(const std::string& replica, const std::string& trial, const std::string& node)
{
    if (!LogNodes::valid(node))
        return false;
    bool saved = true;
    for (const char* stream : { "stdout", "stderr" }) {
        Source& source = m_sources[static_cast<std::size_t>(sourceId(replica, stream, trial))];
        if (source.node == node)
            continue;
        source.node = node;
        saved = LogNodes::append(m_dir, LogSourceName { trial, replica, stream }.fileName(), node) && saved;
    }
    return saved;
}

std::vector<std::string> JobLog::dataFiles() const
{
    std::vector<std::string> names;
    for (const auto& [name, id] : m_sourceByFile)
        names.push_back(name);
    return names;
}

void JobLog::addSource(const std::string& fileName)
{
    const LogSourceName parsed = LogSourceName::parse(fileName);
    Source source { parsed.replica, parsed.stream, parsed.trial, {} };
    source.readFd = ::open((m_dir + "/" + fileName).c_str(), O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
    m_sourceByFile.emplace(fileName, m_sources.size());
    m_sources.push_back(std::move(source));
}

std::string JobLog::sourcePath(const std::string& replica, const std::string& stream, const std::string& trial)
{
    sourceId(replica, stream, trial);
    return m_dir + "/" + LogSourceName { trial, replica, stream }.fileName();
}

std::size_t JobLog::ingest(bool flushAll, std::string_view flushReplica, std::string_view flushTrial)
{
    std::vector<Record> records;
    const auto now = spec::Timestamp::now();
    const std::int64_t nowNs = now.seconds * 1'000'000'000 + now.nanos;
    for (std::size_t id = 0; id < m_sources.size(); ++id) {
        const Source& source = m_sources[id];
        const bool flush = flushAll && (flushReplica.empty() || (source.replica == flushReplica && source.trial == flushTrial));
        ingestSource(id, flush, records, nowNs);
    }
    return writeRecords(records);
}

std::size_t JobLog::ingestFiles(const std::set<std::string>& fileNames)
{
    std::vector<Record> records;
    const auto now = spec::Timestamp::now();
    const std::int64_t nowNs = now.seconds * 1'000'000'000 + now.nanos;
    // In source order, as ingest() reads them, so that lines written at once keep one order.
    std::vector<std::size_t> ids;
    for (const auto& name : fileNames) {
        if (const auto it = m_sourceByFile.find(name); it != m_sourceByFile.end())
            ids.push_back(it->second);
    }
    std::sort(ids.begin(), ids.end());
    for (std::size_t id : ids)
        ingestSource(id, false, records, nowNs);
    return writeRecords(records);
}

void JobLog::ingestSource(std::size_t id, bool flush, std::vector<Record>& records, std::int64_t nowNs)
{
    if (!m_readBuffer)
        m_readBuffer = std::make_unique<char[]>(readChunk); // once per log, not per wake-up: this runs for every burst of output
    Source& source = m_sources[id];
    for (;;) {
        const ssize_t n = ::pread(source.readFd, m_readBuffer.get(), readChunk, static_cast<off_t>(source.consumed));
        if (n <= 0)
            break;
        const std::string_view buffer(m_readBuffer.get(), static_cast<std::size_t>(n));
        std::size_t start = 0;
        while (start < buffer.size()) {
            const auto newline = buffer.find('\n', start);
            const bool complete = newline != std::string_view::npos;
            std::size_t end = complete ? newline : buffer.size();
            if (end - start > maxLineBytes)
                end = start + maxLineBytes;
            else if (!complete && !(flush && static_cast<std::size_t>(n) < readChunk))
                break; // wait for the rest of the line
            records.push_back({ source.consumed + start, static_cast<std::uint32_t>(end - start), static_cast<std::uint16_t>(id),
                LogIndexRecord::severityByte(classify(buffer.substr(start, end - start), source.stream)), 0, nowNs, 0 });
            start = end + ((complete && end == newline) ? 1 : 0);
        }
        m_dataBytes += start;
        source.consumed += start;
        if (start == 0 || static_cast<std::size_t>(n) < readChunk)
            break;
    }
}

std::size_t JobLog::writeRecords(const std::vector<Record>& records)
{
    if (!records.empty()) {
        writeAll(m_indexFd, reinterpret_cast<const char*>(records.data()), records.size() * sizeof(Record));
        m_count += static_cast<std::int64_t>(records.size());
    }
    return records.size();
}

bool JobLog::readRecord(std::int64_t index, Record& record) const
{
    return ::pread(m_indexFd, &record, sizeof record, static_cast<off_t>(index) * static_cast<off_t>(sizeof(Record)))
        == static_cast<ssize_t>(sizeof record);
}

std::vector<spec::LogLine> JobLog::read(std::int64_t afterSeq, std::size_t limit, const std::vector<std::string>& replicas,
    std::size_t scanLimit, std::int64_t* resumeAfter, const std::vector<std::string>& trials) const
{
    std::vector<spec::LogLine> lines;
    visit(afterSeq, limit, replicas, scanLimit, resumeAfter, trials, [&](const LogLineView& view) { lines.push_back(view.copy()); });
    return lines;
}

spec::LogLine LogLineView::copy() const
{
    spec::LogLine line;
    line.seq = seq;
    line.time = { timeNs / 1'000'000'000, static_cast<std::int32_t>(timeNs % 1'000'000'000) };
    line.replica = *replica;
    line.stream = *stream;
    line.trial = *trial;
    line.node = node ? *node : std::string();
    line.severity = severity;
    line.text = text;
    return line;
}

std::size_t JobLog::visit(std::int64_t afterSeq, std::size_t limit, const std::vector<std::string>& replicas, std::size_t scanLimit,
    std::int64_t* resumeAfter, const std::vector<std::string>& trials, const Visitor& visitor) const
{
    std::int64_t next = std::max<std::int64_t>(afterSeq, 0);
    std::vector<bool> wanted(m_sources.size());
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        const auto in = [](const std::vector<std::string>& names, const std::string& name) {
            return names.empty() || std::find(names.begin(), names.end(), name) != names.end();
        };
        wanted[i] = in(replicas, m_sources[i].replica) && in(trials, m_sources[i].trial);
    }
    // Records are read in blocks; a filtered read skips at most scanLimit records per call.
    constexpr std::size_t block = 512;
    // Each source's text is read a span at a time: from a line's offset up to the end of the last line
    // of that source in the block (at most spanBytes), so a block of lines costs a read per source.
    constexpr std::uint64_t spanBytes = 256 * 1024;
    struct Span {
        std::string bytes;
        std::uint64_t offset = 0;
        std::uint64_t blockEnd = 0; // where this source's last line in the current block ends
    };
    std::vector<Span> spans(m_sources.size());
    std::vector<Record> records(block);
    std::size_t scanned = 0;
    std::size_t visited = 0;
    for (std::int64_t index = std::max<std::int64_t>(afterSeq, 0); index < m_count && visited < limit && scanned < scanLimit;) {
        const auto want = static_cast<std::size_t>(std::min<std::int64_t>(static_cast<std::int64_t>(block), m_count - index));
        const ssize_t n = ::pread(m_indexFd, records.data(), want * sizeof(Record), static_cast<off_t>(index) * static_cast<off_t>(sizeof(Record)));
        if (n <= 0)
            break;
        const auto got = static_cast<std::size_t>(n) / sizeof(Record);
        for (std::size_t k = 0; k < got; ++k) {
            if (records[k].source < spans.size())
                spans[records[k].source].blockEnd = std::max(spans[records[k].source].blockEnd, records[k].offset + records[k].length);
        }
        for (std::size_t k = 0; k < got && visited < limit && scanned < scanLimit; ++k) {
            const Record& r = records[k];
            ++scanned;
            next = index + static_cast<std::int64_t>(k) + 1;
            if (r.source >= m_sources.size() || !wanted[r.source])
                continue;
            const Source& source = m_sources[r.source];
            Span& span = spans[r.source];
            if (r.offset < span.offset || r.offset + r.length > span.offset + span.bytes.size()) {
                const std::uint64_t end = std::max(r.offset + r.length, std::min(span.blockEnd, r.offset + spanBytes));
                span.bytes.resize(end - r.offset);
                const ssize_t read = span.bytes.empty() ? 0 : ::pread(source.readFd, span.bytes.data(), span.bytes.size(), static_cast<off_t>(r.offset));
                span.bytes.resize(read > 0 ? static_cast<std::size_t>(read) : 0);
                span.offset = r.offset;
            }
            LogLineView view;
            view.seq = next;
            view.timeNs = r.timeNs;
            view.replica = &source.replica;
            view.stream = &source.stream;
            view.trial = &source.trial;
            view.node = &source.node;
            view.severity = r.logSeverity();
            const std::size_t at = static_cast<std::size_t>(r.offset - span.offset);
            view.text = at < span.bytes.size() ? std::string_view(span.bytes).substr(at, r.length) : std::string_view();
            visitor(view);
            ++visited;
        }
        index += static_cast<std::int64_t>(got);
    }
    if (resumeAfter)
        *resumeAfter = next;
    return visited;
}

std::vector<std::string> JobLog::tail(const std::string& replica, const std::string& stream, std::size_t count, const std::string& trial) const
{
    std::vector<std::string> out;
    for (std::int64_t i = m_count - 1; i >= 0 && out.size() < count; --i) {
        Record r {};
        if (!readRecord(i, r) || r.source >= m_sources.size())
            continue;
        const Source& source = m_sources[r.source];
        if (source.replica != replica || source.stream != stream || source.trial != trial)
            continue;
        std::string text(r.length, '\0');
        if (r.length > 0)
            (void)::pread(source.readFd, text.data(), r.length, static_cast<off_t>(r.offset));
        out.push_back(std::move(text));
    }
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace trainyard::daemon
