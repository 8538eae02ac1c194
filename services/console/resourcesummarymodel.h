#pragma once

#include "models/resourcehistory.h"

#include <QAbstractTableModel>
#include <QColor>

#include <vector>

namespace trainyard::ui {

// The table under the Resources charts: per series with samples in the range, the peak and the mean of
// each metric over that range (the visible one, or the whole job when the charts show all of it).
class ResourceSummaryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SeriesColumn, FirstFigureColumn }; // then peak, mean for each metric in ResourceMetric order

    explicit ResourceSummaryModel(QObject* parent = nullptr);

    // Recomputes every row: one per series with a sample in [t0, t1].
    void update(const models::ResourceHistory& history, double t0, double t1, const std::vector<QColor>& colors);

    static int columnOf(models::ResourceMetric metric, bool mean) { return FirstFigureColumn + 2 * static_cast<int>(metric) + (mean ? 1 : 0); }
    int rowOfSeries(int series) const; // -1 when it has no row
    const models::ResourceHistory::Summary& summary(int row, models::ResourceMetric metric) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int series = -1;
        QString label;
        QColor color;
        std::array<models::ResourceHistory::Summary, models::resourceMetricCount> figures {};
        std::array<QString, models::resourceMetricCount * 2> texts {};
    };
    std::vector<Row> m_rows;
};

} // namespace trainyard::ui
