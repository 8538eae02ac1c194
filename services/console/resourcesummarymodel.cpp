#include "console/resourcesummarymodel.h"

#include "console/resourceformat.h"

#include "console/colorchip.h"

namespace trainyard::ui {

using models::ResourceHistory;
using models::ResourceMetric;

ResourceSummaryModel::ResourceSummaryModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ResourceSummaryModel::update(const ResourceHistory& history, double t0, double t1, const std::vector<QColor>& colors)
{
    std::vector<Row> rows;
    for (int i = 0; i < history.seriesCount(); ++i) {
        const auto [first, last] = history.indexRange(i, t0, t1);
        if (first == last)
            continue;
        Row row;
        row.series = i;
        row.label = history.series(i).label();
        row.color = static_cast<std::size_t>(i) < colors.size() ? colors[static_cast<std::size_t>(i)] : QColor();
        for (int m = 0; m < models::resourceMetricCount; ++m) {
            const auto metric = static_cast<ResourceMetric>(m);
            const auto s = history.summary(i, metric, t0, t1);
            row.figures[static_cast<std::size_t>(m)] = s;
            row.texts[static_cast<std::size_t>(2 * m)] = ResourceFormat::value(history, metric, s.peak);
            row.texts[static_cast<std::size_t>(2 * m + 1)] = ResourceFormat::value(history, metric, s.mean);
        }
        rows.push_back(std::move(row));
    }
    if (rows.size() == m_rows.size()) {
        m_rows = std::move(rows);
        if (!m_rows.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int ResourceSummaryModel::rowOfSeries(int series) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].series == series)
            return static_cast<int>(r);
    }
    return -1;
}

const ResourceHistory::Summary& ResourceSummaryModel::summary(int row, ResourceMetric metric) const
{
    return m_rows[static_cast<std::size_t>(row)].figures[static_cast<std::size_t>(metric)];
}

int ResourceSummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }
int ResourceSummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : FirstFigureColumn + 2 * models::resourceMetricCount; }

QVariant ResourceSummaryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (index.column() == SeriesColumn) {
        if (role == Qt::DisplayRole)
            return row.label;
        if (role == Qt::DecorationRole && row.color.isValid())
            return colorChip(row.color, ChipShape::Square);
        return {};
    }
    if (role == Qt::DisplayRole)
        return row.texts[static_cast<std::size_t>(index.column() - FirstFigureColumn)];
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ResourceSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == SeriesColumn)
        return tr("Replica");
    const int figure = section - FirstFigureColumn;
    const QString name = ResourceFormat::shortName(static_cast<ResourceMetric>(figure / 2));
    return figure % 2 == 0 ? tr("%1 peak").arg(name) : tr("%1 mean").arg(name);
}

} // namespace trainyard::ui
