#pragma once

#include <string>
#include <vector>

namespace trainyard::daemon {

// What the daemon was started with (flags; see app/daemon and docs/api.md).
struct DaemonConfig {
    std::string dataDir; // job database, logs, staged packages
    std::string socketPath; // Unix socket, mode 0600
    std::string listenAddress; // "host:port" for TCP, empty for none
    std::string tokenFile; // bearer token for TCP
    int replicaSlots = 0; // concurrent replicas; 0 means the number of CPUs
    std::vector<int> gpus; // GPU indices this daemon may hand out
    std::string python = "/usr/bin/python3";
    int graceSeconds = 10; // SIGTERM to SIGKILL
    int maxRestarts = 3; // replicas restarted after a daemon restart, per replica
    std::string project = "local";
};

} // namespace trainyard::daemon
