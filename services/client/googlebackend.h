#pragma once

#include "apiclient.h"
#include "backend.h"
#include "cloudloggingreader.h"
#include "httptransport.h"
#include "memorylogstore.h"
#include "tokenprovider.h"

#include <QTimer>

#include <chrono>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace trainyard::client {

class MonitoringFollower;

struct GoogleBackendOptions {
    std::string project; // the Google Cloud project id
    TokenProvider* tokens = nullptr; // non-owning (a CommandTokenProvider running gcloud); must outlive the backend
    std::string mlBaseUrl = "https://ml.googleapis.com"; // tests point these at a local server
    std::string loggingBaseUrl = "https://logging.googleapis.com";
    std::string monitoringBaseUrl = "https://monitoring.googleapis.com";
    std::chrono::milliseconds watchInterval { 5'000 }; // jobs.list polls for watchJobs
    std::chrono::milliseconds logInterval { 2'000 }; // Cloud Logging polls for followed logs
    // How long after a job's end its last entries may still be on their way into Cloud Logging: a
    // log is complete only after an empty poll that started this long after the job ended.
    std::chrono::milliseconds logSettle { 10'000 };
    // Cloud Monitoring polls for followed resources (it keeps a point a minute), and how long after a
    // minute all of its series are in (CloudMonitoringReader).
    std::chrono::milliseconds resourceInterval { 60'000 };
    std::chrono::seconds resourceSettle { 120 };
    std::chrono::milliseconds minBackoff { 1'000 }; // reconnection attempts: doubling from this …
    std::chrono::milliseconds maxBackoff { 60'000 }; // … up to this
};

// A Google Cloud project's AI Platform Training jobs (ml.googleapis.com v1), with their logs from
// Cloud Logging. Google has retired that API (connectBackend says so in the log once; new jobs belong
// on VertexBackend, which reuses this class's Cloud Logging and Monitoring readers). Google has no streams and keeps no state history, so this backend polls:
// - watchJobs: jobs.list (every page) every watchInterval; a job whose state differs from the last
//   poll yields a Transition (the first poll only takes note of the states);
// - jobEvents: what one jobs.get can tell (createTime → QUEUED, startTime → RUNNING, endTime → the
//   final state with errorMessage as reason); changes between those are not recorded by Google;
// - logs: Cloud Logging entries:list every logInterval into a MemoryLogStore per job, from which
//   windows, follows, attributes and searches are served (see CloudLoggingReader for the mapping);
// - resources: Cloud Monitoring's ml.googleapis.com/training/* series (MonitoringFollower,
//   CloudMonitoringReader), polled every resourceInterval.
// Reachability: connectBackend() lists one job; Connected, or Offline with the server's message,
// retried with backoff; a call that finds no server makes it Reconnecting until a probe succeeds, and
// one refused for its token (401 after a refresh) makes it Offline likewise.
class GoogleBackend : public Backend {
    Q_OBJECT

public:
    GoogleBackend(HttpTransport& transport, GoogleBackendOptions options, QObject* parent = nullptr);
    ~GoogleBackend() override;

    const GoogleBackendOptions& options() const { return m_options; }
    QString location() const override;
    void connectBackend() override;

    void createJob(const spec::Job& job, Callback<spec::Job> done) override;
    void getJob(const std::string& jobId, Callback<spec::Job> done) override;
    void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done) override;
    void cancelJob(const std::string& jobId, Completion done) override;
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
        Callback<spec::Job> done) override;
    void listLocations(Callback<nlohmann::json> done) override;
    // Always answers: the project's training regions (the built-in catalog's while they cannot be
    // listed), no replica slot limit (quotas are the project's, not known here), and Cloud Storage
    // only for packages and job dirs.
    void capabilities(Callback<Capabilities> done) override;

    void jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done) override;
    StreamId watchJobs(std::function<void(const spec::Transition&)> onTransition) override;

    void readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done) override;
    StreamId followLogs(const std::string& jobId, std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        Completion onEnd) override;
    void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done) override;
    StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
        std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done) override;
    // Cloud Monitoring's ml.googleapis.com/training/* series of the job, polled while it runs.
    StreamId followResources(const std::string& jobId, std::int64_t since, std::function<void(const spec::ResourceWindow&)> onSamples,
        Completion onEnd) override;
    void cancelStream(StreamId id) override;

    // The lines fetched so far for a job (nullptr before its first fetch), for diagnostics and tests.
    const MemoryLogStore* logStore(const std::string& jobId) const;

    // What one jobs.get tells of a job's history (Google keeps none): see the class comment.
    static std::vector<spec::Transition> transitionsOf(const spec::Job& job);

private:
    struct JobLog;
    struct Follower {
        std::string jobId;
        std::int64_t cursor = 0;
        std::function<void(std::vector<spec::LogLine>)> onLines;
        Completion onEnd;
    };
    struct Watcher {
        std::function<void(const spec::Transition&)> onTransition;
        quint64 fromPoll = 0; // the first jobs.list poll whose changes it gets
    };
    struct PendingSearch {
        std::string jobId;
        MemoryLogStore::SearchId search = 0; // 0 until the store has been fetched
    };

    // Reachability.
    void probe();
    void scheduleProbe();
    void noteResult(const std::optional<ApiError>& error);
    template <typename T>
    Callback<T> watching(Callback<T> done);
    void later(std::function<void()> call);

    // Job watch.
    void pollJobs();
    void pollJobsPage(quint64 poll, const std::string& pageToken, std::shared_ptr<std::vector<spec::Job>> jobs);
    void jobsPolled(quint64 poll, const std::vector<spec::Job>& jobs);
    void scheduleJobPoll();

    // Logs.
    JobLog& logOf(const std::string& jobId);
    // Runs `ready` once the job's store is fresh enough to answer from (fetching as needed).
    void whenFresh(const std::string& jobId, std::function<void(std::optional<ApiError>)> ready);
    void startCycle(const std::string& jobId);
    void pollLogs(const std::string& jobId);
    void fetchLogPage(const std::string& jobId, const std::string& pageToken);
    void endCycle(const std::string& jobId, std::optional<ApiError> error);
    void deliver(const std::string& jobId);
    bool settled(const JobLog& log) const;
    void endFollowers(const std::string& jobId, const std::optional<ApiError>& error);

    GoogleBackendOptions m_options;
    ApiClient m_api;
    StreamId m_nextStream = 1;

    QTimer m_probeTimer;
    bool m_probing = false;
    bool m_everConnected = false;
    bool m_toldRetired = false;
    std::chrono::milliseconds m_backoff;

    std::map<StreamId, Watcher> m_watchers;
    std::map<StreamId, MonitoringFollower*> m_resourceFollowers; // children of this backend
    std::map<std::string, std::string> m_jobStates; // jobId → state at the last poll
    bool m_haveJobStates = false;
    bool m_pollingJobs = false;
    quint64 m_jobPoll = 0; // polls started
    std::int64_t m_transitionId = 0;
    QTimer m_jobTimer;

    std::map<std::string, std::unique_ptr<JobLog>> m_logs;
    std::map<StreamId, Follower> m_followers;
    std::map<StreamId, PendingSearch> m_searches;
};

} // namespace trainyard::client
