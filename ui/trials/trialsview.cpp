#include "trialsview.h"

#include "curvechart.h"
#include "importancechart.h"
#include "objectivechart.h"
#include "objectivelegend.h"
#include "parallelcoordinateschart.h"
#include "scatterchart.h"
#include "trialcsv.h"
#include "trialdiffdialog.h"
#include "trialtabledelegate.h"

#include "models/jobformat.h"
#include "models/trialfilterproxy.h"
#include "models/trialseries.h"
#include "models/trialtablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QThreadPool>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr int filterDelayMs = 16; // one frame: a brush dragged over 10,000 trials stays fluid

    QToolButton* actionButton(QAction* action, QWidget* parent)
    {
        auto* button = new QToolButton(parent);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return button;
    }
} // namespace

TrialsView::TrialsView(QWidget* parent)
    : QWidget(parent)
    , m_model(new models::TrialTableModel(this))
    , m_proxy(new models::TrialFilterProxy(this))
    , m_refresh(new QTimer(this))
    , m_filterTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("trialsView"));
    m_proxy->setTrialModel(m_model);

    auto action = [this](const QString& text, const QKeySequence& keys, const QString& tip) {
        auto* a = new QAction(text, this);
        a->setShortcut(keys);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setToolTip(tip);
        addAction(a);
        return a;
    };
    m_openLogs = action(tr("&Logs"), QKeySequence(), tr("Show the current trial's log and command line (Enter, double-click)"));
    m_compare = action(tr("&Compare"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), tr("Compare the two selected trials side by side (Ctrl+Shift+C)"));
    m_export = action(tr("&Export CSV…"), QKeySequence::Save, tr("Save the table as shown to a CSV file (Ctrl+S)"));
    m_clearFilters = action(tr("C&lear brushes"), QKeySequence(Qt::Key_Escape), tr("Show every trial again (Esc)"));
    m_openLogs->setObjectName(QStringLiteral("openTrialLogs"));
    m_compare->setObjectName(QStringLiteral("compareTrials"));
    m_export->setObjectName(QStringLiteral("exportTrials"));
    m_clearFilters->setObjectName(QStringLiteral("clearTrialFilters"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("trialSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    top->addWidget(m_summary, 1);
    for (QAction* a : { m_openLogs, m_compare, m_export, m_clearFilters })
        top->addWidget(actionButton(a, this));
    layout->addLayout(top);

    m_splitter = new QSplitter(Qt::Vertical, this);
    auto* tablePane = new QWidget(m_splitter);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(tablePane);
    m_table->setObjectName(QStringLiteral("trialTable"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new TrialTableDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Trials"));
    tableLayout->addWidget(m_table, 1);
    m_details = new QLabel(tablePane);
    m_details->setObjectName(QStringLiteral("trialDetails"));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    tableLayout->addWidget(m_details);

    m_charts = new QTabWidget(m_splitter);
    m_charts->setObjectName(QStringLiteral("trialCharts"));
    m_charts->setAccessibleName(tr("Trial charts"));
    m_charts->setDocumentMode(true);
    m_objective = new ObjectiveChart(m_charts);
    m_curves = new CurveChart(m_charts);
    m_parallel = new ParallelCoordinatesChart(m_charts);
    auto* scatterPage = new QWidget(m_charts);
    auto* scatterLayout = new QVBoxLayout(scatterPage);
    scatterLayout->setContentsMargins(0, 4, 0, 0);
    auto* scatterRow = new QHBoxLayout;
    auto* scatterLabel = new QLabel(tr("&Hyperparameter:"), scatterPage);
    m_scatterParameter = new QComboBox(scatterPage);
    m_scatterParameter->setObjectName(QStringLiteral("scatterParameter"));
    m_scatterParameter->setToolTip(tr("The hyperparameter on the x axis"));
    scatterLabel->setBuddy(m_scatterParameter);
    scatterRow->addWidget(scatterLabel);
    scatterRow->addWidget(m_scatterParameter);
    scatterRow->addStretch(1);
    scatterLayout->addLayout(scatterRow);
    m_scatter = new ScatterChart(scatterPage);
    scatterLayout->addWidget(m_scatter, 1);
    m_charts->addTab(m_objective, tr("Objective"));
    m_charts->setTabToolTip(0, tr("Each trial's final value and the best so far"));
    m_charts->addTab(m_curves, tr("Curves"));
    m_charts->setTabToolTip(1, tr("Every intermediate value by step; unfinished trials dashed"));
    m_charts->addTab(m_parallel, tr("Parallel coordinates"));
    m_charts->setTabToolTip(2, tr("Drag along an axis to keep a range of it; click the axis to drop it"));
    m_charts->addTab(scatterPage, tr("Scatter"));
    m_charts->setTabToolTip(3, tr("The objective against one hyperparameter"));
    // A study of many hyperparameters scrolls rather than squeezing its bars.
    auto* importanceScroll = new QScrollArea(m_charts);
    importanceScroll->setObjectName(QStringLiteral("importanceScroll"));
    importanceScroll->setWidgetResizable(true);
    importanceScroll->setFrameShape(QFrame::NoFrame);
    importanceScroll->setBackgroundRole(QPalette::Base);
    m_importance = new ImportanceChart(importanceScroll);
    importanceScroll->setWidget(m_importance);
    importanceScroll->setFocusProxy(m_importance);
    connect(m_importance, &ImportanceChart::currentBarChanged, importanceScroll, [this, importanceScroll](int index) {
        const QRect row = m_importance->rowRect(index).toAlignedRect();
        importanceScroll->ensureVisible(row.center().x(), row.center().y(), 0, row.height());
    });
    m_importancePage = importanceScroll;
    m_charts->addTab(m_importancePage, tr("Importance"));
    m_charts->setTabToolTip(4, tr("How much of the objective's spread each hyperparameter explains, from the finished trials"));
    // The key to the trials' colours, beside the tabs: the same ramp colours every chart.
    m_legend = new ObjectiveLegend(m_charts);
    m_charts->setCornerWidget(m_legend, Qt::TopRightCorner);
    m_splitter->addWidget(tablePane);
    m_splitter->addWidget(m_charts);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    layout->addWidget(m_splitter, 1);

    connect(m_model, &models::TrialTableModel::seriesChanged, this, &TrialsView::onSeriesChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &TrialsView::onCurrentRowChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TrialsView::updateActions);
    connect(m_table, &QAbstractItemView::activated, this, &TrialsView::openCurrentLogs);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TrialsView::updateActions);
    for (TrialChart* chart : charts())
        connect(chart, &TrialChart::trialClicked, this, &TrialsView::onChartClicked);
    connect(m_parallel, &ParallelCoordinatesChart::brushesChanged, this, [this] {
        if (!m_filterTimer->isActive())
            m_filterTimer->start();
    });
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(filterDelayMs);
    connect(m_filterTimer, &QTimer::timeout, this, &TrialsView::applyFilter);
    connect(m_scatterParameter, &QComboBox::currentIndexChanged, m_scatter, &ScatterChart::setParameter);
    connect(m_openLogs, &QAction::triggered, this, &TrialsView::openCurrentLogs);
    connect(m_compare, &QAction::triggered, this, [this] { compareSelected(); });
    connect(m_export, &QAction::triggered, this, [this] { exportCsv(); });
    connect(m_clearFilters, &QAction::triggered, this, &TrialsView::clearFilters);
    connect(m_charts, &QTabWidget::currentChanged, this, &TrialsView::updateImportance);
    // The colour key belongs to the charts that colour trials; the importance bars colour none.
    connect(m_charts, &QTabWidget::currentChanged, m_legend, [this] { m_legend->setVisible(m_charts->currentWidget() != m_importancePage); });
    m_refresh->setInterval(refreshIntervalMs);
    connect(m_refresh, &QTimer::timeout, this, &TrialsView::refreshWanted);

    updateSummary();
    updateDetails();
    updateActions();
}

QList<TrialChart*> TrialsView::charts() const
{
    return { m_objective, m_curves, m_parallel, m_scatter };
}

void TrialsView::setBackend(client::Backend* backend)
{
    m_backend = backend;
    resetImportance();
}

int TrialsView::importanceTab() const
{
    return m_charts->indexOf(m_importancePage);
}

void TrialsView::setJob(std::shared_ptr<const spec::Job> document)
{
    const spec::Job& job = *document;
    const QString id = QString::fromStdString(job.jobId.value_or(std::string()));
    std::size_t points = 0;
    if (job.trainingOutput && job.trainingOutput->trials) {
        for (const auto& trial : *job.trainingOutput->trials)
            points += trial.allMetrics ? trial.allMetrics->size() : 0;
    }
    if (id != m_model->jobId()) {
        m_parallel->clearBrushes(); // another study: its axes are not these
        m_columnsFitted = false;
        resetImportance();
        if (points >= deriveOnWorkerPoints)
            m_model->clear(); // not another study's trials while this one's are derived
    }
    m_jobEnded = !job.state || spec::isTerminal(job.state->value());
    m_input = {};
    m_input.jobId = job.jobId;
    m_input.trainingInput = job.trainingInput;
    ++m_generation;
    if (points < deriveOnWorkerPoints) {
        m_shownGeneration = m_generation;
        m_document.reset();
        m_model->setSeries(models::TrialSeries::fromJob(job), id);
    } else {
        m_document = std::move(document);
        derive();
    }
    updateRefresh();
}

void TrialsView::derive()
{
    if (m_deriving)
        return; // the one in flight derives the newest document when it ends
    m_deriving = true;
    QPointer<TrialsView> guard(this);
    // The worker reads only the shared document (const: the session copies before changing a document
    // that is shared) and touches no widget; the GUI thread takes the series if it is still the newest.
    QThreadPool::globalInstance()->start([guard, document = m_document, generation = m_generation] {
        std::shared_ptr<const models::TrialSeries> series = models::TrialSeries::fromJob(*document);
        const QString id = QString::fromStdString(document->jobId.value_or(std::string()));
        QObject* target = guard.data();
        if (!target)
            return;
        QMetaObject::invokeMethod(target, [guard, series = std::move(series), id, generation]() mutable {
            TrialsView* self = guard.data();
            if (!self)
                return;
            self->takeSeries(std::move(series), id, generation);
        });
    });
}

void TrialsView::takeSeries(std::shared_ptr<const models::TrialSeries> series, const QString& jobId, quint64 generation)
{
    m_deriving = false;
    if (generation == m_generation) {
        m_shownGeneration = generation;
        m_document.reset(); // shown: the session may change it in place now
        m_model->setSeries(std::move(series), jobId);
        updateRefresh();
    } else if (m_shownGeneration != m_generation && m_document) {
        derive(); // a newer document came meanwhile, not yet shown
    }
}

void TrialsView::clear()
{
    m_parallel->clearBrushes();
    m_model->clear();
    m_document.reset();
    m_input = {};
    m_shownGeneration = ++m_generation;
    m_jobEnded = true;
    m_columnsFitted = false;
    resetImportance();
    updateRefresh();
}

void TrialsView::tick()
{
    m_model->tick();
}

void TrialsView::onSeriesChanged()
{
    const auto& series = m_model->series();
    for (TrialChart* chart : charts())
        chart->setSeries(series);
    m_legend->setSeries(series);
    fillScatterParameters();
    if (!m_parallel->brushes().empty())
        applyFilter(); // new trials meet the brushes too
    onCurrentRowChanged();
    // Fitted when the first trials show, and again when a column comes (a conditional parameter that
    // the first trials did not have): the widths stay at their places, they would not follow the columns.
    if (m_model->rowCount() > 0 && (!m_columnsFitted || m_fittedColumns != m_model->columnCount())) {
        m_columnsFitted = true;
        m_fittedColumns = m_model->columnCount();
        for (int column = 0; column < m_model->columnCount() - 1; ++column)
            m_table->resizeColumnToContents(column);
    }
    updateSummary();
    updateActions();
    updateImportance();
}

int TrialsView::finishedWithValue() const
{
    const auto& trials = m_model->series()->trials;
    return static_cast<int>(std::count_if(trials.begin(), trials.end(), [](const models::TrialRecord& t) { return !t.unfinished && t.hasObjective(); }));
}

void TrialsView::resetImportance()
{
    ++m_importanceGeneration; // an answer for what was shown before is dropped
    m_importanceAsked = -1;
    m_importanceInFlight = false;
    m_importanceUnsupported = false;
    m_importance->clear();
}

void TrialsView::updateImportance()
{
    // Asked only while it shows: the other charts need nothing from the backend.
    if (m_charts->currentWidget() != m_importancePage || !isVisible() || m_importanceInFlight || m_importanceUnsupported)
        return;
    const QString jobId = m_model->jobId();
    client::Backend* backend = m_backend.data();
    if (!backend || jobId.isEmpty())
        return;
    const int count = finishedWithValue();
    if (count == m_importanceAsked)
        return;
    if (m_importanceAsked < 0)
        m_importance->setWaiting();
    m_importanceAsked = count;
    m_importanceInFlight = true;
    ++m_importanceRequests;
    const int generation = m_importanceGeneration;
    QString name = backend->name();
    backend->parameterImportance(
        jobId.toStdString(), this, [this, generation, name = std::move(name)](client::ApiResult<spec::ImportanceReport> result) {
            if (generation != m_importanceGeneration)
                return;
            m_importanceInFlight = false;
            if (auto* report = std::get_if<spec::ImportanceReport>(&result)) {
                m_importance->setReport(*report);
            } else {
                const auto& error = std::get<client::ApiError>(result);
                if (error.status == "UNIMPLEMENTED") {
                    m_importanceUnsupported = true;
                    m_importance->setUnavailable(tr("%1 does not compute parameter importance; a Trainyard daemon does.").arg(name));
                    return;
                }
                // A report already shown stays: the next finished trial asks again.
                if (!m_importance->report())
                    m_importance->setUnavailable(tr("Parameter importance could not be read: %1").arg(QString::fromStdString(error.message)));
            }
            updateImportance(); // trials may have finished while it was asked
        });
}

void TrialsView::fillScatterParameters()
{
    QStringList names;
    for (const auto& p : m_model->series()->parameters)
        names << p.name;
    QStringList present;
    for (int i = 0; i < m_scatterParameter->count(); ++i)
        present << m_scatterParameter->itemText(i);
    if (names == present)
        return;
    const QString chosen = m_scatterParameter->currentText();
    {
        const QSignalBlocker block(m_scatterParameter);
        m_scatterParameter->clear();
        m_scatterParameter->addItems(names);
        m_scatterParameter->setCurrentIndex(std::max<int>(0, static_cast<int>(names.indexOf(chosen))));
    }
    m_scatter->setParameter(m_scatterParameter->currentIndex());
}

void TrialsView::onCurrentRowChanged()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    int index = -1;
    if (current.isValid()) {
        const QModelIndex source = m_proxy->mapToSource(current);
        if (source.isValid())
            index = m_model->indexOfRow(source.row());
    }
    for (TrialChart* chart : charts())
        chart->setCurrentTrial(index);
    updateDetails();
    updateActions();
}

void TrialsView::onChartClicked(int index)
{
    const int row = m_model->rowOfIndex(index);
    if (row < 0)
        return;
    const QModelIndex shown = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!shown.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(shown);
}

bool TrialsView::selectTrial(const QString& trialId)
{
    const int row = m_model->rowOf(trialId);
    if (row < 0)
        return false;
    const QModelIndex shown = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!shown.isValid())
        return false;
    m_table->selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(shown);
    return true;
}

QString TrialsView::currentTrialId() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.data(models::TrialTableModel::TrialIdRole).toString() : QString();
}

QStringList TrialsView::selectedTrialIds() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList ids;
    for (const QModelIndex& row : std::as_const(rows))
        ids << row.data(models::TrialTableModel::TrialIdRole).toString();
    return ids;
}

void TrialsView::applyFilter()
{
    const auto shown = m_parallel->brushedTrials();
    m_proxy->setShown(shown);
    for (TrialChart* chart : charts())
        chart->setShown(shown);
    updateSummary();
    updateActions();
}

void TrialsView::clearFilters()
{
    m_parallel->clearBrushes();
    m_filterTimer->stop();
    applyFilter();
}

void TrialsView::updateSummary()
{
    const auto& s = *m_model->series();
    if (s.trials.empty()) {
        m_summary->setText(m_model->jobId().isEmpty() ? QString() : tr("No trial has started yet."));
        return;
    }
    QStringList parts;
    parts << tr("%1 of %2 trials done").arg(s.finished).arg(std::max<int>(s.maxTrials, static_cast<int>(s.trials.size())));
    if (s.running > 0)
        parts << tr("%n running", nullptr, s.running);
    if (s.failed > 0)
        parts << tr("%n failed", nullptr, s.failed);
    if (s.stoppedEarly > 0)
        parts << tr("%n stopped early", nullptr, s.stoppedEarly);
    if (s.best >= 0) {
        const auto& best = s.trials[static_cast<std::size_t>(s.best)];
        parts << tr("best %1 %2 (trial %3, %4)")
                     .arg(s.metricTag, models::formatMetricValue(best.objective), best.idText,
                         s.goal == spec::GoalType::Minimize ? tr("minimizing") : tr("maximizing"));
    }
    if (m_proxy->shown())
        parts << tr("%1 shown by the brushes").arg(m_proxy->rowCount());
    m_summary->setText(parts.join(QStringLiteral(" · ")));
}

QString TrialsView::summaryText() const
{
    return m_summary->text();
}

QString TrialsView::trialDescription(const QString& trialId) const
{
    const auto& s = *m_model->series();
    const int index = s.indexOf(trialId);
    if (index < 0)
        return tr("Trial %1").arg(trialId);
    const auto& trial = s.trials[static_cast<std::size_t>(index)];
    QStringList head { tr("Trial %1").arg(trialId) };
    if (!trial.state.wire().empty())
        head << models::stateLabel(trial.state);
    if (trial.stoppedEarly)
        head << tr("stopped early");
    if (trial.hasObjective())
        head << QStringLiteral("%1 %2").arg(s.metricTag, models::formatMetricValue(trial.objective));
    const spec::Job& document = job();
    QString module = QString::fromStdString(document.trainingInput ? document.trainingInput->pythonModule.value_or(std::string()) : std::string());
    const QString command = (module.isEmpty() ? QString() : QStringLiteral("python -m ") + module + QLatin1Char(' '))
        + models::trialArguments(document, s.hyperparametersOf(trial)).join(QLatin1Char(' '));
    return head.join(QStringLiteral(" · ")) + QStringLiteral(" — ") + command;
}

void TrialsView::updateDetails()
{
    const QString id = currentTrialId();
    m_details->setText(id.isEmpty() ? tr("Select a trial to see how its trainer ran; Enter opens its log.") : trialDescription(id));
}

QString TrialsView::detailsText() const
{
    return m_details->text();
}

void TrialsView::updateActions()
{
    m_openLogs->setEnabled(!currentTrialId().isEmpty());
    m_compare->setEnabled(m_table->selectionModel()->selectedRows().size() == 2);
    m_export->setEnabled(m_model->rowCount() > 0);
    m_clearFilters->setEnabled(!m_parallel->brushes().empty());
}

void TrialsView::openCurrentLogs()
{
    const QString id = currentTrialId();
    if (!id.isEmpty())
        emit openTrialLogs(id, trialDescription(id));
}

TrialDiffDialog* TrialsView::compareSelected()
{
    const QStringList ids = selectedTrialIds();
    if (ids.size() != 2)
        return nullptr;
    const auto& series = m_model->series();
    auto* dialog = new TrialDiffDialog(job(), series, series->indexOf(ids[0]), series->indexOf(ids[1]), m_backend.data(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void TrialsView::exportCsv(const QString& given)
{
    QString path = given;
    if (path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Export trials"), m_model->jobId() + QStringLiteral("_trials.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // A snapshot of what the table shows, taken here; encoding and writing happen on a worker thread.
    QList<QStringList> rows;
    QStringList header;
    const int columns = m_model->columnCount();
    for (int column = 0; column < columns; ++column) {
        const bool seconds = m_model->fieldOf(column) == models::TrialTableModel::Field::Duration;
        header << (seconds ? tr("Duration (s)") : m_model->headerData(column, Qt::Horizontal).toString());
    }
    rows << header;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < columns; ++column)
            cells << m_proxy->index(row, column).data(models::TrialTableModel::ExportRole).toString();
        rows << cells;
    }
    trialcsv::write(path, std::move(rows), this, [this, path](const QString& error) {
        if (!error.isEmpty() && isVisible())
            QMessageBox::warning(this, tr("Export trials"), error);
        emit exported(path, error);
    });
}

bool TrialsView::refreshing() const
{
    return m_refresh->isActive();
}

void TrialsView::updateRefresh()
{
    const bool wanted = isVisible() && !m_jobEnded && !m_model->jobId().isEmpty();
    if (wanted && !m_refresh->isActive()) {
        m_refresh->start();
        emit refreshWanted(); // coming back to the tab: the trials as they are now, not in two seconds
    } else if (!wanted) {
        m_refresh->stop();
    }
}

void TrialsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    updateRefresh();
    updateImportance();
}

void TrialsView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    updateRefresh();
}

} // namespace trainyard::ui
