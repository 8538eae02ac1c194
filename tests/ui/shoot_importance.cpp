// Screenshots of the Trials tab's Importance chart for a real study of the digits example, at 1366×768,
// in the light and dark themes. Nothing is staged: the real trainyardd runs a Bayesian study of
// examples/digits (scikit-learn's MLP on the digits data: learning_rate and alpha on log scales,
// hidden_units), three trials at a time; the console watches it from its Trials tab with the Importance
// chart showing, and once enough trials have finished for the daemon's report (the study still
// running), the main window is grabbed with the job selected.
// Run: build/bin/shoot_importance docs/screenshots, under xvfb-run -s "-screen 0 1366x768x24" as
// docs/make-screenshots.sh runs it; not part of ctest. Needs python3-sklearn.

#include "consoletest.h"
#include "screenshot.h"

#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/settings/theme.h"
#include "ui/trials/importancechart.h"
#include "ui/trials/trialsview.h"

#include <QApplication>
#include <QDir>
#include <QSplitter>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

constexpr int maxTrials = 30;
constexpr int shotAt = 16; // finished trials: enough for a settled ranking, the study still going

int fail(const QString& why)
{
    qWarning("shoot_importance: %s", qPrintable(why));
    return 1;
}

spec::Job digitsStudy(const test::DaemonProcess& daemon)
{
    nlohmann::json job = test::exampleJob(
        "digits_importance", "digits", "trainer.task", { "--epochs", "8", "--epoch-seconds", "0.1" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("digits_importance")).toStdString();
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "accuracy" },
        { "maxTrials", maxTrials },
        { "maxParallelTrials", 3 },
        { "params",
            { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.00001 },
                  { "maxValue", 0.3 }, { "scaleType", "UNIT_LOG_SCALE" } },
                { { "parameterName", "alpha" }, { "type", "DOUBLE" }, { "minValue", 1e-6 }, { "maxValue", 0.1 },
                    { "scaleType", "UNIT_LOG_SCALE" } },
                { { "parameterName", "hidden_units" }, { "type", "INTEGER" }, { "minValue", 2 }, { "maxValue", 128 },
                    { "scaleType", "UNIT_LINEAR_SCALE" } } } },
    };
    return std::move(*spec::jobFromJson(job).value);
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
    ui::installTranslations(QStringLiteral("en")); // English plurals: "16 finished trials"

    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("3") });
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1366, 768);
    window.show();
    ui::BackendSession* session = window.sessions().value(0);
    if (!session
        || !QTest::qWaitFor(
            [&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 20'000))
        return fail(QStringLiteral("the console did not connect to the daemon"));

    QString error;
    if (!test::submit(*session->backend(), digitsStudy(daemon), &error))
        return fail(error);
    const QString jobId = QStringLiteral("digits_importance");
    if (!QTest::qWaitFor([&] { return window.selectJob(jobId) && window.detail()->trialsTabShown(); }, 20'000))
        return fail(QStringLiteral("no Trials tab for ") + jobId);
    window.detail()->showTrials();
    ui::TrialsView* trials = window.detail()->trialsView();
    trials->chartTabs()->setCurrentIndex(trials->importanceTab());
    ui::ImportanceChart* chart = trials->importanceChart();
    // The chart follows the study as trials finish (asked again at each one): shot once the daemon's
    // report rests on enough of them.
    if (!QTest::qWaitFor(
            [&] { return chart->report() && chart->report()->completedTrials >= shotAt && chart->barCount() > 0; },
            300'000))
        return fail(QStringLiteral("the importance did not reach %1 trials: %2").arg(shotAt).arg(chart->caption()));
    // The job list narrower than it opens, so that the trials' columns fit: a user drags the splitter so.
    window.splitter()->setSizes({ 420, 946 });
    qInfo("%s\n%s", qPrintable(chart->caption()), qPrintable(chart->rankingText()));

    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&window,
            out
                + (theme == ui::Theme::Dark ? QStringLiteral("/trials-importance-dark.png")
                                            : QStringLiteral("/trials-importance.png")));
    }
    ui::applyTheme(ui::Theme::Light);

    session->backend()->cancelJob(jobId.toStdString(), [](std::optional<client::ApiError>) {});
    QTest::qWait(500);
    window.close();
    daemon.stop();
    return 0;
}
