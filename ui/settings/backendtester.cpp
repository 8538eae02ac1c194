#include "backendtester.h"

#include "console/backendfactory.h"
#include "console/filetokenprovider.h"

#include "client/backend.h"
#include "client/sshdaemonbackend.h"

#include <QTimer>

namespace trainyard::ui {

namespace {
    // How long a test through SSH may take: ssh's own connect timeout (20 s) and a daemon's start.
    constexpr int sshTestTimeoutMs = 30'000;
} // namespace

BackendTester::BackendTester(client::HttpTransport& transport, QObject* parent)
    : QObject(parent)
    , m_transport(transport)
{
}

BackendTester::~BackendTester()
{
    cancel();
}

void BackendTester::release()
{
    // Not deleted at once: cancel() or done() may run inside one of the backend's own callbacks.
    if (m_backend)
        m_backend.release()->deleteLater();
}

void BackendTester::cancel()
{
    ++m_generation;
    m_busy = false;
    release();
}

void BackendTester::done(bool ok, const QString& message)
{
    ++m_generation;
    m_busy = false;
    release();
    emit finished(ok, message);
}

void BackendTester::start(const RemoteBackendConfig& config)
{
    cancel();
    m_config = config;
    m_security = client::SecurityFailure::None;
    const quint64 generation = m_generation;
    const auto report = [this, generation](bool ok, const QString& message) {
        // Reported from the event loop, so that finished() never arrives inside start().
        QTimer::singleShot(0, this, [this, generation, ok, message] {
            if (m_generation == generation)
                done(ok, message);
        });
    };
    if (const QString problem = config.problem(); !problem.isEmpty()) {
        report(false, problem);
        return;
    }
    m_busy = true;
    if (config.tokenCommand.isEmpty() && !config.tokenFile.isEmpty()) {
        // The file is read off the GUI thread; the backend is asked once it is known to hold a token.
        FileTokenProvider::read(config.tokenFile, this, [this, generation, config](FileTokenProvider::Contents file) {
            if (m_generation != generation)
                return;
            if (!file.error.isEmpty())
                done(false, tr("Token file: %1 cannot be read: %2").arg(config.tokenFile, file.error));
            else if (file.token.empty())
                done(false, tr("Token file: %1 is empty").arg(config.tokenFile));
            else
                probe(config, generation);
        });
        return;
    }
    probe(config, generation);
}

void BackendTester::probe(const RemoteBackendConfig& config, quint64 generation)
{
    m_backend = BackendFactory::create(config, m_transport);
    m_clock.start();
    if (auto* ssh = qobject_cast<client::SshDaemonBackend*>(m_backend.get())) {
        openTunnel(*ssh, config, generation);
        return;
    }
    list(config, generation);
}

void BackendTester::openTunnel(client::SshDaemonBackend& ssh, const RemoteBackendConfig& config, quint64 generation)
{
    // A real request through a real tunnel: connect as the console does (the daemon started there if
    // need be), list once it answers, and report ssh's own failure at its first sign, retryable or not.
    const QString host = config.sshDestination;
    connect(&ssh, &client::Backend::statusChanged, this, [this, &ssh, config, generation](const client::ConnectionStatus& status) {
        if (m_generation != generation)
            return;
        if (status.state == client::ConnectionState::Connected) {
            m_tunnelMs = m_clock.elapsed();
            list(config, generation);
        } else if (!ssh.lastFailure().summary.isEmpty()) {
            done(false, ssh.lastFailure().message());
        }
    });
    connect(&ssh, &client::SshDaemonBackend::remoteDaemonFailed, this, [this, generation](const QString& message) {
        if (m_generation == generation)
            done(false, message);
    });
    QTimer::singleShot(sshTestTimeoutMs, this, [this, &ssh, host, generation] {
        if (m_generation == generation)
            done(false, tr("No answer through SSH from %1 within %2 s: %3").arg(host).arg(sshTestTimeoutMs / 1000).arg(ssh.status().detail));
    });
    ssh.connectBackend();
}

void BackendTester::list(const RemoteBackendConfig& config, quint64 generation)
{
    const bool ssh = config.kind == RemoteBackendConfig::Kind::Ssh;
    const QString project = config.project;
    const QString host = config.sshDestination;
    const QString location = m_backend->location();
    const qint64 listStart = m_clock.elapsed();
    m_backend->listJobs({}, 1, {}, this, [this, generation, ssh, host, project, location, listStart](client::ApiResult<client::JobPage> result) {
        if (m_generation != generation)
            return;
        const qint64 ms = m_clock.elapsed() - listStart;
        if (std::holds_alternative<client::JobPage>(result)) {
            done(true, ssh ? tr("Connected through SSH to %1: the tunnel opened in %2 ms, the daemon answered in %3 ms").arg(host).arg(m_tunnelMs).arg(ms)
                           : tr("Connected: project %1 answered in %2 ms").arg(project).arg(ms));
            return;
        }
        const auto& error = std::get<client::ApiError>(result);
        const QString message = QString::fromStdString(error.message);
        m_security = error.security;
        if (error.transportFailure()) {
            done(false, tr("No answer from %1: %2").arg(location, message));
        } else if (error.httpStatus == 401 || error.httpStatus == 403) {
            done(false, tr("Refused (HTTP %1 %2): %3").arg(error.httpStatus).arg(QString::fromStdString(error.status), message));
        } else {
            done(false, tr("Failed (HTTP %1 %2): %3").arg(error.httpStatus).arg(QString::fromStdString(error.status), message));
        }
    });
}

} // namespace trainyard::ui
