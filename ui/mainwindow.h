#pragma once

#include "jobactions.h"
#include "mainmenus.h"

#include "console/remotebackendconfig.h"

#include "client/httptransport.h"
#include "client/localdaemonbackend.h"
#include "spec/job.h"

#include <QMainWindow>
#include <QPointer>
#include <QSet>

#include <memory>
#include <optional>

class QComboBox;
class QCloseEvent;
class QLineEdit;
class QSplitter;
class QStackedWidget;
class QSystemTrayIcon;
class QTableView;
class QTimer;
class QToolBar;


namespace trainyard::models {
class JobFilterProxy;
}

namespace trainyard::ui {

class BackendListWidget;
class BackendRegistry;
class BackendSession;
class CommandPalette;
class EmptyJobsView;
class JobWizard;
class SettingsDialog;
class DraftStore;
class JobActions;
class JobDetailView;
class NoticeButton;
class Notifier;
class NotificationCenter;

struct ConsoleOptions {
    client::LocalDaemonOptions localDaemon;
    bool withLocalDaemon = true;
    QString draftsFolder; // empty: the default (DraftStore::defaultFolder())
};

// The console: backends on the left with their status, the selected backend's jobs under them (or,
// while it has none, what to do first), the selected job on the right. Every main action is in the
// menus with a shortcut (MainMenus), and the main ones in the toolbar. The window is layout: the
// backends are its BackendRegistry's, what the menus do is its JobActions'.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(ConsoleOptions options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Adds a backend and starts it (connect, list, watch).
    BackendSession* addBackend(std::unique_ptr<client::Backend> backend);
    // Takes a backend out of the list; it is deleted once no wizard may still submit to it.
    void removeBackend(BackendSession* session);
    // Shows these remote backends (the settings changed): new ones added, changed ones replaced,
    // those no longer there removed; the local daemon stays.
    void showRemoteBackends(const QList<RemoteBackendConfig>& configs);
    // The local daemon's backend; null with --no-local.
    client::LocalDaemonBackend* localBackend() const;
    client::HttpTransport& transport();
    BackendRegistry* registry() const { return m_registry.get(); }
    JobActions* jobActions() const { return m_jobActions; }

    QList<BackendSession*> sessions() const;
    BackendSession* currentSession() const;
    BackendListWidget* backendList() const { return m_backendList; }
    QTableView* jobTable() const { return m_jobTable; }
    // Shown instead of the job table while the shown backend has been listed and has no job.
    EmptyJobsView* emptyJobsView() const { return m_empty; }
    QSplitter* splitter() const { return m_splitter; } // the job list | the job; its position is kept in the settings
    QToolBar* mainToolBar() const { return m_menus.toolBar; }
    QString examplesFolder() const { return m_examplesFolder; } // empty when the examples were not found
    models::JobFilterProxy* jobFilter() const { return m_proxy; }
    JobDetailView* detail() const { return m_detail; }
    Notifier* notifier() const { return m_notifier; }
    NoticeButton* notices() const { return m_notices; }
    NotificationCenter* notifications() const { return m_notifications; }
    QLineEdit* filterField() const { return m_filter; }
    QAction* cancelAction() const { return m_menus.cancel; }
    QAction* resubmitAction() const { return m_menus.resubmit; }
    QAction* convertToVertexAction() const { return m_menus.convertToVertex; }
    QAction* settingsAction() const { return m_menus.settings; }
    QAction* commandPaletteAction() const { return m_menus.palette; }
    CommandPalette* commandPalette() const { return m_palette; } // null until first opened

    bool selectJob(const QString& jobId); // in the current backend's list
    QString selectedJobId() const;

    // The wizard, empty or pre-filled (clone, import); it submits to `target` unless the user picks another.
    // `draftId`: go on saving under an earlier session's draft (a restored one).
    JobWizard* openWizard(const std::optional<spec::Job>& job = std::nullopt, const QString& draftId = {});
    DraftStore* drafts() const { return m_drafts; }

public slots:
    void newJob();
    void newJobFromTemplate();
    void cloneSelectedJob();
    void importJob(const QString& path = {});
    void importGcloudCommand();
    void exportSelectedJob(const QString& path = {});
    void cancelSelectedJob(); // asks first
    void resubmitSelectedJob(); // asks for the new id and job dir first (ResubmitDialog)
    void openExample(int index); // one of ExampleJobs::jobs, in the wizard
    void newJobFromExample(); // asks which
    void refresh();
    void addRemoteDaemon();
    SettingsDialog* openSettings(); // Ctrl+, (non-modal to tests: returns the open dialog)
    void showCommandPalette(); // Ctrl+K: every command and every job, by typing

signals:
    void resubmitted(const QString& newJobId);
    void exported(const QString& path, const QString& error);
    void actionFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void onSessionAdded(BackendSession* session);
    void onSessionRemoving(BackendSession* session);
    void updateEmptyState();
    void saveLayout();
    void showSession(BackendSession* session);
    void onCurrentJobChanged();
    void updateActions();
    void fitColumns();

    std::unique_ptr<BackendRegistry> m_registry; // its sessions go once the views have let go of them
    BackendSession* m_shown = nullptr; // sessions live as long as the window
    BackendListWidget* m_backendList;
    QLineEdit* m_filter;
    QComboBox* m_stateFilter;
    QTableView* m_jobTable;
    QSplitter* m_splitter;
    QStackedWidget* m_listStack; // the job table, or the empty state
    EmptyJobsView* m_empty;
    QString m_examplesFolder;
    QSet<BackendSession*> m_listed; // sessions listed at least once: only then is an empty list known to be empty
    models::JobFilterProxy* m_proxy;
    JobDetailView* m_detail;
    Notifier* m_notifier;
    NoticeButton* m_notices = nullptr;
    NotificationCenter* m_notifications;
    DraftStore* m_drafts;
    QSystemTrayIcon* m_tray = nullptr;
    QTimer* m_tick;
    JobActions* m_jobActions;
    MainMenus m_menus;
    CommandPalette* m_palette = nullptr;
    bool m_columnsFitted = false;
    QPointer<SettingsDialog> m_settings;
};

} // namespace trainyard::ui
