#pragma once

#include "models/scalarset.h"
#include "ui/trials/chartaxis.h"

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace trainyard::ui {

// How every chart of the Metrics tab draws: what the x axis counts, how much the lines are smoothed
// (TensorBoard's weight, 0 to 0.99) and whether the values are on a log scale.
struct MetricChartOptions {
    enum class XAxis { Step, Relative, Wall };
    XAxis x = XAxis::Step;
    double smoothing = 0.6;
    bool logY = false;
    friend bool operator==(const MetricChartOptions&, const MetricChartOptions&) = default;
};

// One tag's lines, one per run in the run's colour (the Logs tab's replica colours by run index), the
// smoothed line over the raw one drawn faint. Painted by hand: the axes and lines go to a cached image
// redrawn only when the tag's lines, the options, the zoom, the size or the palette change; hovering
// draws a crosshair and the runs' values at that x over the cache. A line longer than the plot is wide
// is reduced to each pixel column's first, lowest, highest and last point, and with more than 40 runs
// the faint raw lines are counted per pixel (LineRaster) rather than stroked.
//
// The wheel zooms the x axis around the pointer, dragging pans it, a double click fits it again.
class MetricChart : public QWidget {
    Q_OBJECT

public:
    MetricChart(const models::ScalarSet* set, QString tag, QWidget* parent = nullptr);

    const QString& tag() const { return m_tag; }
    void setOptions(const MetricChartOptions& options);
    const MetricChartOptions& options() const { return m_options; }
    // The set's lines of this tag may have changed. A chart out of view, or without a base yet, is
    // redrawn when next shown; one in view keeps showing its base until redrawBase(), and says so by
    // returning true, so that its view can spread the redraws of many charts over several frames.
    bool dataChanged();
    // Draws the base again now from the current lines (after dataChanged() returned true).
    void redrawBase();
    bool baseStale() const { return m_stale; }

    // The x range shown, in the axis's units (steps, seconds since the first point, seconds since the epoch).
    std::pair<double, double> xRange() const;
    bool isZoomed() const { return m_zoom.has_value(); }
    void zoomX(double anchor, double factor); // factor < 1 zooms in, keeping `anchor` where it is
    void panX(double amount); // in the axis's units
    void resetZoom();

    // Hover at a widget position (NaN x: none), and what it shows: the x, then each run's smoothed
    // value (and raw value) at its nearest point.
    void setHoverAt(QPointF pos);
    void clearHover();
    QString hoverText() const;
    double hoverX() const { return m_hoverX; }

    // Zoom detail: the backend sends long lines reduced to their extremes per bucket (maxPoints), so a
    // chart zoomed into a few buckets would show few points. When zoomed on the step axis over lines
    // that were reduced, wantsDetail() says so, the view asks the backend for the steps shown at full
    // detail, and setDetail() splices those points into the lines between `from` and `to` (each run's
    // points outside that range are kept). resetZoom() drops the detail.
    bool wantsDetail() const;
    void setDetail(double from, double to, std::vector<models::ScalarLine> lines);
    bool hasDetail() const { return m_detail.has_value(); }
    // Points of every line within the x range shown (tests).
    std::size_t pointsInView() const;

    QRectF plotArea() const;
    int basePaints() const { return m_basePaints; } // how often the cached base was drawn (tests, benchmark)
    bool rastered() const { return m_rastered; }
    // Draws the chart without its cache, every line with every point through QPainter (the benchmark's baseline).
    void paintUncached(QPainter& painter);

    QSize sizeHint() const override { return { 420, 250 }; }
    QSize minimumSizeHint() const override { return { 260, 200 }; }

signals:
    void zoomChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    // One run's line in the axis's units: x (NaN where it has none), raw and smoothed values.
    struct Prepared {
        const models::ScalarLine* line = nullptr;
        std::vector<double> x;
        std::vector<double> smoothed;
    };
    void prepare() const; // the lines, their x and smoothing, the axes and plot; cheap when nothing changed
    void paintBase(QPainter& painter, double ratio);
    void paintAxes(QPainter& painter) const;
    void paintLines(QPainter& painter, double ratio, bool reduce);
    void paintOverlay(QPainter& painter);
    QString formatX(double x) const;
    QString xTitle() const;
    QColor runColor(int runIndex) const;
    // Index of the point nearest `x` in a prepared line, or -1.
    static long nearest(const std::vector<double>& xs, double x);

    const models::ScalarSet* m_set;
    QString m_tag;
    MetricChartOptions m_options;
    std::optional<std::pair<double, double>> m_zoom;
    struct Detail {
        double from = 0, to = 0;
        std::vector<models::ScalarLine> lines; // by run, full detail within [from, to]
        bool reduced = false; // the range itself had more points than asked for
    };
    std::optional<Detail> m_detail;
    std::uint64_t m_detailRevision = 0; // bumped by setDetail() and resetZoom()
    mutable std::vector<models::ScalarLine> m_merged; // the set's lines with the detail spliced in (prepare())
    mutable std::uint64_t m_preparedDetail = 0;

    // prepare()'s results, keyed by what they depend on.
    mutable std::vector<Prepared> m_lines;
    mutable std::uint64_t m_preparedRevision = std::numeric_limits<std::uint64_t>::max();
    mutable MetricChartOptions m_preparedOptions;
    mutable std::optional<std::pair<double, double>> m_preparedZoom;
    mutable QSize m_preparedSize;
    mutable bool m_prepared = false;
    mutable ChartAxis m_xAxis;
    mutable ChartAxis m_yAxis;
    mutable QRectF m_plot;
    mutable std::pair<double, double> m_fullX { 0, 1 };

    QImage m_cache;
    bool m_cacheValid = false;
    bool m_stale = false; // the base shows older lines than the set has (see dataChanged())
    int m_basePaints = 0;
    bool m_rastered = false;
    double m_hoverX = std::numeric_limits<double>::quiet_NaN();
    std::optional<QPointF> m_dragFrom;
};

} // namespace trainyard::ui
