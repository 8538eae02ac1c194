#pragma once

#include "jobadmission.h"
#include "metricstext.h"
#include "run.h"
#include "scheduler.h"
#include "vertexorigin.h"

#include "spec/job.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

// A job as Engine keeps it: the job itself (stored as it is here), and what its run holds.
struct JobEntry {
    spec::Job job;
    std::int64_t createSeq = 0; // the store's creation order: list pages continue below one
    Run* run = nullptr; // a JobRun, or a TuningRun for a job with hyperparameters
    Reservation reservation; // what the scheduler found it needs (a tuning job: its trials at once)
    Scheduler::Grant grant; // the slots and GPUs it holds
    spec::State endState = spec::State::Unspecified; // where the job goes once its replicas are gone
    std::string endReason;
    std::optional<VertexOrigin> vertex; // the Vertex resource of a job created through the Vertex surface
};

// Every job of the daemon, by id and in the order they were created, and the answers read from all
// of them: list pages, counts by state, the jobs whose replicas are sampled. Only ended jobs are
// removed (Engine::remove), and removing one leaves references to the others valid.
class JobTable {
public:
    struct Page {
        std::vector<const spec::Job*> jobs;
        std::optional<std::int64_t> nextBelow; // where the next page starts, when there is one
    };

    // Adds a job created after every other, `createSeq` its number in the store's creation order.
    JobEntry& add(spec::Job job, std::int64_t createSeq);
    bool contains(const std::string& jobId) const { return m_entries.contains(jobId); }
    JobEntry* find(const std::string& jobId);
    const JobEntry* find(const std::string& jobId) const;
    JobEntry& at(const std::string& jobId) { return m_entries.at(jobId); }
    // Forgets a job (one deleted); references to other entries stay valid.
    void remove(const std::string& jobId);

    // Newest first: up to `size` of the jobs created before creation sequence number `below` that
    // `matches` takes.
    Page list(const std::function<bool(const spec::Job&)>& matches, std::size_t size, std::int64_t below) const;
    // Jobs by state (every state, zero included) and the replicas of the running ones.
    void count(JobCounts& counts) const;
    // The jobs whose replicas run now, with their process groups; `recordPath` names a job's samples file.
    std::vector<SampledJob> sampledJobs(const std::function<std::string(const std::string& jobId)>& recordPath) const;

private:
    std::map<std::string, JobEntry> m_entries;
    std::vector<std::string> m_order; // job ids by creation
};

} // namespace trainyard::daemon
