// What Engine does for the Vertex surface alone: issuing resource ids, and deleting ended jobs (the
// v1 API has no delete). Kept apart from engine.cpp, which is the state machine and the runs.
#include "engine.h"

#include "daemonlogging.h"
#include "joblogcache.h"

#include <QDir>

#include <random>

namespace trainyard::daemon {

std::string Engine::issueVertexId()
{
    // Random rather than counted, as Google's are: ids say nothing about how many jobs there were.
    // The store refuses an id it issued before, so a clash only costs another draw.
    static std::mt19937_64 generator { std::random_device {}() };
    std::uniform_int_distribution<std::uint64_t> nineteenDigits(1'000'000'000'000'000'000ULL, 9'223'372'036'854'775'807ULL);
    for (;;) {
        std::string id = std::to_string(nineteenDigits(generator));
        if (m_store.reserveVertexId(id))
            return id;
    }
}

std::optional<JobError> Engine::remove(const std::string& jobId)
{
    const Entry* entry = m_jobs.find(jobId);
    if (!entry)
        return unknownJob(jobId);
    if (!finished(jobId)) {
        const auto state = entry->job.state ? entry->job.state->value() : spec::State::Unspecified;
        return JobError::failedPrecondition("Job " + jobId + " is in state " + std::string(spec::Enum<spec::State>::nameOf(state))
            + "; only a job that has ended can be deleted (cancel it first).");
    }
    m_store.removeJob(jobId);
    m_logs->close(jobId);
    m_jobs.remove(jobId);
    QDir(QString::fromStdString(workspace(jobId))).removeRecursively();
    qCInfo(lcDaemonJobs, "job %s: deleted", jobId.c_str());
    emit removed(jobId);
    return std::nullopt;
}

} // namespace trainyard::daemon
