#pragma once

#include "client/backend.h"
#include "models/resourcehistory.h"
#include "models/transitionmodel.h"

#include <QColor>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <array>
#include <string>
#include <vector>

class QLabel;
class QTableView;
class QTimer;
class QToolButton;

namespace trainyard::ui {

class ResourceChart;
class ResourceLegend;
class ResourceSummaryModel;
class StateBandStrip;

// The Resources tab: what each replica of a job used over time (GPU utilisation, GPU memory, CPU,
// memory) as four stacked charts over one time axis, the job's states as a band above them, a legend
// that hides and shows replicas, a summary table under them, and a banner when a replica holding a GPU
// leaves it idle.
//
// It follows the job's resources from the backend only while active (its tab is shown): setActive(false)
// cancels the stream and setActive(true) resumes it from the history's cursor, so nothing is fetched
// twice. The range is fitted to the whole job until the user zooms or pans; "Follow live" keeps its
// right edge at the latest sample while the job runs, and panning turns it off.
class ResourcesView : public QWidget {
    Q_OBJECT

public:
    explicit ResourcesView(models::TransitionModel* transitions, QWidget* parent = nullptr);
    ~ResourcesView() override;

    // Another job (or none): clears everything and cancels the stream; follows once active.
    void open(client::Backend* backend, const std::string& jobId);
    void clear();
    // Follows the job's resources while true.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    bool isFollowing() const { return m_stream != 0; } // a stream is open
    bool streamEnded() const { return m_ended; } // the job finished and every sample came
    const QString& jobId() const { return m_jobId; }

    // Takes a window as the stream delivers it (public for the benchmark and tests).
    void appendWindow(const spec::ResourceWindow& window);

    const models::ResourceHistory& history() const { return m_history; }
    ResourceChart* chart(models::ResourceMetric metric) const { return m_charts[static_cast<std::size_t>(metric)]; }
    ResourceLegend* legend() const { return m_legend; }
    StateBandStrip* stateBand() const { return m_band; }
    QTableView* summaryTable() const { return m_table; }
    ResourceSummaryModel* summaryModel() const { return m_summary; }
    QString summaryTitle() const;
    QString bannerText() const; // "" when no warning shows
    QString gpuUnavailableText() const; // "" when the GPU charts show
    QString statusText() const; // the stream's error, if it ended with one
    const std::vector<QColor>& seriesColors() const { return m_colors; }

    double rangeStart() const { return m_t0; }
    double rangeEnd() const { return m_t1; }
    void setRange(double t0, double t1); // leaves fit and follow
    bool isFitted() const { return m_fitted; }
    bool followLive() const { return m_followLive; }
    // The time every chart's crosshair marks (NaN: none), and what the hover says at it: the time,
    // then per shown series its four figures.
    void setHoverTime(double t);
    double hoverTime() const { return m_hover; }
    QString hoverText() const;
    // The Logs tab's replicas in order, so that a replica has the same colour in both tabs.
    void setReplicaOrder(const QStringList& replicas);
    // Recomputes the summary table now rather than after the range settles.
    void updateSummary();

public slots:
    void fit();
    void setFollowLive(bool on);
    void zoom(double anchor, double factor); // factor < 1 zooms in, keeping `anchor` where it is
    void pan(double seconds); // leaves follow
    void tick(); // once a second: a running job's range follows the clock

signals:
    void samplesArrived(); // after a window added samples
    void streamFinished();

protected:
    void changeEvent(QEvent* event) override; // replica colours are chosen for the palette

private:
    // Draws the stale bases of all four charts at once, on two threads (see ResourceChart::setBaseRenderer).
    void renderStaleBases();
    void startStream();
    void stopStream();
    void onStreamEnd(std::optional<client::ApiError> error);
    void applyRange(double t0, double t1);
    void autoRange();
    std::pair<double, double> jobExtent() const;
    double minimumSpan() const;
    void recolor();
    void updateBanner();
    void updateGpuCharts();
    void updateLegendRange();
    void updateRangeLabel();

    models::TransitionModel* m_transitions;
    models::ResourceHistory m_history;
    QPointer<client::Backend> m_backend;
    std::string m_jobIdUtf8;
    QString m_jobId;
    client::Backend::StreamId m_stream = 0;
    quint64 m_generation = 0; // callbacks of an older stream are ignored
    bool m_active = false;
    bool m_ended = false;
    QString m_status;

    double m_t0 = 0;
    double m_t1 = 60;
    double m_hover = std::numeric_limits<double>::quiet_NaN();
    bool m_fitted = true;
    bool m_followLive = true;
    QStringList m_replicaOrder;
    std::vector<QColor> m_colors;
    int m_seriesSeen = 0;

    QLabel* m_banner;
    QLabel* m_statusLabel;
    QToolButton* m_fit;
    QToolButton* m_follow;
    QLabel* m_rangeLabel;
    ResourceLegend* m_legend;
    StateBandStrip* m_band;
    QLabel* m_gpuMessage;
    std::array<ResourceChart*, models::resourceMetricCount> m_charts {};
    QLabel* m_summaryLabel;
    QTableView* m_table;
    ResourceSummaryModel* m_summary;
    QTimer* m_summaryTimer;
};

} // namespace trainyard::ui
