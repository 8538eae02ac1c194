#pragma once

#include "spec/transition.h"

#include <QObject>
#include <QPointer>
#include <QSystemTrayIcon>


namespace trainyard::ui {

// Tells the user, with a desktop notification from the tray, when a job succeeds, fails or is
// cancelled, so a long run can be left alone. Where no tray exists the signal still fires (the main
// window shows it in its status bar).
class Notifier : public QObject {
    Q_OBJECT

public:
    explicit Notifier(QObject* parent = nullptr);

    void setTrayIcon(QSystemTrayIcon* icon) { m_tray = icon; }
    void notice(const QString& backend, const spec::Transition& transition);

signals:
    void notified(const QString& title, const QString& message);

private:
    QPointer<QSystemTrayIcon> m_tray;
};

} // namespace trainyard::ui
