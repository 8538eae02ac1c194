#pragma once

#include "chartaxis.h"
#include "objectiveramp.h"

#include "models/trialseries.h"

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace trainyard::ui {

// What the trial charts share: the study they draw (an immutable TrialSeries shared with the table),
// the current trial (highlighted in every chart), the trials the brushes leave shown, hover tooltips
// and clicks, the palette's colours and the objective ramp.
//
// Painting is in two layers so that a hover or a selection costs one blit and a few lines: the base
// (axes and every trial that does not change with the selection) is drawn into a cached image of the
// widget's device pixels, rebuilt only when the data, the filter, the size or the palette change; the
// overlay (the current and hovered trial, the trials still running) is drawn over it every frame.
class TrialChart : public QWidget {
    Q_OBJECT

public:
    // How a chart draws a trial: a final value, a provisional one (not finished: an open marker or a
    // dashed curve, never a final point), a failure mark, or not at all.
    enum class Mark { None, Final, Provisional, Failed };

    explicit TrialChart(QWidget* parent = nullptr);

    void setSeries(std::shared_ptr<const models::TrialSeries> series);
    const models::TrialSeries& series() const { return *m_series; }
    const std::shared_ptr<const models::TrialSeries>& sharedSeries() const { return m_series; }
    // The trial every chart highlights (index in series().trials); -1 for none.
    void setCurrentTrial(int index);
    int currentTrial() const { return m_current; }
    // The trials to draw (a non-zero entry per index); null draws all. Trials beyond its end are drawn.
    void setShown(std::shared_ptr<const std::vector<char>> shown);
    bool isShown(int index) const;
    int hoveredTrial() const { return m_hover; }

    // The trial drawn nearest to `pos` (widget coordinates) within a few pixels; -1 when none.
    int trialAt(const QPointF& pos) const;
    // Where the chart draws a trial's value (its marker, its curve's last point); nullopt when it does not.
    std::optional<QPointF> trialPosition(int index) const;
    virtual Mark markOf(int index) const = 0;
    bool cacheValid() const { return m_cacheValid; }

signals:
    void trialClicked(int index);

protected:
    // The plot area and axes for the widget's rectangle; called before any painting or hit test after a change.
    virtual void layoutChart(const QRectF& area) = 0;
    // Into the cached image: axes and the trials that do not change with the selection.
    virtual void paintBase(QPainter& painter) = 0;
    // Every frame, over the cache: the current and hovered trial, unfinished trials.
    virtual void paintOverlay(QPainter& painter) = 0;
    virtual int hitTest(const QPointF& pos) const = 0;
    virtual std::optional<QPointF> positionOf(int index) const = 0;
    virtual QString toolTipFor(int index) const;
    // After setSeries(), before the repaint.
    virtual void seriesChanged() { }
    // Whether layoutChart() reads isShown(), so that setShown() must lay the chart out again.
    virtual bool layoutReadsShown() const { return true; }
    // Whether the cached base drawn for `before` is still right for series() (now `after`): a live
    // update that only moved unfinished trials along keeps it, and costs an overlay.
    virtual bool keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const;

    // The base must be drawn again (data, filter, size, palette); repaints.
    void invalidate();
    void ensureLayout() const;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

    // --- for subclasses ---------------------------------------------------------------------------
    const ObjectiveRamp& ramp() const;
    QColor textColor(double alpha = 1.0) const;
    QColor accentColor() const; // the palette's highlight: the current trial, the best-so-far line
    QColor failedColor() const;
    double devicePixelRatioOfCache() const { return m_cache.devicePixelRatio(); }
    // Changes when setSeries() takes a series that does not keep the base (keepsBase()): what a chart
    // keeps of its lines between redraws (TrialLayers) is for the series of one generation.
    std::uint64_t seriesGeneration() const { return m_seriesGeneration; }
    // Trials past this many segments are drawn with LineRaster instead of QPainter.
    static constexpr std::size_t painterSegmentLimit = 30'000;
    // ... and past this many lines that each cross the whole plot (a parallel-coordinates line, a
    // curve of a trial with no objective): Qt 6.4's raster engine strokes an antialiased, translucent
    // 1.4 px polyline across a 900 px plot in 0.5–2 ms (2,000 of them took 3.9 s on this 2-core
    // machine, issue 22), so a base of 2,000 trials took seconds; LineRaster counts a million
    // segments in about 30 ms. At 100 lines QPainter still takes 40–115 ms on a busy machine (the
    // few lines of a small study keep their own colours); past it LineRaster takes 5–8 ms.
    static constexpr std::size_t painterLineLimit = 100;

    // A plot area with a y axis on the left and an x axis below, sized to their labels and titles.
    QRectF cartesianPlot(const QRectF& area, const ChartAxis& x, const ChartAxis& y) const;
    void paintCartesianAxes(QPainter& painter, const QRectF& plot, const ChartAxis& x, const ChartAxis& y, const QString& xTitle,
        const QString& yTitle) const;
    static bool sameRange(const ChartAxis& a, const ChartAxis& b) { return a.kind() == b.kind() && a.min() == b.min() && a.max() == b.max(); }
    static QPointF place(const QRectF& plot, const ChartAxis& x, const ChartAxis& y, double vx, double vy)
    {
        return { plot.left() + x.toUnit(vx) * plot.width(), plot.bottom() - y.toUnit(vy) * plot.height() };
    }
    // A point marker: filled for a final value, open for a provisional one.
    void paintMarker(QPainter& painter, QPointF at, const QColor& color, bool open, double radius) const;
    void paintFailedMark(QPainter& painter, QPointF at, double radius) const;
    void paintRing(QPainter& painter, QPointF at, const QColor& color, double radius, double width) const;
    // Multi-line tooltip text for a trial: id, state, objective (or latest), parameters.
    QString describeTrial(int index) const;

private:
    std::shared_ptr<const models::TrialSeries> m_series;
    std::shared_ptr<const std::vector<char>> m_shown;
    int m_current = -1;
    int m_hover = -1;
    QImage m_cache;
    bool m_cacheValid = false;
    std::uint64_t m_seriesGeneration = 0;
    mutable bool m_layoutValid = false;
    mutable std::optional<ObjectiveRamp> m_ramp;
    QPointF m_pressPos;
    bool m_pressed = false;
};

} // namespace trainyard::ui
