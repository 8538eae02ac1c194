#pragma once

#include "daemonconfig.h"
#include "joberror.h"
#include "joboutputs.h"
#include "jobstore.h"
#include "jobtable.h"
#include "metricstext.h"
#include "run.h"
#include "scheduler.h"

#include "spec/catalog.h"
#include "spec/job.h"

#include <QObject>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace trainyard::daemon {

class JobDeadlines;
class JobLog;
class JobLogCache;
class Locations;

// The daemon's heart, on its main thread: the job table, the state machine (JobStateMachine) and its
// persistence, and the runs of the jobs that hold resources; the Scheduler says which queued job
// starts. It speaks spec::Job: the HTTP side (JobsResource) turns requests into jobs and jobs into
// answers. It calls nothing back but signals.
class Engine : public QObject {
    Q_OBJECT

public:
    // The location of the daemon's own machine; `trainyardd --slurm` adds Slurm ones (Locations).
    static constexpr const char* localLocation = "local";

    Engine(const DaemonConfig& config, JobStore& store, QObject* parent = nullptr);
    ~Engine() override;

    // Loads every stored job and takes up those that were not finished. False on a fatal error.
    bool start(std::string& error);

    // A job as a client sent it (output fields are ignored): checked against the spec's rules, the
    // daemon's limits and what it can run, then stored QUEUED. Answers the job as stored. `vertex`:
    // the Vertex resource of a job created through the Vertex surface, stored with it.
    std::variant<spec::Job, JobError> create(spec::Job job, std::optional<VertexOrigin> vertex = std::nullopt);
    // The Vertex resource of a job created through the Vertex surface; nullptr for a v1 job or none.
    const VertexOrigin* vertexOrigin(const std::string& jobId) const
    {
        const Entry* entry = m_jobs.find(jobId);
        return entry && entry->vertex ? &*entry->vertex : nullptr;
    }
    // A Vertex resource id as Google's look: 19 decimal digits, never issued before in this data
    // folder (the store keeps every one), so a deleted job's id is never reused.
    std::string issueVertexId();
    // Deletes a job that has ended and holds nothing (Vertex's delete): its rows, its log and its
    // workspace. NOT_FOUND for an unknown job, FAILED_PRECONDITION for one not ended.
    std::optional<JobError> remove(const std::string& jobId);
    // The job, with its jobPosition while it is queued.
    std::variant<spec::Job, JobError> get(const std::string& jobId) const;
    // The job as stored (no jobPosition), or nullptr: for answers that copy nothing.
    const spec::Job* find(const std::string& jobId) const;
    // 1 for the queued job that starts next, 0 for a job not queued.
    std::int64_t queuePosition(const std::string& jobId) const { return m_scheduler.position(jobId); }
    using Page = JobTable::Page;
    // Newest first: up to `size` of the jobs created before creation sequence number `below` that
    // `matches` takes.
    Page list(const std::function<bool(const spec::Job&)>& matches, std::size_t size, std::int64_t below) const
    {
        return m_jobs.list(matches, size, below);
    }
    std::optional<JobError> cancel(const std::string& jobId);
    struct LabelsUpdate {
        std::optional<std::map<std::string, std::string>> labels;
        bool checkEtag = false; // the update is refused (ABORTED) unless `etag` is the job's
        std::optional<std::string> etag;
    };
    // Replaces the job's labels, which only their own rules are checked against.
    std::variant<spec::Job, JobError> updateLabels(const std::string& jobId, const LabelsUpdate& update);
    // NOT_FOUND, as every method answers for an unknown job.
    JobError unknownJob(const std::string& jobId) const;

    bool exists(const std::string& jobId) const { return m_jobs.contains(jobId); }
    bool finished(const std::string& jobId) const; // terminal state and its log fully read
    JobLog* log(const std::string& jobId);
    std::vector<spec::Transition> events(const std::string& jobId) const { return m_store.transitions(jobId); }
    std::vector<spec::Transition> transitionsAfter(std::int64_t afterId, std::size_t limit) const { return m_store.transitionsAfter(afterId, limit); }
    std::int64_t lastTransitionId() const { return m_store.lastTransitionId(); }
    // What GET /metrics reports of the jobs.
    JobCounts counts() const;
    // The replica slots of the local location: what create checks a job against.
    int totalSlots() const { return m_scheduler.totalSlots(localLocation); }
    const spec::Catalog& catalog() const { return m_catalog; }
    // The jobs whose replicas run now, with their process groups (ResourceMonitor samples them).
    std::vector<SampledJob> sampledJobs() const;
    // Where a job's resource samples are stored.
    std::string resourcePath(const std::string& jobId) const { return workspace(jobId) + "/resources.jsonl"; }
    // Where a job's own outputs are: its files and its TensorBoard event files (jobOutputs()); empty
    // for an unknown job.
    JobOutputs outputs(const std::string& jobId) const;
    const DaemonConfig& config() const { return m_config; }
    const Locations& locations() const { return *m_locations; }
    // The job's run while it has one (its resources and replicas live), else nullptr.
    const Run* run(const std::string& jobId) const
    {
        const Entry* entry = m_jobs.find(jobId);
        return entry ? entry->run : nullptr;
    }

signals:
    void transitioned(const spec::Transition& transition);
    void logAppended(const std::string& jobId);
    // Figures of a job's replicas measured elsewhere (a Slurm cluster's accounting): for its resource record.
    void resourcesSampled(const std::string& jobId, const std::vector<spec::ResourceSample>& samples);
    // The job was deleted (remove()): what is kept of it elsewhere goes too.
    void removed(const std::string& jobId);

private:
    using Entry = JobEntry;

    void transition(Entry& entry, spec::State to, const std::string& reason);
    // Stamps the job's etag and stores it, with the transition that changed it if there is one.
    void store(Entry& entry, spec::Transition* transition = nullptr);
    void enqueue(const Entry& entry);
    void schedule();
    void startPreparing(Entry& entry);
    void scheduleAt(const std::string& location);
    void onStarted(const std::string& jobId);
    void onQueued(const std::string& jobId, const std::string& reason);
    Run* makeRun(Entry& entry);
    std::optional<JobError> checkTuning(const spec::Job& job) const;
    std::vector<spec::HyperparameterOutput> previousTrials(const spec::Job& job) const;
    void storeOutput(Entry& entry);
    void stopRun(Entry& entry, spec::State endState, const std::string& reason);
    void finalize(const std::string& jobId);
    void release(Entry& entry);
    void recover(Entry& entry);
    std::string workspace(const std::string& jobId) const { return m_config.dataDir + "/jobs/" + jobId; }

    const DaemonConfig& m_config;
    JobStore& m_store;
    spec::Catalog m_catalog;
    JobLogCache* m_logs = nullptr;
    JobDeadlines* m_deadlines = nullptr;
    Locations* m_locations = nullptr;
    JobTable m_jobs;
    Scheduler m_scheduler;
};

} // namespace trainyard::daemon
