#pragma once

#include "restbackend.h"

#include <QString>
#include <QStringList>

namespace trainyard::client {

struct LocalDaemonOptions {
    std::string socketPath; // empty: the daemon's default ($XDG_RUNTIME_DIR/trainyard/daemon.sock)
    QString program; // trainyardd to start; empty: next to this program, else on PATH
    QStringList arguments; // extra arguments for a daemon this backend starts (--data-dir …)
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
    // The trainyardd a console at `applicationDir` would start, or empty when there is none.
    static QString findDaemonProgram(const QString& applicationDir);

    // The pid of the daemon this backend started last (0: none; it may have been found running).
    qint64 startedPid() const { return m_startedPid; }

signals:
    void daemonStarted(qint64 pid);

protected:
    bool recover(const QString& error) override;

private:
    LocalDaemonOptions m_options;
    qint64 m_startedPid = 0;
    int m_failedProbes = 0;
};

} // namespace trainyard::client
