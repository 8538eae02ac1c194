#pragma once

#include "trialchart.h"
#include "triallayers.h"

#include <vector>

namespace trainyard::ui {

// Every trial's intermediate values against the training step. Finished trials' curves sit in the
// cached base in the objective's colour (drawn with LineRaster past a few tens of thousands of segments,
// a curve longer than the plot is wide reduced to each pixel column's first, lowest, highest and last
// point); unfinished trials are drawn over them every frame, dashed and ending in an open marker, never
// with a final point; the current trial on top in the accent colour. The current and the hovered curve
// carry a label with their trial's id at their end.
class CurveChart : public TrialChart {
    Q_OBJECT

public:
    explicit CurveChart(QWidget* parent = nullptr);

    Mark markOf(int index) const override;
    // The layout as of the current series and size (computed first when it is not).
    const ChartAxis& xAxis() const
    {
        ensureLayout();
        return m_x;
    }
    const ChartAxis& yAxis() const
    {
        ensureLayout();
        return m_y;
    }
    QRectF plotArea() const
    {
        ensureLayout();
        return m_plot;
    }
    // The labels on the highlighted curves, "Trial 7": the current trial's, then the hovered one's.
    QStringList highlightLabels() const;
    // Whether the last base was drawn with LineRaster (for the benchmark).
    bool rastered() const { return m_rastered; }

protected:
    void layoutChart(const QRectF& area) override;
    bool keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const override;
    bool layoutReadsShown() const override { return false; }
    void paintBase(QPainter& painter) override;
    void paintOverlay(QPainter& painter) override;
    int hitTest(const QPointF& pos) const override;
    std::optional<QPointF> positionOf(int index) const override;

private:
    // A trial's curve in widget coordinates, scaled by `ratio` (device pixels for the raster).
    void curvePoints(int index, double ratio, std::vector<QPointF>& out) const;
    static ChartAxis stepAxis(const models::TrialSeries& series);
    static ChartAxis valueAxis(const models::TrialSeries& series);
    void paintCurve(QPainter& painter, int index, const QPen& pen) const;
    QString labelOf(int index) const;
    void paintLabel(QPainter& painter, int index, const QColor& color) const;

    ChartAxis m_x;
    ChartAxis m_y;
    QRectF m_plot;
    bool m_rastered = false;
    TrialLayers m_layers;
};

} // namespace trainyard::ui
