#include "notifier.h"

#include <QSystemTrayIcon>

namespace trainyard::ui {

Notifier::Notifier(QObject* parent)
    : QObject(parent)
{
}

void Notifier::notice(const QString& backend, const spec::Transition& t)
{
    QString title;
    QSystemTrayIcon::MessageIcon icon = QSystemTrayIcon::Information;
    const QString job = QString::fromStdString(t.jobId);
    if (t.state == "SUCCEEDED") {
        title = tr("Job %1 succeeded").arg(job);
    } else if (t.state == "FAILED") {
        title = tr("Job %1 failed").arg(job);
        icon = QSystemTrayIcon::Critical;
    } else if (t.state == "CANCELLED") {
        title = tr("Job %1 was cancelled").arg(job);
        icon = QSystemTrayIcon::Warning;
    } else {
        return;
    }
    QString message = tr("on %1").arg(backend);
    if (!t.reason.empty())
        message += QStringLiteral(": ") + QString::fromStdString(t.reason).left(300);
    if (m_tray && QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(title, message, icon, 10'000);
    emit notified(title, message);
}

} // namespace trainyard::ui
