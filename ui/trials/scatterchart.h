#pragma once

#include "pointchart.h"

namespace trainyard::ui {

// The objective of each trial against one hyperparameter: on a log axis for UNIT_LOG_SCALE parameters,
// in bands for categories (points spread across the band so that equal values stay apart).
class ScatterChart : public PointChart {
    Q_OBJECT

public:
    explicit ScatterChart(QWidget* parent = nullptr);

    void setParameter(int parameter); // index in series().parameters
    int parameter() const { return m_parameter; }

protected:
    ChartAxis makeXAxis() const override;
    double xOf(int index) const override;
    QString xTitle() const override;

private:
    int m_parameter = 0;
};

} // namespace trainyard::ui
