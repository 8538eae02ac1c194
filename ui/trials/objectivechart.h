#pragma once

#include "pointchart.h"

namespace trainyard::ui {

// The objective of each trial against its number, with the best value so far as a step line: how the
// study converged, and which trials moved it.
class ObjectiveChart : public PointChart {
    Q_OBJECT

public:
    explicit ObjectiveChart(QWidget* parent = nullptr);

protected:
    ChartAxis makeXAxis() const override;
    double xOf(int index) const override;
    QString xTitle() const override;
    void paintBehindMarkers(QPainter& painter) override;
};

} // namespace trainyard::ui
