#pragma once

// An NvmlSource that answers with readings in NVML's own structures, as the driver would, for tests
// of the GPU sampling without a GPU.

#include "daemon/gpusampler.h"

#include <string>
#include <vector>

namespace trainyard::test {

using namespace trainyard::daemon;

constexpr unsigned long long GiB = 1024ULL * 1024 * 1024;

struct FakeGpu {
    std::string name;
    std::string uuid;
    nvmlUtilization_t utilization{};
    nvmlMemory_t memory{};
    nvmlReturn_t powerResult = NVML_SUCCESS;
    unsigned int milliwatts = 0;
    unsigned int celsius = 0;
    nvmlReturn_t processesResult = NVML_SUCCESS;
    std::vector<nvmlProcessInfo_t> processes;
    nvmlReturn_t samplesResult = NVML_SUCCESS;
    std::vector<nvmlProcessUtilizationSample_t> samples;
    std::vector<unsigned long long> askedSince; // lastSeenTimeStamp of each call
};

// Behaves as NVML does: process utilisation returns only samples newer than the timestamp given,
// and NVML_ERROR_NOT_FOUND when there are none.
class FakeNvml : public NvmlSource {
public:
    nvmlReturn_t countResult = NVML_SUCCESS;
    std::vector<FakeGpu> gpus;

    nvmlReturn_t deviceCount(unsigned int& count) override
    {
        count = static_cast<unsigned int>(gpus.size());
        return countResult;
    }
    nvmlReturn_t name(unsigned int index, std::string& name) override { return give(gpus.at(index).name, name); }
    nvmlReturn_t uuid(unsigned int index, std::string& uuid) override { return give(gpus.at(index).uuid, uuid); }
    nvmlReturn_t utilization(unsigned int index, nvmlUtilization_t& utilization) override
    {
        return give(gpus.at(index).utilization, utilization);
    }
    nvmlReturn_t memory(unsigned int index, nvmlMemory_t& memory) override { return give(gpus.at(index).memory, memory); }
    nvmlReturn_t powerMilliwatts(unsigned int index, unsigned int& milliwatts) override
    {
        milliwatts = gpus.at(index).milliwatts;
        return gpus.at(index).powerResult;
    }
    nvmlReturn_t temperatureC(unsigned int index, unsigned int& celsius) override
    {
        return give(gpus.at(index).celsius, celsius);
    }
    nvmlReturn_t computeProcesses(unsigned int index, std::vector<nvmlProcessInfo_t>& processes) override
    {
        processes = gpus.at(index).processes;
        return gpus.at(index).processesResult;
    }
    nvmlReturn_t processUtilization(unsigned int index, unsigned long long lastSeenTimeStamp,
        std::vector<nvmlProcessUtilizationSample_t>& samples) override
    {
        FakeGpu& gpu = gpus.at(index);
        gpu.askedSince.push_back(lastSeenTimeStamp);
        if (gpu.samplesResult != NVML_SUCCESS)
            return gpu.samplesResult;
        samples.clear();
        for (const auto& sample : gpu.samples) {
            if (sample.timeStamp > lastSeenTimeStamp)
                samples.push_back(sample);
        }
        return samples.empty() ? NVML_ERROR_NOT_FOUND : NVML_SUCCESS;
    }
    std::string errorString(nvmlReturn_t result) override
    {
        return result == NVML_ERROR_UNKNOWN ? "Unknown Error" : "error " + std::to_string(result);
    }

private:
    template <typename T> static nvmlReturn_t give(const T& from, T& to)
    {
        to = from;
        return NVML_SUCCESS;
    }
};

inline nvmlProcessInfo_t process(unsigned int pid, unsigned long long memory)
{
    return nvmlProcessInfo_t{pid, memory, 0xFFFFFFFFu, 0xFFFFFFFFu};
}

inline nvmlProcessUtilizationSample_t utilSample(unsigned int pid, unsigned long long timeStamp, unsigned int smUtil)
{
    return nvmlProcessUtilizationSample_t{pid, timeStamp, smUtil, 3, 0, 0};
}

} // namespace trainyard::test
