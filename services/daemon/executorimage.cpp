#include "executorimage.h"

#include "containerengine.h"
#include "daemonconfig.h"
#include "vertexenvironment.h"
#include "vertexorigin.h"

#include <set>

namespace trainyard::daemon {

std::string executorImageOf(const VertexOrigin* vertex, const ReplicaPlan& replica)
{
    if (!vertex)
        return {};
    const nlohmann::json& spec = vertexJobSpec(*vertex);
    if (!spec.is_object() || !spec.contains("workerPoolSpecs") || !spec["workerPoolSpecs"].is_array())
        return {};
    const auto& pools = spec["workerPoolSpecs"];
    const auto pool = static_cast<std::size_t>(vertexPoolOf(replica));
    if (pool >= pools.size() || !pools[pool].is_object())
        return {};
    const auto python = pools[pool].find("pythonPackageSpec");
    if (python == pools[pool].end() || !python->is_object())
        return {};
    const auto image = python->find("executorImageUri");
    return image != python->end() && image->is_string() ? image->get<std::string>() : std::string();
}

bool runsInExecutorImage(const DaemonConfig& config, const VertexOrigin* vertex, const ReplicaPlan& replica)
{
    return config.executorImagesInContainers && !executorImageOf(vertex, replica).empty() && !ContainerEngine::locate(config).empty();
}

std::vector<std::string> executorImages(const DaemonConfig& config, const VertexOrigin* vertex, const std::vector<ReplicaPlan>& replicas)
{
    std::set<std::string> images;
    for (const auto& replica : replicas)
        if (runsInExecutorImage(config, vertex, replica))
            images.insert(executorImageOf(vertex, replica));
    return { images.begin(), images.end() };
}

} // namespace trainyard::daemon
