#include "logmodel.h"

#include "logmodel_p.h"

#include <algorithm>
#include <limits>

// LogModel's log: opening it, its attributes page by page, the followed lines batched per frame, and
// the search matches. The rows the filters show are in logmodelrows.cpp, the text in logmodeltext.cpp.

namespace trainyard::models {

using namespace logmodel;

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
    m_nodeNames.clear();
    m_nodesChanged = false;
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
    emit nodesChanged();
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
    // The last page's progress already says so: a status line drawn from it ("indexing 100%") would
    // otherwise stay, as nothing else is announced when a log that is not followed is complete.
    if (last) {
        m_attributesDone = true;
        m_ended = !m_follow;
    }
    emit attributesProgress(attributedLines(), std::max(m_total, page->total));
    if (generation != m_generation)
        return; // a receiver opened another log
    if (!last)
        readNextAttributes();
    else if (m_follow)
        startFollowing();
}

std::uint16_t LogModel::localSource(const std::string& replica, const std::string& stream, const std::string& trial, const std::string& node)
{
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        if (m_sources[i].replica == replica && m_sources[i].stream == stream && m_sources[i].trial == trial) {
            noteNode(i, node);
            return static_cast<std::uint16_t>(i);
        }
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
    m_sources.push_back({ replica, stream, trial, {} });
    m_sourceReplica.push_back(replicaIndex);
    noteTrial(trial);
    noteNode(m_sources.size() - 1, node);
    const auto id = static_cast<std::uint16_t>(m_sources.size() - 1);
    setPasses(id);
    return id;
}

void LogModel::noteNode(std::size_t source, const std::string& node)
{
    // A node is learnt once the replica runs (a Slurm job's after its allocation): lines read before
    // name none, and a resubmitted replica may name another. An empty node never erases a known one.
    if (node.empty() || m_sources[source].node == node)
        return;
    m_sources[source].node = node;
    if (const QString name = QString::fromStdString(node); !m_nodeNames.contains(name))
        m_nodeNames.append(name);
    m_nodesChanged = true;
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
    if (m_nodesChanged) {
        m_nodesChanged = false;
        emit nodesChanged();
    }
    if (!m_trialsAdded)
        return;
    m_trialsAdded = false;
    emit trialsChanged();
}

void LogModel::onAttributes(const spec::LogAttributes& page)
{
    std::vector<std::uint16_t> map(page.sources.size());
    for (std::size_t i = 0; i < page.sources.size(); ++i)
        map[i] = localSource(page.sources[i].replica, page.sources[i].stream, page.sources[i].trial, page.sources[i].node);
    std::vector<spec::LogAttribute> local(page.attributes.size());
    for (std::size_t i = 0; i < local.size(); ++i) {
        const auto a = page.attributes[i];
        const auto source = spec::attributeSource(a);
        // A source the page did not name (a server bug) still gets a row, under an unnamed replica.
        const std::uint16_t id = source < map.size() ? map[source] : localSource("?", "", "", "");
        local[i] = static_cast<spec::LogAttribute>((id << 4) | (a & 0xF));
    }
    m_total = std::max(m_total, page.total);
    // The whole log's attributes in one block from the start: no reallocation copies while they load.
    if (m_attributes.capacity() < static_cast<std::size_t>(page.total))
        m_attributes.reserve(static_cast<std::size_t>(page.total) + static_cast<std::size_t>(page.total) / 16);
    appendAttributes(local.data(), local.size());
    announceTrials();
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
    if (m_flushTimer.isActive())
        return;
    // At most one insertion per frame, but a line that comes after a quiet frame goes in at once: a
    // fixed delay from the first line of a batch added up to a frame to every line's latency.
    const qint64 sinceFlush = m_lastFlush.isValid() ? m_lastFlush.elapsed() : flushIntervalMs;
    m_flushTimer.start(static_cast<int>(std::max<qint64>(0, flushIntervalMs - sinceFlush)));
}

void LogModel::flushFollowed()
{
    if (m_pendingFollowed.empty())
        return;
    m_lastFlush.start();
    std::vector<spec::LogAttribute> added;
    added.reserve(m_pendingFollowed.size());
    std::int64_t next = attributedLines() + 1;
    for (const auto& line : m_pendingFollowed) {
        if (line.seq < next)
            continue; // already have it
        if (line.seq > next)
            break; // a follow is contiguous from its cursor; never place a line out of order
        const std::uint16_t source = localSource(line.replica, line.stream, line.trial, line.node);
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

} // namespace trainyard::models
