#pragma once

#include "models/notificationrules.h"

#include <QObject>
#include <QPointer>
#include <QSystemTrayIcon>


namespace trainyard::ui {

// Tells the user what a notification rule matched (a job finished, a log line, a metric crossing a
// threshold), with a desktop notification from the tray, so a long run can be left alone. Where no
// tray exists the signal still fires (the main window shows it in its status bar). What to tell is
// decided by the NotificationCenter and its rules.
class Notifier : public QObject {
    Q_OBJECT

public:
    explicit Notifier(QObject* parent = nullptr);

    void setTrayIcon(QSystemTrayIcon* icon) { m_tray = icon; }
    void deliver(const models::Notification& notification);

signals:
    void notified(const QString& title, const QString& message);
    void delivered(const trainyard::models::Notification& notification); // the same, whole

private:
    QPointer<QSystemTrayIcon> m_tray;
};

} // namespace trainyard::ui
