#include "containerengine.h"

#include "daemonconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cstdint>
#include <cstdio>

namespace trainyard::daemon {

ContainerEngine::ContainerEngine(std::string program, std::string runtime, bool cdi)
    : m_program(std::move(program))
    , m_runtime(std::move(runtime))
    , m_cdi(cdi)
{
}

ContainerEngine::Kind ContainerEngine::kind() const
{
    return QFileInfo(QString::fromStdString(m_program)).fileName().startsWith(QLatin1String("docker")) ? Kind::Docker : Kind::Podman;
}

std::vector<std::string> ContainerEngine::base() const
{
    // podman takes the OCI runtime as a global flag, so that rm and inspect use it too; docker only on run.
    std::vector<std::string> argv { m_program };
    if (kind() == Kind::Podman && !m_runtime.empty())
        argv.insert(argv.end(), { "--runtime", m_runtime });
    return argv;
}

std::vector<std::string> ContainerEngine::runArgv(const ContainerSpec& spec) const
{
    std::vector<std::string> argv = base();
    argv.insert(argv.end(), { "run", "--rm", "--name", spec.name });
    if (kind() == Kind::Docker && !m_runtime.empty())
        argv.insert(argv.end(), { "--runtime", m_runtime });
    // A restarted replica reuses its name; a container its killed client left behind must not block it.
    if (kind() == Kind::Podman)
        argv.push_back("--replace");
    // The cluster addresses in TF_CONFIG are localhost ports: replicas share the host's network.
    argv.insert(argv.end(), { "--network", "host" });
    for (const auto& [key, value] : spec.labels)
        argv.insert(argv.end(), { "--label", key + "=" + value });
    for (const auto& [name, value] : spec.environment)
        argv.insert(argv.end(), { "-e", name + "=" + value });
    for (const auto& path : spec.mounts)
        argv.insert(argv.end(), { "-v", path + ":" + path });
    if (!spec.gpus.empty()) {
        if (m_cdi) {
            for (const int gpu : spec.gpus)
                argv.insert(argv.end(), { "--device", "nvidia.com/gpu=" + std::to_string(gpu) });
        } else {
            // docker's --gpus value is CSV: the quotes keep "device=0,1" one field.
            std::string list;
            for (const int gpu : spec.gpus)
                list += (list.empty() ? "" : ",") + std::to_string(gpu);
            argv.insert(argv.end(), { "--gpus", "\"device=" + list + "\"" });
        }
    }
    // --entrypoint takes one program in both engines; the rest of containerCommand goes before the args,
    // which is exactly what the engine runs: entrypoint + everything after the image.
    if (!spec.command.empty())
        argv.insert(argv.end(), { "--entrypoint", spec.command.front() });
    argv.push_back(spec.image);
    if (!spec.command.empty())
        argv.insert(argv.end(), spec.command.begin() + 1, spec.command.end());
    argv.insert(argv.end(), spec.args.begin(), spec.args.end());
    return argv;
}

std::vector<std::string> ContainerEngine::removeArgv(const std::string& name, int graceSeconds) const
{
    std::vector<std::string> argv = base();
    if (kind() == Kind::Podman)
        argv.insert(argv.end(), { "rm", "--force", "--ignore", "--time", std::to_string(graceSeconds), name });
    else
        argv.insert(argv.end(), { "rm", "--force", name }); // docker's rm -f kills at once; the grace went to the client's SIGTERM
    return argv;
}

std::vector<std::string> ContainerEngine::pidArgv(const std::string& name) const
{
    std::vector<std::string> argv = base();
    argv.insert(argv.end(), { "inspect", "--format", "{{.State.Pid}}", name });
    return argv;
}

std::vector<std::string> ContainerEngine::infoArgv() const
{
    std::vector<std::string> argv = base();
    argv.insert(argv.end(), { "info", "--format", "{{.Host.OS}}" });
    if (kind() == Kind::Docker)
        argv.back() = "{{.OSType}}";
    return argv;
}

std::vector<std::string> ContainerEngine::imageExistsArgv(const std::string& image) const
{
    // `image inspect` rather than podman's `image exists`: docker has only the former.
    std::vector<std::string> argv = base();
    argv.insert(argv.end(), { "image", "inspect", "--format", "{{.Id}}", image });
    return argv;
}

std::vector<std::string> ContainerEngine::pullArgv(const std::string& image) const
{
    std::vector<std::string> argv = base();
    argv.insert(argv.end(), { "pull", image });
    return argv;
}

std::string ContainerEngine::containerName(const std::string& jobId, const std::string& trial, const std::string& replica,
    const std::string& workspace)
{
    std::uint32_t hash = 2166136261U; // FNV-1a: stable across runs and builds, unlike std::hash
    for (const char c : workspace) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 16777619U;
    }
    char suffix[9];
    std::snprintf(suffix, sizeof suffix, "%08x", hash);
    return "trainyard-" + jobId + (trial.empty() ? "" : "-trial-" + trial) + "-" + replica + "-" + suffix;
}

std::string ContainerEngine::locate(const DaemonConfig& config)
{
    if (!config.containerEngine.empty())
        return QFileInfo(QString::fromStdString(config.containerEngine)).absoluteFilePath().toStdString();
    for (const char* name : { "podman", "docker" }) {
        if (const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name)); !path.isEmpty())
            return path.toStdString();
    }
    return {};
}

bool ContainerEngine::nvidiaCdiSpecExists(const std::vector<std::string>& folders)
{
    // The NVIDIA Container Toolkit writes e.g. /etc/cdi/nvidia.yaml (`nvidia-ctk cdi generate`); its kind names the devices.
    for (const auto& folder : folders) {
        const QDir dir(QString::fromStdString(folder));
        for (const QFileInfo& file : dir.entryInfoList({ QStringLiteral("*.yaml"), QStringLiteral("*.yml"), QStringLiteral("*.json") }, QDir::Files)) {
            QFile spec(file.absoluteFilePath());
            if (spec.open(QIODevice::ReadOnly) && spec.read(1 << 20).contains("nvidia.com/gpu"))
                return true;
        }
    }
    return false;
}

} // namespace trainyard::daemon
