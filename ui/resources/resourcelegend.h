#pragma once

#include <QColor>
#include <QListWidget>

#include <vector>

namespace trainyard::ui {

// The Resources tab's legend: one entry per (trial, replica) in its colour; clicking one (or Space on
// it) hides or shows its line in every chart. Entries with no sample in the visible range are left
// out, so that a study of a hundred trials lists only the few that ran then.
class ResourceLegend : public QListWidget {
    Q_OBJECT

public:
    explicit ResourceLegend(QWidget* parent = nullptr);

    // One entry per series, in series order; entries already there keep their shown state.
    void setEntries(const QStringList& labels, const std::vector<QColor>& colors);
    // Which series have samples in the visible range (a non-zero entry per index).
    void setInRange(const std::vector<char>& inRange);
    bool isShown(int series) const;
    void setShown(int series, bool shown);
    void toggle(int series);
    std::vector<char> shownSeries() const;
    // The entry's rectangle in viewport coordinates (empty when left out), for tests.
    QRect entryRect(int series) const;

    QSize sizeHint() const override; // as tall as its entries need, one to three rows
    QSize minimumSizeHint() const override;

signals:
    void shownChanged();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void restyle(int series);

    std::vector<char> m_shown;
    std::vector<QColor> m_colors;
};

} // namespace trainyard::ui
