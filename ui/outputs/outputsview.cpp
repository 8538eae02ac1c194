#include "outputsview.h"

#include "console/backendlogsource.h"
#include "console/tensorboardlauncher.h"
#include "models/outputtreemodel.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStackedWidget>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <set>

namespace trainyard::ui {

using models::OutputTreeModel;

namespace {
    QString qs(const std::string& s)
    {
        return QString::fromStdString(s);
    }

    std::vector<std::string> trialIdsOf(const spec::Job& job)
    {
        std::vector<std::string> ids;
        if (job.trainingOutput && job.trainingOutput->trials) {
            for (const auto& trial : *job.trainingOutput->trials) {
                if (trial.trialId)
                    ids.push_back(*trial.trialId);
            }
        }
        return ids;
    }

    QString fileName(const std::string& path)
    {
        const auto slash = path.rfind('/');
        return qs(slash == std::string::npos ? path : path.substr(slash + 1));
    }
} // namespace

OutputsView::OutputsView(QWidget* parent)
    : QWidget(parent)
    , m_opener([](const QUrl& url) { QDesktopServices::openUrl(url); })
    , m_model(new OutputTreeModel(this))
    , m_tensorBoard(new TensorBoardLauncher(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(4);

    auto* toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const auto action = [this, toolBar](const QString& text, const QString& tip, const QKeySequence& shortcut,
                            void (OutputsView::*slot)()) {
        auto* a = new QAction(text, this);
        a->setToolTip(tip);
        if (!shortcut.isEmpty()) {
            a->setShortcut(shortcut);
            a->setShortcutContext(Qt::WidgetWithChildrenShortcut); // only while this tab has the focus
        }
        connect(a, &QAction::triggered, this, slot);
        toolBar->addAction(a);
        addAction(a);
        return a;
    };
    m_open = action(
        tr("&Open"), tr("Open the file with its application (Enter, or double-click)"), {}, &OutputsView::openSelected);
    m_reveal = action(tr("&Reveal Folder"), tr("Show the entry's folder in the file manager"), {},
        &OutputsView::revealSelected); // Ctrl+Shift+R is Resubmit
    m_copyPath = action(tr("&Copy Path"), tr("Copy the entry's path on the daemon's machine (Ctrl+Shift+C)"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), &OutputsView::copySelectedPath);
    m_downloadAction = action(tr("&Download…"), tr("Copy the file from the daemon's machine to this one (Ctrl+S)"),
        QKeySequence::Save, &OutputsView::downloadSelected);
    m_refresh
        = action(tr("Re&fresh"), tr("Read the folder again"), {}, &OutputsView::refresh); // F5 is the window's Refresh
    toolBar->addSeparator();
    m_openTensorBoard = action(
        tr("Open in &TensorBoard"), {}, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B), &OutputsView::openTensorBoard);
    layout->addWidget(toolBar);

    m_rootLabel = new QLabel(this);
    m_rootLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rootLabel->setForegroundRole(QPalette::PlaceholderText);
    m_rootLabel->setAccessibleName(tr("Output folder"));
    layout->addWidget(m_rootLabel);

    m_stack = new QStackedWidget(this);
    m_tree = new QTreeView(m_stack);
    m_tree->setModel(m_model);
    m_model->setIcons(style()->standardIcon(QStyle::SP_DirIcon), style()->standardIcon(QStyle::SP_FileIcon));
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(OutputTreeModel::NameColumn, Qt::AscendingOrder);
    m_tree->setUniformRowHeights(true); // 10,000 entries scroll without measuring each
    m_tree->setAlternatingRowColors(true);
    m_tree->setAccessibleName(tr("Output files"));
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(OutputTreeModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(OutputTreeModel::SizeColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(OutputTreeModel::ModifiedColumn, QHeaderView::ResizeToContents);
    connect(m_tree, &QTreeView::activated, this, &OutputsView::activated);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &OutputsView::updateActions);
    m_stack->addWidget(m_tree);
    m_empty = new QLabel(m_stack);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_stack->addWidget(m_empty);
    layout->addWidget(m_stack, 1);

    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_progress->setAccessibleName(tr("Download progress"));
    progressRow->addWidget(m_progress, 1);
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("C&ancel"));
    m_cancel->setToolTip(tr("Stop the download and remove what arrived of it"));
    m_cancel->setVisible(false);
    connect(m_cancel, &QToolButton::clicked, this, &OutputsView::cancelDownload);
    progressRow->addWidget(m_cancel);
    layout->addLayout(progressRow);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setVisible(false);
    layout->addWidget(m_status);

    connect(m_tensorBoard, &TensorBoardLauncher::started, this, [this](const QUrl& url) {
        setStatus(tr("TensorBoard shows %1 at %2").arg(m_tensorBoard->logDir(), url.toString()));
    });
    connect(m_tensorBoard, &TensorBoardLauncher::failed, this, &OutputsView::setStatus);

    showEmpty(tr("No job selected."));
    updateActions();
}

OutputsView::~OutputsView()
{
    client::Backend* backend = m_backend.data();
    if (m_download && backend != nullptr)
        backend->cancelStream(m_download); // removes the part file
}

bool OutputsView::filesLocal() const
{
    const client::Backend* backend = m_backend.data();
    return backend != nullptr && backend->filesAreLocal();
}

void OutputsView::setUrlOpener(std::function<void(const QUrl&)> opener)
{
    m_opener = opener;
    m_tensorBoard->setOpener(std::move(opener));
}

void OutputsView::showJob(client::Backend* backend, const spec::Job& job)
{
    const std::string jobId = job.jobId.value_or("");
    if (backend == m_backend && jobId == m_jobId && !jobId.empty()) {
        // The same job changed (a trial appeared, it finished): relabel the trials if their list changed.
        const bool trialsChanged = trialIdsOf(job) != trialIdsOf(m_job);
        m_job = job;
        if (trialsChanged && m_loaded) {
            if (m_active)
                refresh();
            else
                m_loaded = false; // read again when shown
        }
        return;
    }
    clear();
    m_backend = backend;
    m_jobId = jobId;
    m_job = job;
    if (m_active)
        load();
    else
        showEmpty(QString());
    updateActions();
}

void OutputsView::clear()
{
    ++m_generation;
    m_backend = nullptr;
    m_jobId.clear();
    m_job = {};
    m_loaded = false;
    m_model->clear();
    m_rootLabel->clear();
    showEmpty(tr("No job selected."));
    updateActions();
}

void OutputsView::setActive(bool active)
{
    m_active = active;
    // A job still running writes more: each showing reads again. A finished one is read once.
    const bool running = !m_job.state || !spec::isTerminal(m_job.state->value());
    if (active && (!m_loaded || running) && m_backend && !m_jobId.empty())
        load();
}

void OutputsView::refresh()
{
    if (m_backend && !m_jobId.empty())
        load();
}

void OutputsView::load()
{
    m_loaded = true;
    const quint64 generation = ++m_generation;
    if (m_model->isEmpty())
        showEmpty(tr("Reading the job's output folder…"));
    client::Backend* backend = m_backend.data();
    if (backend == nullptr)
        return;
    backend->listFiles(m_jobId, this, [this, generation](client::ApiResult<spec::OutputListing> result) {
        onListing(std::move(result), generation);
    });
}

void OutputsView::onListing(client::ApiResult<spec::OutputListing> result, quint64 generation)
{
    if (generation != m_generation)
        return; // another job, or a newer refresh
    if (const auto* error = std::get_if<client::ApiError>(&result)) {
        if (error->status == "UNIMPLEMENTED")
            showEmpty(tr("This backend does not show a job's output folder."));
        else
            showEmpty(tr("The output folder could not be read: %1").arg(describe(*error)));
        m_model->clear();
        m_rootLabel->clear();
        updateActions();
        emit listingLoaded();
        return;
    }
    auto listing = std::get<spec::OutputListing>(std::move(result));

    // What the user had open and selected, found again by path in the new tree.
    std::vector<std::string> expanded;
    collectExpanded({}, expanded);
    const std::string selected = selectedPath();

    const QString root = qs(listing.root);
    const QString reason = qs(listing.status);
    const bool truncated = listing.truncated;
    const std::size_t count = listing.files.size();
    m_model->setListing(std::move(listing), trialIdsOf(m_job));
    m_model->sort(m_tree->header()->sortIndicatorSection(), m_tree->header()->sortIndicatorOrder());
    for (const auto& path : expanded)
        m_tree->expand(m_model->indexOfPath(path));
    if (!selected.empty())
        selectPath(selected);

    if (root.isEmpty()) {
        showEmpty(reason.isEmpty() ? tr("This job has no output folder.")
                                   : tr("This job has no output folder: %1").arg(reason));
        m_rootLabel->clear();
    } else {
        m_rootLabel->setText(truncated ? tr("%1 (only its first %2 entries are listed)")
                                             .arg(root, QLocale().toString(static_cast<qlonglong>(count)))
                                       : root);
        if (m_model->isEmpty())
            showEmpty(tr("Nothing in %1 yet. Refresh to look again.").arg(root));
        else
            m_stack->setCurrentWidget(m_tree);
    }
    updateActions();
    emit listingLoaded();
}

void OutputsView::collectExpanded(const QModelIndex& parent, std::vector<std::string>& paths) const
{
    // Only down expanded folders: a refresh of 10,000 entries costs what is open, not the whole tree.
    for (int row = 0; row < m_model->rowCount(parent); ++row) {
        const QModelIndex index = m_model->index(row, 0, parent);
        if (m_tree->isExpanded(index)) {
            paths.push_back(index.data(OutputTreeModel::PathRole).toString().toStdString());
            collectExpanded(index, paths);
        }
    }
}

void OutputsView::showEmpty(const QString& text)
{
    m_empty->setText(text);
    m_stack->setCurrentWidget(m_empty);
}

QString OutputsView::emptyText() const
{
    return m_stack->currentWidget() == m_empty ? m_empty->text() : QString();
}

QString OutputsView::statusText() const
{
    return m_status->isVisible() ? m_status->text() : QString();
}

void OutputsView::setStatus(const QString& text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

std::string OutputsView::selectedPath() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid() ? current.data(OutputTreeModel::PathRole).toString().toStdString() : std::string();
}

bool OutputsView::selectPath(const std::string& path)
{
    const QModelIndex index = m_model->indexOfPath(path);
    if (!index.isValid())
        return false;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        m_tree->expand(p);
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    updateActions();
    return true;
}

QString OutputsView::absolutePath(const std::string& path) const
{
    const QString root = qs(m_model->listing().root);
    return path.empty() ? root : root + QLatin1Char('/') + qs(path);
}

void OutputsView::updateActions()
{
    const bool local = filesLocal();
    const auto file = m_model->fileAt(m_tree->currentIndex());
    const bool hasRoot = !m_model->listing().root.empty();
    m_open->setEnabled(local && file.has_value());
    m_open->setVisible(local || !m_backend);
    m_reveal->setEnabled(local && hasRoot);
    m_reveal->setVisible(local || !m_backend);
    m_copyPath->setEnabled(hasRoot);
    m_downloadAction->setEnabled(!local && m_backend && file && !file->directory && !m_download);
    m_downloadAction->setVisible(!local);
    m_refresh->setEnabled(m_backend && !m_jobId.empty());
    m_openTensorBoard->setEnabled(local && hasRoot);
    m_openTensorBoard->setToolTip(local
            ? tr("Start TensorBoard on this machine over the job's folder and open it (Ctrl+Shift+B)")
            : tr("TensorBoard reads folders on this machine; this backend's files are on another one"));
}

void OutputsView::activated(const QModelIndex& index)
{
    const auto file = m_model->fileAt(index);
    if (!file || file->directory)
        return; // the tree opens and closes folders itself
    if (filesLocal())
        openSelected();
    else
        downloadSelected();
}

void OutputsView::openSelected()
{
    const auto file = m_model->fileAt(m_tree->currentIndex());
    if (!file || !filesLocal())
        return;
    m_opener(QUrl::fromLocalFile(absolutePath(file->path)));
}

void OutputsView::revealSelected()
{
    if (!filesLocal() || m_model->listing().root.empty())
        return;
    // A folder shows itself; a file (or nothing selected) shows the folder holding it.
    const auto file = m_model->fileAt(m_tree->currentIndex());
    QString folder = absolutePath({});
    if (file)
        folder = file->directory ? absolutePath(file->path) : QFileInfo(absolutePath(file->path)).path();
    m_opener(QUrl::fromLocalFile(folder));
}

void OutputsView::copySelectedPath()
{
    if (m_model->listing().root.empty())
        return;
    const auto file = m_model->fileAt(m_tree->currentIndex());
    QGuiApplication::clipboard()->setText(absolutePath(file ? file->path : std::string()));
}

void OutputsView::downloadSelected()
{
    const auto file = m_model->fileAt(m_tree->currentIndex());
    if (!file || file->directory || !m_backend || m_download)
        return;
    const QString destination = QFileDialog::getSaveFileName(
        this, tr("Download %1").arg(fileName(file->path)), QDir::home().filePath(fileName(file->path)));
    if (!destination.isEmpty())
        downloadTo(file->path, destination);
}

void OutputsView::downloadTo(const std::string& path, const QString& destination)
{
    if (!m_backend || m_download)
        return;
    const QModelIndex index = m_model->indexOfPath(path);
    const std::int64_t listedSize = index.isValid() ? index.data(OutputTreeModel::SizeRole).toLongLong() : -1;
    const QString name = fileName(path);
    m_downloadDestination = destination;
    setStatus({});
    m_progress->setRange(0, 1000); // per mille: a QProgressBar counts in int, files may pass 2 GiB
    m_progress->setValue(0);
    m_progress->setFormat(tr("%1: starting").arg(name));
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    const auto onProgress = [this, name, listedSize](std::int64_t received, std::int64_t total) {
        if (total < 0)
            total = listedSize; // the server did not say: the listing's size
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(static_cast<int>(std::min<std::int64_t>(1000, received * 1000 / total)));
            m_progress->setFormat(
                tr("%1: %2 of %3")
                    .arg(name, QLocale().formattedDataSize(received, 1), QLocale().formattedDataSize(total, 1)));
        } else {
            m_progress->setRange(0, 0); // busy: no total
            m_progress->setFormat(tr("%1: %2").arg(name, QLocale().formattedDataSize(received, 1)));
        }
    };
    const auto done = [this, name](std::optional<client::ApiError> error) {
        m_download = 0;
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        setStatus(error ? tr("%1 was not downloaded: %2").arg(name, describe(*error))
                        : tr("%1 downloaded to %2").arg(name, QDir::toNativeSeparators(m_downloadDestination)));
        updateActions();
        emit downloadFinished(!error);
    };
    client::Backend* backend = m_backend.data();
    if (backend == nullptr)
        return;
    m_download = backend->downloadFile(m_jobId, path, destination, this, onProgress, done);
    updateActions();
}

void OutputsView::cancelDownload()
{
    if (!m_download)
        return;
    if (client::Backend* backend = m_backend.data())
        backend->cancelStream(m_download);
    m_download = 0;
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    setStatus(tr("Download cancelled."));
    updateActions();
    emit downloadFinished(false);
}

void OutputsView::openTensorBoard()
{
    if (!filesLocal() || m_model->listing().root.empty())
        return;
    setStatus(tr("Starting TensorBoard over %1…").arg(qs(m_model->listing().root)));
    m_tensorBoard->start(qs(m_model->listing().root));
}

} // namespace trainyard::ui
