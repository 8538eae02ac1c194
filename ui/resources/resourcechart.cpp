#include "resourcechart.h"

#include "console/resourceformat.h"
#include "spanraster.h"
#include "ui/trials/chartaxis.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace trainyard::ui {

using models::ResourceHistory;
using models::ResourceMetric;

namespace {
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
}

ResourceChart::ResourceChart(const ResourceHistory* history, ResourceMetric metric, QWidget* parent)
    : QWidget(parent)
    , m_history(history)
    , m_metric(metric)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize ResourceChart::sizeHint() const { return { 600, 150 }; }
QSize ResourceChart::minimumSizeHint() const { return { 200, 70 + (m_timeLabels ? fontMetrics().height() : 0) }; }

void ResourceChart::invalidate()
{
    m_cacheValid = false;
    update();
}

void ResourceChart::setRange(double t0, double t1)
{
    if (t0 == m_t0 && t1 == m_t1)
        return;
    m_t0 = t0;
    m_t1 = t1;
    invalidate();
}

void ResourceChart::setSeriesStyle(std::vector<char> shown, std::vector<QColor> colors)
{
    m_shown = std::move(shown);
    m_colors = std::move(colors);
    invalidate();
}

void ResourceChart::setHoverTime(double t)
{
    if (t == m_hover || (std::isnan(t) && std::isnan(m_hover)))
        return;
    m_hover = t;
    update(); // the overlay only
}

void ResourceChart::setPlotMargins(int left, int right)
{
    m_left = left;
    m_right = right;
    invalidate();
}

void ResourceChart::setTimeLabels(bool on)
{
    m_timeLabels = on;
    updateGeometry();
    invalidate();
}

void ResourceChart::setLabelImages(bool on)
{
    m_labelImages = on;
    m_labels.clear();
    m_axesKey.clear();
    invalidate();
}

void ResourceChart::dataChanged() { invalidate(); }

bool ResourceChart::isShown(int series) const
{
    return static_cast<std::size_t>(series) >= m_shown.size() || m_shown[static_cast<std::size_t>(series)] != 0;
}

QRectF ResourceChart::plotRect() const
{
    const int line = fontMetrics().height();
    const double top = line + 4;
    const double bottom = m_timeLabels ? line + 6 : 4;
    return QRectF(m_left, top, std::max(1, width() - m_left - m_right), std::max(1.0, height() - top - bottom));
}

double ResourceChart::timeAt(double x) const
{
    const QRectF plot = plotRect();
    return m_t0 + (x - plot.left()) / plot.width() * (m_t1 - m_t0);
}

double ResourceChart::xOf(double t) const
{
    const QRectF plot = plotRect();
    return plot.left() + (t - m_t0) / (m_t1 - m_t0) * plot.width();
}

double ResourceChart::yOf(double value, const QRectF& plot) const
{
    return plot.bottom() - value / m_yMax * plot.height();
}

double ResourceChart::tolerance() const
{
    const double perPixel = (m_t1 - m_t0) / std::max(1.0, plotRect().width());
    return std::max(2 * m_history->info().intervalSeconds, 3 * perPixel);
}

double ResourceChart::computeYMax() const
{
    double max = 0;
    for (int i = 0; i < m_history->seriesCount(); ++i) {
        if (!isShown(i))
            continue;
        const auto [first, last] = m_history->indexRange(i, m_t0, m_t1);
        const auto range = m_history->extremes(i, m_metric, first, last);
        if (!range.empty())
            max = std::max(max, static_cast<double>(range.max));
    }
    const bool bytes = m_history->unit(m_metric) == ResourceHistory::Unit::Bytes;
    // Percentages are read against their whole: the axis shows 100 % even when the job uses less.
    return bytes ? std::max(max * 1.05, 1024.0 * 1024.0) : (max <= 100 ? 100.0 : max * 1.05);
}

void ResourceChart::paintBase()
{
    const double dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    if (m_cache.size() != pixels)
        m_cache = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
    m_cache.setDevicePixelRatio(dpr);
    const QPalette& pal = palette();

    const QRectF plot = plotRect();
    const bool bytes = m_history->unit(m_metric) == ResourceHistory::Unit::Bytes;
    const double raw = computeYMax();
    m_yScale = bytes ? ResourceFormat::byteScale(raw, &m_yUnit) : 1;
    const ChartAxis yAxis = ChartAxis::linear(0, raw / m_yScale, true);
    m_yMax = yAxis.max() * m_yScale;
    QString title = ResourceFormat::title(*m_history, m_metric);
    if (bytes)
        title += QStringLiteral(" (%1)").arg(m_yUnit);
    // Everything the axes layer is drawn from: when none of it changed, it is copied, not drawn.
    const QString key = QStringLiteral("%1x%2@%3|%4|%5|%6|%7|%8|%9|")
                            .arg(pixels.width())
                            .arg(pixels.height())
                            .arg(dpr)
                            .arg(pal.cacheKey())
                            .arg(font().key())
                            .arg(m_yMax, 0, 'g', 17)
                            .arg(m_t0, 0, 'g', 17)
                            .arg(m_t1, 0, 'g', 17)
                            .arg(m_timeLabels ? 1 : 0)
        + QStringLiteral("%1,%2,%3,%4|").arg(plot.left()).arg(plot.top()).arg(plot.width()).arg(plot.height()) + title;
    if (key == m_axesKey && m_axes.size() == pixels && m_axes.format() == m_cache.format()) {
        std::memcpy(m_cache.bits(), m_axes.constBits(), static_cast<std::size_t>(m_axes.sizeInBytes()));
        paintLinesAndFrame(plot, dpr);
        return;
    }
    m_cache.fill(pal.color(QPalette::Window));

    QPainter p(&m_cache);
    p.fillRect(plot, pal.color(QPalette::Base));
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.12f);
    QColor text = pal.color(QPalette::WindowText);
    QColor dim = text;
    dim.setAlphaF(0.7f);
    const QFontMetrics fm = fontMetrics();
    const QColor background = pal.color(QPalette::Window);

    // Labels come from images where the image would cover only the plain background: not the plot, not
    // another label (an image is opaque). Elsewhere, and on a translucent window, they are drawn as text.
    const QRect plotArea = QRectF(plot.topLeft() * dpr, plot.size() * dpr).toAlignedRect();
    std::vector<QRect> labelled;
    const auto label = [&](const QRectF& rect, int flags, const QString& caption, const QFont& f, const QString& fontKey, const QColor& pen) {
        const QRect foot = LabelImageCache::footprint(rect, dpr);
        bool clear = m_labelImages && background.alpha() == 255 && !foot.intersects(plotArea);
        for (const QRect& other : labelled)
            clear = clear && !foot.intersects(other);
        labelled.push_back(foot);
        if (clear) {
            m_labels.draw(p, rect, flags, caption, f, fontKey, pen, background, dpr);
        } else {
            p.setFont(f);
            p.setPen(pen);
            p.drawText(rect, flags, caption);
        }
    };

    // The title above the plot, left-aligned with it.
    QFont titleFont = font();
    titleFont.setBold(true);
    label(QRectF(plot.left(), 0, plot.width(), plot.top() - 2), Qt::AlignLeft | Qt::AlignBottom,
        QFontMetrics(titleFont).elidedText(title, Qt::ElideRight, static_cast<int>(plot.width())), titleFont, titleFont.key(), text);

    // Value ticks: a grid line and a label left of the plot.
    const QFont labelFont = font();
    const QString labelFontKey = labelFont.key();
    const int maxTicks = std::max(2, static_cast<int>(plot.height() / (fm.height() * 1.6)));
    for (const auto& tick : yAxis.ticks(maxTicks)) {
        const double y = yOf(tick.value * m_yScale, plot);
        p.setPen(QPen(grid, 0));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        label(QRectF(0, y - fm.height() / 2.0, plot.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
            bytes ? tick.label : tr("%1 %").arg(tick.label), labelFont, labelFontKey, dim);
    }
    // Time ticks: grid lines in every chart, labels under the lowest.
    for (const auto& tick : ResourceFormat::timeTicks(m_t0, m_t1, plot.width())) {
        const double x = xOf(tick.time);
        p.setPen(QPen(grid, 0));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (m_timeLabels) {
            const double w = fm.horizontalAdvance(tick.label) + 4;
            // As text: a time label slides with the range, so an image of it would not be used again.
            p.setFont(labelFont);
            p.setPen(dim);
            p.drawText(QRectF(x - w / 2, plot.bottom() + 3, w, fm.height()), Qt::AlignCenter, tick.label);
        }
    }
    p.end();
    // Into the same buffer when it fits: a moved range does this every frame, and a new buffer of a
    // chart's size is page faults on top of the copy.
    if (m_axes.size() == m_cache.size() && m_axes.format() == m_cache.format())
        std::memcpy(m_axes.bits(), m_cache.constBits(), static_cast<std::size_t>(m_cache.sizeInBytes()));
    else
        m_axes = m_cache.copy();
    m_axesKey = key;
    paintLinesAndFrame(plot, dpr);
}

void ResourceChart::paintLinesAndFrame(const QRectF& plot, double dpr)
{
    paintLines(m_cache, plot, dpr);

    QPainter p(&m_cache);
    QColor frame = palette().color(QPalette::Text);
    frame.setAlphaF(0.35f);
    p.setPen(QPen(frame, 0));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    m_cacheValid = true;
}

QRect ResourceChart::plotPixels(const QRectF& plot, double dpr) const
{
    return QRectF(plot.topLeft() * dpr, plot.size() * dpr).toAlignedRect().adjusted(1, 1, -1, -1);
}

int ResourceChart::plotColumns() const
{
    return plotPixels(plotRect(), devicePixelRatioF()).width();
}

void ResourceChart::paintLines(QImage& image, const QRectF& plot, double dpr)
{
    m_drawn.clear();
    const QRect clip = plotPixels(plot, dpr);
    if (clip.width() < 2 || clip.height() < 2 || !(m_t1 > m_t0))
        return;
    SpanRaster raster(image, clip);
    raster.setThickness(std::max(1, static_cast<int>(std::lround(1.5 * dpr))));
    const int columns = clip.width();
    const double span = m_t1 - m_t0;
    const double bottom = clip.bottom() - 1; // room for the line's thickness
    const double scaleY = (clip.height() - 2) / m_yMax;
    const auto yDev = [&](double v) { return bottom - v * scaleY; };
    const auto xDev = [&](double t) { return clip.left() + (t - m_t0) / span * columns; };
    // Samples further apart than this are a gap (a restart, an outage): the line breaks.
    const double gap = 5 * std::max(m_history->info().intervalSeconds, 1e-3);

    for (int i = 0; i < m_history->seriesCount(); ++i) {
        if (!isShown(i))
            continue;
        const auto& series = m_history->series(i);
        const auto& times = series.times;
        const auto& values = series.column(m_metric);
        const auto [first, last] = m_history->indexRange(i, m_t0, m_t1);
        const std::size_t from = first > 0 ? first - 1 : 0; // a line runs to the edge from the sample beyond it
        const std::size_t to = std::min(last + 1, times.size());
        if (from >= to)
            continue;
        raster.setColor(static_cast<std::size_t>(i) < m_colors.size() ? m_colors[static_cast<std::size_t>(i)] : palette().color(QPalette::Text));
        bool drew = false;
        if (last - first > static_cast<std::size_t>(2 * columns)) {
            // Dense: one min–max span per column, stretched to meet its neighbour so the line is unbroken.
            const auto index = static_cast<std::size_t>(i);
            if (m_shared && m_shared->t0 == m_t0 && m_shared->t1 == m_t1 && m_shared->columns == columns && index < m_shared->bounds.size()
                && !m_shared->bounds[index].empty())
                m_history->decimate(i, m_metric, m_shared->bounds[index], m_columns);
            else
                m_history->decimate(i, m_metric, m_t0, m_t1, columns, m_columns);
            bool previous = false;
            int prevTop = 0, prevBottom = 0;
            for (int c = 0; c < columns; ++c) {
                const auto& r = m_columns[static_cast<std::size_t>(c)];
                if (r.empty()) {
                    previous = false;
                    continue;
                }
                const int top = static_cast<int>(std::lround(yDev(static_cast<double>(r.max))));
                const int bot = static_cast<int>(std::lround(yDev(static_cast<double>(r.min))));
                int drawTop = top, drawBottom = bot;
                if (previous) {
                    drawTop = std::min(drawTop, prevBottom);
                    drawBottom = std::max(drawBottom, prevTop);
                }
                raster.column(clip.left() + c, drawTop, drawBottom);
                prevTop = top;
                prevBottom = bot;
                previous = true;
                drew = true;
            }
        } else {
            // Sparse: every sample, joined where none is missing.
            for (std::size_t k = from; k < to; ++k) {
                const float v = values[k];
                if (std::isnan(v))
                    continue;
                const bool joinNext = k + 1 < to && !std::isnan(values[k + 1]) && times[k + 1] - times[k] <= gap;
                const bool joinedPrev = k > from && !std::isnan(values[k - 1]) && times[k] - times[k - 1] <= gap;
                if (joinNext) {
                    raster.segment(xDev(times[k]), yDev(static_cast<double>(v)), xDev(times[k + 1]), yDev(static_cast<double>(values[k + 1])));
                    drew = drew || (times[k + 1] >= m_t0 && times[k] <= m_t1);
                } else if (!joinedPrev && times[k] >= m_t0 && times[k] <= m_t1) {
                    const int y = static_cast<int>(std::lround(yDev(static_cast<double>(v))));
                    raster.span(static_cast<int>(xDev(times[k])), y, y);
                    drew = true;
                }
            }
        }
        if (drew)
            m_drawn.push_back(i);
    }
    raster.finish();
}

QStringList ResourceChart::hoverLines() const
{
    QStringList lines;
    if (std::isnan(m_hover))
        return lines;
    lines << ResourceFormat::clock(m_hover);
    const double tol = tolerance();
    for (const int i : m_drawn) {
        if (const auto v = m_history->valueAt(i, m_metric, m_hover, tol))
            lines << tr("%1: %2").arg(m_history->series(i).label(), ResourceFormat::value(*m_history, m_metric, *v));
    }
    return lines;
}

void ResourceChart::paintOverlay(QPainter& p)
{
    if (std::isnan(m_hover) || m_hover < m_t0 || m_hover > m_t1)
        return;
    const QRectF plot = plotRect();
    const double x = xOf(m_hover);
    const QPalette& pal = palette();
    QColor line = pal.color(QPalette::Text);
    line.setAlphaF(0.55f);
    p.setPen(QPen(line, 1, Qt::DashLine));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));

    struct Entry {
        double value;
        int series;
    };
    std::vector<Entry> entries;
    const double tol = tolerance();
    p.setRenderHint(QPainter::Antialiasing);
    for (const int i : m_drawn) {
        if (const auto v = m_history->valueAt(i, m_metric, m_hover, tol)) {
            entries.push_back({ *v, i });
            const QColor c = static_cast<std::size_t>(i) < m_colors.size() ? m_colors[static_cast<std::size_t>(i)] : pal.color(QPalette::Text);
            p.setPen(QPen(pal.color(QPalette::Base), 1.5));
            p.setBrush(c);
            p.drawEllipse(QPointF(x, yOf(*v, plot)), 3.5, 3.5);
        }
    }
    if (!m_mouseInside)
        return;
    // The box: the time, then each series' value, highest first, as many as fit.
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.value > b.value; });
    const QFontMetrics fm = fontMetrics();
    const int lineHeight = fm.height();
    const int fit = std::max(1, static_cast<int>((height() - 8) / lineHeight) - 1);
    const std::size_t shown = std::min(entries.size(), static_cast<std::size_t>(entries.size() > static_cast<std::size_t>(fit) ? fit - 1 : fit));
    QStringList texts;
    texts << ResourceFormat::clock(m_hover);
    int widest = fm.horizontalAdvance(texts.front());
    for (std::size_t k = 0; k < shown; ++k) {
        const auto& e = entries[k];
        texts << tr("%1  %2").arg(ResourceFormat::value(*m_history, m_metric, e.value), m_history->series(e.series).label());
        widest = std::max(widest, fm.horizontalAdvance(texts.back()) + 14);
    }
    if (shown < entries.size()) {
        texts << tr("… %n more", nullptr, static_cast<int>(entries.size() - shown));
        widest = std::max(widest, fm.horizontalAdvance(texts.back()));
    }
    const double boxW = widest + 12;
    const double boxH = static_cast<double>(texts.size()) * lineHeight + 8;
    double left = x + 12;
    if (left + boxW > width())
        left = x - 12 - boxW;
    const QRectF box(std::max(0.0, left), std::clamp(plot.top() + 2, 0.0, std::max(0.0, height() - boxH)), boxW, boxH);
    QColor background = pal.color(QPalette::ToolTipBase);
    background.setAlphaF(0.94f);
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.setBrush(background);
    p.drawRoundedRect(box, 4, 4);
    p.setPen(pal.color(QPalette::ToolTipText));
    double y = box.top() + 4;
    p.drawText(QRectF(box.left() + 6, y, boxW - 12, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, texts.front());
    for (qsizetype k = 1; k < texts.size(); ++k) {
        y += lineHeight;
        double textLeft = box.left() + 6;
        if (static_cast<std::size_t>(k - 1) < shown) {
            const int series = entries[static_cast<std::size_t>(k - 1)].series;
            const QColor c = static_cast<std::size_t>(series) < m_colors.size() ? m_colors[static_cast<std::size_t>(series)] : pal.color(QPalette::Text);
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawRoundedRect(QRectF(textLeft, y + lineHeight / 2.0 - 4, 8, 8), 2, 2);
            textLeft += 14;
            p.setPen(pal.color(QPalette::ToolTipText));
        }
        p.drawText(QRectF(textLeft, y, boxW - (textLeft - box.left()) - 6, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, texts[k]);
    }
}

bool ResourceChart::needsBase() const
{
    return !m_cacheValid || m_cache.devicePixelRatio() != devicePixelRatioF();
}

void ResourceChart::paintEvent(QPaintEvent*)
{
    if (needsBase() && m_renderStale)
        m_renderStale();
    if (needsBase())
        paintBase();
    QPainter p(this);
    p.drawImage(0, 0, m_cache);
    paintOverlay(p);
}

void ResourceChart::resizeEvent(QResizeEvent*) { m_cacheValid = false; }

void ResourceChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        invalidate();
    QWidget::changeEvent(event);
}

void ResourceChart::mouseMoveEvent(QMouseEvent* event)
{
    m_mouseInside = true;
    const double x = event->position().x();
    if (m_dragging) {
        const double dx = x - m_dragX;
        m_dragX = x;
        if (dx != 0)
            emit panRequested(-dx / plotRect().width() * (m_t1 - m_t0));
        return;
    }
    const QRectF plot = plotRect();
    emit hovered(x >= plot.left() && x <= plot.right() ? timeAt(x) : nan);
}

void ResourceChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_dragX = event->position().x();
    setCursor(Qt::ClosedHandCursor);
}

void ResourceChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = false;
    unsetCursor();
}

void ResourceChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        emit fitRequested();
}

void ResourceChart::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    emit zoomRequested(timeAt(event->position().x()), std::pow(0.8, steps));
    event->accept();
}

void ResourceChart::leaveEvent(QEvent*)
{
    m_mouseInside = false;
    m_dragging = false;
    emit hovered(nan);
}

} // namespace trainyard::ui
