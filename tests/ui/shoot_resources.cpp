// Screenshots of the Resources tab for the docs: a synthetic STANDARD_1-shaped job of four replicas
// (the master and two workers with a GPU each, a parameter server without), 40 minutes of 1 Hz samples,
// one worker leaving its GPU idle so that the warning shows, served by an in-memory backend and grabbed
// in a light and a dark palette with the crosshair on.
// Run: build/bin/shoot_resources docs/screenshots (offscreen; not part of ctest).

#include "fakebackend.h"
#include "screenshot.h"
#include "ui/settings/theme.h"

#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/resources/resourcechart.h"
#include "ui/resources/resourcesview.h"

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace trainyard;

namespace {

constexpr int seconds = 2400;

void addJob(test::FakeBackend& backend, std::int64_t start)
{
    spec::Job job;
    job.jobId = "imagenet_resnet50_dist";
    job.state = spec::State::Running;
    job.createTime = spec::Timestamp { start - 95, 0 };
    job.startTime = spec::Timestamp { start - 60, 0 };
    auto& input = job.trainingInput.emplace();
    input.region = "local";
    input.scaleTier = spec::ScaleTier::Standard1;
    backend.putJob(job);
    const auto transition = [&](std::int64_t at, const char* from, const char* to, const char* reason) {
        spec::Transition t;
        t.jobId = "imagenet_resnet50_dist";
        t.time = spec::Timestamp { at, 0 };
        t.previousState = from;
        t.state = to;
        t.reason = reason;
        return t;
    };
    backend.putEvents("imagenet_resnet50_dist",
        { transition(start - 95, "", "QUEUED", "submitted"), transition(start - 60, "QUEUED", "PREPARING", "GPUs free"),
            transition(start, "PREPARING", "RUNNING", "every replica started") });

    spec::ResourceInfo info;
    info.gpuAvailable = true;
    info.replicas = { { "master-replica-0", "", { 0 } }, { "worker-replica-0", "", { 1 } }, { "worker-replica-1", "", { 2 } },
        { "ps-replica-0", "", {} } };
    backend.putResourceInfo("imagenet_resnet50_dist", info);

    std::mt19937 rng(11);
    std::normal_distribution<double> noise(0, 1);
    const double gib = 1024.0 * 1024 * 1024;
    for (int s = 0; s < seconds; ++s) {
        const bool eval = s % 600 > 560; // an evaluation every ten minutes: the GPUs wait on the input pipeline
        const double warm = std::min(1.0, s / 90.0);
        for (const char* replica : { "master-replica-0", "worker-replica-0", "worker-replica-1", "ps-replica-0" }) {
            spec::ResourceSample sample;
            sample.time = spec::Timestamp { start + s, 0 };
            sample.replica = replica;
            const std::string name = replica;
            if (name == "ps-replica-0") {
                sample.cpuPercent = 35 + 6 * noise(rng);
                sample.memoryBytes = (1.2 + 0.0002 * s) * gib;
            } else if (name == "worker-replica-1") {
                // Stuck on a data-loader lock after the first minutes: the GPU idles, one core spins.
                const bool stuck = s > 300;
                sample.gpuUtilPercent = stuck ? std::max(0.0, 2 + noise(rng)) : warm * (80 + 5 * noise(rng));
                sample.gpuMemoryBytes = (stuck ? 3.1 : 3.1 + 7 * warm) * gib;
                sample.cpuPercent = stuck ? 100 + 3 * noise(rng) : 180 + 20 * noise(rng);
                sample.memoryBytes = (3.8 + 0.0001 * s) * gib;
            } else {
                const double base = name == "master-replica-0" ? 88 : 82;
                sample.gpuUtilPercent = std::clamp(warm * (eval ? 25 + 8 * noise(rng) : base + 4 * noise(rng)), 0.0, 100.0);
                sample.gpuMemoryBytes = (1.5 + 9.2 * warm + 0.05 * noise(rng)) * gib;
                sample.cpuPercent = (eval ? 340 : 210) + 25 * noise(rng);
                sample.memoryBytes = (4.2 + 0.0006 * s + 0.02 * noise(rng)) * gib;
            }
            backend.addSample("imagenet_resnet50_dist", sample);
        }
    }
}

} // namespace

int main(int argc, char* argv[])
{
    // Offscreen unless a display is there (docs/make-screenshots.sh runs the shoot_* programs under Xvfb).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en")); // English as the console shows it: its plurals ("1 line", not "1 line(s)")

    ui::ConsoleOptions options;
    options.withLocalDaemon = false;
    options.draftsFolder = home.filePath(QStringLiteral("drafts"));
    ui::MainWindow window(options);
    window.resize(1500, 1000);
    auto fake = std::make_unique<test::FakeBackend>(QStringLiteral("Local daemon"));
    const std::int64_t start = spec::Timestamp::now().seconds - seconds;
    addJob(*fake, start);
    window.addBackend(std::move(fake));
    window.show();
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("imagenet_resnet50_dist")); }, 10'000))
        return 1;
    ui::JobDetailView* detail = window.detail();
    detail->showResources();
    ui::ResourcesView* view = detail->resourcesView();
    if (!QTest::qWaitFor([&] { return view->history().sampleCount() == static_cast<std::size_t>(seconds) * 4; }, 20'000))
        return 1;

    for (const bool dark : { false, true }) {
        QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
        const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
        QApplication::processEvents();
        view->fit();
        view->updateSummary();
        // The crosshair at an evaluation, with the hover box in the GPU chart.
        ui::ResourceChart* gpu = view->chart(models::ResourceMetric::GpuUtil);
        const QPointF at(gpu->xOf(static_cast<double>(start + 1770)), gpu->plotRect().center().y());
        QMouseEvent move(QEvent::MouseMove, at, gpu->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(gpu, &move);
        test::grab(&window, out + QStringLiteral("/resources-synthetic") + suffix);
    }
    return 0;
}
