// The Resources tab offscreen, against an in-memory backend: it follows a job's resources only while
// shown and resumes without duplicates, the legend hides a replica's line in every chart, the hover
// reads each replica's figures, the wheel zooms around the cursor and a drag pans, the idle-GPU
// banner waits a full minute, a machine without GPU figures says why, and a finished job's stream ends.

#include "fakebackend.h"

#include "models/transitionmodel.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/mainwindow.h"
#include "ui/replicapalette.h"
#include "ui/resources/labelimagecache.h"
#include "ui/resources/resourcechart.h"
#include "ui/resources/resourcelegend.h"
#include "console/resourcesummarymodel.h"
#include "ui/resources/resourcesview.h"
#include "ui/resources/statebandstrip.h"

#include <QApplication>
#include <QMouseEvent>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using namespace trainyard;
using models::ResourceMetric;

namespace {

constexpr std::int64_t t0 = 1'760'000'000; // 2025-10-09 08:53:20 UTC

spec::ResourceSample sample(std::int64_t second, const char* replica, double gpu, double cpu)
{
    spec::ResourceSample s;
    s.time = spec::Timestamp { t0 + second, 0 };
    s.replica = replica;
    s.gpuUtilPercent = gpu;
    s.gpuMemoryBytes = 4.0 * 1024 * 1024 * 1024;
    s.cpuPercent = cpu;
    s.memoryBytes = 2.0 * 1024 * 1024 * 1024;
    return s;
}

spec::ResourceInfo info(bool gpu = true)
{
    spec::ResourceInfo i;
    i.gpuAvailable = gpu;
    if (!gpu)
        i.gpuStatus = "no NVIDIA driver: libnvidia-ml.so.1 was not found";
    i.replicas = { { "master-replica-0", "", gpu ? std::vector<int> { 0 } : std::vector<int> {} }, { "worker-replica-0", "", {} } };
    return i;
}

// Two replicas for `seconds` seconds: the master's GPU at second % 100, the worker's CPU at 200.
spec::ResourceWindow twoReplicas(int from, int to, std::int64_t firstSeq, bool gpu = true)
{
    spec::ResourceWindow w;
    w.info = info(gpu);
    std::int64_t seq = firstSeq;
    for (int s = from; s < to; ++s) {
        auto a = sample(s, "master-replica-0", s % 100, 100);
        a.seq = seq++;
        auto b = sample(s, "worker-replica-0", 50, 200);
        b.seq = seq++;
        w.samples.push_back(a);
        w.samples.push_back(b);
    }
    w.nextSince = seq - 1;
    return w;
}

// A view alone, laid out and painted.
struct Standalone {
    models::TransitionModel transitions;
    ui::ResourcesView view { &transitions };
    Standalone()
    {
        view.resize(1200, 900);
        view.show();
    }
    void paint()
    {
        for (int m = 0; m < models::resourceMetricCount; ++m) {
            auto* c = view.chart(static_cast<ResourceMetric>(m));
            if (c->isVisible())
                (void)c->grab();
        }
    }
};

void send(QWidget* widget, QEvent::Type type, QPointF pos, Qt::MouseButton button = Qt::NoButton, Qt::MouseButtons buttons = Qt::NoButton)
{
    QMouseEvent event(type, pos, widget->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

int countColor(const QImage& image, const QColor& color)
{
    int n = 0;
    const QRgb want = color.rgb();
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (want & 0xffffff) ? 1 : 0;
    }
    return n;
}

} // namespace

class TestResourcesView : public QObject {
    Q_OBJECT

private slots:
    void followsOnlyWhileShown()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath("drafts");
        ui::MainWindow window(options);
        auto fake = std::make_unique<test::FakeBackend>();
        test::FakeBackend* backend = fake.get();
        for (const char* id : { "running_job", "other_job" }) {
            spec::Job job;
            job.jobId = id;
            job.state = spec::State::Running;
            job.trainingInput.emplace().region = "local";
            backend->putJob(job);
        }
        backend->putResourceInfo("running_job", info());
        for (const auto& s : twoReplicas(0, 30, 1).samples)
            backend->addSample("running_job", s);
        window.addBackend(std::move(fake));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ui::JobDetailView* detail = window.detail();
        ui::ResourcesView* view = detail->resourcesView();
        QTRY_VERIFY(window.selectJob("running_job"));
        QTest::qWait(50);
        // Not shown: nothing is followed.
        QCOMPARE(backend->resourceFollowers(), 0);
        QCOMPARE(view->history().sampleCount(), std::size_t(0));
        detail->showLogs();
        QTest::keyClick(&window, Qt::Key_5, Qt::AltModifier);
        QCOMPARE(detail->tabs()->currentWidget(), static_cast<QWidget*>(view));
        QCOMPARE(backend->resourceFollowers(), 1);
        QTRY_COMPARE(view->history().sampleCount(), std::size_t(60));
        // Hidden: the stream is cancelled; what comes meanwhile arrives once the tab shows again, once.
        detail->showLogs();
        QCOMPARE(backend->resourceFollowers(), 0);
        for (const auto& s : twoReplicas(30, 40, 61).samples)
            backend->addSample("running_job", s);
        QTest::qWait(50);
        QCOMPARE(view->history().sampleCount(), std::size_t(60));
        detail->showResources();
        QCOMPARE(backend->resourceFollowers(), 1);
        QTRY_COMPARE(view->history().sampleCount(), std::size_t(80));
        QTest::qWait(50);
        QCOMPARE(view->history().sampleCount(), std::size_t(80));
        QCOMPARE(view->history().series(0).times.size(), std::size_t(40));
        // Live: a new sample comes to the open stream.
        backend->addSample("running_job", sample(40, "master-replica-0", 5, 100));
        QTRY_COMPARE(view->history().sampleCount(), std::size_t(81));
        // Another job: the old stream goes, the new job's starts from nothing.
        QVERIFY(window.selectJob("other_job"));
        QCOMPARE(view->jobId(), QStringLiteral("other_job"));
        QCOMPARE(view->history().sampleCount(), std::size_t(0));
        QTRY_COMPARE(backend->resourceFollowers(), 1);
        detail->clear();
        QCOMPARE(backend->resourceFollowers(), 0);
    }

    void finishedJobStreamEnds()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath("drafts");
        ui::MainWindow window(options);
        auto fake = std::make_unique<test::FakeBackend>();
        test::FakeBackend* backend = fake.get();
        spec::Job job;
        job.jobId = "done_job";
        job.state = spec::State::Succeeded;
        job.trainingInput.emplace().region = "local";
        backend->putJob(job);
        backend->putResourceInfo("done_job", info());
        for (const auto& s : twoReplicas(0, 20, 1).samples)
            backend->addSample("done_job", s);
        backend->finishResources("done_job");
        window.addBackend(std::move(fake));
        window.show();
        ui::JobDetailView* detail = window.detail();
        ui::ResourcesView* view = detail->resourcesView();
        QTRY_VERIFY(window.selectJob("done_job"));
        detail->showResources();
        QTRY_VERIFY(view->streamEnded());
        QCOMPARE(view->history().sampleCount(), std::size_t(40));
        QVERIFY(view->history().complete());
        QCOMPARE(backend->resourceFollowers(), 0);
        QVERIFY(!view->isFollowing());
        // Every sample is in: showing the tab again asks for nothing more.
        detail->showLogs();
        detail->showResources();
        QCOMPARE(backend->resourceFollowers(), 0);
        // The fitted range is the whole job.
        QCOMPARE(view->rangeStart(), double(t0));
        QCOMPARE(view->rangeEnd(), double(t0 + 19));
        QCOMPARE(view->summaryTitle(), QStringLiteral("Peak and mean over the whole job"));
    }

    // New data in the same range and scale draws the lines again over a copy of the axes layer: the
    // same pixels as a base drawn whole.
    void redrawOverCachedAxesGivesTheSamePixels()
    {
        Standalone s;
        s.view.appendWindow(twoReplicas(0, 300, 1));
        s.paint();
        for (int m = 0; m < models::resourceMetricCount; ++m) {
            ui::ResourceChart* chart = s.view.chart(static_cast<ResourceMetric>(m));
            chart->setRange(chart->rangeStart() + 1, chart->rangeEnd()); // drawn whole: the range changed
            const QImage whole = chart->grab().toImage();
            chart->dataChanged(); // the same range and scale: the axes are copied
            const QImage copied = chart->grab().toImage();
            QCOMPARE(copied, whole);
        }
    }

    // A label copied from the cache is the same pixels as the text drawn directly, at any fraction of a
    // pixel and device pixel ratio, also where the image was drawn for another place at the same fraction.
    void cachedLabelDrawsWhatTextDoes()
    {
        QFont bold = QApplication::font();
        bold.setBold(true);
        const QFont fonts[] = { QApplication::font(), bold };
        const QColor background(0xef, 0xee, 0xec);
        QColor pen(0x20, 0x20, 0x28);
        pen.setAlphaF(0.7f);
        const QString texts[] = { QStringLiteral("100 %"), QStringLiteral("12:34:56"), QStringLiteral("GPU memory (GiB)") };
        const int flags[] = { Qt::AlignRight | Qt::AlignVCenter, Qt::AlignCenter, Qt::AlignLeft | Qt::AlignBottom };
        const double fractions[] = { 0.0, 0.125, 0.5, 0.8125, 0.96875 }; // exact in binary: the same fraction at 10 and 47
        int compared = 0;
        for (const double dpr : { 1.0, 1.25, 2.0 }) {
            ui::LabelImageCache cache;
            for (const QFont& font : fonts) {
                for (const QString& text : texts) {
                    for (const int flag : flags) {
                        for (const double fx : fractions) {
                            for (const double fy : fractions) {
                                const QSizeF size(QFontMetricsF(font).horizontalAdvance(text) + 4.5, QFontMetricsF(font).height());
                                const auto image = [&] {
                                    QImage i((QSizeF(240, 60) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
                                    i.setDevicePixelRatio(dpr);
                                    i.fill(background);
                                    return i;
                                };
                                // The cache draws its image at one place, then copies it to another with
                                // the same fraction of a device pixel.
                                QImage first = image();
                                QPainter p1(&first);
                                cache.draw(p1, QRectF(QPointF(10 + fx, 8 + fy) / dpr, size), flag, text, font, font.key(), pen, background, dpr);
                                p1.end();
                                const qsizetype entries = cache.size();
                                const QRectF there(QPointF(47 + fx, 21 + fy) / dpr, size);
                                QImage cached = image();
                                QPainter p2(&cached);
                                cache.draw(p2, there, flag, text, font, font.key(), pen, background, dpr);
                                p2.end();
                                if (dpr != 1.25)
                                    QCOMPARE(cache.size(), entries); // from the cache (1.25 rounds the fraction)
                                QImage direct = image();
                                QPainter p3(&direct);
                                p3.setFont(font);
                                p3.setPen(pen);
                                p3.drawText(there, flag, text);
                                p3.end();
                                if (cached != direct)
                                    QFAIL(qPrintable(QStringLiteral("'%1' at dpr %2, fraction %3, %4").arg(text).arg(dpr).arg(fx).arg(fy)));
                                ++compared;
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(compared > 0);
    }

    // A moved range draws the axes anew with labels from the cache: the same pixels as the labels drawn
    // as text, in every chart (the lowest has the time labels), over several pans and a zoom.
    void movedRangeWithCachedLabelsGivesTheSamePixels()
    {
        Standalone text;
        Standalone cached;
        for (Standalone* s : { &text, &cached }) {
            s->view.appendWindow(twoReplicas(0, 3000, 1));
            s->paint();
        }
        for (int m = 0; m < models::resourceMetricCount; ++m)
            text.view.chart(static_cast<ResourceMetric>(m))->setLabelImages(false);
        for (int step = 1; step <= 6; ++step) {
            for (int m = 0; m < models::resourceMetricCount; ++m) {
                ui::ResourceChart* a = text.view.chart(static_cast<ResourceMetric>(m));
                ui::ResourceChart* b = cached.view.chart(static_cast<ResourceMetric>(m));
                const double start = t0 + 37.3 * step;
                const double end = step < 6 ? t0 + 2000 + 37.3 * step : t0 + 400;
                a->setRange(start, end);
                b->setRange(start, end);
                QCOMPARE(b->grab().toImage(), a->grab().toImage());
            }
        }
    }

    void legendHidesALineInEveryChart()
    {
        Standalone s;
        s.view.appendWindow(twoReplicas(0, 300, 1));
        s.paint();
        const int master = s.view.history().indexOf({}, "master-replica-0");
        const int worker = s.view.history().indexOf({}, "worker-replica-0");
        ui::ResourceChart* cpu = s.view.chart(ResourceMetric::Cpu);
        QCOMPARE(cpu->drawnSeries(), (std::vector<int> { master, worker }));
        const QColor workerColor = s.view.seriesColors()[std::size_t(worker)];
        QCOMPARE(workerColor, ui::ReplicaPalette::replica(1, s.view.palette()));
        QVERIFY(countColor(cpu->grab().toImage(), workerColor) > 300);
        // A click on the worker's entry hides it in all four charts.
        ui::ResourceLegend* legend = s.view.legend();
        const QRect entry = legend->entryRect(worker);
        QVERIFY(!entry.isEmpty());
        QTest::mouseClick(legend->viewport(), Qt::LeftButton, {}, entry.center());
        QVERIFY(!legend->isShown(worker));
        s.paint();
        for (int m = 0; m < models::resourceMetricCount; ++m)
            QCOMPARE(s.view.chart(static_cast<ResourceMetric>(m))->drawnSeries(), (std::vector<int> { master }));
        QCOMPARE(countColor(cpu->grab().toImage(), workerColor), 0);
        QTest::mouseClick(legend->viewport(), Qt::LeftButton, {}, entry.center());
        s.paint();
        QCOMPARE(cpu->drawnSeries(), (std::vector<int> { master, worker }));
    }

    void legendLabelsAReplicaWithItsNode()
    {
        Standalone s;
        spec::ResourceWindow w = twoReplicas(0, 30, 1);
        for (auto& sample : w.samples) {
            if (sample.replica == "worker-replica-0")
                sample.node = "n2";
        }
        s.view.appendWindow(w);
        s.paint();
        ui::ResourceLegend* legend = s.view.legend();
        QCOMPARE(legend->count(), 2);
        const int master = s.view.history().indexOf({}, "master-replica-0");
        const int worker = s.view.history().indexOf({}, "worker-replica-0");
        QCOMPARE(legend->item(master)->text(), QStringLiteral("master-replica-0"));
        QCOMPARE(legend->item(worker)->text(), QStringLiteral("worker-replica-0 · n2"));
    }

    void hoverReadsEachReplica()
    {
        Standalone s;
        s.view.appendWindow(twoReplicas(0, 300, 1));
        s.paint();
        ui::ResourceChart* gpu = s.view.chart(ResourceMetric::GpuUtil);
        const double x = gpu->xOf(double(t0 + 130));
        send(gpu, QEvent::MouseMove, QPointF(x, gpu->plotRect().center().y()));
        QVERIFY(std::abs(s.view.hoverTime() - double(t0 + 130)) < 1.0);
        // Every chart marks the same time.
        for (int m = 0; m < models::resourceMetricCount; ++m)
            QCOMPARE(s.view.chart(static_cast<ResourceMetric>(m))->hoverTime(), s.view.hoverTime());
        s.view.setHoverTime(double(t0 + 130));
        const QString text = s.view.hoverText();
        QVERIFY2(text.startsWith("08:55:30\n"), qPrintable(text));
        QVERIFY2(text.contains("master-replica-0: GPU 30 %, GPU memory 4.00 GiB, CPU 100 %, Memory 2.00 GiB"), qPrintable(text));
        QVERIFY2(text.contains("worker-replica-0: GPU 50 %"), qPrintable(text));
        QCOMPARE(gpu->hoverLines(), (QStringList { "08:55:30", "master-replica-0: 30 %", "worker-replica-0: 50 %" }));
        // A hidden replica is not read.
        s.view.legend()->setShown(1, false);
        QVERIFY(!s.view.hoverText().contains("worker-replica-0"));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(gpu, &leave);
        QVERIFY(std::isnan(s.view.hoverTime()));
    }

    void wheelZoomsAndDragPans()
    {
        Standalone s;
        s.view.appendWindow(twoReplicas(0, 3600, 1));
        s.paint();
        QVERIFY(s.view.isFitted());
        QCOMPARE(s.view.rangeStart(), double(t0));
        QCOMPARE(s.view.rangeEnd(), double(t0 + 3599));
        ui::ResourceChart* cpu = s.view.chart(ResourceMetric::Cpu);
        s.view.setFollowLive(false);
        // Zoom in around 1000 s: it stays under the cursor.
        const QPointF at(cpu->xOf(double(t0 + 1000)), cpu->plotRect().center().y());
        QWheelEvent wheel(at, cpu->mapToGlobal(at), {}, QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(cpu, &wheel);
        QVERIFY(!s.view.isFitted());
        const double span = s.view.rangeEnd() - s.view.rangeStart();
        QVERIFY(std::abs(span - 3599 * 0.64) < 0.01);
        QVERIFY(std::abs(cpu->timeAt(at.x()) - double(t0 + 1000)) < 0.01);
        s.paint();
        // Drag 100 px to the right: the range moves back by 100 px worth of time.
        const double perPixel = span / cpu->plotRect().width();
        s.view.setFollowLive(true);
        const double start = s.view.rangeStart();
        send(cpu, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        send(cpu, QEvent::MouseMove, at + QPointF(60, 0), Qt::NoButton, Qt::LeftButton);
        send(cpu, QEvent::MouseMove, at + QPointF(100, 0), Qt::NoButton, Qt::LeftButton);
        send(cpu, QEvent::MouseButtonRelease, at + QPointF(100, 0), Qt::LeftButton, Qt::NoButton);
        QVERIFY(std::abs(s.view.rangeStart() - (start - 100 * perPixel)) < 1e-6);
        QVERIFY(std::abs(s.view.rangeEnd() - s.view.rangeStart() - span) < 1e-6);
        QVERIFY(!s.view.followLive()); // panning leaves the live edge
        QCOMPARE(s.view.stateBand()->bandRect().left(), cpu->plotRect().left()); // one time axis
        // The summary covers the visible range and says so.
        s.view.updateSummary();
        QVERIFY(s.view.summaryTitle().startsWith("Peak and mean over the visible range"));
        const int row = s.view.summaryModel()->rowOfSeries(0);
        QVERIFY(row >= 0);
        QCOMPARE(s.view.summaryModel()->summary(row, ResourceMetric::GpuUtil).peak, 99.0);
        // Double-click fits the whole job again.
        send(cpu, QEvent::MouseButtonDblClick, at, Qt::LeftButton, Qt::LeftButton);
        QVERIFY(s.view.isFitted());
        QCOMPARE(s.view.rangeEnd() - s.view.rangeStart(), 3599.0);
        // Following live while running: new samples move the right edge, the width stays.
        s.view.setRange(double(t0 + 3000), double(t0 + 3599));
        s.view.setFollowLive(true);
        s.view.appendWindow(twoReplicas(3600, 3660, 7201));
        QCOMPARE(s.view.rangeEnd(), double(t0 + 3659));
        QCOMPARE(s.view.rangeEnd() - s.view.rangeStart(), 599.0);
    }

    void idleGpuBannerAfterAMinute()
    {
        Standalone s;
        spec::ResourceWindow w;
        w.info = info();
        std::int64_t seq = 0;
        for (int i = 0; i < 60; ++i) { // 0..59: 59 s under 10 %
            auto a = sample(i, "master-replica-0", 3, 100);
            a.seq = ++seq;
            w.samples.push_back(a);
            auto b = sample(i, "worker-replica-0", 0, 100); // no GPU held: never warned about
            b.seq = ++seq;
            w.samples.push_back(b);
        }
        w.nextSince = seq;
        s.view.appendWindow(w);
        QCOMPARE(s.view.bannerText(), QString());
        spec::ResourceWindow next;
        next.info = info();
        auto a = sample(60, "master-replica-0", 9.5, 100);
        a.seq = ++seq;
        next.samples = { a };
        s.view.appendWindow(next);
        QCOMPARE(s.view.bannerText(), QStringLiteral("Idle GPU: master-replica-0 has used under 10 % of its GPU since 08:53:20 (1 min)."));
        a = sample(61, "master-replica-0", 80, 100);
        a.seq = ++seq;
        next.samples = { a };
        s.view.appendWindow(next);
        QCOMPARE(s.view.bannerText(), QString());
    }

    void gpuUnavailableSaysWhy()
    {
        Standalone s;
        s.view.appendWindow(twoReplicas(0, 100, 1, false));
        s.paint();
        QCOMPARE(s.view.gpuUnavailableText(), QStringLiteral("GPU figures unavailable: no NVIDIA driver: libnvidia-ml.so.1 was not found"));
        QVERIFY(!s.view.chart(ResourceMetric::GpuUtil)->isVisibleTo(&s.view));
        QVERIFY(!s.view.chart(ResourceMetric::GpuMemory)->isVisibleTo(&s.view));
        QVERIFY(s.view.chart(ResourceMetric::Cpu)->isVisibleTo(&s.view));
        QVERIFY(s.view.chart(ResourceMetric::Memory)->isVisibleTo(&s.view));
        QCOMPARE(s.view.chart(ResourceMetric::Cpu)->drawnSeries().size(), std::size_t(2));
        QVERIFY(s.view.summaryTable()->isColumnHidden(ui::ResourceSummaryModel::columnOf(ResourceMetric::GpuUtil, false)));
        QVERIFY(!s.view.summaryTable()->isColumnHidden(ui::ResourceSummaryModel::columnOf(ResourceMetric::Cpu, false)));
    }
};

QTEST_MAIN(TestResourcesView)
#include "tst_resourcesview.moc"
