#include "loglinesview.h"

#include "loglinedelegate.h"

#include "models/logmodel.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollBar>
#include <QStyleOptionSlider>
#include <QToolTip>

#include <cstdlib>
#include <limits>

namespace trainyard::ui {

namespace {
    // A followed log changes the scroll bar's range with every batch of lines (each frame at 50,000
    // lines/s), but at the bottom of a long log the slider neither moves nor changes length: the
    // scroll bar repainted the same pixels anyway, and, being transparent, the widgets under it too
    // (the tab widget's frame, the window's background; docs/benchmarks.md, "Console"). This one
    // repaints only when what it draws changes.
    class LogScrollBar : public QScrollBar {
    public:
        explicit LogScrollBar(QWidget* parent)
            : QScrollBar(Qt::Vertical, parent)
        {
        }

    protected:
        void sliderChange(SliderChange change) override
        {
            if (change != SliderOrientationChange && m_drawn && look() == m_look)
                return;
            QScrollBar::sliderChange(change);
        }
        void paintEvent(QPaintEvent* event) override
        {
            m_look = look();
            m_drawn = true;
            QScrollBar::paintEvent(event);
        }
        void resizeEvent(QResizeEvent* event) override
        {
            m_drawn = false; // the whole bar is repainted anyway
            QScrollBar::resizeEvent(event);
        }

    private:
        // What the style draws from the range and value: the slider, and which ends it is at (the
        // arrows are drawn disabled there).
        struct Look {
            QRect slider;
            bool atMinimum = false;
            bool atMaximum = false;
            bool operator==(const Look&) const = default;
        };
        Look look() const
        {
            QStyleOptionSlider option;
            initStyleOption(&option);
            return { style()->subControlRect(QStyle::CC_ScrollBar, &option, QStyle::SC_ScrollBarSlider, this), value() <= minimum(),
                value() >= maximum() };
        }
        Look m_look;
        bool m_drawn = false;
    };
} // namespace

LogLinesView::LogLinesView(QWidget* parent)
    : QAbstractScrollArea(parent)
{
    setVerticalScrollBar(new LogScrollBar(this));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    viewport()->setMouseTracking(false);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        const bool bottom = atBottom();
        if (bottom != m_wasAtBottom) {
            m_wasAtBottom = bottom;
            emit atBottomChanged(bottom);
        }
    });
}

void LogLinesView::setModel(models::LogModel* model)
{
    m_model = model;
    connect(model, &QObject::destroyed, this, [this] { m_model = nullptr; });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex&, int first, int) { onRowsInserted(first); });
    connect(model, &QAbstractItemModel::modelReset, this, &LogLinesView::onReset);
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from, const QModelIndex& to) { updateRows(from.row(), to.row()); });
    onReset();
}

void LogLinesView::setDelegate(LogLineDelegate* delegate)
{
    m_delegate = delegate;
    viewport()->update();
}

int LogLinesView::rowHeight() const
{
    return fontMetrics().height() + 4;
}

int LogLinesView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

int LogLinesView::lastVisibleRow() const
{
    if (!m_model || m_model->rowCount() == 0)
        return -1;
    const int onScreen = (viewport()->height() + rowHeight() - 1) / rowHeight();
    return std::min(m_model->rowCount() - 1, firstVisibleRow() + onScreen - 1);
}

int LogLinesView::rowAt(int y) const
{
    if (!m_model)
        return -1;
    const int row = firstVisibleRow() + y / rowHeight();
    return row < m_model->rowCount() ? row : -1;
}

void LogLinesView::updateScrollBar()
{
    const int rows = m_model ? m_model->rowCount() : 0;
    const int page = std::max(1, viewport()->height() / rowHeight());
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(1);
    verticalScrollBar()->setRange(0, std::max(0, rows - page));
}

bool LogLinesView::atBottom() const
{
    return verticalScrollBar()->value() >= verticalScrollBar()->maximum();
}

void LogLinesView::scrollToBottom()
{
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void LogLinesView::scrollToRow(int row, Position position)
{
    const int page = verticalScrollBar()->pageStep();
    int top = verticalScrollBar()->value();
    switch (position) {
    case Position::Top:
        top = row;
        break;
    case Position::Center:
        top = row - page / 2;
        break;
    case Position::Bottom:
        top = row - page + 1;
        break;
    case Position::Visible:
        if (row < top)
            top = row;
        else if (row >= top + page)
            top = row - page + 1;
        break;
    }
    verticalScrollBar()->setValue(top);
}

void LogLinesView::onRowsInserted(int first)
{
    const bool stick = atBottom();
    updateScrollBar();
    if (stick)
        scrollToBottom(); // moves the rows on screen up, and paints only the rows it brings in
    // Rows are appended: those on screen above the new ones stay as they are.
    updateRows(first, std::numeric_limits<int>::max());
}

void LogLinesView::updateRows(int first, int last)
{
    first = std::max(first, firstVisibleRow());
    last = std::min(last, lastVisibleRow());
    if (first > last)
        return;
    const int height = rowHeight();
    viewport()->update(QRect(0, (first - firstVisibleRow()) * height, viewport()->width(), (last - first + 1) * height));
}

void LogLinesView::onReset()
{
    m_current = -1;
    m_anchor = -1;
    updateScrollBar();
    viewport()->update();
}

void LogLinesView::setCurrentRow(int row)
{
    moveCurrent(row, false);
}

std::pair<int, int> LogLinesView::selectedRange() const
{
    if (m_current < 0)
        return { -1, -1 };
    const int anchor = m_anchor < 0 ? m_current : m_anchor;
    return { std::min(anchor, m_current), std::max(anchor, m_current) };
}

void LogLinesView::moveCurrent(int row, bool extend)
{
    if (!m_model || m_model->rowCount() == 0)
        return;
    row = std::clamp(row, 0, m_model->rowCount() - 1);
    if (!extend || m_anchor < 0)
        m_anchor = row;
    m_current = row;
    scrollToRow(row, Position::Visible);
    viewport()->update();
    emit currentRowChanged(row);
}

void LogLinesView::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    if (!m_model || !m_delegate)
        return;
    const int height = rowHeight();
    const auto [selFirst, selLast] = selectedRange();
    QStyleOptionViewItem option;
    option.initFrom(viewport());
    option.font = font();
    option.fontMetrics = fontMetrics();
    // Only the rows in the region to paint: after a scroll by a few rows that is the rows it brought in.
    const QRect area = event->rect();
    const int top = firstVisibleRow() + std::max(0, area.top()) / height;
    const int last = std::min(lastVisibleRow(), firstVisibleRow() + area.bottom() / height);
    for (int row = top, y = (top - firstVisibleRow()) * height; row <= last; ++row, y += height) {
        option.rect = QRect(0, y, viewport()->width(), height);
        option.state = QStyle::State_Enabled;
        if (row >= selFirst && row <= selLast)
            option.state |= QStyle::State_Selected;
        m_delegate->paint(&painter, option, m_model->index(row));
    }
}

void LogLinesView::resizeEvent(QResizeEvent* event)
{
    const bool stick = atBottom();
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
    if (stick)
        scrollToBottom();
}

void LogLinesView::scrollContentsBy(int, int dy)
{
    // Moves the pixels of the rows that stay on screen (the window's backing store copies them) and
    // repaints only the rows that come in: a followed log at 1,000 lines/s moves by about 16 rows a frame.
    const int height = rowHeight();
    if (std::abs(dy) < viewport()->height() / height)
        viewport()->scroll(0, dy * height);
    else
        viewport()->update();
}

void LogLinesView::keyPressEvent(QKeyEvent* event)
{
    const bool extend = event->modifiers() & Qt::ShiftModifier;
    const int page = verticalScrollBar()->pageStep();
    const int from = m_current < 0 ? firstVisibleRow() : m_current;
    switch (event->key()) {
    case Qt::Key_Up:
        moveCurrent(from - 1, extend);
        break;
    case Qt::Key_Down:
        moveCurrent(from + 1, extend);
        break;
    case Qt::Key_PageUp:
        moveCurrent(from - page, extend);
        break;
    case Qt::Key_PageDown:
        moveCurrent(from + page, extend);
        break;
    case Qt::Key_Home:
        moveCurrent(0, extend);
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void LogLinesView::mousePressEvent(QMouseEvent* event)
{
    const int row = rowAt(event->position().toPoint().y());
    if (row >= 0 && event->button() == Qt::LeftButton)
        moveCurrent(row, event->modifiers() & Qt::ShiftModifier);
    setFocus();
}

void LogLinesView::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const int y = event->position().toPoint().y();
    // Dragging past an edge scrolls, so a selection can span more than a screen.
    const int row = y < 0 ? firstVisibleRow() - 1 : (y >= viewport()->height() ? lastVisibleRow() + 1 : rowAt(y));
    if (row >= 0)
        moveCurrent(row, true);
}

bool LogLinesView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_model) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos().y());
        const QString text = row >= 0 ? m_model->lineText(row) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text.left(2000), viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace trainyard::ui
