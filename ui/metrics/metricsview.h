#pragma once

#include "client/backend.h"
#include "models/scalarset.h"
#include "models/scalartagmodel.h"
#include "ui/metrics/metricchart.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <deque>
#include <map>
#include <string>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSlider;
class QStackedWidget;
class QToolButton;

namespace trainyard::ui {

// The Metrics tab: the scalars a job's trainers wrote as TensorBoard event files, as small multiples,
// one chart per tag (2 or 3 a row as the width allows) in a scroll area, with a search over the tags,
// the x axis as steps, time since each run's first point or wall-clock time, TensorBoard's smoothing
// with the raw line faint behind, a log scale for the values, and a key of the runs in their colours.
// A tuning job's trials' hypertune reports are runs of their own ("trial 3 (hypertune)").
//
// It follows the job's scalars while active (its tab shown), like the Resources tab: setActive(false)
// cancels the stream and setActive(true) resumes it from the set's cursor, so no point comes twice.
// The first window is asked for reduced to 2,000 points a line (the daemon's min/max reduction), the
// live ones that follow are raw. With nothing to chart it says why: where the daemon looked
// (info.logRoots), why it could not, or that the backend reads no event files.
class MetricsView : public QWidget {
    Q_OBJECT

public:
    static constexpr int firstWindowPoints = 2000;

    explicit MetricsView(QWidget* parent = nullptr);
    ~MetricsView() override;

    // A job to show; called again when the job's document changes (then the charts, zoom and search
    // stay, and the trials' hypertune reports are brought up to date). Another job starts afresh.
    void showJob(client::Backend* backend, const spec::Job& job);
    void clear();
    // Follows the job's scalars while true.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    bool isFollowing() const { return m_stream != 0; }
    bool streamEnded() const { return m_ended; }
    const QString& jobId() const { return m_jobId; }

    // Takes a window as the stream delivers it (public for the benchmark and tests).
    void appendWindow(const spec::ScalarWindow& window);

    const models::ScalarSet& scalars() const { return m_set; }
    models::ScalarTagModel* tagModel() const { return m_tags; }
    models::ScalarTagFilter* tagFilter() const { return m_filter; }
    // The charts shown (matching the search), in order; chart(tag) also finds a hidden one.
    std::vector<MetricChart*> visibleCharts() const;
    MetricChart* chart(const QString& tag) const;
    QScrollArea* scrollArea() const { return m_scroll; }
    int columns() const { return m_columns; }
    // The empty state's text, "" while charts show.
    QString emptyText() const;
    QString statusText() const;
    QString runsKeyText() const;

    void setSearch(const QString& text);
    void setXAxis(MetricChartOptions::XAxis x);
    void setSmoothing(double weight);
    void setLogY(bool on);
    const MetricChartOptions& options() const { return m_options; }

public slots:
    void resetZoom();

signals:
    void windowApplied(); // after a window was taken (tests)
    void streamFinished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void startStream();
    void stopStream();
    void onStreamEnd(std::optional<client::ApiError> error);
    void applyChanges(const std::set<QString>& changed);
    void applyOptions();
    void redrawNext();
    void requestDetail(); // the zoomed chart m_detailTag's steps at full detail (MetricChart::wantsDetail)
    void relayout();
    void updateState();
    void updateRunsKey();
    int columnsFor(int width) const;

    models::ScalarSet m_set;
    models::ScalarTagModel* m_tags;
    models::ScalarTagFilter* m_filter;
    QPointer<client::Backend> m_backend;
    std::string m_jobIdUtf8;
    QString m_jobId;
    client::Backend::StreamId m_stream = 0;
    quint64 m_generation = 0; // callbacks of an older stream are ignored
    bool m_active = false;
    bool m_ended = false;
    bool m_unsupported = false; // the backend answered UNIMPLEMENTED
    QString m_status;
    MetricChartOptions m_options;
    std::map<QString, MetricChart*> m_charts;
    // Charts in view whose lines changed, redrawn one per event-loop turn (redrawNext()): a live batch
    // touching every chart in view costs a few frames of one chart each rather than one long frame.
    std::deque<MetricChart*> m_redraws; // a chart leaves it when deleted
    QTimer* m_redrawTimer;
    QTimer* m_detailTimer; // a zoom settles before its detail is asked for
    QString m_detailTag;
    int m_columns = 0;

    QLineEdit* m_search;
    QComboBox* m_xAxis;
    QSlider* m_smoothing;
    QLabel* m_smoothingValue;
    QCheckBox* m_logY;
    QToolButton* m_fit;
    QLabel* m_summary;
    QLabel* m_runsKey;
    QStackedWidget* m_stack;
    QLabel* m_empty;
    QScrollArea* m_scroll;
    QWidget* m_grid;
    QGridLayout* m_layout;
};

} // namespace trainyard::ui
