// The Trials tab's charts at 10,000 trials × 100 steps (docs/benchmarks.md, "Trials charts"). Not run by
// ctest. Offscreen: QT_QPA_PLATFORM=offscreen build/bin/bench_trials [TRIALS] [STEPS] [FRAMES]
//
// For each chart, at 900 × 450: the first paint (the cached base drawn from nothing, as after a trial
// ended or a resize), the base redrawn when no line moved (the filter set again: a composition of the
// lines kept, TrialLayers), the repaint after a selection change and after a hover (hit test included);
// a live update (the same document with one more step for the 4 running trials: series, table and
// every chart); a brush dragged up and down the parallel coordinates (filter, table and charts) and one
// jumping a decade and more; and, for the record, what the alternatives cost: Qt Charts' QChartView
// with the objective chart's points, and QPainter drawing every curve.

#include "tuningjobs.h"

#include "daemon/trialdeltawriter.h"
#include "models/trialfilterproxy.h"
#include "models/trialseries.h"
#include "models/trialtablemodel.h"
#include "ui/trials/curvechart.h"
#include "ui/trials/objectivechart.h"
#include "ui/trials/parallelcoordinateschart.h"
#include "ui/trials/scatterchart.h"
#include "spec/jsoncodec.h"
#include "spec/transition.h"
#include "spec/trialdelta.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <thread>

#include "framestats.h"

using namespace trainyard;

namespace {

using bench::repeat;
using bench::stats;
using bench::Stats;
using bench::timeMs;

void row(const char* what, const Stats& s)
{
    bench::row(what, s, 58);
}

// One more step for every running trial, as the daemon's next document would have it.
spec::Job nextDocument(spec::Job job)
{
    for (auto& trial : *job.trainingOutput->trials) {
        if (!trial.state || *trial.state != spec::State::Running || !trial.allMetrics || trial.allMetrics->empty())
            continue;
        auto next = trial.allMetrics->back();
        next.trainingStep = next.trainingStep.value_or(0) + 100;
        next.objectiveValue = std::min(1.0, next.objectiveValue.value_or(0) + 0.001);
        trial.allMetrics->push_back(next);
        trial.finalMetric = next;
    }
    return job;
}

void hover(QWidget* widget, QPointF at)
{
    QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &move);
}

// jobs:watch, one RUNNING → RUNNING event of this study (the 4 running trials one step further, a
// fifth ended): its size on the wire whole (what a client that did not ask for deltas gets) and with
// trialDelta (daemon::TrialDeltaWriter, as the daemon writes it), what the daemon spends rewriting it,
// and what the console spends decoding each and applying the delta to the document it holds.
void wire(const spec::Job& document)
{
    spec::Job after = nextDocument(document);
    for (auto& trial : *after.trainingOutput->trials) {
        if (trial.state && *trial.state == spec::State::Running) {
            trial.state = spec::State::Succeeded;
            break;
        }
    }
    const auto event = [](const spec::Job& job, const char* previous) {
        spec::Transition t { 2, *job.jobId, *spec::Timestamp::parse("2026-11-27T12:00:00Z"), previous, "RUNNING", "trial 9 succeeded" };
        nlohmann::json json = spec::transitionToJson(t);
        json["job"] = spec::toJson(job);
        return json;
    };
    const auto sse = [](const nlohmann::json& json) { return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); };
    const nlohmann::json whole = event(after, "RUNNING");
    std::string wholeText = sse(whole);
    // As WatchStream does: the writer reads the job's kept document, never copies nor frees it whole.
    const nlohmann::json baseJob = spec::toJson(document);
    const nlohmann::json afterJob = whole["job"];
    nlohmann::json delta;
    std::vector<double> first, rewrite;
    for (int i = 0; i < 5; ++i) {
        daemon::TrialDeltaWriter writer;
        nlohmann::json sent = spec::transitionToJson({ 1, *document.jobId, *spec::Timestamp::parse("2026-11-27T12:00:00Z"), "PREPARING", "RUNNING", "" });
        first.push_back(timeMs([&] { writer.writeDelta(sent, baseJob, *document.jobId, "PREPARING", "RUNNING"); })); // the stream's first event: whole
        delta = whole;
        delta.erase("job");
        rewrite.push_back(timeMs([&] { writer.writeDelta(delta, afterJob, *document.jobId, "RUNNING", "RUNNING"); }));
    }
    const std::string deltaText = sse(delta);
    std::printf("\njobs:watch, one RUNNING → RUNNING event (4 trials one step on, one of them ended):\n");
    std::printf("  bytes: whole document %zu, with trialDelta %zu (%zu trials listed)\n", wholeText.size(), deltaText.size(),
        delta.contains("trialDelta") ? delta["trialDelta"]["trials"].size() : std::size_t(0));
    std::printf("\n| %-58s | %8s | %8s | %8s |\n", "ms", "p50", "p95", "max");
    std::printf("|%s|---------:|---------:|---------:|\n", std::string(60, '-').c_str());
    row("daemon: encode the event's document (both)", repeat(5, [&](int) { wholeText = sse(event(after, "RUNNING")); }));
    row("daemon: TrialDeltaWriter, the stream's first event (kept whole)", stats(first));
    row("daemon: TrialDeltaWriter, this event (made a delta)", stats(rewrite));
    std::vector<double> frees;
    for (int i = 0; i < 5; ++i) {
        nlohmann::json copy = whole;
        frees.push_back(timeMs([&] { copy = nullptr; }));
    }
    row("… freeing a whole event's JSON (what a copy cost; not paid now)", stats(frees));
    std::optional<spec::Transition> decoded;
    row("console: parse + decode, whole document", repeat(5, [&](int) { decoded = spec::transitionFromJson(nlohmann::json::parse(wholeText)); }));
    row("console: parse + decode, trialDelta", repeat(5, [&](int) { decoded = spec::transitionFromJson(nlohmann::json::parse(deltaText)); }));
    bool applied = true;
    spec::Job held = document;
    row("console: applyTrialDelta to the held document (in place)", repeat(5, [&](int) { applied = applied && spec::applyTrialDelta(held, *decoded->job, *decoded->trialDelta); }));
    std::printf("(delta applied: %s; the result %s the whole document)\n", applied ? "yes" : "NO", held == after ? "equals" : "DIFFERS FROM");
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    tuningtest::Study shape;
    shape.trials = argc > 1 ? std::atoi(argv[1]) : 10'000;
    shape.steps = argc > 2 ? std::atoi(argv[2]) : 100;
    const int frames = argc > 3 ? std::atoi(argv[3]) : 50;
    shape.running = 4;
    const QSize size(900, 450);

    std::printf("%d trials × %d steps, %d frames per figure, %u hardware threads, chart %d × %d\n\n", shape.trials, shape.steps, frames,
        std::thread::hardware_concurrency(), size.width(), size.height());
    spec::Job document = tuningtest::syntheticStudy("bench", shape);
    const spec::Job next = nextDocument(document);

    std::printf("| %-58s | %8s | %8s | %8s |\n", "ms", "p50", "p95", "max");
    std::printf("|%s|---------:|---------:|---------:|\n", std::string(60, '-').c_str());
    std::shared_ptr<const models::TrialSeries> series;
    row("document → TrialSeries", repeat(5, [&](int) { series = models::TrialSeries::fromJob(document); }));

    models::TrialTableModel model;
    models::TrialFilterProxy proxy;
    proxy.setTrialModel(&model);
    proxy.sort(0);
    row("table: first document (reset, sorted)", repeat(1, [&](int) { model.setJob(document); }));

    auto* objective = new ui::ObjectiveChart;
    auto* curves = new ui::CurveChart;
    auto* parallel = new ui::ParallelCoordinatesChart;
    auto* scatter = new ui::ScatterChart;
    const std::vector<std::pair<const char*, ui::TrialChart*>> charts {
        { "objective by trial", objective }, { "metric by step", curves }, { "parallel coordinates", parallel }, { "scatter (learning_rate)", scatter }
    };
    QImage frame(size, QImage::Format_ARGB32_Premultiplied);
    const auto render = [&frame](QWidget* widget) {
        QPainter painter(&frame);
        widget->render(&painter);
    };
    std::mt19937 random(1);
    for (const auto& [name, chart] : charts) {
        chart->resize(size);
        chart->setAttribute(Qt::WA_DontShowOnScreen);
        chart->show();
        chart->setSeries(model.series());
        render(chart);
        const std::string label(name);
        // The base drawn from nothing: as after a trial ended (a series that keeps no base: its ended
        // trials' fingerprint differs, alternately) and after a resize (a pixel narrower, alternately).
        const auto same = model.series();
        auto ended = std::make_shared<models::TrialSeries>(*same);
        ended->endedFingerprint ^= 1;
        row((label + ": first paint, a trial ended (base redrawn)").c_str(), repeat(frames, [&](int i) {
            chart->setSeries(i % 2 ? same : std::shared_ptr<const models::TrialSeries>(ended));
            render(chart);
        }));
        chart->setSeries(same);
        row((label + ": first paint, resized (base redrawn)").c_str(), repeat(frames, [&](int i) {
            chart->resize(size.width() - (i % 2 ? 0 : 1), size.height());
            render(chart);
        }));
        chart->resize(size);
        render(chart);
        // What the old benchmark called the first paint: the filter set again, no line moved (since
        // TrialLayers, the kept lines composed again; before, every line drawn).
        row((label + ": base redrawn, no line moved (filter reset)").c_str(), repeat(frames, [&](int) {
            chart->setShown(nullptr);
            render(chart);
        }));
        row((label + ": repaint after a selection change").c_str(), repeat(frames, [&](int) {
            chart->setCurrentTrial(static_cast<int>(random() % static_cast<unsigned>(shape.trials)));
            render(chart);
        }));
        row((label + ": hover (hit test + repaint)").c_str(), repeat(frames, [&](int) {
            hover(chart, QPointF(100.0 + static_cast<double>(random() % 700), 40.0 + static_cast<double>(random() % 350)));
            render(chart);
        }));
    }
    if (!curves->rastered() || !parallel->rastered())
        std::printf("(note: a chart drew with QPainter, not LineRaster)\n");

    // Live: the next document reaches the table (in place) and every chart.
    std::vector<double> live, liveTable;
    for (int i = 0; i < std::max(10, frames / 2); ++i) {
        const spec::Job& doc = i % 2 ? document : next;
        liveTable.push_back(timeMs([&] { model.setJob(doc); }));
        live.push_back(liveTable.back() + timeMs([&] {
            for (const auto& [name, chart] : charts) {
                chart->setSeries(model.series());
                render(chart);
            }
        }));
    }
    row("live update: table (series + in-place diff)", stats(liveTable));
    row("live update: table + all four charts repainted", stats(live));
    // What the GUI thread does since issue 22: TrialsView derives the series on a worker and hands it
    // to TrialTableModel::setSeries; the GUI thread diffs the rows and repaints.
    {
        const auto documentSeries = models::TrialSeries::fromJob(document);
        const auto nextDerived = models::TrialSeries::fromJob(next);
        const QString id = model.jobId();
        std::vector<double> gui, guiTable;
        for (int i = 0; i < std::max(10, frames / 2); ++i) {
            guiTable.push_back(timeMs([&] { model.setSeries(i % 2 ? documentSeries : nextDerived, id); }));
            gui.push_back(guiTable.back() + timeMs([&] {
                for (const auto& [name, chart] : charts) {
                    chart->setSeries(model.series());
                    render(chart);
                }
            }));
        }
        row("live update, GUI thread (series derived on a worker): table", stats(guiTable));
        row("live update, GUI thread: table + all four charts", stats(gui));
    }
    const auto nextSeries = models::TrialSeries::fromJob(next);
    row("live update: metric-by-step chart alone", repeat(frames, [&](int i) {
        curves->setSeries(i % 2 ? series : nextSeries);
        render(curves);
    }));
    std::printf("(a live update %s the curves' cached base)\n", curves->cacheValid() ? "kept" : "redrew");

    // A brush dragged along the learning-rate axis: filter, table, charts.
    std::vector<double> brushTable;
    // Dragged up and down (as a hand does: each step moves the brush by a fifth of a decade); the
    // jump from one end to the other, which moves most lines, is the next row.
    row("brush step: filter + table + parallel coordinates", repeat(frames, [&](int i) {
        const int phase = i % 18;
        const double low = std::pow(10.0, -4 + (phase < 10 ? phase : 18 - phase) * 0.2);
        parallel->setBrush(0, low, low * 10);
        const auto shown = parallel->brushedTrials();
        brushTable.push_back(timeMs([&] { proxy.setShown(shown); }));
        parallel->setShown(shown);
        render(parallel);
    }));
    row("brush step: of which the table (filter and sort 10,000 rows)", stats(brushTable));
    row("brush jump: a new brush a decade and more away", repeat(std::max(4, frames / 5), [&](int i) {
        const double low = i % 2 ? 1e-4 : std::pow(10.0, -2.2);
        parallel->setBrush(0, low, low * 10);
        const auto shown = parallel->brushedTrials();
        proxy.setShown(shown);
        parallel->setShown(shown);
        render(parallel);
    }));
    row("brush step: other three charts (after the drag settles)", repeat(std::max(1, frames / 5), [&](int) {
        const auto shown = parallel->brushedTrials();
        for (ui::TrialChart* chart : { static_cast<ui::TrialChart*>(objective), static_cast<ui::TrialChart*>(curves), static_cast<ui::TrialChart*>(scatter) }) {
            chart->setShown(shown);
            render(chart);
        }
    }));

    // The alternatives measured: Qt Charts with the objective chart's content, QPainter for every curve.
    {
        auto* chart = new QChart;
        auto* points = new QScatterSeries;
        points->setMarkerSize(6);
        auto* best = new QLineSeries;
        auto* highlight = new QScatterSeries;
        highlight->setMarkerSize(12);
        QList<QPointF> all, steps;
        for (const auto& trial : series->trials) {
            if (trial.hasObjective())
                all.append(QPointF(trial.number, trial.objective));
            if (!std::isnan(trial.bestSoFar))
                steps.append(QPointF(trial.number, trial.bestSoFar));
        }
        points->replace(all);
        best->replace(steps);
        chart->addSeries(points);
        chart->addSeries(best);
        chart->addSeries(highlight);
        chart->createDefaultAxes();
        QChartView view(chart);
        view.resize(size);
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.show();
        render(&view);
        row("Qt Charts, objective by trial: repaint after a selection", repeat(std::max(5, frames / 5), [&](int i) {
            highlight->replace(QList<QPointF> { all[static_cast<qsizetype>(i * 97) % all.size()] });
            render(&view);
        }));
    }
    row("QPainter, every curve (1 px, no antialiasing)", repeat(3, [&](int) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setPen(QPen(QColor(60, 60, 200, 60), 0));
        std::vector<QPointF> points;
        for (const auto& trial : series->trials) {
            points.clear();
            for (std::size_t k = 0; k < trial.values.size(); ++k)
                points.emplace_back(trial.steps[k] / series->stepMax * 880 + 10, 440 - trial.values[k] * 430);
            painter.drawPolyline(points.data(), static_cast<int>(points.size()));
        }
    }));
    for (const auto& [name, chart] : charts)
        delete chart;
    wire(document);
    return 0;
}
