#pragma once

#include <QRegularExpression>
#include <QStyledItemDelegate>

namespace trainyard::ui {

// Paints one log line in a single row: time, the tuning trial that wrote it (in its colour; a tuning
// job only), replica (in its colour), the node it ran on (a Slurm job's; left out when no line names
// one), then the text coloured by severity, with every occurrence of the
// current search highlighted. Rows have one fixed height so the view never measures ten million of them.
class LogLineDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // What to highlight: a literal or a regular expression; empty: nothing.
    void setHighlight(const QString& pattern, bool regex, bool caseSensitive);
    void setCurrentRow(int row) { m_currentRow = row; }
    void setReplicaColumnWidth(int pixels) { m_replicaWidth = pixels; }
    // The trial column's width; 0 (outside tuning jobs) leaves it out.
    void setTrialColumnWidth(int pixels) { m_trialWidth = pixels; }
    int trialColumnWidth() const { return m_trialWidth; }
    // The node column's width; 0 (no line names a node: every replica ran on the daemon's machine) leaves it out.
    void setNodeColumnWidth(int pixels) { m_nodeWidth = pixels; }
    int nodeColumnWidth() const { return m_nodeWidth; }
    // What the trial column says for a line of `trial` ("trial 7"); empty for a line of no trial.
    static QString trialLabel(const QString& trial);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The spans of `text` that match the highlight (start, length), left to right.
    QList<QPair<int, int>> highlights(const QString& text) const;

private:
    QString m_pattern;
    QRegularExpression m_regex;
    bool m_useRegex = false;
    Qt::CaseSensitivity m_case = Qt::CaseSensitive;
    int m_currentRow = -1;
    int m_replicaWidth = 140;
    int m_trialWidth = 0;
    int m_nodeWidth = 0;
};

} // namespace trainyard::ui
