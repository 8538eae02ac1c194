#pragma once

#include "console/remotebackendconfig.h"
#include "client/backend.h"
#include "client/httptransport.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace trainyard::client {
class Backend;
class SshDaemonBackend;
class HttpTransport;
} // namespace trainyard::client

namespace trainyard::ui {

// Checks that a remote backend answers: builds it from its config (token command or token file
// included) and makes one cheap real request (list jobs, one per page). Asynchronous; the GUI thread
// never waits.
class BackendTester : public QObject {
    Q_OBJECT

public:
    explicit BackendTester(client::HttpTransport& transport, QObject* parent = nullptr);
    ~BackendTester() override;

    void start(const RemoteBackendConfig& config);
    // Stops a test in progress; finished() is not emitted for it.
    void cancel();
    bool running() const { return m_busy; }
    // Why the last test failed, when it was the connection's security (an untrusted certificate can be
    // pinned, a changed one must not be); None otherwise.
    client::SecurityFailure securityFailure() const { return m_security; }

signals:
    // `ok`: it answered; `message` says how fast, or what failed.
    void finished(bool ok, const QString& message);

private:
    void done(bool ok, const QString& message);
    void release();
    void probe(const RemoteBackendConfig& config, quint64 generation); // one list request
    // Kind::Ssh: the tunnel first, then the list request.
    void openTunnel(client::SshDaemonBackend& ssh, const RemoteBackendConfig& config, quint64 generation);
    void list(const RemoteBackendConfig& config, quint64 generation);

    client::HttpTransport& m_transport;
    std::unique_ptr<client::Backend> m_backend;
    RemoteBackendConfig m_config;
    QElapsedTimer m_clock;
    qint64 m_tunnelMs = 0; // an SSH test: until the daemon answered through the tunnel
    quint64 m_generation = 0;
    bool m_busy = false; // from start() until finished() or cancel()
    client::SecurityFailure m_security = client::SecurityFailure::None;
};

} // namespace trainyard::ui
