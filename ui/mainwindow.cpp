#include "mainwindow.h"

#include "appicon.h"
#include "backendlistwidget.h"
#include "commandpalette.h"
#include "emptyjobsview.h"
#include "examplejobs.h"
#include "jobdetailview.h"
#include "jobtable.h"
#include "noticebutton.h"
#include "notifier.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "wizard/jobwizard.h"

#include "console/backendregistry.h"
#include "console/backendsession.h"
#include "console/draftstore.h"
#include "console/notificationcenter.h"

#include "models/jobfilterproxy.h"
#include "models/joblistmodel.h"
#include "models/jobformat.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace trainyard::ui {

MainWindow::MainWindow(ConsoleOptions options, QWidget* parent)
    : QMainWindow(parent)
    , m_registry(std::make_unique<BackendRegistry>())
    , m_notifier(new Notifier(this))
    , m_notifications(new NotificationCenter(this))
    , m_drafts(new DraftStore(options.draftsFolder.isEmpty() ? DraftStore::defaultFolder() : options.draftsFolder, this))
    , m_tick(new QTimer(this))
    , m_jobActions(new JobActions(this))
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
    m_jobTable = makeJobTable(m_proxy, left);
    m_jobTable->setAccessibleName(tr("Jobs"));
    m_listStack = new QStackedWidget(left);
    m_listStack->addWidget(m_jobTable);
    m_empty = new EmptyJobsView(m_listStack);
    m_listStack->addWidget(m_empty);
    leftLayout->addWidget(m_listStack, 1);
    m_examplesFolder = ExampleJobs::folder(QCoreApplication::applicationDirPath());
    m_empty->setExamples(ExampleJobs::jobs(m_examplesFolder, ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime()));
    connect(m_empty, &EmptyJobsView::newJobRequested, this, &MainWindow::newJob);
    connect(m_empty, &EmptyJobsView::importRequested, this, [this] { m_jobActions->importJob(); });
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
    connect(m_notifications, &NotificationCenter::notify, m_notifier, &Notifier::deliver);
    connect(m_notifier, &Notifier::notified, this, [this](const QString& title, const QString& message) {
        statusBar()->showMessage(title + QStringLiteral(" — ") + message, 15'000);
    });
    // The status message above lasts until the next one; the notices stay listed.
    m_notices = new NoticeButton(this);
    statusBar()->addPermanentWidget(m_notices);
    connect(m_notifier, &Notifier::delivered, m_notices, &NoticeButton::add);
    connect(m_notices, &NoticeButton::jobChosen, this, [this](const QString& backend, const QString& jobId) {
        if (BackendSession* session = m_registry->sessionNamed(backend)) {
            m_backendList->setCurrentRow(static_cast<int>(sessions().indexOf(session)));
            selectJob(jobId);
        }
    });
    connect(m_jobActions, &JobActions::resubmitted, this, &MainWindow::resubmitted);
    connect(m_jobActions, &JobActions::exported, this, &MainWindow::exported);
    connect(m_jobActions, &JobActions::actionFailed, this, &MainWindow::actionFailed);

    m_menus = MainMenus::build(this);
    updateActions();

    // An open wizard holds the sessions it was given: a removed one goes when the last wizard has closed.
    m_registry->setInUse([this] { return findChild<JobWizard*>() != nullptr; });
    connect(m_registry.get(), &BackendRegistry::added, this, &MainWindow::onSessionAdded);
    connect(m_registry.get(), &BackendRegistry::removing, this, &MainWindow::onSessionRemoving);
    connect(m_registry.get(), &BackendRegistry::removed, this, [this](BackendSession* session) {
        m_backendList->removeSession(session); // selects another, which is shown
        updateActions();
    });
    if (options.withLocalDaemon) {
        options.localDaemon.settingsArguments = AppSettings::daemonArguments(); // the Settings dialog's Local daemon page
        m_registry->addLocal(std::make_unique<client::LocalDaemonBackend>(tr("Local daemon"), transport(), options.localDaemon));
    }
    for (const RemoteBackendConfig& config : RemoteBackendConfig::loadAll())
        m_registry->addRemote(config);
    // Wizards open when the console last stopped (a crash, a kill) left their drafts behind.
    m_drafts->loadLeftovers(m_jobActions, [this](std::vector<DraftInfo> drafts) { m_jobActions->offerLeftoverDrafts(std::move(drafts)); });
}

MainWindow::~MainWindow()
{
    if (isVisible()) // destroyed without being closed (the end of a test, a session's end): keep the layout too
        saveLayout();
    // Views let go of the sessions' models and streams before the sessions and the transport go.
    m_detail->clear();
    m_proxy->setSourceModel(nullptr);
    m_registry->clear();
}

client::HttpTransport& MainWindow::transport()
{
    return m_registry->transport();
}

QList<BackendSession*> MainWindow::sessions() const
{
    return m_registry->sessions();
}

BackendSession* MainWindow::addBackend(std::unique_ptr<client::Backend> backend)
{
    return m_registry->add(std::move(backend));
}

void MainWindow::removeBackend(BackendSession* session)
{
    m_registry->remove(session);
}

void MainWindow::showRemoteBackends(const QList<RemoteBackendConfig>& configs)
{
    m_registry->setRemotes(configs);
}

client::LocalDaemonBackend* MainWindow::localBackend() const
{
    return m_registry->localBackend();
}

void MainWindow::onSessionAdded(BackendSession* session)
{
    connect(session, &BackendSession::jobsUpdated, this, [this, session](const QStringList& ids) {
        if (session == m_shown && ids.contains(selectedJobId()))
            updateActions();
    });
    // The columns fit the first jobs listed (the user's widths stay after that); a job submitted to an
    // empty list brings the list back, its columns fitted to that first job.
    const auto relist = [this, session] {
        if (session == m_shown) {
            fitColumns();
            updateEmptyState();
        }
    };
    connect(session, &BackendSession::refreshed, this, [this, session, relist] {
        m_listed.insert(session);
        relist();
    });
    connect(session->jobs(), &QAbstractItemModel::rowsInserted, this, relist);
    connect(session->jobs(), &QAbstractItemModel::rowsRemoved, this, relist);
    connect(session->jobs(), &QAbstractItemModel::modelReset, this, relist);
    connect(session, &BackendSession::failed, this, [this, session](const QString& error) {
        statusBar()->showMessage(tr("%1: %2").arg(session->backend()->name(), error), 10'000);
    });
    m_backendList->addSession(session);
    m_notifications->watch(session);
}

void MainWindow::onSessionRemoving(BackendSession* session)
{
    m_listed.remove(session);
    session->disconnect(this);
    if (session == m_shown) {
        m_detail->clear();
        m_proxy->setSourceModel(nullptr);
        m_shown = nullptr;
    }
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
    fitJobColumns(m_jobTable);
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
    // The row says all this needs: the actions that want the whole job read it when triggered.
    const int row = m_shown ? m_shown->jobs()->rowOf(selectedJobId()) : -1;
    const QString state = row >= 0 ? m_shown->jobs()->stateWire(row) : QString();
    const bool active = state == QLatin1String("QUEUED") || state == QLatin1String("PREPARING") || state == QLatin1String("RUNNING");
    if (m_menus.cancel)
        m_menus.cancel->setEnabled(active);
    for (QAction* action : { m_menus.resubmit, m_menus.clone, m_menus.exportJob }) {
        if (action)
            action->setEnabled(row >= 0);
    }
}

void MainWindow::showCommandPalette()
{
    if (!m_palette) {
        m_palette = new CommandPalette(this);
        connect(m_palette, &CommandPalette::jobChosen, this, [this](BackendSession* session, const QString& jobId) {
            const int row = static_cast<int>(sessions().indexOf(session));
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
    m_palette->popup(CommandPalette::commandsOf(menuBar(), m_menus.palette) + CommandPalette::jobsOf(sessions()));
}

void MainWindow::refresh()
{
    if (m_shown) {
        m_shown->backend()->connectBackend();
        m_shown->refresh();
    }
}

// The menus' job actions are JobActions'; these are the window's names for them.
void MainWindow::newJob() { m_jobActions->newJob(); }
void MainWindow::newJobFromTemplate() { m_jobActions->newJobFromTemplate(); }
void MainWindow::newJobFromExample() { m_jobActions->newJobFromExample(); }
void MainWindow::openExample(int index) { m_jobActions->openExample(index); }
void MainWindow::cloneSelectedJob() { m_jobActions->cloneSelectedJob(); }
void MainWindow::importJob(const QString& path) { m_jobActions->importJob(path); }
void MainWindow::importGcloudCommand() { m_jobActions->importGcloudCommand(); }
void MainWindow::exportSelectedJob(const QString& path) { m_jobActions->exportSelectedJob(path); }
void MainWindow::cancelSelectedJob() { m_jobActions->cancelSelectedJob(); }
void MainWindow::resubmitSelectedJob() { m_jobActions->resubmitSelectedJob(); }
void MainWindow::addRemoteDaemon() { m_jobActions->addRemoteDaemon(); }

JobWizard* MainWindow::openWizard(const std::optional<spec::Job>& job, const QString& draftId)
{
    return m_jobActions->openWizard(job, draftId);
}

SettingsDialog* MainWindow::openSettings()
{
    if (SettingsDialog* open = m_settings.data()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* dialog = new SettingsDialog(transport(), localBackend(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::remoteBackendsChanged, this, &MainWindow::showRemoteBackends);
    dialog->open();
    m_settings = dialog;
    return dialog;
}

} // namespace trainyard::ui
