#pragma once

#include "models/notificationrules.h"

#include <QDateTime>
#include <QToolButton>

#include <deque>

class QMenu;

namespace trainyard::ui {

// The notices of this run, kept where a later status message cannot hide them. The status bar shows a
// notice for a few seconds, and the next message ("Submitted …") replaced it: a job that failed while
// it was being submitted told nobody (finding 124), and where no tray exists there was no other trace.
// This button in the status bar counts the notices not yet looked at and lists the latest, newest
// first; choosing one shows its job.
class NoticeButton : public QToolButton {
    Q_OBJECT

public:
    explicit NoticeButton(QWidget* parent = nullptr);

    void add(const models::Notification& notification);
    int unread() const { return m_unread; }
    int count() const { return static_cast<int>(m_entries.size()); }
    // The notices' titles, newest first (what the list shows), for tests and accessibility.
    QStringList titles() const;
    void markRead();

signals:
    void jobChosen(const QString& backend, const QString& jobId);

private:
    void updateText();
    void fillMenu();

    struct Entry {
        QDateTime time;
        models::Notification notification;
    };
    std::deque<Entry> m_entries; // newest first
    int m_unread = 0;
    QMenu* m_menu;
};

} // namespace trainyard::ui
