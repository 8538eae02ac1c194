#include "memorylogstore.h"

#include <QMetaObject>
#include <QRegularExpression>
#include <QString>

#include <algorithm>

namespace trainyard::client {

namespace {

    QRegularExpression::PatternOptions regexOptions(const spec::LogSearchQuery& query)
    {
        return query.caseSensitive ? QRegularExpression::NoPatternOption : QRegularExpression::CaseInsensitiveOption;
    }

    // grep -F: a pattern of several lines is several literals; a line matches if any occurs in it.
    std::vector<std::string> literalsOf(const std::string& pattern)
    {
        std::vector<std::string> literals;
        std::size_t start = 0;
        for (;;) {
            const auto end = pattern.find('\n', start);
            literals.push_back(pattern.substr(start, end == std::string::npos ? std::string::npos : end - start));
            if (end == std::string::npos)
                return literals;
            start = end + 1;
        }
    }

    class Matcher {
    public:
        explicit Matcher(const spec::LogSearchQuery& query)
        {
            if (query.regex) {
                m_regex = QRegularExpression(QString::fromStdString(query.pattern), regexOptions(query));
                m_regex.optimize();
                m_mode = Mode::Regex;
                return;
            }
            m_literals = literalsOf(query.pattern);
            m_everything = std::any_of(m_literals.begin(), m_literals.end(), [](const std::string& l) { return l.empty(); });
            if (!query.caseSensitive) {
                m_mode = Mode::FoldedLiteral;
                for (const auto& literal : m_literals)
                    m_folded.push_back(QString::fromStdString(literal));
            }
        }

        bool matches(const std::string& text) const
        {
            if (m_everything)
                return true;
            switch (m_mode) {
            case Mode::Literal:
                return std::any_of(m_literals.begin(), m_literals.end(), [&](const std::string& l) { return text.find(l) != std::string::npos; });
            case Mode::FoldedLiteral: {
                const QString line = QString::fromStdString(text);
                return std::any_of(m_folded.begin(), m_folded.end(), [&](const QString& l) { return line.contains(l, Qt::CaseInsensitive); });
            }
            case Mode::Regex:
                return m_regex.match(QString::fromStdString(text)).hasMatch();
            }
            return false;
        }

    private:
        enum class Mode { Literal, FoldedLiteral, Regex };
        Mode m_mode = Mode::Literal;
        bool m_everything = false;
        std::vector<std::string> m_literals;
        std::vector<QString> m_folded;
        QRegularExpression m_regex;
    };

} // namespace

MemoryLogStore::MemoryLogStore(QObject* parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(2);
    m_pool.setExpiryTimeout(10'000);
}

MemoryLogStore::~MemoryLogStore()
{
    for (auto& [id, search] : m_searches)
        search.cancelled->store(true);
    m_searches.clear();
    // Workers post to this object; wait for them so that nothing is posted to a dead one (what they
    // posted already is dropped with the object's pending events).
    m_pool.waitForDone();
}

const spec::LogLine& MemoryLogStore::line(std::int64_t seq) const
{
    const std::int64_t index = seq - 1;
    return m_chunks[static_cast<std::size_t>(index / chunkSize)]->lines[static_cast<std::size_t>(index % chunkSize)];
}

std::uint16_t MemoryLogStore::sourceIndex(const std::string& replica, const std::string& stream)
{
    const auto key = std::make_pair(replica, stream);
    if (const auto it = m_sourceIndex.find(key); it != m_sourceIndex.end())
        return it->second;
    // 12 bits of a LogAttribute: past 4095 sources, the last index stands for the rest.
    const auto index = static_cast<std::uint16_t>(std::min<std::size_t>(m_sources.size(), 0xFFF));
    if (m_sources.size() <= 0xFFF)
        m_sources.push_back({ replica, stream });
    m_sourceIndex.emplace(key, index);
    return index;
}

std::int64_t MemoryLogStore::append(std::vector<spec::LogLine> lines)
{
    for (auto& l : lines) {
        const std::int64_t index = m_count;
        if (index % chunkSize == 0)
            m_chunks.push_back(std::make_shared<Chunk>());
        l.seq = index + 1;
        const auto source = sourceIndex(l.replica, l.stream);
        m_attributes.push_back(static_cast<spec::LogAttribute>((source << 4) | (static_cast<unsigned>(l.severity) & 0xFu)));
        m_chunks.back()->lines[static_cast<std::size_t>(index % chunkSize)] = std::move(l);
        ++m_count;
    }
    return m_count;
}

spec::LogWindow MemoryLogStore::read(std::int64_t since, int pageSize) const
{
    spec::LogWindow window;
    since = std::clamp<std::int64_t>(since, 0, m_count);
    const std::int64_t end = std::min<std::int64_t>(m_count, since + (pageSize > 0 ? pageSize : 1000));
    window.lines.reserve(static_cast<std::size_t>(end - since));
    for (std::int64_t seq = since + 1; seq <= end; ++seq)
        window.lines.push_back(line(seq));
    window.nextSince = end;
    window.total = m_count;
    window.complete = m_complete && end == m_count;
    return window;
}

spec::LogAttributes MemoryLogStore::attributes(std::int64_t since, std::int64_t count) const
{
    spec::LogAttributes result;
    since = std::clamp<std::int64_t>(since, 0, m_count);
    const std::int64_t end = std::min<std::int64_t>(m_count, since + std::max<std::int64_t>(count, 0));
    result.since = since;
    result.attributes.assign(m_attributes.begin() + since, m_attributes.begin() + end);
    result.sources = m_sources;
    result.total = m_count;
    return result;
}

std::optional<ApiError> MemoryLogStore::checkQuery(const spec::LogSearchQuery& query)
{
    ApiError error;
    error.httpStatus = 400;
    error.status = "INVALID_ARGUMENT";
    if (query.regex) {
        if (query.pattern.find('\n') != std::string::npos) {
            error.violations.push_back({ "pattern", "A regular expression matches within one line; it cannot contain a line break." });
        } else {
            const QRegularExpression re(QString::fromStdString(query.pattern), regexOptions(query));
            if (!re.isValid())
                error.violations.push_back({ "pattern",
                    "Not a valid regular expression: " + re.errorString().toStdString() + " at offset " + std::to_string(re.patternErrorOffset()) + "." });
        }
    }
    if (query.maxMatches < 1)
        error.violations.push_back({ "maxMatches", "Ask for at least one match." });
    if (error.violations.empty())
        return std::nullopt;
    error.message = error.violations.front().description;
    return error;
}

MemoryLogStore::SearchId MemoryLogStore::search(const spec::LogSearchQuery& query,
    std::function<void(const spec::LogSearchProgress&)> onProgress, std::function<void(ApiResult<spec::LogSearchSummary>)> done)
{
    const SearchId id = m_nextSearch++;
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_searches.emplace(id, Search { std::move(onProgress), std::move(done), cancelled });
    if (auto error = checkQuery(query)) { // answered like any search: later, on this thread
        post(id, std::nullopt, ApiResult<spec::LogSearchSummary>(std::move(*error)));
        return id;
    }

    // What the worker reads: the chunks and count as of now. Lines appended later go to slots past
    // `total`, which it never touches.
    const std::int64_t since = std::clamp<std::int64_t>(query.since, 0, m_count);
    const std::int64_t total = m_count;
    m_pool.start([this, id, query, cancelled, since, total, chunks = m_chunks, interval = m_progressInterval] {
        const Matcher matcher(query);
        spec::LogSearchProgress progress;
        progress.total = total - since;
        spec::LogSearchSummary summary;
        auto lastReport = std::chrono::steady_clock::now();
        for (std::int64_t seq = since + 1; seq <= total; ++seq) {
            if ((seq & 1023) == 0) {
                if (cancelled->load())
                    return;
                if (const auto now = std::chrono::steady_clock::now(); now - lastReport >= interval) {
                    spec::LogSearchProgress report { std::exchange(progress.matches, {}), summary.scanned, progress.total };
                    post(id, std::move(report), std::nullopt);
                    lastReport = now;
                }
            }
            const auto index = seq - 1;
            const spec::LogLine& l = chunks[static_cast<std::size_t>(index / chunkSize)]->lines[static_cast<std::size_t>(index % chunkSize)];
            ++summary.scanned;
            if (!matcher.matches(l.text))
                continue;
            progress.matches.push_back(seq);
            if (++summary.matches >= query.maxMatches) {
                summary.truncated = seq < total;
                break;
            }
        }
        if (cancelled->load())
            return;
        progress.scanned = summary.scanned;
        post(id, progress, ApiResult<spec::LogSearchSummary>(summary));
    });
    return id;
}

void MemoryLogStore::post(SearchId id, std::optional<spec::LogSearchProgress> progress, std::optional<ApiResult<spec::LogSearchSummary>> end)
{
    QMetaObject::invokeMethod(
        this,
        [this, id, progress = std::move(progress), end = std::move(end)]() mutable {
            auto it = m_searches.find(id);
            if (it == m_searches.end()) // cancelled meanwhile
                return;
            if (progress) {
                auto onProgress = it->second.onProgress; // it may cancel the search from inside
                if (onProgress)
                    onProgress(*progress);
                it = m_searches.find(id);
                if (it == m_searches.end())
                    return;
            }
            if (end) {
                auto done = std::move(it->second.done);
                m_searches.erase(it);
                if (done)
                    done(std::move(*end));
            }
        },
        Qt::QueuedConnection);
}

void MemoryLogStore::cancelSearch(SearchId id)
{
    if (const auto it = m_searches.find(id); it != m_searches.end()) {
        it->second.cancelled->store(true);
        m_searches.erase(it);
    }
}

} // namespace trainyard::client
