#pragma once

#include <string>

namespace trainyard::daemon {

// The few NVML declarations the daemon uses, with NVML's own names and layouts (nvml.h), so that
// the daemon neither needs the CUDA toolkit to build nor the NVIDIA driver to run. They live in
// this namespace so they cannot clash with a real nvml.h included elsewhere.
using nvmlReturn_t = int; // a C enum in nvml.h, int-sized
inline constexpr nvmlReturn_t NVML_SUCCESS = 0;
inline constexpr nvmlReturn_t NVML_ERROR_UNINITIALIZED = 1;
inline constexpr nvmlReturn_t NVML_ERROR_INVALID_ARGUMENT = 2;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_SUPPORTED = 3;
inline constexpr nvmlReturn_t NVML_ERROR_NO_PERMISSION = 4;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_FOUND = 6;
inline constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_SIZE = 7;
inline constexpr nvmlReturn_t NVML_ERROR_GPU_IS_LOST = 15;
inline constexpr nvmlReturn_t NVML_ERROR_UNKNOWN = 999;

using nvmlTemperatureSensors_t = int;
inline constexpr nvmlTemperatureSensors_t NVML_TEMPERATURE_GPU = 0;

// usedGpuMemory when the driver cannot tell (e.g. without permission).
inline constexpr unsigned long long NVML_VALUE_NOT_AVAILABLE = ~0ULL;
inline constexpr unsigned int NVML_DEVICE_NAME_V2_BUFFER_SIZE = 96;
inline constexpr unsigned int NVML_DEVICE_UUID_V2_BUFFER_SIZE = 96;

struct nvmlDevice_st;
using nvmlDevice_t = nvmlDevice_st*;

struct nvmlUtilization_t {
    unsigned int gpu; // percent of time a kernel ran
    unsigned int memory;
};

struct nvmlMemory_t {
    unsigned long long total; // bytes
    unsigned long long free;
    unsigned long long used;
};

// The v2 layout, which nvmlDeviceGetComputeRunningProcesses_v3 fills.
struct nvmlProcessInfo_t {
    unsigned int pid;
    unsigned long long usedGpuMemory; // bytes, or NVML_VALUE_NOT_AVAILABLE
    unsigned int gpuInstanceId; // MIG only, else 0xFFFFFFFF
    unsigned int computeInstanceId;
};

struct nvmlProcessUtilizationSample_t {
    unsigned int pid;
    unsigned long long timeStamp; // CPU timestamp in microseconds
    unsigned int smUtil; // percent
    unsigned int memUtil;
    unsigned int encUtil;
    unsigned int decUtil;
};

// libnvidia-ml.so.1 opened with dlopen at run time. Every call returns NVML's own status; the
// functions must not be called unless load() succeeded.
class NvmlApi {
public:
    NvmlApi() = default;
    ~NvmlApi(); // shuts NVML down and closes the library
    NvmlApi(const NvmlApi&) = delete;
    NvmlApi& operator=(const NvmlApi&) = delete;

    // Opens the library, resolves the functions and initialises NVML. False with a readable
    // reason where there is no driver ("no NVIDIA driver: libnvidia-ml.so.1 was not found (...)").
    bool load(std::string& error);
    bool loaded() const { return m_initialized; }

    nvmlReturn_t deviceGetCount(unsigned int* count) const { return m_deviceGetCount(count); }
    nvmlReturn_t deviceGetHandleByIndex(unsigned int index, nvmlDevice_t* device) const
    {
        return m_deviceGetHandleByIndex(index, device);
    }
    nvmlReturn_t deviceGetName(nvmlDevice_t device, char* name, unsigned int length) const
    {
        return m_deviceGetName(device, name, length);
    }
    nvmlReturn_t deviceGetUUID(nvmlDevice_t device, char* uuid, unsigned int length) const
    {
        return m_deviceGetUUID(device, uuid, length);
    }
    nvmlReturn_t deviceGetUtilizationRates(nvmlDevice_t device, nvmlUtilization_t* utilization) const
    {
        return m_deviceGetUtilizationRates(device, utilization);
    }
    nvmlReturn_t deviceGetMemoryInfo(nvmlDevice_t device, nvmlMemory_t* memory) const
    {
        return m_deviceGetMemoryInfo(device, memory);
    }
    nvmlReturn_t deviceGetPowerUsage(nvmlDevice_t device, unsigned int* milliwatts) const
    {
        return m_deviceGetPowerUsage(device, milliwatts);
    }
    nvmlReturn_t deviceGetTemperature(nvmlDevice_t device, nvmlTemperatureSensors_t sensor, unsigned int* celsius) const
    {
        return m_deviceGetTemperature(device, sensor, celsius);
    }
    nvmlReturn_t deviceGetComputeRunningProcesses(nvmlDevice_t device, unsigned int* count, nvmlProcessInfo_t* infos) const
    {
        return m_deviceGetComputeRunningProcesses(device, count, infos);
    }
    nvmlReturn_t deviceGetProcessUtilization(nvmlDevice_t device, nvmlProcessUtilizationSample_t* samples,
        unsigned int* count, unsigned long long lastSeenTimeStamp) const
    {
        return m_deviceGetProcessUtilization(device, samples, count, lastSeenTimeStamp);
    }
    std::string errorString(nvmlReturn_t result) const;

private:
    void unload();

    void* m_library = nullptr;
    bool m_initialized = false;
    nvmlReturn_t (*m_init)() = nullptr;
    nvmlReturn_t (*m_shutdown)() = nullptr;
    nvmlReturn_t (*m_deviceGetCount)(unsigned int*) = nullptr;
    nvmlReturn_t (*m_deviceGetHandleByIndex)(unsigned int, nvmlDevice_t*) = nullptr;
    nvmlReturn_t (*m_deviceGetName)(nvmlDevice_t, char*, unsigned int) = nullptr;
    nvmlReturn_t (*m_deviceGetUUID)(nvmlDevice_t, char*, unsigned int) = nullptr;
    nvmlReturn_t (*m_deviceGetUtilizationRates)(nvmlDevice_t, nvmlUtilization_t*) = nullptr;
    nvmlReturn_t (*m_deviceGetMemoryInfo)(nvmlDevice_t, nvmlMemory_t*) = nullptr;
    nvmlReturn_t (*m_deviceGetPowerUsage)(nvmlDevice_t, unsigned int*) = nullptr;
    nvmlReturn_t (*m_deviceGetTemperature)(nvmlDevice_t, nvmlTemperatureSensors_t, unsigned int*) = nullptr;
    nvmlReturn_t (*m_deviceGetComputeRunningProcesses)(nvmlDevice_t, unsigned int*, nvmlProcessInfo_t*) = nullptr;
    nvmlReturn_t (*m_deviceGetProcessUtilization)(
        nvmlDevice_t, nvmlProcessUtilizationSample_t*, unsigned int*, unsigned long long) = nullptr;
    const char* (*m_errorString)(nvmlReturn_t) = nullptr;
};

} // namespace trainyard::daemon
