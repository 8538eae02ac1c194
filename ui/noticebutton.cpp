#include "noticebutton.h"

#include <QLocale>
#include <QMenu>
#include <QStyle>

namespace trainyard::ui {

namespace {
    constexpr std::size_t keptNotices = 100; // a long evening of jobs; older ones are in the jobs' timelines
}

NoticeButton::NoticeButton(QWidget* parent)
    : QToolButton(parent)
    , m_menu(new QMenu(this))
{
    setAutoRaise(true);
    setPopupMode(QToolButton::InstantPopup);
    setMenu(m_menu);
    setAccessibleName(tr("Notices"));
    setToolTip(tr("What the notification rules told during this run: job ends, log lines, metrics"));
    connect(m_menu, &QMenu::aboutToShow, this, [this] {
        fillMenu();
        markRead();
    });
    updateText();
}

void NoticeButton::add(const models::Notification& notification)
{
    m_entries.push_front({ QDateTime::currentDateTime(), notification });
    if (m_entries.size() > keptNotices)
        m_entries.pop_back();
    ++m_unread;
    updateText();
}

QStringList NoticeButton::titles() const
{
    QStringList out;
    for (const Entry& e : m_entries)
        out << e.notification.title;
    return out;
}

void NoticeButton::markRead()
{
    m_unread = 0;
    updateText();
}

void NoticeButton::updateText()
{
    setText(m_unread > 0 ? tr("Notices: %1 new").arg(m_unread) : tr("Notices"));
    setEnabled(!m_entries.empty());
    QFont f = font();
    f.setBold(m_unread > 0);
    setFont(f);
}

void NoticeButton::fillMenu()
{
    m_menu->clear();
    const QLocale locale;
    for (const Entry& e : m_entries) {
        const models::Notification& n = e.notification;
        const QString when = locale.toString(e.time.time(), QLocale::ShortFormat);
        QAction* action = m_menu->addAction(QStringLiteral("%1  %2").arg(when, n.title));
        action->setToolTip(n.message);
        action->setStatusTip(n.message);
        if (n.level == models::Notification::Level::Critical)
            action->setIcon(style()->standardIcon(QStyle::SP_MessageBoxCritical));
        else if (n.level == models::Notification::Level::Warning)
            action->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        else
            action->setIcon(style()->standardIcon(QStyle::SP_MessageBoxInformation));
        action->setEnabled(!n.jobId.isEmpty());
        const QString backend = n.backend, jobId = n.jobId;
        connect(action, &QAction::triggered, this, [this, backend, jobId] { emit jobChosen(backend, jobId); });
    }
    m_menu->setToolTipsVisible(true);
}

} // namespace trainyard::ui
