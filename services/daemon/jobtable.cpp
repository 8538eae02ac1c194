#include "jobtable.h"

#include <chrono>

namespace trainyard::daemon {

JobEntry& JobTable::add(spec::Job job, std::int64_t createSeq)
{
    const std::string id = *job.jobId;
    m_order.push_back(id);
    JobEntry& entry = m_entries[id];
    entry.job = std::move(job);
    entry.createSeq = createSeq;
    return entry;
}

void JobTable::remove(const std::string& jobId)
{
    if (m_entries.erase(jobId))
        std::erase(m_order, jobId);
}

JobEntry* JobTable::find(const std::string& jobId)
{
    const auto it = m_entries.find(jobId);
    return it == m_entries.end() ? nullptr : &it->second;
}

const JobEntry* JobTable::find(const std::string& jobId) const
{
    const auto it = m_entries.find(jobId);
    return it == m_entries.end() ? nullptr : &it->second;
}

JobTable::Page JobTable::list(const std::function<bool(const spec::Job&)>& matches, std::size_t size, std::int64_t below) const
{
    Page page;
    std::int64_t lastSeq = 0;
    for (auto it = m_order.rbegin(); it != m_order.rend(); ++it) {
        const JobEntry& entry = m_entries.at(*it);
        if (entry.createSeq >= below || !matches(entry.job))
            continue;
        if (page.jobs.size() == size) {
            page.nextBelow = lastSeq;
            break;
        }
        page.jobs.push_back(&entry.job);
        lastSeq = entry.createSeq;
    }
    return page;
}

void JobTable::count(JobCounts& counts) const
{
    for (const auto& a : spec::EnumNames<spec::State>::names)
        counts.byState[std::string(a.second)] = 0;
    for (const auto& [id, entry] : m_entries) {
        ++counts.byState[std::string(entry.job.state ? entry.job.state->wire() : "STATE_UNSPECIFIED")];
        if (entry.job.state && entry.job.state->value() == spec::State::Running)
            counts.replicasRunning += entry.grant.replicaSlots;
    }
}

std::vector<SampledJob> JobTable::sampledJobs(const std::function<std::string(const std::string& jobId)>& recordPath) const
{
    std::vector<SampledJob> jobs;
    for (const auto& [id, entry] : m_entries) {
        if (!entry.run)
            continue;
        auto groups = entry.run->replicaGroups();
        if (groups.empty())
            continue; // PREPARING, or every replica has ended
        const auto started = entry.job.startTime ? entry.job.startTime->toTimePoint() : std::chrono::system_clock::now();
        jobs.push_back({ id, recordPath(id), started, std::move(groups) });
    }
    return jobs;
}

} // namespace trainyard::daemon
