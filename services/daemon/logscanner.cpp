#include "logscanner.h"

#include "lognodes.h"
#include "logregex.h"
#include "logsourcename.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr std::size_t blockRecords = 64 * 1024; // index records read at once: 2 MiB
    constexpr std::uint64_t windowBytes = 1 << 20; // data searched in one memmem run (one source's consecutive lines)
    // A regex search goes through a block of records in parts, the first of this many records, each
    // part then sized so that it takes 10-40 ms: a slow pattern reports progress and matches that often,
    // a fast one takes the block in a few parts.
    constexpr std::size_t firstRegexPart = 256;

    bool readRecords(int fd, std::int64_t index, std::size_t count, LogScanner::Record* out)
    {
        auto* bytes = reinterpret_cast<char*>(out);
        std::size_t want = count * sizeof(LogScanner::Record);
        off_t at = static_cast<off_t>(index) * static_cast<off_t>(sizeof(LogScanner::Record));
        while (want > 0) {
            const ssize_t n = ::pread(fd, bytes, want, at);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            bytes += n;
            at += n;
            want -= static_cast<std::size_t>(n);
        }
        return true;
    }

    // ASCII case folding, as grep -i does for ASCII letters. Written so that the compiler vectorizes it.
    void foldAscii(const char* in, std::size_t size, char* out)
    {
        for (std::size_t i = 0; i < size; ++i) {
            const auto c = static_cast<unsigned char>(in[i]);
            out[i] = static_cast<char>(static_cast<unsigned char>(c - 'A') < 26 ? c | 0x20 : c);
        }
    }

    // The run of one source's records list[i], list[i + 1], … (list[i] valid) that one read or one
    // memmem covers: each valid, starting at or after the end of the one before, all within windowBytes
    // of the first. Returns the index past the run and sets `end` to the file offset after its last line.
    template <typename Valid>
    std::size_t runOfRecords(const std::vector<std::uint32_t>& list, std::size_t i, const std::vector<LogScanner::Record>& records,
        const Valid& valid, std::uint64_t& end)
    {
        const std::uint64_t lo = records[list[i]].offset;
        end = lo + records[list[i]].length;
        std::size_t j = i + 1;
        for (; j < list.size(); ++j) {
            const LogScanner::Record& r = records[list[j]];
            if (!valid(r) || r.offset < end || r.offset + r.length - lo > windowBytes)
                break;
            end = r.offset + r.length;
        }
        return j;
    }

    // A regex search's view of the sources' data files: each read with pread into one buffer a run at
    // a time. Mapping them, as the literal search does, cost a page fault per 4 KiB page touched, about
    // half of a regex search's time over 10 million lines (548 MB); grep reads too.
    class DataFiles {
    public:
        struct File {
            int fd = -1;
            std::uint64_t size = 0;
            bool tried = false;
        };
        explicit DataFiles(std::size_t count)
            : m_files(count)
        {
        }
        ~DataFiles()
        {
            for (const File& file : m_files) {
                if (file.fd >= 0)
                    ::close(file.fd);
            }
        }
        DataFiles(const DataFiles&) = delete;
        DataFiles& operator=(const DataFiles&) = delete;

        const File& open(std::size_t source, const std::string& path)
        {
            File& file = m_files[source];
            if (!file.tried) {
                file.tried = true;
                file.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
                struct stat st {};
                if (file.fd >= 0 && ::fstat(file.fd, &st) == 0)
                    file.size = static_cast<std::uint64_t>(st.st_size);
            }
            return file;
        }
        // Reads [offset, offset + size) of the file into the buffer; the bytes read.
        std::size_t read(const File& file, std::uint64_t offset, std::size_t size)
        {
            if (m_buffer.size() < size)
                m_buffer.resize(size);
            std::size_t done = 0;
            while (done < size) {
                const ssize_t n = ::pread(file.fd, m_buffer.data() + done, size - done, static_cast<off_t>(offset + done));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break;
                done += static_cast<std::size_t>(n);
            }
            return done;
        }
        std::string_view buffer(std::size_t size) const { return { m_buffer.data(), size }; }

    private:
        std::vector<File> m_files;
        std::vector<char> m_buffer;
    };

} // namespace

std::unique_ptr<LogScanner> LogScanner::open(const std::string& dir, std::int64_t count, std::string& error)
{
    std::unique_ptr<LogScanner> scanner(new LogScanner);
    scanner->m_dir = dir;
    scanner->m_indexFd = ::open((dir + "/index").c_str(), O_RDONLY | O_CLOEXEC);
    if (scanner->m_indexFd < 0) {
        error = "cannot open " + dir + "/index: " + std::strerror(errno);
        return nullptr;
    }
    struct stat st {};
    ::fstat(scanner->m_indexFd, &st);
    const auto whole = static_cast<std::int64_t>(static_cast<std::uint64_t>(st.st_size) / sizeof(Record));
    scanner->m_count = std::clamp<std::int64_t>(count, 0, whole);
    // Sources are registered (appended to this file) before any of their lines is indexed, so every
    // record of the snapshot names a source read here.
    std::ifstream sources(dir + "/sources");
    for (std::string name; std::getline(sources, name);) {
        const LogSourceName parsed = LogSourceName::parse(name);
        scanner->m_sources.push_back({ parsed.replica, parsed.stream, parsed.trial, name, {} });
    }
    const auto nodes = LogNodes::read(dir);
    for (auto& source : scanner->m_sources) {
        if (const auto it = nodes.find(source.fileName); it != nodes.end())
            source.node = it->second;
    }
    scanner->m_mappings.resize(scanner->m_sources.size());
    return scanner;
}

LogScanner::~LogScanner()
{
    for (const auto& mapping : m_mappings) {
        if (mapping.data)
            ::munmap(const_cast<char*>(mapping.data), mapping.size);
    }
    if (m_indexFd >= 0)
        ::close(m_indexFd);
}

const LogScanner::Mapping& LogScanner::mapping(std::size_t source)
{
    Mapping& mapping = m_mappings[source];
    if (mapping.tried)
        return mapping;
    mapping.tried = true;
    const Source& s = m_sources[source];
    const std::string path = m_dir + "/" + s.fileName;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return mapping; // no data: its lines read as unreadable and match nothing
    struct stat st {};
    if (::fstat(fd, &st) == 0 && st.st_size > 0) {
        // The size now covers every line of the snapshot (a line is indexed only once it is written).
        void* data = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_SHARED, fd, 0);
        if (data != MAP_FAILED) {
            ::madvise(data, static_cast<std::size_t>(st.st_size), MADV_SEQUENTIAL);
            mapping.data = static_cast<const char*>(data);
            mapping.size = static_cast<std::uint64_t>(st.st_size);
        }
    }
    ::close(fd);
    return mapping;
}

std::vector<spec::LogAttribute> LogScanner::attributes(std::int64_t since, std::int64_t count) const
{
    const std::int64_t first = std::clamp<std::int64_t>(since, 0, m_count);
    const std::int64_t n = std::clamp<std::int64_t>(count, 0, m_count - first);
    std::vector<spec::LogAttribute> out(static_cast<std::size_t>(n));
    std::vector<Record> records(std::min<std::size_t>(blockRecords, static_cast<std::size_t>(n)));
    for (std::int64_t done = 0; done < n;) {
        const auto want = static_cast<std::size_t>(std::min<std::int64_t>(static_cast<std::int64_t>(blockRecords), n - done));
        if (!readRecords(m_indexFd, first + done, want, records.data())) {
            out.resize(static_cast<std::size_t>(done));
            break;
        }
        spec::LogAttribute* to = out.data() + done;
        for (std::size_t k = 0; k < want; ++k)
            to[k] = spec::makeAttribute(records[k].source, records[k].logSeverity());
        done += static_cast<std::int64_t>(want);
    }
    return out;
}

std::optional<std::string> LogScanner::check(const Query& query)
{
    if (query.pattern.find('\n') != std::string::npos)
        return std::string("The pattern must be one line; it contains a line break.");
    if (query.regex) {
        std::string error;
        if (!LogRegex::compile(query.pattern, query.caseSensitive, error))
            return error;
    }
    return std::nullopt;
}

LogScanner::Result LogScanner::search(const Query& query, const std::atomic<bool>& cancel, const Callbacks& callbacks)
{
    using Clock = std::chrono::steady_clock;
    Result result;
    const std::int64_t first = std::clamp<std::int64_t>(query.since, 0, m_count);
    result.total = m_count - first;
    const std::int64_t maxMatches = std::max<std::int64_t>(query.maxMatches, 1);
    const std::size_t batchSize = std::max<std::size_t>(callbacks.batchSize, 1);

    enum class Mode { Everything, Literal, Regex };
    const Mode mode = query.pattern.empty() ? Mode::Everything : query.regex ? Mode::Regex : Mode::Literal;
    const bool fold = mode == Mode::Literal && !query.caseSensitive;
    std::string needle = query.pattern;
    if (fold)
        foldAscii(needle.data(), needle.size(), needle.data());
    std::unique_ptr<LogRegex> re;
    if (mode == Mode::Regex) {
        re = LogRegex::compile(query.pattern, query.caseSensitive, result.error);
        if (!re)
            return result;
    }

    std::vector<Record> records(blockRecords);
    std::vector<std::uint8_t> hits;
    std::vector<std::vector<std::uint32_t>> bySource(m_sources.size());
    std::vector<char> folded;
    std::vector<std::int64_t> batch;
    auto lastFlush = Clock::now();
    auto lastProgress = lastFlush;

    const auto flush = [&] {
        for (std::size_t at = 0; at < batch.size(); at += batchSize) {
            std::vector<std::int64_t> part(batch.begin() + static_cast<std::ptrdiff_t>(at),
                batch.begin() + static_cast<std::ptrdiff_t>(std::min(at + batchSize, batch.size())));
            if (callbacks.matches)
                callbacks.matches(std::move(part));
        }
        batch.clear();
        lastFlush = Clock::now();
    };
    // After lines up to `seq` were searched: sends what is due.
    const auto tick = [&](std::int64_t seq) {
        result.scanned = seq - first;
        const auto now = Clock::now();
        if (batch.size() >= batchSize || (!batch.empty() && now - lastFlush >= callbacks.interval))
            flush();
        if (now - lastProgress >= callbacks.interval) {
            if (callbacks.progress)
                callbacks.progress(result.scanned, result.total);
            lastProgress = now;
        }
    };
    // A matching line; false at the one beyond maxMatches (so `truncated` says that more lines match).
    const auto match = [&](std::int64_t seq) {
        if (result.matches == maxMatches) {
            result.scanned = seq - first;
            result.truncated = true;
            flush();
            return false;
        }
        batch.push_back(seq);
        ++result.matches;
        return true;
    };
    // The records [from, to) of the block whose lines hold a regex match: hits[k - from] set. Each
    // source's lines in the part are read a run at a time (up to windowBytes of its file) and searched
    // by LogRegex::findLines. False when cancelled.
    DataFiles files(mode == Mode::Regex ? m_sources.size() : 0);
    std::vector<std::size_t> touched; // sources with lines in the part
    std::vector<LogRegex::LineSpan> spans;
    std::vector<std::uint8_t> runHits;
    std::size_t regexPart = firstRegexPart;
    const auto regexHits = [&](std::size_t from, std::size_t to) {
        hits.assign(to - from, 0);
        for (const std::size_t s : touched)
            bySource[s].clear();
        touched.clear();
        for (std::size_t k = from; k < to; ++k) {
            if (records[k].source >= bySource.size())
                continue; // no such source: matches nothing
            auto& list = bySource[records[k].source];
            if (list.empty())
                touched.push_back(records[k].source);
            list.push_back(static_cast<std::uint32_t>(k));
        }
        for (const std::size_t s : touched) {
            const auto& list = bySource[s];
            const DataFiles::File& file = files.open(s, m_dir + "/" + m_sources[s].fileName);
            const auto valid = [&](const Record& r) { return file.fd >= 0 && r.offset <= file.size && r.length <= file.size - r.offset; };
            for (std::size_t i = 0; i < list.size();) {
                const Record& start = records[list[i]];
                if (!valid(start)) {
                    // An empty line reads as empty even when its file does not; any other matches nothing.
                    if (start.length == 0 && re->matches({}))
                        hits[list[i] - from] = 1;
                    ++i;
                    continue;
                }
                const std::uint64_t lo = start.offset;
                std::uint64_t hi = 0;
                const std::size_t j = runOfRecords(list, i, records, valid, hi);
                const std::size_t got = files.read(file, lo, static_cast<std::size_t>(hi - lo));
                spans.clear();
                for (std::size_t k = i; k < j; ++k) {
                    const Record& r = records[list[k]];
                    if (r.offset + r.length - lo > got)
                        break; // the file could not be read that far: these lines match nothing
                    spans.push_back({ static_cast<std::size_t>(r.offset - lo), r.length });
                }
                runHits.assign(spans.size(), 0);
                if (!re->findLines(files.buffer(got), spans, runHits.data(), cancel))
                    return false;
                for (std::size_t k = 0; k < spans.size(); ++k) {
                    if (runHits[k])
                        hits[list[i + k] - from] = 1;
                }
                i = j;
            }
        }
        return true;
    };

    for (std::int64_t index = first; index < m_count;) {
        if (cancel.load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return result;
        }
        const auto n = static_cast<std::size_t>(std::min<std::int64_t>(static_cast<std::int64_t>(blockRecords), m_count - index));
        if (!readRecords(m_indexFd, index, n, records.data())) {
            result.error = "cannot read " + m_dir + "/index: " + std::strerror(errno);
            flush();
            return result;
        }

        if (mode == Mode::Regex) {
            for (std::size_t from = 0; from < n;) {
                const std::size_t to = std::min(n, from + regexPart);
                const auto started = Clock::now();
                if (!regexHits(from, to)) {
                    result.cancelled = true;
                    return result;
                }
                for (std::size_t k = from; k < to; ++k) {
                    if (hits[k - from] && !match(index + static_cast<std::int64_t>(k) + 1))
                        return result;
                }
                tick(index + static_cast<std::int64_t>(to));
                const auto took = Clock::now() - started;
                if (took < std::chrono::milliseconds(10))
                    regexPart = std::min(regexPart * 2, blockRecords);
                else if (took > std::chrono::milliseconds(40))
                    regexPart = std::max<std::size_t>(regexPart / 2, 16);
                from = to;
            }
            index += static_cast<std::int64_t>(n);
            continue;
        }

        hits.assign(n, mode == Mode::Everything ? 1 : 0);
        if (mode == Mode::Literal) {
            // Each source's lines of the block lie in order in its data file, a newline apart: search
            // runs of them (up to windowBytes) with one memmem each, and map every hit back to its line.
            for (auto& list : bySource)
                list.clear();
            for (std::size_t k = 0; k < n; ++k) {
                if (records[k].source < bySource.size())
                    bySource[records[k].source].push_back(static_cast<std::uint32_t>(k));
            }
            for (std::size_t s = 0; s < bySource.size(); ++s) {
                const auto& list = bySource[s];
                if (list.empty())
                    continue;
                const Mapping& m = mapping(s);
                const auto valid = [&](const Record& r) { return m.data && r.offset <= m.size && r.length <= m.size - r.offset; };
                for (std::size_t i = 0; i < list.size();) {
                    if (cancel.load(std::memory_order_relaxed)) {
                        result.cancelled = true;
                        return result;
                    }
                    const Record& start = records[list[i]];
                    if (!valid(start)) {
                        ++i;
                        continue;
                    }
                    const std::uint64_t lo = start.offset;
                    std::uint64_t hi = 0;
                    const std::size_t j = runOfRecords(list, i, records, valid, hi);
                    const std::size_t span = hi - lo;
                    const char* window = m.data + lo;
                    if (fold) {
                        if (folded.size() < span)
                            folded.resize(span);
                        foldAscii(window, span, folded.data());
                        window = folded.data();
                    }
                    std::size_t pos = 0;
                    std::size_t cursor = i;
                    while (pos + needle.size() <= span) {
                        const void* found = ::memmem(window + pos, span - pos, needle.data(), needle.size());
                        if (!found)
                            break;
                        const std::uint64_t at = lo + static_cast<std::uint64_t>(static_cast<const char*>(found) - window);
                        while (cursor + 1 < j && records[list[cursor + 1]].offset <= at)
                            ++cursor;
                        const Record& r = records[list[cursor]];
                        if (at >= r.offset && at + needle.size() <= r.offset + r.length)
                            hits[list[cursor]] = 1;
                        // A hit in that line is enough, and one crossing its end means every later one does too.
                        if (++cursor >= j)
                            break;
                        pos = records[list[cursor]].offset - lo;
                    }
                    i = j;
                }
            }
        }
        for (std::size_t k = 0; k < n; ++k) {
            if (hits[k] && !match(index + static_cast<std::int64_t>(k) + 1))
                return result;
        }
        index += static_cast<std::int64_t>(n);
        tick(index);
    }
    flush();
    return result;
}

} // namespace trainyard::daemon
