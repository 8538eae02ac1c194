#include "resourcedownsampler.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    void addMean(std::optional<double>& sum, const std::optional<double>& value, int& count)
    {
        if (!value)
            return;
        sum = sum.value_or(0.0) + *value;
        ++count;
    }

    void keepPeak(std::optional<double>& peak, const std::optional<double>& value)
    {
        if (value)
            peak = std::max(peak.value_or(*value), *value);
    }

} // namespace

std::chrono::milliseconds ResourceDownsampler::keptInterval(std::chrono::seconds age) const
{
    using namespace std::chrono_literals;
    const std::chrono::milliseconds wanted = age < 1h ? m_sampleInterval : age < 24h ? std::chrono::milliseconds(10s) : std::chrono::milliseconds(60s);
    return std::max(wanted, m_sampleInterval);
}

std::optional<spec::ResourceSample> ResourceDownsampler::add(const std::string& key, const spec::ResourceSample& sample, std::chrono::seconds age)
{
    const auto interval = keptInterval(age);
    const auto pending = m_pending.find(key);
    if (interval <= m_sampleInterval && pending == m_pending.end())
        return sample; // full resolution: nothing to merge

    if (pending == m_pending.end()) {
        Pending fresh;
        fresh.first = sample;
        fresh.merged = sample;
        fresh.merged.cpuPercent.reset();
        fresh.merged.gpuUtilPercent.reset();
        addMean(fresh.merged.cpuPercent, sample.cpuPercent, fresh.cpuCount);
        addMean(fresh.merged.gpuUtilPercent, sample.gpuUtilPercent, fresh.gpuCount);
        fresh.count = 1;
        m_pending.emplace(key, std::move(fresh));
        return std::nullopt;
    }
    Pending& p = pending->second;
    p.merged.time = sample.time;
    addMean(p.merged.cpuPercent, sample.cpuPercent, p.cpuCount);
    addMean(p.merged.gpuUtilPercent, sample.gpuUtilPercent, p.gpuCount);
    keepPeak(p.merged.memoryBytes, sample.memoryBytes);
    keepPeak(p.merged.memoryPercent, sample.memoryPercent);
    keepPeak(p.merged.gpuMemoryBytes, sample.gpuMemoryBytes);
    keepPeak(p.merged.gpuMemoryPercent, sample.gpuMemoryPercent);
    ++p.count;
    // The bucket is full once a kept interval has passed since its first sample (less one sample
    // interval of tolerance, so 1 Hz samples fill a 10 s bucket with 10 of them, not 11).
    const auto span = sample.time.toTimePoint() - p.first.time.toTimePoint();
    if (span + m_sampleInterval >= interval)
        return flush(key);
    return std::nullopt;
}

std::optional<spec::ResourceSample> ResourceDownsampler::flush(const std::string& key)
{
    auto node = m_pending.extract(key);
    if (node.empty())
        return std::nullopt;
    Pending& p = node.mapped();
    if (p.cpuCount > 0)
        p.merged.cpuPercent = *p.merged.cpuPercent / p.cpuCount;
    if (p.gpuCount > 0)
        p.merged.gpuUtilPercent = *p.merged.gpuUtilPercent / p.gpuCount;
    return p.merged;
}

} // namespace trainyard::daemon
