#include "loglinesview.h"

#include "loglinedelegate.h"

#include "models/logmodel.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

namespace trainyard::ui {

LogLinesView::LogLinesView(QWidget* parent)
    : QAbstractScrollArea(parent)
{
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
    connect(model, &QAbstractItemModel::rowsInserted, this, &LogLinesView::onRowsInserted);
    connect(model, &QAbstractItemModel::modelReset, this, &LogLinesView::onReset);
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from, const QModelIndex& to) {
        if (to.row() >= firstVisibleRow() && from.row() <= lastVisibleRow())
            viewport()->update();
    });
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

void LogLinesView::onRowsInserted()
{
    const bool stick = atBottom();
    updateScrollBar();
    if (stick)
        scrollToBottom();
    viewport()->update();
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

void LogLinesView::paintEvent(QPaintEvent*)
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
    const int last = lastVisibleRow();
    for (int row = firstVisibleRow(), y = 0; row <= last; ++row, y += height) {
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

void LogLinesView::scrollContentsBy(int, int)
{
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
