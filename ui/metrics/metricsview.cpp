#include "metricsview.h"

#include "ui/replicapalette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace trainyard::ui {

namespace {
    constexpr int chartMinWidth = 400; // 3 a row at 1366 px, 2 at 1024
    constexpr int maxColumns = 3;
} // namespace

MetricsView::MetricsView(QWidget* parent)
    : QWidget(parent)
    , m_tags(new models::ScalarTagModel(this))
    , m_filter(new models::ScalarTagFilter(this))
{
    setObjectName(QStringLiteral("metricsView"));
    m_filter->setSourceModel(m_tags);

    m_search = new QLineEdit(this);
    m_search->setMinimumWidth(120);
    m_search->setObjectName(QStringLiteral("metricsSearch"));
    m_search->setPlaceholderText(tr("Filter tags (regular expression)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter tags"));
    auto* searchLabel = new QLabel(tr("T&ags:"), this);
    searchLabel->setBuddy(m_search);

    m_xAxis = new QComboBox(this);
    m_xAxis->setObjectName(QStringLiteral("metricsXAxis"));
    m_xAxis->setAccessibleName(tr("X axis"));
    m_xAxis->addItem(tr("Step"));
    m_xAxis->addItem(tr("Relative"));
    m_xAxis->addItem(tr("Wall time"));
    auto* xLabel = new QLabel(tr("&X axis:"), this);
    xLabel->setBuddy(m_xAxis);

    m_smoothing = new QSlider(Qt::Horizontal, this);
    m_smoothing->setObjectName(QStringLiteral("metricsSmoothing"));
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(static_cast<int>(m_options.smoothing * 100));
    m_smoothing->setFixedWidth(140);
    m_smoothing->setAccessibleName(tr("Smoothing"));
    auto* smoothingLabel = new QLabel(tr("Smoot&hing:"), this);
    smoothingLabel->setBuddy(m_smoothing);
    m_smoothingValue = new QLabel(this);
    m_smoothingValue->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("0.00")) + 4);

    m_logY = new QCheckBox(tr("Lo&g scale"), this);
    m_logY->setObjectName(QStringLiteral("metricsLogY"));
    m_fit = new QToolButton(this);
    m_fit->setText(tr("F&it x axes"));
    m_fit->setToolTip(tr("Undo every chart's zoom (a chart: double-click it)"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("metricsSummary"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(searchLabel);
    bar->addWidget(m_search, 2);
    bar->addSpacing(12);
    bar->addWidget(xLabel);
    bar->addWidget(m_xAxis);
    bar->addSpacing(12);
    bar->addWidget(smoothingLabel);
    bar->addWidget(m_smoothing);
    bar->addWidget(m_smoothingValue);
    bar->addSpacing(12);
    bar->addWidget(m_logY);
    bar->addWidget(m_fit);

    m_runsKey = new QLabel(this);
    m_runsKey->setObjectName(QStringLiteral("metricsRuns"));
    m_runsKey->setWordWrap(true);
    m_runsKey->setTextFormat(Qt::RichText);

    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("metricsEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_empty->setMargin(24);

    m_grid = new QWidget;
    m_layout = new QGridLayout(m_grid);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(10);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("metricsScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_grid);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_scroll->viewport()->installEventFilter(this);
    m_redrawTimer = new QTimer(this);
    m_redrawTimer->setSingleShot(true);
    m_redrawTimer->setInterval(0);
    connect(m_redrawTimer, &QTimer::timeout, this, &MetricsView::redrawNext);
    m_detailTimer = new QTimer(this);
    m_detailTimer->setSingleShot(true);
    m_detailTimer->setInterval(150);
    connect(m_detailTimer, &QTimer::timeout, this, &MetricsView::requestDetail);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_scroll);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    // The counts beside the runs' key rather than in the bar, which needs its width at 1366×768 with the
    // job list open.
    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(m_runsKey, 1);
    keyRow->addWidget(m_summary, 0, Qt::AlignTop);
    layout->addLayout(keyRow);
    layout->addWidget(m_stack, 1);

    connect(m_search, &QLineEdit::textChanged, this, &MetricsView::setSearch);
    connect(m_xAxis, &QComboBox::currentIndexChanged, this,
        [this](int index) { setXAxis(static_cast<MetricChartOptions::XAxis>(std::clamp(index, 0, 2))); });
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int value) { setSmoothing(value / 100.0); });
    connect(m_logY, &QCheckBox::toggled, this, &MetricsView::setLogY);
    connect(m_fit, &QToolButton::clicked, this, &MetricsView::resetZoom);
    applyOptions();
    updateState();
}

MetricsView::~MetricsView() { stopStream(); }

void MetricsView::showJob(client::Backend* backend, const spec::Job& job)
{
    const std::string id = job.jobId.value_or(std::string());
    if (backend != m_backend.data() || id != m_jobIdUtf8 || m_jobIdUtf8.empty()) {
        clear();
        m_backend = backend;
        m_jobIdUtf8 = id;
        m_jobId = QString::fromStdString(id);
    }
    applyChanges(m_set.setTrials(job));
    if (m_active)
        startStream();
}

void MetricsView::clear()
{
    stopStream();
    ++m_generation;
    m_backend = nullptr;
    m_jobIdUtf8.clear();
    m_jobId.clear();
    m_ended = false;
    m_unsupported = false;
    m_status.clear();
    m_set.clear();
    m_tags->setTags({});
    for (auto& [tag, chart] : m_charts)
        delete chart;
    m_charts.clear();
    m_redraws.clear();
    m_columns = 0;
    updateRunsKey();
    updateState();
}

void MetricsView::setActive(bool active)
{
    m_active = active;
    if (active)
        startStream();
    else
        stopStream();
}

void MetricsView::startStream()
{
    client::Backend* backend = m_backend.data();
    if (m_stream != 0 || m_ended || !backend || m_jobIdUtf8.empty())
        return;
    const quint64 generation = ++m_generation;
    spec::ScalarQuery query;
    query.since = m_set.cursor();
    // The daemon reduces only a series with more points than this in one window: the first window of a
    // long job, or one after a long pause; the live batches between come raw.
    query.maxPoints = firstWindowPoints;
    m_stream = backend->followScalars(
        m_jobIdUtf8, query, this,
        [this, generation](const spec::ScalarWindow& window) {
            if (m_generation == generation)
                appendWindow(window);
        },
        [this, generation](std::optional<client::ApiError> error) {
            if (m_generation == generation)
                onStreamEnd(std::move(error));
        });
}

void MetricsView::stopStream()
{
    if (m_stream == 0)
        return;
    if (client::Backend* backend = m_backend.data())
        backend->cancelStream(m_stream);
    m_stream = 0;
    ++m_generation;
}

void MetricsView::onStreamEnd(std::optional<client::ApiError> error)
{
    m_stream = 0;
    m_ended = true; // without an error every point came; with one, a resume would fail the same way
    if (error) {
        if (error->status == "UNIMPLEMENTED")
            m_unsupported = true;
        else
            m_status = tr("Scalars could not be read: %1").arg(QString::fromStdString(error->message));
    }
    updateState();
    emit streamFinished();
}

void MetricsView::appendWindow(const spec::ScalarWindow& window)
{
    applyChanges(m_set.append(window));
    emit windowApplied();
}

void MetricsView::applyChanges(const std::set<QString>& changed)
{
    bool added = false;
    for (const QString& tag : changed) {
        if (const auto it = m_charts.find(tag); it != m_charts.end()) {
            if (it->second->dataChanged() && std::find(m_redraws.begin(), m_redraws.end(), it->second) == m_redraws.end())
                m_redraws.emplace_back(it->second);
            continue;
        }
        auto* chart = new MetricChart(&m_set, tag, m_grid);
        connect(chart, &MetricChart::zoomChanged, this, [this, tag] {
            m_detailTag = tag;
            m_detailTimer->start();
        });
        chart->setOptions(m_options);
        chart->hide();
        m_charts.emplace(tag, chart);
        added = true;
    }
    // A tag whose last line went (a trial's report withdrawn): its chart goes too.
    for (auto it = m_charts.begin(); it != m_charts.end();) {
        if (m_set.linesOf(it->first).empty()) {
            std::erase(m_redraws, it->second);
            delete it->second;
            it = m_charts.erase(it);
            added = true;
        } else {
            ++it;
        }
    }
    if (!m_redraws.empty() && !m_redrawTimer->isActive())
        m_redrawTimer->start();
    if (m_tags->tags() != m_set.tags())
        m_tags->setTags(m_set.tags());
    if (added)
        relayout();
    if (static_cast<int>(m_set.runs().size()) != m_runsKey->property("runs").toInt())
        updateRunsKey();
    updateState();
}

std::vector<MetricChart*> MetricsView::visibleCharts() const
{
    std::vector<MetricChart*> out;
    for (const QString& tag : m_filter->matchingTags()) {
        if (const auto it = m_charts.find(tag); it != m_charts.end())
            out.push_back(it->second);
    }
    return out;
}

MetricChart* MetricsView::chart(const QString& tag) const
{
    const auto it = m_charts.find(tag);
    return it == m_charts.end() ? nullptr : it->second;
}

int MetricsView::columnsFor(int width) const { return std::clamp(width / chartMinWidth, 1, maxColumns); }

void MetricsView::redrawNext()
{
    while (!m_redraws.empty()) {
        MetricChart* chart = m_redraws.front();
        m_redraws.pop_front();
        if (chart->baseStale()) {
            chart->redrawBase();
            break;
        }
    }
    if (!m_redraws.empty())
        m_redrawTimer->start();
}

void MetricsView::requestDetail()
{
    MetricChart* zoomed = chart(m_detailTag);
    client::Backend* backend = m_backend.data();
    if (!zoomed || !backend || !zoomed->wantsDetail())
        return;
    // Half a view more on each side, so that a short pan stays detailed.
    const auto [x0, x1] = zoomed->xRange();
    const double margin = (x1 - x0) / 2;
    spec::ScalarQuery query;
    query.tags = { m_detailTag.toStdString() };
    query.maxPoints = firstWindowPoints;
    query.stepMin = static_cast<std::int64_t>(std::floor(x0 - margin));
    query.stepMax = static_cast<std::int64_t>(std::ceil(x1 + margin));
    const double from = static_cast<double>(*query.stepMin), to = static_cast<double>(*query.stepMax);
    backend->readScalars(m_jobIdUtf8, query, this,
        [this, generation = m_generation, tag = m_detailTag, from, to](client::ApiResult<spec::ScalarWindow> result) {
            const auto* window = std::get_if<spec::ScalarWindow>(&result);
            MetricChart* target = chart(tag);
            if (generation != m_generation || !window || !target)
                return; // a failed read leaves the reduced lines, which are still right
            std::vector<models::ScalarLine> lines;
            for (const auto& series : window->series) {
                if (QString::fromStdString(series.tag) != tag)
                    continue;
                models::ScalarLine line;
                line.run = QString::fromStdString(series.run);
                line.tag = tag;
                line.reduced = window->downsampled;
                for (const auto& p : series.points) {
                    line.steps.push_back(static_cast<double>(p.step));
                    line.wallTimes.push_back(p.wallTime);
                    line.values.push_back(p.value);
                }
                lines.push_back(std::move(line));
            }
            target->setDetail(from, to, std::move(lines));
        });
}

void MetricsView::relayout()
{
    const auto shown = visibleCharts();
    m_columns = columnsFor(m_scroll->viewport()->width());
    while (m_layout->count() > 0)
        delete m_layout->takeAt(0);
    for (auto& [tag, chart] : m_charts)
        chart->setVisible(false);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const auto row = static_cast<int>(i) / m_columns, column = static_cast<int>(i) % m_columns;
        m_layout->addWidget(shown[i], row, column);
        shown[i]->setVisible(true);
    }
    for (int c = 0; c < maxColumns; ++c)
        m_layout->setColumnStretch(c, c < m_columns ? 1 : 0);
    m_layout->setRowStretch(m_layout->rowCount(), 1);
    updateState();
}

void MetricsView::setSearch(const QString& text)
{
    if (m_search->text() != text)
        m_search->setText(text); // comes back here through textChanged
    if (m_filter->search() == text)
        return;
    m_filter->setSearch(text);
    relayout();
}

void MetricsView::setXAxis(MetricChartOptions::XAxis x)
{
    m_xAxis->setCurrentIndex(static_cast<int>(x));
    if (m_options.x == x)
        return;
    m_options.x = x;
    applyOptions();
}

void MetricsView::setSmoothing(double weight)
{
    weight = std::clamp(weight, 0.0, 0.99);
    m_smoothing->setValue(static_cast<int>(std::lround(weight * 100)));
    m_smoothingValue->setText(QLocale().toString(weight, 'f', 2));
    if (m_options.smoothing == weight)
        return;
    m_options.smoothing = weight;
    applyOptions();
}

void MetricsView::setLogY(bool on)
{
    m_logY->setChecked(on);
    if (m_options.logY == on)
        return;
    m_options.logY = on;
    applyOptions();
}

void MetricsView::applyOptions()
{
    m_smoothingValue->setText(QLocale().toString(m_options.smoothing, 'f', 2));
    for (auto& [tag, chart] : m_charts)
        chart->setOptions(m_options);
}

void MetricsView::resetZoom()
{
    for (auto& [tag, chart] : m_charts)
        chart->resetZoom();
}

QString MetricsView::runsKeyText() const { return m_runsKey->text(); }

void MetricsView::updateRunsKey()
{
    QStringList parts;
    for (qsizetype i = 0; i < m_set.runs().size(); ++i) {
        const QColor color = ReplicaPalette::replica(static_cast<int>(i), palette());
        parts << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(color.name(), m_set.runs()[i].toHtmlEscaped());
    }
    m_runsKey->setText(parts.isEmpty() ? QString() : tr("Runs: %1").arg(parts.join(QStringLiteral(" &nbsp; "))));
    m_runsKey->setProperty("runs", static_cast<int>(m_set.runs().size()));
    m_runsKey->setVisible(!parts.isEmpty());
}

QString MetricsView::statusText() const { return m_status; }

QString MetricsView::emptyText() const { return m_stack->currentWidget() == m_empty ? m_empty->text() : QString(); }

void MetricsView::updateState()
{
    const auto shown = m_filter->rowCount();
    QString empty;
    if (!m_set.empty()) {
        if (shown == 0)
            empty = tr("No tag matches “%1”.").arg(m_filter->search());
    } else if (m_jobIdUtf8.empty()) {
        empty = tr("No job selected.");
    } else if (m_unsupported) {
        empty = tr("This backend reads no TensorBoard event files, so it has no metrics to chart. A job run by trainyardd "
                   "(local or remote) charts what its trainers write with tf.summary or torch.utils.tensorboard.");
    } else if (!m_status.isEmpty()) {
        empty = m_status;
    } else if (!m_set.hasInfo()) {
        empty = tr("Reading the job's scalars…");
    } else if (const auto& info = m_set.info(); !info.status.empty()) {
        empty = tr("No metrics to chart: %1").arg(QString::fromStdString(info.status));
    } else {
        QStringList roots;
        for (const auto& root : info.logRoots)
            roots << QString::fromStdString(root);
        empty = roots.isEmpty() ? tr("No metrics yet: the job has no folder where TensorBoard event files could be.")
                                : tr("No metrics yet. Trainyard looks for TensorBoard event files (events.out.tfevents.*) in:\n%1\n\n"
                                     "Write scalars there with tf.summary, torch.utils.tensorboard or tensorboardX.")
                                      .arg(roots.join(QLatin1Char('\n')));
        if (info.eventFiles > 0)
            empty += QLatin1Char('\n') + tr("%n event file(s) found, no scalars in them yet.", nullptr, static_cast<int>(info.eventFiles));
    }
    m_empty->setText(empty);
    m_stack->setCurrentWidget(empty.isEmpty() ? static_cast<QWidget*>(m_scroll) : m_empty);

    QString summary;
    if (!m_set.empty()) {
        summary = tr("%n tag(s)", nullptr, static_cast<int>(m_set.tags().size())) + QStringLiteral(" · ")
            + tr("%n run(s)", nullptr, static_cast<int>(m_set.runs().size()));
        if (m_set.info().corruptRecords > 0)
            summary += QStringLiteral(" · ") + tr("%n record(s) skipped", nullptr, static_cast<int>(m_set.info().corruptRecords));
        if (!m_status.isEmpty())
            summary += QStringLiteral(" · ") + m_status;
    }
    m_summary->setText(summary);
}

bool MetricsView::eventFilter(QObject* watched, QEvent* event)
{
    // The columns follow the scroll area's width (after the layouts placed it, not this view's).
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && columnsFor(m_scroll->viewport()->width()) != m_columns)
        relayout();
    return QWidget::eventFilter(watched, event);
}

void MetricsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        updateRunsKey();
    QWidget::changeEvent(event);
}

} // namespace trainyard::ui
