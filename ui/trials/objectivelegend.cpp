#include "objectivelegend.h"

#include "objectiveramp.h"

#include "models/jobformat.h"

#include <QEvent>
#include <QLinearGradient>
#include <QPainter>

#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr int rampWidth = 90;
    constexpr int gap = 6;
} // namespace

ObjectiveLegend::ObjectiveLegend(QWidget* parent)
    : QWidget(parent)
    , m_series(std::make_shared<models::TrialSeries>())
{
    setObjectName(QStringLiteral("objectiveLegend"));
    setAccessibleName(tr("Objective colours"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    refresh();
}

void ObjectiveLegend::setSeries(std::shared_ptr<const models::TrialSeries> series)
{
    m_series = series ? std::move(series) : std::make_shared<models::TrialSeries>();
    refresh();
}

ObjectiveLegend::Parts ObjectiveLegend::parts() const
{
    const auto& s = *m_series;
    if (std::isnan(s.objectiveMin))
        return {};
    const bool minimize = s.goal == spec::GoalType::Minimize;
    return { s.metricTag, tr("worst %1").arg(models::formatMetricValue(minimize ? s.objectiveMax : s.objectiveMin)),
        tr("%1 best").arg(models::formatMetricValue(minimize ? s.objectiveMin : s.objectiveMax)) };
}

QString ObjectiveLegend::text() const
{
    const Parts p = parts();
    if (p.worst.isEmpty())
        return {};
    const QString direction = m_series->goal == spec::GoalType::Minimize ? tr("lower is better") : tr("higher is better");
    return tr("%1: %2 … %3 (%4)").arg(p.tag, p.worst, p.best, direction);
}

void ObjectiveLegend::refresh()
{
    const QString words = text();
    setToolTip(words.isEmpty() ? QString() : tr("Trial colours by final %1").arg(words));
    setAccessibleDescription(words);
    updateGeometry();
    update();
}

QSize ObjectiveLegend::sizeHint() const
{
    const Parts p = parts();
    const QFontMetrics metrics(font());
    if (p.worst.isEmpty())
        return { 0, metrics.height() + 6 }; // nothing to explain before a final value
    const int width = metrics.horizontalAdvance(p.tag) + gap * 2 + metrics.horizontalAdvance(p.worst) + gap + rampWidth + gap
        + metrics.horizontalAdvance(p.best) + gap;
    return { width, metrics.height() + 6 };
}

void ObjectiveLegend::paintEvent(QPaintEvent*)
{
    const Parts p = parts();
    if (p.worst.isEmpty())
        return;
    QPainter painter(this);
    const QFontMetrics metrics(font());
    const int baseline = (height() + metrics.ascent() - metrics.descent()) / 2;
    QColor text = palette().color(QPalette::WindowText);
    int x = 0;
    painter.setPen(text);
    painter.drawText(x, baseline, p.tag);
    x += metrics.horizontalAdvance(p.tag) + gap * 2;
    text.setAlphaF(0.75f);
    painter.setPen(text);
    painter.drawText(x, baseline, p.worst);
    x += metrics.horizontalAdvance(p.worst) + gap;
    // The ramp as the charts draw it on their Base background, worst on the left.
    const ObjectiveRamp ramp(palette());
    QLinearGradient gradient(x, 0, x + rampWidth, 0);
    for (int i = 0; i <= 10; ++i)
        gradient.setColorAt(i / 10.0, ramp.color(i / 10.0));
    const QRect bar(x, (height() - metrics.height() / 2) / 2, rampWidth, metrics.height() / 2 + 1);
    painter.fillRect(bar.adjusted(-2, -2, 2, 2), palette().color(QPalette::Base));
    painter.fillRect(bar, gradient);
    x += rampWidth + gap;
    painter.drawText(x, baseline, p.best);
}

void ObjectiveLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace trainyard::ui
