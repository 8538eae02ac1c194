#include "sshtestserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <csignal>
#include <pwd.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace trainyard::test {

namespace {
    const QString sshd = QStringLiteral("/usr/sbin/sshd"); // sshd re-executes itself: an absolute path
    const QString keygenProgram = QStringLiteral("ssh-keygen");

    QString userName()
    {
        const passwd* entry = ::getpwuid(::getuid());
        return entry ? QString::fromLocal8Bit(entry->pw_name) : QStringLiteral("root");
    }

    int freePort()
    {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return 0;
        return probe.serverPort();
    }

    bool accepts(int port)
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
        return socket.waitForConnected(200);
    }
} // namespace

SshTestServer::SshTestServer()
    : m_dir(QDir::tempPath() + QStringLiteral("/tyssh-XXXXXX"))
{
}

SshTestServer::~SshTestServer()
{
    stop();
}

bool SshTestServer::writeFile(const QString& name, const QByteArray& contents, QString& error) const
{
    QFile file(path(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(contents) != contents.size()) {
        error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return true;
}

bool SshTestServer::keygen(const QString& name, QString& error) const
{
    QFile::remove(path(name));
    QFile::remove(path(name + QStringLiteral(".pub")));
    QProcess process;
    process.start(keygenProgram, { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                                     QStringLiteral("-C"), name, QStringLiteral("-f"), path(name) });
    if (!process.waitForFinished(10'000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        error = QStringLiteral("ssh-keygen failed for %1: %2 %3").arg(name, process.errorString(), QString::fromLocal8Bit(process.readAllStandardError()));
        return false;
    }
    return true;
}

bool SshTestServer::start(QString& error)
{
    if (!m_dir.isValid()) {
        error = QStringLiteral("no temporary folder");
        return false;
    }
    if (!QFileInfo(sshd).isExecutable()) {
        error = QStringLiteral("%1 is missing: install openssh-server (packaging/debian-packages.txt)").arg(sshd);
        return false;
    }
    if (!keygen(QStringLiteral("host_key"), error) || !keygen(QStringLiteral("other_host_key"), error) || !keygen(QStringLiteral("user_key"), error)
        || !keygen(QStringLiteral("other_user_key"), error))
        return false;
    if (!authorizeUserKey(true, error))
        return false;
    QDir().mkpath(runtimeDir());
    QFile::setPermissions(runtimeDir(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    // sshd's privilege separation needs its empty folder; Debian's init script makes it at boot.
    QDir().mkpath(QStringLiteral("/run/sshd"));

    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freePort();
        if (m_port == 0) {
            error = QStringLiteral("no free loopback port");
            return false;
        }
        const QByteArray serverConfig = QStringLiteral(
            "Port %1\nListenAddress 127.0.0.1\nHostKey %2\nAuthorizedKeysFile %3\nPidFile %4\n"
            "StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
            "PermitRootLogin prohibit-password\nAllowStreamLocalForwarding yes\nAllowTcpForwarding yes\n"
            "AcceptEnv XDG_RUNTIME_DIR\nLogLevel VERBOSE\nMaxStartups 100\n")
                                            .arg(m_port)
                                            .arg(path(QStringLiteral("host_key")), path(QStringLiteral("authorized_keys")), path(QStringLiteral("sshd.pid")))
                                            .toUtf8();
        const QByteArray clientConfig = QStringLiteral(
            "Host %1\n  HostName 127.0.0.1\n  Port %2\n  User %3\n  IdentityFile %4\n  IdentitiesOnly yes\n  IdentityAgent none\n"
            "  UserKnownHostsFile %5\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  SetEnv XDG_RUNTIME_DIR=%6\n"
            "Host %7\n  HostName 127.0.0.1\n  Port %2\n  User %3\n  IdentityFile %4\n  IdentitiesOnly yes\n  IdentityAgent none\n"
            "  UserKnownHostsFile %5\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  SetEnv XDG_RUNTIME_DIR=%6\n"
            "  ProxyJump %1\n")
                                            .arg(host())
                                            .arg(m_port)
                                            .arg(userName(), path(QStringLiteral("user_key")), path(QStringLiteral("known_hosts")), runtimeDir(), jumpedHost())
                                            .toUtf8();
        if (!writeFile(QStringLiteral("sshd_config"), serverConfig, error) || !writeFile(QStringLiteral("ssh_config"), clientConfig, error)
            || !trustHostKey(true, error))
            return false;
        m_sshd = std::make_unique<QProcess>();
        m_sshd->setProcessChannelMode(QProcess::SeparateChannels);
        m_sshd->setStandardOutputFile(QProcess::nullDevice());
        m_sshd->setStandardErrorFile(path(QStringLiteral("sshd.log")), QIODevice::Append);
        m_sshd->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        m_sshd->start(sshd, { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), path(QStringLiteral("sshd_config")) });
        if (!m_sshd->waitForStarted(5000)) {
            error = QStringLiteral("cannot start %1: %2").arg(sshd, m_sshd->errorString());
            return false;
        }
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 10'000 && m_sshd->state() == QProcess::Running && !accepts(m_port))
            QThread::msleep(50);
        if (m_sshd->state() == QProcess::Running && accepts(m_port))
            return true;
        m_sshd.reset(); // the port was taken meanwhile, or sshd refused its config: try another port
    }
    error = QStringLiteral("sshd did not start: %1").arg(log());
    return false;
}

void SshTestServer::stop()
{
    if (!m_sshd)
        return;
    m_sshd->terminate();
    if (!m_sshd->waitForFinished(5000))
        m_sshd->kill();
    m_sshd->waitForFinished(5000);
    m_sshd.reset();
}

bool SshTestServer::trustHostKey(bool right, QString& error)
{
    QFile key(path(right ? QStringLiteral("host_key.pub") : QStringLiteral("other_host_key.pub")));
    if (!key.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(key.fileName());
        return false;
    }
    const QList<QByteArray> fields = key.readAll().trimmed().split(' ');
    const QByteArray entry = "[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + fields.value(0) + ' ' + fields.value(1) + '\n';
    return writeFile(QStringLiteral("known_hosts"), entry, error);
}

void SshTestServer::forgetHostKey()
{
    QString ignored;
    writeFile(QStringLiteral("known_hosts"), QByteArray(), ignored);
}

bool SshTestServer::authorizeUserKey(bool right, QString& error)
{
    QFile key(path(right ? QStringLiteral("user_key.pub") : QStringLiteral("other_user_key.pub")));
    if (!key.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(key.fileName());
        return false;
    }
    return writeFile(QStringLiteral("authorized_keys"), key.readAll(), error);
}

int SshTestServer::acceptedLogins() const
{
    return static_cast<int>(log().count(QStringLiteral("Accepted publickey")));
}

QString SshTestServer::log() const
{
    QFile file(path(QStringLiteral("sshd.log")));
    return file.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(file.readAll()) : QString();
}

} // namespace trainyard::test
