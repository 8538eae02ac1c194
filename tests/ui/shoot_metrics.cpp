// Screenshots of the Metrics tab for a real run of the digits example, at 1366×768, in the light and
// dark themes. Nothing is staged: the real trainyardd runs examples/digits (scikit-learn's MLP on the
// digits data), whose trainer writes TensorBoard event files as it goes (trainer/eventwriter.py:
// train/ loss and accuracy each step, validation/ accuracy each epoch); the Metrics tab follows the job
// through the console's backend until the job has finished and every point came, then it is grabbed.
// The tab is shown on its own until the lead wires it into the job's detail (JobDetailView).
// Run: build/bin/shoot_metrics docs/screenshots, under xvfb-run -s "-screen 0 1366x768x24" as
// docs/make-screenshots.sh runs it; not part of ctest. Needs python3-sklearn.

#include "consoletest.h"
#include "screenshot.h"

#include "console/backendsession.h"
#include "ui/languages.h"
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

spec::Job digits(const test::DaemonProcess& daemon)
{
    nlohmann::json job = test::exampleJob("digits_metrics", "digits", "trainer.task", { "--epochs", "12", "--epoch-seconds", "0.2" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("digits_metrics")).toStdString();
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
    ui::installTranslations(QStringLiteral("en"));

    test::DaemonProcess daemon;
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));
    ui::MainWindow window(test::consoleOptions(daemon));
    ui::BackendSession* session = window.sessions().value(0);
    if (!session
        || !QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 20'000))
        return fail(QStringLiteral("the console did not connect to the daemon"));

    const spec::Job job = digits(daemon);
    QString error;
    if (!test::submit(*session->backend(), job, &error))
        return fail(error);

    ui::MetricsView view(nullptr);
    view.resize(1366, 768);
    view.show();
    view.showJob(session->backend(), job);
    view.setActive(true);
    if (!QTest::qWaitFor([&] { return view.streamEnded(); }, 300'000))
        return fail(QStringLiteral("the job's scalars did not end: %1").arg(view.emptyText()));
    if (view.scalars().empty())
        return fail(QStringLiteral("no scalars: %1 %2").arg(view.emptyText(), view.statusText()));
    qInfo("%d tags, %d runs, %zu points", static_cast<int>(view.scalars().tags().size()), static_cast<int>(view.scalars().runs().size()),
        view.scalars().pointCount());

    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&view, out + (theme == ui::Theme::Dark ? QStringLiteral("/metrics-dark.png") : QStringLiteral("/metrics.png")));
    }
    ui::applyTheme(ui::Theme::Light);
    view.clear();
    daemon.stop();
    return 0;
}
