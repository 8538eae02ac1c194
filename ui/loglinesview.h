#pragma once

#include <QAbstractScrollArea>
#include <QPointer>

namespace trainyard::models {
class LogModel;
}

namespace trainyard::ui {

class LogLineDelegate;

// A view for logs of any length. Item views lay out every row (QListView keeps a position per row,
// QHeaderView a section per row): at ten million lines that is tens of megabytes and a pass over all
// rows per insertion. Here rows have one height, the scroll bar counts rows, and only the rows on
// screen are ever asked for: nothing grows with the log.
class LogLinesView : public QAbstractScrollArea {
    Q_OBJECT

public:
    enum class Position { Top, Center, Bottom, Visible };

    explicit LogLinesView(QWidget* parent = nullptr);

    void setModel(models::LogModel* model);
    void setDelegate(LogLineDelegate* delegate);

    int rowHeight() const;
    int firstVisibleRow() const;
    int lastVisibleRow() const; // the last row at least partly on screen, -1 when none
    int rowAt(int y) const; // -1 below the last row

    void scrollToRow(int row, Position position = Position::Visible);
    void scrollToBottom();
    bool atBottom() const;

    int currentRow() const { return m_current; }
    void setCurrentRow(int row); // selects that row alone
    // The selected rows, first and last (inclusive); {-1, -1} when none.
    std::pair<int, int> selectedRange() const;

signals:
    void currentRowChanged(int row);
    void atBottomChanged(bool atBottom);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool viewportEvent(QEvent* event) override; // tooltips with the whole line

private:
    void updateScrollBar();
    void moveCurrent(int row, bool extend);
    void onRowsInserted(int first);
    void updateRows(int first, int last); // repaints those of the rows that are on screen
    void onReset();

    models::LogModel* m_model = nullptr; // cleared when the model is destroyed
    LogLineDelegate* m_delegate = nullptr;
    int m_current = -1;
    int m_anchor = -1;
    bool m_wasAtBottom = true;
};

} // namespace trainyard::ui
