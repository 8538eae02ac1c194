#include "logmodel.h"

#include "logmodel_p.h"

#include <QDateTime>

#include <algorithm>
#include <limits>

// LogModel's text: windows of lines read from the source as the view asks for rows, kept in a small
// cache of blocks, and the roles data() answers from them and from the attributes.

namespace trainyard::models {

using namespace logmodel;

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
    case TrialRole:
    case NodeRole: {
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
        if (role == NodeRole)
            return QString::fromStdString(m_sources[static_cast<std::size_t>(source)].node);
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
            static_cast<qint64>(line.time.seconds) * 1000 + line.time.nanos / 1'000'000, localSource(line.replica, line.stream, line.trial, line.node), line.severity });
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

QString LogModel::lineText(int row) const
{
    const CachedLine* line = cached(seqOfRow(row));
    return line ? line->text : QString();
}

} // namespace trainyard::models
