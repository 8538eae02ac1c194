#pragma once

#include "spec/parameterimportance.h"

#include <QRectF>
#include <QString>
#include <QWidget>

#include <optional>

namespace trainyard::ui {

// The Importance chart of the Trials tab: how much of the objective's spread each hyperparameter
// explains (the daemon's fANOVA report, docs/api.md), as horizontal bars ranked highest first, the
// parameter's name on the left (elided, the whole name in the tooltip) and its share as a percentage at
// the bar's end, under a caption that says how many finished trials it rests on. Below the report's
// minimum it says how many more are needed; a backend that cannot compute it says so.
//
// Keyboard: it takes focus; Up/Down (Home/End) move through the bars and show the current one's name and
// share as a tooltip. Colours are the palette's (the bars Highlight, the text Text on Base), so it follows
// the light and dark themes.
class ImportanceChart : public QWidget {
    Q_OBJECT

public:
    explicit ImportanceChart(QWidget* parent = nullptr);

    // A report to show: bars, or the empty state when it has none.
    void setReport(const spec::ImportanceReport& report);
    // Nothing to chart, and why (a backend without importance, an error): shown instead of the bars.
    void setUnavailable(const QString& why);
    // Waiting for the first report of a job: says so.
    void setWaiting();
    // No job.
    void clear();

    const std::optional<spec::ImportanceReport>& report() const { return m_report; }
    // The line above the bars: what the report rests on, the empty state, or why there is none.
    QString caption() const { return m_caption; }
    // The ranking in words, one "name share" per line (the accessible description).
    QString rankingText() const;
    int barCount() const;
    int currentBar() const { return m_current; }
    void setCurrentBar(int index);
    // Where a bar's row is (label, bar and share), in widget coordinates; empty for an unknown index.
    QRectF rowRect(int index) const;
    // The label drawn for a bar: its name, elided to the label column.
    QString shownLabel(int index) const;
    // The bar under `pos` (its row), -1 when none.
    int barAt(const QPointF& pos) const;
    QString toolTipFor(int index) const;

    // A share as the chart writes it: "62.4%" (one decimal, the UI language's digits).
    static QString percentText(double share);
    // The method as users know it: "fanova" is "fANOVA".
    static QString methodLabel(const std::string& method);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The keyboard's bar moved (a scroll area around the chart brings its row into view).
    void currentBarChanged(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout {
        QRectF caption;
        double labelWidth = 0; // the label column
        double barLeft = 0;
        double barMax = 0; // length of the largest share's bar
        double top = 0; // the first row
        double rowHeight = 0;
        double barHeight = 0;
    };
    Layout layout() const;
    void refresh(); // after a change of what is shown: caption, accessible text, size, repaint
    void showCurrentToolTip();

    std::optional<spec::ImportanceReport> m_report;
    QString m_caption;
    int m_current = 0;
};

} // namespace trainyard::ui
