#include "statetimeline.h"

#include "models/jobformat.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace trainyard::ui {

namespace {
    constexpr qreal minStretch = 6;
    constexpr int barHeight = 28;
} // namespace

StateTimeline::StateTimeline(models::TransitionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setAccessibleName(tr("State timeline"));
    connect(model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::layoutChanged, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::rowsInserted, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::dataChanged, this, qOverload<>(&QWidget::update));
}

QSize StateTimeline::sizeHint() const { return { 600, barHeight + fontMetrics().height() + 12 }; }
QSize StateTimeline::minimumSizeHint() const { return { 200, barHeight + fontMetrics().height() + 12 }; }

std::vector<StateTimeline::Placed> StateTimeline::layoutSegments() const
{
    const auto segments = m_model->segments(QDateTime::currentDateTimeUtc());
    std::vector<Placed> placed;
    if (segments.empty())
        return placed;
    // Final states have no length; they get a marker-sized stretch at the end.
    std::vector<qreal> lengths;
    qreal total = 0;
    for (const auto& s : segments) {
        const qreal ms = static_cast<qreal>(std::max<qint64>(0, s.start.msecsTo(s.end)));
        lengths.push_back(ms);
        total += ms;
    }
    const qreal width = std::max<qreal>(1, this->width() - 2);
    const qreal reserved = minStretch * static_cast<qreal>(segments.size());
    const qreal scale = total > 0 ? std::max<qreal>(0, width - reserved) / total : 0;
    qreal x = 1;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const qreal w = minStretch + lengths[i] * scale + (total > 0 ? 0 : (width - reserved) / static_cast<qreal>(segments.size()));
        placed.push_back({ QRectF(x, 4, w, barHeight), segments[i] });
        x += w;
    }
    return placed;
}

void StateTimeline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto placed = layoutSegments();
    if (placed.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No state changes yet"));
        return;
    }
    const QFontMetrics fm = fontMetrics();
    qreal labelEnd = -1; // start times are written under their stretch only where they do not overlap
    for (const auto& [rect, segment] : placed) {
        const QColor color = models::stateColor(segment.value);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRect(rect);
        const QString label = models::stateLabel(segment.state.toStdString());
        const QString duration = segment.end > segment.start ? models::formatDuration(segment.start.msecsTo(segment.end)) : QString();
        const QString text = duration.isEmpty() ? label : label + QStringLiteral(" · ") + duration;
        // Text on the stretch in black or white, whichever reads on its colour.
        p.setPen(color.lightness() > 150 ? Qt::black : Qt::white);
        if (fm.horizontalAdvance(text) + 8 < rect.width())
            p.drawText(rect, Qt::AlignCenter, text);
        else if (fm.horizontalAdvance(label) + 8 < rect.width())
            p.drawText(rect, Qt::AlignCenter, label);
        // The time each stretch began, under it.
        const QString start = segment.start.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
        if (rect.left() > labelEnd) {
            p.setPen(palette().color(QPalette::PlaceholderText));
            p.drawText(QPointF(rect.left() + 2, rect.bottom() + fm.ascent() + 4), start);
            labelEnd = rect.left() + 2 + fm.horizontalAdvance(start) + 8;
        }
    }
}

bool StateTimeline::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const auto& [rect, segment] : layoutSegments()) {
            if (!rect.contains(help->pos()))
                continue;
            QString text = tr("%1 from %2").arg(models::stateLabel(segment.state.toStdString()), segment.start.toLocalTime().toString(Qt::ISODateWithMs));
            if (segment.end > segment.start)
                text += tr(" for %1%2").arg(models::formatDuration(segment.start.msecsTo(segment.end)), segment.current ? tr(" so far") : QString());
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace trainyard::ui
