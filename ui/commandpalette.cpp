#include "commandpalette.h"

#include "console/backendsession.h"
#include "console/palettemodel.h"

#include "models/jobformat.h"
#include "models/joblistmodel.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPainterPath>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace trainyard::ui {

namespace {

constexpr int shadow = 10; // the soft shadow drawn around the panel, inside the widget
constexpr int maxRows = 12;

const QString separator = QStringLiteral(" \u203a ");

// A row: the text with its matched characters bold and in the highlight colour, a job's state and
// backend dimmer, the shortcut right-aligned; a disabled command greyed.
class PaletteDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(option.fontMetrics.height() + 12);
        return size;
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& given, const QModelIndex& index) const override
    {
        QStyleOptionViewItem option = given;
        initStyleOption(&option, index);
        const QString text = option.text;
        option.text.clear();
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &option, painter, widget);

        const bool usable = index.data(PaletteModel::UsableRole).toBool();
        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = usable ? QPalette::Normal : QPalette::Disabled;
        QColor ink = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        if (!usable) // greyed even where a palette's disabled colours are its normal ones
            ink.setAlphaF(0.5f);
        QColor dim = ink;
        dim.setAlphaF(ink.alphaF() * 0.62f);
        // Matches in the highlight colour, lighter on a dark background so that they stand out.
        QColor mark = option.palette.color(QPalette::Normal, QPalette::Highlight);
        if (option.palette.color(QPalette::Base).lightness() < 128)
            mark = mark.lighter(160);
        if (selected || !usable)
            mark = ink;

        const QRect area = option.rect.adjusted(10, 0, -10, 0);
        painter->save();
        painter->setClipRect(option.rect);

        // The shortcut, right-aligned, dimmer.
        int right = area.right();
        const QString keys = index.data(PaletteModel::ShortcutRole).toString();
        if (!keys.isEmpty()) {
            painter->setPen(dim);
            const int width = option.fontMetrics.horizontalAdvance(keys);
            painter->drawText(QRect(area.right() - width, area.top(), width, area.height()), Qt::AlignVCenter | Qt::AlignRight, keys);
            right -= width + 16;
        }

        QList<QTextLayout::FormatRange> formats;
        const auto plainFrom = index.data(PaletteModel::PlainFromRole).toLongLong();
        if (plainFrom >= 0 && plainFrom < text.size()) {
            QTextCharFormat tail;
            tail.setForeground(dim);
            formats.append({ static_cast<int>(plainFrom), static_cast<int>(text.size() - plainFrom), tail });
        }
        QTextCharFormat matched;
        matched.setFontWeight(QFont::Bold);
        matched.setForeground(mark);
        for (int p : index.data(PaletteModel::PositionsRole).value<QList<int>>()) {
            if (!formats.isEmpty() && formats.last().format.fontWeight() == QFont::Bold && formats.last().start + formats.last().length == p)
                ++formats.last().length;
            else
                formats.append({ p, 1, matched });
        }
        QTextLayout layout(text, option.font);
        layout.setFormats(formats);
        QTextOption textOption;
        textOption.setWrapMode(QTextOption::NoWrap);
        layout.setTextOption(textOption);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(1e6);
        layout.endLayout();
        painter->setPen(ink);
        painter->setClipRect(QRect(area.left(), option.rect.top(), std::max(0, right - area.left()), option.rect.height()));
        const qreal y = area.top() + (area.height() - line.height()) / 2.0;
        layout.draw(painter, QPointF(area.left(), y));
        painter->restore();
    }
};

} // namespace

CommandPalette::CommandPalette(QWidget* parent)
    : QFrame(parent)
    , m_model(new PaletteModel(this))
    , m_field(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setAccessibleName(tr("Command palette"));
    setFrameShape(QFrame::NoFrame);
    hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(shadow + 8, shadow + 8, shadow + 8, shadow + 8);
    layout->setSpacing(6);
    m_field->setPlaceholderText(tr("Type a command or a job…"));
    m_field->setAccessibleName(tr("Search commands and jobs"));
    m_field->setAccessibleDescription(tr("Up and Down choose, Enter runs the command or shows the job, Escape closes"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    layout->addWidget(m_field);

    m_list->setModel(m_model);
    m_list->setItemDelegate(new PaletteDelegate(m_list));
    m_list->setAccessibleName(tr("Commands and jobs"));
    m_list->setAccessibleDescription(tr("The commands and jobs that match, best first"));
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setFocusPolicy(Qt::NoFocus); // the field keeps the cursor; its arrows move the list
    m_list->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_list, 1);
    m_empty->setText(tr("No command or job matches"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setEnabled(false);
    m_empty->hide();
    layout->addWidget(m_empty, 1);

    connect(m_field, &QLineEdit::textChanged, this, &CommandPalette::filter);
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex& index) {
        m_list->setCurrentIndex(index);
        activateCurrent();
    });
    // Clicking or tabbing elsewhere closes it, as a popup would.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (isVisible() && now && now != this && !isAncestorOf(now))
            close(false);
    });
    parent->installEventFilter(this);
}

CommandPalette::~CommandPalette() = default;

QList<CommandPalette::Entry> CommandPalette::commandsOf(const QMenuBar* menuBar, const QAction* except)
{
    QList<Entry> entries;
    const auto walk = [&](const auto& self, const QList<QAction*>& actions, const QString& path) -> void {
        for (QAction* action : actions) {
            if (action->isSeparator() || !action->isVisible() || action == except)
                continue;
            const QString name = withoutAccelerators(action->text());
            if (QMenu* menu = action->menu()) {
                self(self, menu->actions(), path.isEmpty() ? name : path + separator + name);
                continue;
            }
            if (name.isEmpty())
                continue;
            Entry e;
            e.kind = Entry::Command;
            e.text = path.isEmpty() ? name : path + separator + name;
            e.nameStart = e.text.size() - name.size();
            e.shortcut = action->shortcut().toString(QKeySequence::NativeText);
            e.enabled = action->isEnabled();
            e.action = action;
            entries.append(e);
        }
    };
    if (menuBar)
        walk(walk, menuBar->actions(), {});
    return entries;
}

QList<CommandPalette::Entry> CommandPalette::jobsOf(const QList<BackendSession*>& sessions)
{
    QList<Entry> entries;
    for (BackendSession* session : sessions) {
        const models::JobListModel* jobs = session->jobs();
        const QString backend = session->backend()->name();
        QList<std::pair<qlonglong, Entry>> ofSession;
        for (int row = 0; row < jobs->rowCount(); ++row) {
            const QModelIndex index = jobs->index(row, models::JobListModel::IdColumn);
            Entry e;
            e.kind = Entry::Job;
            e.jobId = index.data(models::JobListModel::JobIdRole).toString();
            const QString state = models::stateLabel(index.data(models::JobListModel::StateRole).toString().toStdString());
            e.text = tr("%1 — %2 — %3", "job id, state, backend").arg(e.jobId, state, backend);
            e.nameLength = e.jobId.size();
            e.plainFrom = e.jobId.size();
            e.session = session;
            const qlonglong created = jobs->index(row, models::JobListModel::CreatedColumn).data(models::JobListModel::SortRole).toLongLong();
            ofSession.append({ created, e });
        }
        std::stable_sort(ofSession.begin(), ofSession.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (auto& [created, e] : ofSession)
            entries.append(std::move(e));
    }
    return entries;
}

void CommandPalette::popup(QList<Entry> entries)
{
    if (!isVisible()) {
        QWidget* focus = QApplication::focusWidget();
        m_focusBefore = focus && focus != this && !isAncestorOf(focus) ? focus : nullptr;
    }
    m_model->setEntries(std::move(entries));
    m_field->blockSignals(true);
    m_field->clear();
    m_field->blockSignals(false);
    filter();
    place();
    show();
    raise();
    m_field->setFocus(Qt::PopupFocusReason);
}

void CommandPalette::dismiss()
{
    close(true);
}

void CommandPalette::close(bool restoreFocus)
{
    if (!isVisible())
        return;
    hide();
    if (restoreFocus) {
        if (m_focusBefore)
            m_focusBefore->setFocus(Qt::PopupFocusReason);
        else if (parentWidget())
            parentWidget()->setFocus(Qt::PopupFocusReason);
    }
    emit dismissed();
}

QStringList CommandPalette::shownTexts() const
{
    QStringList texts;
    for (int row = 0; row < m_model->rowCount(); ++row)
        texts << m_model->index(row, 0).data().toString();
    return texts;
}

void CommandPalette::filter()
{
    m_model->setQuery(m_field->text());
    const int rows = m_model->rowCount();
    // The first row that can run is current, so that Enter does what the best match says.
    int current = 0;
    for (int row = 0; row < rows; ++row) {
        const Entry* e = m_model->entry(row);
        if (e && e->enabled) {
            current = row;
            break;
        }
    }
    if (rows > 0)
        m_list->setCurrentIndex(m_model->index(current, 0));
    m_list->setVisible(rows > 0);
    m_empty->setVisible(rows == 0);
    if (isVisible())
        place();
}

void CommandPalette::place()
{
    QWidget* window = parentWidget();
    if (!window)
        return;
    const int rowHeight = std::max(m_list->sizeHintForRow(0), fontMetrics().height() + 12);
    const int rows = std::clamp(m_model->rowCount(), 1, maxRows);
    const int margins = 2 * (shadow + 8);
    const int height = margins + m_field->sizeHint().height() + 6 + rows * rowHeight + 2 * m_list->frameWidth() + 2;
    const int width = std::min(720, window->width() - 40);
    const int top = window->height() / 12;
    setGeometry((window->width() - width) / 2, top, width, std::min(height, window->height() - top - 8));
}

bool CommandPalette::activateCurrent()
{
    const Entry* e = m_model->entry(m_list->currentIndex().row());
    if (!e || !e->enabled)
        return false;
    if (e->kind == Entry::Command) {
        QPointer<QAction> action = e->action;
        close(true);
        // Later, once the palette is gone and the focus is back: the command may open a dialog.
        if (action)
            QTimer::singleShot(0, action, [action] {
                if (action && action->isEnabled())
                    action->trigger();
            });
        return action != nullptr;
    }
    const QPointer<BackendSession> session = e->session;
    const QString jobId = e->jobId;
    close(true);
    if (session)
        emit jobChosen(session, jobId);
    return session != nullptr;
}

bool CommandPalette::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize && isVisible())
            place();
        return false;
    }
    if (watched != m_field)
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        // These keys are the palette's while it has the cursor, whatever shortcut the window has.
        auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Escape:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            event->accept();
            return true;
        default:
            return false;
        }
    }
    if (event->type() != QEvent::KeyPress)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    switch (key->key()) {
    case Qt::Key_Escape:
        close(true);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        activateCurrent();
        return true;
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown: {
        QKeyEvent forwarded(QEvent::KeyPress, key->key(), Qt::NoModifier);
        QApplication::sendEvent(m_list, &forwarded);
        return true;
    }
    default:
        return false;
    }
}

void CommandPalette::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF panel = QRectF(rect()).adjusted(shadow, shadow, -shadow, -shadow);
    // A soft shadow: rounded rectangles growing fainter outwards.
    for (int i = shadow; i > 0; --i) {
        QColor c(0, 0, 0);
        c.setAlphaF(0.05f * static_cast<float>(shadow - i + 1) / static_cast<float>(shadow));
        painter.setPen(Qt::NoPen);
        painter.setBrush(c);
        painter.drawRoundedRect(panel.adjusted(-i, -i + 2, i, i + 2), 8 + i, 8 + i);
    }
    painter.setBrush(palette().color(QPalette::Window));
    QColor border = palette().color(QPalette::WindowText);
    border.setAlphaF(0.25f);
    painter.setPen(QPen(border, 1));
    painter.drawRoundedRect(panel.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);
}

} // namespace trainyard::ui
