#include "pointchart.h"

#include <QPainter>

#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr int spriteBuckets = 64; // shades per sprite: finer than the eye tells apart at marker size
    constexpr double hitRadius = 7.0;
    constexpr std::size_t spriteThreshold = 400; // more markers than this are blitted, not drawn
} // namespace

double PointChart::markerRadius() const
{
    return series().trials.size() > 2000 ? 2.5 : 4.0;
}

PointChart::Mark PointChart::markOf(int index) const
{
    if (index < 0 || index >= static_cast<int>(series().trials.size()) || !isShown(index))
        return Mark::None;
    const auto& trial = series().trials[static_cast<std::size_t>(index)];
    if (std::isnan(xOf(index)))
        return Mark::None;
    if (trial.hasObjective())
        return Mark::Final;
    if (trial.unfinished && !std::isnan(trial.latest))
        return Mark::Provisional;
    if (trial.failed)
        return Mark::Failed;
    return Mark::None;
}

ChartAxis PointChart::objectiveAxis(const models::TrialSeries& series)
{
    // y spans what is drawn: final values and unfinished trials' latest ones (not every intermediate value).
    double low = std::nan(""), high = std::nan("");
    for (const auto& trial : series.trials) {
        const double y = trial.hasObjective() ? trial.objective : (trial.unfinished ? trial.latest : std::nan(""));
        if (std::isfinite(y)) {
            low = std::isnan(low) ? y : std::min(low, y);
            high = std::isnan(high) ? y : std::max(high, y);
        }
    }
    return ChartAxis::linear(low, high);
}

bool PointChart::keepsBase(const models::TrialSeries& before, const models::TrialSeries& after) const
{
    // Unfinished trials' markers are in the overlay; makeXAxis() already reads `after`.
    return after.sameEndedTrials(before) && sameRange(objectiveAxis(after), m_y) && sameRange(makeXAxis(), m_x);
}

void PointChart::layoutChart(const QRectF& area)
{
    const auto& trials = series().trials;
    m_x = makeXAxis();
    m_y = objectiveAxis(series());
    m_plot = cartesianPlot(area, m_x, m_y);
    m_points.assign(trials.size(), QPointF(std::nan(""), std::nan("")));
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        const double x = xOf(index);
        if (std::isnan(x))
            continue;
        switch (markOf(index)) {
        case Mark::Final:
            m_points[i] = place(m_plot, m_x, m_y, x, trials[i].objective);
            break;
        case Mark::Provisional:
            m_points[i] = place(m_plot, m_x, m_y, x, trials[i].latest);
            break;
        case Mark::Failed:
            m_points[i] = QPointF(m_plot.left() + m_x.toUnit(x) * m_plot.width(), m_plot.bottom() - markerRadius() - 2);
            break;
        case Mark::None:
            break;
        }
    }
    m_sprites.clear();
}

const QImage& PointChart::sprite(int shade) const
{
    const double ratio = devicePixelRatioOfCache();
    if (m_sprites.empty())
        m_sprites.resize(spriteBuckets);
    QImage& image = m_sprites[static_cast<std::size_t>(shade * spriteBuckets / ObjectiveRamp::size)];
    if (image.isNull()) {
        const double r = markerRadius();
        const int side = static_cast<int>(std::ceil((2 * r + 3) * ratio));
        image = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        const double centre = side / ratio / 2;
        paintMarker(painter, QPointF(centre, centre), QColor::fromRgb(ramp().rgb(shade)), false, r);
    }
    return image;
}

void PointChart::paintBase(QPainter& painter)
{
    paintCartesianAxes(painter, m_plot, m_x, m_y, xTitle(), series().metricTag);
    painter.save();
    painter.setClipRect(m_plot.adjusted(-8, -8, 8, 8));
    paintBehindMarkers(painter);
    const auto& trials = series().trials;
    const bool blit = trials.size() > spriteThreshold;
    const double r = markerRadius();
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto index = static_cast<int>(i);
        const Mark mark = markOf(index);
        if (mark == Mark::Failed) {
            paintFailedMark(painter, m_points[i], r * 0.8);
        } else if (mark == Mark::Final && index != series().best) {
            const int shade = ObjectiveRamp::shade(series().rank(trials[i].objective));
            if (blit) {
                const QImage& image = sprite(shade);
                const QSizeF half = QSizeF(image.size()) / image.devicePixelRatio() / 2;
                painter.drawImage(m_points[i] - QPointF(half.width(), half.height()), image);
            } else {
                paintMarker(painter, m_points[i], ramp().color(series().rank(trials[i].objective)), false, r);
            }
        }
    }
    // The best trial on top of the others, larger, ringed in the accent colour.
    if (markOf(series().best) == Mark::Final) {
        const QPointF at = m_points[static_cast<std::size_t>(series().best)];
        paintMarker(painter, at, ramp().color(1.0), false, r * 1.5);
        paintRing(painter, at, accentColor(), r * 1.5 + 2.5, 1.5);
    }
    painter.restore();
}

void PointChart::paintOverlay(QPainter& painter)
{
    const auto& trials = series().trials;
    const double r = markerRadius();
    painter.save();
    painter.setClipRect(m_plot.adjusted(-12, -12, 12, 12));
    // Unfinished trials change with every update: drawn here, open, in the unranked colour.
    for (std::size_t i = 0; i < trials.size(); ++i) {
        if (trials[i].unfinished && markOf(static_cast<int>(i)) == Mark::Provisional)
            paintMarker(painter, m_points[i], ramp().unranked(), true, r);
    }
    if (const int hover = hoveredTrial(); hover >= 0 && hover != currentTrial() && markOf(hover) != Mark::None)
        paintRing(painter, m_points[static_cast<std::size_t>(hover)], textColor(0.8), r + 3, 1.5);
    if (const int current = currentTrial(); markOf(current) != Mark::None)
        paintRing(painter, m_points[static_cast<std::size_t>(current)], accentColor(), r + 3.5, 2.5);
    painter.restore();
}

int PointChart::hitTest(const QPointF& pos) const
{
    int nearest = -1;
    double best = hitRadius * hitRadius;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const QPointF d = m_points[i] - pos;
        const double distance = d.x() * d.x() + d.y() * d.y(); // NaN compares false: no marker, no hit
        if (distance <= best && isShown(static_cast<int>(i))) {
            best = distance;
            nearest = static_cast<int>(i);
        }
    }
    return nearest;
}

std::optional<QPointF> PointChart::positionOf(int index) const
{
    if (markOf(index) == Mark::None)
        return std::nullopt;
    return m_points[static_cast<std::size_t>(index)];
}

} // namespace trainyard::ui
