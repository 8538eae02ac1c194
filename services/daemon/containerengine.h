#pragma once

#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

struct DaemonConfig;

// One replica's container, as `podman run` (or `docker run`) is to start it.
struct ContainerSpec {
    std::string name; // ContainerEngine::containerName()
    std::string image;
    std::vector<std::string> command; // containerCommand: replaces the image's entrypoint; empty keeps it
    std::vector<std::string> args; // after the image: containerArgs, the job's args, a trial's --name=value
    std::vector<std::pair<std::string, std::string>> environment; // passed with -e
    std::vector<std::string> mounts; // host folders, mounted at the same path inside
    std::vector<int> gpus; // host device indices
    std::vector<std::pair<std::string, std::string>> labels;
};

// The command lines this daemon runs against podman or docker. Pure: it starts nothing, so that every
// command line can be checked without an engine (or a GPU) — the processes are run by ContainerReplica
// and ContainerPreparer.
class ContainerEngine {
public:
    enum class Kind { Podman, Docker };

    // `program` is the engine's binary (absolute path); `runtime` the OCI runtime for --runtime (empty:
    // the engine's default); `cdi` whether GPUs go in as CDI devices (nvidiaCdiSpecExists()).
    explicit ContainerEngine(std::string program, std::string runtime = {}, bool cdi = false);

    const std::string& program() const { return m_program; }
    // docker when the binary is named so, podman otherwise (podman also answers to docker's flags).
    Kind kind() const;

    // `run` in the foreground, so that the replica's supervisor sees the container's output and exit code.
    std::vector<std::string> runArgv(const ContainerSpec& spec) const;
    // Stops (SIGTERM, then SIGKILL after `graceSeconds`) and removes the container; no error when it is gone.
    std::vector<std::string> removeArgv(const std::string& name, int graceSeconds) const;
    // The host pid of the container's init, once it runs.
    std::vector<std::string> pidArgv(const std::string& name) const;
    // Answers (exit 0) only when the engine works: for docker that needs its daemon.
    std::vector<std::string> infoArgv() const;
    std::vector<std::string> imageExistsArgv(const std::string& image) const;
    std::vector<std::string> pullArgv(const std::string& image) const;

    // "trainyard-<jobId>[-trial-<n>]-<replica>-<hash>": deterministic, so that a restarted daemon finds
    // its containers by name; the hash of the run's workspace keeps two daemons' jobs of one id apart.
    static std::string containerName(const std::string& jobId, const std::string& trial, const std::string& replica,
        const std::string& workspace);
    // The engine binary to use: --container-engine as given (made absolute), else podman on PATH,
    // else docker on PATH; empty when there is none. Looks at files only, runs nothing.
    static std::string locate(const DaemonConfig& config);
    // True when a CDI spec for NVIDIA GPUs (kind nvidia.com/gpu) is in one of these folders.
    static bool nvidiaCdiSpecExists(const std::vector<std::string>& folders = { "/etc/cdi", "/var/run/cdi" });

private:
    std::vector<std::string> base() const;

    std::string m_program;
    std::string m_runtime;
    bool m_cdi = false;
};

} // namespace trainyard::daemon
