#pragma once

#include "client/backend.h"
#include "spec/job.h"

#include <QPointer>
#include <QString>
#include <QUrl>
#include <QWidget>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QProgressBar;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace trainyard::models {
class OutputTreeModel;
}

namespace trainyard::ui {

class TensorBoardLauncher;

// The Outputs tab: what a job wrote into its output folder (GET …/files), as a tree with a tuning
// job's trials on top, and what to do with an entry. On a backend whose files are on this machine
// (Backend::filesAreLocal(): the local daemon) an entry opens in place, its folder is revealed and the
// folder opens in TensorBoard; on a remote one a file is downloaded (Download…, with a progress bar and
// Cancel; the partial file is removed on cancel). Copy Path copies the path on the daemon's machine.
//
// The listing is read when the tab becomes active (once for a finished job, on each showing for a
// running one) and on Refresh, never while hidden; a refresh
// keeps the expanded folders and the selection. When the job has no folder, or it is empty, the tab
// says so, naming the folder or the daemon's reason.
class OutputsView : public QWidget {
    Q_OBJECT

public:
    explicit OutputsView(QWidget* parent = nullptr);
    ~OutputsView() override;

    // Another job, or the same job's newer document (then the listing, expansion and any download
    // stay; the trials' labels follow the document).
    void showJob(client::Backend* backend, const spec::Job& job);
    void clear();
    // Reads the listing when it becomes active: the first time for a finished job, every time for one
    // that still runs (it may have written more).
    void setActive(bool active);
    bool isActive() const { return m_active; }

    void refresh();
    // Downloads a file of the listing to `destination` (what Download… does after asking where).
    void downloadTo(const std::string& path, const QString& destination);
    void cancelDownload();
    bool isDownloading() const { return m_download != 0; }

    // What opens files, folders and addresses (the desktop's handlers unless replaced, as tests do).
    void setUrlOpener(std::function<void(const QUrl&)> opener);
    // The selected entry's path in the listing ("" for none).
    std::string selectedPath() const;
    bool selectPath(const std::string& path);

    models::OutputTreeModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    TensorBoardLauncher* tensorBoard() const { return m_tensorBoard; }
    QString emptyText() const; // "" while the tree shows
    QString statusText() const; // the last download's or TensorBoard's outcome
    QProgressBar* progressBar() const { return m_progress; }
    QAction* openAction() const { return m_open; }
    QAction* revealAction() const { return m_reveal; }
    QAction* copyPathAction() const { return m_copyPath; }
    QAction* downloadAction() const { return m_downloadAction; }
    QAction* refreshAction() const { return m_refresh; }
    QAction* tensorBoardAction() const { return m_openTensorBoard; }

signals:
    void listingLoaded(); // a listing (or the reason there is none) arrived
    void downloadFinished(bool ok);

private:
    void load();
    bool filesLocal() const; // the backend's files are on this machine
    void onListing(client::ApiResult<spec::OutputListing> result, quint64 generation);
    void updateActions();
    void collectExpanded(const QModelIndex& parent, std::vector<std::string>& paths) const;
    void showEmpty(const QString& text);
    QString absolutePath(const std::string& path) const; // on the daemon's machine
    void openSelected();
    void revealSelected();
    void copySelectedPath();
    void downloadSelected();
    void openTensorBoard();
    void activated(const QModelIndex& index);
    void setStatus(const QString& text);

    QPointer<client::Backend> m_backend;
    std::string m_jobId;
    spec::Job m_job;
    bool m_active = false;
    bool m_loaded = false; // a listing was asked for this job
    quint64 m_generation = 0; // answers to an older request are dropped
    client::Backend::StreamId m_download = 0;
    QString m_downloadDestination;
    std::function<void(const QUrl&)> m_opener;

    models::OutputTreeModel* m_model;
    QStackedWidget* m_stack;
    QTreeView* m_tree;
    QLabel* m_empty;
    QLabel* m_rootLabel;
    QLabel* m_status;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QAction* m_open;
    QAction* m_reveal;
    QAction* m_copyPath;
    QAction* m_downloadAction;
    QAction* m_refresh;
    QAction* m_openTensorBoard;
    TensorBoardLauncher* m_tensorBoard;
};

} // namespace trainyard::ui
