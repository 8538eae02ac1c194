// A screenshot of the Logs view of a job whose replicas ran on named nodes, as a Slurm job's do, at
// 1366×768: the real daemon runs a real four-replica job (master, two workers, a parameter server) to
// its end, is stopped, its log is told each replica's node in-process (JobLog::setNode, as SlurmRun
// does once Slurm has placed a replica), and the real console, connected to the restarted daemon,
// shows the log with its node column. Run: build/bin/shoot_lognodes docs/screenshots (not part of ctest;
// under xvfb-run -s "-screen 0 1366x768x24" for what a laptop shows).

#include "consoletest.h"
#include "screenshot.h"

#include "daemon/joblog.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/settings/theme.h"
#include "spec/jsoncodec.h"

#include <QApplication>
#include <QDir>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using namespace trainyard;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en")); // English as the console shows it: its plurals

    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("8") });
    if (!daemon.start())
        return 1;
    const std::string jobId = "resnet_on_cluster";
    if (daemon.post("/v1/projects/local/jobs", spec::toJson(test::chatterJob(jobId, "STANDARD_1", 40, 0.02, false, 2))).status != 200)
        return 1;
    if (daemon.waitForState(jobId, "SUCCEEDED", 120'000).dump().find("\"SUCCEEDED\"") == std::string::npos)
        return 1;
    daemon.stop();
    {
        daemon::JobLog log((daemon.dataDir() + QStringLiteral("/jobs/%1/logs").arg(QString::fromStdString(jobId))).toStdString());
        std::string error;
        if (!log.open(error))
            return 1;
        log.setNode("master-replica-0", "", "n1");
        log.setNode("worker-replica-0", "", "n1");
        log.setNode("worker-replica-1", "", "n2");
        log.setNode("ps-replica-0", "", "n2");
    }
    if (!daemon.start())
        return 1;

    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1366, 768);
    window.show();
    if (!QTest::qWaitFor([&] { return window.selectJob(QString::fromStdString(jobId)); }, 10'000))
        return 1;
    window.detail()->showLogs();
    ui::LogView* logs = window.detail()->logView();
    if (!QTest::qWaitFor([&] { return logs->model()->ended() && !logs->model()->nodes().isEmpty(); }, 10'000))
        return 1;
    for (const bool dark : { false, true }) {
        QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
        logs->setFollowing(true);
        test::grab(&window, out + (dark ? QStringLiteral("/console-logs-nodes-1366-dark.png") : QStringLiteral("/console-logs-nodes-1366-light.png")));
    }
    return 0;
}
