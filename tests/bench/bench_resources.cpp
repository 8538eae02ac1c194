// The Resources tab's charts at 16 replicas × 24 h of 1 Hz samples × 4 metrics (docs/benchmarks.md,
// "Resources chart"). Not run by ctest. Offscreen: QT_QPA_PLATFORM=offscreen build/bin/bench_resources [REPLICAS] [HOURS] [FRAMES]
//
// The view is 1600 × 900 (device pixel ratio 1); a frame is the four charts and the state band rendered
// into an image, as a repaint of the tab's chart area. Measured: the full-range frame (every chart's
// base drawn again), a frame zoomed to one hour, a hover (mouse move: crosshair, dots and the hover
// box over the cached base), pan frames at 24 h and at 1 h, and a live batch (one sample per replica)
// appended, then appended and drawn. For the record, in the same run: QPainter drawing every point
// (the four charts) and Qt Charts' QChartView with the same data (one metric).

#include "models/resourcehistory.h"
#include "models/transitionmodel.h"
#include "ui/resources/resourcechart.h"
#include "ui/resources/resourcesview.h"
#include "ui/resources/statebandstrip.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>

#include "framestats.h"

using namespace trainyard;
using models::ResourceMetric;

namespace {

using bench::repeat;
using bench::stats;
using bench::Stats;
using bench::timeMs;

void row(const char* what, const Stats& s)
{
    bench::row(what, s, 62);
}

constexpr std::int64_t start = 1'760'000'000;

// One second of every replica: busy GPUs with an evaluation dip every ten minutes, noisy CPU, growing memory.
spec::ResourceWindow second(int replicas, int s, std::int64_t& seq, std::mt19937& rng)
{
    std::normal_distribution<double> noise(0, 1);
    spec::ResourceWindow w;
    w.info.gpuAvailable = true;
    for (int r = 0; r < replicas; ++r) {
        spec::ResourceSample sample;
        sample.seq = ++seq;
        sample.time = spec::Timestamp { start + s, 0 };
        sample.replica = (r == 0 ? std::string("master-replica-0") : "worker-replica-" + std::to_string(r - 1));
        const bool eval = (s + 37 * r) % 600 > 560;
        sample.gpuUtilPercent = std::clamp((eval ? 25 : 85) + 6 * noise(rng), 0.0, 100.0);
        sample.gpuMemoryBytes = (10 + 0.1 * noise(rng)) * 1024.0 * 1024 * 1024;
        sample.cpuPercent = (eval ? 340 : 210) + 25 * noise(rng);
        sample.memoryBytes = (4 + 1e-5 * s + 0.02 * noise(rng)) * 1024.0 * 1024 * 1024;
        w.samples.push_back(std::move(sample));
    }
    return w;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int replicas = argc > 1 ? std::atoi(argv[1]) : 16;
    const int hours = argc > 2 ? std::atoi(argv[2]) : 24;
    const int frames = argc > 3 ? std::atoi(argv[3]) : 40;
    const int seconds = hours * 3600;

    models::TransitionModel transitions;
    ui::ResourcesView view(&transitions);
    view.resize(1600, 900);
    view.show();
    QApplication::processEvents();

    std::mt19937 rng(5);
    std::int64_t seq = 0;
    // Windows of ten minutes, as a resumed stream delivers a backlog.
    const double loadMs = timeMs([&] {
        for (int s = 0; s < seconds; s += 600) {
            spec::ResourceWindow w;
            for (int k = s; k < std::min(seconds, s + 600); ++k) {
                auto one = second(replicas, k, seq, rng);
                w.info = one.info;
                for (auto& sample : one.samples)
                    w.samples.push_back(std::move(sample));
            }
            w.nextSince = seq;
            view.appendWindow(w);
        }
    });
    const auto& history = view.history();
    std::printf("%d replicas × %d h of 1 Hz samples: %zu samples per metric; loaded in %.0f ms (%.2f µs per sample, 4 metrics)\n\n", replicas, hours,
        history.sampleCount(), loadMs, loadMs * 1000 / static_cast<double>(history.sampleCount()));
    std::printf("| ms | p50 | p95 | max |\n|---|---:|---:|---:|\n");

    std::vector<QWidget*> parts { view.stateBand() };
    for (int m = 0; m < models::resourceMetricCount; ++m)
        parts.push_back(view.chart(static_cast<ResourceMetric>(m)));
    QImage frame(view.size(), QImage::Format_ARGB32_Premultiplied);
    const auto render = [&] {
        QPainter painter(&frame);
        for (QWidget* w : parts)
            w->render(&painter, w->mapTo(&view, QPoint()), QRegion(), QWidget::DrawChildren);
    };
    const auto invalidate = [&] {
        for (int m = 0; m < models::resourceMetricCount; ++m)
            view.chart(static_cast<ResourceMetric>(m))->dataChanged();
    };
    render(); // first layout, font caches

    view.fit();
    row("full range (24 h): every chart's base drawn again", repeat(frames, [&](int) {
        invalidate();
        render();
    }));
    row("zoomed to 1 h (a different hour each frame)", repeat(frames, [&](int i) {
        const double t = static_cast<double>(start) + (i * 7919 % std::max(1, seconds - 3600));
        view.setRange(t, t + 3600);
        render();
    }));
    ui::ResourceChart* gpu = view.chart(ResourceMetric::GpuUtil);
    const QRectF plot = gpu->plotRect();
    const auto hover = [&](int i) {
        const QPointF at(plot.left() + std::fmod(i * 37.0, plot.width()), plot.center().y());
        QMouseEvent move(QEvent::MouseMove, at, gpu->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(gpu, &move);
        render();
    };
    view.fit();
    render();
    row("hover at 24 h: crosshair, dots, box in the GPU chart", repeat(frames, hover));
    view.setRange(static_cast<double>(start) + 3600, static_cast<double>(start) + 7200);
    render();
    row("hover at 1 h", repeat(frames, hover));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(gpu, &leave);
    view.fit();
    render();
    row("pan at 24 h (60 s per frame)", repeat(frames, [&](int) {
        view.pan(60);
        render();
    }));
    view.setRange(static_cast<double>(start) + 3600, static_cast<double>(start) + 7200);
    render();
    row("pan at 1 h (3 s per frame)", repeat(frames, [&](int) {
        view.pan(3);
        render();
    }));

    // Live: one sample per replica, as the stream brings each second; fitted range, so the axis moves.
    view.fit();
    render();
    int next = seconds;
    row("live batch appended (model, legend, banner, range)", repeat(frames, [&](int) { view.appendWindow(second(replicas, next++, seq, rng)); }));
    row("live batch appended and drawn", repeat(frames, [&](int) {
        view.appendWindow(second(replicas, next++, seq, rng));
        render();
    }));

    // The alternatives, with the same data, at the same size.
    const int naiveFrames = std::max(3, frames / 10);
    {
        std::vector<QPolygonF> lines(static_cast<std::size_t>(history.seriesCount()));
        const QRectF area = view.chart(ResourceMetric::Cpu)->plotRect();
        row("naive: QPainter drawing every point, four charts (1 px, no AA)", repeat(naiveFrames, [&](int) {
            QPainter painter(&frame);
            painter.fillRect(frame.rect(), Qt::white);
            const double t0 = history.firstTime(), t1 = history.lastTime();
            for (int m = 0; m < models::resourceMetricCount; ++m) {
                const QRectF chartArea = area.translated(0, m * area.height());
                for (int i = 0; i < history.seriesCount(); ++i) {
                    const auto& series = history.series(i);
                    const auto& values = series.column(static_cast<ResourceMetric>(m));
                    QPolygonF& line = lines[static_cast<std::size_t>(i)];
                    line.resize(static_cast<qsizetype>(series.times.size()));
                    double top = 1;
                    for (const float v : values)
                        top = std::max(top, static_cast<double>(v));
                    for (std::size_t k = 0; k < series.times.size(); ++k)
                        line[static_cast<qsizetype>(k)] = QPointF(chartArea.left() + (series.times[k] - t0) / (t1 - t0) * chartArea.width(),
                            chartArea.bottom() - static_cast<double>(values[k]) / top * chartArea.height());
                    painter.setPen(QPen(view.seriesColors()[static_cast<std::size_t>(i)], 0));
                    painter.drawPolyline(line);
                }
            }
        }));
    }
    {
        auto* chart = new QChart;
        chart->legend()->hide();
        auto* x = new QValueAxis;
        auto* y = new QValueAxis;
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (int i = 0; i < history.seriesCount(); ++i) {
            const auto& series = history.series(i);
            QList<QPointF> points;
            points.reserve(static_cast<qsizetype>(series.times.size()));
            const auto& values = series.column(ResourceMetric::GpuUtil);
            for (std::size_t k = 0; k < series.times.size(); ++k)
                points.append(QPointF(series.times[k] - static_cast<double>(start), static_cast<double>(values[k])));
            auto* line = new QLineSeries;
            line->replace(points);
            chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
        }
        x->setRange(0, seconds);
        y->setRange(0, 100);
        QChartView chartView(chart);
        chartView.resize(1600, 225);
        chartView.show();
        QApplication::processEvents();
        QImage image(chartView.size(), QImage::Format_ARGB32_Premultiplied);
        row("Qt Charts QChartView, GPU chart only (1600 × 225), repaint", repeat(naiveFrames, [&](int i) {
            x->setRange(i, seconds + i); // a pan: the scene is drawn again
            QPainter painter(&image);
            chartView.render(&painter);
        }));
    }
    return 0;
}
