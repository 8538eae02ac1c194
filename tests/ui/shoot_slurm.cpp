// Screenshots of a job that ran on a Slurm cluster, for the README, at 1366×768: its Logs (each line's
// node) and its state timeline (submitted to Slurm, Slurm's pending reason, its replicas started on
// both nodes, succeeded). Nothing is staged: the real two-node test cluster (SlurmTestCluster, the
// reference's recipe) comes up in a temporary folder, the real trainyardd runs with
// `--slurm cluster=debug`, and the distributed example (a master and two workers exchanging sums over
// their TF_CONFIG ports) runs there as one heterogeneous Slurm job. A job of another user holds both
// nodes for a few seconds first, so that ours waits in Slurm's queue and the timeline shows why.
// Run (as root, with slurm-wlm and munge installed): build/bin/shoot_slurm docs/screenshots, under
// xvfb-run -s "-screen 0 1366x768x24" as docs/make-screenshots.sh runs it; not part of ctest.

#include "consoletest.h"
#include "screenshot.h"
#include "slurmtestcluster.h"

#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QDir>
#include <QSplitter>
#include <QStyleFactory>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

constexpr const char* jobId = "resnet_on_slurm";

QString themeSuffix(ui::Theme theme)
{
    return theme == ui::Theme::Dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
}

int fail(const QString& why)
{
    qWarning("shoot_slurm: %s", qPrintable(why));
    return 1;
}

// Slurm's state of job `id` ("PENDING", "RUNNING", "" once it left the queue).
QString slurmState(const test::SlurmTestCluster& cluster, const QString& id)
{
    return cluster.run(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%T"), QStringLiteral("-j"), id })
        .out.trimmed();
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir config; // the settings these screenshots store are nobody's
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en"));

    // Declared first, so that it outlives the daemon: torn down by PID, whatever is left in it.
    test::SlurmTestCluster cluster;
    QString error;
    if (!cluster.start(error))
        return fail(error);
    qputenv("SLURM_CONF", cluster.slurmConf().toUtf8()); // for trainyardd and the sbatch it runs
    test::DaemonProcess daemon({ QStringLiteral("--slurm"), QStringLiteral("cluster=debug") });
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));
    // The partition is described shortly after the daemon starts.
    if (!QTest::qWaitFor([&] { return daemon.get("/v1/projects/local/locations/cluster").body.find("\"available\": true") != std::string::npos; }, 30'000))
        return fail(QStringLiteral("the Slurm location never became available"));

    // Someone else's job on both nodes, a few seconds long: ours waits for Resources meanwhile.
    const auto other = cluster.run(QStringLiteral("sbatch"),
        { QStringLiteral("--parsable"), QStringLiteral("-p"), QStringLiteral("debug"), QStringLiteral("-N"), QStringLiteral("2"),
            QStringLiteral("--exclusive"), QStringLiteral("--chdir"), cluster.workDir(), QStringLiteral("--output"), QStringLiteral("/dev/null"),
            QStringLiteral("--job-name"), QStringLiteral("someone_elses"), QStringLiteral("--wrap"), QStringLiteral("sleep 6") });
    if (other.exitCode != 0)
        return fail(QStringLiteral("sbatch: ") + other.err);
    const QString otherId = other.out.trimmed().section(QLatin1Char(';'), 0, 0);
    if (!QTest::qWaitFor([&] { return slurmState(cluster, otherId) == QStringLiteral("RUNNING"); }, 15'000))
        return fail(QStringLiteral("the other job never ran"));

    // The distributed example: a master and two workers, one het component per node.
    nlohmann::json job = test::exampleJob(jobId, "distributed", "distributed.task", { "--timeout", "90" });
    job["trainingInput"].update({ { "region", "cluster" }, { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" },
        { "workerType", "n1-highmem-2" }, { "workerCount", "2" } });
    const auto created = daemon.post("/v1/projects/local/jobs", job);
    if (created.status != 200)
        return fail(QString::fromStdString(created.body));
    const nlohmann::json done = daemon.waitForState(jobId, "SUCCEEDED,FAILED,CANCELLED", 180'000);
    if (done.value("state", "") != "SUCCEEDED")
        return fail(QString::fromStdString(done.dump()));

    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1366, 768);
    window.show();
    // The job list narrower than it opens (Job, State, Created, Duration in sight), so that the log's
    // lines fit: a user drags the splitter so.
    window.splitter()->setSizes({ 420, 946 });
    if (!QTest::qWaitFor([&] { return window.selectJob(QString::fromLatin1(jobId)); }, 10'000))
        return fail(QStringLiteral("the console did not list the job"));
    window.detail()->showLogs();
    ui::LogView* logs = window.detail()->logView();
    if (!QTest::qWaitFor([&] { return logs->model()->ended() && !logs->model()->nodes().isEmpty(); }, 10'000))
        return fail(QStringLiteral("the log has no node"));
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        logs->setFollowing(true);
        test::grab(&window, out + QStringLiteral("/slurm-logs-1366") + themeSuffix(theme));
    }

    window.detail()->showTimeline();
    QTableView* changes = nullptr;
    for (auto* table : window.detail()->findChildren<QTableView*>()) {
        if (table->accessibleName() == QStringLiteral("State changes"))
            changes = table;
    }
    if (!changes || !QTest::qWaitFor([&] { return changes->model()->rowCount() >= 4; }, 10'000))
        return fail(QStringLiteral("the timeline has not the job's transitions"));
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&window, out + QStringLiteral("/slurm-timeline-1366") + themeSuffix(theme));
    }
    ui::applyTheme(ui::Theme::Light);
    window.close();
    daemon.stop();
    return 0;
}
