#include "metricchart.h"

// What the user does to a chart: hover, zoom (with its detail from the backend), pan, and the events
// that carry them. Drawing is metricchart.cpp's.

#include <QEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace trainyard::ui {

namespace {
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
} // namespace

void MetricChart::setHoverAt(QPointF pos)
{
    prepare();
    const double before = m_hoverX;
    if (m_plot.width() <= 0 || pos.x() < m_plot.left() || pos.x() > m_plot.right())
        m_hoverX = nan;
    else
        m_hoverX = m_xAxis.fromUnit((pos.x() - m_plot.left()) / m_plot.width());
    if (!(std::isnan(before) && std::isnan(m_hoverX)))
        update();
}

void MetricChart::clearHover()
{
    if (std::isnan(m_hoverX))
        return;
    m_hoverX = nan;
    update();
}

void MetricChart::zoomX(double anchor, double factor)
{
    const auto [x0, x1] = xRange();
    double a = anchor - (anchor - x0) * factor, b = anchor + (x1 - anchor) * factor;
    const auto [f0, f1] = m_fullX;
    if (b - a >= f1 - f0) {
        resetZoom();
        return;
    }
    const double minimum = m_options.x == MetricChartOptions::XAxis::Step ? 2.0 : 1e-3;
    if (b - a < minimum)
        return;
    m_zoom = std::pair { a, b };
    m_cacheValid = false;
    update();
    emit zoomChanged();
}

void MetricChart::panX(double amount)
{
    const auto [x0, x1] = xRange();
    m_zoom = std::pair { x0 + amount, x1 + amount };
    m_cacheValid = false;
    update();
    emit zoomChanged();
}

std::size_t MetricChart::pointsInView() const
{
    prepare();
    const auto [x0, x1] = m_zoom.value_or(m_fullX);
    std::size_t n = 0;
    for (const auto& p : m_lines)
        n += static_cast<std::size_t>(std::count_if(p.x.begin(), p.x.end(), [x0, x1](double x) { return x >= x0 && x <= x1; }));
    return n;
}

bool MetricChart::wantsDetail() const
{
    if (!m_zoom || m_options.x != MetricChartOptions::XAxis::Step)
        return false;
    if (m_detail && m_detail->from <= m_zoom->first && m_detail->to >= m_zoom->second)
        return m_detail->reduced && (m_zoom->second - m_zoom->first) * 4 < m_detail->to - m_detail->from;
    const auto lines = m_set->linesOf(m_tag);
    return std::any_of(lines.begin(), lines.end(), [](const models::ScalarLine* line) { return line->reduced; });
}

void MetricChart::setDetail(double from, double to, std::vector<models::ScalarLine> lines)
{
    const bool reduced = std::any_of(lines.begin(), lines.end(), [](const models::ScalarLine& l) { return l.reduced; });
    m_detail = Detail { from, to, std::move(lines), reduced };
    ++m_detailRevision;
    m_cacheValid = false;
    update();
}

void MetricChart::resetZoom()
{
    if (!m_zoom)
        return;
    m_zoom.reset();
    m_detail.reset();
    ++m_detailRevision;
    m_cacheValid = false;
    update();
    emit zoomChanged();
}

void MetricChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_cacheValid = false;
}

void MetricChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        m_prepared = false;
        m_cacheValid = false;
    }
    QWidget::changeEvent(event);
}

void MetricChart::wheelEvent(QWheelEvent* event)
{
    prepare();
    const QPointF pos = event->position();
    if (m_plot.width() <= 0 || event->angleDelta().y() == 0) {
        event->ignore(); // the scroll area scrolls
        return;
    }
    const double anchor = m_xAxis.fromUnit(std::clamp((pos.x() - m_plot.left()) / m_plot.width(), 0.0, 1.0));
    zoomX(anchor, std::pow(0.85, event->angleDelta().y() / 120.0));
    event->accept();
}

void MetricChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && plotArea().contains(event->position()))
        m_dragFrom = event->position();
    QWidget::mousePressEvent(event);
}

void MetricChart::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragFrom && (event->buttons() & Qt::LeftButton)) {
        const double dx = event->position().x() - m_dragFrom->x();
        m_dragFrom = event->position();
        const auto [x0, x1] = xRange();
        if (m_plot.width() > 0 && dx != 0)
            panX(-dx / m_plot.width() * (x1 - x0));
        return;
    }
    setHoverAt(event->position());
    const QString text = hoverText();
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint() + QPoint(16, 16), text, this);
}

void MetricChart::mouseReleaseEvent(QMouseEvent* event)
{
    m_dragFrom.reset();
    QWidget::mouseReleaseEvent(event);
}

void MetricChart::mouseDoubleClickEvent(QMouseEvent*) { resetZoom(); }

void MetricChart::leaveEvent(QEvent* event)
{
    clearHover();
    QWidget::leaveEvent(event);
}

} // namespace trainyard::ui
