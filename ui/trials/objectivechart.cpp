#include "objectivechart.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace trainyard::ui {

ObjectiveChart::ObjectiveChart(QWidget* parent)
    : PointChart(parent)
{
    setObjectName(QStringLiteral("objectiveChart"));
    setAccessibleName(tr("Objective by trial"));
}

ChartAxis ObjectiveChart::makeXAxis() const
{
    const auto& trials = series().trials;
    if (trials.empty())
        return ChartAxis::linear(0, 1);
    return ChartAxis::linear(std::min(0.0, trials.front().number), trials.back().number + 1);
}

double ObjectiveChart::xOf(int index) const
{
    return series().trials[static_cast<std::size_t>(index)].number;
}

QString ObjectiveChart::xTitle() const
{
    return tr("Trial");
}

void ObjectiveChart::paintBehindMarkers(QPainter& painter)
{
    // Best so far: flat until a trial beats it, then a step up (or down, minimizing). In trial id order,
    // over every trial whatever the filter: it tells how the whole study went.
    QPainterPath path;
    bool started = false;
    double previous = std::nan("");
    for (const auto& trial : series().trials) {
        if (std::isnan(trial.bestSoFar))
            continue;
        const QPointF at = place(plotArea(), xAxis(), yAxis(), trial.number, trial.bestSoFar);
        if (!started) {
            path.moveTo(at);
            started = true;
        } else if (trial.bestSoFar != previous) {
            path.lineTo(QPointF(at.x(), path.currentPosition().y()));
            path.lineTo(at);
        }
        previous = trial.bestSoFar;
    }
    if (!started)
        return;
    path.lineTo(QPointF(plotArea().right(), path.currentPosition().y()));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor line = accentColor();
    line.setAlphaF(0.85f);
    painter.setPen(QPen(line, 2.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.drawPath(path);
    painter.restore();
}

} // namespace trainyard::ui
