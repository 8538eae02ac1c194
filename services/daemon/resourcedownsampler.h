#pragma once

#include "spec/resourcerecords.h"

#include <chrono>
#include <map>
#include <optional>
#include <string>

namespace trainyard::daemon {

// Decides which samples a job's record keeps, so that a week-long job costs megabytes, not gigabytes:
// every sample during the job's first hour, then one per 10 seconds until it has run a day, then one
// per minute. A kept point stands for the samples it replaces: the mean of CPU and GPU utilisation,
// the peak of memory and GPU memory (a short spike of memory is what kills a job; of CPU it is not).
class ResourceDownsampler {
public:
    explicit ResourceDownsampler(std::chrono::milliseconds sampleInterval) : m_sampleInterval(sampleInterval) {}

    // How far apart kept points are once a job has run for `age`.
    std::chrono::milliseconds keptInterval(std::chrono::seconds age) const;

    // Takes one sample of a series (a job's replica; `key` names it) taken `age` after the job
    // started. Returns the point to keep now, if any.
    std::optional<spec::ResourceSample> add(const std::string& key, const spec::ResourceSample& sample, std::chrono::seconds age);
    // What a series has accumulated but not yet kept (its replica ended, or the job did).
    std::optional<spec::ResourceSample> flush(const std::string& key);

private:
    struct Pending {
        spec::ResourceSample first; // its time opens the bucket
        spec::ResourceSample merged; // the point it would keep: latest time, figures combined
        int count = 0;
        int cpuCount = 0;
        int gpuCount = 0;
    };

    std::chrono::milliseconds m_sampleInterval;
    std::map<std::string, Pending> m_pending;
};

} // namespace trainyard::daemon
