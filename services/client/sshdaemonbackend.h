#pragma once

#include "restbackend.h"
#include "sshtunnel.h"

#include <QString>
#include <QStringList>
#include <QTimer>

namespace trainyard::client {

struct SshBackendOptions {
    SshTarget target;
    QString remoteSocket; // the daemon's socket on the host; empty: its default for that user there
    bool autostart = true; // start trainyardd on the host when nothing answers on the socket
    QString remoteProgram = QStringLiteral("trainyardd"); // on the host's PATH, or a path there ("~/" is the home there)
    // For a daemon started there (--data-dir ~/trainyard --slurm …), --socket aside: a line of sh as
    // typed, so that ~ and $VARIABLES expand on the host as in the user's terminal there.
    QString remoteArguments;
    // This console's folder for its ends of the tunnel (0700); empty: $XDG_RUNTIME_DIR/trainyard/ssh,
    // else /tmp/trainyard-UID/ssh.
    QString localDir;
};

// A trainyardd on another machine, reached through the system's ssh: a local Unix socket forwarded to
// the daemon's Unix socket there (SshTunnel). No token is involved: the daemon's socket is the user's
// own there (mode 0600), and ssh authenticated the user. Everything else is RestBackend's, streams
// resuming from their cursors included; this class keeps the tunnel: it opens it, reopens it with
// backoff when the connection drops (never after a refused key or a changed host key, which need the
// user), and starts the daemon on the host when the tunnel is up and nothing answers.
class SshDaemonBackend : public RestBackend {
    Q_OBJECT

public:
    SshDaemonBackend(QString name, HttpTransport& transport, SshBackendOptions options, QObject* parent = nullptr);
    ~SshDaemonBackend() override;

    QString location() const override;
    void connectBackend() override;

    const SshTunnel& tunnel() const { return *m_tunnel; }
    // The last thing ssh reported (empty while all is well).
    const SshFailure& lastFailure() const { return m_lastFailure; }
    // Where this console's end of the tunnel lives.
    static QString defaultLocalDir();

signals:
    // The daemon was started on the host (its pid there).
    void remoteDaemonStarted(qint64 pid);
    // Starting it failed: not found there, or it exited at once (the message says which, in words).
    void remoteDaemonFailed(const QString& message);

protected:
    bool recover(const QString& error) override;

private:
    // `base`: this tunnel's local paths without their suffix (.sock, .ctl).
    SshDaemonBackend(QString name, HttpTransport& transport, SshBackendOptions options, const QString& base, QObject* parent);
    void tunnelOpened();
    void tunnelFailed(const SshFailure& failure);
    void startRemoteDaemon();
    QString remoteStartCommand() const;

    SshBackendOptions m_options;
    SshTunnel* m_tunnel;
    SshFailure m_lastFailure;
    QTimer m_reopenTimer;
    int m_reopenBackoffMs = 0;
    bool m_everOpened = false;
    bool m_starting = false; // a start command runs on the host
    bool m_startRefused = false; // trainyardd is not on the host: no more starts until connectBackend()
    bool m_startedOnce = false; // this backend started the daemon since the tunnel last opened
    int m_silentProbes = 0; // failed probes through an open tunnel
};

} // namespace trainyard::client
