// The console's SSH backend (client/sshdaemonbackend.h) against a real sshd started by the test on a
// loopback port (tests/support/sshtestserver.h) and the real trainyardd behind it, with the chatter
// trainer: it lists, submits and follows through the tunnel, resumes with no gap or duplicate when the
// tunnel is killed, finds the daemon's socket and starts the daemon, goes through a jump host, and
// says in words what went wrong for a changed or unknown host key, a refused key and a dead port.

#include "chatterfollow.h"
#include "daemonprocess.h"
#include "sshtestserver.h"

#include "client/httptransport.h"
#include "client/sshdaemonbackend.h"

#include <QSignalSpy>
#include <QTest>

#include <csignal>
#include <set>

using namespace trainyard::client;
using namespace trainyard::test;

namespace {

QString stateName(ConnectionState state)
{
    switch (state) {
    case ConnectionState::Connecting: return QStringLiteral("Connecting");
    case ConnectionState::Connected: return QStringLiteral("Connected");
    case ConnectionState::Reconnecting: return QStringLiteral("Reconnecting");
    case ConnectionState::Offline: return QStringLiteral("Offline");
    }
    return {};
}

QString describe(const Backend& backend)
{
    return stateName(backend.status().state) + QStringLiteral(": ") + backend.status().detail;
}

} // namespace

class TestSshBackend : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_ssh.start(error), qPrintable(error));
        QVERIFY2(m_daemon.start(), "the daemon did not start");
    }

    void init()
    {
        QString error;
        QVERIFY2(m_ssh.trustHostKey(true, error), qPrintable(error));
        QVERIFY2(m_ssh.authorizeUserKey(true, error), qPrintable(error));
    }

    void cleanupTestCase()
    {
        // The daemon the backend started "on the host", also when a failed check lost its pid: every
        // trainyardd whose data folder is in this test's folder.
        QProcess::execute(QStringLiteral("pkill"), { QStringLiteral("-TERM"), QStringLiteral("-f"), QStringLiteral("--"), QStringLiteral("--data-dir ") + m_ssh.runtimeDir() });
        if (m_startedDaemon > 0) {
            for (int i = 0; i < 200 && ::kill(static_cast<pid_t>(m_startedDaemon), 0) == 0; ++i)
                QTest::qWait(50);
        }
        m_daemon.stop();
    }

    void listsSubmitsAndFollowsThroughTheTunnel()
    {
        auto backend = make(m_ssh.host(), m_daemon.socketPath(), false);
        QSignalSpy states(backend.get(), &Backend::statusChanged);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
        QCOMPARE(states.first().first().value<ConnectionStatus>().state, ConnectionState::Connecting);
        QCOMPARE(backend->location(), QStringLiteral("ssh:%1:%2").arg(m_ssh.host(), m_daemon.socketPath()));
        // The tunnel's local end is this console's alone.
        const QFileInfo local(backend->tunnel().localSocket());
        QVERIFY(local.exists());
        QCOMPARE(local.permissions() & (QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther | QFileDevice::WriteOther),
            QFileDevice::Permissions());

        QVERIFY(submitAndWait(*backend, chatterLinesJob("over_ssh", 30, 0.01)));
        std::vector<std::string> listed;
        bool answered = false;
        static_cast<Backend&>(*backend).listJobs({}, 100, {}, this, [&](ApiResult<JobPage> result) {
            answered = true;
            if (auto* page = std::get_if<JobPage>(&result))
                for (const auto& job : page->jobs)
                    listed.push_back(job.jobId.value_or(std::string()));
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 15'000);
        QVERIFY(std::find(listed.begin(), listed.end(), "over_ssh") != listed.end());

        const auto lines = followToEnd(*backend, "over_ssh", 60'000);
        QCOMPARE(chatterMasterLines(lines), expectedChatterMasterLines(30));
    }

    void resumesEveryStreamWhenTheTunnelIsKilled()
    {
        auto backend = make(m_ssh.host(), m_daemon.socketPath(), false);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
        std::vector<std::string> states;
        backend->watchJobs([&](const trainyard::spec::Transition& t) {
            if (t.jobId == "cut_tunnel")
                states.push_back(t.state);
        });
        QVERIFY(submitAndWait(*backend, chatterLinesJob("cut_tunnel", 300, 0.02)));

        std::vector<trainyard::spec::LogLine> lines;
        bool ended = false;
        QString endError;
        backend->followLogs("cut_tunnel", 0, [&](std::vector<trainyard::spec::LogLine> batch) { lines.insert(lines.end(), batch.begin(), batch.end()); },
            [&](std::optional<ApiError> error) {
                ended = true;
                endError = error ? QString::fromStdString(error->message) : QString();
            });
        QTRY_VERIFY_WITH_TIMEOUT(lines.size() > 20, 60'000);

        // The ssh master dies as a dropped network would leave it: at once, without a goodbye.
        const qint64 master = backend->tunnel().masterPid();
        QVERIFY(master > 0);
        QCOMPARE(::kill(static_cast<pid_t>(master), SIGKILL), 0);
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Reconnecting, qPrintable(describe(*backend)), 15'000);
        QVERIFY2(backend->lastFailure().kind == SshFailure::Kind::Lost, qPrintable(describe(*backend)));
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
        QVERIFY(backend->tunnel().masterPid() != master);

        QTRY_VERIFY_WITH_TIMEOUT(ended, 90'000);
        QCOMPARE(endError, QString());
        QCOMPARE(chatterMasterLines(lines), expectedChatterMasterLines(300));
        // Every line once, by the daemon's own sequence numbers too.
        std::set<std::int64_t> seqs;
        for (const auto& line : lines)
            QVERIFY2(seqs.insert(line.seq).second, qPrintable(QStringLiteral("line %1 twice").arg(line.seq)));
        QCOMPARE(static_cast<std::int64_t>(seqs.size()), *seqs.rbegin());
        QTRY_VERIFY_WITH_TIMEOUT(!states.empty() && states.back() == "SUCCEEDED", 15'000);
    }

    void findsTheSocketAndStartsTheDaemon()
    {
        // No socket given: the backend asks the host for the daemon's default (its XDG_RUNTIME_DIR is
        // the test's folder there), finds nothing answering and starts trainyardd there.
        auto backend = make(m_ssh.host(), {}, true);
        QSignalSpy started(backend.get(), &SshDaemonBackend::remoteDaemonStarted);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
        QCOMPARE(backend->tunnel().remoteSocket(), m_ssh.runtimeDir() + QStringLiteral("/trainyard/daemon.sock"));
        // The start command answers with the pid once the daemon has lived a second.
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10'000);
        m_startedDaemon = started.first().first().toLongLong();
        QVERIFY(m_startedDaemon > 0);
        QVERIFY(::kill(static_cast<pid_t>(m_startedDaemon), 0) == 0);
        // Its arguments were read by the host's shell: the data folder is where $XDG_RUNTIME_DIR said.
        QVERIFY(QFileInfo::exists(m_ssh.runtimeDir() + QStringLiteral("/remote-data/jobs.sqlite")));
        // It is detached from the ssh session: closing the tunnel leaves it running.
        backend.reset();
        QTest::qWait(300);
        QVERIFY(::kill(static_cast<pid_t>(m_startedDaemon), 0) == 0);
        // A second console finds it running and starts nothing.
        auto again = make(m_ssh.host(), {}, true);
        QSignalSpy startedAgain(again.get(), &SshDaemonBackend::remoteDaemonStarted);
        again->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(again->status().state == ConnectionState::Connected, qPrintable(describe(*again)), 30'000);
        QCOMPARE(startedAgain.count(), 0);
    }

    void goesThroughAJumpHost()
    {
        const int before = m_ssh.acceptedLogins();
        auto backend = make(m_ssh.jumpedHost(), m_daemon.socketPath(), false);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
        // Two logins: the jump host's, then the target's through it.
        QTRY_COMPARE_WITH_TIMEOUT(m_ssh.acceptedLogins() - before, 2, 5'000);
    }

    void reportsAChangedHostKeyAndDoesNotRetry()
    {
        QString error;
        QVERIFY2(m_ssh.trustHostKey(false, error), qPrintable(error));
        auto backend = make(m_ssh.host(), m_daemon.socketPath(), false);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->lastFailure().kind == SshFailure::Kind::HostKeyChanged, qPrintable(describe(*backend)), 30'000);
        QCOMPARE(backend->status().state, ConnectionState::Offline);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("CHANGED")), qPrintable(describe(*backend)));
        QVERIFY2(backend->status().detail.contains(QStringLiteral("REMOTE HOST IDENTIFICATION HAS CHANGED")), qPrintable(describe(*backend)));
        QVERIFY(!backend->lastFailure().retryable());
        // It waits for the user: no new attempt by itself.
        const int logins = m_ssh.acceptedLogins();
        QTest::qWait(2000);
        QCOMPARE(backend->tunnel().state(), SshTunnel::State::Closed);
        QCOMPARE(m_ssh.acceptedLogins(), logins);
    }

    void reportsAnUnknownHostKey()
    {
        m_ssh.forgetHostKey();
        auto backend = make(m_ssh.host(), m_daemon.socketPath(), false);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->lastFailure().kind == SshFailure::Kind::HostKeyUnknown, qPrintable(describe(*backend)), 30'000);
        QCOMPARE(backend->status().state, ConnectionState::Offline);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("Host key verification failed")), qPrintable(describe(*backend)));
    }

    void reportsARefusedKey()
    {
        QString error;
        QVERIFY2(m_ssh.authorizeUserKey(false, error), qPrintable(error));
        auto backend = make(m_ssh.host(), m_daemon.socketPath(), false);
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->lastFailure().kind == SshFailure::Kind::AuthenticationRefused, qPrintable(describe(*backend)), 30'000);
        QCOMPARE(backend->status().state, ConnectionState::Offline);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("Permission denied")), qPrintable(describe(*backend)));
        QVERIFY2(backend->status().detail.contains(QStringLiteral("refused your SSH key")), qPrintable(describe(*backend)));
        // Once the key is authorised, the user's reconnect gets in.
        QVERIFY2(m_ssh.authorizeUserKey(true, error), qPrintable(error));
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(describe(*backend)), 30'000);
    }

    void retriesAnUnreachableHost()
    {
        // A port nobody listens on, through the same config: refused, retried with backoff.
        QFile config(m_ssh.configFile());
        QVERIFY(config.open(QIODevice::ReadOnly));
        QByteArray text = config.readAll();
        config.close();
        text.replace("Port " + QByteArray::number(m_ssh.port()), "Port 1");
        const QString deadConfig = m_ssh.path(QStringLiteral("ssh_config_dead"));
        QFile dead(deadConfig);
        QVERIFY(dead.open(QIODevice::WriteOnly));
        dead.write(text);
        dead.close();
        SshBackendOptions options = optionsFor(m_ssh.host(), m_daemon.socketPath(), false);
        options.target.configFile = deadConfig;
        SshDaemonBackend backend(QStringLiteral("dead"), m_transport, options);
        backend.connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend.lastFailure().kind == SshFailure::Kind::Unreachable, qPrintable(describe(backend)), 30'000);
        QVERIFY(backend.lastFailure().retryable());
        QVERIFY2(backend.status().detail.contains(QStringLiteral("Connection refused")), qPrintable(describe(backend)));
        QVERIFY2(backend.status().detail.contains(QStringLiteral("Trying again")), qPrintable(describe(backend)));
    }

    void refusesADestinationThatIsAnOption()
    {
        SshTarget target;
        target.destination = QStringLiteral("-oProxyCommand=touch /tmp/owned");
        QVERIFY(target.problem().startsWith(QStringLiteral("Destination:")));
        target.destination = QStringLiteral("user@login-node");
        QCOMPARE(target.problem(), QString());
        target.jumpHost = QStringLiteral("-J x");
        QVERIFY(target.problem().startsWith(QStringLiteral("Jump host:")));
    }

private:
    SshBackendOptions optionsFor(const QString& host, const QString& socket, bool autostart) const
    {
        SshBackendOptions options;
        options.target.destination = host;
        options.target.configFile = m_ssh.configFile();
        options.remoteSocket = socket;
        options.autostart = autostart;
        options.remoteProgram = QStringLiteral(TRAINYARD_DAEMON_BINARY);
        // Read by the host's shell: $XDG_RUNTIME_DIR is the test's folder there (sent by the ssh config).
        options.remoteArguments = QStringLiteral("--data-dir \"$XDG_RUNTIME_DIR\"/remote-data");
        options.localDir = m_ssh.path(QStringLiteral("local"));
        return options;
    }

    std::unique_ptr<SshDaemonBackend> make(const QString& host, const QString& socket, bool autostart)
    {
        auto backend = std::make_unique<SshDaemonBackend>(QStringLiteral("login-node"), m_transport, optionsFor(host, socket, autostart));
        backend->setMaxBackoff(500);
        return backend;
    }

    SshTestServer m_ssh;
    DaemonProcess m_daemon;
    HttpTransport m_transport;
    qint64 m_startedDaemon = 0;
};

QTEST_GUILESS_MAIN(TestSshBackend)
#include "tst_sshbackend.moc"
