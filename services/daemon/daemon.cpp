#include "daemon.h"

#include "api.h"
#include "engine.h"
#include "httpserver.h"
#include "jobstore.h"
#include "resourcemonitor.h"
#include "runtimepaths.h"
#include "tlscredentials.h"

#include <QCoreApplication>
#include <QDir>
#include <QHostAddress>
#include <QSslSocket>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    std::string env(const char* name)
    {
        const char* value = std::getenv(name);
        return value ? value : "";
    }

    std::string home()
    {
        const std::string h = env("HOME");
        return h.empty() ? "/tmp" : h;
    }

} // namespace

std::string defaultDataDir()
{
    const std::string xdg = env("XDG_DATA_HOME");
    return (xdg.empty() ? home() + "/.local/share" : xdg) + "/trainyard";
}

std::string defaultSocketPath()
{
    const std::string runtime = env("XDG_RUNTIME_DIR");
    return (runtime.empty() ? "/tmp/trainyard-" + std::to_string(::getuid()) : runtime + "/trainyard") + "/daemon.sock";
}

Daemon::Daemon(DaemonConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    if (m_config.dataDir.empty())
        m_config.dataDir = defaultDataDir();
    if (m_config.socketPath.empty())
        m_config.socketPath = defaultSocketPath();
    if (m_config.slurmTaskProgram.empty())
        m_config.slurmTaskProgram = QCoreApplication::applicationFilePath().toStdString(); // tasks run this trainyardd
}

Daemon::~Daemon()
{
    delete m_server;
    delete m_api;
    delete m_monitor;
    delete m_engine;
    m_store.reset();
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

bool Daemon::lockDataDir(std::string& error)
{
    const std::string path = m_config.dataDir + "/daemon.lock";
    m_lockFd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_lockFd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    if (::flock(m_lockFd, LOCK_EX | LOCK_NB) != 0) {
        std::ifstream in(path);
        std::string pid;
        in >> pid;
        error = "another trainyardd (pid " + (pid.empty() ? std::string("unknown") : pid) + ") uses " + m_config.dataDir;
        return false;
    }
    const std::string pid = std::to_string(::getpid()) + "\n";
    (void)::ftruncate(m_lockFd, 0);
    (void)!::pwrite(m_lockFd, pid.data(), pid.size(), 0);
    return true;
}

bool Daemon::start(std::string& error)
{
    // The TCP listener's address and credentials before anything else: a refused --listen or a bad
    // certificate must not have locked the data dir or taken up a job.
    QHostAddress tcpAddress;
    quint16 tcpPort = 0;
    std::optional<TlsCredentials> tls;
    if (!m_config.listenAddress.empty()) {
        const auto colon = m_config.listenAddress.rfind(':');
        const std::string host = colon == std::string::npos ? "127.0.0.1" : m_config.listenAddress.substr(0, colon);
        tcpPort = static_cast<quint16>(std::atoi(m_config.listenAddress.substr(colon == std::string::npos ? 0 : colon + 1).c_str()));
        if (!tcpAddress.setAddress(QString::fromStdString(host == "localhost" ? "127.0.0.1" : host))) {
            error = "--listen needs HOST:PORT with an IP address, not " + m_config.listenAddress;
            return false;
        }
        if (!m_config.tlsCertFile.empty()) {
            tls = TlsCredentials::load(m_config.tlsCertFile, m_config.tlsKeyFile, error);
            if (!tls)
                return false;
            if (!QSslSocket::supportsSsl()) { // Qt's OpenSSL plugin missing: every handshake would fail
                error = "--tls-cert: Qt's TLS backend is not available here (backends: "
                    + QSslSocket::availableBackends().join(QStringLiteral(", ")).toStdString() + "; OpenSSL " + QSslSocket::sslLibraryVersionString().toStdString() + ")";
                return false;
            }
        } else if (!tcpAddress.isLoopback() && !m_config.insecureCleartextHttp) {
            // Anyone on the path could read the token and replay it: the user must choose TLS, or say
            // in so many words that the network is trusted.
            error = "--listen " + m_config.listenAddress + " is reachable from other machines, and without --tls-cert/--tls-key the bearer "
                    "token and every job would cross the network in clear text; serve HTTPS (docs/remote.md), listen on 127.0.0.1, "
                    "or pass --insecure-cleartext-http if the network is trusted";
            return false;
        }
    }
    // Paths first, before any job is taken up: a daemon that refuses one must not have touched anything.
    if (!RuntimePaths::prepareDataDir(m_config.dataDir, error))
        return false;
    if (!QDir().mkpath(QString::fromStdString(m_config.dataDir + "/jobs"))) {
        error = "cannot create " + m_config.dataDir + "/jobs";
        return false;
    }
    if (!lockDataDir(error))
        return false;
    const auto slash = m_config.socketPath.rfind('/');
    const std::string socketDir = slash == std::string::npos ? "." : slash == 0 ? "/" : m_config.socketPath.substr(0, slash);
    if (!RuntimePaths::prepareSocketDir(socketDir, error) || !RuntimePaths::clearSocketPath(m_config.socketPath, error))
        return false;
    Api::Security security;
    if (!m_config.listenAddress.empty()) {
        const std::string tokenFile = m_config.tokenFile.empty() ? m_config.dataDir + "/token" : m_config.tokenFile;
        if (!RuntimePaths::loadOrCreateToken(tokenFile, security.token, error))
            return false;
    }
    m_store = JobStore::open(m_config.dataDir + "/jobs.sqlite", error);
    if (!m_store)
        return false;
    m_engine = new Engine(m_config, *m_store);
    if (!m_engine->start(error))
        return false;

    m_server = new HttpServer(HttpParser::Limits {}, m_config.connections);
    QString message;
    if (!m_server->listenLocal(QString::fromStdString(m_config.socketPath), &message)) {
        error = "cannot listen on " + m_config.socketPath + ": " + message.toStdString();
        return false;
    }
    if (!m_config.listenAddress.empty()) {
        if (!m_server->listenTcp(tcpAddress, tcpPort, &message)) {
            error = "cannot listen on " + m_config.listenAddress + ": " + message.toStdString();
            return false;
        }
        if (tls) {
            m_server->setTls(tls->serverConfiguration());
            // Printed so that the user can compare it with what the console shows before trusting it.
            std::fprintf(stderr, "trainyardd: HTTPS with the certificate of %s (expires %s)\n"
                                 "trainyardd: certificate SHA-256 fingerprint %s\n"
                                 "trainyardd: public key pin %s\n",
                tls->subject().c_str(), tls->expiry().c_str(), tls->certificateFingerprint().c_str(), tls->publicKeyPin().c_str());
        }
        const std::string port = std::to_string(m_server->tcpPort());
        const std::string host = tcpAddress.toString().toStdString();
        security.allowedHosts = { host + ":" + port, "localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port };
    }
    Engine* engine = m_engine;
    m_monitor = new ResourceMonitor(m_config.sampleRateHz, [engine] { return engine->sampledJobs(); });
    m_monitor->start();
    QObject::connect(m_engine, &Engine::resourcesSampled, m_monitor,
        [engine, monitor = m_monitor](const std::string& jobId, const std::vector<spec::ResourceSample>& samples) {
            const spec::Job* job = engine->find(jobId);
            if (!job)
                return;
            const auto started = job->startTime ? job->startTime->toTimePoint() : std::chrono::system_clock::now();
            monitor->addSamples({ jobId, engine->resourcePath(jobId), started, {} }, samples);
        });
    m_api = new Api(*m_engine, *m_monitor, security);
    m_server->setHandler([this](HttpExchange& exchange) { m_api->handle(exchange); });
    m_server->setHeadCheck([this](const HttpRequest& head, bool overTcp) { return m_api->checkHead(head, overTcp); });
    return true;
}

std::string Daemon::readyLine() const
{
    std::string line = "ready unix:" + m_config.socketPath;
    if (m_server && m_server->tcpPort() != 0) {
        const auto colon = m_config.listenAddress.rfind(':');
        const std::string host = colon == std::string::npos ? "127.0.0.1" : m_config.listenAddress.substr(0, colon);
        line += (m_config.tlsCertFile.empty() ? " http://" : " https://") + host + ":" + std::to_string(m_server->tcpPort());
    }
    return line;
}

} // namespace trainyard::daemon
