// An SSH backend in the console's settings, against a real sshd on a loopback port
// (tests/support/sshtestserver.h) and the real trainyardd behind it: the dialog shows the SSH fields
// only for that kind and names the field of a bad one; the configuration survives a restart; Test
// connects through a real tunnel and reports ssh's refusals in words; the console's registry makes
// an SshDaemonBackend of it that lists the daemon's jobs.

#include "daemonprocess.h"
#include "sshtestserver.h"

#include "client/httptransport.h"
#include "client/sshdaemonbackend.h"
#include "console/backendfactory.h"
#include "console/remotebackendconfig.h"
#include "ui/remotebackenddialog.h"
#include "ui/settings/backendspage.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using test::DaemonProcess;
using test::SshTestServer;

class TestBackendSsh : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_ssh.start(error), qPrintable(error));
        QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    }

    void init()
    {
        QSettings().clear();
        QString error;
        QVERIFY2(m_ssh.authorizeUserKey(true, error), qPrintable(error));
    }

    void cleanupTestCase() { m_daemon.stop(); }

    void theDialogShowsTheFieldsOfItsKind()
    {
        ui::RemoteBackendDialog dialog;
        dialog.show();
        auto* kind = dialog.findChild<QComboBox*>();
        QVERIFY(kind);
        // SSH is the first kind offered: the way clusters are reached.
        QCOMPARE(dialog.config().kind, ui::RemoteBackendConfig::Kind::Ssh);
        QLineEdit* destination = edit(dialog, "user@login-node");
        QLineEdit* url = edit(dialog, "https://gpu-box:8470");
        QVERIFY(destination && url);
        QVERIFY(destination->isVisible());
        QVERIFY(!url->isVisible());

        auto* problem = problemLabel(dialog);
        QTest::keyClicks(lineNamed(dialog, "Name"), QStringLiteral("cluster"));
        QVERIFY2(problem->text().startsWith(QStringLiteral("Destination:")), qPrintable(problem->text()));
        QTest::keyClicks(destination, QStringLiteral("-oProxyCommand=sh"));
        QVERIFY2(problem->text().contains(QStringLiteral("must not start with '-'")), qPrintable(problem->text()));
        destination->clear();
        QTest::keyClicks(destination, QStringLiteral("me@login.cluster"));
        QCOMPARE(problem->text(), QString());
        QLineEdit* arguments = edit(dialog, "--data-dir");
        QTest::keyClicks(arguments, QStringLiteral("--data-dir ~/ty; rm -rf ~"));
        QVERIFY2(problem->text().startsWith(QStringLiteral("Daemon arguments: only the daemon's flags")), qPrintable(problem->text()));
        arguments->clear();
        QTest::keyClicks(arguments, QStringLiteral("--data-dir '~/my data"));
        QCOMPARE(problem->text(), QStringLiteral("Daemon arguments: a quote is not closed."));
        arguments->clear();

        kind->setCurrentIndex(kind->findData(static_cast<int>(ui::RemoteBackendConfig::Kind::Daemon)));
        QVERIFY(!destination->isVisible());
        QVERIFY(url->isVisible());
    }

    void anSshBackendSurvivesARestart()
    {
        const ui::RemoteBackendConfig stored = sshConfig(m_ssh.host());
        ui::RemoteBackendConfig::saveAll({ stored });
        const QList<ui::RemoteBackendConfig> loaded = ui::RemoteBackendConfig::loadAll();
        QCOMPARE(loaded.size(), 1);
        QVERIFY(loaded.front() == stored);

        ui::RemoteBackendDialog dialog;
        dialog.setConfig(stored);
        QVERIFY(dialog.config() == stored);
    }

    void testConnectsThroughARealTunnel()
    {
        const QString result = testResult(sshConfig(m_ssh.host()));
        QVERIFY2(result.startsWith(QStringLiteral("Connected through SSH to %1").arg(m_ssh.host())), qPrintable(result));
    }

    void testSaysWhySshRefused()
    {
        QString error;
        QVERIFY2(m_ssh.authorizeUserKey(false, error), qPrintable(error));
        const QString text = testResult(sshConfig(m_ssh.host()));
        QVERIFY2(text.contains(QStringLiteral("refused your SSH key")) && text.contains(QStringLiteral("Permission denied")), qPrintable(text));
    }

    void testSaysWhenTheDaemonIsMissingThere()
    {
        ui::RemoteBackendConfig config = sshConfig(m_ssh.host());
        config.remoteSocket = m_ssh.path(QStringLiteral("nobody-here.sock"));
        config.remoteProgram = QStringLiteral("/nonexistent/trainyardd");
        const QString result = testResult(config);
        QVERIFY2(result.contains(QStringLiteral("trainyardd was not found on %1").arg(m_ssh.host())), qPrintable(result));
    }

    void theFactoryMakesAnSshBackendThatLists()
    {
        client::HttpTransport transport;
        const auto backend = ui::BackendFactory::create(sshConfig(m_ssh.host()), transport);
        auto* ssh = qobject_cast<client::SshDaemonBackend*>(backend.get());
        QVERIFY(ssh);
        QCOMPARE(ssh->location(), QStringLiteral("ssh:%1:%2").arg(m_ssh.host(), m_daemon.socketPath()));
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, qPrintable(backend->status().detail), 30'000);
        bool answered = false;
        backend->listJobs({}, 10, {}, this, [&](client::ApiResult<client::JobPage> result) { answered = std::holds_alternative<client::JobPage>(result); });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 15'000);
    }

private:
    // What Settings → Backends says after Test on `config`, as a user reads it.
    static QString testResult(const ui::RemoteBackendConfig& config)
    {
        client::HttpTransport transport;
        ui::BackendsPage page(transport);
        page.show();
        page.addConfig(config);
        page.testBackend();
        if (!QTest::qWaitFor([&] { return !page.progress()->isVisible(); }, 40'000))
            return QStringLiteral("(Test did not finish within 40 s)");
        return page.resultLabel()->text();
    }

    ui::RemoteBackendConfig sshConfig(const QString& host) const
    {
        ui::RemoteBackendConfig config;
        config.kind = ui::RemoteBackendConfig::Kind::Ssh;
        config.name = QStringLiteral("login node");
        config.sshDestination = host;
        config.sshConfigFile = m_ssh.configFile();
        config.remoteSocket = m_daemon.socketPath();
        config.startRemoteDaemon = true;
        config.remoteProgram = QStringLiteral(TRAINYARD_DAEMON_BINARY);
        config.remoteArguments = QStringLiteral("--data-dir '%1'").arg(m_ssh.path(QStringLiteral("remote data")));
        return config;
    }

    static QLineEdit* edit(QWidget& dialog, const char* placeholderStart)
    {
        for (auto* e : dialog.findChildren<QLineEdit*>()) {
            if (e->placeholderText().startsWith(QLatin1String(placeholderStart)))
                return e;
        }
        return nullptr;
    }

    static QLineEdit* lineNamed(QWidget& dialog, const char* label)
    {
        for (auto* l : dialog.findChildren<QLabel*>()) {
            if (l->text().remove(QLatin1Char('&')) == QLatin1String(label) + QLatin1Char(':'))
                return qobject_cast<QLineEdit*>(l->buddy());
        }
        return nullptr;
    }

    static QLabel* problemLabel(QWidget& dialog)
    {
        // The one label without a buddy that says what is wrong (the form's last text row).
        QLabel* found = nullptr;
        for (auto* l : dialog.findChildren<QLabel*>()) {
            if (!l->buddy() && l->wordWrap())
                found = l;
        }
        return found;
    }

    SshTestServer m_ssh;
    DaemonProcess m_daemon;
};

int main(int argc, char** argv)
{
    // Settings in a folder of their own: nothing of the user's or of the other UI tests is read or changed.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard-ssh-test"));
    TestBackendSsh test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_backendssh.moc"
