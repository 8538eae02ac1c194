// Screenshots of the real console for the README and docs/: a real daemon runs real jobs (one
// finished, one failed, one running on four replicas), the console shows them, and each panel is
// grabbed in a light and a dark palette. Run: build/bin/shoot_console docs/screenshots
// (offscreen; not part of ctest); `build/bin/shoot_console docs/screenshots resources` takes only the
// Resources tab's (about a minute).

#include "consoletest.h"
#include "screenshot.h"
#include "ui/settings/theme.h"

#include "ui/jobdetailview.h"
#include "ui/logview.h"
#include "ui/gcloudimportdialog.h"
#include "ui/mainwindow.h"
#include "ui/resources/resourcesview.h"
#include "ui/trials/trialsview.h"
#include "ui/wizard/jobwizard.h"
#include "spec/yamlcodec.h"
#include "ui/backendsession.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTest>

using namespace trainyard;

using test::grab;

int main(int argc, char* argv[])
{
    // Offscreen unless a display is there (docs/make-screenshots.sh runs the shoot_* programs under Xvfb).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);

    const bool onlyResources = argc > 2 && QString::fromLocal8Bit(argv[2]) == QStringLiteral("resources");
    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("8"), QStringLiteral("--sample-rate"), QStringLiteral("2") });
    if (!daemon.start())
        return 1;
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1500, 900);
    window.show();
    ui::BackendSession* session = window.sessions().value(0);
    if (!QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 10'000))
        return 1;

    // The Resources tab of a live four-replica job (master, two workers, a parameter server) as the
    // daemon samples it from /proc (this machine has no GPU, so the tab says why there are no GPU charts).
    {
        const nlohmann::json job = { { "jobId", "resnet_dist_resources" },
            { "trainingInput",
                { { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" }, { "workerCount", "2" },
                    { "parameterServerType", "n1-standard-4" }, { "parameterServerCount", "1" },
                    { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/burner" } }, { "pythonModule", "burner.task" },
                    { "args", { "--seconds", "300", "--phases" } }, { "region", "local" }, { "runtimeVersion", "2.11" },
                    { "pythonVersion", "3.7" } } } };
        test::submit(*session->backend(), *spec::jobFromJson(job).value);
        if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("resnet_dist_resources")); }, 10'000))
            return 1;
        window.detail()->showResources();
        QTest::qWait(50'000); // fifty seconds of samples: a few of the workers' turns
        for (const bool dark : { false, true }) {
            QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
            ui::ResourcesView* resources = window.detail()->resourcesView();
            resources->setHoverTime(resources->rangeStart() + 0.7 * (resources->rangeEnd() - resources->rangeStart()));
            grab(&window, out + QStringLiteral("/resources-live") + suffix);
        }
        QApplication::setPalette(QApplication::style()->standardPalette());
        session->backend()->cancelJob("resnet_dist_resources", [](std::optional<client::ApiError>) {});
        if (onlyResources)
            return 0;
    }

    test::submit(*session->backend(), test::chatterJob("mnist_baseline", "BASIC", 50, 0.01));
    test::submit(*session->backend(), test::chatterJob("mnist_lr_sweep", "BASIC", 20, 0.01, true));
    daemon.waitForState("mnist_lr_sweep", "FAILED", 60'000);
    daemon.waitForState("mnist_baseline", "SUCCEEDED", 60'000);
    test::submit(*session->backend(), test::chatterJob("resnet_distributed", "STANDARD_1", 100'000, 0.05));
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("resnet_distributed")); }, 10'000))
        return 1;
    QTest::qWait(6000); // a few seconds of lines from every replica

    for (const bool dark : { false, true }) {
        QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
        const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
        window.selectJob(QStringLiteral("resnet_distributed"));
        window.detail()->showLogs();
        window.detail()->logView()->setFollowing(true);
        grab(&window, out + QStringLiteral("/console-logs") + suffix);
        window.detail()->logView()->searchField()->setText(QStringLiteral("line 4"));
        window.detail()->logView()->startSearch();
        QTest::qWait(1500);
        grab(&window, out + QStringLiteral("/console-log-search") + suffix);
        window.detail()->logView()->searchField()->clear();
        window.detail()->logView()->startSearch();
        window.selectJob(QStringLiteral("mnist_lr_sweep"));
        window.detail()->showTimeline();
        grab(&window, out + QStringLiteral("/console-failed-timeline") + suffix);
        window.detail()->showSpec();
        grab(&window, out + QStringLiteral("/console-spec") + suffix);
    }
    // A real tuning study on the daemon: the digits trainer, Bayesian optimisation, two trials at a
    // time, early stopping on; shot while it runs (some trials still live), in both palettes.
    {
        nlohmann::json job = test::exampleJob("digits_tuning", "digits", "trainer.task", { "--epochs", "20", "--epoch-seconds", "0.15" });
        job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("digits_tuning")).toStdString();
        job["trainingInput"]["hyperparameters"] = {
            { "goal", "MAXIMIZE" },
            { "hyperparameterMetricTag", "accuracy" },
            { "maxTrials", 40 },
            { "maxParallelTrials", 2 },
            { "enableTrialEarlyStopping", true },
            { "params",
                { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.0001 }, { "maxValue", 0.3 },
                      { "scaleType", "UNIT_LOG_SCALE" } },
                    { { "parameterName", "alpha" }, { "type", "DOUBLE" }, { "minValue", 1e-6 }, { "maxValue", 0.1 }, { "scaleType", "UNIT_LOG_SCALE" } },
                    { { "parameterName", "hidden_units" }, { "type", "INTEGER" }, { "minValue", 4 }, { "maxValue", 128 },
                        { "scaleType", "UNIT_LINEAR_SCALE" } } } },
        };
        test::submit(*session->backend(), *spec::jobFromJson(job).value);
        window.selectJob(QStringLiteral("digits_tuning"));
        const auto completed = [&] {
            const spec::Job* j = session->jobs()->job(QStringLiteral("digits_tuning"));
            return j && j->trainingOutput && j->trainingOutput->trials ? j->trainingOutput->trials->size() : std::size_t(0);
        };
        if (!QTest::qWaitFor([&] { return completed() >= 30; }, 600'000))
            qWarning("the tuning study did not reach 30 trials in time");
        window.detail()->showTrials();
        QTest::qWait(2500); // the tab's own refresh
        for (const bool dark : { false, true }) {
            QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
            window.detail()->trialsView()->chartTabs()->setCurrentIndex(dark ? 2 : 1); // curves, then parallel coordinates
            grab(&window, out + QStringLiteral("/trials-digits") + suffix);
        }
        QApplication::setPalette(QApplication::style()->standardPalette());
    }
    // The wizard, each page, with a tuning job on a custom GPU cluster that still has two problems.
    auto tuning = spec::jobFromYaml(R"(jobId: census_tuning
labels:
  team: vision
trainingInput:
  scaleTier: CUSTOM
  masterType: n1-standard-8
  masterConfig:
    acceleratorConfig:
      count: '2'
      type: NVIDIA_TESLA_T4
  workerType: n1-standard-8
  workerCount: '4'
  packageUris:
  - )" + std::string(TRAINYARD_FIXTURES) + R"(/trainers/chatter
  pythonModule: chatter.task
  args:
  - --lines
  - '1000'
  region: local
  runtimeVersion: '2.11'
  pythonVersion: '3.7'
  jobDir: /tmp/census_tuning
  scheduling:
    maxRunningTime: 7200s
  hyperparameters:
    goal: MAXIMIZE
    hyperparameterMetricTag: accuracy
    maxTrials: 20
    maxParallelTrials: 4
    params:
    - parameterName: learning_rate
      type: DOUBLE
      minValue: 0.1
      maxValue: 0.0001
      scaleType: UNIT_LOG_SCALE
    - parameterName: layers
      type: INTEGER
      minValue: 2
      maxValue: 8
)");
    if (tuning) {
        for (const bool dark : { false, true }) {
            QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
            auto* wizard = window.openWizard(*tuning);
            wizard->resize(960, 760);
            const char* names[] = { "basics", "code", "compute", "hyperparameters", "scheduling", "review" };
            for (const char* name : names) {
                grab(wizard, out + QStringLiteral("/wizard-") + QString::fromLatin1(name) + suffix);
                wizard->next();
            }
            wizard->reject();
        }
    }
    {
        ui::GcloudImportDialog dialog(&window);
        dialog.setCommand(QStringLiteral("gcloud ai-platform jobs submit training census_1 \\\n    --region=us-central1 --scale-tier=huge \\\n    --module-name=trainer.task --package-path=trainer"));
        dialog.show();
        grab(&dialog, out + QStringLiteral("/gcloud-import-dark.png"));
    }
    window.close();
    daemon.stop();
    return 0;
}
