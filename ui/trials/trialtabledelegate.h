#pragma once

#include <QStyledItemDelegate>

namespace trainyard::ui {

// Paints the trial table's rows: the best trial on a band of the accent colour with a star before its
// id (bold comes from the model), unfinished trials in italics (their values are provisional). Colours
// come from the view's palette, so both read in light and dark themes.
//
// Real numbers (parameters, objective, best so far) are written to as many significant digits as
// their column holds, never elided, with the model's six digits in a tooltip when shortened; the State
// column asks for the width of the longest state label, so that a trial moving from "Running" to
// "Succeeded" never turns into "Succe…".
class TrialTableDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option, const QModelIndex& index) override;

    // The text a cell shows at `option`'s rectangle (after fitting a number to it).
    QString shownText(const QStyleOptionViewItem& option, const QModelIndex& index) const;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    void fitNumber(QStyleOptionViewItem* option, const QModelIndex& index) const;
};

} // namespace trainyard::ui
