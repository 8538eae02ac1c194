#include "slurmusagesampler.h"

#include "slurmcluster.h"
#include "slurmplacement.h"

namespace trainyard::daemon {

SlurmUsageSampler::SlurmUsageSampler(SlurmCluster& cluster, const std::vector<ReplicaPlan>& replicas, std::string trial, QObject* parent)
    : QObject(parent)
    , m_cluster(cluster)
    , m_components(slurmComponents(replicas))
    , m_trial(std::move(trial))
{
}

void SlurmUsageSampler::sample(std::int64_t slurmJobId, const std::map<std::string, std::string>& nodes)
{
    if (m_asking || slurmJobId <= 0)
        return;
    m_asking = true;
    m_cluster.usage(slurmJobId, [this, nodes](const std::vector<SlurmStepUsage>& steps, const std::string& error) {
        m_asking = false;
        if (!error.empty()) {
            // "No steps running" is the moment before the step starts, not a lack of accounting.
            if (error.find("No steps running") == std::string::npos)
                m_error = error;
            return;
        }
        m_error.clear();
        const auto now = std::chrono::steady_clock::now();
        std::vector<spec::ResourceSample> samples;
        for (const auto& step : steps) {
            // Step "0" is the trainers' (srun's); "batch" and "extern" are Slurm's own.
            if (step.step != "0" || step.hetOffset < 0 || step.hetOffset >= static_cast<int>(m_components.size()))
                continue;
            std::optional<double> cpuPercent;
            if (const auto last = m_lastCpu.find(step.hetOffset); last != m_lastCpu.end()) {
                const double seconds = std::chrono::duration<double>(now - last->second.second).count();
                if (seconds > 0.1 && step.aveCpuSeconds >= last->second.first)
                    cpuPercent = 100.0 * (step.aveCpuSeconds - last->second.first) / seconds;
            }
            m_lastCpu[step.hetOffset] = { step.aveCpuSeconds, now };
            for (const auto& replica : m_components[static_cast<std::size_t>(step.hetOffset)]) {
                spec::ResourceSample sample;
                sample.time = spec::Timestamp::now();
                sample.replica = replica.name;
                sample.trial = m_trial;
                sample.cpuPercent = cpuPercent;
                sample.memoryBytes = static_cast<double>(step.aveRssBytes);
                const auto node = nodes.find(replica.name);
                sample.node = node == nodes.end() ? std::string() : node->second;
                samples.push_back(std::move(sample));
            }
        }
        if (!samples.empty())
            emit sampled(samples);
    });
}

} // namespace trainyard::daemon
