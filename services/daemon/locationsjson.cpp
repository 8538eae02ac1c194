#include "locationsjson.h"

#include "engine.h"
#include "locations.h"
#include "slurmcluster.h"

#include "spec/location.h"

namespace trainyard::daemon {

namespace {

    // Any NVIDIA type a job names is served by a location with GPUs.
    nlohmann::json trainingCapability(const Engine& engine, bool hasGpus)
    {
        nlohmann::json accelerators = nlohmann::json::array();
        if (hasGpus) {
            for (const auto& a : engine.catalog().acceleratorTypes()) {
                if (a.name.starts_with("NVIDIA"))
                    accelerators.push_back(a.name);
            }
        }
        nlohmann::json capability = { { "type", "TRAINING" } };
        if (!accelerators.empty())
            capability["availableAccelerators"] = accelerators;
        return capability;
    }

} // namespace

nlohmann::json locationJson(const Engine& engine, const std::string& id)
{
    spec::Location location { .name = "projects/" + engine.config().project + "/locations/" + id, .locationId = id };
    const SlurmCluster* slurm = engine.locations().cluster(id);
    if (!slurm) {
        nlohmann::json capability = trainingCapability(engine, !engine.config().gpus.empty());
        // Trainyard's extension: what create checks a job against, so that a client can tell before it submits.
        capability["replicaSlots"] = engine.totalSlots();
        capability["gpus"] = engine.config().gpus.size();
        location.capabilities = { capability };
        location.kind = "local";
        return spec::locationToJson(location);
    }
    const SlurmPartition& partition = slurm->partitionInfo();
    location.capabilities = { trainingCapability(engine, partition.gpus() > 0) };
    location.kind = "slurm";
    location.partition = slurm->partition();
    location.nodes = static_cast<int>(partition.nodes.size());
    location.cpus = partition.cpus();
    location.gpus = partition.gpus();
    location.available = partition.available;
    if (!partition.available)
        location.message = partition.error.empty() ? std::string("the Slurm controller has not answered yet") : partition.error;
    return spec::locationToJson(location);
}

nlohmann::json locationsJson(const Engine& engine)
{
    nlohmann::json all = nlohmann::json::array();
    for (const auto& id : engine.locations().ids())
        all.push_back(locationJson(engine, id));
    return { { "locations", all } };
}

} // namespace trainyard::daemon
