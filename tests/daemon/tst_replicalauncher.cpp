// launchReplica's supervisor, forked from the daemon without exec: a signal that reaches it before it
// has replaced the daemon's handlers must not run them. The daemon's SIGTERM handler writes to its
// quit pipe, so a cancel's SIGTERM landing in that moment stopped the daemon itself (CI saw a daemon
// quit while cancelling a job, on a loaded machine). The signal is sent the instant fork() returns,
// before the child has run at all, which is when the child would take it on its first instruction.
#include "daemon/replicalauncher.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace trainyard::daemon;

namespace {

int quitPipe[2] = { -1, -1 };

// What the daemon's SIGTERM handler does (app/daemon/main.cpp).
void onQuitSignal(int)
{
    const char byte = 1;
    (void)!::write(quitPipe[1], &byte, 1);
}

} // namespace

class TestReplicaLauncher : public QObject {
    Q_OBJECT

private slots:
    void signalsDuringTheForkNeverRunTheDaemonsHandlers()
    {
        QVERIFY(::pipe2(quitPipe, O_CLOEXEC | O_NONBLOCK) == 0);
        struct sigaction handler {};
        handler.sa_handler = onQuitSignal;
        struct sigaction previous {};
        ::sigaction(SIGTERM, &handler, &previous);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        int launched = 0;
        for (int i = 0; i < 40; ++i) {
            const std::string n = std::to_string(i);
            LaunchSpec spec { { "/bin/sleep", "30" }, { "PATH=/usr/bin:/bin" }, base, base + "/out" + n, base + "/err" + n,
                base + "/status" + n, base + "/pid" + n };
            std::string error;
            const std::optional<pid_t> pid = launchReplica(spec, error);
            QVERIFY2(pid, error.c_str());
            ::kill(*pid, SIGTERM); // at once: the child has most likely not run yet
            ++launched;
            // The supervisor ignores SIGTERM by design; its group (once it has one) and itself go now.
            QTest::qWait(5);
            ::kill(-*pid, SIGKILL);
            ::kill(*pid, SIGKILL);
            int status = 0;
            QCOMPARE(::waitpid(*pid, &status, 0), *pid);
        }
        char byte = 0;
        const auto got = ::read(quitPipe[0], &byte, 1);
        ::sigaction(SIGTERM, &previous, nullptr);
        ::close(quitPipe[0]);
        ::close(quitPipe[1]);
        QCOMPARE(launched, 40);
        QVERIFY2(got != 1, "a supervisor ran the daemon's SIGTERM handler: the daemon would have quit");
    }
};

QTEST_GUILESS_MAIN(TestReplicaLauncher)
#include "tst_replicalauncher.moc"
