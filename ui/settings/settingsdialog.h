#pragma once

#include "ui/remotebackenddialog.h"

#include <QDialog>

#include <functional>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace trainyard::client {
class HttpTransport;
class LocalDaemonBackend;
} // namespace trainyard::client

namespace trainyard::ui {

class AppearancePage;
class BackendsPage;
class DaemonPage;
class SettingsPage;

// The console's settings: remote backends, the local daemon, notifications, appearance. A page list
// on the left, the page on the right; OK and Apply stay disabled while a page has a problem, which is
// shown under the pages, naming the field.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    // `local`: the console's local daemon, told of new daemon settings (null: there is none).
    SettingsDialog(client::HttpTransport& transport, client::LocalDaemonBackend* local, QWidget* parent = nullptr);

    // Stores every page; the theme applies at once; new daemon settings reach `local` (and a restart
    // of a daemon this console started is offered).
    void apply();

    QListWidget* pageList() const { return m_list; }
    QStackedWidget* pages() const { return m_stack; }
    BackendsPage* backendsPage() const { return m_backends; }
    DaemonPage* daemonPage() const { return m_daemon; }
    AppearancePage* appearancePage() const { return m_appearance; }
    QPushButton* okButton() const { return m_ok; }
    QPushButton* applyButton() const { return m_apply; }
    QString problem() const; // as shown; empty when every page is fine
    // The last word on new daemon settings: a restart done or offered, or when they take effect.
    QString daemonNotice() const { return m_daemonNotice; }

signals:
    // The stored remote backends changed (apply()): the console shows these now.
    void remoteBackendsChanged(const QList<trainyard::ui::RemoteBackendConfig>& configs);

private:
    void addPage(QWidget* page, const QIcon& icon, const QString& title, std::function<void()> apply, std::function<QString()> problem);
    void validate();
    void daemonSettingsChanged();
    void restartConsole();

    struct Page {
        QWidget* widget;
        std::function<void()> apply;
        std::function<QString()> problem;
    };
    QList<Page> m_pageList;
    client::LocalDaemonBackend* m_local;
    QListWidget* m_list;
    QStackedWidget* m_stack;
    BackendsPage* m_backends;
    DaemonPage* m_daemon;
    AppearancePage* m_appearance;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
    QPushButton* m_apply = nullptr;
    QString m_daemonNotice;
};

} // namespace trainyard::ui
