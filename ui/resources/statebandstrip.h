#pragma once

#include "models/transitionmodel.h"

#include <QWidget>

#include <limits>

namespace trainyard::ui {

// The job's states as a thin band above the resource charts, linear in time with the charts' own
// mapping (same range, same margins), so that PREPARING, RUNNING and a restart line up with what the
// replicas used then. Unlike StateTimeline, a stretch is as wide as its time, however short.
class StateBandStrip : public QWidget {
    Q_OBJECT

public:
    explicit StateBandStrip(models::TransitionModel* model, QWidget* parent = nullptr);

    void setRange(double t0, double t1);
    void setPlotMargins(int left, int right);
    void setHoverTime(double t);
    QRectF bandRect() const;
    // The state at a time ("" outside the job's history), for tests and tooltips.
    QString stateAt(double t) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override; // tooltips per stretch

private:
    double xOf(double t) const;

    models::TransitionModel* m_model;
    double m_t0 = 0;
    double m_t1 = 1;
    double m_hover = std::numeric_limits<double>::quiet_NaN();
    int m_left = 64;
    int m_right = 12;
};

} // namespace trainyard::ui
