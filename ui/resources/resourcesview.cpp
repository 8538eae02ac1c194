#include "resourcesview.h"

#include "resourcechart.h"
#include "console/resourceformat.h"
#include "resourcelegend.h"
#include "console/resourcesummarymodel.h"
#include "statebandstrip.h"

#include "models/jobformat.h"
#include "spec/daemonmessages.h"
#include "ui/replicapalette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QScopeGuard>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <future>
#include <cmath>

namespace trainyard::ui {

using models::ResourceHistory;
using models::ResourceMetric;

namespace {
    double seconds(const QDateTime& time) { return static_cast<double>(time.toMSecsSinceEpoch()) / 1000.0; }
} // namespace

ResourcesView::ResourcesView(models::TransitionModel* transitions, QWidget* parent)
    : QWidget(parent)
    , m_transitions(transitions)
{
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(4);

    m_banner = new QLabel(this);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setAccessibleName(tr("Idle GPU warning"));
    m_banner->setStyleSheet(QStringLiteral("QLabel { color: palette(text); background: rgba(230, 160, 0, 45); border-left: 4px solid #d08a00; padding: 6px; }"));
    m_banner->setVisible(false);
    layout->addWidget(m_banner);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setVisible(false);
    layout->addWidget(m_statusLabel);

    auto* bar = new QHBoxLayout;
    m_fit = new QToolButton(this);
    m_fit->setText(tr("F&it"));
    m_fit->setToolTip(tr("Show the whole job (Ctrl+0, or double-click a chart)"));
    connect(m_fit, &QToolButton::clicked, this, &ResourcesView::fit);
    bar->addWidget(m_fit);
    m_follow = new QToolButton(this);
    m_follow->setText(tr("Follo&w live"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_follow->setToolTip(tr("Keep the latest samples at the right edge while the job runs (Ctrl+Shift+L); dragging turns it off"));
    connect(m_follow, &QToolButton::toggled, this, &ResourcesView::setFollowLive);
    bar->addWidget(m_follow);
    m_rangeLabel = new QLabel(this);
    m_rangeLabel->setAccessibleName(tr("Visible time range"));
    bar->addWidget(m_rangeLabel, 1);
    auto* hint = new QLabel(tr("Wheel: zoom · drag: pan · double-click: fit"), this);
    hint->setForegroundRole(QPalette::PlaceholderText);
    bar->addWidget(hint);
    layout->addLayout(bar);

    auto* fitShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_0), this);
    connect(fitShortcut, &QShortcut::activated, this, &ResourcesView::fit);
    auto* followShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this);
    connect(followShortcut, &QShortcut::activated, m_follow, &QToolButton::toggle);

    m_legend = new ResourceLegend(this);
    connect(m_legend, &ResourceLegend::shownChanged, this, &ResourcesView::recolor);
    layout->addWidget(m_legend);

    // The same left margin everywhere keeps one time axis: the widest value label fits in it.
    const int left = fontMetrics().horizontalAdvance(QStringLiteral("8888.88 GiB")) + 12;
    const int right = 12;
    m_band = new StateBandStrip(transitions, this);
    m_band->setPlotMargins(left, right);
    layout->addWidget(m_band);

    m_gpuMessage = new QLabel(this);
    m_gpuMessage->setWordWrap(true);
    m_gpuMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_gpuMessage->setAccessibleName(tr("GPU figures unavailable"));
    m_gpuMessage->setContentsMargins(left, 6, right, 6);
    m_gpuMessage->setVisible(false);
    layout->addWidget(m_gpuMessage);

    for (int m = 0; m < models::resourceMetricCount; ++m) {
        auto* chart = new ResourceChart(&m_history, static_cast<ResourceMetric>(m), this);
        chart->setPlotMargins(left, right);
        chart->setAccessibleName(ResourceFormat::shortName(static_cast<ResourceMetric>(m)));
        connect(chart, &ResourceChart::hovered, this, &ResourcesView::setHoverTime);
        connect(chart, &ResourceChart::zoomRequested, this, &ResourcesView::zoom);
        connect(chart, &ResourceChart::panRequested, this, &ResourcesView::pan);
        connect(chart, &ResourceChart::fitRequested, this, &ResourcesView::fit);
        chart->setBaseRenderer([this] { renderStaleBases(); });
        m_charts[static_cast<std::size_t>(m)] = chart;
        layout->addWidget(chart, 1);
    }
    chart(ResourceMetric::Memory)->setTimeLabels(true);

    m_summaryLabel = new QLabel(this);
    layout->addWidget(m_summaryLabel);
    m_summary = new ResourceSummaryModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_summary);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Peak and mean per replica"));
    m_table->setMaximumHeight(fontMetrics().height() * 9);
    m_table->setMinimumHeight(fontMetrics().height() * 4);
    layout->addWidget(m_table);
    // The table follows the range once it settles: a drag does not recompute it per frame.
    m_summaryTimer = new QTimer(this);
    m_summaryTimer->setSingleShot(true);
    m_summaryTimer->setInterval(150);
    connect(m_summaryTimer, &QTimer::timeout, this, &ResourcesView::updateSummary);

    clear();
}

ResourcesView::~ResourcesView() { stopStream(); }

void ResourcesView::open(client::Backend* backend, const std::string& jobId)
{
    clear();
    m_backend = backend;
    m_jobIdUtf8 = jobId;
    m_jobId = QString::fromStdString(jobId);
    if (m_active)
        startStream();
}

void ResourcesView::clear()
{
    stopStream();
    ++m_generation;
    m_backend = nullptr;
    m_jobIdUtf8.clear();
    m_jobId.clear();
    m_ended = false;
    m_status.clear();
    m_statusLabel->setVisible(false);
    m_history.clear();
    m_seriesSeen = 0;
    m_colors.clear();
    m_fitted = true;
    m_hover = std::numeric_limits<double>::quiet_NaN();
    m_legend->setEntries({}, {});
    m_summary->update(m_history, 0, 0, {});
    updateBanner();
    updateGpuCharts();
    recolor();
    autoRange();
}

void ResourcesView::setActive(bool active)
{
    m_active = active;
    if (active)
        startStream();
    else
        stopStream();
}

void ResourcesView::startStream()
{
    client::Backend* backend = m_backend.data();
    if (m_stream != 0 || m_ended || !backend || m_jobIdUtf8.empty())
        return;
    const quint64 generation = ++m_generation;
    m_stream = backend->followResources(
        m_jobIdUtf8, m_history.cursor(), this,
        [this, generation](const spec::ResourceWindow& window) {
            if (m_generation == generation)
                appendWindow(window);
        },
        [this, generation](std::optional<client::ApiError> error) {
            if (m_generation == generation)
                onStreamEnd(std::move(error));
        });
}

void ResourcesView::stopStream()
{
    if (m_stream == 0)
        return;
    if (client::Backend* backend = m_backend.data())
        backend->cancelStream(m_stream);
    m_stream = 0;
    ++m_generation;
}

void ResourcesView::onStreamEnd(std::optional<client::ApiError> error)
{
    m_stream = 0;
    if (error) {
        m_status = tr("Resources could not be read: %1").arg(QString::fromStdString(error->message));
        m_statusLabel->setText(m_status);
        m_statusLabel->setVisible(true);
    }
    // Without an error the job has finished and every sample came; with one, a resume would fail the same way.
    m_ended = true;
    emit streamFinished();
}

void ResourcesView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        recolor();
    QWidget::changeEvent(event);
}

QString ResourcesView::statusText() const { return m_status; }

void ResourcesView::appendWindow(const spec::ResourceWindow& window)
{
    const bool hadInfo = m_history.hasInfo();
    const bool gpuBefore = m_history.info().gpuAvailable;
    const std::size_t added = m_history.append(window);
    if (!hadInfo || gpuBefore != m_history.info().gpuAvailable)
        updateGpuCharts();
    if (m_history.seriesCount() != m_seriesSeen) {
        m_seriesSeen = m_history.seriesCount();
        recolor();
    }
    if (added == 0)
        return;
    for (auto* c : m_charts)
        c->dataChanged();
    autoRange();
    updateBanner();
    if (!m_summaryTimer->isActive())
        m_summaryTimer->start();
    emit samplesArrived();
}

std::pair<double, double> ResourcesView::jobExtent() const
{
    double lo = m_history.firstTime();
    double hi = m_history.lastTime();
    const auto segments = m_transitions->segments(models::toDateTime(m_transitions->now()));
    if (!segments.empty() && (!std::isnan(lo) || m_history.sampleCount() == 0)) {
        const double start = seconds(segments.front().start);
        const double end = seconds(segments.back().end);
        // States from another job's history (or none yet) must not stretch the axis: only overlapping ones count.
        if (std::isnan(lo) || (start < hi + 86400 && end > lo - 86400)) {
            lo = std::isnan(lo) ? start : std::min(lo, start);
            hi = std::isnan(hi) ? end : std::max(hi, end);
        }
    }
    if (std::isnan(lo) || std::isnan(hi))
        return { 0, 60 };
    if (hi - lo < minimumSpan())
        hi = lo + minimumSpan();
    return { lo, hi };
}

double ResourcesView::minimumSpan() const { return std::max(10.0, 10 * m_history.info().intervalSeconds); }

void ResourcesView::autoRange()
{
    const auto [lo, hi] = jobExtent();
    if (m_fitted) {
        applyRange(lo, hi);
    } else if (m_followLive && !m_history.complete()) {
        const double span = m_t1 - m_t0;
        applyRange(hi - span, hi);
    }
}

void ResourcesView::applyRange(double t0, double t1)
{
    if (!(t1 > t0))
        return;
    m_t0 = t0;
    m_t1 = t1;
    for (auto* c : m_charts)
        c->setRange(t0, t1);
    m_band->setRange(t0, t1);
    updateLegendRange();
    updateRangeLabel();
    if (!m_summaryTimer->isActive())
        m_summaryTimer->start();
}

void ResourcesView::setRange(double t0, double t1)
{
    m_fitted = false;
    setFollowLive(false);
    applyRange(t0, t1);
}

void ResourcesView::fit()
{
    m_fitted = true;
    autoRange();
}

void ResourcesView::setFollowLive(bool on)
{
    m_followLive = on;
    if (m_follow->isChecked() != on)
        m_follow->setChecked(on);
    if (on)
        autoRange();
}

void ResourcesView::zoom(double anchor, double factor)
{
    const auto [lo, hi] = jobExtent();
    const double span = std::clamp((m_t1 - m_t0) * factor, minimumSpan(), std::max(minimumSpan(), 2 * (hi - lo)));
    const double actual = span / (m_t1 - m_t0);
    m_fitted = false;
    if (m_followLive && !m_history.complete()) {
        // Following: the right edge stays at the latest sample.
        applyRange(m_t1 - span, m_t1);
        return;
    }
    applyRange(anchor - (anchor - m_t0) * actual, anchor + (m_t1 - anchor) * actual);
}

void ResourcesView::pan(double secondsBy)
{
    m_fitted = false;
    setFollowLive(false);
    applyRange(m_t0 + secondsBy, m_t1 + secondsBy);
}

void ResourcesView::tick()
{
    if (!m_history.complete())
        autoRange();
}

void ResourcesView::setHoverTime(double t)
{
    m_hover = t;
    for (auto* c : m_charts)
        c->setHoverTime(t);
    m_band->setHoverTime(t);
}

QString ResourcesView::hoverText() const
{
    if (std::isnan(m_hover))
        return {};
    QStringList lines { ResourceFormat::clock(m_hover) };
    const double tolerance = std::max(2 * m_history.info().intervalSeconds, 3 * (m_t1 - m_t0) / std::max(1, chart(ResourceMetric::Cpu)->width()));
    for (int i = 0; i < m_history.seriesCount(); ++i) {
        if (!m_legend->isShown(i))
            continue;
        QStringList figures;
        for (int m = 0; m < models::resourceMetricCount; ++m) {
            const auto metric = static_cast<ResourceMetric>(m);
            if (!chart(metric)->isVisible() && (metric == ResourceMetric::GpuUtil || metric == ResourceMetric::GpuMemory) && !m_history.info().gpuAvailable)
                continue;
            if (const auto v = m_history.valueAt(i, metric, m_hover, tolerance))
                figures << tr("%1 %2").arg(ResourceFormat::shortName(metric), ResourceFormat::value(m_history, metric, *v));
        }
        if (!figures.isEmpty())
            lines << tr("%1: %2").arg(m_history.series(i).label(), figures.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

void ResourcesView::setReplicaOrder(const QStringList& replicas)
{
    if (replicas == m_replicaOrder)
        return;
    m_replicaOrder = replicas;
    recolor();
}

void ResourcesView::recolor()
{
    // A replica takes its colour from its place in the Logs tab (then in the backend's list, then in
    // order of appearance); in a study each (trial, replica) needs its own, so the series' order decides.
    QStringList order = m_replicaOrder;
    for (const auto& r : m_history.info().replicas) {
        const QString name = QString::fromStdString(r.replica);
        if (!order.contains(name))
            order << name;
    }
    std::vector<QColor> colors;
    QStringList labels;
    for (int i = 0; i < m_history.seriesCount(); ++i) {
        const auto& s = m_history.series(i);
        int index = i;
        if (!m_history.isTuning()) {
            index = static_cast<int>(order.indexOf(s.replica));
            if (index < 0) {
                order << s.replica;
                index = static_cast<int>(order.size()) - 1;
            }
        }
        colors.push_back(ReplicaPalette::replica(index, palette()));
        labels << s.label();
    }
    m_colors = colors;
    m_legend->setEntries(labels, m_colors);
    for (auto* c : m_charts)
        c->setSeriesStyle(m_legend->shownSeries(), m_colors);
    updateLegendRange();
    if (!m_summaryTimer->isActive())
        m_summaryTimer->start();
}

void ResourcesView::updateLegendRange()
{
    std::vector<char> inRange(static_cast<std::size_t>(m_history.seriesCount()), 0);
    for (int i = 0; i < m_history.seriesCount(); ++i) {
        const auto [first, last] = m_history.indexRange(i, m_t0, m_t1);
        inRange[static_cast<std::size_t>(i)] = first != last ? 1 : 0;
    }
    m_legend->setInRange(inRange);
}

void ResourcesView::updateSummary()
{
    m_summaryTimer->stop();
    std::vector<QColor> colors = m_colors;
    m_summary->update(m_history, m_t0, m_t1, colors);
    m_summaryLabel->setText(summaryTitle());
}

QString ResourcesView::summaryTitle() const
{
    if (m_fitted)
        return tr("Peak and mean over the whole job");
    return tr("Peak and mean over the visible range, %1 – %2").arg(ResourceFormat::clock(m_t0), ResourceFormat::clock(m_t1));
}

void ResourcesView::updateRangeLabel()
{
    m_rangeLabel->setText(tr("%1 – %2 (%3)").arg(ResourceFormat::clock(m_t0), ResourceFormat::clock(m_t1), ResourceFormat::duration(m_t1 - m_t0)));
}

void ResourcesView::updateBanner()
{
    QStringList lines;
    for (const auto& idle : m_history.idleGpus()) {
        lines << tr("Idle GPU: %1 has used under %2 % of its GPU since %3 (%4).")
                     .arg(m_history.series(idle.series).label())
                     .arg(ResourceHistory::idleThresholdPercent)
                     .arg(ResourceFormat::clock(idle.since), ResourceFormat::duration(idle.seconds()));
    }
    m_banner->setText(lines.join(QLatin1Char('\n')));
    m_banner->setVisible(!lines.isEmpty());
}

QString ResourcesView::bannerText() const { return m_banner->isVisibleTo(this) ? m_banner->text() : QString(); }

void ResourcesView::updateGpuCharts()
{
    const bool unavailable = m_history.hasInfo() && !m_history.info().gpuAvailable;
    // What the backend cannot measure, and why: GPUs without a driver, everything on a Slurm cluster
    // that gathers no accounting.
    QStringList lines;
    if (const QString status = QString::fromStdString(m_history.hasInfo() ? m_history.info().status : std::string()); !status.isEmpty())
        lines << tr("CPU and memory figures unavailable: %1").arg(spec::translateDaemonMessage(status));
    if (unavailable)
        lines << tr("GPU figures unavailable: %1").arg(spec::translateDaemonMessage(QString::fromStdString(m_history.info().gpuStatus)));
    m_gpuMessage->setText(lines.join(QLatin1Char('\n')));
    m_gpuMessage->setVisible(!lines.isEmpty());
    chart(ResourceMetric::GpuUtil)->setVisible(!unavailable);
    chart(ResourceMetric::GpuMemory)->setVisible(!unavailable);
    for (int m = 0; m < 2; ++m) {
        m_table->setColumnHidden(ResourceSummaryModel::columnOf(static_cast<ResourceMetric>(m), false), unavailable);
        m_table->setColumnHidden(ResourceSummaryModel::columnOf(static_cast<ResourceMetric>(m), true), unavailable);
    }
}

QString ResourcesView::gpuUnavailableText() const { return m_gpuMessage->isVisibleTo(this) ? m_gpuMessage->text() : QString(); }

void ResourcesView::renderStaleBases()
{
    std::vector<ResourceChart*> stale;
    for (auto* c : m_charts) {
        if (c->isVisible() && c->needsBase())
            stale.push_back(c);
    }
    if (stale.size() < 2)
        return; // the chart draws its own
    // The columns' samples, found once for the four charts (they share range and width).
    ResourceChart::SharedColumns shared { m_t0, m_t1, stale.front()->plotColumns(), {} };
    shared.bounds.resize(static_cast<std::size_t>(m_history.seriesCount()));
    for (int i = 0; i < m_history.seriesCount(); ++i) {
        const auto [first, last] = m_history.indexRange(i, m_t0, m_t1);
        if (last - first > 2 * static_cast<std::size_t>(std::max(shared.columns, 0))) // dense: decimated (ResourceChart::paintLines)
            m_history.columnBounds(i, m_t0, m_t1, shared.columns, shared.bounds[static_cast<std::size_t>(i)]);
    }
    for (auto* c : stale)
        c->setSharedColumns(&shared);
    const auto unshare = qScopeGuard([&stale] {
        for (auto* c : stale)
            c->setSharedColumns(nullptr);
    });
    // Every other chart on a worker thread, the rest here; each touches only its own cache and reads
    // the history, which nothing changes until this returns.
    auto worker = std::async(std::launch::async, [&stale] {
        for (std::size_t i = 1; i < stale.size(); i += 2)
            stale[i]->renderBase();
    });
    for (std::size_t i = 0; i < stale.size(); i += 2)
        stale[i]->renderBase();
    worker.wait();
}

} // namespace trainyard::ui
