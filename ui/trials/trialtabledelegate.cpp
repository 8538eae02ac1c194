#include "trialtabledelegate.h"

#include "numberfit.h"

#include "models/jobformat.h"
#include "models/trialtablemodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace trainyard::ui {

using models::TrialTableModel;

void TrialTableDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(TrialTableModel::UnfinishedRole).toBool())
        option->font.setItalic(true);
    if (index.column() == 0 && index.data(TrialTableModel::BestRole).toBool())
        option->text = QStringLiteral("\u2605 ") + option->text;
}

void TrialTableDelegate::fitNumber(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    const QVariant number = index.data(TrialTableModel::NumberRole);
    if (!number.isValid() || option->rect.width() <= 0)
        return;
    // The cell less the style's text margins (QCommonStyle: the focus frame's and a pixel, each side),
    // against the text's unrounded width: the style elides a text whose width, rounded up, is more.
    const QWidget* widget = option->widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    const int margin = (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1) * 2;
    const double width = option->rect.width() - margin - 1;
    if (QFontMetricsF(option->font).horizontalAdvance(option->text) <= width)
        return;
    option->text = ui::fitNumber(number.toDouble(), option->font, width, option->locale);
}

QString TrialTableDelegate::shownText(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    fitNumber(&opt, index);
    return opt.text;
}

void TrialTableDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (index.data(TrialTableModel::BestRole).toBool() && !(option.state & QStyle::State_Selected)) {
        QColor band = option.palette.color(QPalette::Highlight);
        band.setAlphaF(0.22f);
        painter->fillRect(option.rect, band);
    }
    // As QStyledItemDelegate::paint, with the number fitted to the cell (only here: a size hint must
    // measure the whole text).
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    fitNumber(&opt, index);
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
}

QSize TrialTableDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.data(TrialTableModel::NumberRole).isValid()) {
        // The style measures in whole pixels; painting fits the unrounded width and a pixel: a column
        // sized to its contents shows every digit.
        size.setWidth(size.width() + 2);
        return size;
    }
    if (index.data(TrialTableModel::FieldRole).toInt() != static_cast<int>(TrialTableModel::Field::State))
        return size;
    // A trial's state changes while the table shows it, and any row may become the best (bold, and
    // italic while unfinished): room for the longest label in that font, not for this one.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QFont widestFont = opt.font;
    widestFont.setBold(true);
    widestFont.setItalic(true);
    const QFontMetrics widestMetrics(widestFont);
    int widest = 0;
    for (const char* wire : { "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLING", "CANCELLED" })
        widest = std::max(widest, std::max(widestMetrics.horizontalAdvance(models::stateLabel(wire)), widestMetrics.boundingRect(models::stateLabel(wire)).width()));
    size.setWidth(size.width() + std::max(0, widest - QFontMetrics(opt.font).horizontalAdvance(opt.text)));
    return size;
}

bool TrialTableDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option, const QModelIndex& index)
{
    if (event && event->type() == QEvent::ToolTip && index.data(TrialTableModel::NumberRole).isValid()) {
        const QString full = index.data(Qt::DisplayRole).toString();
        if (shownText(option, index) != full) {
            // The six digits the column had no room for, before what the model says of the cell.
            const QString extra = index.data(Qt::ToolTipRole).toString();
            QToolTip::showText(event->globalPos(), extra.isEmpty() ? full : full + QLatin1Char('\n') + extra, view);
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

} // namespace trainyard::ui
