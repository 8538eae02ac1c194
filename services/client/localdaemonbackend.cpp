#include "localdaemonbackend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QPointer>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#include <unistd.h>

namespace trainyard::client {

namespace {
    // After a lost connection, attempts before concluding the daemon is gone and starting it again:
    // a daemon being restarted by someone else gets that long (with backoff, about 3 s) to come back.
    constexpr int probesBeforeRestart = 5;

    Endpoint localEndpoint(const LocalDaemonOptions& options)
    {
        Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = options.socketPath.empty() ? LocalDaemonBackend::defaultSocketPath() : options.socketPath;
        endpoint.project = "local";
        return endpoint;
    }
} // namespace

LocalDaemonBackend::LocalDaemonBackend(QString name, HttpTransport& transport, LocalDaemonOptions options, QObject* parent)
    : RestBackend(std::move(name), transport, localEndpoint(options), parent)
    , m_options(std::move(options))
{
    connect(this, &Backend::statusChanged, this, [this](const ConnectionStatus& s) {
        if (s.state == ConnectionState::Connected)
            m_failedProbes = 0;
    });
}

std::string LocalDaemonBackend::defaultSocketPath()
{
    // The same rule as the daemon's (services/daemon/daemon.cpp), which this library may not include.
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    return (runtime.isEmpty() ? "/tmp/trainyard-" + std::to_string(::getuid()) : runtime.toStdString() + "/trainyard") + "/daemon.sock";
}

QString LocalDaemonBackend::findDaemonProgram(const QString& applicationDir)
{
    const QString beside = QDir(applicationDir).filePath(QStringLiteral("trainyardd"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(QStringLiteral("trainyardd"));
}

bool LocalDaemonBackend::recover(const QString& error)
{
    Q_UNUSED(error);
    if (!m_options.autostart)
        return false;
    if (m_restarting) // restartDaemon() starts it once the old one is gone
        return false;
    // A daemon we started may still be coming up; one that was running may be restarting.
    const bool firstContact = status().state != ConnectionState::Reconnecting;
    if (++m_failedProbes < (firstContact && m_startedPid == 0 ? 1 : probesBeforeRestart))
        return false;
    m_failedProbes = 0;
    return startDaemon();
}

bool LocalDaemonBackend::runsStartedDaemon() const
{
    return m_startedPid > 0 && ::kill(static_cast<pid_t>(m_startedPid), 0) == 0;
}

bool LocalDaemonBackend::restartDaemon()
{
    if (m_restarting)
        return true;
    if (!runsStartedDaemon())
        return false;
    m_restarting = true;
    const qint64 pid = m_startedPid;
    ::kill(static_cast<pid_t>(pid), SIGTERM);
    waitForExit(pid, 300); // 15 s: the daemon's own shutdown takes well under a second
    return true;
}

void LocalDaemonBackend::waitForExit(qint64 pid, int attemptsLeft)
{
    if (::kill(static_cast<pid_t>(pid), 0) == 0) {
        if (attemptsLeft <= 0) {
            m_restarting = false;
            emit restartFailed(tr("the daemon (pid %1) did not stop within 15 seconds").arg(pid));
            return;
        }
        QPointer<LocalDaemonBackend> self(this);
        QTimer::singleShot(50, this, [self, pid, attemptsLeft] {
            if (self)
                self->waitForExit(pid, attemptsLeft - 1);
        });
        return;
    }
    m_restarting = false;
    m_failedProbes = 0;
    if (!startDaemon()) {
        emit restartFailed(status().detail);
        return;
    }
    connectBackend();
}

bool LocalDaemonBackend::startDaemon()
{
    const QString program = m_options.program.isEmpty() ? findDaemonProgram(QCoreApplication::applicationDirPath()) : m_options.program;
    if (program.isEmpty()) {
        setStatus(ConnectionState::Offline, tr("trainyardd was not found next to the console or on PATH; install it or start it yourself"));
        return false;
    }
    QStringList arguments = daemonArguments();
    arguments << QStringLiteral("--socket") << QString::fromStdString(endpoint().unixSocket);
    qint64 pid = 0;
    // Detached: the daemon is not the console's child and keeps running jobs after the console exits.
    // Its output goes beside its socket, where a user who wonders why it stopped can read it.
    QProcess daemon;
    daemon.setProgram(program);
    daemon.setArguments(arguments);
    const QString socketDir = QFileInfo(QString::fromStdString(endpoint().unixSocket)).absolutePath();
    QDir().mkpath(socketDir);
    daemon.setStandardOutputFile(QProcess::nullDevice());
    daemon.setStandardErrorFile(QDir(socketDir).filePath(QStringLiteral("trainyardd.log")), QIODevice::Append);
    if (!daemon.startDetached(&pid)) {
        setStatus(status().state, tr("could not start %1").arg(program));
        return false;
    }
    m_startedPid = pid;
    emit daemonStarted(pid);
    return true;
}

} // namespace trainyard::client
