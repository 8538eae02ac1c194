#include "trialtabledelegate.h"

#include "models/trialtablemodel.h"

#include <QPainter>

namespace trainyard::ui {

void TrialTableDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(models::TrialTableModel::UnfinishedRole).toBool())
        option->font.setItalic(true);
    if (index.column() == 0 && index.data(models::TrialTableModel::BestRole).toBool())
        option->text = QStringLiteral("\u2605 ") + option->text;
}

void TrialTableDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (index.data(models::TrialTableModel::BestRole).toBool() && !(option.state & QStyle::State_Selected)) {
        QColor band = option.palette.color(QPalette::Highlight);
        band.setAlphaF(0.22f);
        painter->fillRect(option.rect, band);
    }
    QStyledItemDelegate::paint(painter, option, index);
}

} // namespace trainyard::ui
