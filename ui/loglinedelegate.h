#pragma once

#include <QFont>
#include <QHash>
#include <QRegularExpression>
#include <QStyledItemDelegate>

#include <limits>

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
    // What the time column says for a line written at `utcMs`: local time, "HH:mm:ss.zzz".
    QString timeText(qint64 utcMs) const;

private:
    // Text measured and elided once, not for every row of every frame: the replica, trial and node
    // columns repeat a few names, and every frame of a followed log paints a screen of new rows.
    struct Elided {
        QString text;
        int width;
        Qt::TextElideMode mode;
        bool operator==(const Elided&) const = default;
        friend size_t qHash(const Elided& key, size_t seed = 0) { return qHashMulti(seed, key.text, key.width, static_cast<int>(key.mode)); }
    };
    const QString& elided(const QFontMetrics& metrics, const QString& text, Qt::TextElideMode mode, int width) const;
    void useFont(const QFont& font, const QFontMetrics& metrics) const; // drops what was measured in another font

    mutable QFont m_measuredFont;
    mutable QHash<Elided, QString> m_elided;
    mutable int m_timeWidth = 0; // "00:00:00.000 "
    mutable int m_maxCharWidth = 0;
    // The local time's offset from UTC in one quarter of an hour (offsets change only on quarter hours).
    mutable qint64 m_offsetQuarter = std::numeric_limits<qint64>::min();
    mutable qint64 m_offsetMs = 0;

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
