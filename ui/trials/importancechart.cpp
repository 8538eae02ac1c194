#include "importancechart.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr double margin = 12;
    constexpr double gap = 8;
    constexpr double minBarHeight = 10;
    // A long name takes at most this share of the width: the bars are what the chart is for.
    constexpr double labelShare = 0.35;
} // namespace

ImportanceChart::ImportanceChart(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("importanceChart"));
    setAccessibleName(tr("Parameter importance"));
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    refresh();
}

QString ImportanceChart::percentText(double share)
{
    return tr("%1%", "a parameter's share of the objective's spread: 62.4%")
        .arg(QLocale().toString(share * 100.0, 'f', 1));
}

QString ImportanceChart::methodLabel(const std::string& method)
{
    if (method == "fanova")
        return QStringLiteral("fANOVA");
    return QString::fromStdString(method);
}

void ImportanceChart::setReport(const spec::ImportanceReport& report)
{
    const bool sameBars = m_report && m_report->parameters.size() == report.parameters.size();
    m_report = report;
    if (!sameBars)
        m_current = 0;
    const int completed = report.completedTrials;
    if (report.parameters.empty()) {
        if (completed < report.minimumTrials) {
            m_caption = tr(
                "Parameter importance needs at least %n finished trial(s) (%1 so far)", nullptr, report.minimumTrials)
                            .arg(completed);
        } else {
            m_caption = tr("The study has no hyperparameters to rank.");
        }
    } else {
        const QString method = methodLabel(report.method);
        m_caption = method.isEmpty() ? tr("Based on %n finished trial(s)", nullptr, completed)
                                     : tr("Based on %n finished trial(s) · %1", nullptr, completed).arg(method);
        const bool spread = std::any_of(
            report.parameters.begin(), report.parameters.end(), [](const auto& p) { return p.importance > 0.0; });
        if (!spread)
            m_caption += QStringLiteral(" · ")
                + tr("no parameter explains any spread yet: the trials' values are all the same");
    }
    refresh();
}

void ImportanceChart::setUnavailable(const QString& why)
{
    m_report.reset();
    m_current = 0;
    m_caption = why;
    refresh();
}

void ImportanceChart::setWaiting()
{
    setUnavailable(tr("Reading parameter importance…"));
}

void ImportanceChart::clear()
{
    setUnavailable({});
}

int ImportanceChart::barCount() const
{
    return m_report ? static_cast<int>(m_report->parameters.size()) : 0;
}

void ImportanceChart::setCurrentBar(int index)
{
    if (barCount() == 0)
        return;
    index = std::clamp(index, 0, barCount() - 1);
    if (index == m_current)
        return;
    m_current = index;
    update();
    emit currentBarChanged(index);
}

QString ImportanceChart::rankingText() const
{
    QStringList lines;
    for (int i = 0; i < barCount(); ++i) {
        const auto& p = m_report->parameters[static_cast<std::size_t>(i)];
        lines << tr("%1 %2", "a bar of the importance chart: name, share")
                     .arg(QString::fromStdString(p.parameter), percentText(p.importance));
    }
    return lines.join(QLatin1Char('\n'));
}

ImportanceChart::Layout ImportanceChart::layout() const
{
    Layout l;
    const QFontMetricsF metrics(font());
    const double width = std::max(0.0, static_cast<double>(this->width()) - 2 * margin);
    // The caption wraps in the widget's width; its height is what the wrapped text takes.
    const QRectF captionBounds
        = metrics.boundingRect(QRectF(margin, margin, std::max(1.0, width), 10'000), Qt::TextWordWrap, m_caption);
    l.caption = QRectF(margin, margin, width, m_caption.isEmpty() ? 0.0 : captionBounds.height());
    double longest = 0;
    for (int i = 0; i < barCount(); ++i)
        longest = std::max(longest,
            metrics.horizontalAdvance(
                QString::fromStdString(m_report->parameters[static_cast<std::size_t>(i)].parameter)));
    l.labelWidth = std::min(std::ceil(longest), std::max(40.0, width * labelShare));
    l.barLeft = margin + l.labelWidth + gap;
    const double shareWidth = metrics.horizontalAdvance(percentText(1.0)) + gap;
    l.barMax = std::max(1.0, margin + width - shareWidth - l.barLeft);
    l.top = l.caption.bottom() + (m_caption.isEmpty() ? 0.0 : gap * 1.5);
    // Rows take the room there is, up to a comfortable height: a few parameters get thick bars, many
    // get at least a line each (and scroll).
    const double minRow = std::round(metrics.height() * 1.6);
    const double maxRow = std::round(metrics.height() * 2.4);
    const double room = (height() - l.top - margin) / std::max(1, barCount());
    l.rowHeight = std::clamp(std::floor(room), minRow, maxRow);
    l.barHeight = std::max(minBarHeight, std::round(l.rowHeight * 0.6));
    return l;
}

QRectF ImportanceChart::rowRect(int index) const
{
    if (index < 0 || index >= barCount())
        return {};
    const Layout l = layout();
    return { margin, l.top + index * l.rowHeight, std::max(0.0, width() - 2 * margin), l.rowHeight };
}

int ImportanceChart::barAt(const QPointF& pos) const
{
    for (int i = 0; i < barCount(); ++i) {
        if (rowRect(i).contains(pos))
            return i;
    }
    return -1;
}

QString ImportanceChart::shownLabel(int index) const
{
    if (index < 0 || index >= barCount())
        return {};
    const QFontMetrics metrics(font());
    const QString name = QString::fromStdString(m_report->parameters[static_cast<std::size_t>(index)].parameter);
    return metrics.elidedText(name, Qt::ElideRight, static_cast<int>(std::floor(layout().labelWidth)));
}

QString ImportanceChart::toolTipFor(int index) const
{
    if (index < 0 || index >= barCount())
        return {};
    const auto& p = m_report->parameters[static_cast<std::size_t>(index)];
    return tr("%1: %2 of the objective's spread that the hyperparameters explain (rank %3 of %4)")
        .arg(QString::fromStdString(p.parameter), percentText(p.importance))
        .arg(index + 1)
        .arg(barCount());
}

void ImportanceChart::refresh()
{
    setAccessibleDescription(barCount() > 0 ? m_caption + QLatin1Char('\n') + rankingText() : m_caption);
    updateGeometry();
    update();
}

QSize ImportanceChart::sizeHint() const
{
    const Layout l = layout();
    const double minRow = std::round(QFontMetricsF(font()).height() * 1.6);
    return { 480, static_cast<int>(std::ceil(l.top + barCount() * minRow + margin)) };
}

QSize ImportanceChart::minimumSizeHint() const
{
    // Every bar has its row: a long study scrolls (the Trials tab holds the chart in a scroll area).
    return { 240, sizeHint().height() };
}

void ImportanceChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const QPalette& pal = palette();
    const QColor text = pal.color(QPalette::Text);
    QColor secondary = text;
    secondary.setAlphaF(0.7f);

    painter.setPen(barCount() > 0 ? secondary : text);
    painter.drawText(l.caption, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_caption);
    if (barCount() == 0)
        return;

    double largest = 0;
    for (const auto& p : m_report->parameters)
        largest = std::max(largest, p.importance);
    const QColor bar = pal.color(QPalette::Highlight);
    QColor track = text;
    track.setAlphaF(0.08f);
    const QFontMetricsF metrics(font());
    for (int i = 0; i < barCount(); ++i) {
        const auto& p = m_report->parameters[static_cast<std::size_t>(i)];
        const double y = l.top + i * l.rowHeight;
        const double barTop = y + (l.rowHeight - l.barHeight) / 2;
        const QRectF label(margin, y, l.labelWidth, l.rowHeight);
        painter.setPen(text);
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, shownLabel(i));

        // A faint track the full length, so that a small share still reads as a bar on a scale.
        painter.setPen(Qt::NoPen);
        painter.setBrush(track);
        painter.drawRoundedRect(QRectF(l.barLeft, barTop, l.barMax, l.barHeight), 2, 2);
        const double length = largest > 0 ? l.barMax * p.importance / largest : 0.0;
        if (length > 0) {
            painter.setBrush(bar);
            painter.drawRoundedRect(QRectF(l.barLeft, barTop, std::max(2.0, length), l.barHeight), 2, 2);
        }
        painter.setPen(text);
        const QRectF share(
            l.barLeft + length + gap / 2, y, metrics.horizontalAdvance(percentText(1.0)) + gap, l.rowHeight);
        painter.drawText(share, Qt::AlignLeft | Qt::AlignVCenter, percentText(p.importance));
    }
    if (hasFocus()) {
        // The keyboard's bar: a focus frame around its row.
        QPen pen(pal.color(QPalette::Highlight), 1.5, Qt::DotLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rowRect(m_current).adjusted(-4, 1, 4, -1), 3, 3);
    }
}

void ImportanceChart::showCurrentToolTip()
{
    const QRectF row = rowRect(m_current);
    if (row.isEmpty())
        return;
    QToolTip::showText(mapToGlobal(row.bottomLeft().toPoint()), toolTipFor(m_current), this, row.toRect());
}

void ImportanceChart::keyPressEvent(QKeyEvent* event)
{
    int target = m_current;
    switch (event->key()) {
    case Qt::Key_Up:
        target = m_current - 1;
        break;
    case Qt::Key_Down:
        target = m_current + 1;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = barCount() - 1;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (barCount() == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    setCurrentBar(target);
    showCurrentToolTip();
    event->accept();
}

void ImportanceChart::mousePressEvent(QMouseEvent* event)
{
    const int index = barAt(event->position());
    if (index >= 0)
        setCurrentBar(index);
    QWidget::mousePressEvent(event);
}

void ImportanceChart::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void ImportanceChart::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

bool ImportanceChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int index = barAt(help->pos());
        if (index >= 0)
            QToolTip::showText(help->globalPos(), toolTipFor(index), this, rowRect(index).toRect());
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    return QWidget::event(event);
}

} // namespace trainyard::ui
