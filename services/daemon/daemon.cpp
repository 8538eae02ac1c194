#include "daemon.h"

#include "api.h"
#include "engine.h"
#include "httpserver.h"
#include "jobstore.h"
#include "resourcemonitor.h"

#include <QDir>
#include <QHostAddress>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
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

bool Daemon::loadToken(std::string& token, std::string& error)
{
    const std::string path = m_config.tokenFile.empty() ? m_config.dataDir + "/token" : m_config.tokenFile;
    {
        std::ifstream in(path);
        if (in && std::getline(in, token) && !token.empty())
            return true;
    }
    // None yet: 32 random bytes, hex, in a file only the user can read.
    unsigned char bytes[32];
    std::ifstream random("/dev/urandom", std::ios::binary);
    if (!random.read(reinterpret_cast<char*>(bytes), sizeof bytes)) {
        error = "cannot read /dev/urandom for a token";
        return false;
    }
    static const char hex[] = "0123456789abcdef";
    token.clear();
    for (unsigned char b : bytes) {
        token += hex[b >> 4];
        token += hex[b & 15];
    }
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot write the token file " + path + ": " + std::strerror(errno);
        return false;
    }
    const std::string line = token + "\n";
    const bool ok = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size());
    ::close(fd);
    if (!ok)
        error = "cannot write the token file " + path;
    return ok;
}

bool Daemon::start(std::string& error)
{
    if (!QDir().mkpath(QString::fromStdString(m_config.dataDir + "/jobs"))) {
        error = "cannot create the data dir " + m_config.dataDir;
        return false;
    }
    ::chmod(m_config.dataDir.c_str(), 0700);
    if (!lockDataDir(error))
        return false;
    m_store = JobStore::open(m_config.dataDir + "/jobs.sqlite", error);
    if (!m_store)
        return false;
    m_engine = new Engine(m_config, *m_store);
    if (!m_engine->start(error))
        return false;

    Api::Security security;
    QHostAddress tcpAddress;
    quint16 tcpPort = 0;
    if (!m_config.listenAddress.empty()) {
        const auto colon = m_config.listenAddress.rfind(':');
        const std::string host = colon == std::string::npos ? "127.0.0.1" : m_config.listenAddress.substr(0, colon);
        tcpPort = static_cast<quint16>(std::atoi(m_config.listenAddress.substr(colon == std::string::npos ? 0 : colon + 1).c_str()));
        if (!tcpAddress.setAddress(QString::fromStdString(host == "localhost" ? "127.0.0.1" : host))) {
            error = "--listen needs HOST:PORT with an IP address, not " + m_config.listenAddress;
            return false;
        }
        if (!loadToken(security.token, error))
            return false;
    }
    m_server = new HttpServer(HttpParser::Limits {});
    const std::string socketDir = m_config.socketPath.substr(0, m_config.socketPath.rfind('/'));
    QDir().mkpath(QString::fromStdString(socketDir));
    ::chmod(socketDir.c_str(), 0700);
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
        const std::string port = std::to_string(m_server->tcpPort());
        const std::string host = tcpAddress.toString().toStdString();
        security.allowedHosts = { host + ":" + port, "localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port };
    }
    Engine* engine = m_engine;
    m_monitor = new ResourceMonitor(m_config.sampleRateHz, [engine] { return engine->sampledJobs(); });
    m_monitor->start();
    m_api = new Api(*m_engine, *m_monitor, security);
    m_server->setHandler([this](HttpExchange& exchange) { m_api->handle(exchange); });
    return true;
}

std::string Daemon::readyLine() const
{
    std::string line = "ready unix:" + m_config.socketPath;
    if (m_server && m_server->tcpPort() != 0) {
        const auto colon = m_config.listenAddress.rfind(':');
        const std::string host = colon == std::string::npos ? "127.0.0.1" : m_config.listenAddress.substr(0, colon);
        line += " http://" + host + ":" + std::to_string(m_server->tcpPort());
    }
    return line;
}

} // namespace trainyard::daemon
