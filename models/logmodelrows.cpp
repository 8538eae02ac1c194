#include "logmodel.h"

#include "logmodel_p.h"

#include <algorithm>
#include <limits>

// LogModel's rows: which lines the filters show (a pass table over the attributes, counted per block
// of lines), and the mapping between rows and lines.

namespace trainyard::models {

using namespace logmodel;

void LogModel::setPasses(std::size_t source)
{
    // A tuning job's trials each have their own sources under the same replica names.
    const bool shown = !m_hiddenReplicas.contains(m_replicaNames[m_sourceReplica[source]]) && (m_trial.empty() || m_sources[source].trial == m_trial);
    for (int severity = 0; severity < 16; ++severity)
        m_pass[(source << 4) | static_cast<std::size_t>(severity)] = shown && severity >= static_cast<int>(m_minSeverity);
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

} // namespace trainyard::models
