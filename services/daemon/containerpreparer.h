#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <string>
#include <vector>

class QProcess;

namespace trainyard::daemon {

struct DaemonConfig;

// PREPARING of a custom-container job: finds the container engine, checks that it answers, and makes
// sure every image the job runs is on this machine (pulling those that are not). Every step is an
// asynchronous process: the daemon's event loop never waits for the engine.
// Ends with ready(engine binary) or failed(what is wrong and what to do).
class ContainerPreparer : public QObject {
    Q_OBJECT

public:
    ContainerPreparer(const DaemonConfig& config, std::vector<std::string> images, QObject* parent = nullptr);
    ~ContainerPreparer() override;

    void start();
    // Kills the step under way; neither signal follows.
    void cancel();

signals:
    void ready(const std::string& engine);
    void failed(const std::string& reason);

private:
    void checkNextImage();
    // Runs argv; `done` gets its exit code (-1 when it could not start or crashed) and its merged output.
    void run(const std::vector<std::string>& argv, std::function<void(int, const std::string&)> done);

    const DaemonConfig& m_config;
    std::vector<std::string> m_images;
    std::string m_engine;
    QPointer<QProcess> m_process;
    bool m_cancelled = false;
};

} // namespace trainyard::daemon
