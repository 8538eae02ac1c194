#pragma once

#include "trialchart.h"
#include "triallayers.h"

#include <map>
#include <memory>
#include <vector>

namespace trainyard::ui {

// One vertical axis per hyperparameter (log axes for UNIT_LOG_SCALE, one band per category) and the
// objective last; each trial a line across them in its objective's colour. Unfinished and failed trials
// have no point on the objective axis: their lines stop at the last parameter, in a muted colour.
//
// Brushing: drag along an axis to select a range of it; brushes on several axes select the trials
// inside all of them (brushedTrials()); a click on an axis clears its brush, a click where there is no
// line (or Esc) clears them all. Trials outside the brushes stay as faint context.
class ParallelCoordinatesChart : public TrialChart {
    Q_OBJECT

public:
    struct Brush {
        double low = 0; // along the axis: 0 at the bottom, 1 at the top
        double high = 1;
    };

    explicit ParallelCoordinatesChart(QWidget* parent = nullptr);

    Mark markOf(int index) const override;

    int axisCount() const; // parameters, then the objective
    QString axisTitle(int axis) const;
    const ChartAxis& axis(int axis) const;
    // Where a value of an axis is drawn, in widget coordinates.
    QPointF axisPoint(int axis, double value) const;

    // A brush from one value of the axis to another (in either order).
    void setBrush(int axis, double from, double to);
    void clearBrush(int axis);
    void clearBrushes();
    const std::map<int, Brush>& brushes() const { return m_brushes; }
    // The trials inside every brush (a non-zero entry per series index); null when there is no brush.
    std::shared_ptr<const std::vector<char>> brushedTrials() const;
    bool rastered() const { return m_rastered; }

signals:
    void brushesChanged();

protected:
    void layoutChart(const QRectF& area) override;
    void paintBase(QPainter& painter) override;
    void paintOverlay(QPainter& painter) override;
    int hitTest(const QPointF& pos) const override;
    std::optional<QPointF> positionOf(int index) const override;

    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void seriesChanged() override;
    bool keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const override;
    bool layoutReadsShown() const override { return false; }

private:
    static std::vector<ChartAxis> axesFor(const models::TrialSeries& series);
    double valueOn(int trial, int axis) const; // NaN when the trial has none
    double unitOn(int trial, int axis) const; // where the value is (categories: the band's middle)
    double placedUnitOn(int trial, int axis) const; // where the line is drawn (spread across a category's band)
    double unitAtY(double y) const;
    int axisNear(const QPointF& pos) const; // -1 when none is within reach
    // The trial's points in widget coordinates times `ratio`; NaN where it has no value.
    void trialPoints(int trial, double ratio, std::vector<QPointF>& out) const;
    void paintTrial(QPainter& painter, int trial, const QPen& pen) const;
    void paintAxes(QPainter& painter) const;
    // Past painterLineLimit lines: the three sets counted per pixel in m_layers, composed.
    void paintRastered(QPainter& painter, const std::vector<int>& context, const std::vector<int>& muted, const std::vector<int>& ranked);

    std::vector<ChartAxis> m_axes;
    // Per trial and axis (trial * axes + axis), from the layout: where the value is, where the line is.
    std::vector<double> m_units;
    std::vector<double> m_placed;
    std::vector<double> m_axisX;
    QRectF m_plot; // from the first axis to the last, from the top of the axes to their bottom
    std::map<int, Brush> m_brushes;
    int m_dragAxis = -1;
    double m_dragFrom = 0;
    bool m_dragMoved = false;
    QPointF m_pressAt;
    bool m_rastered = false;
    TrialLayers m_layers;
    int m_axesOfBrushes = -1; // the axis count the brushes were made for
};

} // namespace trainyard::ui
