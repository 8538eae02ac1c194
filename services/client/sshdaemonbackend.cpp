#include "sshdaemonbackend.h"

#include <QDir>
#include <QFile>

#include <atomic>
#include <unistd.h>

namespace trainyard::client {

namespace {
    // Waits between attempts to reopen a dropped tunnel: soon at first, then no more than every 30 s.
    constexpr int firstReopenMs = 500;
    constexpr int maxReopenMs = 30'000;
    // Failed probes through an open tunnel before this backend starts the daemon on the host: one on
    // first contact; after a daemon answered, long enough (about 3 s with backoff) for one being
    // restarted by its user to come back, and for a lost master to be noticed first.
    constexpr int probesBeforeStart = 5;

    Endpoint tunnelEndpoint(const QString& localSocket)
    {
        Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = localSocket.toStdString();
        endpoint.project = "local";
        return endpoint;
    }

    QString localDirFor(const SshBackendOptions& options)
    {
        const QString dir = options.localDir.isEmpty() ? SshDaemonBackend::defaultLocalDir() : options.localDir;
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return dir;
    }

    // This console's end of one backend's tunnel: short (a Unix socket path has 107 bytes) and apart
    // from every other tunnel, another console's (its pid) or this one's (Settings' Test opens a second
    // tunnel to a host the console is connected to: each master needs its own control socket).
    QString localBase(const SshBackendOptions& options)
    {
        static std::atomic<int> instances { 0 };
        return QDir(localDirFor(options)).filePath(QStringLiteral("%1-%2").arg(::getpid()).arg(++instances));
    }
} // namespace

QString SshDaemonBackend::defaultLocalDir()
{
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    const QString base = runtime.isEmpty() ? QStringLiteral("/tmp/trainyard-%1").arg(::getuid()) : QString::fromLocal8Bit(runtime) + QStringLiteral("/trainyard");
    return base + QStringLiteral("/ssh");
}

SshDaemonBackend::SshDaemonBackend(QString name, HttpTransport& transport, SshBackendOptions options, QObject* parent)
    : SshDaemonBackend(std::move(name), transport, options, localBase(options), parent)
{
}

SshDaemonBackend::SshDaemonBackend(QString name, HttpTransport& transport, SshBackendOptions options, const QString& base, QObject* parent)
    : RestBackend(std::move(name), transport, tunnelEndpoint(base + QStringLiteral(".sock")), parent)
    , m_options(std::move(options))
{
    m_tunnel = new SshTunnel(m_options.target, m_options.remoteSocket, base + QStringLiteral(".sock"), base + QStringLiteral(".ctl"), this);
    connect(m_tunnel, &SshTunnel::opened, this, &SshDaemonBackend::tunnelOpened);
    connect(m_tunnel, &SshTunnel::failed, this, &SshDaemonBackend::tunnelFailed);
    m_reopenTimer.setSingleShot(true);
    connect(&m_reopenTimer, &QTimer::timeout, this, [this] {
        if (m_tunnel->state() == SshTunnel::State::Closed)
            m_tunnel->open();
    });
    connect(this, &Backend::statusChanged, this, [this](const ConnectionStatus& s) {
        if (s.state == ConnectionState::Connected)
            m_silentProbes = 0;
    });
}

SshDaemonBackend::~SshDaemonBackend() = default;

QString SshDaemonBackend::location() const
{
    const QString socket = m_tunnel->remoteSocket().isEmpty() ? m_options.remoteSocket : m_tunnel->remoteSocket();
    return QStringLiteral("ssh:%1").arg(m_options.target.destination) + (socket.isEmpty() ? QString() : QLatin1Char(':') + socket);
}

void SshDaemonBackend::connectBackend()
{
    m_startRefused = false; // the user asked again: trainyardd may have been installed meanwhile
    switch (m_tunnel->state()) {
    case SshTunnel::State::Open:
        RestBackend::connectBackend();
        return;
    case SshTunnel::State::Opening:
        return;
    case SshTunnel::State::Closed:
        break;
    }
    // The user asked (or the console started): try now, whatever the last failure was.
    m_reopenTimer.stop();
    setStatus(m_everOpened ? ConnectionState::Reconnecting : ConnectionState::Connecting,
        tr("Opening an SSH connection to %1…").arg(m_options.target.destination));
    m_tunnel->open();
}

void SshDaemonBackend::tunnelOpened()
{
    m_everOpened = true;
    m_reopenBackoffMs = 0;
    m_lastFailure = {};
    m_silentProbes = 0;
    m_startedOnce = false;
    RestBackend::connectBackend(); // probes at once; the streams reopen from their cursors
}

void SshDaemonBackend::tunnelFailed(const SshFailure& failure)
{
    m_lastFailure = failure;
    QString detail = failure.message();
    if (failure.retryable()) {
        m_reopenBackoffMs = m_reopenBackoffMs == 0 ? firstReopenMs : std::min(m_reopenBackoffMs * 2, maxReopenMs);
        m_reopenTimer.start(m_reopenBackoffMs);
        detail += QLatin1Char('\n') + tr("Trying again.");
    }
    // Never connected, or refused for a reason only the user can fix: offline until they reconnect.
    setStatus(m_everOpened && failure.retryable() ? ConnectionState::Reconnecting : ConnectionState::Offline, detail);
}

bool SshDaemonBackend::recover(const QString& error)
{
    Q_UNUSED(error);
    if (m_tunnel->state() != SshTunnel::State::Open) {
        // The probe failed because the tunnel is down: what ssh said is the news, not curl's "couldn't connect".
        if (!m_lastFailure.summary.isEmpty())
            setStatus(status().state, m_lastFailure.message() + (m_reopenTimer.isActive() ? QLatin1Char('\n') + tr("Trying again.") : QString()));
        else
            setStatus(status().state, tr("Opening an SSH connection to %1…").arg(m_options.target.destination));
        if (m_tunnel->state() == SshTunnel::State::Closed && !m_reopenTimer.isActive() && (m_lastFailure.summary.isEmpty() || m_lastFailure.retryable()))
            m_tunnel->open();
        return false;
    }
    // The tunnel is up and nothing answers behind it: no daemon on that socket.
    const QString where = tr("%1 on %2").arg(m_tunnel->remoteSocket(), m_options.target.destination);
    if (!m_options.autostart) {
        setStatus(status().state, tr("No trainyardd answers at %1: start it there (trainyardd --socket %2).").arg(where, m_tunnel->remoteSocket()));
        return false;
    }
    if (m_starting || m_startRefused)
        return false;
    const bool firstContact = status().state != ConnectionState::Reconnecting;
    if (++m_silentProbes < (firstContact && !m_startedOnce ? 1 : probesBeforeStart))
        return false;
    m_silentProbes = 0;
    startRemoteDaemon();
    return true;
}

QString SshDaemonBackend::remoteStartCommand() const
{
    // The program as one word, with a leading "~/" left for the host's shell to expand.
    const QString& given = m_options.remoteProgram;
    const QString program = given.startsWith(QStringLiteral("~/")) ? QStringLiteral("\"$HOME\"/") + SshTunnel::shellQuoted(given.mid(2))
                                                                   : SshTunnel::shellQuoted(given);
    const QString daemon = m_options.remoteArguments.trimmed().isEmpty() ? program : program + QLatin1Char(' ') + m_options.remoteArguments.trimmed();
    // Detached from the ssh session (no descriptor of it kept, SIGHUP ignored): the daemon keeps
    // running jobs after the console and its tunnel are gone, as the local one does. Its errors go to
    // a log beside its socket; one that exits within a second (a bad flag, a data folder another
    // daemon holds) is reported with the log's last lines. 127: not found, as a shell says.
    return QStringLiteral("p=%1; d=$(dirname \"$p\"); mkdir -p \"$d\" || exit 2; "
                          "command -v %2 >/dev/null 2>&1 || { echo \"%2 is not on PATH ($PATH)\" >&2; exit 127; }; "
                          "nohup %3 --socket \"$p\" </dev/null >/dev/null 2>>\"$d/trainyardd.log\" & pid=$!; sleep 1; "
                          "kill -0 $pid 2>/dev/null || { tail -n 5 \"$d/trainyardd.log\" >&2; exit 3; }; echo $pid")
        .arg(SshTunnel::shellQuoted(m_tunnel->remoteSocket()), program, daemon);
}

void SshDaemonBackend::startRemoteDaemon()
{
    m_starting = true;
    m_startedOnce = true;
    const QString host = m_options.target.destination;
    setStatus(status().state, tr("Starting trainyardd on %1…").arg(host));
    m_tunnel->run(remoteStartCommand(), [this, host](int exitCode, const QString& out, const QString& err) {
        m_starting = false;
        if (exitCode == 127) {
            m_startRefused = true; // until the user reconnects: trying again will not install it
            const QString message = tr("trainyardd was not found on %1: install it there, or give its path in the backend's settings.").arg(host)
                + QStringLiteral("\n") + err.trimmed();
            setStatus(ConnectionState::Offline, message);
            emit remoteDaemonFailed(message);
            return;
        }
        if (exitCode != 0) {
            const QString message = tr("trainyardd could not be started on %1 (exit status %2): %3").arg(host).arg(exitCode).arg(err.trimmed());
            setStatus(status().state, message);
            emit remoteDaemonFailed(message);
            return;
        }
        emit remoteDaemonStarted(out.trimmed().section(QLatin1Char('\n'), -1).toLongLong());
    });
}

} // namespace trainyard::client
