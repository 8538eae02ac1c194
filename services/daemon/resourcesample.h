#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace trainyard::daemon {

// What one replica (one process group) used at one moment. CPU is measured over the interval
// since the previous sample; memory is what is resident now.
struct ReplicaResourceSample {
    std::string replica;
    std::chrono::system_clock::time_point time;
    double cpuPercent = 0.0; // of one core: 250 means two and a half cores busy
    std::uint64_t rssBytes = 0; // summed over the group's processes
    // Absent where no GPU figures are known (no NVIDIA driver, or the driver cannot tell).
    std::optional<double> gpuUtilPercent; // of one GPU, summed over the GPUs the replica uses
    std::optional<std::uint64_t> gpuMemoryBytes;
};

// What one GPU was doing at one moment. Every figure is optional because NVML reports many of
// them as not supported on some boards (power on consumer cards, for instance).
struct GpuSample {
    unsigned int index = 0;
    std::string uuid;
    std::string name;
    std::chrono::system_clock::time_point time;
    std::optional<unsigned int> utilPercent;
    std::optional<std::uint64_t> memoryUsed;
    std::optional<std::uint64_t> memoryTotal;
    std::optional<double> powerWatts;
    std::optional<unsigned int> temperatureC;
};

} // namespace trainyard::daemon
