#pragma once

#include <QCoreApplication>
#include <QString>

namespace trainyard::client {

// Why `ssh` could not connect, or dropped a connection, read from what it wrote on stderr: the
// console shows ssh's own last words beside a sentence a user acts on, and retries only what a retry
// can fix (a network that comes back), never a refused key or a changed host key.
struct SshFailure {
    Q_DECLARE_TR_FUNCTIONS(trainyard::client::SshFailure)

public:
    enum class Kind {
        HostKeyChanged, // the host's key differs from known_hosts: possibly an attack
        HostKeyUnknown, // no known_hosts entry, and ssh may not ask (BatchMode)
        AuthenticationRefused, // "Permission denied (publickey…)"
        NameUnknown, // the host name does not resolve
        Unreachable, // refused, no route, timed out
        Lost, // it was connected and the connection dropped
        NotStarted, // the ssh program could not be run
        RemoteCommand, // connected, but a command run over it failed (finding the socket, forwarding)
        Other,
    };

    Kind kind = Kind::Other;
    QString sshText; // ssh's stderr, trimmed to its meaningful lines
    QString summary; // what happened and what to do, translated

    // Worth trying again by itself: the network may come back; a key or a host key will not change.
    bool retryable() const;
    // The summary and ssh's words, for a status line or a test result.
    QString message() const;

    // Classifies ssh's stderr (exit status 255 is ssh's own failure). `host` names the destination in
    // the summary; `wasOpen` says the connection had been established before ssh exited.
    static SshFailure fromSsh(const QString& stderrText, const QString& host, bool wasOpen);
    static SshFailure notStarted(const QString& program, const QString& error);
    static SshFailure remoteCommand(const QString& what, const QString& stderrText);
};

} // namespace trainyard::client
