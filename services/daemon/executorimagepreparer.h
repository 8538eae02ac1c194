#pragma once

#include "preparer.h"

#include "spec/job.h"

#include <functional>

#include <string>
#include <vector>

namespace trainyard::daemon {

// PREPARING of a Vertex job whose Python pools run inside their executor images (executorimage.h):
// the packages are staged as for the local interpreter (PackageStager), then the container engine is
// checked and the images pulled as a custom container's are (ContainerPreparer). result() has both:
// the staged roots the containers mount and the engine's binary.
class ExecutorImagePreparer : public Preparer {
    Q_OBJECT

public:
    ExecutorImagePreparer(const DaemonConfig& config, const spec::Job& job, const std::string& workspace, std::vector<std::string> images,
        QObject* parent = nullptr);

    void start() override;
    void cancel() override;
    bool busy() const override;
    Preparation result() const override { return m_result; }

private:
    void follow(Preparer* step, std::function<void()> next);

    const DaemonConfig& m_config;
    std::vector<std::string> m_images;
    Preparer* m_stager; // children of this preparer: they go with it
    Preparer* m_containers = nullptr; // made once the packages are staged
    Preparation m_result;
};

} // namespace trainyard::daemon
