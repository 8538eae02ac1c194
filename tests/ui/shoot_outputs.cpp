// Screenshots of the Outputs tab for a real tuning study of the digits example, at 1366×768, in the
// light and dark themes. Nothing is staged: the real trainyardd runs two trials of examples/digits
// (each writes its model and TensorBoard event files into <jobDir>/<trial>/), and once the study has
// finished the main window shows the job's Outputs tab: its folder on the local daemon, trials on top,
// the first trial open.
// Run: build/bin/shoot_outputs docs/screenshots, under xvfb-run -s "-screen 0 1366x768x24" as
// docs/make-screenshots.sh runs it; not part of ctest. Needs python3-sklearn.

#include "consoletest.h"
#include "screenshot.h"

#include "console/backendsession.h"
#include "models/outputtreemodel.h"
#include "spec/jsoncodec.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/outputs/outputsview.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QSplitter>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace trainyard;

namespace {

int fail(const QString& why)
{
    qWarning("shoot_outputs: %s", qPrintable(why));
    return 1;
}

nlohmann::json digitsStudy(const test::DaemonProcess& daemon)
{
    nlohmann::json job
        = test::exampleJob("digits_outputs", "digits", "trainer.task", { "--epochs", "4", "--epoch-seconds", "0.1" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("digits_outputs")).toStdString();
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "accuracy" },
        { "maxTrials", 2 },
        { "maxParallelTrials", 2 },
        { "params",
            { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.0001 }, { "maxValue", 0.1 },
                { "scaleType", "UNIT_LOG_SCALE" } } } },
    };
    return job;
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
        || !QTest::qWaitFor(
            [&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 20'000))
        return fail(QStringLiteral("the console did not connect to the daemon"));

    const test::HttpReply created = daemon.post("/v1/projects/local/jobs", digitsStudy(daemon));
    if (created.status != 200)
        return fail(QString::fromStdString(created.body));
    const nlohmann::json finished = daemon.waitForState("digits_outputs", "SUCCEEDED,FAILED,CANCELLED", 300'000);
    auto job = spec::jobFromJson(finished);
    if (!job.value || !job.value->state || job.value->state->wire() != "SUCCEEDED")
        return fail(QStringLiteral("the study did not succeed: ") + QString::fromStdString(finished.dump()));

    window.resize(1366, 768);
    window.show();
    const QString jobId = QStringLiteral("digits_outputs");
    if (!QTest::qWaitFor([&] { return window.selectJob(jobId); }, 20'000))
        return fail(QStringLiteral("the job list has no ") + jobId);
    ui::OutputsView& view = *window.detail()->outputsView();
    QSignalSpy loaded(&view, &ui::OutputsView::listingLoaded);
    window.detail()->showOutputs();
    if (!loaded.wait(20'000) && view.model()->isEmpty())
        return fail(QStringLiteral("no listing arrived: ") + view.emptyText());
    // The job list narrower than it opens, so that the names and sizes fit: a user drags the splitter so.
    window.splitter()->setSizes({ 420, 946 });
    const auto& files = view.model()->listing().files;
    // The first trial open with its first file selected: what a user looks at first.
    for (const auto& f : files) {
        if (!f.directory && f.path.rfind("1/", 0) == 0) {
            view.selectPath(f.path);
            break;
        }
    }
    qInfo("%zu entries under %s", files.size(), view.model()->listing().root.c_str());

    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&window,
            out + (theme == ui::Theme::Dark ? QStringLiteral("/outputs-dark.png") : QStringLiteral("/outputs.png")));
    }
    ui::applyTheme(ui::Theme::Light);
    window.close();
    daemon.stop();
    return 0;
}
