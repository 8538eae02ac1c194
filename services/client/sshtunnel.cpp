#include "sshtunnel.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

namespace trainyard::client {

namespace {
    // ssh's stderr kept per process: enough for its error lines, bounded against a chatty server.
    constexpr qsizetype maxErrorBytes = 16 * 1024;
    // How often the control socket is looked for while ssh authenticates.
    constexpr int awaitIntervalMs = 50;

    // The daemon's default socket for the user on the host, by the daemon's own rule
    // (services/daemon/daemon.cpp defaultSocketPath): one line of POSIX sh, no '!' for csh's sake.
    const char* findSocketScript = "if [ -n \"$XDG_RUNTIME_DIR\" ]; then echo \"$XDG_RUNTIME_DIR/trainyard/daemon.sock\"; "
                                   "else echo \"/tmp/trainyard-$(id -u)/daemon.sock\"; fi";

    void appendBounded(QString& to, const QByteArray& bytes)
    {
        to += QString::fromLocal8Bit(bytes);
        if (to.size() > maxErrorBytes)
            to = to.right(maxErrorBytes);
    }
} // namespace

QString SshTarget::problem() const
{
    const QString d = destination.trimmed();
    if (d.isEmpty())
        return tr("Destination: name the host, like user@login-node or a Host of your ssh config.");
    if (d.startsWith(QLatin1Char('-')) || d.contains(QRegularExpression(QStringLiteral("\\s"))))
        return tr("Destination: \"%1\" is not a host: it must not start with '-' or contain spaces.").arg(d);
    if (jumpHost.trimmed().startsWith(QLatin1Char('-')) || jumpHost.trimmed().contains(QLatin1Char(' ')))
        return tr("Jump host: \"%1\" is not a host list: like user@bastion or a,b; no spaces, not starting with '-'.").arg(jumpHost);
    if (program.trimmed().isEmpty())
        return tr("SSH program: name ssh or its path.");
    return {};
}

SshTunnel::SshTunnel(SshTarget target, QString remoteSocket, QString localSocket, QString controlSocket, QObject* parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_givenRemoteSocket(std::move(remoteSocket))
    , m_localSocket(std::move(localSocket))
    , m_controlSocket(std::move(controlSocket))
{
    m_awaitTimer.setInterval(awaitIntervalMs);
    connect(&m_awaitTimer, &QTimer::timeout, this, &SshTunnel::awaitMaster);
}

SshTunnel::~SshTunnel()
{
    close();
    // A command still running ends in the background: its answer must not reach a half-destroyed owner.
    for (QProcess* process : findChildren<QProcess*>())
        release(process);
}

void SshTunnel::release(QProcess* process)
{
    process->disconnect(this);
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // Out of this object's hands, collected when it ends, never waited for (nor destroyed running).
    process->setParent(nullptr);
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->terminate();
}

qint64 SshTunnel::masterPid() const
{
    return m_master ? m_master->processId() : 0;
}

QString SshTunnel::shellQuoted(const QString& text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QStringList SshTunnel::commonArguments() const
{
    QStringList args;
    if (!m_target.configFile.isEmpty())
        args << QStringLiteral("-F") << m_target.configFile;
    // Never a prompt: the console has no terminal to ask in. Keys come from the agent or unencrypted
    // files; an unknown host key fails with ssh's own words instead of waiting for a "yes".
    args << QStringLiteral("-o") << QStringLiteral("BatchMode=yes");
    args << QStringLiteral("-S") << m_controlSocket;
    return args;
}

void SshTunnel::open()
{
    if (m_state != State::Closed)
        return;
    removeLocalFiles();
    m_state = State::Opening;
    m_masterErrors.clear();
    m_remoteSocket = m_givenRemoteSocket;
    QStringList args = commonArguments();
    if (!m_target.jumpHost.trimmed().isEmpty())
        args << QStringLiteral("-J") << m_target.jumpHost.trimmed();
    args << QStringLiteral("-M") << QStringLiteral("-N") << QStringLiteral("-T")
         << QStringLiteral("-o") << QStringLiteral("ControlPersist=no")
         << QStringLiteral("-o") << QStringLiteral("ExitOnForwardFailure=yes")
         // A dead network is noticed within 45 s instead of TCP's minutes; then the backend reconnects.
         << QStringLiteral("-o") << QStringLiteral("ServerAliveInterval=15")
         << QStringLiteral("-o") << QStringLiteral("ServerAliveCountMax=3")
         << QStringLiteral("-o") << QStringLiteral("ConnectTimeout=20")
         // The forwarded socket is this console's alone (mode 0600), and a stale one is replaced.
         << QStringLiteral("-o") << QStringLiteral("StreamLocalBindMask=0177")
         << QStringLiteral("-o") << QStringLiteral("StreamLocalBindUnlink=yes")
         << QStringLiteral("--") << m_target.destination.trimmed();
    auto* master = new QProcess(this);
    m_master = master;
    master->setProgram(m_target.program);
    master->setArguments(args);
    master->setStandardInputFile(QProcess::nullDevice());
    master->setStandardOutputFile(QProcess::nullDevice());
    connect(master, &QProcess::readyReadStandardError, this, [this, master] { appendBounded(m_masterErrors, master->readAllStandardError()); });
    connect(master, &QProcess::errorOccurred, this, [this, master](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && master == m_master)
            fail(SshFailure::notStarted(m_target.program, master->errorString()));
    });
    connect(master, &QProcess::finished, this, [this, master] {
        if (master == m_master)
            masterEnded();
    });
    master->start();
    m_awaitTimer.start();
}

void SshTunnel::awaitMaster()
{
    // ssh creates the control socket once the host let the user in: then commands can use it.
    if (!QFileInfo::exists(m_controlSocket))
        return;
    m_awaitTimer.stop();
    if (m_remoteSocket.isEmpty())
        findRemoteSocket();
    else
        forward();
}

void SshTunnel::findRemoteSocket()
{
    run(QString::fromLatin1(findSocketScript), [this](int exitCode, const QString& out, const QString& err) {
        const QString path = out.trimmed().section(QLatin1Char('\n'), -1).trimmed();
        if (exitCode != 0 || !path.startsWith(QLatin1Char('/'))) {
            fail(SshFailure::remoteCommand(tr("The daemon's socket on %1 could not be found; give its path in the backend's settings.")
                                               .arg(m_target.destination), err));
            return;
        }
        m_remoteSocket = path;
        forward();
    });
}

void SshTunnel::forward()
{
    const quint64 generation = m_generation;
    auto* process = new QProcess(this);
    QStringList args = commonArguments();
    args << QStringLiteral("-O") << QStringLiteral("forward") << QStringLiteral("-L") << m_localSocket + QLatin1Char(':') + m_remoteSocket
         << QStringLiteral("--") << m_target.destination.trimmed();
    process->setProgram(m_target.program);
    process->setArguments(args);
    process->setStandardInputFile(QProcess::nullDevice());
    connect(process, &QProcess::finished, this, [this, process, generation](int exitCode, QProcess::ExitStatus status) {
        process->deleteLater();
        if (generation != m_generation || m_state != State::Opening)
            return;
        if (status != QProcess::NormalExit || exitCode != 0) {
            fail(SshFailure::remoteCommand(tr("ssh could not forward %1 to %2 on %3.").arg(m_localSocket, m_remoteSocket, m_target.destination),
                QString::fromLocal8Bit(process->readAllStandardError())));
            return;
        }
        m_state = State::Open;
        emit opened();
    });
    process->start();
}

void SshTunnel::run(const QString& shellCommand, CommandDone done, int timeoutMs)
{
    auto* process = new QProcess(this);
    QStringList args = commonArguments();
    // Through the master only: a command never opens a second connection (and never asks again).
    args << QStringLiteral("-o") << QStringLiteral("ControlMaster=no") << QStringLiteral("-T") << QStringLiteral("--") << m_target.destination.trimmed()
         // The login shell may be csh or fish: it is handed one sh command, quoted as one word.
         << QStringLiteral("exec /bin/sh -c ") + shellQuoted(shellCommand);
    process->setProgram(m_target.program);
    process->setArguments(args);
    process->setStandardInputFile(QProcess::nullDevice());
    auto* timer = new QTimer(process);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, process, [process] { process->kill(); });
    connect(process, &QProcess::finished, this, [process, done = std::move(done)](int exitCode, QProcess::ExitStatus status) {
        process->deleteLater();
        done(status == QProcess::NormalExit ? exitCode : -1, QString::fromLocal8Bit(process->readAllStandardOutput()),
            QString::fromLocal8Bit(process->readAllStandardError()));
    });
    connect(process, &QProcess::errorOccurred, this, [process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            process->deleteLater(); // finished() never comes; the caller hears nothing, the master's failure speaks
    });
    timer->start(timeoutMs);
    process->start();
}

void SshTunnel::masterEnded()
{
    if (m_state == State::Closed)
        return;
    appendBounded(m_masterErrors, m_master->readAllStandardError());
    const bool wasOpen = m_state == State::Open;
    fail(SshFailure::fromSsh(m_masterErrors, m_target.destination, wasOpen));
}

void SshTunnel::fail(const SshFailure& failure)
{
    if (m_state == State::Closed)
        return;
    close();
    emit failed(failure);
}

void SshTunnel::close()
{
    ++m_generation;
    m_awaitTimer.stop();
    m_state = State::Closed;
    if (QProcess* master = m_master) {
        m_master = nullptr;
        release(master); // the forward goes with it
    }
    removeLocalFiles();
}

void SshTunnel::removeLocalFiles()
{
    // Only this console's own paths: a socket ssh made for it, or the control socket of its master.
    QFile::remove(m_localSocket);
    QFile::remove(m_controlSocket);
}

} // namespace trainyard::client
