#pragma once

#include "connectionlimits.h"

#include <string>
#include <vector>

namespace trainyard::daemon {

// A location backed by a partition of a Slurm cluster (trainyardd --slurm NAME=PARTITION): jobs whose
// trainingInput.region is `name` run there as Slurm jobs (docs/slurm.md).
struct SlurmLocationConfig {
    std::string name;
    std::string partition;
};

// What the daemon was started with (flags; see app/daemon and docs/api.md).
struct DaemonConfig {
    std::string dataDir; // job database, logs, staged packages
    std::string socketPath; // Unix socket, mode 0600
    std::string listenAddress; // "host:port" for TCP, empty for none
    std::string tokenFile; // bearer token for TCP
    // HTTPS on the TCP listener (docs/remote.md): PEM certificate (chain) and its private key; both or none.
    std::string tlsCertFile {};
    std::string tlsKeyFile {};
    // Plain HTTP on an address that is not loopback, token and jobs readable on the network: refused
    // unless this is set (--insecure-cleartext-http).
    bool insecureCleartextHttp = false;
    int replicaSlots = 0; // concurrent replicas; 0: spec::defaultReplicaSlots (twice the CPUs, at least 4)
    std::vector<int> gpus; // GPU indices this daemon may hand out
    std::string python = "/usr/bin/python3";
    int graceSeconds = 10; // SIGTERM to SIGKILL
    int maxRestarts = 3; // replicas restarted after a daemon restart, per replica
    std::string project = "local";
    double sampleRateHz = 1.0; // resource samples per second and replica (0.1 to 10)
    // Custom containers (docs/api.md, "Custom containers"): the podman or docker binary, empty to look
    // for podman, then docker, on PATH; and the OCI runtime to ask it for (--runtime), empty for its default.
    std::string containerEngine {};
    std::string containerRuntime {};
    // --executor-images container: a Vertex pool of Python packages runs inside its executorImageUri
    // under the container engine, as Vertex runs it, where one is found (executorimage.h); false: with
    // the local interpreter.
    bool executorImagesInContainers = false;
    // The event loop thread's scheduler slice in microseconds (schedulerslice.h); 0 keeps the kernel's.
    int schedulerSliceUs = 200;
    // Connection caps and timeouts of the HTTP server (docs/api.md, "Limits").
    ConnectionLimits connections {};
    // Slurm locations, and the program their tasks run inside the allocation (`PROGRAM --slurm-task PLAN`:
    // this trainyardd, on a path every node sees); empty: this program's own path.
    std::vector<SlurmLocationConfig> slurmLocations {};
    std::string slurmTaskProgram {};
    // Seconds between two squeue polls of a Slurm location while it has jobs.
    double slurmPollSeconds = 1.0;
};

} // namespace trainyard::daemon
