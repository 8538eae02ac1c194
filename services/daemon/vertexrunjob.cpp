#include "vertexrunjob.h"

#include <algorithm>

namespace trainyard::daemon {

void adaptForVertexRun(spec::Job& job, const nlohmann::json& resource)
{
    if (!job.trainingInput)
        return;
    auto& in = *job.trainingInput;
    in.jobDir.reset();
    const auto spec = resource.find(resource.contains("trialJobSpec") ? "trialJobSpec" : "jobSpec");
    if (spec == resource.end() || !spec->is_object() || !spec->contains("workerPoolSpecs") || !spec->at("workerPoolSpecs").is_array())
        return;
    std::vector<std::string> packages = in.packageUris.value_or(std::vector<std::string> {});
    for (const auto& pool : spec->at("workerPoolSpecs")) {
        const auto python = pool.find("pythonPackageSpec");
        if (python == pool.end() || !python->is_object() || !python->contains("packageUris") || !python->at("packageUris").is_array())
            continue;
        for (const auto& uri : python->at("packageUris"))
            if (uri.is_string() && std::find(packages.begin(), packages.end(), uri.get<std::string>()) == packages.end())
                packages.push_back(uri.get<std::string>());
    }
    if (!packages.empty())
        in.packageUris = std::move(packages);
}

} // namespace trainyard::daemon
