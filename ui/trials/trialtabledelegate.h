#pragma once

#include <QStyledItemDelegate>

namespace trainyard::ui {

// Paints the trial table's rows: the best trial on a band of the accent colour with a star before its
// id (bold comes from the model), unfinished trials in italics (their values are provisional). Colours
// come from the view's palette, so both read in light and dark themes.
class TrialTableDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace trainyard::ui
