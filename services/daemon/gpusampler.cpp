#include "daemon/gpusampler.h"

#include <algorithm>
#include <chrono>

namespace trainyard::daemon {

nvmlReturn_t NvmlApiSource::handle(unsigned int index, nvmlDevice_t& device)
{
    const auto known = m_handles.find(index);
    if (known != m_handles.end()) {
        device = known->second;
        return NVML_SUCCESS;
    }
    const nvmlReturn_t result = m_api.deviceGetHandleByIndex(index, &device);
    if (result == NVML_SUCCESS)
        m_handles.emplace(index, device);
    return result;
}

nvmlReturn_t NvmlApiSource::deviceCount(unsigned int& count)
{
    return m_api.deviceGetCount(&count);
}

nvmlReturn_t NvmlApiSource::name(unsigned int index, std::string& name)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    char buffer[NVML_DEVICE_NAME_V2_BUFFER_SIZE] = {};
    const nvmlReturn_t result = m_api.deviceGetName(device, buffer, sizeof buffer);
    if (result == NVML_SUCCESS)
        name = buffer;
    return result;
}

nvmlReturn_t NvmlApiSource::uuid(unsigned int index, std::string& uuid)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    char buffer[NVML_DEVICE_UUID_V2_BUFFER_SIZE] = {};
    const nvmlReturn_t result = m_api.deviceGetUUID(device, buffer, sizeof buffer);
    if (result == NVML_SUCCESS)
        uuid = buffer;
    return result;
}

nvmlReturn_t NvmlApiSource::utilization(unsigned int index, nvmlUtilization_t& utilization)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    return m_api.deviceGetUtilizationRates(device, &utilization);
}

nvmlReturn_t NvmlApiSource::memory(unsigned int index, nvmlMemory_t& memory)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    return m_api.deviceGetMemoryInfo(device, &memory);
}

nvmlReturn_t NvmlApiSource::powerMilliwatts(unsigned int index, unsigned int& milliwatts)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    return m_api.deviceGetPowerUsage(device, &milliwatts);
}

nvmlReturn_t NvmlApiSource::temperatureC(unsigned int index, unsigned int& celsius)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    return m_api.deviceGetTemperature(device, NVML_TEMPERATURE_GPU, &celsius);
}

nvmlReturn_t NvmlApiSource::computeProcesses(unsigned int index, std::vector<nvmlProcessInfo_t>& processes)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    // NVML answers INSUFFICIENT_SIZE with the count it needs; processes may start in between,
    // so retry a few times with some slack.
    unsigned int capacity = 32;
    for (int attempt = 0; attempt < 4; ++attempt) {
        processes.assign(capacity, nvmlProcessInfo_t{});
        unsigned int count = capacity;
        const nvmlReturn_t result = m_api.deviceGetComputeRunningProcesses(device, &count, processes.data());
        if (result == NVML_SUCCESS) {
            processes.resize(std::min(count, capacity));
            return result;
        }
        if (result != NVML_ERROR_INSUFFICIENT_SIZE)
            return result;
        capacity = count + 16;
    }
    return NVML_ERROR_INSUFFICIENT_SIZE;
}

nvmlReturn_t NvmlApiSource::processUtilization(
    unsigned int index, unsigned long long lastSeenTimeStamp, std::vector<nvmlProcessUtilizationSample_t>& samples)
{
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t result = handle(index, device); result != NVML_SUCCESS)
        return result;
    // A first call without a buffer asks how many samples there are.
    unsigned int count = 0;
    nvmlReturn_t result = m_api.deviceGetProcessUtilization(device, nullptr, &count, lastSeenTimeStamp);
    if (result == NVML_SUCCESS && count == 0) {
        samples.clear();
        return NVML_ERROR_NOT_FOUND;
    }
    if (result != NVML_ERROR_INSUFFICIENT_SIZE && result != NVML_SUCCESS)
        return result;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const unsigned int capacity = count + 16;
        samples.assign(capacity, nvmlProcessUtilizationSample_t{});
        count = capacity;
        result = m_api.deviceGetProcessUtilization(device, samples.data(), &count, lastSeenTimeStamp);
        if (result == NVML_SUCCESS) {
            samples.resize(std::min(count, capacity));
            return result;
        }
        if (result != NVML_ERROR_INSUFFICIENT_SIZE)
            return result;
    }
    return NVML_ERROR_INSUFFICIENT_SIZE;
}

GpuSampleSet GpuSampler::sample(const std::map<std::string, pid_t>& groups, const ProcessGroupOf& processGroupOf)
{
    GpuSampleSet set;
    for (const auto& entry : groups)
        set.replicas[entry.first] = ReplicaGpuUsage{};

    unsigned int count = 0;
    if (const nvmlReturn_t result = m_source.deviceCount(count); result != NVML_SUCCESS) {
        set.error = "cannot count GPUs: " + m_source.errorString(result);
        return set;
    }

    std::map<pid_t, std::vector<std::string>> replicasOfGroup;
    for (const auto& [replica, pgid] : groups)
        replicasOfGroup[pgid].push_back(replica);
    // A process may show on several GPUs: look its group up once per sample.
    std::map<unsigned int, const std::vector<std::string>*> replicasOfPid;
    const auto replicasOf = [&](unsigned int pid) -> const std::vector<std::string>* {
        const auto known = replicasOfPid.find(pid);
        if (known != replicasOfPid.end())
            return known->second;
        const std::vector<std::string>* found = nullptr;
        if (const std::optional<pid_t> pgid = processGroupOf(static_cast<pid_t>(pid))) {
            const auto group = replicasOfGroup.find(*pgid);
            if (group != replicasOfGroup.end())
                found = &group->second;
        }
        replicasOfPid.emplace(pid, found);
        return found;
    };

    const auto now = std::chrono::system_clock::now();
    for (unsigned int index = 0; index < count; ++index) {
        GpuSample gpu;
        gpu.index = index;
        gpu.time = now;
        m_source.name(index, gpu.name);
        m_source.uuid(index, gpu.uuid);
        nvmlUtilization_t utilization{};
        if (m_source.utilization(index, utilization) == NVML_SUCCESS)
            gpu.utilPercent = utilization.gpu;
        nvmlMemory_t memory{};
        if (m_source.memory(index, memory) == NVML_SUCCESS) {
            gpu.memoryUsed = memory.used;
            gpu.memoryTotal = memory.total;
        }
        unsigned int milliwatts = 0;
        if (m_source.powerMilliwatts(index, milliwatts) == NVML_SUCCESS)
            gpu.powerWatts = static_cast<double>(milliwatts) / 1000.0;
        unsigned int celsius = 0;
        if (m_source.temperatureC(index, celsius) == NVML_SUCCESS)
            gpu.temperatureC = celsius;
        set.gpus.push_back(std::move(gpu));

        std::vector<nvmlProcessInfo_t> processes;
        if (m_source.computeProcesses(index, processes) == NVML_SUCCESS) {
            // The device answered, so a replica with nothing on it uses 0 bytes here, not "unknown".
            for (auto& entry : set.replicas)
                entry.second.memoryBytes = entry.second.memoryBytes.value_or(0);
            for (const nvmlProcessInfo_t& process : processes) {
                if (process.usedGpuMemory == NVML_VALUE_NOT_AVAILABLE)
                    continue;
                if (const auto* replicas = replicasOf(process.pid)) {
                    for (const std::string& replica : *replicas)
                        *set.replicas[replica].memoryBytes += process.usedGpuMemory;
                }
            }
        }

        std::vector<nvmlProcessUtilizationSample_t> samples;
        unsigned long long& lastSeen = m_lastSeen[index];
        const nvmlReturn_t result = m_source.processUtilization(index, lastSeen, samples);
        if (result != NVML_SUCCESS && result != NVML_ERROR_NOT_FOUND)
            continue; // unknown on this device, which says nothing about the others
        if (result == NVML_ERROR_NOT_FOUND)
            samples.clear(); // no process ran a kernel since the last sample
        // The driver may hold several samples per process for the interval: use their mean.
        struct Mean {
            double sum = 0.0;
            int count = 0;
        };
        std::map<unsigned int, Mean> perPid;
        for (const nvmlProcessUtilizationSample_t& sample : samples) {
            Mean& mean = perPid[sample.pid];
            mean.sum += sample.smUtil;
            ++mean.count;
            lastSeen = std::max(lastSeen, sample.timeStamp);
        }
        std::map<std::string, double> perReplica;
        for (const auto& [pid, mean] : perPid) {
            if (const auto* replicas = replicasOf(pid)) {
                for (const std::string& replica : *replicas)
                    perReplica[replica] += mean.sum / static_cast<double>(mean.count);
            }
        }
        for (auto& [replica, usage] : set.replicas) {
            // Capped because one device cannot be more than fully busy, however its processes'
            // shares were rounded.
            const auto share = perReplica.find(replica);
            const double onDevice = share == perReplica.end() ? 0.0 : std::min(share->second, 100.0);
            usage.utilPercent = usage.utilPercent.value_or(0.0) + onDevice;
        }
    }
    return set;
}

} // namespace trainyard::daemon
