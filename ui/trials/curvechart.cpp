#include "curvechart.h"


#include <QPainter>

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr double hitDistance = 5.0;
}

CurveChart::CurveChart(QWidget* parent)
    : TrialChart(parent)
{
    setObjectName(QStringLiteral("curveChart"));
    setAccessibleName(tr("Metric by step"));
}

CurveChart::Mark CurveChart::markOf(int index) const
{
    if (index < 0 || index >= static_cast<int>(series().trials.size()) || !isShown(index))
        return Mark::None;
    const auto& trial = series().trials[static_cast<std::size_t>(index)];
    if (trial.values.empty())
        return Mark::None;
    if (trial.unfinished)
        return Mark::Provisional;
    // Ended without a final value (failed, cancelled with the job): a curve, but no result.
    return trial.hasObjective() ? Mark::Final : Mark::Failed;
}

ChartAxis CurveChart::stepAxis(const models::TrialSeries& series)
{
    return ChartAxis::linear(0, std::isnan(series.stepMax) ? 1.0 : series.stepMax);
}

ChartAxis CurveChart::valueAxis(const models::TrialSeries& series)
{
    return ChartAxis::linear(series.valueMin, series.valueMax);
}

void CurveChart::layoutChart(const QRectF& area)
{
    m_x = stepAxis(series());
    m_y = valueAxis(series());
    m_plot = cartesianPlot(area, m_x, m_y);
}

bool CurveChart::keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const
{
    // Unfinished curves are in the overlay: while no trial ends and the axes hold, the base holds.
    return after.sameEndedTrials(before) && sameRange(stepAxis(after), m_x) && sameRange(valueAxis(after), m_y);
}

void CurveChart::curvePoints(int index, double ratio, std::vector<QPointF>& out) const
{
    out.clear();
    const auto& trial = series().trials[static_cast<std::size_t>(index)];
    const std::size_t n = trial.values.size();
    const double left = m_plot.left() * ratio, width = m_plot.width() * ratio;
    const double bottom = m_plot.bottom() * ratio, height = m_plot.height() * ratio;
    const auto at = [&](std::size_t i) {
        return QPointF(left + m_x.toUnit(trial.steps[i]) * width, bottom - m_y.toUnit(trial.values[i]) * height);
    };
    if (static_cast<double>(n) <= width) {
        out.reserve(n);
        for (std::size_t i = 0; i < n; ++i)
            out.push_back(at(i));
        return;
    }
    // Longer than the plot is wide: per pixel column its first, lowest, highest and last point, in order,
    // which draws the same pixels as every point would.
    out.reserve(static_cast<std::size_t>(width) * 4 + 4);
    std::size_t i = 0;
    while (i < n) {
        const QPointF first = at(i);
        const auto column = static_cast<long>(std::floor(first.x()));
        QPointF low = first, high = first, last = first;
        std::size_t lowAt = i, highAt = i;
        std::size_t j = i + 1;
        for (; j < n; ++j) {
            const QPointF p = at(j);
            if (static_cast<long>(std::floor(p.x())) != column)
                break;
            if (p.y() < low.y()) {
                low = p;
                lowAt = j;
            }
            if (p.y() > high.y()) {
                high = p;
                highAt = j;
            }
            last = p;
        }
        out.push_back(first);
        if (lowAt <= highAt) {
            out.push_back(low);
            out.push_back(high);
        } else {
            out.push_back(high);
            out.push_back(low);
        }
        out.push_back(last);
        i = j;
    }
}

void CurveChart::paintCurve(QPainter& painter, int index, const QPen& pen) const
{
    std::vector<QPointF> points;
    curvePoints(index, 1.0, points);
    painter.setPen(pen);
    if (points.size() == 1)
        painter.drawPoint(points.front());
    else
        painter.drawPolyline(points.data(), static_cast<int>(points.size()));
}

void CurveChart::paintBase(QPainter& painter)
{
    paintCartesianAxes(painter, m_plot, m_x, m_y, tr("Step"), series().metricTag);
    const auto& trials = series().trials;
    std::vector<int> drawn;
    std::size_t segments = 0;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        if (markOf(index) != Mark::None && !trials[i].unfinished) {
            drawn.push_back(index);
            segments += trials[i].values.size();
        }
    }
    // The best trial last, over the others.
    if (const auto best = std::find(drawn.begin(), drawn.end(), series().best); best != drawn.end())
        std::rotate(best, best + 1, drawn.end());
    painter.save();
    painter.setClipRect(m_plot.adjusted(-1, -1, 1, 1));
    m_rastered = segments > painterSegmentLimit || drawn.size() > painterLineLimit;
    if (!m_rastered) {
        m_layers.clear();
        painter.setRenderHint(QPainter::Antialiasing);
        for (int index : drawn) {
            const auto& trial = trials[static_cast<std::size_t>(index)];
            QColor color = trial.failed ? failedColor() : ramp().color(series().rank(trial.objective));
            color.setAlphaF(trial.failed ? 0.45f : 0.7f);
            paintCurve(painter, index, QPen(color, 1.3));
        }
        painter.restore();
        return;
    }
    // Tens of thousands of segments: the ranked curves counted per device pixel, in the objective's
    // colours; the few others (failed, cancelled) with QPainter over them. The counts are kept between
    // redraws (TrialLayers): a filter draws only the curves it shows or hides.
    const double ratio = devicePixelRatioOfCache();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    std::vector<int> ranked, others;
    std::size_t otherSegments = 0;
    for (int index : drawn) {
        const auto& trial = trials[static_cast<std::size_t>(index)];
        (trial.hasObjective() ? ranked : others).push_back(index);
        otherSegments += trial.hasObjective() ? 0 : trial.values.size();
    }
    // Layers, composed in this order: 0 the others when there are many (failed or unranked: those too
    // by pixel counts), 1 the ranked.
    const bool rasterOthers = otherSegments > painterSegmentLimit || others.size() > painterLineLimit;
    std::vector<TrialLayers::Placement> placements(trials.size());
    for (int index : ranked)
        placements[static_cast<std::size_t>(index)] = { 1, ObjectiveRamp::shade(series().rank(trials[static_cast<std::size_t>(index)].objective)) };
    if (rasterOthers) {
        for (int index : others)
            placements[static_cast<std::size_t>(index)] = { 0, 0 };
        others.clear();
    }
    // What places the curves: the series (while setSeries() kept the base), the size, the plot, the axes.
    const std::vector<double> key { static_cast<double>(seriesGeneration()), ratio, m_plot.left(), m_plot.top(), m_plot.width(), m_plot.height(),
        m_x.min(), m_x.max(), m_y.min(), m_y.max() };
    m_layers.update(key, pixels, 2, std::move(placements), drawn.empty() ? 0 : segments / drawn.size(),
        [this, ratio](int trial, int shade, int weight, LineRaster& into) {
            thread_local std::vector<QPointF> points;
            curvePoints(trial, ratio, points);
            into.addPolyline(points.data(), points.size(), shade, weight);
        });
    QImage& image = m_layers.canvas();
    if (m_layers.trialsIn(0) > 0) {
        std::array<QRgb, 256> muted;
        muted.fill(textColor().rgb());
        m_layers.layer(0).composeOnto(image, muted, 0.15, 0.6);
    }
    m_layers.layer(1).composeOnto(image, ramp().table(), 0.3);
    image.setDevicePixelRatio(ratio);
    painter.drawImage(QPointF(0, 0), image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int index : others) {
        QColor color = trials[static_cast<std::size_t>(index)].failed ? failedColor() : ramp().unranked();
        color.setAlphaF(0.45f);
        paintCurve(painter, index, QPen(color, 1.0));
    }
    painter.restore();
}

void CurveChart::paintOverlay(QPainter& painter)
{
    const auto& trials = series().trials;
    painter.save();
    painter.setClipRect(m_plot.adjusted(-10, -10, 10, 10));
    painter.setRenderHint(QPainter::Antialiasing);
    // Unfinished trials: dashed, with an open end where their latest value is; never a final point.
    QPen dashed(ramp().unranked(), 1.5, Qt::DashLine);
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        if (!trials[i].unfinished || markOf(index) == Mark::None || index == currentTrial())
            continue;
        paintCurve(painter, index, dashed);
        paintMarker(painter, *positionOf(index), ramp().unranked(), true, 3.5);
    }
    if (const int hover = hoveredTrial(); hover >= 0 && hover != currentTrial() && markOf(hover) != Mark::None)
        paintCurve(painter, hover, QPen(textColor(0.85), 2.0, trials[static_cast<std::size_t>(hover)].unfinished ? Qt::DashLine : Qt::SolidLine));
    if (const int current = currentTrial(); markOf(current) != Mark::None) {
        const auto& trial = trials[static_cast<std::size_t>(current)];
        paintCurve(painter, current, QPen(accentColor(), 2.6, trial.unfinished ? Qt::DashLine : Qt::SolidLine));
        if (trial.unfinished)
            paintMarker(painter, *positionOf(current), accentColor(), true, 4.5);
        else if (trial.hasObjective())
            paintMarker(painter, *positionOf(current), accentColor(), false, 4.5);
    }
    painter.restore();
    // Which trial a highlighted curve is, at its end: curves of one colour cannot be told apart otherwise.
    if (const int current = currentTrial(); markOf(current) != Mark::None)
        paintLabel(painter, current, accentColor());
    if (const int hover = hoveredTrial(); hover >= 0 && hover != currentTrial() && markOf(hover) != Mark::None)
        paintLabel(painter, hover, textColor(0.85));
}

QString CurveChart::labelOf(int index) const
{
    return tr("Trial %1").arg(series().trials[static_cast<std::size_t>(index)].idText);
}

QStringList CurveChart::highlightLabels() const
{
    QStringList labels;
    if (const int current = currentTrial(); markOf(current) != Mark::None)
        labels << labelOf(current);
    if (const int hover = hoveredTrial(); hover >= 0 && hover != currentTrial() && markOf(hover) != Mark::None)
        labels << labelOf(hover);
    return labels;
}

void CurveChart::paintLabel(QPainter& painter, int index, const QColor& color) const
{
    const auto end = positionOf(index);
    if (!end)
        return;
    const QString text = labelOf(index);
    const QFontMetricsF metrics(font());
    const QSizeF size(metrics.horizontalAdvance(text) + 10, metrics.height() + 4);
    // Above and to the left of the curve's end (curves end at the right), kept inside the widget.
    QRectF box(QPointF(end->x() - size.width() - 6, end->y() - size.height() - 6), size);
    box.moveLeft(std::clamp(box.left(), 2.0, std::max(2.0, width() - size.width() - 2)));
    box.moveTop(std::clamp(box.top(), 2.0, std::max(2.0, height() - size.height() - 2)));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color, 1.4));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(box, 3, 3);
    painter.setPen(textColor());
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
}

int CurveChart::hitTest(const QPointF& pos) const
{
    if (!m_plot.adjusted(-hitDistance, -hitDistance, hitDistance, hitDistance).contains(pos))
        return -1;
    const auto& trials = series().trials;
    const double step = m_x.fromUnit((pos.x() - m_plot.left()) / m_plot.width());
    const double slack = (m_x.max() - m_x.min()) * hitDistance / std::max(1.0, m_plot.width());
    int nearest = -1;
    double best = hitDistance;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto& trial = trials[i];
        if (trial.values.empty() || markOf(static_cast<int>(i)) == Mark::None)
            continue;
        if (step < trial.steps.front() - slack || step > trial.steps.back() + slack)
            continue;
        const auto after = std::lower_bound(trial.steps.begin(), trial.steps.end(), step);
        double value = 0;
        if (after == trial.steps.begin()) {
            value = trial.values.front();
        } else if (after == trial.steps.end()) {
            value = trial.values.back();
        } else {
            const auto k = static_cast<std::size_t>(after - trial.steps.begin());
            const double x0 = trial.steps[k - 1], x1 = trial.steps[k];
            const double f = x1 > x0 ? (step - x0) / (x1 - x0) : 0.0;
            value = trial.values[k - 1] + f * (trial.values[k] - trial.values[k - 1]);
        }
        const double y = m_plot.bottom() - m_y.toUnit(value) * m_plot.height();
        const double distance = std::abs(y - pos.y());
        // Ties go to the later trial: it is drawn on top.
        if (distance <= best) {
            best = distance;
            nearest = static_cast<int>(i);
        }
    }
    return nearest;
}

std::optional<QPointF> CurveChart::positionOf(int index) const
{
    if (markOf(index) == Mark::None)
        return std::nullopt;
    const auto& trial = series().trials[static_cast<std::size_t>(index)];
    return place(m_plot, m_x, m_y, trial.steps.back(), trial.values.back());
}

} // namespace trainyard::ui
