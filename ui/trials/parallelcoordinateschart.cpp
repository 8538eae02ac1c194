#include "parallelcoordinateschart.h"


#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr double axisReach = 9.0; // pixels either side of an axis where a press starts a brush
    constexpr double hitDistance = 4.0;
    constexpr double dragThreshold = 3.0;
    constexpr double brushWidth = 12.0;
} // namespace

ParallelCoordinatesChart::ParallelCoordinatesChart(QWidget* parent)
    : TrialChart(parent)
{
    setObjectName(QStringLiteral("parallelCoordinatesChart"));
    setAccessibleName(tr("Parallel coordinates"));
    setFocusPolicy(Qt::ClickFocus);
    setToolTip({}); // per trial, from event()
}

int ParallelCoordinatesChart::axisCount() const
{
    return static_cast<int>(series().parameters.size()) + 1;
}

QString ParallelCoordinatesChart::axisTitle(int axis) const
{
    const auto& parameters = series().parameters;
    if (axis >= 0 && axis < static_cast<int>(parameters.size()))
        return parameters[static_cast<std::size_t>(axis)].name;
    return series().metricTag;
}

const ChartAxis& ParallelCoordinatesChart::axis(int axis) const
{
    ensureLayout();
    return m_axes[static_cast<std::size_t>(std::clamp(axis, 0, axisCount() - 1))];
}

QPointF ParallelCoordinatesChart::axisPoint(int axis, double value) const
{
    ensureLayout();
    const auto k = static_cast<std::size_t>(std::clamp(axis, 0, axisCount() - 1));
    return { m_axisX[k], m_plot.bottom() - m_axes[k].toUnit(value) * m_plot.height() };
}

double ParallelCoordinatesChart::valueOn(int trial, int axis) const
{
    const auto& record = series().trials[static_cast<std::size_t>(trial)];
    if (axis < static_cast<int>(record.params.size()))
        return record.params[static_cast<std::size_t>(axis)];
    return record.objective;
}

double ParallelCoordinatesChart::unitOn(int trial, int axis) const
{
    return m_units[static_cast<std::size_t>(trial) * m_axes.size() + static_cast<std::size_t>(axis)];
}

double ParallelCoordinatesChart::placedUnitOn(int trial, int axis) const
{
    return m_placed[static_cast<std::size_t>(trial) * m_axes.size() + static_cast<std::size_t>(axis)];
}

double ParallelCoordinatesChart::unitAtY(double y) const
{
    return std::clamp((m_plot.bottom() - y) / std::max(1.0, m_plot.height()), 0.0, 1.0);
}

ParallelCoordinatesChart::Mark ParallelCoordinatesChart::markOf(int index) const
{
    if (index < 0 || index >= static_cast<int>(series().trials.size()))
        return Mark::None;
    const auto& trial = series().trials[static_cast<std::size_t>(index)];
    if (trial.hasObjective())
        return Mark::Final;
    if (trial.unfinished)
        return Mark::Provisional;
    return Mark::Failed; // ended without a final value: a line that stops before the objective axis
}

void ParallelCoordinatesChart::seriesChanged()
{
    // Brushes hold through live updates of the same study; another study's axes are not the same.
    if (axisCount() != m_axesOfBrushes && !m_brushes.empty()) {
        m_brushes.clear();
        emit brushesChanged();
    }
    m_axesOfBrushes = axisCount();
}

std::vector<ChartAxis> ParallelCoordinatesChart::axesFor(const models::TrialSeries& series)
{
    std::vector<ChartAxis> axes;
    for (const auto& p : series.parameters) {
        if (p.categorical)
            axes.push_back(ChartAxis::categorical(p.categories));
        else if (p.logScale)
            axes.push_back(ChartAxis::logarithmic(p.min, p.max));
        else
            axes.push_back(ChartAxis::linear(p.min, p.max));
    }
    axes.push_back(ChartAxis::linear(series.objectiveMin, series.objectiveMax));
    return axes;
}

bool ParallelCoordinatesChart::keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const
{
    // Unfinished trials' lines are in the base, but only their parameters are drawn, and
    // sameEndedTrials() holds those too.
    if (!after.sameEndedTrials(before))
        return false;
    const auto axes = axesFor(after);
    return std::equal(axes.begin(), axes.end(), m_axes.begin(), m_axes.end(), sameRange);
}

void ParallelCoordinatesChart::layoutChart(const QRectF& area)
{
    m_axes = axesFor(series());

    const QFontMetricsF metrics(font());
    double firstLabels = 0;
    for (const auto& tick : m_axes.front().ticks(8))
        firstLabels = std::max(firstLabels, metrics.horizontalAdvance(tick.label));
    const double left = std::min(area.width() / 4, firstLabels + 12);
    const double right = std::max(24.0, metrics.horizontalAdvance(axisTitle(axisCount() - 1)) / 2 + 6);
    m_plot = QRectF(area.left() + left, area.top() + metrics.height() + 14, area.width() - left - right,
        area.height() - metrics.height() - 14 - metrics.height() / 2 - 10);
    // Every trial's place on every axis, once per layout: painting, hit tests and brushes read these.
    const std::size_t trials = series().trials.size(), axes = m_axes.size();
    m_units.assign(trials * axes, 0.0);
    m_placed.assign(trials * axes, 0.0);
    for (std::size_t t = 0; t < trials; ++t) {
        for (std::size_t k = 0; k < axes; ++k) {
            const double value = valueOn(static_cast<int>(t), static_cast<int>(k));
            const double unit = m_axes[k].toUnit(value);
            m_units[t * axes + k] = unit;
            const bool spread = m_axes[k].kind() == ChartAxis::Kind::Categorical && !std::isnan(value);
            m_placed[t * axes + k] = spread ? m_axes[k].toUnit(value + ChartAxis::spread(static_cast<int>(t)) * 0.5) : unit;
        }
    }
    m_axisX.clear();
    const int n = axisCount();
    for (int k = 0; k < n; ++k)
        m_axisX.push_back(n == 1 ? m_plot.center().x() : m_plot.left() + m_plot.width() * k / (n - 1));
}

void ParallelCoordinatesChart::trialPoints(int trial, double ratio, std::vector<QPointF>& out) const
{
    out.resize(m_axes.size());
    for (std::size_t k = 0; k < m_axes.size(); ++k) {
        const double u = placedUnitOn(trial, static_cast<int>(k));
        out[k] = QPointF(m_axisX[k] * ratio, std::isfinite(u) ? (m_plot.bottom() - u * m_plot.height()) * ratio : std::nan(""));
    }
}

void ParallelCoordinatesChart::paintTrial(QPainter& painter, int trial, const QPen& pen) const
{
    std::vector<QPointF> points;
    trialPoints(trial, 1.0, points);
    painter.setPen(pen);
    // Runs of axes with values, each one polyline; a missing value breaks the line.
    std::size_t start = 0;
    while (start < points.size()) {
        while (start < points.size() && std::isnan(points[start].y()))
            ++start;
        std::size_t end = start;
        while (end < points.size() && !std::isnan(points[end].y()))
            ++end;
        if (end - start >= 2)
            painter.drawPolyline(points.data() + start, static_cast<int>(end - start));
        start = end;
    }
}

void ParallelCoordinatesChart::paintBase(QPainter& painter)
{
    const auto& trials = series().trials;
    std::vector<int> context, muted, ranked;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        if (!isShown(index))
            context.push_back(index);
        else if (trials[i].hasObjective())
            ranked.push_back(index);
        else
            muted.push_back(index);
    }
    // The best line last, over the others.
    if (const auto best = std::find(ranked.begin(), ranked.end(), series().best); best != ranked.end())
        std::rotate(best, best + 1, ranked.end());
    const std::size_t segments = trials.size() * m_axes.size();
    m_rastered = segments > painterSegmentLimit || trials.size() > painterLineLimit;
    if (!m_rastered)
        m_layers.clear();
    painter.save();
    if (!m_rastered) {
        painter.setRenderHint(QPainter::Antialiasing);
        for (int index : context)
            paintTrial(painter, index, QPen(textColor(0.10), 1.0));
        for (int index : muted)
            paintTrial(painter, index, QPen(ramp().unranked(), 1.2, Qt::DashLine));
        for (int index : ranked) {
            QColor color = ramp().color(series().rank(trials[static_cast<std::size_t>(index)].objective));
            color.setAlphaF(0.75f);
            paintTrial(painter, index, QPen(color, 1.4));
        }
    } else {
        paintRastered(painter, context, muted, ranked);
    }
    painter.restore();
    paintAxes(painter); // over the lines, so that their labels stay readable
}

void ParallelCoordinatesChart::paintRastered(QPainter& painter, const std::vector<int>& context, const std::vector<int>& muted, const std::vector<int>& ranked)
{
    const double ratio = devicePixelRatioOfCache();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    // Layers, composed in this order: 0 the context (outside the brushes), 1 the muted, 2 the ranked.
    // Kept between redraws (TrialLayers): a brush step draws only the lines it moves between them.
    std::vector<TrialLayers::Placement> placements(series().trials.size());
    for (int index : context)
        placements[static_cast<std::size_t>(index)] = { 0, 0 };
    for (int index : muted)
        placements[static_cast<std::size_t>(index)] = { 1, 0 };
    for (int index : ranked)
        placements[static_cast<std::size_t>(index)] = { 2, ObjectiveRamp::shade(series().rank(series().trials[static_cast<std::size_t>(index)].objective)) };
    // What places the lines: the series (while setSeries() kept the base), the size, the plot, the axes.
    std::vector<double> key { static_cast<double>(seriesGeneration()), ratio, m_plot.left(), m_plot.top(), m_plot.width(), m_plot.height() };
    key.insert(key.end(), m_axisX.begin(), m_axisX.end());
    for (const auto& a : m_axes)
        key.insert(key.end(), { static_cast<double>(a.kind()), a.min(), a.max() });
    m_layers.update(key, pixels, 3, std::move(placements), m_axes.size(), [this, ratio](int trial, int shade, int weight, LineRaster& into) {
        thread_local std::vector<QPointF> points;
        trialPoints(trial, ratio, points);
        for (std::size_t a = 1; a < points.size(); ++a) {
            if (!std::isnan(points[a - 1].y()) && !std::isnan(points[a].y()))
                into.add(points[a - 1], points[a], shade, weight);
        }
    });
    QImage& image = m_layers.canvas();
    std::array<QRgb, 256> plain;
    plain.fill(textColor().rgb());
    if (m_layers.trialsIn(0) > 0)
        m_layers.layer(0).composeOnto(image, plain, 0.04, 0.35);
    if (m_layers.trialsIn(1) > 0)
        m_layers.layer(1).composeOnto(image, plain, 0.2, 0.6);
    if (m_layers.trialsIn(2) > 0)
        m_layers.layer(2).composeOnto(image, ramp().table(), 0.25);
    image.setDevicePixelRatio(ratio);
    painter.drawImage(QPointF(0, 0), image);
}

void ParallelCoordinatesChart::paintAxes(QPainter& painter) const
{
    const QFontMetricsF metrics(font());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    const QFontMetricsF smallMetrics(small);
    QColor backdrop = palette().color(QPalette::Base);
    backdrop.setAlphaF(0.8f);
    const double spacing = m_axisX.size() > 1 ? m_axisX[1] - m_axisX[0] : m_plot.width();
    const int tickCount = std::max(2, static_cast<int>(m_plot.height() / (smallMetrics.height() * 2.2)));
    painter.save();
    for (std::size_t k = 0; k < m_axes.size(); ++k) {
        const double x = m_axisX[k];
        painter.setPen(QPen(textColor(0.55), 1.0));
        painter.drawLine(QPointF(x, m_plot.top()), QPointF(x, m_plot.bottom()));
        // Title above, as wide as the room between axes allows, kept inside the widget.
        const double titleWidth = std::max(40.0, spacing - 8);
        QRectF title(x - titleWidth / 2, m_plot.top() - metrics.height() - 10, titleWidth, metrics.height() + 4);
        if (title.right() > width() - 2)
            title.moveRight(width() - 2);
        if (title.left() < 2)
            title.moveLeft(2);
        QString text = axisTitle(static_cast<int>(k));
        if (m_axes[k].kind() == ChartAxis::Kind::Log)
            text += tr(" (log)");
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.setPen(textColor(0.9));
        painter.drawText(title, Qt::AlignCenter, QFontMetricsF(bold).elidedText(text, Qt::ElideRight, title.width()));
        // Tick labels left of the axis on a backdrop, so that lines under them do not hide them.
        painter.setFont(small);
        for (const auto& tick : m_axes[k].ticks(tickCount)) {
            const double y = m_plot.bottom() - m_axes[k].toUnit(tick.value) * m_plot.height();
            if (y < m_plot.top() - 0.5 || y > m_plot.bottom() + 0.5)
                continue;
            const QString label = smallMetrics.elidedText(tick.label, Qt::ElideRight, std::max(30.0, spacing * 0.45));
            const double w = smallMetrics.horizontalAdvance(label) + 4;
            const QRectF box(x - 4 - w, y - smallMetrics.height() / 2, w, smallMetrics.height());
            painter.fillRect(box, backdrop);
            painter.setPen(textColor(0.75));
            painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, label);
            painter.setPen(QPen(textColor(0.55), 1.0));
            painter.drawLine(QPointF(x - 3, y), QPointF(x, y));
        }
    }
    painter.restore();
}

void ParallelCoordinatesChart::paintOverlay(QPainter& painter)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (const int hover = hoveredTrial(); hover >= 0 && hover != currentTrial())
        paintTrial(painter, hover, QPen(textColor(0.85), 2.0));
    if (const int current = currentTrial(); current >= 0) {
        paintTrial(painter, current, QPen(accentColor(), 2.6));
        std::vector<QPointF> points;
        trialPoints(current, 1.0, points);
        for (const QPointF& p : points) {
            if (!std::isnan(p.y()))
                paintMarker(painter, p, accentColor(), false, 3.0);
        }
    }
    // Brushes: a band along their axis.
    QColor fill = accentColor();
    fill.setAlphaF(0.28f);
    for (const auto& [k, brush] : m_brushes) {
        const double x = m_axisX[static_cast<std::size_t>(k)];
        const QRectF band(x - brushWidth / 2, m_plot.bottom() - brush.high * m_plot.height(), brushWidth, (brush.high - brush.low) * m_plot.height());
        painter.setPen(QPen(accentColor(), 1.5));
        painter.setBrush(fill);
        painter.drawRoundedRect(band, 3, 3);
    }
    painter.restore();
}

int ParallelCoordinatesChart::hitTest(const QPointF& pos) const
{
    if (m_axisX.size() < 2 || pos.x() < m_axisX.front() || pos.x() > m_axisX.back())
        return -1;
    const auto right = static_cast<std::size_t>(std::upper_bound(m_axisX.begin(), m_axisX.end(), pos.x()) - m_axisX.begin());
    const std::size_t b = std::min(right, m_axisX.size() - 1);
    const std::size_t a = b - 1;
    const double f = (pos.x() - m_axisX[a]) / (m_axisX[b] - m_axisX[a]);
    int nearest = -1;
    double best = hitDistance;
    const auto& trials = series().trials;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        if (!isShown(index))
            continue;
        const double ua = placedUnitOn(index, static_cast<int>(a));
        const double ub = placedUnitOn(index, static_cast<int>(b));
        if (!std::isfinite(ua) || !std::isfinite(ub))
            continue;
        const double y = m_plot.bottom() - (ua + f * (ub - ua)) * m_plot.height();
        const double distance = std::abs(y - pos.y());
        if (distance <= best) {
            best = distance;
            nearest = index;
        }
    }
    return nearest;
}

std::optional<QPointF> ParallelCoordinatesChart::positionOf(int index) const
{
    std::vector<QPointF> points;
    trialPoints(index, 1.0, points);
    for (auto it = points.rbegin(); it != points.rend(); ++it) {
        if (!std::isnan(it->y()))
            return *it;
    }
    return std::nullopt;
}

void ParallelCoordinatesChart::setBrush(int axis, double from, double to)
{
    ensureLayout();
    if (axis < 0 || axis >= axisCount())
        return;
    const auto& a = m_axes[static_cast<std::size_t>(axis)];
    const double u0 = a.toUnit(from), u1 = a.toUnit(to);
    if (std::isnan(u0) || std::isnan(u1))
        return;
    m_brushes[axis] = Brush { std::clamp(std::min(u0, u1), 0.0, 1.0), std::clamp(std::max(u0, u1), 0.0, 1.0) };
    m_axesOfBrushes = axisCount();
    update();
    emit brushesChanged();
}

void ParallelCoordinatesChart::clearBrush(int axis)
{
    if (m_brushes.erase(axis) > 0) {
        update();
        emit brushesChanged();
    }
}

void ParallelCoordinatesChart::clearBrushes()
{
    if (m_brushes.empty())
        return;
    m_brushes.clear();
    update();
    emit brushesChanged();
}

std::shared_ptr<const std::vector<char>> ParallelCoordinatesChart::brushedTrials() const
{
    if (m_brushes.empty())
        return nullptr;
    ensureLayout();
    const auto& trials = series().trials;
    auto shown = std::make_shared<std::vector<char>>(trials.size(), 1);
    for (std::size_t i = 0; i < trials.size(); ++i) {
        for (const auto& [k, brush] : m_brushes) {
            const double u = unitOn(static_cast<int>(i), k);
            // A little slack: a brush drawn from a tick to a tick takes the values on them.
            if (!(u >= brush.low - 1e-9 && u <= brush.high + 1e-9)) {
                (*shown)[i] = 0;
                break;
            }
        }
    }
    return shown;
}

int ParallelCoordinatesChart::axisNear(const QPointF& pos) const
{
    ensureLayout();
    if (pos.y() < m_plot.top() - axisReach || pos.y() > m_plot.bottom() + axisReach)
        return -1;
    for (std::size_t k = 0; k < m_axisX.size(); ++k) {
        if (std::abs(pos.x() - m_axisX[k]) <= axisReach)
            return static_cast<int>(k);
    }
    return -1;
}

void ParallelCoordinatesChart::mousePressEvent(QMouseEvent* event)
{
    m_pressAt = event->position();
    if (event->button() == Qt::LeftButton) {
        m_dragAxis = axisNear(event->position());
        m_dragMoved = false;
        if (m_dragAxis >= 0) {
            m_dragFrom = unitAtY(event->position().y());
            return;
        }
    }
    TrialChart::mousePressEvent(event);
}

void ParallelCoordinatesChart::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragAxis >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (std::abs(event->position().y() - m_pressAt.y()) >= dragThreshold)
            m_dragMoved = true;
        if (m_dragMoved) {
            const double to = unitAtY(event->position().y());
            m_brushes[m_dragAxis] = Brush { std::min(m_dragFrom, to), std::max(m_dragFrom, to) };
            m_axesOfBrushes = axisCount();
            update();
            emit brushesChanged();
        }
        return;
    }
    TrialChart::mouseMoveEvent(event);
    if (axisNear(event->position()) >= 0)
        setCursor(Qt::SizeVerCursor); // a brush starts here
}

void ParallelCoordinatesChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_dragAxis >= 0 && event->button() == Qt::LeftButton) {
        const int axis = m_dragAxis;
        m_dragAxis = -1;
        if (!m_dragMoved)
            clearBrush(axis); // a click on an axis
        return;
    }
    const QPointF moved = event->position() - m_pressAt;
    if (event->button() == Qt::LeftButton && std::abs(moved.x()) < dragThreshold && std::abs(moved.y()) < dragThreshold && trialAt(event->position()) < 0)
        clearBrushes(); // a click on no line
    TrialChart::mouseReleaseEvent(event);
}

void ParallelCoordinatesChart::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && !m_brushes.empty()) {
        clearBrushes();
        return;
    }
    TrialChart::keyPressEvent(event);
}

} // namespace trainyard::ui
