#include "mainwindow.h"

#include "appicon.h"
#include "backendlistwidget.h"
#include "backendlogsource.h"
#include "backendsession.h"
#include "commandpalette.h"
#include "emptyjobsview.h"
#include "examplejobs.h"
#include "fuzzymatch.h"
#include "freshjobdir.h"
#include "jobdetailview.h"
#include "logview.h"
#include "notificationcenter.h"
#include "noticebutton.h"
#include "notifier.h"
#include "gcloudimportdialog.h"
#include "jobfiles.h"
#include "remotebackenddialog.h"
#include "resubmitdialog.h"
#include "settings/appsettings.h"
#include "settings/daemonpage.h"
#include "settings/settingsdialog.h"
#include "wizard/draftstore.h"
#include "wizard/jobdraft.h"
#include "wizard/jobwizard.h"

#include "client/restbackend.h"
#include "models/jobfilterproxy.h"
#include "models/joblistmodel.h"
#include "models/jobformat.h"
#include "spec/job.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QShowEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace trainyard::ui {

QString resubmissionId(const QString& jobId, const QDateTime& now)
{
    static const QRegularExpression earlier(QStringLiteral("_\\d{8}_\\d{6}$"));
    QString base = jobId;
    base.remove(earlier);
    const QString suffix = now.toString(QStringLiteral("_yyyyMMdd_HHmmss"));
    return base.left(128 - suffix.size()) + suffix;
}

MainWindow::MainWindow(ConsoleOptions options, QWidget* parent)
    : QMainWindow(parent)
    , m_transport(std::make_unique<client::HttpTransport>())
    , m_notifier(new Notifier(this))
    , m_notifications(new NotificationCenter(m_notifier, this))
    , m_drafts(new DraftStore(options.draftsFolder.isEmpty() ? DraftStore::defaultFolder() : options.draftsFolder, this))
    , m_tick(new QTimer(this))
{
    setWindowTitle(tr("Trainyard"));
    setWindowIcon(appIcon());
    resize(1400, 860);

    m_splitter = new QSplitter(this);
    auto* splitter = m_splitter;
    splitter->setObjectName(QStringLiteral("jobSplitter"));
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 0, 4);
    m_backendList = new BackendListWidget(left);
    leftLayout->addWidget(m_backendList);
    auto* filterRow = new QHBoxLayout;
    m_filter = new QLineEdit(left);
    m_filter->setPlaceholderText(tr("Filter jobs: text or label=value (Ctrl+L)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter jobs"));
    filterRow->addWidget(m_filter, 1);
    m_stateFilter = new QComboBox(left);
    m_stateFilter->setAccessibleName(tr("Filter by state"));
    m_stateFilter->addItem(tr("All states"), QStringList());
    m_stateFilter->addItem(tr("Active"), QStringList { QStringLiteral("QUEUED"), QStringLiteral("PREPARING"), QStringLiteral("RUNNING"), QStringLiteral("CANCELLING") });
    for (const char* state : { "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLING", "CANCELLED" })
        m_stateFilter->addItem(models::stateLabel(state), QStringList { QString::fromLatin1(state) });
    filterRow->addWidget(m_stateFilter);
    leftLayout->addLayout(filterRow);
    m_proxy = new models::JobFilterProxy(this);
    m_jobTable = new QTableView(left);
    m_jobTable->setModel(m_proxy);
    m_jobTable->setSortingEnabled(true);
    m_jobTable->sortByColumn(models::JobListModel::CreatedColumn, Qt::DescendingOrder);
    m_jobTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_jobTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_jobTable->verticalHeader()->hide();
    m_jobTable->verticalHeader()->setDefaultSectionSize(m_jobTable->fontMetrics().height() + 8);
    m_jobTable->horizontalHeader()->setStretchLastSection(true);
    m_jobTable->setAlternatingRowColors(true);
    m_jobTable->setAccessibleName(tr("Jobs"));
    m_listStack = new QStackedWidget(left);
    m_listStack->addWidget(m_jobTable);
    m_empty = new EmptyJobsView(m_listStack);
    m_listStack->addWidget(m_empty);
    leftLayout->addWidget(m_listStack, 1);
    m_examplesFolder = ExampleJobs::folder(QCoreApplication::applicationDirPath());
    m_empty->setExamples(ExampleJobs::jobs(m_examplesFolder, ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime()));
    connect(m_empty, &EmptyJobsView::newJobRequested, this, &MainWindow::newJob);
    connect(m_empty, &EmptyJobsView::importRequested, this, [this] { importJob(); });
    connect(m_empty, &EmptyJobsView::exampleRequested, this, &MainWindow::openExample);
    m_detail = new JobDetailView(splitter);
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    // The list keeps its width: a larger window widens the job, and nothing the detail shows (a long id,
    // a long header line) may push the list aside, so the detail's minimum is set here, not by its contents.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(0, false);
    splitter->setCollapsible(1, false);
    m_detail->setMinimumWidth(360);
    splitter->setSizes({ 560, 840 });
    splitter->restoreState(AppSettings::jobSplitterState());
    setCentralWidget(splitter);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &models::JobFilterProxy::setFilterText);
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, [this] { m_proxy->setStateFilter(m_stateFilter->currentData().toStringList()); });
    connect(m_backendList, &BackendListWidget::sessionSelected, this, &MainWindow::showSession);
    connect(m_tick, &QTimer::timeout, this, [this] {
        if (m_shown)
            m_shown->jobs()->tick();
        m_detail->tick();
    });
    m_tick->start(1000);

    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(appIcon(), this);
        m_tray->setToolTip(tr("Trainyard"));
        m_tray->show();
        m_notifier->setTrayIcon(m_tray);
    }
    connect(m_notifier, &Notifier::notified, this, [this](const QString& title, const QString& message) {
        statusBar()->showMessage(title + QStringLiteral(" — ") + message, 15'000);
    });
    // The status message above lasts until the next one; the notices stay listed.
    m_notices = new NoticeButton(this);
    statusBar()->addPermanentWidget(m_notices);
    connect(m_notifier, &Notifier::delivered, m_notices, &NoticeButton::add);
    connect(m_notices, &NoticeButton::jobChosen, this, [this](const QString& backend, const QString& jobId) {
        for (int i = 0; i < m_sessions.size(); ++i) {
            if (m_sessions[i]->backend()->name() == backend) {
                m_backendList->setCurrentRow(i);
                selectJob(jobId);
                return;
            }
        }
    });

    buildMenus();
    updateActions();

    if (options.withLocalDaemon) {
        options.localDaemon.settingsArguments = AppSettings::daemonArguments(); // the Settings dialog's Local daemon page
        auto local = std::make_unique<client::LocalDaemonBackend>(tr("Local daemon"), *m_transport, options.localDaemon);
        addBackend(std::move(local));
    }
    for (const RemoteBackendConfig& config : RemoteBackendConfig::loadAll())
        m_remoteConfigs.insert(addBackend(config.create(*m_transport)), config);
    // Wizards open when the console last stopped (a crash, a kill) left their drafts behind.
    QPointer<MainWindow> self(this);
    m_drafts->loadLeftovers([self](std::vector<DraftInfo> drafts) {
        if (self)
            self->offerLeftoverDrafts(std::move(drafts));
    });
}

void MainWindow::offerLeftoverDrafts(std::vector<DraftInfo> drafts)
{
    if (drafts.empty())
        return;
    QStringList names;
    for (const auto& d : drafts)
        names << (d.jobId.isEmpty() ? tr("(no id yet)") : d.jobId) + QStringLiteral(" — ") + QLocale().toString(d.savedAt.toLocalTime(), QLocale::ShortFormat);
    const auto answer = QMessageBox::question(this, tr("Unsubmitted jobs"),
        tr("The console stopped while composing %n job(s):\n\n%1\n\nOpen them again?", nullptr, static_cast<int>(drafts.size()))
            .arg(names.join(QLatin1Char('\n'))),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    for (const auto& d : drafts) {
        if (answer == QMessageBox::Yes)
            openWizard(d.job, d.id);
        else
            m_drafts->discard(d.id);
    }
}

MainWindow::~MainWindow()
{
    if (isVisible()) // destroyed without being closed (the end of a test, a session's end): keep the layout too
        saveLayout();
    // Views let go of the sessions' models and streams before the sessions and the transport go.
    m_detail->clear();
    m_proxy->setSourceModel(nullptr);
    qDeleteAll(m_sessions);
    m_sessions.clear();
    qDeleteAll(m_retired);
}

BackendSession* MainWindow::addBackend(std::unique_ptr<client::Backend> backend)
{
    auto* session = new BackendSession(std::move(backend), nullptr);
    m_sessions.append(session);
    connect(session, &BackendSession::jobsUpdated, this, [this, session](const QStringList& ids) {
        if (session == m_shown && ids.contains(selectedJobId()))
            updateActions();
    });
    connect(session, &BackendSession::refreshed, this, [this, session] {
        m_listed.insert(session);
        if (session == m_shown) { // the columns fit the first jobs listed; the user's widths stay after that
            fitColumns();
            updateEmptyState();
        }
    });
    // A job submitted to an empty list: the list comes back, its columns fitted to that first job.
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved }) {
        connect(session->jobs(), signal, this, [this, session] {
            if (session == m_shown) {
                fitColumns();
                updateEmptyState();
            }
        });
    }
    connect(session->jobs(), &QAbstractItemModel::modelReset, this, [this, session] {
        if (session == m_shown) {
            fitColumns();
            updateEmptyState();
        }
    });
    connect(session, &BackendSession::failed, this, [this, session](const QString& error) {
        statusBar()->showMessage(tr("%1: %2").arg(session->backend()->name(), error), 10'000);
    });
    m_backendList->addSession(session);
    m_notifications->watch(session);
    session->start();
    return session;
}

BackendSession* MainWindow::currentSession() const
{
    return m_shown;
}

void MainWindow::fitColumns()
{
    // A hidden table (behind the empty state, or before the window shows) measures no rows: wait until it shows.
    if (m_columnsFitted || m_proxy->rowCount() == 0 || !m_jobTable->isVisible())
        return;
    m_columnsFitted = true;
    for (int column = 0; column < models::JobListModel::LabelsColumn; ++column)
        m_jobTable->resizeColumnToContents(column);
    // The states shown now are not the last ones: room for the longest state's name, so "Succeeded"
    // is not cut when "Running" was what the first list said.
    const QFontMetrics metrics = m_jobTable->fontMetrics();
    int widestState = 0;
    for (const char* state : { "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLING", "CANCELLED" })
        widestState = std::max(widestState, metrics.horizontalAdvance(models::stateLabel(state)));
    int widestShown = 0;
    for (int row = 0; row < std::min(m_proxy->rowCount(), 200); ++row)
        widestShown = std::max(widestShown, metrics.horizontalAdvance(m_proxy->index(row, models::JobListModel::StateColumn).data().toString()));
    if (widestState > widestShown)
        m_jobTable->setColumnWidth(models::JobListModel::StateColumn, m_jobTable->columnWidth(models::JobListModel::StateColumn) + widestState - widestShown);
    // A long job id is cut (its tooltip has it whole) rather than pushing State and Duration out of sight.
    const int idWidth = std::max(m_jobTable->horizontalHeader()->sectionSizeHint(models::JobListModel::IdColumn), m_jobTable->viewport()->width() / 3);
    if (m_jobTable->columnWidth(models::JobListModel::IdColumn) > idWidth)
        m_jobTable->setColumnWidth(models::JobListModel::IdColumn, idWidth);
}

void MainWindow::showSession(BackendSession* session)
{
    if (session == m_shown)
        return;
    m_shown = session;
    m_detail->clear();
    m_proxy->setSourceModel(session->jobs());
    m_jobTable->sortByColumn(m_jobTable->horizontalHeader()->sortIndicatorSection(), m_jobTable->horizontalHeader()->sortIndicatorOrder());
    fitColumns();
    connect(m_jobTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onCurrentJobChanged, Qt::UniqueConnection);
    updateEmptyState();
    updateActions();
}

void MainWindow::updateEmptyState()
{
    // Only a backend that answered a list with no job is empty; one still loading or unreachable is not.
    const bool empty = m_shown && m_listed.contains(m_shown) && m_shown->jobs()->rowCount() == 0;
    if (m_shown)
        m_empty->setBackendName(m_shown->backend()->name());
    m_listStack->setCurrentWidget(empty ? static_cast<QWidget*>(m_empty) : m_jobTable);
    fitColumns(); // the table may have just come out from behind the empty state
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    QTimer::singleShot(0, this, &MainWindow::fitColumns); // once laid out: jobs listed before the window showed
}

void MainWindow::saveLayout()
{
    AppSettings::setJobSplitterState(m_splitter->saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

QString MainWindow::selectedJobId() const
{
    const QModelIndex current = m_jobTable->currentIndex();
    return current.isValid() ? current.data(models::JobListModel::JobIdRole).toString() : QString();
}

bool MainWindow::selectJob(const QString& jobId)
{
    if (!m_shown)
        return false;
    const int row = m_shown->jobs()->rowOf(jobId);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_shown->jobs()->index(row, 0));
    if (!index.isValid())
        return false;
    m_jobTable->setCurrentIndex(index);
    m_jobTable->scrollTo(index);
    return true;
}

void MainWindow::onCurrentJobChanged()
{
    const QString jobId = selectedJobId();
    if (jobId.isEmpty() || !m_shown)
        m_detail->clear();
    else
        m_detail->showJob(m_shown, jobId);
    updateActions();
}

void MainWindow::updateActions()
{
    const spec::Job* job = m_shown ? m_shown->jobs()->job(selectedJobId()) : nullptr;
    const std::string state = job && job->state ? std::string(job->state->wire()) : std::string();
    const bool active = state == "QUEUED" || state == "PREPARING" || state == "RUNNING";
    if (m_cancel)
        m_cancel->setEnabled(active);
    for (QAction* action : { m_resubmit, m_clone, m_export }) {
        if (action)
            action->setEnabled(job != nullptr);
    }
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* create = file->addAction(tr("&New job…"), this, &MainWindow::newJob);
    create->setShortcut(QKeySequence::New);
    QAction* fromTemplate = file->addAction(tr("New job from &template…"), this, &MainWindow::newJobFromTemplate);
    fromTemplate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    // The examples the empty job list offers, still at hand once there are jobs.
    QAction* fromExample = file->addAction(tr("New job from an e&xample…"), this, &MainWindow::newJobFromExample);
    fromExample->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    fromExample->setEnabled(!m_examplesFolder.isEmpty());
    QAction* import = file->addAction(tr("&Import job…"), this, [this] { importJob(); });
    import->setShortcut(QKeySequence::Open);
    import->setToolTip(tr("Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)"));
    QAction* importCommand = file->addAction(tr("Import a &gcloud command…"), this, &MainWindow::importGcloudCommand);
    importCommand->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addSeparator();
    QAction* addRemote = file->addAction(tr("Add &remote backend…"), this, &MainWindow::addRemoteDaemon);
    addRemote->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    // QKeySequence::Preferences is empty on Linux.
    m_settingsAction = file->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    m_settingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_settingsAction->setToolTip(tr("Backends, the local daemon, notifications and appearance (Ctrl+,)"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    // QKeySequence::Quit is empty where the platform has none (Windows): Ctrl+Q everywhere.
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    QMenu* job = menuBar()->addMenu(tr("&Job"));
    m_cancel = job->addAction(tr("&Cancel job…"), this, &MainWindow::cancelSelectedJob);
    m_cancel->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_cancel->setToolTip(tr("Cancel the selected job (Ctrl+Shift+X)"));
    m_resubmit = job->addAction(tr("&Resubmit"), this, &MainWindow::resubmitSelectedJob);
    m_resubmit->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_resubmit->setToolTip(tr("Submit the selected job again under a new id (Ctrl+Shift+R)"));
    m_clone = job->addAction(tr("C&lone…"), this, &MainWindow::cloneSelectedJob);
    m_clone->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_clone->setToolTip(tr("Open the selected job in the wizard under a new id (Ctrl+D)"));
    m_export = job->addAction(tr("&Export…"), this, [this] { exportSelectedJob(); });
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_export->setToolTip(tr("Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)"));
    m_detail->setActions(m_cancel, m_resubmit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* refreshAction = view->addAction(tr("&Refresh"), this, &MainWindow::refresh);
    refreshAction->setShortcut(QKeySequence::Refresh);
    QAction* filter = view->addAction(tr("&Filter jobs"), this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    filter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    view->addSeparator();
    QAction* timeline = view->addAction(tr("&Timeline"), m_detail, &JobDetailView::showTimeline);
    timeline->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    QAction* logs = view->addAction(tr("&Logs"), m_detail, &JobDetailView::showLogs);
    logs->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    QAction* specAction = view->addAction(tr("&Spec"), m_detail, &JobDetailView::showSpec);
    specAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    QAction* trials = view->addAction(tr("Tr&ials"), m_detail, &JobDetailView::showTrials);
    trials->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    trials->setToolTip(tr("A tuning job's trials (Alt+4)"));
    QAction* resources = view->addAction(tr("Reso&urces"), m_detail, &JobDetailView::showResources);
    resources->setShortcut(QKeySequence(Qt::ALT | Qt::Key_5));
    resources->setToolTip(tr("What each replica used: GPU, GPU memory, CPU and memory (Alt+5)"));
    QAction* find = view->addAction(tr("Searc&h the log"), this, [this] {
        m_detail->showLogs();
        m_detail->logView()->focusSearch();
    });
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    QAction* firstError = view->addAction(tr("First &error in the log"), this, [this] {
        m_detail->showLogs();
        m_detail->logView()->jumpToFirstError();
    });
    firstError->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    view->addSeparator();
    // Ctrl+K; Ctrl+Shift+P too, since a line edit with the cursor takes Ctrl+K (delete to the end) on X11.
    m_paletteAction = view->addAction(tr("Command &palette…"), this, &MainWindow::showCommandPalette);
    m_paletteAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_K), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P) });
    m_paletteAction->setToolTip(tr("Find any command or job by typing a few of its letters (Ctrl+K)"));

    // Icons from the desktop's theme, else the style's own, so that every platform shows one.
    const auto icon = [this](QAction* action, const char* themeName, QStyle::StandardPixmap fallback) {
        action->setIcon(QIcon::fromTheme(QString::fromLatin1(themeName), style()->standardIcon(fallback)));
    };
    icon(create, "document-new", QStyle::SP_FileIcon);
    icon(import, "document-open", QStyle::SP_DialogOpenButton);
    icon(m_clone, "edit-copy", QStyle::SP_FileDialogNewFolder);
    icon(m_resubmit, "media-playback-start", QStyle::SP_MediaPlay);
    icon(m_cancel, "process-stop", QStyle::SP_BrowserStop);
    icon(m_export, "document-save-as", QStyle::SP_DialogSaveButton);
    icon(refreshAction, "view-refresh", QStyle::SP_BrowserReload);
    icon(m_settingsAction, "preferences-system", QStyle::SP_FileDialogDetailedView);
    buildToolBar({ create, import, nullptr, m_resubmit, m_clone, m_cancel, m_export, nullptr, refreshAction, m_settingsAction });
}

void MainWindow::buildToolBar(const QList<QAction*>& actions)
{
    m_toolBar = addToolBar(tr("Main toolbar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    // Words beside the icons: a first-time user reads what each does without hovering.
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* action : actions) {
        if (action)
            m_toolBar->addAction(action);
        else
            m_toolBar->addSeparator();
    }
}

void MainWindow::showCommandPalette()
{
    if (!m_palette) {
        m_palette = new CommandPalette(this);
        connect(m_palette, &CommandPalette::jobChosen, this, [this](BackendSession* session, const QString& jobId) {
            const int row = static_cast<int>(m_sessions.indexOf(session));
            if (row < 0) // removed while the palette was open
                return;
            m_backendList->setCurrentRow(row);
            if (!selectJob(jobId)) { // hidden by the filters: show every job again
                m_filter->clear();
                m_stateFilter->setCurrentIndex(0);
                selectJob(jobId);
            }
            m_jobTable->setFocus();
        });
    }
    // The menus as they are now: actions added later (by anyone) are found too.
    m_palette->popup(CommandPalette::commandsOf(menuBar(), m_paletteAction) + CommandPalette::jobsOf(m_sessions));
}

void MainWindow::refresh()
{
    if (m_shown) {
        m_shown->backend()->connectBackend();
        m_shown->refresh();
    }
}

void MainWindow::fail(const QString& title, const QString& message)
{
    emit actionFailed(message);
    if (isVisible())
        QMessageBox::warning(this, title, message);
}

void MainWindow::cancelSelectedJob()
{
    const QString jobId = selectedJobId();
    if (!m_shown || jobId.isEmpty())
        return;
    const auto answer = QMessageBox::question(this, tr("Cancel job"),
        tr("Cancel the job %1 on %2?\n\nEvery replica is stopped and the job ends in the state “%3”.").arg(jobId, m_shown->backend()->name(), models::stateLabel("CANCELLED")),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    // Callbacks never outlive the backend, and the backend lives as long as this window: `this` is safe.
    BackendSession* session = m_shown;
    session->backend()->cancelJob(jobId.toStdString(), [this, session, jobId](std::optional<client::ApiError> error) {
        if (error) {
            fail(tr("Cancel job"), tr("%1 could not be cancelled: %2").arg(jobId, describe(*error)));
            return;
        }
        statusBar()->showMessage(tr("Cancelling %1…").arg(jobId), 5000);
        session->reload(jobId.toStdString()); // CANCELLING shows at once, not only when the stream says so
    });
}

void MainWindow::resubmitSelectedJob()
{
    const QString jobId = selectedJobId();
    const spec::Job* original = m_shown ? m_shown->jobs()->job(jobId) : nullptr;
    if (!original)
        return;
    // The new id and a fresh job dir are shown first: reusing the old dir resumes its checkpoints, and
    // that is the user's explicit choice (a resubmitted job once "succeeded" in a second that way).
    auto* dialog = new ResubmitDialog(*original, resubmissionId(jobId, QDateTime::currentDateTime()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    BackendSession* session = m_shown;
    connect(dialog, &QDialog::accepted, this, [this, session, dialog] {
        if (m_sessions.contains(session)) // not removed while the dialog was open
            submitResubmission(session, dialog->job());
    });
    dialog->open();
}

void MainWindow::submitResubmission(BackendSession* session, const spec::Job& job)
{
    const QString newId = QString::fromStdString(job.jobId.value_or(""));
    // The session puts the answer in its list unless its stream has already said something newer.
    session->createJob(job, [this, session, newId](client::ApiResult<spec::Job> result) {
        if (auto* error = std::get_if<client::ApiError>(&result)) {
            fail(tr("Resubmit"), tr("The job could not be submitted: %1").arg(describe(*error)));
            return;
        }
        if (session == m_shown)
            selectJob(newId);
        statusBar()->showMessage(tr("Submitted %1").arg(newId), 5000);
        emit resubmitted(newId);
    });
}

void MainWindow::newJobFromExample()
{
    const std::vector<ExampleJob> examples = ExampleJobs::jobs(m_examplesFolder, ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime());
    if (examples.empty())
        return;
    QStringList titles;
    for (const ExampleJob& example : examples)
        titles << withoutAccelerators(example.title) + QStringLiteral(" — ") + example.description;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("New job from an example"), tr("&Example:"), titles, 0, false, &ok);
    if (ok)
        openExample(static_cast<int>(titles.indexOf(chosen)));
}

void MainWindow::openExample(int index)
{
    const std::vector<ExampleJob> examples = ExampleJobs::jobs(m_examplesFolder, ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime());
    if (index >= 0 && index < static_cast<int>(examples.size()))
        openWizard(examples[static_cast<std::size_t>(index)].job);
}

JobWizard* MainWindow::openWizard(const std::optional<spec::Job>& job, const QString& restoredDraft)
{
    auto* wizard = new JobWizard(m_sessions, m_shown, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QObject::destroyed, this, [this] {
        QTimer::singleShot(0, this, [this] { // backends removed meanwhile go with the last wizard
            if (!findChild<JobWizard*>()) {
                qDeleteAll(m_retired);
                m_retired.clear();
            }
        });
    });
    if (job)
        wizard->setJob(*job);
    // Every change is kept on disk (debounced, off the GUI thread) until the job is submitted or the
    // wizard is closed on purpose; a crash in between loses at most half a second of typing.
    const QString draftId = restoredDraft.isEmpty() ? m_drafts->begin() : restoredDraft;
    connect(wizard->draft(), &JobDraft::changed, this, [this, wizard, draftId] { m_drafts->save(draftId, wizard->draft()->job()); });
    connect(wizard, &QDialog::finished, this, [this, draftId] { m_drafts->discard(draftId); });
    m_drafts->save(draftId, wizard->draft()->job());
    connect(wizard, &JobWizard::templateRequested, this, [this, wizard](const spec::Job& draftJob) {
        bool ok = false;
        const QString name = QInputDialog::getText(wizard, tr("Save as template"), tr("Template name:"), QLineEdit::Normal,
            QString::fromStdString(draftJob.jobId.value_or("")), &ok);
        if (ok && !name.trimmed().isEmpty() && m_drafts->saveTemplate(name.trimmed(), draftJob))
            statusBar()->showMessage(tr("Saved the template %1").arg(name.trimmed()), 5000);
    });
    connect(wizard, &JobWizard::submitted, this, [this](BackendSession* session, const QString& jobId) {
        statusBar()->showMessage(tr("Submitted %1 to %2").arg(jobId, session->backend()->name()), 5000);
        m_backendList->setCurrentRow(static_cast<int>(m_sessions.indexOf(session)));
        selectJob(jobId);
    });
    connect(wizard, &JobWizard::exportRequested, this, [this, wizard](const spec::Job& draftJob) { exportJob(draftJob, {}, wizard); });
    connect(wizard, &JobWizard::localDaemonSettingsRequested, this, [this] {
        SettingsDialog* settings = openSettings();
        settings->pageList()->setCurrentRow(settings->pages()->indexOf(settings->daemonPage()));
    });
    wizard->show();
    return wizard;
}

void MainWindow::newJob()
{
    openWizard();
}

void MainWindow::newJobFromTemplate()
{
    QPointer<MainWindow> self(this);
    m_drafts->loadTemplates([self](std::vector<TemplateInfo> templates) {
        if (self)
            self->chooseTemplate(std::move(templates));
    });
}

void MainWindow::chooseTemplate(std::vector<TemplateInfo> templates)
{
    if (templates.empty()) {
        QMessageBox::information(this, tr("New job from template"), tr("No templates yet: the wizard's Review page saves one."));
        return;
    }
    QStringList names;
    for (const auto& t : templates)
        names << t.name;
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("New job from template"), tr("Template:"), names, 0, false, &ok);
    if (!ok)
        return;
    spec::Job job = templates[static_cast<std::size_t>(names.indexOf(name))].job;
    job.jobId = resubmissionId(QString::fromStdString(job.jobId.value_or("job")), QDateTime::currentDateTime()).toStdString();
    openWizard(job);
}

void MainWindow::cloneSelectedJob()
{
    const spec::Job* original = m_shown ? m_shown->jobs()->job(selectedJobId()) : nullptr;
    if (!original)
        return;
    spec::Job job = spec::withoutOutputFields(*original);
    const QString oldId = selectedJobId();
    const QString newId = resubmissionId(oldId, QDateTime::currentDateTime());
    job.jobId = newId.toStdString();
    // As for Resubmit: a fresh job dir, and reusing the original's is a box to check in the wizard.
    const QString previousDir = job.trainingInput && job.trainingInput->jobDir ? QString::fromStdString(*job.trainingInput->jobDir) : QString();
    if (!previousDir.isEmpty())
        job.trainingInput->jobDir = freshJobDir(previousDir, oldId, newId).toStdString();
    JobWizard* wizard = openWizard(job);
    if (!previousDir.isEmpty())
        wizard->offerJobDirReuse(previousDir);
}

void MainWindow::importJob(const QString& given)
{
    const QString path = given.isEmpty()
        ? QFileDialog::getOpenFileName(this, tr("Import job"), {}, tr("Job files (*.yaml *.yml *.json);;All files (*)"))
        : given;
    if (path.isEmpty())
        return;
    jobfiles::read(path, this, [this](spec::Decoded<spec::Job> decoded, const QString& error) {
        if (!decoded) {
            fail(tr("Import job"), error);
            return;
        }
        openWizard(*decoded.value);
    });
}

void MainWindow::importGcloudCommand()
{
    auto* dialog = new GcloudImportDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto job = dialog->job())
            openWizard(*job);
    });
    dialog->open();
}

void MainWindow::exportSelectedJob(const QString& path)
{
    if (const spec::Job* job = m_shown ? m_shown->jobs()->job(selectedJobId()) : nullptr)
        exportJob(*job, path, this);
}

void MainWindow::exportJob(const spec::Job& job, const QString& given, QWidget* dialogParent)
{
    const QString path = given.isEmpty()
        ? QFileDialog::getSaveFileName(dialogParent, tr("Export job"), QString::fromStdString(job.jobId.value_or("job")) + QStringLiteral(".yaml"),
              tr("gcloud config (*.yaml *.yml);;API job (*.json)"))
        : given;
    if (path.isEmpty())
        return;
    jobfiles::write(path, job, this, [this, path](const QString& error) {
        if (!error.isEmpty())
            fail(tr("Export job"), error);
        else
            statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        emit exported(path, error);
    });
}

void MainWindow::addRemoteDaemon()
{
    RemoteBackendDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const RemoteBackendConfig config = dialog.config();
    RemoteBackendConfig::append(config);
    m_remoteConfigs.insert(addBackend(config.create(*m_transport)), config);
}

client::LocalDaemonBackend* MainWindow::localBackend() const
{
    for (BackendSession* session : m_sessions) {
        if (auto* local = qobject_cast<client::LocalDaemonBackend*>(session->backend()))
            return local;
    }
    return nullptr;
}

SettingsDialog* MainWindow::openSettings()
{
    if (SettingsDialog* open = m_settings.data()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* dialog = new SettingsDialog(*m_transport, localBackend(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::remoteBackendsChanged, this, &MainWindow::showRemoteBackends);
    dialog->open();
    m_settings = dialog;
    return dialog;
}

void MainWindow::showRemoteBackends(const QList<RemoteBackendConfig>& configs)
{
    QList<RemoteBackendConfig> wanted = configs;
    for (BackendSession* session : m_remoteConfigs.keys()) {
        const qsizetype kept = wanted.indexOf(m_remoteConfigs.value(session));
        if (kept >= 0)
            wanted.removeAt(kept); // unchanged: it keeps its connection and its jobs
        else
            removeBackend(session);
    }
    for (const RemoteBackendConfig& config : wanted)
        m_remoteConfigs.insert(addBackend(config.create(*m_transport)), config);
}

void MainWindow::removeBackend(BackendSession* session)
{
    if (!m_sessions.contains(session))
        return;
    m_remoteConfigs.remove(session);
    m_listed.remove(session);
    session->disconnect(this);
    if (session == m_shown) {
        m_detail->clear();
        m_proxy->setSourceModel(nullptr);
        m_shown = nullptr;
    }
    m_sessions.removeOne(session);
    m_backendList->removeSession(session); // selects another, which is shown
    // An open wizard holds the sessions it was given: this one goes when the last wizard has closed.
    m_retired.append(session);
    if (!findChild<JobWizard*>()) {
        qDeleteAll(m_retired);
        m_retired.clear();
    }
    updateActions();
}

} // namespace trainyard::ui
