// Screenshots of a cluster's login node reached through SSH, at 1366×768, for docs/remote.md: the
// backend's dialog with its SSH fields, Settings → Backends after a real Test, and a Slurm job's logs
// watched through the tunnel. Nothing is staged: the real two-node test cluster comes up
// (SlurmTestCluster), the real trainyardd runs with `--slurm cluster=debug` as it would on a login
// node, a real sshd on a loopback port stands for the login node's (SshTestServer), and the console
// has no local daemon, only the SSH backend. Run (as root, with slurm-wlm, munge and openssh-server):
// build/bin/shoot_ssh docs/screenshots under xvfb-run -s "-screen 0 1366x768x24"; not part of ctest.

#include "consoletest.h"
#include "screenshot.h"
#include "slurmtestcluster.h"
#include "sshtestserver.h"

#include "console/remotebackendconfig.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/backendlistwidget.h"
#include "ui/mainwindow.h"
#include "ui/remotebackenddialog.h"
#include "ui/settings/backendspage.h"
#include "ui/settings/settingsdialog.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QListWidget>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

constexpr const char* jobId = "resnet_via_login_node";

QString themeSuffix(ui::Theme theme)
{
    return theme == ui::Theme::Dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
}

int fail(const QString& why)
{
    qWarning("shoot_ssh: %s", qPrintable(why));
    return 1;
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

    test::SlurmTestCluster cluster;
    QString error;
    if (!cluster.start(error))
        return fail(error);
    qputenv("SLURM_CONF", cluster.slurmConf().toUtf8());
    test::DaemonProcess daemon({ QStringLiteral("--slurm"), QStringLiteral("cluster=debug") });
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));
    test::SshTestServer ssh;
    if (!ssh.start(error))
        return fail(error);
    if (!QTest::qWaitFor([&] { return daemon.get("/v1/projects/local/locations/cluster").body.find("\"available\": true") != std::string::npos; }, 30'000))
        return fail(QStringLiteral("the Slurm location never became available"));

    nlohmann::json job = test::exampleJob(jobId, "distributed", "distributed.task", { "--timeout", "90" });
    job["trainingInput"].update({ { "region", "cluster" }, { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" },
        { "workerType", "n1-highmem-2" }, { "workerCount", "2" } });
    const auto created = daemon.post("/v1/projects/local/jobs", job);
    if (created.status != 200)
        return fail(QString::fromStdString(created.body));
    const nlohmann::json done = daemon.waitForState(jobId, "SUCCEEDED,FAILED,CANCELLED", 180'000);
    if (done.value("state", "") != "SUCCEEDED")
        return fail(QString::fromStdString(done.dump()));

    ui::RemoteBackendConfig login;
    login.kind = ui::RemoteBackendConfig::Kind::Ssh;
    login.name = QStringLiteral("cluster login node");
    login.sshDestination = ssh.host();
    login.sshConfigFile = ssh.configFile();
    login.remoteSocket = daemon.socketPath();
    login.remoteArguments = QStringLiteral("--data-dir ~/trainyard --slurm cluster=debug");
    ui::RemoteBackendConfig::saveAll({ login });

    {
        ui::RemoteBackendDialog dialog;
        dialog.setConfig(login);
        dialog.setWindowTitle(QObject::tr("Add a remote backend"));
        dialog.show();
        test::grab(&dialog, out + QStringLiteral("/ssh-dialog") + themeSuffix(ui::Theme::Light));
    }

    test::DaemonProcess nothingLocal; // the console's drafts folder; no local daemon is shown
    ui::ConsoleOptions options = test::consoleOptions(nothingLocal);
    options.withLocalDaemon = false;
    ui::MainWindow window(options);
    window.resize(1366, 768);
    window.show();
    window.showRemoteBackends({ login });
    if (!QTest::qWaitFor([&] { return window.sessions().size() == 1 && window.sessions().front()->backend()->status().state == client::ConnectionState::Connected; }, 30'000))
        return fail(QStringLiteral("the SSH backend did not connect"));
    window.backendList()->setCurrentRow(0);
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
        test::grab(&window, out + QStringLiteral("/ssh-slurm-logs-1366") + themeSuffix(theme));
    }
    ui::applyTheme(ui::Theme::Light);

    ui::SettingsDialog* settings = window.openSettings();
    settings->resize(900, 560);
    for (int row = 0; row < settings->pageList()->count(); ++row) {
        if (settings->pages()->widget(row) == settings->backendsPage())
            settings->pageList()->setCurrentRow(row);
    }
    ui::BackendsPage* page = settings->backendsPage();
    page->testBackend();
    if (!QTest::qWaitFor([&] { return !page->progress()->isVisible(); }, 40'000))
        return fail(QStringLiteral("Test did not finish"));
    test::grab(settings, out + QStringLiteral("/ssh-settings-test") + themeSuffix(ui::Theme::Light));
    settings->close();
    window.close();
    daemon.stop();
    return 0;
}
