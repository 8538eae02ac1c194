#pragma once

#include "client/backend.h"
#include "models/transitionmodel.h"

#include "spec/job.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QToolButton;

namespace trainyard::ui {

class BackendSession;
class LogView;
class MetricsView;
class OutputsView;
class ResourcesView;
class StateTimeline;
class TrialsView;

// One job: a header (id, state, times, and the error in plain sight), then tabs for the state
// timeline, the logs, the spec (YAML and JSON), for a tuning job its trials, what its replicas used,
// the curves its trainers wrote (TensorBoard event files) and the files it wrote. Follows the job live
// through its session.
class JobDetailView : public QWidget {
    Q_OBJECT

public:
    explicit JobDetailView(QWidget* parent = nullptr);

    void showJob(BackendSession* session, const QString& jobId);
    void clear();

    const QString& jobId() const { return m_jobId; }
    BackendSession* session() const { return m_session; }
    LogView* logView() const { return m_logs; }
    TrialsView* trialsView() const { return m_trials; }
    ResourcesView* resourcesView() const { return m_resources; }
    MetricsView* metricsView() const { return m_metrics; }
    OutputsView* outputsView() const { return m_outputs; }
    bool trialsTabShown() const; // a tuning job is shown
    QTabWidget* tabs() const { return m_tabs; }
    models::TransitionModel* transitions() const { return m_transitions; }
    QString headerText() const; // what the header says, for tests and accessibility

    // Buttons for the main window's actions, so one action (and shortcut) serves both.
    void setActions(QAction* cancel, QAction* resubmit);

public slots:
    // Once a second: durations of a running job and of its current state.
    void tick();
    void showTimeline();
    void showLogs();
    void showSpec();
    void showTrials(); // only for a tuning job
    void showResources();
    void showMetrics();
    void showOutputs();
    // The Logs tab, showing one trial's lines (with its description above them).
    void showTrialLogs(const QString& trialId, const QString& description);

private:
    void updateHeader(); // after the job changed: state, error, spec, times
    void updateTimes(); // once a second while it runs: the times line only
    void updateSpecText(); // the YAML and JSON, only while the Spec tab is shown (a tuning job's are large)
    void loadEvents();
    void onEvents(const QString& jobId, client::ApiResult<std::vector<spec::Transition>> result);

    QPointer<BackendSession> m_session;
    QString m_jobId;
    std::string m_lastState;

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_times;
    QLabel* m_error;
    QToolButton* m_cancel;
    QToolButton* m_resubmit;
    QTabWidget* m_tabs;
    models::TransitionModel* m_transitions;
    StateTimeline* m_timeline;
    QTableView* m_transitionTable;
    LogView* m_logs;
    QPlainTextEdit* m_yaml;
    QPlainTextEdit* m_json;
    TrialsView* m_trials;
    ResourcesView* m_resources;
    MetricsView* m_metrics;
    OutputsView* m_outputs;
    bool m_specStale = false;
    QList<QMetaObject::Connection> m_sessionConnections;
};

} // namespace trainyard::ui
