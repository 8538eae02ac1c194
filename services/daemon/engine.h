#pragma once

#include "apierror.h"
#include "daemonconfig.h"
#include "jobstore.h"
#include "run.h"

#include "spec/catalog.h"
#include "spec/job.h"

#include <QObject>

#include <list>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <variant>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class JobLog;
class LogWatcher;

// The daemon's heart, on its main thread: the job table, the queue, the state machine and its
// persistence, and the runs of the jobs that hold resources. The HTTP API calls into it; it calls
// nothing back but signals.
class Engine : public QObject {
    Q_OBJECT

public:
    Engine(const DaemonConfig& config, JobStore& store, QObject* parent = nullptr);
    ~Engine() override;

    // Loads every stored job and takes up those that were not finished. False on a fatal error.
    bool start(std::string& error);

    std::variant<nlohmann::json, ApiError> create(const nlohmann::json& body);
    std::variant<nlohmann::json, ApiError> get(const std::string& jobId) const;
    struct Page {
        std::vector<nlohmann::json> jobs;
        std::string nextPageToken;
    };
    std::variant<Page, ApiError> list(const std::string& filter, int pageSize, const std::string& pageToken) const;
    std::optional<ApiError> cancel(const std::string& jobId);
    std::variant<nlohmann::json, ApiError> patch(const std::string& jobId, const nlohmann::json& body, const std::string& updateMask);

    bool exists(const std::string& jobId) const { return m_jobs.contains(jobId); }
    bool finished(const std::string& jobId) const; // terminal state and its log fully read
    JobLog* log(const std::string& jobId);
    std::vector<spec::Transition> events(const std::string& jobId) const { return m_store.transitions(jobId); }
    std::vector<spec::Transition> transitionsAfter(std::int64_t afterId, std::size_t limit) const { return m_store.transitionsAfter(afterId, limit); }
    std::int64_t lastTransitionId() const { return m_store.lastTransitionId(); }
    nlohmann::json locations() const;
    std::string metrics() const;
    // The jobs whose replicas run now, with their process groups (ResourceMonitor samples them).
    std::vector<SampledJob> sampledJobs() const;
    // Where a job's resource samples are stored.
    std::string resourcePath(const std::string& jobId) const { return workspace(jobId) + "/resources.jsonl"; }
    const DaemonConfig& config() const { return m_config; }

signals:
    void transitioned(const spec::Transition& transition);
    void logAppended(const std::string& jobId);

private:
    struct Entry {
        spec::Job job;
        nlohmann::json document;
        std::int64_t createSeq = 0;
        std::unique_ptr<JobLog> log;
        Run* run = nullptr; // a JobRun, or a TuningRun for a job with hyperparameters
        int parallelTrials = 0; // tuning jobs: trials at once, as reserved by schedule()
        std::string parallelNote; // why fewer than maxParallelTrials
        QTimer* waitTimer = nullptr;
        QTimer* runTimer = nullptr;
        int slotCount = 0;
        std::vector<int> gpus;
        spec::State endState = spec::State::Unspecified; // where the job goes once its replicas are gone
        std::string endReason;
    };

    void transition(Entry& entry, spec::State to, const std::string& reason);
    void refreshDocument(Entry& entry);
    void schedule();
    void startPreparing(Entry& entry);
    Run* makeRun(Entry& entry);
    // What a job needs of the daemon to start: its replica plan's slots and GPUs, times the trials it
    // runs at once for a tuning job.
    struct Reservation {
        int replicaSlots = 0;
        int gpus = 0;
        int parallelTrials = 0;
        std::string note;
    };
    Reservation reservationFor(const spec::Job& job) const;
    std::optional<ApiError> checkTuning(const spec::Job& job) const;
    std::vector<spec::HyperparameterOutput> previousTrials(const spec::Job& job) const;
    void storeOutput(Entry& entry);
    void stopRun(Entry& entry, spec::State endState, const std::string& reason);
    void finalize(const std::string& jobId);
    void armTimers(Entry& entry);
    void release(Entry& entry);
    bool openLog(Entry& entry, std::string& error);
    // From PREPARING to the end: the log's data files are watched, and each one added later.
    void watchLog(Entry& entry);
    void rememberFinishedLog(const std::string& jobId);
    void recover(Entry& entry);
    // The queue: queued jobs by priority (higher first), then age. Kept in order as jobs enter and
    // leave QUEUED, so scheduling and jobPosition cost no sort of every job.
    struct QueueKey {
        int priority;
        std::int64_t createSeq;
        std::string jobId;
        bool operator<(const QueueKey& other) const
        {
            return priority != other.priority ? priority > other.priority : createSeq < other.createSeq;
        }
    };
    static QueueKey queueKey(const Entry& entry);
    void updateQueue(const Entry& entry, spec::State from, spec::State to);
    std::int64_t queuePosition(const std::string& jobId) const;
    std::string workspace(const std::string& jobId) const;

    const DaemonConfig& m_config;
    JobStore& m_store;
    spec::Catalog m_catalog;
    LogWatcher* m_watcher = nullptr;
    std::map<std::string, Entry> m_jobs;
    std::vector<std::string> m_order; // job ids by creation
    std::set<QueueKey> m_queue;
    std::list<std::string> m_openFinishedLogs; // most recently used first
    mutable std::map<std::string, std::int64_t> m_positions; // jobPosition, rebuilt when the queue changed
    mutable bool m_positionsValid = false;
    int m_totalSlots = 0;
    int m_freeSlots = 0;
    std::set<int> m_freeGpus;
};

} // namespace trainyard::daemon
