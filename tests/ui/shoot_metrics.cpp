// Screenshots of the Metrics tab for a real run of the digits example, at 1366×768, in the light and
// dark themes. Nothing is staged: the real trainyardd runs examples/digits (scikit-learn's MLP on the
// digits data), whose trainer writes TensorBoard event files as it goes (trainer/eventwriter.py:
// train/ loss and accuracy each step, validation/ accuracy each epoch); the Metrics tab follows the job
// in the main window's job detail. Three shots: the plain job while it runs (live), the same job
// finished (light and dark), and a four-trial study of it, every trial's curves and its hypertune metric.
// Run: build/bin/shoot_metrics docs/screenshots, under xvfb-run -s "-screen 0 1366x768x24" as
// docs/make-screenshots.sh runs it; not part of ctest. Needs python3-sklearn.

#include "consoletest.h"
#include "screenshot.h"

#include "console/backendsession.h"
#include "ui/languages.h"
#include "ui/jobdetailview.h"
#include "ui/mainwindow.h"
#include "ui/metrics/metricsview.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QDir>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

int fail(const QString& why)
{
    qWarning("shoot_metrics: %s", qPrintable(why));
    return 1;
}

nlohmann::json digits(const test::DaemonProcess& daemon, const char* id, const char* epochs)
{
    nlohmann::json job = test::exampleJob(id, "digits", "trainer.task", { "--epochs", epochs, "--epoch-seconds", "0.15" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromLatin1(id)).toStdString();
    return job;
}

nlohmann::json study(const test::DaemonProcess& daemon)
{
    nlohmann::json job = digits(daemon, "digits_study_metrics", "15");
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "accuracy" },
        { "maxTrials", 4 },
        { "maxParallelTrials", 2 },
        { "params",
            { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.0003 }, { "maxValue", 0.1 },
                { "scaleType", "UNIT_LOG_SCALE" } } } },
    };
    return job;
}

std::size_t pointsOf(const ui::MetricsView& view, const QString& tag)
{
    std::size_t n = 0;
    for (const auto* line : view.scalars().linesOf(tag))
        n += line->steps.size();
    return n;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home; // the settings and drafts are nobody's
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en"));

    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("2") });
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));
    ui::MainWindow window(test::consoleOptions(daemon));
    ui::BackendSession* session = window.sessions().value(0);
    if (!session
        || !QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 20'000))
        return fail(QStringLiteral("the console did not connect to the daemon"));
    window.resize(1366, 768);
    window.show();
    ui::MetricsView& view = *window.detail()->metricsView();

    // The plain job, live: grabbed once a dozen epochs are charted while it still runs.
    test::HttpReply created = daemon.post("/v1/projects/local/jobs", digits(daemon, "digits_metrics", "40"));
    if (created.status != 200)
        return fail(QString::fromStdString(created.body));
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("digits_metrics")); }, 20'000))
        return fail(QStringLiteral("the job list has no digits_metrics"));
    window.detail()->showMetrics();
    if (!QTest::qWaitFor([&] { return pointsOf(view, QStringLiteral("loss")) >= 12; }, 120'000))
        return fail(QStringLiteral("no live curve: %1 %2").arg(view.emptyText(), view.statusText()));
    test::grab(&window, out + QStringLiteral("/metrics-live.png"));
    if (!QTest::qWaitFor([&] { return view.streamEnded(); }, 300'000))
        return fail(QStringLiteral("the job's scalars did not end: %1").arg(view.emptyText()));
    qInfo("%d tags, %d runs, %zu points", static_cast<int>(view.scalars().tags().size()), static_cast<int>(view.scalars().runs().size()),
        view.scalars().pointCount());
    view.setSmoothing(0.6);
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&window, out + (theme == ui::Theme::Dark ? QStringLiteral("/metrics-dark.png") : QStringLiteral("/metrics.png")));
    }
    ui::applyTheme(ui::Theme::Light);

    // The study: every trial's runs (1/train, 1/validation, …) and the trials' hypertune reports.
    created = daemon.post("/v1/projects/local/jobs", study(daemon));
    if (created.status != 200)
        return fail(QString::fromStdString(created.body));
    daemon.waitForState("digits_study_metrics", "SUCCEEDED,FAILED,CANCELLED", 300'000);
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("digits_study_metrics")); }, 20'000))
        return fail(QStringLiteral("the job list has no digits_study_metrics"));
    window.detail()->showMetrics();
    if (!QTest::qWaitFor([&] { return view.streamEnded() && view.scalars().runs().size() >= 8; }, 120'000))
        return fail(QStringLiteral("the study's scalars did not end: %1").arg(view.emptyText()));
    QTest::qWait(500);
    test::grab(&window, out + QStringLiteral("/metrics-study.png"));
    qInfo("study: %d tags, %d runs", static_cast<int>(view.scalars().tags().size()), static_cast<int>(view.scalars().runs().size()));
    window.close();
    daemon.stop();
    return 0;
}
