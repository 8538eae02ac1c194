#pragma once

#include "trialchart.h"

#include <QImage>

#include <vector>

namespace trainyard::ui {

// A chart of one point per trial against the objective: the final value of each finished trial as a
// filled marker in the objective's colour, the latest value of each unfinished one as an open marker
// (never a final point), each failed trial as a cross on the bottom edge. Subclasses say what x is.
class PointChart : public TrialChart {
    Q_OBJECT

public:
    using TrialChart::TrialChart;

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

protected:
    // The x axis for the current series, and a trial's x (NaN: not drawn).
    virtual ChartAxis makeXAxis() const = 0;
    virtual double xOf(int index) const = 0;
    virtual QString xTitle() const = 0;
    // Drawn into the cache between the axes and the markers (the best-so-far line).
    virtual void paintBehindMarkers(QPainter&) { }

    void layoutChart(const QRectF& area) override;
    bool keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const override;
    void paintBase(QPainter& painter) override;
    void paintOverlay(QPainter& painter) override;
    int hitTest(const QPointF& pos) const override;
    std::optional<QPointF> positionOf(int index) const override;

    double markerRadius() const;

private:
    const QImage& sprite(int shade) const;
    static ChartAxis objectiveAxis(const models::TrialSeries& series); // a filled marker in the ramp's colour, at the cache's pixel ratio

    ChartAxis m_x;
    ChartAxis m_y;
    QRectF m_plot;
    std::vector<QPointF> m_points; // per trial: where its marker is; NaN when it has none
    mutable std::vector<QImage> m_sprites; // by shade bucket, made on first use after a layout
};

} // namespace trainyard::ui
