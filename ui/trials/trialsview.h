#pragma once

#include "client/backend.h"
#include "models/trialseries.h"

#include "spec/job.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;

namespace trainyard::models {
class TrialFilterProxy;
class TrialTableModel;
} // namespace trainyard::models

namespace trainyard::ui {

class CurveChart;
class ImportanceChart;
class ObjectiveChart;
class ObjectiveLegend;
class ParallelCoordinatesChart;
class ScatterChart;
class TrialChart;
class TrialDiffDialog;

// The Trials tab of a tuning job: a summary line, the sortable trial table (the best trial marked) and
// the charts (objective by trial with the best so far, metric by step, parallel coordinates with
// brushing, objective by any hyperparameter, and each hyperparameter's importance as the backend
// computes it). One trial is current everywhere: selecting it in the
// table highlights it in every chart, clicking it in a chart selects its row. Brushes in the parallel
// coordinates filter the table and the other charts. Enter (or a double click) opens the trial's log;
// two selected trials can be compared side by side; the table exports as CSV.
//
// Live: while the tab is visible and the job has not ended it asks for the job document every two
// seconds (refreshWanted()); each document updates the table and the charts in place. The importance
// is asked of the backend while its chart shows, again only when the number of trials with a final
// value has changed since (the daemon's report rests on those).
class TrialsView : public QWidget {
    Q_OBJECT

public:
    static constexpr int refreshIntervalMs = 2000;

    explicit TrialsView(QWidget* parent = nullptr);

    // Where the trials' logs are (for the first error lines a comparison shows); the backend may go away.
    void setBackend(client::Backend* backend);
    // A document of the job: the same job updates in place, another one starts afresh.
    // The job's full document, shared with the session that holds it (not copied: a study of 10,000
    // trials carries a million metrics). The reference form copies, for callers that have no shared one.
    void setJob(std::shared_ptr<const spec::Job> job);
    void setJob(const spec::Job& job) { setJob(std::make_shared<const spec::Job>(job)); }
    void clear();

    models::TrialTableModel* model() const { return m_model; }
    models::TrialFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QTabWidget* chartTabs() const { return m_charts; }
    ObjectiveChart* objectiveChart() const { return m_objective; }
    CurveChart* curveChart() const { return m_curves; }
    ParallelCoordinatesChart* parallelChart() const { return m_parallel; }
    ScatterChart* scatterChart() const { return m_scatter; }
    ImportanceChart* importanceChart() const { return m_importance; }
    int importanceTab() const; // its index in chartTabs()
    // Trials with a final value in the study shown: the count the importance was last asked for follows it.
    int finishedWithValue() const;
    int importanceRequests() const { return m_importanceRequests; } // sent since the view was made
    ObjectiveLegend* legend() const { return m_legend; }
    QComboBox* scatterParameter() const { return m_scatterParameter; }
    QList<TrialChart*> charts() const;
    QString summaryText() const;
    QString detailsText() const; // the current trial's line under the table
    QAction* compareAction() const { return m_compare; }
    QAction* exportAction() const { return m_export; }
    QAction* openLogsAction() const { return m_openLogs; }
    QAction* clearFiltersAction() const { return m_clearFilters; }
    bool refreshing() const; // the live refresh is running

    QString currentTrialId() const;
    bool selectTrial(const QString& trialId); // false when the table does not show it
    QStringList selectedTrialIds() const; // in table order
    // What the log banner says when a trial's log is opened: which trial, how it ended, its command line.
    QString trialDescription(const QString& trialId) const;

public slots:
    void tick(); // once a second: durations of running trials
    // Compares the two selected trials; returns the dialog (shown, deleted on close), null unless two are selected.
    TrialDiffDialog* compareSelected();
    // Writes the table as shown (filters, sort) to a CSV file, asking where when `path` is empty.
    void exportCsv(const QString& path = {});
    void openCurrentLogs();
    void clearFilters();

signals:
    void openTrialLogs(const QString& trialId, const QString& description);
    void refreshWanted();
    void exported(const QString& path, const QString& error);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void onSeriesChanged();
    void onCurrentRowChanged();
    void onChartClicked(int index);
    void applyFilter();
    void updateSummary();
    void updateDetails();
    void updateActions();
    void updateRefresh();
    void fillScatterParameters();
    // Asks the backend for the importance when its chart shows and the finished trials changed.
    void updateImportance();
    void resetImportance();

    models::TrialTableModel* m_model;
    models::TrialFilterProxy* m_proxy;
    QPointer<client::Backend> m_backend;
    // The series of a study this large are derived on a worker (derive()): tens of ms at a million
    // points. Smaller ones are derived at once, so a small study shows with its document.
    static constexpr std::size_t deriveOnWorkerPoints = 50'000;
    void derive();
    void takeSeries(std::shared_ptr<const models::TrialSeries> series, const QString& jobId, quint64 generation);
    const spec::Job& job() const { return m_input; }

    // The session's document, shared, never copied (a study's trials can be a million points), held
    // only until its series is shown: while a view holds it, the session must copy it to apply the
    // watch's next trial delta (BackendSession::applyDelta); unheld, the delta goes in in place.
    std::shared_ptr<const spec::Job> m_document;
    // What the trainers' command lines and the trial comparison read: the job's id and input, no trials.
    spec::Job m_input;
    bool m_jobEnded = true;
    quint64 m_generation = 0; // of m_document: a series derived from an older one is dropped
    quint64 m_shownGeneration = 0; // of the series the model has
    bool m_deriving = false; // one derivation at a time; the newest document is derived when it ends

    QLabel* m_summary;
    QLabel* m_details;
    QSplitter* m_splitter;
    QTableView* m_table;
    QTabWidget* m_charts;
    ObjectiveChart* m_objective;
    CurveChart* m_curves;
    ParallelCoordinatesChart* m_parallel;
    ScatterChart* m_scatter;
    ImportanceChart* m_importance;
    QWidget* m_importancePage;
    ObjectiveLegend* m_legend;
    QComboBox* m_scatterParameter;
    QAction* m_compare;
    QAction* m_export;
    QAction* m_openLogs;
    QAction* m_clearFilters;
    QTimer* m_refresh;
    QTimer* m_filterTimer; // brushes move every mouse event; the table and charts follow once per frame
    bool m_columnsFitted = false;
    int m_fittedColumns = 0; // the model's columns when they were fitted
    // The importance of the study shown: the count of finished trials it was last asked for (-1: never),
    // whether an answer is awaited, whether the backend said it has none (not asked again).
    int m_importanceAsked = -1;
    bool m_importanceInFlight = false;
    bool m_importanceUnsupported = false;
    int m_importanceRequests = 0;
    int m_importanceGeneration = 0;
};

} // namespace trainyard::ui
