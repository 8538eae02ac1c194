// Screenshots of the real console for the README and docs/: a real daemon runs real jobs (one
// finished, one failed, one running on four replicas), the console shows them, and each panel is
// grabbed in a light and a dark palette. Run: build/bin/shoot_console docs/screenshots
// (offscreen; not part of ctest); `build/bin/shoot_console docs/screenshots resources` takes only the
// Resources tab's (about a minute); `build/bin/shoot_console docs/screenshots laptop` takes only what
// a new user sees on a 1366×768 screen (the first start, the console with jobs, Resubmit, every wizard
// page; docs/make-screenshots.sh runs it on a 1366×768 Xvfb screen).

#include "consoletest.h"
#include "screenshot.h"
#include "ui/settings/theme.h"

#include "models/trialseries.h"
#include "models/trialtablemodel.h"

#include "ui/emptyjobsview.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/gcloudimportdialog.h"
#include "ui/mainwindow.h"
#include "ui/resubmitdialog.h"
#include "ui/resources/resourcesview.h"
#include "ui/trials/trialsview.h"
#include "ui/wizard/jobwizard.h"
#include "spec/yamlcodec.h"
#include "console/backendsession.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

using test::grab;

namespace {

QString themeSuffix(ui::Theme theme)
{
    return theme == ui::Theme::Dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
}

// The wizard's job: a tuning study of the distributed example on a CUSTOM cluster of a master, two
// workers and a parameter server, with one problem left (the learning rate's range is upside down).
std::optional<spec::Job> wizardJob(const QString& examples, int workers)
{
    return spec::jobFromYaml(R"(jobId: distributed_tuning
labels:
  team: vision
trainingInput:
  scaleTier: CUSTOM
  masterType: n1-standard-8
  workerType: n1-standard-8
  workerCount: ')" + std::to_string(workers) + R"('
  parameterServerType: n1-standard-4
  parameterServerCount: '1'
  packageUris:
  - )" + (examples + QStringLiteral("/distributed")).toStdString() + R"(
  pythonModule: distributed.task
  args:
  - --timeout
  - '60'
  region: local
  runtimeVersion: '2.11'
  pythonVersion: '3.7'
  jobDir: /tmp/distributed_tuning
  scheduling:
    maxRunningTime: 7200s
  hyperparameters:
    goal: MAXIMIZE
    hyperparameterMetricTag: accuracy
    maxTrials: 20
    maxParallelTrials: 2
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
)").value;
}

// What a new user sees on a 1366×768 laptop (docs/make-screenshots.sh runs this on a 1366×768 screen,
// whose available area sizes the wizard): the first start (the empty list saying what to do, the
// toolbar), the console with jobs and its Notices button, the Resubmit dialog, every wizard page at
// the size the wizard opens at, and the Compute page flagging a cluster larger than the daemon's
// replica slots, with its link to Settings → Local daemon.
int laptop(const QString& out)
{
    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("4") });
    if (!daemon.start())
        return 1;
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1366, 768);
    window.show();
    ui::BackendSession* session = window.sessions().value(0);
    const auto listedEmpty = [&] {
        return session->backend()->status().state == client::ConnectionState::Connected && !session->loading() && window.emptyJobsView()->isVisible();
    };
    if (!session || !QTest::qWaitFor(listedEmpty, 15'000))
        return 1;
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        grab(&window, out + QStringLiteral("/first-start-1366") + themeSuffix(theme));
    }

    // A finished job (with a job dir, for Resubmit), a failed one, and one running on four replicas:
    // the two ends are two notices.
    spec::Job baseline = test::chatterJob("mnist_baseline", "BASIC", 50, 0.01);
    baseline.trainingInput->jobDir = daemon.tempPath(QStringLiteral("runs/mnist_baseline")).toStdString();
    test::submit(*session->backend(), baseline);
    test::submit(*session->backend(), test::chatterJob("mnist_lr_sweep", "BASIC", 20, 0.01, true));
    daemon.waitForState("mnist_lr_sweep", "FAILED", 60'000);
    daemon.waitForState("mnist_baseline", "SUCCEEDED", 60'000);
    test::submit(*session->backend(), test::chatterJob("resnet_distributed", "STANDARD_1", 100'000, 0.05));
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("resnet_distributed")); }, 10'000))
        return 1;
    window.detail()->showLogs();
    window.detail()->logView()->setFollowing(true);
    QTest::qWait(4000); // some lines from every replica
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        grab(&window, out + QStringLiteral("/console-jobs-1366") + themeSuffix(theme));
    }

    ui::applyTheme(ui::Theme::Light);
    window.selectJob(QStringLiteral("mnist_baseline"));
    window.resubmitAction()->trigger();
    ui::ResubmitDialog* resubmit = nullptr;
    if (QTest::qWaitFor([&] { return (resubmit = window.findChild<ui::ResubmitDialog*>()) != nullptr; }, 5'000)) {
        grab(resubmit, out + QStringLiteral("/resubmit-light.png"));
        resubmit->reject();
    }

    // Every wizard page as it opens, then the Compute page with more replicas than the daemon's 4 slots.
    const char* names[] = { "basics", "code", "compute", "hyperparameters", "scheduling", "review" };
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        auto* wizard = window.openWizard(wizardJob(window.examplesFolder(), 2));
        if (!QTest::qWaitFor([&] { return wizard->capabilitiesKnown(); }, 10'000))
            qWarning("the wizard did not learn what the daemon runs");
        for (const char* name : names) {
            grab(wizard, out + QStringLiteral("/wizard-%1").arg(QString::fromLatin1(name)) + themeSuffix(theme));
            auto* scroll = wizard->currentPage()->findChild<QScrollArea*>(QStringLiteral("pageScrollArea"));
            if (wizard->currentId() == ui::JobWizard::ComputeId && scroll) {
                // The rest of the cluster, scrolled to: the parameter servers and the totals.
                scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
                grab(wizard, out + QStringLiteral("/wizard-compute-pools") + themeSuffix(theme));
            }
            wizard->next();
        }
        wizard->reject();
    }
    ui::applyTheme(ui::Theme::Light);
    auto* wizard = window.openWizard(wizardJob(window.examplesFolder(), 4));
    if (!QTest::qWaitFor([&] { return wizard->capabilitiesKnown(); }, 10'000))
        qWarning("the wizard did not learn what the daemon runs");
    wizard->goToField(QStringLiteral("trainingInput.workerCount"));
    QApplication::processEvents();
    // The error and its link under the field in view, not only the field.
    for (auto* link : wizard->currentPage()->findChildren<QLabel*>()) {
        if (link->isVisible() && link->text().contains(QStringLiteral("settings:daemon"))) {
            if (auto* scroll = wizard->currentPage()->findChild<QScrollArea*>(QStringLiteral("pageScrollArea")))
                scroll->ensureWidgetVisible(link);
        }
    }
    grab(wizard, out + QStringLiteral("/wizard-compute-slots-light.png"));
    wizard->reject();

    session->backend()->cancelJob("resnet_distributed", [](std::optional<client::ApiError>) {});
    QTest::qWait(500);
    window.close();
    daemon.stop();
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    // Offscreen unless a display is there (docs/make-screenshots.sh runs the shoot_* programs under Xvfb).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir config; // the settings these screenshots store are nobody's
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en")); // English as the console shows it: its plurals ("1 error", not "1 error(s)")

    const QString only = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    if (only == QStringLiteral("laptop"))
        return laptop(out);
    const bool onlyResources = only == QStringLiteral("resources");
    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("8"), QStringLiteral("--sample-rate"), QStringLiteral("2") });
    if (!daemon.start())
        return 1;
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1500, 900);
    window.show();
    ui::BackendSession* session = window.sessions().value(0);
    if (!session || !QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 10'000))
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
        // Counted as the Trials tab counts them: the ended trials of the study it shows.
        if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("digits_tuning")) && window.detail()->trialsTabShown(); }, 10'000))
            return 1;
        window.detail()->showTrials();
        const auto ended = [&] {
            const auto& series = window.detail()->trialsView()->model()->series();
            return series ? series->finished : 0;
        };
        if (!QTest::qWaitFor([&] { return ended() >= 30; }, 600'000))
            qWarning("the tuning study did not reach 30 trials in time");
        QTest::qWait(2500); // the tab's own refresh
        for (const bool dark : { false, true }) {
            QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
            window.detail()->trialsView()->chartTabs()->setCurrentIndex(dark ? 2 : 1); // curves, then parallel coordinates
            grab(&window, out + QStringLiteral("/trials-digits") + suffix);
        }
        // Its log: each line's trial in a column and in the trial's colour, the trial filter beside the replicas.
        window.detail()->showLogs();
        window.detail()->logView()->setFollowing(true);
        QTest::qWait(1500);
        for (const bool dark : { false, true }) {
            QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
            grab(&window, out + QStringLiteral("/console-tuning-logs") + (dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png")));
        }
        QApplication::setPalette(QApplication::style()->standardPalette());
    }
    {
        QApplication::setPalette(ui::darkPalette()); // as its name says (it was shot in the light palette)
        ui::GcloudImportDialog dialog(&window);
        dialog.setCommand(QStringLiteral("gcloud ai-platform jobs submit training census_1 \\\n    --region=us-central1 --scale-tier=huge \\\n    --module-name=trainer.task --package-path=trainer"));
        dialog.show();
        grab(&dialog, out + QStringLiteral("/gcloud-import-dark.png"));
        QApplication::setPalette(QApplication::style()->standardPalette());
    }
    window.close();
    daemon.stop();
    return 0;
}
