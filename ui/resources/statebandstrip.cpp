#include "statebandstrip.h"

#include "console/resourceformat.h"

#include "models/jobformat.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace trainyard::ui {

namespace {
    double seconds(const QDateTime& time) { return static_cast<double>(time.toMSecsSinceEpoch()) / 1000.0; }
} // namespace

StateBandStrip::StateBandStrip(models::TransitionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Job states over the charts' time range"));
    connect(model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::dataChanged, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::rowsInserted, this, qOverload<>(&QWidget::update));
}

QSize StateBandStrip::sizeHint() const { return { 600, fontMetrics().height() + 6 }; }
QSize StateBandStrip::minimumSizeHint() const { return sizeHint(); }

void StateBandStrip::setRange(double t0, double t1)
{
    m_t0 = t0;
    m_t1 = t1;
    update();
}

void StateBandStrip::setPlotMargins(int left, int right)
{
    m_left = left;
    m_right = right;
    update();
}

void StateBandStrip::setHoverTime(double t)
{
    m_hover = t;
    update();
}

QRectF StateBandStrip::bandRect() const
{
    return QRectF(m_left, 1, std::max(1, width() - m_left - m_right), height() - 2);
}

double StateBandStrip::xOf(double t) const
{
    const QRectF band = bandRect();
    return band.left() + (t - m_t0) / (m_t1 - m_t0) * band.width();
}

QString StateBandStrip::stateAt(double t) const
{
    const auto segments = m_model->segments(models::toDateTime(m_model->now()));
    for (const auto& s : segments) {
        if (t >= seconds(s.start) && (t < seconds(s.end) || (s.current && t <= seconds(s.end))))
            return s.state;
    }
    return {};
}

void StateBandStrip::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRectF band = bandRect();
    const QPalette& pal = palette();
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(0, 0, band.left() - 6, height()), Qt::AlignRight | Qt::AlignVCenter, tr("State"));
    p.setClipRect(band);
    QColor empty = pal.color(QPalette::Text);
    empty.setAlphaF(0.06f);
    p.fillRect(band, empty);
    for (const auto& s : m_model->segments(models::toDateTime(m_model->now()))) {
        if (s.end <= s.start && !s.current)
            continue; // a final state has no length: the job ended there
        const double x0 = std::max(band.left(), xOf(seconds(s.start)));
        const double x1 = std::min(band.right(), xOf(seconds(s.end)));
        if (x1 <= x0)
            continue;
        const QColor color = models::stateColor(s.value);
        const QRectF rect(x0, band.top(), std::max(1.0, x1 - x0), band.height());
        p.fillRect(rect, color);
        const QString label = models::stateLabel(s.state.toStdString());
        if (fontMetrics().horizontalAdvance(label) + 8 < rect.width()) {
            p.setPen(color.lightness() > 150 ? Qt::black : Qt::white);
            p.drawText(rect, Qt::AlignCenter, label);
        }
    }
    if (!std::isnan(m_hover) && m_hover >= m_t0 && m_hover <= m_t1) {
        QColor line = pal.color(QPalette::Text);
        line.setAlphaF(0.55f);
        p.setPen(QPen(line, 1, Qt::DashLine));
        p.drawLine(QPointF(xOf(m_hover), band.top()), QPointF(xOf(m_hover), band.bottom()));
    }
}

bool StateBandStrip::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QRectF band = bandRect();
        const double t = m_t0 + (help->pos().x() - band.left()) / band.width() * (m_t1 - m_t0);
        const QString state = stateAt(t);
        if (state.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tr("%1 at %2").arg(models::stateLabel(state.toStdString()), ResourceFormat::clock(t)), this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace trainyard::ui
