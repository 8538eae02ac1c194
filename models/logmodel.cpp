#include "logmodel.h"

#include <QDateTime>

#include <algorithm>

namespace trainyard::models {

namespace {
    constexpr std::int64_t blockLines = 256; // lines per text window read from the source
    constexpr std::int64_t countBlock = 4096; // lines per filter count (row ⇄ line mapping)
    constexpr std::int64_t attributePage = 1'000'000;
    constexpr std::size_t maxCachedBlocks = 96; // ~25,000 lines of text
    constexpr std::size_t maxInFlight = 3;
    constexpr std::size_t maxWanted = 24; // older wishes (rows scrolled past) are dropped
    constexpr int flushIntervalMs = 16; // at most one insertion of followed lines per frame

    constexpr std::size_t attributeValues = 1 << 16;
} // namespace

LogModel::LogModel(QObject* parent)
    : QAbstractListModel(parent)
    , m_pass(attributeValues, 1)
{
    m_fetchTimer.setSingleShot(true);
    connect(&m_fetchTimer, &QTimer::timeout, this, &LogModel::fetchWanted);
    m_flushTimer.setSingleShot(true);
    connect(&m_flushTimer, &QTimer::timeout, this, &LogModel::flushFollowed);
}

LogModel::~LogModel()
{
    close();
}

void LogModel::close()
{
    if (m_source && m_following)
        m_source->stopFollowing(m_followId);
    m_following = false;
    m_source = nullptr;
    ++m_generation;
}

void LogModel::open(LogSource* source, bool follow)
{
    close();
    beginResetModel();
    m_source = source;
    m_follow = follow;
    m_ended = false;
    m_attributesDone = false;
    m_total = 0;
    m_attributes.clear();
    m_attributes.shrink_to_fit();
    m_hiddenReplicas.clear(); // replicas and trials are per job; the severity filter is kept
    m_trial.clear();
    m_sources.clear();
    m_sourceReplica.clear();
    m_replicaNames.clear();
    m_trialNames.clear();
    m_trialsAdded = false;
    m_blockPrefix.clear();
    m_blockCount.clear();
    m_rows = 0;
    m_matches.clear();
    m_cache.clear();
    m_wanted.clear();
    m_wantedSet.clear();
    m_inFlight.clear();
    m_pendingFollowed.clear();
    std::fill(m_pass.begin(), m_pass.end(), std::uint8_t(1));
    recount();
    endResetModel();
    emit replicasChanged();
    emit trialsChanged();
    if (m_source)
        readNextAttributes();
}

void LogModel::readNextAttributes()
{
    const std::int64_t since = attributedLines();
    const quint64 generation = m_generation;
    QPointer<LogModel> self(this);
    m_source->readAttributes(since, attributePage, [self, generation, since](std::optional<spec::LogAttributes> page, QString error) {
        if (self)
            self->onAttributesRead(generation, since, std::move(page), error);
    });
}

void LogModel::onAttributesRead(quint64 generation, std::int64_t since, std::optional<spec::LogAttributes> page, const QString& error)
{
    if (generation != m_generation)
        return;
    if (!page) {
        emit readFailed(error);
        return;
    }
    const bool last = static_cast<std::int64_t>(page->attributes.size()) < attributePage;
    if (page->since == since)
        onAttributes(*page);
    emit attributesProgress(attributedLines(), std::max(m_total, page->total));
    if (!last) {
        readNextAttributes();
        return;
    }
    m_attributesDone = true;
    if (m_follow)
        startFollowing();
    else
        m_ended = true;
}

std::uint16_t LogModel::localSource(const std::string& replica, const std::string& stream, const std::string& trial)
{
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        if (m_sources[i].replica == replica && m_sources[i].stream == stream && m_sources[i].trial == trial)
            return static_cast<std::uint16_t>(i);
    }
    constexpr std::size_t maxSources = attributeValues >> 4;
    if (m_sources.size() >= maxSources) // 4096 (replica, stream, trial) sources: the rest share the last id
        return static_cast<std::uint16_t>(maxSources - 1);
    const QString name = QString::fromStdString(replica);
    int replicaIndex = static_cast<int>(m_replicaNames.indexOf(name));
    if (replicaIndex < 0) {
        m_replicaNames.append(name);
        replicaIndex = static_cast<int>(m_replicaNames.size() - 1);
        emit replicasChanged();
    }
    m_sources.push_back({ replica, stream, trial });
    m_sourceReplica.push_back(replicaIndex);
    noteTrial(trial);
    const auto id = static_cast<std::uint16_t>(m_sources.size() - 1);
    setPasses(id);
    return id;
}

void LogModel::noteTrial(const std::string& trial)
{
    if (trial.empty())
        return;
    const QString name = QString::fromStdString(trial);
    // Numeric ids by value ("2" before "10"), others after them by text.
    const auto before = [](const QString& a, const QString& b) {
        bool aNumber = false, bNumber = false;
        const qlonglong x = a.toLongLong(&aNumber), y = b.toLongLong(&bNumber);
        if (aNumber != bNumber)
            return aNumber;
        return aNumber ? x < y : a < b;
    };
    const auto at = std::lower_bound(m_trialNames.begin(), m_trialNames.end(), name, before);
    if (at != m_trialNames.end() && *at == name)
        return;
    m_trialNames.insert(at, name);
    m_trialsAdded = true;
}

void LogModel::announceTrials()
{
    if (!m_trialsAdded)
        return;
    m_trialsAdded = false;
    emit trialsChanged();
}

void LogModel::setPasses(std::size_t source)
{
    // A tuning job's trials each have their own sources under the same replica names.
    const bool shown = !m_hiddenReplicas.contains(m_replicaNames[m_sourceReplica[source]]) && (m_trial.empty() || m_sources[source].trial == m_trial);
    for (int severity = 0; severity < 16; ++severity)
        m_pass[(source << 4) | static_cast<std::size_t>(severity)] = shown && severity >= static_cast<int>(m_minSeverity);
}

void LogModel::onAttributes(const spec::LogAttributes& page)
{
    std::vector<std::uint16_t> map(page.sources.size());
    for (std::size_t i = 0; i < page.sources.size(); ++i)
        map[i] = localSource(page.sources[i].replica, page.sources[i].stream, page.sources[i].trial);
    std::vector<spec::LogAttribute> local(page.attributes.size());
    for (std::size_t i = 0; i < local.size(); ++i) {
        const auto a = page.attributes[i];
        const auto source = spec::attributeSource(a);
        // A source the page did not name (a server bug) still gets a row, under an unnamed replica.
        const std::uint16_t id = source < map.size() ? map[source] : localSource("?", "", "");
        local[i] = static_cast<spec::LogAttribute>((id << 4) | (a & 0xF));
    }
    m_total = std::max(m_total, page.total);
    // The whole log's attributes in one block from the start: no reallocation copies while they load.
    if (m_attributes.capacity() < static_cast<std::size_t>(page.total))
        m_attributes.reserve(static_cast<std::size_t>(page.total) + static_cast<std::size_t>(page.total) / 16);
    appendAttributes(local.data(), local.size());
    announceTrials();
}

void LogModel::appendAttributes(const spec::LogAttribute* begin, std::size_t count)
{
    const std::int64_t first = attributedLines();
    m_attributes.insert(m_attributes.end(), begin, begin + count);
    m_total = std::max(m_total, attributedLines());
    if (filtered()) {
        const auto blocks = static_cast<std::size_t>((attributedLines() + countBlock - 1) / countBlock);
        m_blockCount.resize(blocks, 0);
        m_blockPrefix.resize(blocks, 0);
        for (std::int64_t seq = first + 1; seq <= attributedLines(); ++seq) {
            if (passes(m_attributes[static_cast<std::size_t>(seq - 1)]))
                ++m_blockCount[static_cast<std::size_t>((seq - 1) / countBlock)];
        }
        for (auto b = static_cast<std::size_t>(first / countBlock) + 1; b < blocks; ++b)
            m_blockPrefix[b] = m_blockPrefix[b - 1] + m_blockCount[b - 1];
    }
    const int rows = computeRowCount();
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    }
}

void LogModel::growTotal(std::int64_t total)
{
    if (total <= m_total)
        return;
    m_total = total;
    const int rows = computeRowCount();
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    }
}

int LogModel::computeRowCount() const
{
    std::int64_t rows = 0;
    if (filtered()) {
        // Only lines whose attributes are known can be placed; the rest arrive as the pages do.
        rows = m_blockCount.empty() ? 0 : m_blockPrefix.back() + m_blockCount.back();
    } else {
        rows = std::max(m_total, attributedLines());
    }
    return static_cast<int>(std::min<std::int64_t>(rows, std::numeric_limits<int>::max()));
}

void LogModel::recount()
{
    for (std::size_t id = 0; id < m_sources.size(); ++id)
        setPasses(id);
    m_blockCount.clear();
    m_blockPrefix.clear();
    if (filtered()) {
        const auto blocks = static_cast<std::size_t>((attributedLines() + countBlock - 1) / countBlock);
        m_blockCount.assign(blocks, 0);
        m_blockPrefix.assign(blocks, 0);
        const std::uint8_t* pass = m_pass.data();
        for (std::size_t b = 0; b < blocks; ++b) {
            const std::size_t from = b * countBlock;
            const std::size_t to = std::min(m_attributes.size(), from + countBlock);
            std::uint32_t n = 0;
            for (std::size_t i = from; i < to; ++i)
                n += pass[m_attributes[i]];
            m_blockCount[b] = n;
            if (b > 0)
                m_blockPrefix[b] = m_blockPrefix[b - 1] + m_blockCount[b - 1];
        }
    }
    m_rows = computeRowCount();
}

void LogModel::setReplicaVisible(const QString& replica, bool visible)
{
    if (visible == !m_hiddenReplicas.contains(replica))
        return;
    beginResetModel();
    if (visible)
        m_hiddenReplicas.remove(replica);
    else
        m_hiddenReplicas.insert(replica);
    recount();
    endResetModel();
}

void LogModel::setTrialFilter(const QString& trial)
{
    const std::string wanted = trial.toStdString();
    if (wanted == m_trial)
        return;
    beginResetModel();
    m_trial = wanted;
    recount();
    endResetModel();
}

void LogModel::setMinimumSeverity(spec::LogSeverity severity)
{
    if (severity == m_minSeverity)
        return;
    beginResetModel();
    m_minSeverity = severity;
    recount();
    endResetModel();
}

int LogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

std::int64_t LogModel::seqOfRow(int row) const
{
    if (row < 0 || row >= m_rows)
        return 0;
    if (!filtered())
        return row + 1;
    const auto it = std::upper_bound(m_blockPrefix.begin(), m_blockPrefix.end(), static_cast<std::int64_t>(row));
    const auto b = static_cast<std::size_t>(std::distance(m_blockPrefix.begin(), it) - 1);
    std::int64_t remaining = row - m_blockPrefix[b];
    const std::size_t from = b * countBlock;
    const std::size_t to = std::min(m_attributes.size(), from + countBlock);
    for (std::size_t i = from; i < to; ++i) {
        if (passes(m_attributes[i]) && remaining-- == 0)
            return static_cast<std::int64_t>(i) + 1;
    }
    return 0;
}

int LogModel::rowOfSeq(std::int64_t seq) const
{
    if (seq < 1)
        return 0;
    if (!filtered())
        return static_cast<int>(std::min<std::int64_t>(seq - 1, m_rows));
    if (seq > attributedLines())
        return m_rows;
    const auto b = static_cast<std::size_t>((seq - 1) / countBlock);
    std::int64_t row = m_blockPrefix[b];
    for (auto i = static_cast<std::size_t>(b * countBlock); i < static_cast<std::size_t>(seq - 1); ++i)
        row += m_pass[m_attributes[i]];
    return static_cast<int>(row);
}

bool LogModel::seqVisible(std::int64_t seq) const
{
    if (seq < 1)
        return false;
    if (seq <= attributedLines())
        return passes(m_attributes[static_cast<std::size_t>(seq - 1)]);
    return !filtered() && seq <= m_total;
}

int LogModel::firstErrorRow() const
{
    for (std::size_t i = 0; i < m_attributes.size(); ++i) {
        const auto a = m_attributes[i];
        if (spec::attributeSeverity(a) >= spec::LogSeverity::Error && passes(a))
            return rowOfSeq(static_cast<std::int64_t>(i) + 1);
    }
    return -1;
}

const LogModel::CachedLine* LogModel::cached(std::int64_t seq) const
{
    const auto it = m_cache.find((seq - 1) / blockLines);
    if (it == m_cache.end())
        return nullptr;
    const auto index = static_cast<std::size_t>((seq - 1) % blockLines);
    if (index >= it->second.lines.size())
        return nullptr;
    it->second.lastUse = ++m_useClock;
    return &it->second.lines[index];
}

QVariant LogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const std::int64_t seq = seqOfRow(index.row());
    if (role == SeqRole)
        return QVariant::fromValue<qint64>(seq);
    if (role == MatchRole)
        return std::binary_search(m_matches.begin(), m_matches.end(), seq);
    const CachedLine* line = cached(seq);
    const bool attributed = seq <= attributedLines();
    const spec::LogAttribute attribute = attributed ? m_attributes[static_cast<std::size_t>(seq - 1)] : 0;
    switch (role) {
    case Qt::DisplayRole:
        if (!line) {
            want((seq - 1) / blockLines);
            return {};
        }
        return line->text;
    case LoadedRole:
        return line != nullptr;
    case TimeRole:
        return line ? QVariant(QDateTime::fromMSecsSinceEpoch(line->timeMs, Qt::UTC)) : QVariant();
    case SeverityRole:
        if (attributed)
            return static_cast<int>(spec::attributeSeverity(attribute));
        return line ? QVariant(static_cast<int>(line->severity)) : QVariant();
    case SourceRole:
    case ReplicaRole:
    case StreamRole:
    case TrialRole: {
        int source = -1;
        if (attributed)
            source = spec::attributeSource(attribute);
        else if (line)
            source = line->source;
        if (source < 0 || static_cast<std::size_t>(source) >= m_sources.size())
            return {};
        if (role == SourceRole)
            return m_sourceReplica[static_cast<std::size_t>(source)];
        if (role == ReplicaRole)
            return QString::fromStdString(m_sources[static_cast<std::size_t>(source)].replica);
        if (role == TrialRole)
            return QString::fromStdString(m_sources[static_cast<std::size_t>(source)].trial);
        return QString::fromStdString(m_sources[static_cast<std::size_t>(source)].stream);
    }
    default:
        return {};
    }
}

void LogModel::want(std::int64_t block) const
{
    if (!m_source || m_inFlight.count(block) || m_wantedSet.count(block))
        return;
    m_wanted.push_back(block);
    m_wantedSet.insert(block);
    while (m_wanted.size() > maxWanted) {
        m_wantedSet.erase(m_wanted.front());
        m_wanted.pop_front();
    }
    if (!m_fetchTimer.isActive())
        m_fetchTimer.start(0);
}

void LogModel::fetchWanted()
{
    // Newest wishes first: while the user drags the scroll bar, the rows passed over do not matter.
    while (m_source && m_inFlight.size() < maxInFlight && !m_wanted.empty()) {
        const std::int64_t block = m_wanted.back();
        m_wanted.pop_back();
        m_wantedSet.erase(block);
        m_inFlight.insert(block);
        const quint64 generation = m_generation;
        QPointer<LogModel> self(this);
        m_source->readWindow(block * blockLines, static_cast<int>(blockLines),
            [self, generation, block](std::optional<spec::LogWindow> window, QString error) {
                if (self)
                    self->onWindowRead(generation, block, std::move(window), error);
            });
    }
}

void LogModel::onWindowRead(quint64 generation, std::int64_t block, std::optional<spec::LogWindow> window, const QString& error)
{
    if (generation != m_generation)
        return;
    m_inFlight.erase(block);
    if (window)
        onWindow(block, *window);
    else
        emit readFailed(error);
    fetchWanted();
}

void LogModel::onWindow(std::int64_t block, const spec::LogWindow& window)
{
    Block& entry = m_cache[block];
    entry.lines.clear();
    entry.lines.reserve(window.lines.size());
    std::int64_t expected = block * blockLines + 1;
    for (const auto& line : window.lines) {
        if (line.seq != expected || line.seq > (block + 1) * blockLines)
            break; // a window is contiguous; anything else is not placed
        entry.lines.push_back({ QString::fromStdString(line.text),
            static_cast<qint64>(line.time.seconds) * 1000 + line.time.nanos / 1'000'000, localSource(line.replica, line.stream, line.trial), line.severity });
        ++expected;
    }
    entry.lastUse = ++m_useClock;
    growTotal(window.total);
    evict();
    emitRowsOfBlock(block);
    announceTrials();
}

void LogModel::emitRowsOfBlock(std::int64_t block)
{
    const int first = rowOfSeq(block * blockLines + 1);
    const int last = std::min(rowOfSeq((block + 1) * blockLines + 1), m_rows) - 1;
    if (first <= last)
        emit dataChanged(index(first), index(last));
}

void LogModel::evict()
{
    while (m_cache.size() > maxCachedBlocks) {
        std::int64_t victim = 0;
        quint64 oldest = std::numeric_limits<quint64>::max();
        for (const auto& [block, entry] : m_cache) {
            if (entry.lastUse < oldest) {
                oldest = entry.lastUse;
                victim = block;
            }
        }
        m_cache.erase(victim);
    }
}

std::size_t LogModel::cachedLines() const
{
    std::size_t n = 0;
    for (const auto& [block, entry] : m_cache)
        n += entry.lines.size();
    return n;
}

void LogModel::startFollowing()
{
    const quint64 generation = m_generation;
    QPointer<LogModel> self(this);
    m_following = true;
    m_followId = m_source->follow(
        attributedLines(),
        [self, generation](std::vector<spec::LogLine> lines) {
            if (self)
                self->onFollowed(generation, std::move(lines));
        },
        [self, generation](QString error) {
            if (self)
                self->onFollowEnd(generation, error);
        });
}

void LogModel::onFollowEnd(quint64 generation, const QString& error)
{
    if (generation != m_generation)
        return;
    flushFollowed();
    m_following = false;
    m_ended = error.isEmpty();
    emit followEnded(error);
}

void LogModel::onFollowed(quint64 generation, std::vector<spec::LogLine> lines)
{
    if (generation != m_generation)
        return;
    if (m_pendingFollowed.empty())
        m_pendingFollowed = std::move(lines);
    else
        m_pendingFollowed.insert(m_pendingFollowed.end(), std::make_move_iterator(lines.begin()), std::make_move_iterator(lines.end()));
    if (!m_flushTimer.isActive())
        m_flushTimer.start(flushIntervalMs);
}

void LogModel::flushFollowed()
{
    if (m_pendingFollowed.empty())
        return;
    std::vector<spec::LogAttribute> added;
    added.reserve(m_pendingFollowed.size());
    std::int64_t next = attributedLines() + 1;
    for (const auto& line : m_pendingFollowed) {
        if (line.seq < next)
            continue; // already have it
        if (line.seq > next)
            break; // a follow is contiguous from its cursor; never place a line out of order
        const std::uint16_t source = localSource(line.replica, line.stream, line.trial);
        added.push_back(static_cast<spec::LogAttribute>((source << 4) | static_cast<int>(line.severity)));
        Block& entry = m_cache[(line.seq - 1) / blockLines];
        if (static_cast<std::int64_t>(entry.lines.size()) == (line.seq - 1) % blockLines) {
            entry.lines.push_back({ QString::fromStdString(line.text),
                static_cast<qint64>(line.time.seconds) * 1000 + line.time.nanos / 1'000'000, source, line.severity });
            entry.lastUse = ++m_useClock;
        }
        ++next;
    }
    m_pendingFollowed.clear();
    const int before = m_rows;
    appendAttributes(added.data(), added.size());
    // Rows that existed already (known from a window's total) but had no text may have it now.
    if (before > 0 && !added.empty()) {
        const int first = rowOfSeq(next - static_cast<std::int64_t>(added.size()));
        const int last = std::min(before, rowOfSeq(next)) - 1;
        if (first <= last)
            emit dataChanged(index(first), index(last));
    }
    evict();
    announceTrials();
    emit linesArrived();
}

void LogModel::clearMatches()
{
    if (m_matches.empty())
        return;
    m_matches.clear();
    if (m_rows > 0)
        emit dataChanged(index(0), index(m_rows - 1), { MatchRole });
}

void LogModel::addMatches(const std::vector<std::int64_t>& seqs)
{
    if (seqs.empty())
        return;
    const bool ordered = m_matches.empty() || seqs.front() > m_matches.back();
    m_matches.insert(m_matches.end(), seqs.begin(), seqs.end());
    if (!ordered || !std::is_sorted(seqs.begin(), seqs.end())) {
        std::sort(m_matches.begin(), m_matches.end());
        m_matches.erase(std::unique(m_matches.begin(), m_matches.end()), m_matches.end());
    }
    const int first = rowOfSeq(seqs.front());
    const int last = std::min(rowOfSeq(seqs.back()), m_rows - 1);
    if (first <= last)
        emit dataChanged(index(first), index(last), { MatchRole });
}

int LogModel::nextMatchRow(int row, bool forward) const
{
    if (m_matches.empty())
        return -1;
    const std::int64_t seq = row >= 0 && row < m_rows ? seqOfRow(row) : (forward ? 0 : std::numeric_limits<std::int64_t>::max());
    const auto n = m_matches.size();
    std::size_t start = 0;
    if (forward)
        start = static_cast<std::size_t>(std::upper_bound(m_matches.begin(), m_matches.end(), seq) - m_matches.begin());
    else
        start = static_cast<std::size_t>(std::lower_bound(m_matches.begin(), m_matches.end(), seq) - m_matches.begin()) + n - 1;
    for (std::size_t step = 0; step < n; ++step) {
        const std::size_t i = forward ? (start + step) % n : (start + n - step) % n;
        if (seqVisible(m_matches[i]))
            return rowOfSeq(m_matches[i]);
    }
    return -1;
}

std::size_t LogModel::matchOrdinal(int row) const
{
    const std::int64_t seq = seqOfRow(row);
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), seq);
    if (it == m_matches.end() || *it != seq)
        return 0;
    return static_cast<std::size_t>(it - m_matches.begin()) + 1;
}

QString LogModel::lineText(int row) const
{
    const CachedLine* line = cached(seqOfRow(row));
    return line ? line->text : QString();
}

} // namespace trainyard::models
