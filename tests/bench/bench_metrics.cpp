// The Metrics tab at 100 tags × 20 runs × 100,000 points per line (docs/benchmarks.md, "Metrics tab").
// Not run by ctest. Offscreen: QT_QPA_PLATFORM=offscreen build/bin/bench_metrics [TAGS] [RUNS] [POINTS] [FRAMES]
//
// The tab is 1366 × 768 (device pixel ratio 1, the dark palette), three charts a row. The lines come as
// the daemon sends them with maxPoints = 2000: each reduced by spec::downsampleMinMax to 1,000 buckets
// (about 2,000 points). A frame is a synchronous repaint of the scroll area's viewport. Measured:
// taking the first window; scrolling (a step of 150 px, the charts coming into view drawing their base);
// scrolling back over charts already drawn; hovering one chart (crosshair and dots over the cached
// base, and the tooltip's text); a live batch (one point per line) taken and drawn; and one visible
// chart whose 20 lines are raw, 100,000 points each (a live batch drawn again). For the record, in the
// same run: the same frames drawn without the cache, every point of every line through QPainter.

#include "models/scalarset.h"
#include "ui/metrics/metricchart.h"
#include "ui/metrics/metricsview.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "framestats.h"

using namespace trainyard;

namespace {

using bench::repeat;
using bench::Stats;
using bench::timeMs;

void row(const char* what, const Stats& s) { bench::row(what, s, 58); }

constexpr double start = 1'760'000'000;

// One run's loss-like curve: decaying with noise, a step's wall time 0.1 s apart.
std::vector<spec::ScalarPoint> curve(int run, int points)
{
    std::mt19937 random(static_cast<unsigned>(run) + 1);
    std::normal_distribution<double> noise(0, 0.05);
    std::vector<spec::ScalarPoint> out(static_cast<std::size_t>(points));
    for (int i = 0; i < points; ++i) {
        const double t = static_cast<double>(i) / points;
        out[static_cast<std::size_t>(i)] = { i, start + i * 0.1, (1.0 + run * 0.05) * std::exp(-4 * t) + 0.1 + noise(random) };
    }
    return out;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setPalette(ui::darkPalette());
    const int tags = argc > 1 ? std::atoi(argv[1]) : 100;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 20;
    const int points = argc > 3 ? std::atoi(argv[3]) : 100'000;
    const int frames = argc > 4 ? std::atoi(argv[4]) : 40;

    // The daemon's first window: every line reduced for maxPoints = 2000.
    std::vector<std::vector<spec::ScalarPoint>> reduced;
    std::vector<std::vector<spec::ScalarPoint>> full;
    for (int r = 0; r < runs; ++r) {
        full.push_back(curve(r, points));
        reduced.push_back(spec::downsampleMinMax(full.back(), ui::MetricsView::firstWindowPoints / 2));
    }
    spec::ScalarWindow window;
    window.info.logRoots = { "/data/jobs/bench/output" };
    window.downsampled = true;
    for (int t = 0; t < tags; ++t) {
        char tag[32];
        std::snprintf(tag, sizeof tag, "metric/%03d", t);
        for (int r = 0; r < runs; ++r)
            window.series.push_back({ "run" + std::to_string(r), tag, reduced[static_cast<std::size_t>(r)] });
    }
    window.nextSince = static_cast<std::int64_t>(tags) * runs * points;

    ui::MetricsView view(nullptr);
    view.resize(1366, 768);
    view.show();
    QApplication::processEvents();

    std::printf("Metrics tab, %d tags × %d runs × %d points a line (%zu points a line after the daemon's reduction), 1366×768, %d frames\n\n",
        tags, runs, points, reduced.front().size(), frames);
    std::printf("| %-58s | %8s | %8s | %8s |\n|%s|---------:|---------:|---------:|\n", "frame (ms)", "p50", "p95", "max",
        std::string(60, '-').c_str());
    const double ingest = timeMs([&] { view.appendWindow(window); });
    QApplication::processEvents();
    auto* viewport = view.scrollArea()->viewport();
    auto* scroll = view.scrollArea()->verticalScrollBar();
    // A frame: the viewport and the charts in it painted, as the window system would have it repainted.
    QImage frame(viewport->size(), QImage::Format_ARGB32_Premultiplied);
    const auto repaint = [&] {
        QApplication::processEvents(); // the layout's moves after a scroll
        viewport->render(&frame);
    };
    const double first = timeMs(repaint);
    if (const QByteArray shot = qgetenv("BENCH_METRICS_SHOT"); !shot.isEmpty()) { // a look at the tab, for the record
        view.scrollArea()->viewport()->update();
        QApplication::processEvents();
        view.grab().save(QString::fromLocal8Bit(shot));
    }
    std::printf("| %-58s | %8.2f | %8s | %8s |\n", "first window taken (appendWindow)", ingest, "", "");
    std::printf("| %-58s | %8.2f | %8s | %8s |\n", "first frame (layout; the charts in view draw their base)", first, "", "");

    // Scrolling down: each step brings new charts into view, which draw their base once.
    const int stepPx = 150;
    const int steps = std::max(1, std::min(frames, scroll->maximum() / stepPx));
    row("scroll down 150 px (new charts draw their base)", repeat(steps, [&](int i) {
        scroll->setValue((i + 1) * stepPx);
        repaint();
    }));
    row("scroll back up over drawn charts (cached)", repeat(steps, [&](int i) {
        scroll->setValue((steps - i - 1) * stepPx);
        repaint();
    }));

    // Hover over the first chart: crosshair and dots over the cached base, and the tooltip's text.
    scroll->setValue(0);
    repaint();
    ui::MetricChart* chart = view.visibleCharts().front();
    const QRectF plot = chart->plotArea();
    QString text;
    QImage chartFrame(chart->size(), QImage::Format_ARGB32_Premultiplied);
    row("hover one chart (overlay + tooltip text)", repeat(frames, [&](int i) {
        chart->setHoverAt(QPointF(plot.left() + plot.width() * (i % 97) / 97.0, plot.center().y()));
        text = chart->hoverText();
        chart->render(&chartFrame);
    }));
    // The alternative: no cache, every point of every line through QPainter each frame.
    QImage image(chart->size(), QImage::Format_ARGB32_Premultiplied);
    row("  same hover without the cache (QPainter, every point)", repeat(std::min(frames, 10), [&](int i) {
        chart->setHoverAt(QPointF(plot.left() + plot.width() * (i % 97) / 97.0, plot.center().y()));
        QPainter painter(&image);
        chart->paintUncached(painter);
    }));

    // A live batch: one point for every line, taken and drawn (the charts in view draw their base again).
    std::int64_t cursor = window.nextSince;
    std::int64_t step = points;
    const auto liveBatch = [&] {
        spec::ScalarWindow live;
        live.info = window.info;
        for (const auto& s : window.series)
            live.series.push_back({ s.run, s.tag, { { step, start + static_cast<double>(step) * 0.1, 0.1 } } });
        ++step;
        live.nextSince = ++cursor;
        return live;
    };
    row("live batch (1 point × every line) taken, not drawn", repeat(frames, [&](int) { view.appendWindow(liveBatch()); }));
    repaint();
    // Taken and drawn: the charts in view keep showing their base for this frame and draw it again one
    // per event-loop turn after it (MetricsView::redrawNext); each such turn is timed on its own.
    const auto shown = view.visibleCharts();
    std::vector<double> liveFrames, turns;
    for (int i = 0; i < frames; ++i) {
        liveFrames.push_back(timeMs([&] {
            view.appendWindow(liveBatch());
            repaint();
        }));
        for (auto* c : shown)
            if (c->baseStale())
                turns.push_back(timeMs([c] { c->redrawBase(); }));
    }
    row("live batch (1 point × every line) taken, frame drawn", bench::stats(liveFrames));
    if (!turns.empty())
        row("  then one turn per chart in view: its base drawn again", bench::stats(turns));
    const auto inView = std::count_if(shown.begin(), shown.end(), [&](ui::MetricChart* c) { return !c->visibleRegion().isEmpty(); });
    row("  same frame without the cache (charts in view, every point)", repeat(std::min(frames, 10), [&](int) {
        for (auto* c : shown) {
            if (c->visibleRegion().isEmpty())
                continue;
            QImage into(c->size(), QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&into);
            c->paintUncached(painter);
        }
    }));

    // One chart of raw lines: 20 × 100,000 points, a live point each, drawn again.
    spec::ScalarWindow raw;
    raw.info = window.info;
    for (int r = 0; r < runs; ++r)
        raw.series.push_back({ "run" + std::to_string(r), "aaa/raw", full[static_cast<std::size_t>(r)] });
    raw.nextSince = ++cursor;
    view.appendWindow(raw);
    scroll->setValue(0);
    QApplication::processEvents();
    ui::MetricChart* rawChart = view.chart(QStringLiteral("aaa/raw"));
    QImage rawFrame(rawChart->size(), QImage::Format_ARGB32_Premultiplied);
    rawChart->render(&rawFrame);
    row("raw chart: 20 lines × 100k sent raw, live point, redrawn", repeat(frames, [&](int) {
        spec::ScalarWindow live;
        live.info = window.info;
        for (int r = 0; r < runs; ++r)
            live.series.push_back({ "run" + std::to_string(r), "aaa/raw", { { step, start + static_cast<double>(step) * 0.1, 0.1 } } });
        ++step;
        live.nextSince = ++cursor;
        view.appendWindow(live);
        rawChart->render(&rawFrame);
    }));
    const bool rastered = rawChart->rastered();
    QImage rawImage(rawChart->size(), QImage::Format_ARGB32_Premultiplied);
    row("  same without the cache or column reduction (QPainter)", repeat(std::min(frames, 5), [&](int) {
        QPainter painter(&rawImage);
        rawChart->paintUncached(painter);
    }));
    std::printf("\n%lld charts in view; the raw chart's faint lines %s; %zu points held in all; "
                "each line kept to %zu points (the set's limit)\n",
        static_cast<long long>(inView), rastered ? "counted per pixel (LineRaster)" : "stroked (QPainter)", view.scalars().pointCount(),
        view.scalars().lineLimit());
    return 0;
}
