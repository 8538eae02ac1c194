#include "notifier.h"

#include <QSystemTrayIcon>

namespace trainyard::ui {

Notifier::Notifier(QObject* parent)
    : QObject(parent)
{
}

void Notifier::deliver(const models::Notification& n)
{
    QSystemTrayIcon::MessageIcon icon = QSystemTrayIcon::Information;
    if (n.level == models::Notification::Level::Warning)
        icon = QSystemTrayIcon::Warning;
    else if (n.level == models::Notification::Level::Critical)
        icon = QSystemTrayIcon::Critical;
    if (m_tray && QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(n.title, n.message, icon, 10'000);
    emit notified(n.title, n.message);
    emit delivered(n);
}

} // namespace trainyard::ui
