#pragma once

#include "apiclient.h"
#include "backend.h"
#include "httptransport.h"
#include "tokenprovider.h"
#include "vertexjobref.h"

#include <QTimer>

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace trainyard::client {

struct VertexBackendOptions {
    std::string project; // the Google Cloud project id; "local" for a trainyardd
    std::vector<std::string> regions; // where jobs are listed, the first one the default ("us-central1")
    TokenProvider* tokens = nullptr; // non-owning; must outlive the backend (gcloud auth print-access-token)
    TransportSecurity security {}; // for a daemon's endpointOverride: its CA file or pin, or plain HTTP allowed
    // Empty: Google's regional endpoints, https://{region}-aiplatform.googleapis.com. Set: one server
    // for every region (a trainyardd "http://127.0.0.1:8470", "http://localhost" with unixSocket, or
    // a test's replay server).
    std::string endpointOverride;
    std::string unixSocket;
    // The server is known to be a trainyardd (the console's own daemon): its extension paths serve logs,
    // events and resources from the first call, before a /healthz has said so.
    bool daemon = false;
    std::string loggingBaseUrl = "https://logging.googleapis.com";
    std::string monitoringBaseUrl = "https://monitoring.googleapis.com";
    int listPageSize = 100; // per region and kind, for the job watch's polls
    std::chrono::milliseconds watchInterval { 5'000 }; // every region's lists polled for watchJobs
    std::chrono::milliseconds logInterval { 2'000 }; // Cloud Logging, as GoogleBackend polls it
    std::chrono::milliseconds logSettle { 10'000 };
    std::chrono::milliseconds resourceInterval { 60'000 };
    std::chrono::seconds resourceSettle { 120 };
    std::chrono::milliseconds minBackoff { 1'000 };
    std::chrono::milliseconds maxBackoff { 60'000 };
};

// Vertex AI's custom jobs and hyperparameter tuning jobs of one project in one or more regions
// (aiplatform.googleapis.com v1), or the same paths on a trainyardd. Jobs are presented as spec::Jobs
// (VertexJobView: toV1, the resource kept), under ids VertexJobRef gives ("us-central1/customJobs/123").
// - listJobs: every region's customJobs, then its hyperparameterTuningJobs, one server page per call;
//   the page token says which list and where in it. `filter` is passed on in Vertex's grammar.
// - getJob / cancelJob / createVertexJob: the job's own region; createJob (a v1 job) is refused.
// - watchJobs / jobEvents: polling, as GoogleBackend does (Google keeps no state history).
// - logs and resources: on Google, Cloud Logging (resource.type="ml_job", resource.labels.job_id =
//   the numeric id) and Cloud Monitoring (cloudml_job, the same label), read by a GoogleBackend that
//   this backend holds; on a trainyardd (its /healthz answers), the daemon's extension paths
//   …/customJobs/{id}/logs, /events, /resources through a RestBackend that this backend holds.
// Reachability: connectBackend() lists one custom job of the first region (and asks /healthz where an
// endpoint override is set); then as GoogleBackend: Offline with the server's message, retried with
// backoff; a call that finds no server makes it Reconnecting.
class VertexBackend : public Backend {
    Q_OBJECT

public:
    VertexBackend(QString name, HttpTransport& transport, VertexBackendOptions options, QObject* parent = nullptr);
    ~VertexBackend() override;

    const VertexBackendOptions& options() const { return m_options; }
    QString location() const override;
    void connectBackend() override;
    // Whether the server proved to be a trainyardd (known once connected).
    bool isDaemon() const { return m_daemon; }

    bool speaksVertex() const override { return true; }
    void createVertexJob(const spec::vertex::VertexJob& job, const std::string& location, Callback<spec::Job> done) override;

    void createJob(const spec::Job& job, Callback<spec::Job> done) override;
    void getJob(const std::string& jobId, Callback<spec::Job> done) override;
    void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done) override;
    void cancelJob(const std::string& jobId, Completion done) override;
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
        Callback<spec::Job> done) override;
    void listLocations(Callback<nlohmann::json> done) override;
    void capabilities(Callback<Capabilities> done) override;

    void jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done) override;
    StreamId watchJobs(std::function<void(const spec::Transition&)> onTransition) override;

    void readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done) override;
    StreamId followLogs(const std::string& jobId, std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        Completion onEnd) override;
    void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done) override;
    StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
        std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done) override;
    StreamId followResources(const std::string& jobId, std::int64_t since, std::function<void(const spec::ResourceWindow&)> onSamples,
        Completion onEnd) override;
    // On a trainyardd, its extension …/hyperparameterTuningJobs/{id}/importance; Google has none (the default).
    void parameterImportance(const std::string& jobId, Callback<spec::ImportanceReport> done) override;
    // On a trainyardd: the daemon's …/scalars and …/files of the job (Google's Vertex has neither).
    void readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done) override;
    StreamId followScalars(const std::string& jobId, const spec::ScalarQuery& query, std::function<void(const spec::ScalarWindow&)> onWindow,
        Completion onEnd) override;
    void listFiles(const std::string& jobId, Callback<spec::OutputListing> done) override;
    StreamId downloadFile(const std::string& jobId, const std::string& path, const QString& destination,
        std::function<void(std::int64_t received, std::int64_t total)> onProgress, Completion done) override;
    void cancelStream(StreamId id) override;

    // The URL of a path under /v1/ for a region ("projects/p/locations/r/customJobs").
    std::string urlFor(const std::string& region, const std::string& path) const;
    // The listJobs page token: which (region, kind) list, and the server's token within it.
    struct ListCursor {
        std::size_t list = 0; // region index * 2 + kind (0: customJobs, 1: hyperparameterTuningJobs)
        std::string serverToken;
    };
    static std::string encodeCursor(const ListCursor& cursor);
    static std::optional<ListCursor> decodeCursor(const std::string& token);

protected:
    // Lists jobs in these regions from now on (a daemon's locations, learnt once it answers); an empty
    // list keeps the regions there are.
    void setRegions(std::vector<std::string> regions);

private:
    class CloudDetails;
    class DaemonDetails;
    struct Watcher {
        std::function<void(const spec::Transition&)> onTransition;
        quint64 fromPoll = 0;
    };

    // Requests.
    void call(const std::string& method, const std::string& region, const std::string& path, const std::string& body,
        std::function<void(const HttpResponse&)> done);
    void getResource(const VertexJobRef& ref, Callback<spec::Job> done);
    void listPage(const std::string& filter, int pageSize, ListCursor cursor, Callback<JobPage> done);

    // Reachability.
    void probe();
    void scheduleProbe();
    void noteResult(const std::optional<ApiError>& error);
    template <typename T>
    Callback<T> watching(Callback<T> done);
    void later(std::function<void()> call);

    // Job watch (vertexbackendwatch.cpp).
    void pollJobs();
    void pollJobsPage(quint64 poll, ListCursor cursor, std::shared_ptr<std::vector<spec::Job>> jobs);
    void jobsPolled(quint64 poll, const std::vector<spec::Job>& jobs);
    void scheduleJobPoll();

    // Logs, events and resources (vertexbackenddetails.cpp): who serves them.
    Backend& details();
    // Starts a stream of the details backend (`start` gets it and the onEnd to give it) under an id of
    // this backend's, so that cancelStream() reaches it; the id is forgotten when the stream ends.
    StreamId delegateStream(Completion onEnd, const std::function<StreamId(Backend& helper, Completion onEnd)>& start);
    std::string detailsJobId(const std::string& jobId) const;

    HttpTransport& m_transport;
    VertexBackendOptions m_options;
    ApiClient m_api; // sends every request with the token; its own base URL is unused
    StreamId m_nextStream = 1;

    QTimer m_probeTimer;
    bool m_probing = false;
    bool m_everConnected = false;
    bool m_daemon = false;
    std::chrono::milliseconds m_backoff;

    std::map<StreamId, Watcher> m_watchers;
    std::map<std::string, std::string> m_jobStates; // jobId → state at the last poll
    bool m_haveJobStates = false;
    bool m_pollingJobs = false;
    quint64 m_jobPoll = 0;
    std::int64_t m_transitionId = 0;
    QTimer m_jobTimer;

    std::unique_ptr<Backend> m_cloudDetails; // a GoogleBackend reading Cloud Logging/Monitoring
    std::unique_ptr<Backend> m_daemonDetails; // a RestBackend on the daemon's extension paths
    std::map<StreamId, std::pair<Backend*, StreamId>> m_delegated; // our stream → the helper's
};

} // namespace trainyard::client
