#include "trialchart.h"

#include "models/jobformat.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr double clickSlop = 4.0; // pixels a press may move and still be a click
}

TrialChart::TrialChart(QWidget* parent)
    : QWidget(parent)
    , m_series(std::make_shared<models::TrialSeries>())
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(240, 180);
    setBackgroundRole(QPalette::Base);
}

void TrialChart::setSeries(std::shared_ptr<const models::TrialSeries> series)
{
    const std::shared_ptr<const models::TrialSeries> before = m_series;
    m_series = series ? std::move(series) : std::make_shared<models::TrialSeries>();
    if (m_current >= static_cast<int>(m_series->trials.size()))
        m_current = -1;
    m_hover = -1;
    seriesChanged();
    if (m_cacheValid && m_layoutValid && keepsBase(*before, *m_series)) {
        m_layoutValid = false; // the overlay's positions move; the axes, checked by keepsBase, do not
        update();
        return;
    }
    ++m_seriesGeneration;
    invalidate();
}

bool TrialChart::keepsBase(const models::TrialSeries&, const models::TrialSeries&) const
{
    return false;
}

void TrialChart::setCurrentTrial(int index)
{
    if (index >= static_cast<int>(m_series->trials.size()))
        index = -1;
    if (index == m_current)
        return;
    m_current = index;
    update(); // the overlay only
}

void TrialChart::setShown(std::shared_ptr<const std::vector<char>> shown)
{
    m_shown = std::move(shown);
    if (!layoutReadsShown()) {
        m_cacheValid = false; // the layout holds: a brush step need not place 10,000 trials again
        update();
        return;
    }
    invalidate();
}

bool TrialChart::isShown(int index) const
{
    return !m_shown || index < 0 || static_cast<std::size_t>(index) >= m_shown->size() || (*m_shown)[static_cast<std::size_t>(index)] != 0;
}

int TrialChart::trialAt(const QPointF& pos) const
{
    ensureLayout();
    return hitTest(pos);
}

std::optional<QPointF> TrialChart::trialPosition(int index) const
{
    ensureLayout();
    if (index < 0 || index >= static_cast<int>(m_series->trials.size()))
        return std::nullopt;
    return positionOf(index);
}

void TrialChart::invalidate()
{
    m_cacheValid = false;
    m_layoutValid = false;
    update();
}

void TrialChart::ensureLayout() const
{
    if (m_layoutValid)
        return;
    m_layoutValid = true;
    // Layout is derived state, computed on first need (a hit test may come before the first paint).
    const_cast<TrialChart*>(this)->layoutChart(QRectF(rect()));
}

void TrialChart::paintEvent(QPaintEvent*)
{
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    ensureLayout(); // the overlay's positions, after a live update that kept the base
    if (!m_cacheValid || m_cache.size() != pixels || m_cache.devicePixelRatio() != ratio) {
        // The same size: the image is kept, as fresh memory costs page faults (4 ms for 900 × 450 on the
        // 2-core VM of docs/benchmarks.md, a quarter of a frame).
        if (m_cache.size() != pixels)
            m_cache = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        m_cache.setDevicePixelRatio(ratio);
        m_cache.fill(palette().color(QPalette::Base));
        QPainter base(&m_cache);
        paintBase(base);
        m_cacheValid = true;
    }
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), m_cache);
    paintOverlay(painter);
}

void TrialChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    invalidate();
}

void TrialChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        m_ramp.reset();
        invalidate();
    }
    QWidget::changeEvent(event);
}

bool TrialChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int index = trialAt(help->pos());
        if (index >= 0)
            QToolTip::showText(help->globalPos(), toolTipFor(index), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void TrialChart::mouseMoveEvent(QMouseEvent* event)
{
    const int index = trialAt(event->position());
    if (index != m_hover) {
        m_hover = index;
        setCursor(index >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void TrialChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = true;
        m_pressPos = event->position();
    }
    QWidget::mousePressEvent(event);
}

void TrialChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_pressed) {
        m_pressed = false;
        const QPointF moved = event->position() - m_pressPos;
        if (std::abs(moved.x()) <= clickSlop && std::abs(moved.y()) <= clickSlop) {
            const int index = trialAt(event->position());
            if (index >= 0)
                emit trialClicked(index);
        }
    }
    QWidget::mouseReleaseEvent(event);
}

void TrialChart::leaveEvent(QEvent* event)
{
    if (m_hover >= 0) {
        m_hover = -1;
        update();
    }
    QWidget::leaveEvent(event);
}

const ObjectiveRamp& TrialChart::ramp() const
{
    if (!m_ramp)
        m_ramp.emplace(palette());
    return *m_ramp;
}

QColor TrialChart::textColor(double alpha) const
{
    QColor color = palette().color(QPalette::Text);
    color.setAlphaF(static_cast<float>(alpha));
    return color;
}

QColor TrialChart::accentColor() const
{
    return palette().color(QPalette::Highlight);
}

QColor TrialChart::failedColor() const
{
    return models::stateColor(spec::State::Failed); // the console's colour for failures, in every view
}

QRectF TrialChart::cartesianPlot(const QRectF& area, const ChartAxis& x, const ChartAxis& y) const
{
    const QFontMetricsF metrics(font());
    double labelWidth = 0;
    for (const auto& tick : y.ticks(8))
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(tick.label));
    double lastHalf = 0;
    const auto xTicks = x.ticks(8);
    if (!xTicks.empty())
        lastHalf = metrics.horizontalAdvance(xTicks.back().label) / 2;
    const double left = metrics.height() + 6 + labelWidth + 6;
    const double bottom = metrics.height() + 6 + metrics.height() + 6;
    const double top = metrics.height() / 2 + 6;
    const double right = std::max(14.0, lastHalf + 4);
    return area.adjusted(left, top, -right, -bottom);
}

void TrialChart::paintCartesianAxes(QPainter& painter, const QRectF& plot, const ChartAxis& x, const ChartAxis& y, const QString& xTitle,
    const QString& yTitle) const
{
    const QFontMetricsF metrics(font());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QColor grid = textColor(0.10);
    const QColor labels = textColor(0.72);

    // y: gridlines and labels at as many ticks as fit two line heights apart.
    const int yCount = std::max(2, static_cast<int>(plot.height() / (metrics.height() * 2.2)));
    for (const auto& tick : y.ticks(yCount)) {
        const double at = plot.bottom() - y.toUnit(tick.value) * plot.height();
        if (at < plot.top() - 0.5 || at > plot.bottom() + 0.5)
            continue;
        painter.setPen(QPen(grid, 0));
        painter.drawLine(QPointF(plot.left(), at), QPointF(plot.right(), at));
        painter.setPen(labels);
        const QRectF box(0, at - metrics.height() / 2, plot.left() - 6, metrics.height());
        painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, tick.label);
    }
    // x: labels as many as fit side by side with room between them.
    double widest = 0;
    for (const auto& tick : x.ticks(12))
        widest = std::max(widest, metrics.horizontalAdvance(tick.label));
    const int xCount = std::max(2, static_cast<int>(plot.width() / (widest + metrics.height() * 1.5)));
    for (const auto& tick : x.ticks(xCount)) {
        const double at = plot.left() + x.toUnit(tick.value) * plot.width();
        if (at < plot.left() - 0.5 || at > plot.right() + 0.5)
            continue;
        painter.setPen(QPen(grid, 0));
        painter.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()));
        painter.setPen(labels);
        const double width = metrics.horizontalAdvance(tick.label) + 4;
        painter.drawText(QRectF(at - width / 2, plot.bottom() + 4, width, metrics.height()), Qt::AlignCenter, tick.label);
    }
    painter.setPen(QPen(textColor(0.45), 0));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());

    // Titles: x centred below, y rotated along the left edge.
    painter.setPen(labels);
    painter.drawText(QRectF(plot.left(), plot.bottom() + 6 + metrics.height(), plot.width(), metrics.height() + 4), Qt::AlignCenter,
        metrics.elidedText(xTitle, Qt::ElideRight, plot.width()));
    painter.translate(2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), metrics.height()), Qt::AlignCenter,
        metrics.elidedText(yTitle, Qt::ElideRight, plot.height()));
    painter.restore();
}

void TrialChart::paintMarker(QPainter& painter, QPointF at, const QColor& color, bool open, double radius) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (open) {
        painter.setPen(QPen(color, 1.6));
        painter.setBrush(palette().color(QPalette::Base));
    } else {
        painter.setPen(QPen(color.darker(ramp().dark() ? 100 : 130), 1.0));
        painter.setBrush(color);
    }
    painter.drawEllipse(at, radius, radius);
    painter.restore();
}

void TrialChart::paintFailedMark(QPainter& painter, QPointF at, double radius) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(failedColor(), 1.6));
    painter.drawLine(at + QPointF(-radius, -radius), at + QPointF(radius, radius));
    painter.drawLine(at + QPointF(-radius, radius), at + QPointF(radius, -radius));
    painter.restore();
}

void TrialChart::paintRing(QPainter& painter, QPointF at, const QColor& color, double radius, double width) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color, width));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(at, radius, radius);
    painter.restore();
}

QString TrialChart::toolTipFor(int index) const
{
    return describeTrial(index);
}

QString TrialChart::describeTrial(int index) const
{
    const auto& trial = m_series->trials[static_cast<std::size_t>(index)];
    QStringList lines;
    QString head = tr("Trial %1").arg(trial.idText);
    if (!trial.state.wire().empty())
        head += QStringLiteral(" · ") + models::stateLabel(trial.state);
    if (trial.stoppedEarly)
        head += QStringLiteral(" · ") + tr("stopped early");
    if (index == m_series->best)
        head += QStringLiteral(" · ") + tr("best");
    lines << head;
    if (trial.hasObjective())
        lines << tr("%1 %2").arg(m_series->metricTag, models::formatMetricValue(trial.objective));
    else if (trial.unfinished && !std::isnan(trial.latest))
        lines << tr("%1 %2 at step %3 (not finished)").arg(m_series->metricTag, models::formatMetricValue(trial.latest), QLocale().toString(trial.steps.back(), 'f', 0));
    else if (trial.failed)
        lines << tr("failed: no final value");
    for (std::size_t i = 0; i < m_series->parameters.size(); ++i) {
        if (!trial.paramText[i].isEmpty())
            lines << QStringLiteral("%1 = %2").arg(m_series->parameters[i].name, trial.paramText[i]);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace trainyard::ui
