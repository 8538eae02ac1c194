#pragma once

#include "restbackend.h"

#include <QString>
#include <QStringList>

namespace trainyard::client {

struct LocalDaemonOptions {
    std::string socketPath; // empty: the daemon's default ($XDG_RUNTIME_DIR/trainyard/daemon.sock)
    QString program; // trainyardd to start; empty: next to this program, else on PATH
    QStringList arguments; // extra arguments for a daemon this backend starts (--data-dir …)
    // Flags from the console's settings (--slots, --gpus …); `arguments` follow them, so that those,
    // given on the command line, win.
    QStringList settingsArguments;
    bool autostart = true;
};

// The daemon on this workstation, over its Unix socket. When nothing answers there, it starts
// `trainyardd` (detached: the daemon keeps running jobs after the console closes) and waits for its
// /healthz; if the daemon dies later, it reconnects, and starts it again when the socket stays dead.
class LocalDaemonBackend : public RestBackend {
    Q_OBJECT

public:
    LocalDaemonBackend(QString name, HttpTransport& transport, LocalDaemonOptions options, QObject* parent = nullptr);

    static std::string defaultSocketPath();
    // The daemon runs on this machine: its job folders can be opened in place.
    bool filesAreLocal() const override { return true; }
    // The socket this backend reaches the daemon on (the one it starts a daemon on).
    const std::string& socketPath() const { return endpoint().unixSocket; }
    // The trainyardd a console at `applicationDir` would start, or empty when there is none.
    static QString findDaemonProgram(const QString& applicationDir);

    // The pid of the daemon this backend started last (0: none; it may have been found running).
    qint64 startedPid() const { return m_startedPid; }
    // Whether the daemon this backend started last still runs (one found running does not count).
    bool runsStartedDaemon() const;

    // The settings' flags for the next daemon this backend starts (the settings changed).
    void setSettingsArguments(const QStringList& arguments) { m_options.settingsArguments = arguments; }
    // Everything a daemon started now would get, --socket aside.
    QStringList daemonArguments() const { return m_options.settingsArguments + m_options.arguments; }
    // Stops the daemon this backend started (SIGTERM: its jobs keep running and the next daemon takes
    // them up again), waits until it is gone and starts it again with daemonArguments(). False when
    // this backend runs no daemon of its own.
    bool restartDaemon();

signals:
    void daemonStarted(qint64 pid);
    // A restartDaemon() gave up: the old daemon did not stop, or the new one could not be started.
    void restartFailed(const QString& error);

protected:
    bool recover(const QString& error) override;

private:
    bool startDaemon();
    void waitForExit(qint64 pid, int attemptsLeft);

    LocalDaemonOptions m_options;
    bool m_restarting = false;
    qint64 m_startedPid = 0;
    int m_failedProbes = 0;
};

} // namespace trainyard::client
