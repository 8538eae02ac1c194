#pragma once

#include "preparer.h"

#include <QPointer>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class QProcess;

namespace trainyard::daemon {

// PREPARING of a custom-container job: checks the job dir, finds the container engine, checks that it
// answers, and makes sure every image the job's replicas run is on this machine (pulling those that
// are not). Every step is an asynchronous process: the daemon's event loop never waits for the engine.
// result().containerEngine: the engine's binary. A cancelled step's process is left to end on its own
// (busy() stays false): nothing of the job runs in it.
class ContainerPreparer : public Preparer {
    Q_OBJECT

public:
    ContainerPreparer(const DaemonConfig& config, const spec::Job& job, const std::vector<ReplicaPlan>& replicas, QObject* parent = nullptr);
    // The same steps for `images` as given: the executor images of a Vertex job's Python pools
    // (executorimagepreparer.h).
    ContainerPreparer(const DaemonConfig& config, std::optional<std::string> jobDir, std::vector<std::string> images, QObject* parent = nullptr);
    ~ContainerPreparer() override;

    void start() override;
    // Kills the step under way; neither signal follows.
    void cancel() override;
    Preparation result() const override { return { {}, m_engine }; }

private:
    void checkNextImage();
    // Runs argv; `done` gets its exit code (-1 when it could not start or crashed) and its merged output.
    void run(const std::vector<std::string>& argv, std::function<void(int, const std::string&)> done);

    const DaemonConfig& m_config;
    std::optional<std::string> m_jobDir;
    std::vector<std::string> m_images;
    std::string m_engine;
    QPointer<QProcess> m_process;
    bool m_cancelled = false;
};

} // namespace trainyard::daemon
