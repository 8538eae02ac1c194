#pragma once

#include "labelimagecache.h"
#include "models/resourcehistory.h"

#include <QColor>
#include <QImage>
#include <QWidget>

#include <functional>
#include <limits>
#include <vector>

namespace trainyard::ui {

// One metric of the Resources tab over time: a line per (trial, replica) in its colour, a y axis on the
// left, the shared time range across. The Resources view stacks four and keeps them in step: the same
// range, margins, hidden series and hover time; the chart reports the mouse (hover, wheel, drag,
// double-click) as times for the view to apply to all of them.
//
// Painting is in two layers: the axes and the lines go into a cached image, rebuilt when the data, the
// range, the series shown, the size or the palette change; the crosshair and the hover box are drawn
// over it every frame. Lines are decimated to one min–max span per pixel column through the history's
// pyramid and filled as spans (SpanRaster), so a frame costs about the columns drawn, whatever the
// samples behind them (a day of 16 replicas: docs/benchmarks.md, "Resources chart").
class ResourceChart : public QWidget {
    Q_OBJECT

public:
    ResourceChart(const models::ResourceHistory* history, models::ResourceMetric metric, QWidget* parent = nullptr);

    models::ResourceMetric metric() const { return m_metric; }
    void setRange(double t0, double t1);
    double rangeStart() const { return m_t0; }
    double rangeEnd() const { return m_t1; }
    // Which series to draw (a non-zero entry per index; series past its end are drawn) and their colours.
    void setSeriesStyle(std::vector<char> shown, std::vector<QColor> colors);
    void setHoverTime(double t); // NaN: none
    double hoverTime() const { return m_hover; }
    void setPlotMargins(int left, int right);
    void setTimeLabels(bool on); // the time axis's labels under the plot (the lowest chart)
    // Labels copied from cached images (the default) or drawn as text each time: for the tests and the
    // benchmark, which compare the two.
    void setLabelImages(bool on);
    // The history changed: draw again.
    void dataChanged();

    // Where the plot is, in widget coordinates; the time at an x and the x of a time.
    QRectF plotRect() const;
    double timeAt(double x) const;
    double xOf(double t) const;
    // What the last base paint drew, for tests: the series indices with a line in view.
    const std::vector<int>& drawnSeries() const { return m_drawn; }
    double axisMax() const { return m_yMax; }
    // The hover box's lines: the time, then each drawn series' value at the hover time.
    QStringList hoverLines() const;

    // Which samples fall in each pixel column, per series, for one range and width: the same for all four
    // charts (they differ only in the metric), so the view finds them once for all.
    struct SharedColumns {
        double t0 = 0;
        double t1 = 0;
        int columns = 0;
        std::vector<std::vector<std::size_t>> bounds; // per series; empty where the series is drawn sample by sample
    };
    // The pixel columns the plot's lines are decimated to.
    int plotColumns() const;
    // Used by the next base paint where it matches the chart's range and width (nullptr: none).
    void setSharedColumns(const SharedColumns* shared) { m_shared = shared; }

    // The cached base (axes and lines) is out of date: the next paint draws it again.
    bool needsBase() const;
    // Draws the base now. Touches nothing but this chart's own cache and reads the history, so the view
    // may run it on a worker thread while the GUI thread draws another chart's base and waits.
    void renderBase() { paintBase(); }
    // Called by paintEvent when the base is stale, before drawing it alone: the view draws every stale
    // chart's base at once, on two threads (each base of a day of 16 replicas is several milliseconds).
    void setBaseRenderer(std::function<void()> renderStale) { m_renderStale = std::move(renderStale); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void hovered(double t); // NaN when the mouse left
    void zoomRequested(double anchor, double factor); // factor < 1 zooms in
    void panRequested(double seconds); // move the range by this much
    void fitRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void invalidate();
    void paintBase();
    void paintLines(QImage& image, const QRectF& plot, double dpr);
    void paintLinesAndFrame(const QRectF& plot, double dpr);
    QRect plotPixels(const QRectF& plot, double dpr) const; // where lines may be drawn, in device pixels
    void paintOverlay(QPainter& painter);
    double computeYMax() const;
    double yOf(double value, const QRectF& plot) const;
    bool isShown(int series) const;
    double tolerance() const; // how far from a sample the hover still reads its value

    const models::ResourceHistory* m_history;
    models::ResourceMetric m_metric;
    double m_t0 = 0;
    double m_t1 = 1;
    double m_hover = std::numeric_limits<double>::quiet_NaN();
    double m_yMax = 100;
    double m_yScale = 1; // bytes: the power of 1024 the axis is labelled in
    QString m_yUnit;
    std::vector<char> m_shown;
    std::vector<QColor> m_colors;
    std::vector<int> m_drawn;
    std::vector<models::ResourceHistory::Range> m_columns; // scratch, kept to avoid allocating per frame
    int m_left = 64;
    int m_right = 12;
    bool m_timeLabels = false;
    bool m_mouseInside = false;
    bool m_dragging = false;
    double m_dragX = 0;
    QImage m_cache;
    bool m_cacheValid = false;
    // The base without its lines and frame (background, title, grid, tick labels) and what it was drawn
    // for: new data in the same range and scale only draws the lines again over a copy of it.
    QImage m_axes;
    QString m_axesKey;
    // The title and tick labels as images: a moved range draws the axes anew, mostly the same labels.
    LabelImageCache m_labels;
    bool m_labelImages = true;
    std::function<void()> m_renderStale;
    const SharedColumns* m_shared = nullptr;
};

} // namespace trainyard::ui
