#pragma once

#include "daemon/nvmlapi.h"
#include "daemon/resourcesample.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace trainyard::daemon {

// Where GPU figures come from: NVML's calls by device index, returning NVML's own structs and
// status codes. An interface so that GpuSampler's bookkeeping is testable without a GPU.
class NvmlSource {
public:
    virtual ~NvmlSource() = default;
    virtual nvmlReturn_t deviceCount(unsigned int& count) = 0;
    virtual nvmlReturn_t name(unsigned int index, std::string& name) = 0;
    virtual nvmlReturn_t uuid(unsigned int index, std::string& uuid) = 0;
    virtual nvmlReturn_t utilization(unsigned int index, nvmlUtilization_t& utilization) = 0;
    virtual nvmlReturn_t memory(unsigned int index, nvmlMemory_t& memory) = 0;
    virtual nvmlReturn_t powerMilliwatts(unsigned int index, unsigned int& milliwatts) = 0;
    virtual nvmlReturn_t temperatureC(unsigned int index, unsigned int& celsius) = 0;
    virtual nvmlReturn_t computeProcesses(unsigned int index, std::vector<nvmlProcessInfo_t>& processes) = 0;
    // Samples newer than lastSeenTimeStamp (microseconds; 0 = all the driver still holds).
    // NVML_ERROR_NOT_FOUND means there are none.
    virtual nvmlReturn_t processUtilization(
        unsigned int index, unsigned long long lastSeenTimeStamp, std::vector<nvmlProcessUtilizationSample_t>& samples) = 0;
    virtual std::string errorString(nvmlReturn_t result) = 0;
};

// NvmlSource over the real library.
class NvmlApiSource : public NvmlSource {
public:
    explicit NvmlApiSource(const NvmlApi& api) : m_api(api) {}

    nvmlReturn_t deviceCount(unsigned int& count) override;
    nvmlReturn_t name(unsigned int index, std::string& name) override;
    nvmlReturn_t uuid(unsigned int index, std::string& uuid) override;
    nvmlReturn_t utilization(unsigned int index, nvmlUtilization_t& utilization) override;
    nvmlReturn_t memory(unsigned int index, nvmlMemory_t& memory) override;
    nvmlReturn_t powerMilliwatts(unsigned int index, unsigned int& milliwatts) override;
    nvmlReturn_t temperatureC(unsigned int index, unsigned int& celsius) override;
    nvmlReturn_t computeProcesses(unsigned int index, std::vector<nvmlProcessInfo_t>& processes) override;
    nvmlReturn_t processUtilization(unsigned int index, unsigned long long lastSeenTimeStamp,
        std::vector<nvmlProcessUtilizationSample_t>& samples) override;
    std::string errorString(nvmlReturn_t result) override { return m_api.errorString(result); }

private:
    nvmlReturn_t handle(unsigned int index, nvmlDevice_t& device);

    const NvmlApi& m_api;
    std::map<unsigned int, nvmlDevice_t> m_handles; // handles stay valid while NVML is initialised
};

// A replica's share of the GPUs. Absent figures: the driver could not tell on any device.
struct ReplicaGpuUsage {
    std::optional<double> utilPercent; // of one GPU, per device capped at 100, summed over devices
    std::optional<std::uint64_t> memoryBytes;
};

struct GpuSampleSet {
    std::vector<GpuSample> gpus;
    std::map<std::string, ReplicaGpuUsage> replicas; // every replica asked about
    std::string error; // set when even the device count failed; the rest is then empty
};

// Samples every GPU and attributes its compute processes to replicas by process group.
class GpuSampler {
public:
    using ProcessGroupOf = std::function<std::optional<pid_t>(pid_t)>;

    explicit GpuSampler(NvmlSource& source) : m_source(source) {}

    // groups: replica name -> process group id. processGroupOf maps a GPU process's pid to its
    // process group (readProcessGroup in production); processes of other groups are ignored.
    GpuSampleSet sample(const std::map<std::string, pid_t>& groups, const ProcessGroupOf& processGroupOf);

private:
    NvmlSource& m_source;
    // Per device, the newest process-utilisation timestamp seen, so each sample covers only the
    // interval since the previous one.
    std::map<unsigned int, unsigned long long> m_lastSeen;
};

} // namespace trainyard::daemon
