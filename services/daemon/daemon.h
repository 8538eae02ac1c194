#pragma once

#include "daemonconfig.h"

#include <QObject>

#include <memory>
#include <string>

namespace trainyard::daemon {

class Api;
class Engine;
class HttpServer;
class JobStore;
class ResourceMonitor;

// Everything `trainyardd` is, assembled: the data-dir lock, the store, the engine, the API on a
// Unix socket and optionally TCP. start() prints the "ready" line once requests are accepted.
class Daemon : public QObject {
    Q_OBJECT

public:
    explicit Daemon(DaemonConfig config, QObject* parent = nullptr);
    ~Daemon() override;

    bool start(std::string& error);
    // The line printed on stdout when ready: "ready unix:/run/user/1000/trainyard/daemon.sock http://127.0.0.1:8470"
    // (https:// with --tls-cert).
    std::string readyLine() const;

private:
    bool lockDataDir(std::string& error);

    DaemonConfig m_config;
    int m_lockFd = -1;
    std::unique_ptr<JobStore> m_store;
    Engine* m_engine = nullptr;
    HttpServer* m_server = nullptr;
    Api* m_api = nullptr;
    ResourceMonitor* m_monitor = nullptr;
};

// Defaults from the XDG base directories: $XDG_DATA_HOME/trainyard and $XDG_RUNTIME_DIR/trainyard/daemon.sock.
std::string defaultDataDir();
std::string defaultSocketPath();

} // namespace trainyard::daemon
