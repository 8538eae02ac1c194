// The Metrics tab offscreen at 1366×768 in the dark palette, against an in-memory backend: windows
// arriving milliseconds apart while the view is open land exactly once, the stream stops when the tab
// is hidden and resumes from the cursor, the first window is asked for reduced to 2,000 points, the
// search narrows the charts (its tag model under QAbstractItemModelTester), the hover reads each run's
// TensorBoard-smoothed value, the wheel zooms and a double-click fits, only charts in view are drawn,
// the trials' hypertune reports are runs, and an empty tab says where the daemon looked or why it cannot.

#include "fakebackend.h"

#include "ui/metrics/metricchart.h"
#include "ui/metrics/metricsview.h"
#include "ui/settings/theme.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>

#include <cmath>

using namespace trainyard;

namespace {

// The in-memory backend with a scalars stream the test drives: each follow is recorded with its query,
// and windows are delivered later from the event loop, as a real backend delivers them.
class ScalarBackend : public test::FakeBackend {
public:
    using client::Backend::followScalars;
    using client::Backend::readScalars;

    struct Follow {
        std::string jobId;
        spec::ScalarQuery query;
        std::function<void(const spec::ScalarWindow&)> onWindow;
        client::Completion onEnd;
    };

    StreamId followScalars(const std::string& jobId, const spec::ScalarQuery& query, std::function<void(const spec::ScalarWindow&)> onWindow,
        client::Completion onEnd) override
    {
        const StreamId id = m_next++;
        m_follows[id] = { jobId, query, std::move(onWindow), std::move(onEnd) };
        m_queries.push_back(query);
        return id;
    }
    // Answers from `full` as the daemon does: the tags, the steps, maxPoints.
    void readScalars(const std::string&, const spec::ScalarQuery& query, client::Callback<spec::ScalarWindow> done) override
    {
        m_reads.push_back(query);
        spec::ScalarWindow w;
        for (const auto& s : full) {
            if (!query.tags.empty() && std::find(query.tags.begin(), query.tags.end(), s.tag) == query.tags.end())
                continue;
            spec::ScalarSeries out { s.run, s.tag, {} };
            for (const auto& p : s.points)
                if ((!query.stepMin || p.step >= *query.stepMin) && (!query.stepMax || p.step <= *query.stepMax))
                    out.points.push_back(p);
            if (query.maxPoints > 0 && out.points.size() > static_cast<std::size_t>(query.maxPoints)) {
                out.points = spec::downsampleMinMax(out.points, query.maxPoints / 2);
                w.downsampled = true;
            }
            w.series.push_back(std::move(out));
        }
        QTimer::singleShot(0, this, [done = std::move(done), w] { done(w); });
    }
    const std::vector<spec::ScalarQuery>& reads() const { return m_reads; }
    std::vector<spec::ScalarSeries> full;

    void cancelStream(StreamId id) override
    {
        m_follows.erase(id);
        FakeBackend::cancelStream(id);
    }
    // Delivers a window to every open follow, from the event loop.
    void deliver(const spec::ScalarWindow& window)
    {
        QTimer::singleShot(0, this, [this, window] {
            for (auto& [id, follow] : m_follows)
                follow.onWindow(window);
        });
    }
    void end()
    {
        QTimer::singleShot(0, this, [this] {
            auto follows = std::move(m_follows);
            m_follows.clear();
            for (auto& [id, follow] : follows)
                follow.onEnd(std::nullopt);
        });
    }
    std::size_t openFollows() const { return m_follows.size(); }
    const std::vector<spec::ScalarQuery>& queries() const { return m_queries; }

private:
    StreamId m_next = 1'000'000;
    std::map<StreamId, Follow> m_follows;
    std::vector<spec::ScalarQuery> m_queries;
    std::vector<spec::ScalarQuery> m_reads;
};

spec::ScalarInfo info()
{
    spec::ScalarInfo i;
    i.logRoots = { "/data/jobs/digits/output" };
    i.eventFiles = 2;
    return i;
}

spec::ScalarSeries series(const std::string& run, const std::string& tag, std::int64_t from, int count)
{
    spec::ScalarSeries s { run, tag, {} };
    for (int i = 0; i < count; ++i) {
        const auto step = from + i;
        s.points.push_back({ step, 1'760'000'000.0 + static_cast<double>(step), std::sin(static_cast<double>(step) / 10) + 2 });
    }
    return s;
}

spec::Job job(const std::string& id)
{
    spec::Job j;
    j.jobId = id;
    j.state = spec::State::Running;
    return j;
}

struct Setup {
    ScalarBackend backend;
    ui::MetricsView view { nullptr };
    Setup()
    {
        view.resize(1366, 768);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
};

} // namespace

class TestMetricsView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QApplication::setPalette(ui::darkPalette()); }

    void liveWindowsLandExactlyOnce()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        QCOMPARE(s.backend.openFollows(), std::size_t(0)); // not shown yet
        s.view.setActive(true);
        QCOMPARE(s.backend.openFollows(), std::size_t(1));
        QCOMPARE(s.backend.queries().back().since, 0);
        QCOMPARE(s.backend.queries().back().maxPoints, ui::MetricsView::firstWindowPoints);

        // 60 windows a few milliseconds apart, three tags over two runs, while the view is open.
        std::int64_t cursor = 0;
        int sent = 0;
        QTimer pump;
        QObject::connect(&pump, &QTimer::timeout, [&] {
            if (sent == 60) {
                pump.stop();
                return;
            }
            spec::ScalarWindow w;
            w.info = info();
            w.series = { series("train", "loss", sent * 10, 10), series("train", "accuracy", sent * 10, 10) };
            if (sent % 5 == 4)
                w.series.push_back(series("validation", "accuracy", sent / 5, 1));
            cursor += 21;
            w.nextSince = cursor;
            s.backend.deliver(w);
            if (sent == 30)
                s.backend.deliver(w); // a window delivered twice: taken once
            ++sent;
        });
        int applied = 0;
        connect(&s.view, &ui::MetricsView::windowApplied, [&] { ++applied; });
        pump.start(2);
        QTRY_COMPARE_WITH_TIMEOUT(applied, 61, 20000);
        const auto& set = s.view.scalars();
        QCOMPARE(set.line("train", "loss")->size(), std::size_t(600));
        QCOMPARE(set.line("train", "accuracy")->size(), std::size_t(600));
        QCOMPARE(set.line("validation", "accuracy")->size(), std::size_t(12));
        const auto& steps = set.line("train", "loss")->steps;
        for (std::size_t i = 0; i < steps.size(); ++i)
            QCOMPARE(steps[i], static_cast<double>(i));
        QCOMPARE(set.runs(), (QStringList { "train", "validation" }));
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(2));
        QCOMPARE(s.view.columns(), 3); // 1366 px: three a row
        QVERIFY(s.view.emptyText().isEmpty());
        QVERIFY(s.view.runsKeyText().contains("validation"));

        // Hidden: the stream stops; shown again: it resumes from the cursor, nothing twice.
        s.view.setActive(false);
        QCOMPARE(s.backend.openFollows(), std::size_t(0));
        s.view.setActive(true);
        QCOMPARE(s.backend.queries().back().since, cursor);
        spec::ScalarWindow last;
        last.info = info();
        last.series = { series("train", "loss", 600, 5) };
        last.nextSince = cursor + 5;
        last.complete = true;
        s.backend.deliver(last);
        s.backend.end();
        QTRY_VERIFY(s.view.streamEnded());
        QCOMPARE(set.line("train", "loss")->size(), std::size_t(605));
        s.view.setActive(false);
        s.view.setActive(true);
        QCOMPARE(s.backend.openFollows(), std::size_t(0)); // a finished job is not followed again
    }

    void searchNarrowsTheCharts()
    {
        Setup s;
        QAbstractItemModelTester tester(s.view.tagModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(s.view.tagFilter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarWindow w;
        w.info = info();
        w.series = { series("train", "loss", 0, 5), series("train", "accuracy", 0, 5), series("validation", "eval/loss", 0, 5) };
        w.nextSince = 15;
        s.view.appendWindow(w);
        QCOMPARE(s.view.tagModel()->tags(), (QStringList { "accuracy", "eval/loss", "loss" }));
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(3));
        s.view.setSearch("LOSS");
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(2));
        QVERIFY(!s.view.chart("accuracy")->isVisible());
        QVERIFY(s.view.chart("loss")->isVisible());
        s.view.setSearch("nothing");
        QVERIFY(s.view.emptyText().contains("nothing"));
        s.view.setSearch("");
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(3));
        // A new tag in a later window appears in the model and as a chart, the search kept.
        s.view.setSearch("acc");
        spec::ScalarWindow more;
        more.info = info();
        more.series = { series("train", "accuracy/top5", 0, 5) };
        more.nextSince = 20;
        s.view.appendWindow(more);
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(2));
        // The same job's document again keeps everything.
        s.view.showJob(&s.backend, job("digits"));
        QCOMPARE(s.view.scalars().cursor(), 20);
        QCOMPARE(s.view.visibleCharts().size(), std::size_t(2));
    }

    void hoverReadsTheSmoothedValues()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarWindow w;
        w.info = info();
        w.series = { { "train", "loss", { { 0, 1'760'000'000, 1.0 }, { 1, 1'760'000'010, 3.0 } } },
            { "validation", "loss", { { 0, 1'760'000'000, 4.0 }, { 1, 1'760'000'030, 2.0 } } } };
        w.nextSince = 4;
        s.view.appendWindow(w);
        s.view.setSmoothing(0.5);
        auto* chart = s.view.chart("loss");
        QVERIFY(chart);
        QApplication::processEvents();
        const QRectF plot = chart->plotArea();
        chart->setHoverAt(QPointF(plot.right(), plot.center().y()));
        QCOMPARE(chart->hoverX(), 1.0);
        // By hand: last = 0.5·(0.5·1) + 0.5·3 = 1.75, debiased by 1 − 0.5² → 2.3333; validation: 0.5·(0.5·4) + 0.5·2 = 2 → 2.6667.
        const QString text = chart->hoverText();
        QVERIFY2(text.contains("train: 2.3333 (raw 3)"), qPrintable(text));
        QVERIFY2(text.contains("validation: 2.6667 (raw 2)"), qPrintable(text));
        s.view.setSmoothing(0);
        QVERIFY2(chart->hoverText().contains("train: 3<"), qPrintable(chart->hoverText()));
        // Relative time: the runs' own starts; the step is named.
        s.view.setXAxis(ui::MetricChartOptions::XAxis::Relative);
        chart->setHoverAt(QPointF(chart->plotArea().right(), plot.center().y()));
        QCOMPARE(chart->hoverX(), 30.0);
        QVERIFY2(chart->hoverText().contains("validation: 2 at step 1"), qPrintable(chart->hoverText()));
        // Log scale leaves the values as they are.
        s.view.setLogY(true);
        QVERIFY(chart->hoverText().contains("validation: 2 at step 1"));
        chart->clearHover();
        QVERIFY(chart->hoverText().isEmpty());
    }

    void wheelZoomsAndDoubleClickFits()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarWindow w;
        w.info = info();
        w.series = { series("train", "loss", 0, 1001) };
        w.nextSince = 1001;
        s.view.appendWindow(w);
        auto* chart = s.view.chart("loss");
        QApplication::processEvents();
        QCOMPARE(chart->xRange(), (std::pair { 0.0, 1000.0 }));
        const QRectF plot = chart->plotArea();
        const QPointF middle = plot.center();
        QWheelEvent wheel(middle, chart->mapToGlobal(middle), {}, QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(chart, &wheel);
        QVERIFY(chart->isZoomed());
        const auto [a, b] = chart->xRange();
        QVERIFY(b - a < 1000 && a > 0 && b < 1000);
        // A drag to the right shows earlier steps.
        QTest::mousePress(chart, Qt::LeftButton, {}, middle.toPoint());
        QTest::mouseMove(chart, (middle + QPointF(40, 0)).toPoint());
        QTest::mouseRelease(chart, Qt::LeftButton, {}, (middle + QPointF(40, 0)).toPoint());
        QVERIFY(chart->xRange().first < a);
        QTest::mouseDClick(chart, Qt::LeftButton, {}, middle.toPoint());
        QVERIFY(!chart->isZoomed());
        QCOMPARE(chart->xRange(), (std::pair { 0.0, 1000.0 }));
        chart->zoomX(500, 0.5);
        s.view.resetZoom();
        QVERIFY(!chart->isZoomed());
    }

    void zoomingIntoAReducedLineFetchesItsDetail()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarSeries full { "train", "loss", {} };
        for (int i = 0; i < 100'000; ++i)
            full.points.push_back({ i, 1'760'000'000.0 + i, std::sin(i * 0.37) + i * 1e-5 });
        s.backend.full = { full };
        // The first window, as the daemon sends it with maxPoints = 2000.
        spec::ScalarWindow w;
        w.info = info();
        w.series = { { "train", "loss", spec::downsampleMinMax(full.points, 1000) } };
        w.downsampled = true;
        w.nextSince = 100'000;
        s.view.appendWindow(w);
        ui::MetricChart* chart = s.view.chart("loss");
        QVERIFY(chart);
        QVERIFY(!chart->wantsDetail()); // not zoomed: the reduced line is the whole story
        chart->zoomX(50'000, 0.004); // 400 steps around step 50,000: a few of the reduced line's buckets
        const auto [x0, x1] = chart->xRange();
        const std::size_t reducedInView = chart->pointsInView();
        QVERIFY(chart->wantsDetail());
        QTRY_VERIFY(chart->hasDetail());
        QCOMPARE(s.backend.reads().size(), std::size_t(1));
        const auto& read = s.backend.reads().front();
        QCOMPARE(read.tags, (std::vector<std::string> { "loss" }));
        QVERIFY(read.stepMin && read.stepMax && double(*read.stepMin) <= x0 && double(*read.stepMax) >= x1);
        // Every step shown is there now, once.
        const auto expected = static_cast<std::size_t>(std::floor(x1) - std::ceil(x0) + 1);
        QCOMPARE(chart->pointsInView(), expected);
        QVERIFY(chart->pointsInView() > 4 * reducedInView);
        QVERIFY(!chart->wantsDetail());
        // Back to the whole line: the detail goes, the reduced line is drawn again.
        chart->resetZoom();
        QVERIFY(!chart->hasDetail());
        QCOMPARE(chart->pointsInView(), w.series[0].points.size());
    }

    void onlyChartsInViewAreDrawn()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarWindow w;
        w.info = info();
        for (int t = 0; t < 30; ++t)
            w.series.push_back(series("train", QStringLiteral("tag%1").arg(t, 2, 10, QLatin1Char('0')).toStdString(), 0, 50));
        w.nextSince = 1500;
        s.view.appendWindow(w);
        QTRY_VERIFY(s.view.chart("tag00")->basePaints() > 0);
        QCOMPARE(s.view.chart("tag29")->basePaints(), 0);
        const int first = s.view.chart("tag00")->basePaints();
        // New points for a chart out of view: nothing drawn until it is scrolled to.
        spec::ScalarWindow more;
        more.info = info();
        more.series = { series("train", "tag29", 50, 10), series("train", "tag00", 50, 10) };
        more.nextSince = 1520;
        s.view.appendWindow(more);
        QTRY_VERIFY(s.view.chart("tag00")->basePaints() > first);
        QCOMPARE(s.view.chart("tag29")->basePaints(), 0);
        s.view.scrollArea()->verticalScrollBar()->setValue(s.view.scrollArea()->verticalScrollBar()->maximum());
        QTRY_VERIFY(s.view.chart("tag29")->basePaints() > 0);
    }

    void liveBatchRedrawsChartsInViewOneATurn()
    {
        Setup s;
        s.view.showJob(&s.backend, job("digits"));
        spec::ScalarWindow w;
        w.info = info();
        for (int t = 0; t < 12; ++t)
            w.series.push_back(series("train", QStringLiteral("tag%1").arg(t, 2, 10, QLatin1Char('0')).toStdString(), 0, 50));
        w.nextSince = 600;
        s.view.appendWindow(w);
        std::vector<ui::MetricChart*> inView;
        for (auto* chart : s.view.visibleCharts()) {
            if (!chart->visibleRegion().isEmpty())
                inView.push_back(chart);
        }
        QVERIFY(inView.size() >= 3);
        for (auto* chart : inView)
            QTRY_VERIFY(chart->basePaints() > 0);
        std::map<ui::MetricChart*, int> before;
        for (auto* chart : inView)
            before[chart] = chart->basePaints();
        // One point for every line: the charts in view keep their base for now and are redrawn in later turns, each once.
        spec::ScalarWindow live;
        live.info = info();
        for (int t = 0; t < 12; ++t)
            live.series.push_back(series("train", QStringLiteral("tag%1").arg(t, 2, 10, QLatin1Char('0')).toStdString(), 50, 1));
        live.nextSince = 612;
        s.view.appendWindow(live);
        for (auto* chart : inView) {
            QVERIFY(chart->baseStale());
            QCOMPARE(chart->basePaints(), before[chart]);
        }
        for (auto* chart : inView)
            QTRY_VERIFY(!chart->baseStale());
        for (auto* chart : inView)
            QCOMPARE(chart->basePaints(), before[chart] + 1);
        // A stale chart deleted before its turn (its tag's lines went with a new job) is never touched.
        live.nextSince = 624;
        for (auto& series : live.series)
            series.points[0].step += 1;
        s.view.appendWindow(live);
        s.view.clear();
        QTest::qWait(20);
    }

    void manyRunsCountTheirRawLinesPerPixel()
    {
        Setup s;
        s.view.showJob(&s.backend, job("tune"));
        spec::ScalarWindow w;
        w.info = info();
        for (int r = 0; r < 45; ++r) // a study's trials: more runs than colours tell apart
            w.series.push_back(series(std::to_string(r + 1) + "/train", "loss", 0, 300));
        w.nextSince = 45 * 300;
        s.view.appendWindow(w);
        auto* chart = s.view.chart("loss");
        QTRY_VERIFY(chart->basePaints() > 0);
        QVERIFY(chart->rastered());
        s.view.setSmoothing(0); // no smoothed line over them: the lines themselves, stroked
        QTRY_VERIFY(chart->basePaints() > 1);
        QVERIFY(!chart->rastered());
    }

    void trialsHypertuneReportsAreRuns()
    {
        Setup s;
        spec::Job tuning = job("tune");
        tuning.trainingInput.emplace();
        tuning.trainingInput->hyperparameters.emplace();
        tuning.trainingInput->hyperparameters->hyperparameterMetricTag = "accuracy";
        tuning.trainingOutput.emplace();
        spec::HyperparameterOutput trial;
        trial.trialId = "1";
        trial.allMetrics = std::vector<spec::HyperparameterMetric> { { 10, 0.8, {} }, { 20, 0.9, {} } };
        tuning.trainingOutput->trials = std::vector { trial };
        s.view.showJob(&s.backend, tuning);
        s.view.setActive(true);
        QVERIFY(s.view.chart("accuracy"));
        QVERIFY(s.view.scalars().line("trial 1 (hypertune)", "accuracy"));
        QVERIFY(s.view.emptyText().isEmpty());
        spec::ScalarWindow w;
        w.info = info();
        w.series = { series("1/validation", "accuracy", 0, 3) };
        w.nextSince = 3;
        s.backend.deliver(w);
        QTRY_COMPARE(s.view.scalars().runs(), (QStringList { "trial 1 (hypertune)", "1/validation" }));
        // The trial reports again: its line grows, the stream stays the same.
        trial.allMetrics->push_back({ 30, 0.95, {} });
        tuning.trainingOutput->trials = std::vector { trial };
        s.view.showJob(&s.backend, tuning);
        QCOMPARE(s.view.scalars().line("trial 1 (hypertune)", "accuracy")->size(), std::size_t(3));
        QCOMPARE(s.backend.openFollows(), std::size_t(1));
        QCOMPARE(s.view.scalars().line("1/validation", "accuracy")->size(), std::size_t(3));
    }

    void emptyStatesSayWhy()
    {
        Setup s;
        QVERIFY(!s.view.emptyText().isEmpty());
        s.view.showJob(&s.backend, job("digits"));
        s.view.setActive(true);
        spec::ScalarWindow w; // the stream's first window: nothing yet, where it looked
        w.info = info();
        s.backend.deliver(w);
        QTRY_VERIFY(s.view.emptyText().contains("/data/jobs/digits/output"));
        QVERIFY(s.view.emptyText().contains("events.out.tfevents"));

        spec::ScalarWindow none;
        none.info.status = "the job has no job directory";
        s.view.appendWindow(none);
        QVERIFY(s.view.emptyText().contains("the job has no job directory"));

        // A backend that reads no event files (the plain in-memory one answers UNIMPLEMENTED, as Google's does).
        test::FakeBackend google;
        s.view.showJob(&google, job("digits"));
        QTRY_VERIFY(s.view.streamEnded());
        QVERIFY2(s.view.emptyText().contains("reads no TensorBoard event files"), qPrintable(s.view.emptyText()));
        s.view.clear();
        QVERIFY(!s.view.isFollowing());
    }
};

QTEST_MAIN(TestMetricsView)
#include "tst_metricsview.moc"
