// trainyardd: the local training daemon. Parses its flags, starts the Daemon, prints "ready", and
// quits cleanly on SIGTERM or SIGINT (running jobs keep running and are taken up at the next start).

#include "daemon/daemon.h"
#include "daemon/daemonoptions.h"
#include "daemon/descriptorlimit.h"
#include "daemon/schedulerslice.h"
#include "daemon/slurmtask.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {
int quitPipe[2] = { -1, -1 };
void onQuitSignal(int)
{
    const char byte = 1;
    (void)!::write(quitPipe[1], &byte, 1);
}
} // namespace

int main(int argc, char** argv)
{
    // A task of a Slurm job, on a cluster node (slurmtask.h): it starts one replica and waits for it,
    // and is no daemon; nothing below (no Qt application, no socket) is for it.
    if (argc == 3 && std::strcmp(argv[1], "--slurm-task") == 0)
        return trainyard::daemon::runSlurmTask(argv[2]);

    // Qt's own poll() loop rather than GLib's: GLib wakes its loop through an eventfd whenever a socket
    // notifier is switched on, which a follower's every write does: three system calls and a loop turn
    // per batch of log lines (docs/benchmarks.md, "Log latency"). Nothing here needs GLib.
    qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("trainyardd"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINYARD_VERSION));

    trainyard::daemon::DaemonConfig config;
    if (!trainyard::daemon::parseOptions(app.arguments(), config))
        return 2;

    if (std::string error; config.schedulerSliceUs > 0 && !trainyard::daemon::requestSchedulerSlice(config.schedulerSliceUs, error))
        std::fprintf(stderr, "trainyardd: keeping the kernel's scheduler slice (%s)\n", error.c_str());
    ::signal(SIGPIPE, SIG_IGN); // a client that hangs up must not kill the daemon
    // Every connection, job pipe and log file is a descriptor; the soft limit (often 1024) is what a
    // few hundred clients exhaust, the hard one is there to be used (docs/api.md, "Limits").
    trainyard::daemon::raiseDescriptorLimit();
    if (::pipe2(quitPipe, O_CLOEXEC) == 0) {
        std::signal(SIGTERM, onQuitSignal);
        std::signal(SIGINT, onQuitSignal);
        auto* notifier = new QSocketNotifier(quitPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &app, &QCoreApplication::quit);
    }

    trainyard::daemon::Daemon daemon(config);
    std::string error;
    if (!daemon.start(error)) {
        std::fprintf(stderr, "trainyardd: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s\n", daemon.readyLine().c_str());
    std::fflush(stdout);
    return app.exec();
}
