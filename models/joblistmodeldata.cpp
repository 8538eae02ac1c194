#include "joblistmodel.h"

#include "joblistmodel_p.h"
#include "metricrounding.h"

#include <string_view>

// What views read of JobListModel: the roles of each column, the header, and the order of two rows.

namespace trainyard::models {

using joblistmodel::qs;

namespace {

    bool lessText(const QString& left, const QString& right, Qt::CaseSensitivity sensitivity)
    {
        if (left.constData() == right.constData() && left.size() == right.size())
            return false; // the same interned string
        return left.compare(right, sensitivity) < 0;
    }


} // namespace

std::int64_t JobListModel::durationMs(const Keys& keys) const
{
    return keys.open ? millisecondsBetween(keys.start, m_now) : keys.closedDurationMs;
}

QVariant JobListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto at = static_cast<std::size_t>(index.row());
    const Row& row = *m_rows[at];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(at, column);
    case Qt::DecorationRole:
        if (column == StateColumn && !m_stateWire[at].isEmpty())
            return stateDecoration(row.state);
        return {};
    case Qt::ToolTipRole:
        return toolTipData(at, column);
    case Qt::TextAlignmentRole:
        if (column == DurationColumn || column == BestMetricColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case JobIdRole:
        return m_texts[at].id;
    case StateRole:
        return m_stateWire[at];
    case SortRole:
        return sortData(at, column);
    case JobRole:
        return {}; // the document: BackendSession::document()
    case ErrorRole:
        return row.error;
    case StateColorRole:
        return stateColor(row.state);
    case SearchTextRole:
        return QString::fromUtf8(m_search[at]);
    case LabelKeysRole:
        return m_labelKeys[at];
    default:
        return {};
    }
}

QVariant JobListModel::displayData(std::size_t at, int column) const
{
    const Row& row = *m_rows[at];
    const Texts& texts = m_texts[at];
    const Keys& keys = m_keys[at];
    switch (column) {
    case IdColumn:
        return texts.id;
    case StateColumn:
        return row.stateText;
    case CreatedColumn:
        if (!keys.hasCreated)
            return QString();
        if (row.createdText.isNull())
            row.createdText = formatLocalTime(keys.created);
        return row.createdText;
    case DurationColumn: {
        const std::int64_t ms = durationMs(keys);
        return ms < 0 ? notApplicableText() : formatDuration(ms);
    }
    case ScaleTierColumn:
        return texts.tier;
    case RegionColumn:
        return m_regionLabels.isEmpty() ? texts.region : m_regionLabels.value(texts.region, texts.region);
    case LabelsColumn:
        return texts.labels;
    case BestMetricColumn:
        return row.best ? formatMetricValue(row.best->value) : QString();
    default:
        return {};
    }
}

QVariant JobListModel::sortData(std::size_t at, int column) const
{
    const Texts& texts = m_texts[at];
    const Keys& keys = m_keys[at];
    switch (column) {
    case IdColumn:
        return texts.id;
    case StateColumn:
        return keys.rank;
    case CreatedColumn:
        return keys.hasCreated ? QVariant(qint64(keys.created.seconds * 1000 + keys.created.nanos / 1'000'000))
                               : QVariant();
    case DurationColumn:
        return qint64(durationMs(keys));
    case ScaleTierColumn:
        return texts.tier;
    case RegionColumn:
        return texts.region;
    case LabelsColumn:
        return texts.labels;
    case BestMetricColumn:
        return keys.hasBest ? QVariant(keys.best) : QVariant();
    default:
        return {};
    }
}

QVariant JobListModel::toolTipData(std::size_t at, int column) const
{
    const Row& row = *m_rows[at];
    switch (column) {
    case StateColumn:
        if (row.state == spec::State::Failed && !row.error.isEmpty())
            return reasonText(row.error); // the daemon's English, in the UI language, metrics rounded
        return {};
    case CreatedColumn:
        if (!m_keys[at].hasCreated)
            return {};
        return formatLocalTimeIso(m_keys[at].created);
    case ScaleTierColumn:
        return row.cluster;
    case LabelsColumn:
        return QString(m_texts[at].labels).replace(QStringLiteral(", "), QStringLiteral("\n"));
    case BestMetricColumn:
        return row.best ? bestMetricToolTip(*row.best) : QVariant();
    default:
        return {};
    }
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Job");
    case StateColumn:
        return tr("State");
    case CreatedColumn:
        return tr("Created");
    case DurationColumn:
        return tr("Duration");
    case ScaleTierColumn:
        return tr("Scale tier");
    case RegionColumn:
        return tr("Region");
    case LabelsColumn:
        return tr("Labels");
    case BestMetricColumn:
        return tr("Best metric");
    default:
        return {};
    }
}

void JobListModel::setRegionLabels(QHash<QString, QString> labels)
{
    if (labels == m_regionLabels)
        return;
    m_regionLabels = std::move(labels);
    if (!m_rows.empty())
        emit dataChanged(index(0, RegionColumn), index(rowCount() - 1, RegionColumn), { Qt::DisplayRole });
}

QHash<int, QByteArray> JobListModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(JobIdRole, QByteArrayLiteral("jobId"));
    names.insert(StateRole, QByteArrayLiteral("state"));
    names.insert(SortRole, QByteArrayLiteral("sortValue"));
    names.insert(JobRole, QByteArrayLiteral("job"));
    names.insert(ErrorRole, QByteArrayLiteral("errorMessage"));
    names.insert(StateColorRole, QByteArrayLiteral("stateColor"));
    names.insert(SearchTextRole, QByteArrayLiteral("searchText"));
    names.insert(LabelKeysRole, QByteArrayLiteral("labelKeys"));
    return names;
}

bool JobListModel::lessThan(int column, int leftRow, int rightRow) const
{
    const auto l = static_cast<std::size_t>(leftRow);
    const auto r = static_cast<std::size_t>(rightRow);
    const Keys& a = m_keys[l];
    const Keys& b = m_keys[r];
    switch (column) {
    case IdColumn:
        if (a.asciiId && b.asciiId) {
            const QByteArray& left = m_search[l];
            const QByteArray& right = m_search[r];
            const auto leftId = std::string_view(left.constData(), static_cast<std::size_t>(left.indexOf('\n')));
            const auto rightId = std::string_view(right.constData(), static_cast<std::size_t>(right.indexOf('\n')));
            return leftId < rightId;
        }
        return lessText(m_texts[l].id, m_texts[r].id, Qt::CaseInsensitive);
    case StateColumn:
        return a.rank < b.rank;
    case CreatedColumn:
        if (a.hasCreated != b.hasCreated)
            return !a.hasCreated;
        return a.created < b.created;
    case DurationColumn:
        return durationMs(a) < durationMs(b);
    case ScaleTierColumn:
        return lessText(m_texts[l].tier, m_texts[r].tier, Qt::CaseSensitive);
    case RegionColumn:
        return lessText(m_texts[l].region, m_texts[r].region, Qt::CaseSensitive);
    case LabelsColumn:
        return lessText(m_texts[l].labels, m_texts[r].labels, Qt::CaseSensitive);
    case BestMetricColumn:
        if (a.hasBest != b.hasBest)
            return !a.hasBest;
        return a.hasBest && a.best < b.best;
    default:
        return false;
    }
}

} // namespace trainyard::models
