#include "jobdetailview.h"

#include "console/backendlocations.h"
#include "console/backendlogsource.h"
#include "console/backendsession.h"
#include "elidedlabel.h"
#include "logview.h"
#include "metrics/metricsview.h"
#include "outputs/outputsview.h"
#include "resources/resourcesview.h"
#include "statetimeline.h"
#include "trials/trialsview.h"

#include "client/vertexjobview.h"
#include "models/jobformat.h"
#include "models/logmodel.h"
#include "models/metricrounding.h"
#include "models/trialseries.h"
#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    enum Tab { TimelineTab, LogsTab, SpecTab, TrialsTab, ResourcesTab, MetricsTab, OutputsTab };

    bool isFinal(const std::string& state) { return state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED"; }

    QWidget* codePane(QPlainTextEdit* edit, QWidget* parent)
    {
        auto* pane = new QWidget(parent);
        auto* layout = new QVBoxLayout(pane);
        layout->setContentsMargins(0, 0, 0, 0);
        edit->setReadOnly(true);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
        layout->addWidget(edit, 1);
        auto* copy = new QPushButton(QCoreApplication::translate("trainyard::ui::JobDetailView", "Copy"), pane);
        QObject::connect(copy, &QPushButton::clicked, edit, [edit] { QApplication::clipboard()->setText(edit->toPlainText()); });
        auto* row = new QHBoxLayout;
        row->addStretch(1);
        row->addWidget(copy);
        layout->addLayout(row);
        return pane;
    }
} // namespace

JobDetailView::JobDetailView(QWidget* parent)
    : QWidget(parent)
    , m_transitions(new models::TransitionModel(this))
{
    auto* layout = new QVBoxLayout(this);

    auto* header = new QHBoxLayout;
    auto* titles = new QVBoxLayout;
    m_title = new ElidedLabel(this); // a long id is cut (…), never a reason for the job list to shrink
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title);
    m_state = new QLabel(this);
    m_state->setAccessibleName(tr("Job state"));
    titleRow->addWidget(m_state);
    titleRow->addStretch(1);
    titles->addLayout(titleRow);
    m_times = new QLabel(this);
    // Named: it is empty until the job's document arrives (BackendSession::fetchDocument).
    m_times->setAccessibleName(tr("Job times"));
    m_times->setWordWrap(true); // the times and the cluster wrap rather than widen the header
    m_times->setTextInteractionFlags(Qt::TextSelectableByMouse);
    titles->addWidget(m_times);
    header->addLayout(titles, 1);
    m_cancel = new QToolButton(this);
    m_resubmit = new QToolButton(this);
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_resubmit->setToolButtonStyle(Qt::ToolButtonTextOnly);
    header->addWidget(m_resubmit);
    header->addWidget(m_cancel);
    layout->addLayout(header);

    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setAccessibleName(tr("Error message"));
    m_error->setVisible(false);
    layout->addWidget(m_error);

    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("Job details"));
    auto* overview = new QWidget(m_tabs);
    auto* overviewLayout = new QVBoxLayout(overview);
    m_timeline = new StateTimeline(m_transitions, overview);
    overviewLayout->addWidget(m_timeline);
    m_transitionTable = new QTableView(overview);
    m_transitionTable->setModel(m_transitions);
    m_transitionTable->verticalHeader()->hide();
    m_transitionTable->horizontalHeader()->setStretchLastSection(true);
    m_transitionTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_transitionTable->setWordWrap(true);
    m_transitionTable->setAccessibleName(tr("State changes"));
    // Every column but the reason fits its content, also when the stream adds a row ("Succeeded"
    // was cut to "Succee…" when the job ended after its history was read).
    const auto fitColumns = [this] {
        for (int column = 0; column < models::TransitionModel::ReasonColumn; ++column)
            m_transitionTable->resizeColumnToContents(column);
    };
    connect(m_transitions, &QAbstractItemModel::rowsInserted, m_transitionTable, fitColumns);
    connect(m_transitions, &QAbstractItemModel::modelReset, m_transitionTable, fitColumns);
    overviewLayout->addWidget(m_transitionTable, 1);
    m_tabs->addTab(overview, tr("&Timeline"));
    m_logs = new LogView(m_tabs);
    m_tabs->addTab(m_logs, tr("&Logs"));
    auto* spec = new QTabWidget(m_tabs);
    m_yaml = new QPlainTextEdit(spec);
    m_json = new QPlainTextEdit(spec);
    spec->setAccessibleName(tr("Spec format"));
    m_yaml->setAccessibleName(tr("Spec as YAML (gcloud config)"));
    m_json->setAccessibleName(tr("Spec as JSON (API)"));
    spec->addTab(codePane(m_yaml, spec), tr("YAML (gcloud config)"));
    spec->addTab(codePane(m_json, spec), tr("JSON (API)"));
    m_tabs->addTab(spec, tr("&Spec"));
    m_trials = new TrialsView(m_tabs);
    m_tabs->addTab(m_trials, tr("T&rials"));
    m_tabs->setTabToolTip(TrialsTab, tr("The tuning job's trials, their curves and hyperparameters (Alt+4)"));
    m_tabs->setTabVisible(TrialsTab, false);
    m_resources = new ResourcesView(m_transitions, m_tabs);
    m_tabs->addTab(m_resources, tr("Reso&urces"));
    m_tabs->setTabToolTip(ResourcesTab, tr("What each replica used over time: GPU, GPU memory, CPU and memory (Alt+5)"));
    m_metrics = new MetricsView(m_tabs);
    m_tabs->addTab(m_metrics, tr("&Metrics"));
    m_tabs->setTabToolTip(MetricsTab, tr("The curves the job's trainers wrote as TensorBoard event files, live (Alt+6)"));
    m_outputs = new OutputsView(m_tabs);
    m_tabs->addTab(m_outputs, tr("&Outputs"));
    m_tabs->setTabToolTip(OutputsTab, tr("The files the job wrote: checkpoints, the saved model, event files (Alt+7)"));
    layout->addWidget(m_tabs, 1);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == SpecTab && m_specStale)
            updateSpecText();
        // Resources are streamed only while their tab shows; shown again, the stream resumes from its cursor.
        m_resources->setActive(index == ResourcesTab);
        m_metrics->setActive(index == MetricsTab);
        m_outputs->setActive(index == OutputsTab);
    });
    // The same replica in the same colour in the Logs and Resources tabs.
    connect(m_logs->model(), &models::LogModel::replicasChanged, this, [this] { m_resources->setReplicaOrder(m_logs->model()->replicas()); });
    connect(m_trials, &TrialsView::openTrialLogs, this, &JobDetailView::showTrialLogs);
    // The job stream carries state changes only: trials and their metrics are read again while shown.
    connect(m_trials, &TrialsView::refreshWanted, this, [this] {
        if (BackendSession* session = m_session.data(); session && !m_jobId.isEmpty())
            session->reload(m_jobId.toStdString());
    });
    clear();
}

void JobDetailView::setActions(QAction* cancel, QAction* resubmit)
{
    m_cancel->setDefaultAction(cancel);
    m_resubmit->setDefaultAction(resubmit);
}

void JobDetailView::tick()
{
    m_transitions->tick();
    if (m_tabs->isTabVisible(TrialsTab))
        m_trials->tick();
    if (m_tabs->currentIndex() == ResourcesTab)
        m_resources->tick();
    if (m_lastState == "RUNNING" || m_lastState == "QUEUED" || m_lastState == "PREPARING" || m_lastState == "CANCELLING")
        updateTimes();
}

void JobDetailView::showTimeline() { m_tabs->setCurrentIndex(TimelineTab); }
void JobDetailView::showLogs() { m_tabs->setCurrentIndex(LogsTab); }
void JobDetailView::showSpec() { m_tabs->setCurrentIndex(SpecTab); }
void JobDetailView::showResources() { m_tabs->setCurrentIndex(ResourcesTab); }
void JobDetailView::showMetrics() { m_tabs->setCurrentIndex(MetricsTab); }
void JobDetailView::showOutputs() { m_tabs->setCurrentIndex(OutputsTab); }

void JobDetailView::showTrials()
{
    if (trialsTabShown())
        m_tabs->setCurrentIndex(TrialsTab);
}

bool JobDetailView::trialsTabShown() const
{
    return m_tabs->isTabVisible(TrialsTab);
}

void JobDetailView::showTrialLogs(const QString& trialId, const QString& description)
{
    m_logs->setTrialFilter(trialId, description);
    showLogs();
}

void JobDetailView::clear()
{
    for (const auto& c : std::as_const(m_sessionConnections))
        disconnect(c);
    m_sessionConnections.clear();
    m_session = nullptr;
    m_jobId.clear();
    m_lastState.clear();
    m_transitions->clear();
    m_logs->clear();
    m_title->setText(tr("No job selected"));
    m_state->clear();
    m_times->clear();
    m_error->setVisible(false);
    m_yaml->clear();
    m_json->clear();
    m_specStale = false;
    if (m_tabs->currentIndex() == TrialsTab)
        m_tabs->setCurrentIndex(TimelineTab);
    m_tabs->setTabVisible(TrialsTab, false);
    m_trials->clear();
    m_resources->clear();
    m_metrics->clear();
    m_outputs->clear();
}

void JobDetailView::showJob(BackendSession* session, const QString& jobId)
{
    if (session == m_session && jobId == m_jobId)
        return;
    clear();
    m_session = session;
    m_jobId = jobId;
    const int row = session->jobs()->rowOf(jobId);
    m_lastState = row >= 0 ? session->jobs()->stateWire(row).toStdString() : std::string();
    m_trials->setBackend(session->backend());
    // The header shows the job's document: the session keeps the one of the job shown current (every
    // event and read about it brings it) and says so with documentChanged.
    m_sessionConnections << connect(session, &BackendSession::documentChanged, this, [this](const QString& id) {
        if (id == m_jobId)
            updateHeader();
    });
    // A change the session had no document for (it left the cache): read it.
    m_sessionConnections << connect(session, &BackendSession::jobsUpdated, this, [this](const QStringList& ids) {
        if (BackendSession* s = m_session.data(); s && ids.contains(m_jobId) && !s->document(m_jobId))
            s->fetchDocument(m_jobId);
    });
    m_sessionConnections << connect(session, &BackendSession::transition, this, [this](const spec::Transition& t) {
        if (QString::fromStdString(t.jobId) == m_jobId)
            m_transitions->append(t);
    });
    // After an outage the stream may have missed changes: read the history again.
    m_sessionConnections << connect(session, &BackendSession::refreshed, this, [this] { loadEvents(); });
    // The backend's locations arrive after its jobs: "cluster" becomes "cluster (Slurm)" when they do.
    m_sessionConnections << connect(session->locations(), &BackendLocations::changed, this, &JobDetailView::updateTimes);
    updateHeader();
    loadEvents();
    m_logs->open(session->backend(), jobId.toStdString(), isFinal(m_lastState));
    m_resources->open(session->backend(), jobId.toStdString());
}

void JobDetailView::loadEvents()
{
    BackendSession* session = m_session.data();
    if (!session)
        return;
    const QString jobId = m_jobId;
    session->backend()->jobEvents(jobId.toStdString(), this, [this, jobId](client::ApiResult<std::vector<spec::Transition>> result) {
        onEvents(jobId, std::move(result));
    });
}

void JobDetailView::onEvents(const QString& jobId, client::ApiResult<std::vector<spec::Transition>> result)
{
    if (jobId != m_jobId)
        return;
    if (auto* events = std::get_if<std::vector<spec::Transition>>(&result))
        m_transitions->setTransitions(std::move(*events)); // the columns fit through rowsInserted / modelReset
}

void JobDetailView::updateTimes()
{
    BackendSession* session = m_session.data();
    const std::shared_ptr<const spec::Job> job = session ? session->document(m_jobId) : nullptr;
    if (!job)
        return;
    QStringList times;
    if (job->createTime)
        times << tr("Created %1").arg(models::formatLocalTime(*job->createTime));
    if (job->startTime)
        times << tr("started %1").arg(models::formatLocalTime(*job->startTime));
    if (job->endTime)
        times << tr("ended %1").arg(models::formatLocalTime(*job->endTime));
    if (job->startTime)
        times << tr("ran %1").arg(models::formatDuration(models::millisecondsBetween(*job->startTime, job->endTime.value_or(spec::Timestamp::now()))));
    times << models::scaleTierSummary(job->trainingInput);
    if (job->trainingInput && job->trainingInput->region && !job->trainingInput->region->empty())
        times << tr("in %1", "the job header: the location the job runs in, 'in cluster (Slurm)'")
                     .arg(session->locations()->regionLabel(*job->trainingInput->region));
    m_times->setText(times.join(QStringLiteral(" · ")));
}

QString JobDetailView::headerText() const
{
    QStringList parts { m_title->text(), m_state->text(), m_times->text() };
    if (m_error->isVisible())
        parts << m_error->text();
    return parts.join(QLatin1Char('\n'));
}

void JobDetailView::updateHeader()
{
    BackendSession* session = m_session.data();
    if (!session)
        return;
    const std::shared_ptr<const spec::Job> job = session->document(m_jobId);
    if (!job) {
        session->fetchDocument(m_jobId); // documentChanged brings it here again
        return;
    }
    // A Vertex job's id is its resource name's tail (us-central1/customJobs/123…): the name the user
    // gave it comes first.
    const nlohmann::json resource = client::VertexJobView::resourceOf(*job);
    const std::string displayName = resource.is_object() ? resource.value("displayName", std::string()) : std::string();
    m_title->setText(displayName.empty() ? m_jobId : tr("%1 · %2").arg(QString::fromStdString(displayName), m_jobId));
    const std::string state = job->state ? std::string(job->state->wire()) : std::string("STATE_UNSPECIFIED");
    const QColor color = job->state ? models::stateColor(job->state->value()) : QColor(Qt::gray);
    m_state->setText(models::stateLabel(state));
    m_state->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 8px; padding: 2px 10px; font-weight: bold; }")
                               .arg(color.name(), color.lightness() > 150 ? QStringLiteral("black") : QStringLiteral("white")));
    updateTimes();
    // The daemon writes errorMessage in English: shown in the UI language (a replica's stderr lines stay as they are).
    const QString error = models::reasonText(QString::fromStdString(job->errorMessage.value_or("")));
    m_error->setText(error);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: palette(text); background: rgba(220, 40, 40, 40); border-left: 4px solid #d03030; padding: 6px; }"));
    m_error->setVisible(!error.isEmpty());
    m_specStale = true;
    if (m_tabs->currentIndex() == SpecTab)
        updateSpecText();
    m_metrics->showJob(session->backend(), *job);
    m_outputs->showJob(session->backend(), *job);
    const bool tuning = models::TrialSeries::isTuningJob(*job);
    if (tuning)
        m_trials->setJob(job); // the session's document, shared, not copied
    if (!tuning && m_tabs->currentIndex() == TrialsTab)
        m_tabs->setCurrentIndex(TimelineTab);
    m_tabs->setTabVisible(TrialsTab, tuning);
    // A job that has just finished: its log will end; nothing to change in the view, the follow ends itself.
    m_lastState = state;
}

void JobDetailView::updateSpecText()
{
    BackendSession* session = m_session.data();
    const std::shared_ptr<const spec::Job> job = session ? session->document(m_jobId) : nullptr;
    if (!job)
        return;
    m_specStale = false;
    const QString json = QString::fromStdString(spec::toJsonText(*job, 2));
    if (json != m_json->toPlainText()) { // an update that changed nothing shown keeps the user's selection
        m_json->setPlainText(json);
        m_yaml->setPlainText(QString::fromStdString(spec::toYaml(*job, spec::YamlScope::Everything)));
    }
}

} // namespace trainyard::ui
