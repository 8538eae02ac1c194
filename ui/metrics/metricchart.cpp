#include "metricchart.h"

#include "ui/replicapalette.h"
#include "ui/trials/lineraster.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace trainyard::ui {

namespace {
    // Past this many runs in one chart the faint raw lines are counted per pixel, not stroked.
    constexpr std::size_t rasterRuns = 40;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();

    // The line's points from `xs`/`ys` through `toX`/`toY` (pixels), split where a value is missing (NaN,
    // ±inf, ≤ 0 on a log axis); with `reduce`, each pixel column keeps its first, lowest, highest and
    // last point, which draws the same pixels as every point would.
    template <typename ToX, typename ToY, typename Emit>
    void tracePolylines(const std::vector<double>& xs, const std::vector<double>& ys, double left, double right, bool reduce, ToX toX,
        ToY toY, Emit out)
    {
        std::vector<QPointF> run;
        const auto flush = [&] {
            if (!run.empty())
                out(run);
            run.clear();
        };
        long column = std::numeric_limits<long>::min();
        QPointF low, high, last;
        std::size_t lowAt = 0, highAt = 0;
        std::size_t count = 0; // points in the current column; its first is in `run` already
        const auto closeColumn = [&] {
            if (count > 1) {
                run.push_back(lowAt <= highAt ? low : high);
                run.push_back(lowAt <= highAt ? high : low);
                run.push_back(last);
            }
            count = 0;
        };
        const std::size_t n = std::min(xs.size(), ys.size());
        for (std::size_t i = 0; i < n; ++i) {
            const double px = toX(xs[i]), py = toY(ys[i]);
            if (!std::isfinite(px) || !std::isfinite(py)) {
                closeColumn();
                flush();
                continue;
            }
            // Far outside the plot on either side: only the nearest point beyond each edge matters.
            if (px < left - 2 && i + 1 < n && toX(xs[i + 1]) < left - 2)
                continue;
            if (px > right + 2 && i > 0 && toX(xs[i - 1]) > right + 2)
                break;
            const QPointF p(px, py);
            if (!reduce) {
                run.push_back(p);
                continue;
            }
            const auto c = static_cast<long>(std::floor(px));
            if (c != column || count == 0) {
                closeColumn();
                column = c;
                run.push_back(p);
                low = high = last = p;
                lowAt = highAt = i;
                count = 1;
                continue;
            }
            if (p.y() < low.y()) {
                low = p;
                lowAt = i;
            }
            if (p.y() > high.y()) {
                high = p;
                highAt = i;
            }
            last = p;
            ++count;
        }
        closeColumn();
        flush();
    }

    QString durationText(double seconds)
    {
        const QLocale locale;
        const double a = std::abs(seconds);
        const auto number = [&](double value) { return locale.toString(value, 'g', 3); };
        if (a < 120)
            return QCoreApplication::translate("trainyard::ui::MetricChart", "%1 s").arg(number(seconds));
        if (a < 2 * 3600)
            return QCoreApplication::translate("trainyard::ui::MetricChart", "%1 min").arg(number(seconds / 60));
        if (a < 2 * 86400)
            return QCoreApplication::translate("trainyard::ui::MetricChart", "%1 h").arg(number(seconds / 3600));
        return QCoreApplication::translate("trainyard::ui::MetricChart", "%1 d").arg(number(seconds / 86400));
    }
} // namespace

MetricChart::MetricChart(const models::ScalarSet* set, QString tag, QWidget* parent)
    : QWidget(parent)
    , m_set(set)
    , m_tag(std::move(tag))
{
    setObjectName(QStringLiteral("metricChart"));
    setAccessibleName(tr("Chart of %1").arg(m_tag));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFixedHeight(250);
}

void MetricChart::setOptions(const MetricChartOptions& options)
{
    if (options == m_options)
        return;
    m_options = options;
    if (options.x != m_preparedOptions.x)
        m_zoom.reset(); // steps and seconds do not translate
    m_cacheValid = false;
    update();
}

bool MetricChart::dataChanged()
{
    if (m_set->revision(m_tag) == m_preparedRevision)
        return false;
    if (m_cacheValid && isVisible() && !visibleRegion().isEmpty()) {
        m_stale = true;
        return true;
    }
    m_cacheValid = false;
    update(); // painted only if visible: a chart scrolled away costs nothing until it is shown
    return false;
}

void MetricChart::redrawBase()
{
    m_stale = false;
    m_cacheValid = false;
    repaint();
}

QColor MetricChart::runColor(int runIndex) const { return ReplicaPalette::replica(runIndex, palette()); }

void MetricChart::prepare() const
{
    const std::uint64_t revision = m_set->revision(m_tag);
    const bool sameData = m_prepared && revision == m_preparedRevision && m_preparedOptions.x == m_options.x
        && m_preparedOptions.smoothing == m_options.smoothing && m_preparedDetail == m_detailRevision;
    if (sameData && m_preparedOptions.logY == m_options.logY && m_preparedZoom == m_zoom && m_preparedSize == size())
        return;
    if (!sameData) {
        m_lines.clear();
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        std::vector<const models::ScalarLine*> lines = m_set->linesOf(m_tag);
        m_merged.clear();
        if (m_detail && m_options.x == MetricChartOptions::XAxis::Step) {
            m_merged.reserve(lines.size()); // Prepared keeps pointers into it
            for (const models::ScalarLine*& line : lines) {
                const auto detail = std::find_if(m_detail->lines.begin(), m_detail->lines.end(), [&](const auto& d) { return d.run == line->run; });
                if (detail == m_detail->lines.end())
                    continue;
                models::ScalarLine merged = *line;
                merged.steps.clear();
                merged.wallTimes.clear();
                merged.values.clear();
                const auto take = [&merged](const models::ScalarLine& from, std::size_t i) {
                    merged.steps.push_back(from.steps[i]);
                    merged.wallTimes.push_back(i < from.wallTimes.size() ? from.wallTimes[i] : nan);
                    merged.values.push_back(from.values[i]);
                };
                for (std::size_t i = 0; i < line->steps.size(); ++i)
                    if (line->steps[i] < m_detail->from)
                        take(*line, i);
                for (std::size_t i = 0; i < detail->steps.size(); ++i)
                    take(*detail, i);
                for (std::size_t i = 0; i < line->steps.size(); ++i)
                    if (line->steps[i] > m_detail->to)
                        take(*line, i);
                m_merged.push_back(std::move(merged));
                line = &m_merged.back();
            }
        }
        for (const auto* line : lines) {
            Prepared p;
            p.line = line;
            if (m_options.x == MetricChartOptions::XAxis::Step) {
                p.x = line->steps;
            } else {
                p.x = line->wallTimes;
                if (m_options.x == MetricChartOptions::XAxis::Relative) {
                    const auto first = std::find_if(p.x.begin(), p.x.end(), [](double t) { return std::isfinite(t); });
                    const double t0 = first == p.x.end() ? nan : *first;
                    for (double& t : p.x)
                        t -= t0;
                }
            }
            for (double x : p.x) {
                if (std::isfinite(x)) {
                    lo = std::min(lo, x);
                    hi = std::max(hi, x);
                }
            }
            p.smoothed = m_options.smoothing > 0 ? models::smoothEma(line->values, m_options.smoothing) : line->values;
            m_lines.push_back(std::move(p));
        }
        m_fullX = lo <= hi ? std::pair { lo, hi } : std::pair { 0.0, 1.0 };
    }
    const auto [x0, x1] = m_zoom.value_or(m_fullX);
    m_xAxis = ChartAxis::linear(x0, x1, false);
    // y: the extent of the raw values within the x range shown (positive ones on a log axis).
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const auto& p : m_lines) {
        const auto& values = p.line->values;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const double v = values[i];
            if (!std::isfinite(v) || (m_options.logY && v <= 0) || !(p.x[i] >= x0 && p.x[i] <= x1))
                continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    if (lo > hi)
        lo = hi = nan;
    m_yAxis = m_options.logY && lo > 0 ? ChartAxis::logarithmic(lo, hi) : ChartAxis::linear(lo, hi);

    const QFontMetricsF metrics(font());
    double labelWidth = 0;
    for (const auto& tick : m_yAxis.ticks(6))
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(tick.label));
    const QRectF area(0, 0, width(), height());
    m_plot = area.adjusted(labelWidth + 12, metrics.height() + 12, -14, -(metrics.height() * 2 + 12));
    m_preparedRevision = revision;
    m_preparedDetail = m_detailRevision;
    m_preparedOptions = m_options;
    m_preparedZoom = m_zoom;
    m_preparedSize = size();
    m_prepared = true;
}

QRectF MetricChart::plotArea() const
{
    prepare();
    return m_plot;
}

std::pair<double, double> MetricChart::xRange() const
{
    prepare();
    return { m_xAxis.min(), m_xAxis.max() };
}

QString MetricChart::xTitle() const
{
    switch (m_options.x) {
    case MetricChartOptions::XAxis::Step:
        return tr("Step");
    case MetricChartOptions::XAxis::Relative:
        return tr("Relative time");
    case MetricChartOptions::XAxis::Wall:
        return tr("Wall time");
    }
    return {};
}

QString MetricChart::formatX(double x) const
{
    switch (m_options.x) {
    case MetricChartOptions::XAxis::Step:
        return QLocale().toString(static_cast<qlonglong>(std::llround(x)));
    case MetricChartOptions::XAxis::Relative:
        return durationText(x);
    case MetricChartOptions::XAxis::Wall: {
        const auto time = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(x * 1000));
        const bool days = m_xAxis.max() - m_xAxis.min() > 86400;
        return QLocale().toString(time, days ? QStringLiteral("MMM d HH:mm") : QStringLiteral("HH:mm:ss"));
    }
    }
    return {};
}

void MetricChart::paintAxes(QPainter& painter) const
{
    const QFontMetricsF metrics(font());
    QColor text = palette().color(QPalette::Text);
    const auto alpha = [&](double a) {
        QColor c = text;
        c.setAlphaF(static_cast<float>(a));
        return c;
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    // The tag as the title, top left.
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(alpha(0.9));
    painter.drawText(QRectF(m_plot.left(), 2, m_plot.width(), metrics.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(bold).elidedText(m_tag, Qt::ElideMiddle, m_plot.width()));
    painter.setFont(font());

    const int yCount = std::max(2, static_cast<int>(m_plot.height() / (metrics.height() * 2.2)));
    for (const auto& tick : m_yAxis.ticks(yCount)) {
        const double at = m_plot.bottom() - m_yAxis.toUnit(tick.value) * m_plot.height();
        if (at < m_plot.top() - 0.5 || at > m_plot.bottom() + 0.5)
            continue;
        painter.setPen(QPen(alpha(0.10), 0));
        painter.drawLine(QPointF(m_plot.left(), at), QPointF(m_plot.right(), at));
        painter.setPen(alpha(0.72));
        painter.drawText(QRectF(0, at - metrics.height() / 2, m_plot.left() - 6, metrics.height()), Qt::AlignRight | Qt::AlignVCenter,
            tick.label);
    }
    const double widest = metrics.horizontalAdvance(formatX(m_xAxis.max())) + metrics.height() * 2;
    const int xCount = std::max(2, static_cast<int>(m_plot.width() / std::max(widest, 40.0)));
    for (const auto& tick : m_xAxis.ticks(xCount)) {
        const double at = m_plot.left() + m_xAxis.toUnit(tick.value) * m_plot.width();
        if (at < m_plot.left() - 0.5 || at > m_plot.right() + 0.5)
            continue;
        painter.setPen(QPen(alpha(0.10), 0));
        painter.drawLine(QPointF(at, m_plot.top()), QPointF(at, m_plot.bottom()));
        painter.setPen(alpha(0.72));
        const QString label = formatX(tick.value);
        const double w = metrics.horizontalAdvance(label) + 4;
        painter.drawText(QRectF(at - w / 2, m_plot.bottom() + 4, w, metrics.height()), Qt::AlignCenter, label);
    }
    painter.setPen(QPen(alpha(0.45), 0));
    painter.drawLine(m_plot.bottomLeft(), m_plot.bottomRight());
    painter.drawLine(m_plot.bottomLeft(), m_plot.topLeft());
    painter.setPen(alpha(0.72));
    painter.drawText(QRectF(m_plot.left(), m_plot.bottom() + 6 + metrics.height(), m_plot.width(), metrics.height() + 4), Qt::AlignCenter,
        xTitle() + (m_zoom ? tr(" (zoomed: double-click to fit)") : QString()));
    painter.restore();
}

void MetricChart::paintLines(QPainter& painter, double ratio, bool reduce)
{
    const double left = m_plot.left() * ratio, width = m_plot.width() * ratio;
    const double bottom = m_plot.bottom() * ratio, height = m_plot.height() * ratio;
    const auto toX = [&](double x) { return left + m_xAxis.toUnit(x) * width; };
    const auto toY = [&](double y) { return bottom - m_yAxis.toUnit(y) * height; };
    const bool smoothing = m_options.smoothing > 0;
    painter.save();
    painter.setClipRect(m_plot.adjusted(-1, -1, 1, 1));

    // The raw lines: faint behind the smoothed ones, or the lines themselves without smoothing. Many runs
    // (a tuning job's trials) make a thicket no colour can tell apart: their faint lines are counted per
    // pixel in one raster, the text's colour denser where more lines cross.
    m_rastered = reduce && smoothing && m_lines.size() > rasterRuns;
    if (m_rastered) {
        const QSize pixels = (QSizeF(size()) * ratio).toSize();
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        LineRaster raster(pixels);
        for (const auto& p : m_lines)
            tracePolylines(p.x, p.line->values, left, left + width, true, toX, toY,
                [&](const std::vector<QPointF>& run) { raster.addPolyline(run.data(), run.size(), 0); });
        std::array<QRgb, 256> lut;
        lut.fill(palette().color(QPalette::Text).rgb());
        raster.composeOnto(image, lut, 0.15, 0.5);
        image.setDevicePixelRatio(ratio);
        painter.drawImage(QPointF(0, 0), image);
    }
    painter.scale(1 / ratio, 1 / ratio);
    painter.setRenderHint(QPainter::Antialiasing);
    // Lines one device pixel wide: QPainter strokes those on its fast path; a wider pen goes through the
    // general stroker at about ten times the cost (20 lines of 2,000 points: docs/benchmarks.md).
    const double lineWidth = std::max(1.0, std::floor(ratio));
    for (const auto& p : m_lines) {
        QColor color = runColor(p.line->runIndex);
        if (smoothing && !m_rastered) {
            QColor faint = color;
            faint.setAlphaF(0.28f);
            painter.setPen(QPen(faint, lineWidth));
            tracePolylines(p.x, p.line->values, left, left + width, reduce, toX, toY, [&](const std::vector<QPointF>& run) {
                run.size() == 1 ? painter.drawPoint(run.front()) : painter.drawPolyline(run.data(), static_cast<int>(run.size()));
            });
        }
        painter.setPen(QPen(color, lineWidth));
        tracePolylines(p.x, p.smoothed, left, left + width, reduce, toX, toY, [&](const std::vector<QPointF>& run) {
            run.size() == 1 ? painter.drawPoint(run.front()) : painter.drawPolyline(run.data(), static_cast<int>(run.size()));
        });
    }
    painter.restore();
}

void MetricChart::paintBase(QPainter& painter, double ratio)
{
    prepare();
    painter.fillRect(rect(), palette().color(QPalette::Base));
    paintAxes(painter);
    if (m_lines.empty())
        return;
    paintLines(painter, ratio, true);
}

void MetricChart::paintUncached(QPainter& painter)
{
    prepare();
    painter.fillRect(rect(), palette().color(QPalette::Base));
    paintAxes(painter);
    paintLines(painter, 1.0, false);
    paintOverlay(painter);
}

void MetricChart::paintEvent(QPaintEvent*)
{
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    // A stale base still shown (its redraw waits for its turn) goes with the lines it was drawn from:
    // the overlay is painted from the same preparation, and the new lines are prepared with the redraw.
    const bool keepStale = m_stale && m_cacheValid && m_cache.size() == pixels && m_cache.devicePixelRatio() == ratio;
    if (!keepStale)
        prepare();
    if (!m_cacheValid || m_cache.size() != pixels || m_cache.devicePixelRatio() != ratio) {
        m_cache = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        m_cache.setDevicePixelRatio(ratio);
        QPainter base(&m_cache);
        paintBase(base, ratio);
        m_cacheValid = true;
        m_stale = false;
        ++m_basePaints;
    }
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), m_cache);
    paintOverlay(painter);
}

long MetricChart::nearest(const std::vector<double>& xs, double x)
{
    if (xs.empty())
        return -1;
    // x grows along a line (steps, times); where it does not (a restarted run) the search still lands on a neighbour.
    const auto after = std::lower_bound(xs.begin(), xs.end(), x);
    if (after == xs.begin())
        return 0;
    if (after == xs.end())
        return static_cast<long>(xs.size()) - 1;
    const auto k = after - xs.begin();
    return std::abs(xs[static_cast<std::size_t>(k)] - x) < std::abs(xs[static_cast<std::size_t>(k - 1)] - x) ? k : k - 1;
}

void MetricChart::paintOverlay(QPainter& painter)
{
    if (!std::isfinite(m_hoverX) || m_lines.empty())
        return;
    const double at = m_plot.left() + m_xAxis.toUnit(m_hoverX) * m_plot.width();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor line = palette().color(QPalette::Text);
    line.setAlphaF(0.4f);
    painter.setPen(QPen(line, 1, Qt::DashLine));
    painter.drawLine(QPointF(at, m_plot.top()), QPointF(at, m_plot.bottom()));
    for (const auto& p : m_lines) {
        const long i = nearest(p.x, m_hoverX);
        if (i < 0 || !std::isfinite(p.x[static_cast<std::size_t>(i)]))
            continue;
        const double y = p.smoothed[static_cast<std::size_t>(i)];
        const double py = m_plot.bottom() - m_yAxis.toUnit(y) * m_plot.height();
        const double px = m_plot.left() + m_xAxis.toUnit(p.x[static_cast<std::size_t>(i)]) * m_plot.width();
        if (!std::isfinite(py) || !m_plot.adjusted(-1, -1, 1, 1).contains(QPointF(px, py)))
            continue;
        painter.setPen(QPen(palette().color(QPalette::Base), 1.5));
        painter.setBrush(runColor(p.line->runIndex));
        painter.drawEllipse(QPointF(px, py), 3.5, 3.5);
    }
    painter.restore();
}

QString MetricChart::hoverText() const
{
    if (!std::isfinite(m_hoverX))
        return {};
    prepare();
    const QLocale locale;
    QStringList rows;
    rows << QStringLiteral("<b>%1</b> · %2 %3").arg(m_tag.toHtmlEscaped(), xTitle(), formatX(m_hoverX));
    for (const auto& p : m_lines) {
        const long i = nearest(p.x, m_hoverX);
        if (i < 0 || !std::isfinite(p.x[static_cast<std::size_t>(i)]))
            continue;
        const auto k = static_cast<std::size_t>(i);
        const QString value = locale.toString(p.smoothed[k], 'g', 5);
        QString row = QStringLiteral("<span style=\"color:%1\">■</span> %2: %3")
                          .arg(runColor(p.line->runIndex).name(), p.line->run.toHtmlEscaped(), value);
        if (m_options.smoothing > 0)
            row += tr(" (raw %1)").arg(locale.toString(p.line->values[k], 'g', 5));
        if (m_options.x != MetricChartOptions::XAxis::Step)
            row += tr(" at step %1").arg(locale.toString(static_cast<qlonglong>(p.line->steps[k])));
        rows << row;
    }
    return rows.join(QStringLiteral("<br>"));
}

} // namespace trainyard::ui
