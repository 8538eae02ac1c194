#include "resourcelegend.h"

#include "console/colorchip.h"

#include <QKeyEvent>

#include <algorithm>

namespace trainyard::ui {

ResourceLegend::ResourceLegend(QWidget* parent)
    : QListWidget(parent)
{
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setResizeMode(QListView::Adjust);
    setSelectionMode(QAbstractItemView::NoSelection);
    setUniformItemSizes(false);
    setSpacing(2);
    setFrameShape(QFrame::NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Replicas in the charts"));
    setToolTip(tr("Click a replica to hide or show its line in every chart"));
    viewport()->setAutoFillBackground(false);
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { toggle(row(item)); });
}

QSize ResourceLegend::sizeHint() const
{
    // The rows the entries wrap into, at most three; more scroll.
    const int row = std::max(iconSize().height(), fontMetrics().height()) + 2 * spacing() + 4;
    const int rows = contentsSize().height() > 0 ? (contentsSize().height() + row - 1) / row : 1;
    return { 400, std::clamp(rows, 1, 3) * row + 2 * frameWidth() };
}

QSize ResourceLegend::minimumSizeHint() const
{
    return { 100, std::max(iconSize().height(), fontMetrics().height()) + 2 * spacing() + 4 + 2 * frameWidth() };
}

void ResourceLegend::setEntries(const QStringList& labels, const std::vector<QColor>& colors)
{
    m_colors = colors;
    m_shown.resize(static_cast<std::size_t>(labels.size()), 1);
    while (count() > labels.size())
        delete takeItem(count() - 1);
    for (int i = 0; i < labels.size(); ++i) {
        if (i >= count()) {
            auto* item = new QListWidgetItem(labels[i], this);
            item->setFlags(Qt::ItemIsEnabled);
        }
        item(i)->setText(labels[i]);
        restyle(i);
    }
    updateGeometry();
}

void ResourceLegend::setInRange(const std::vector<char>& inRange)
{
    for (int i = 0; i < count(); ++i) {
        const bool in = static_cast<std::size_t>(i) >= inRange.size() || inRange[static_cast<std::size_t>(i)] != 0;
        if (isRowHidden(i) == in)
            setRowHidden(i, !in);
    }
    updateGeometry();
}

bool ResourceLegend::isShown(int series) const
{
    return series < 0 || static_cast<std::size_t>(series) >= m_shown.size() || m_shown[static_cast<std::size_t>(series)] != 0;
}

void ResourceLegend::setShown(int series, bool shown)
{
    if (series < 0 || series >= count() || isShown(series) == shown)
        return;
    m_shown[static_cast<std::size_t>(series)] = shown ? 1 : 0;
    restyle(series);
    emit shownChanged();
}

void ResourceLegend::toggle(int series) { setShown(series, !isShown(series)); }

std::vector<char> ResourceLegend::shownSeries() const { return m_shown; }

QRect ResourceLegend::entryRect(int series) const
{
    if (series < 0 || series >= count() || isRowHidden(series))
        return {};
    return visualItemRect(item(series));
}

void ResourceLegend::restyle(int series)
{
    QListWidgetItem* it = item(series);
    const bool shown = isShown(series);
    const QColor color = static_cast<std::size_t>(series) < m_colors.size() ? m_colors[static_cast<std::size_t>(series)] : palette().color(QPalette::Text);
    QColor faded = color;
    faded.setAlphaF(0.25f);
    it->setIcon(colorChip(shown ? color : faded, ChipShape::Square));
    QFont f = font();
    f.setStrikeOut(!shown);
    it->setFont(f);
    it->setForeground(palette().color(shown ? QPalette::Text : QPalette::PlaceholderText));
    it->setToolTip(shown ? tr("%1: click to hide its lines").arg(it->text()) : tr("%1: hidden; click to show its lines").arg(it->text()));
}

void ResourceLegend::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentRow() >= 0) {
        toggle(currentRow());
        return;
    }
    QListWidget::keyPressEvent(event);
}

} // namespace trainyard::ui
