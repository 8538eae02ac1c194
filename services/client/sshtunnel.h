#pragma once

#include "sshfailure.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>

class QProcess;

namespace trainyard::client {

// Where ssh connects, in ssh's own terms, so that keys, the agent, known_hosts and ~/.ssh/config
// (ProxyJump, User, Port, IdentityFile …) apply unchanged.
struct SshTarget {
    Q_DECLARE_TR_FUNCTIONS(trainyard::client::SshTarget)

public:
    QString destination; // "user@login-node", or a Host of the ssh config
    QString jumpHost; // ssh -J: "user@bastion[,next]"; empty: whatever the ssh config says
    QString configFile; // ssh -F: a config file instead of ~/.ssh/config; empty: ssh's default
    QString program = QStringLiteral("ssh");

    // What is wrong with it, naming the field; empty when ssh can be given it. An option-like
    // destination ("-oProxyCommand=…") is refused: it would be an ssh option, not a host.
    QString problem() const;
};

// One SSH connection to a host, run by the system's `ssh` as a connection master (-M), with a local
// Unix socket forwarded to a Unix socket on the host (the daemon's). Every other command (finding the
// socket, starting the daemon) goes over the same master, so the user authenticates once, however
// their key is kept. The master is this object's child process: it ends with the console.
// Asynchronous: the GUI thread never waits for ssh.
class SshTunnel : public QObject {
    Q_OBJECT

public:
    enum class State { Closed, Opening, Open };

    // `remoteSocket` empty: the daemon's default socket for that user there, asked of the host.
    // `localSocket` and `controlSocket` are this console's own paths (created 0600 in a 0700 folder).
    SshTunnel(SshTarget target, QString remoteSocket, QString localSocket, QString controlSocket, QObject* parent = nullptr);
    ~SshTunnel() override;

    const SshTarget& target() const { return m_target; }
    State state() const { return m_state; }
    // The host's socket the local one leads to: given, or found once the tunnel opened.
    QString remoteSocket() const { return m_remoteSocket; }
    QString localSocket() const { return m_localSocket; }
    // The ssh master's process id while it runs (0 otherwise): for a test that cuts the tunnel.
    qint64 masterPid() const;

    // Starts connecting when closed; opened() or failed() follows.
    void open();
    // Ends the master (and with it the forward) and removes the local sockets; emits nothing.
    void close();

    using CommandDone = std::function<void(int exitCode, const QString& out, const QString& err)>;
    // Runs a POSIX sh command on the host over the open master (exit code -1: ssh itself failed or
    // the command ran past `timeoutMs`). `done` is not called once this tunnel is destroyed.
    void run(const QString& shellCommand, CommandDone done, int timeoutMs = 30'000);
    // `text` as one word of a POSIX sh command line.
    static QString shellQuoted(const QString& text);

signals:
    void opened();
    // Could not open, or the open tunnel was lost; the tunnel is closed again.
    void failed(const SshFailure& failure);

private:
    QStringList commonArguments() const;
    void awaitMaster();
    void findRemoteSocket();
    void forward();
    void masterEnded();
    void fail(const SshFailure& failure);
    void removeLocalFiles();
    // Lets a process go: terminated if running, deleted once it ended, its signals no longer ours.
    void release(QProcess* process);

    SshTarget m_target;
    QString m_givenRemoteSocket;
    QString m_remoteSocket;
    QString m_localSocket;
    QString m_controlSocket;
    State m_state = State::Closed;
    QPointer<QProcess> m_master;
    QString m_masterErrors;
    QTimer m_awaitTimer; // polls for the control socket, which ssh creates once authenticated
    quint64 m_generation = 0; // bumps on close(): answers of an older attempt are dropped
};

} // namespace trainyard::client
