#pragma once

// Test support: a real OpenSSH server for the console's SSH backend, on a free loopback port, with a
// host key and a user key of its own in a temporary folder; never the system's sshd or ~/.ssh.

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace trainyard::test {

// /usr/sbin/sshd -D as the test's child (it dies with the test: PR_SET_PDEATHSIG), started and stopped
// by PID. The folder holds everything ssh needs, named by configFile(): an ssh_config with
//   - host() ("trainyard-test"): 127.0.0.1 at port(), as the current user, with the user key, the
//     folder's known_hosts (StrictHostKeyChecking yes), no agent, and XDG_RUNTIME_DIR=runtimeDir()
//     sent along (sshd accepts it), so that a daemon's default socket there lies in the folder;
//   - jumpedHost() ("trainyard-jumped"): the same host reached through host() as a ProxyJump.
// Nothing is skipped: without sshd, ssh-keygen or a free port, start() fails saying which.
class SshTestServer {
public:
    SshTestServer();
    ~SshTestServer();
    SshTestServer(const SshTestServer&) = delete;
    SshTestServer& operator=(const SshTestServer&) = delete;

    // Waits at most 10 s for sshd to accept connections.
    bool start(QString& error);
    void stop();

    QString configFile() const { return path(QStringLiteral("ssh_config")); }
    QString host() const { return QStringLiteral("trainyard-test"); }
    QString jumpedHost() const { return QStringLiteral("trainyard-jumped"); }
    QString runtimeDir() const { return path(QStringLiteral("runtime")); }
    QString path(const QString& name) const { return m_dir.path() + QLatin1Char('/') + name; }
    int port() const { return m_port; }
    qint64 pid() const { return m_sshd ? m_sshd->processId() : 0; }

    // known_hosts with the server's own key (true), or with another key under its name (a changed
    // host key, false).
    bool trustHostKey(bool right, QString& error);
    // No known_hosts entry at all (an unknown host).
    void forgetHostKey();
    // authorized_keys with the test's user key (true), or with some other key (a refused key, false).
    bool authorizeUserKey(bool right, QString& error);
    // How many logins sshd accepted so far (a ProxyJump connection counts two).
    int acceptedLogins() const;
    // sshd's own log (stderr), for a failing test's message.
    QString log() const;

private:
    bool keygen(const QString& name, QString& error) const;
    bool writeFile(const QString& name, const QByteArray& contents, QString& error) const;

    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_sshd;
    int m_port = 0;
};

} // namespace trainyard::test
