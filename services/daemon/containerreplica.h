#pragma once

#include "containerengine.h"
#include "replicaprocess.h"

namespace trainyard::daemon {

// A replica of a custom-container job (or of a Vertex Python pool inside its executor image,
// executorimage.h): the engine's client (`podman run`, containerengine.h) in the
// foreground, so that the container's output and exit code are the replica's. The job's environment
// goes in with -e (the client keeps the daemon's own), its GPUs as devices, its job dir and the
// trial's metric folder as mounts. Its processes are not in the client's group but in the one the
// container's init leads, which it asks the engine for; a stop removes the container as well, and
// so does the sweep once every client has ended, so that a stopped job leaves no container.
class ContainerReplica : public ReplicaProcess {
    Q_OBJECT

public:
    ContainerReplica(const RunContext& run, ReplicaPlan plan);

    const std::string& container() const { return m_container; }
    // The client passes SIGTERM on, but a SIGKILLed client would leave its container running: the
    // engine stops it too (SIGKILL after the same grace) and removes it.
    void stop(int graceSeconds) override;
    bool cleanUp() override;
    bool busy() const override { return m_removals > 0; }
    pid_t samplingGroup() const override { return m_containerPid; }
    std::string engine() const override;
    void killLeftovers() override;

protected:
    std::vector<std::string> argv() const override;
    std::vector<std::string> environment() const override;
    bool adoptsOrphans() const override { return false; } // podman daemonizes conmon out of the tree on purpose
    void supervised() override;

private:
    ContainerEngine containerEngine(bool withGpus = false) const;
    ContainerSpec containerSpec() const;
    ContainerSpec executorImageSpec() const; // a Vertex Python pool inside its executor image
    void finish(ContainerSpec& spec) const; // GPUs and labels, whichever the image
    void inspect();
    void remove(int graceSeconds);

    std::string m_container; // ContainerEngine::containerName()
    // The host pid of the container's init, which leads the group of the container's processes (what
    // resource sampling reads); 0 until the engine reports it.
    pid_t m_containerPid = 0;
    int m_removals = 0; // `podman rm` processes still running: the run is not stopped before they end
    bool m_stopping = false;
};

} // namespace trainyard::daemon
