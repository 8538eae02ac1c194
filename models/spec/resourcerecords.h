#pragma once

#include "timestamp.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// What each replica of a job used, over time: the records the daemon serves on
// GET …/jobs/{id}/resources (docs/api.md, "Resources") and Google's Cloud Monitoring series are
// mapped onto. Shared by every backend and by the console's Resources tab.

// One reading of one replica. An absent figure was not measured at that moment: no NVIDIA driver,
// a driver that cannot tell, or a Cloud Monitoring series with no point there.
struct ResourceSample {
    std::int64_t seq = 0; // 1-based position in the job's resource record; never changes (0: the backend numbers none)
    Timestamp time;
    std::string replica; // "master-replica-0"
    std::string trial {}; // the hyperparameter-tuning trial ("3"); empty outside tuning jobs
    std::optional<double> cpuPercent {}; // see ResourceInfo::cpuOfAllocation for its unit
    std::optional<double> memoryBytes {}; // resident
    std::optional<double> memoryPercent {}; // of the replica's allocation (Google reports no bytes)
    std::optional<double> gpuUtilPercent {}; // of one GPU, summed over the GPUs the replica holds
    std::optional<double> gpuMemoryBytes {};
    std::optional<double> gpuMemoryPercent {}; // of the GPUs' memory (Google reports no bytes)
    // The machine the replica ran on when measured ("n2", a Slurm node); empty for the daemon's own
    // replicas, which run where the daemon does.
    std::string node {};
};

// A replica the job has or had, with the GPUs it holds (for the "idle GPU" warning).
struct ResourceReplica {
    std::string replica;
    std::string trial {};
    std::vector<int> gpus {}; // device indices on the daemon's machine; Google: one entry per accelerator
    std::string node {}; // where it runs, as ResourceSample::node (the node of its latest sample)
};

// How the backend measures: the same for every window of a job.
struct ResourceInfo {
    double intervalSeconds = 1.0; // between two samples of one replica (before downsampling)
    bool gpuAvailable = false; // GPU figures can be measured at all
    std::string gpuStatus; // why not, in words: "no NVIDIA driver: libnvidia-ml.so.1 was not found"
    // false: cpuPercent is of one core (250 = two and a half cores busy), as the daemon measures;
    // true: of the CPUs allocated to the replica (0–100), as Cloud Monitoring reports.
    bool cpuOfAllocation = false;
    std::vector<ResourceReplica> replicas;
    // Why CPU and memory figures are missing, in words (a Slurm cluster that gathers none); empty
    // when they are measured.
    std::string status {};
};

// Samples after a cursor, oldest first.
struct ResourceWindow {
    std::vector<ResourceSample> samples;
    std::int64_t nextSince = 0; // where the next window starts
    bool complete = false; // the job has finished and every sample has been delivered
    ResourceInfo info;
};

// The daemon's wire format (docs/api.md, "Resources"). Decoders return nullopt for a record they
// cannot read.
nlohmann::json resourceSampleToJson(const ResourceSample& sample);
std::optional<ResourceSample> resourceSampleFromJson(const nlohmann::json& json);
nlohmann::json resourceInfoToJson(const ResourceInfo& info);
std::optional<ResourceInfo> resourceInfoFromJson(const nlohmann::json& json);
nlohmann::json resourceWindowToJson(const ResourceWindow& window);
std::optional<ResourceWindow> resourceWindowFromJson(const nlohmann::json& json);

} // namespace trainyard::spec
