#pragma once

#include "apiclient.h"
#include "backend.h"
#include "httptransport.h"
#include "sseparser.h"
#include "tokenprovider.h"

#include <QTimer>

#include <map>
#include <memory>

namespace trainyard::client {

// A server that speaks the v1 API with Trainyard's extensions: a remote `trainyardd` over TCP with a
// token, or the local one over its Unix socket (LocalDaemonBackend). Event streams carry job changes
// and logs; when the connection drops, the backend probes /healthz with backoff and reopens every
// stream from its last event id, so a watcher sees no gap and no line twice.
class RestBackend : public Backend {
    Q_OBJECT

public:
    RestBackend(QString name, HttpTransport& transport, Endpoint endpoint, QObject* parent = nullptr);
    ~RestBackend() override;

    QString location() const override;
    void connectBackend() override;

    void createJob(const spec::Job& job, Callback<spec::Job> done) override;
    void getJob(const std::string& jobId, Callback<spec::Job> done) override;
    void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done) override;
    void cancelJob(const std::string& jobId, Completion done) override;
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
        Callback<spec::Job> done) override;
    void listLocations(Callback<nlohmann::json> done) override;
    // The daemon's slots, GPUs and region (its locations), and what every trainyardd reads: packages
    // and job dirs on its own disk, never Cloud Storage.
    void capabilities(Callback<Capabilities> done) override;
    void jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done) override;
    StreamId watchJobs(std::function<void(const spec::Transition&)> onTransition) override;
    bool settlesWatch() const override { return true; }
    void readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done) override;
    StreamId followLogs(const std::string& jobId, std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        Completion onEnd) override;
    void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done) override;
    StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
        std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done) override;
    StreamId followResources(const std::string& jobId, std::int64_t since, std::function<void(const spec::ResourceWindow&)> onSamples,
        Completion onEnd) override;
    // The daemon's extension …/jobs/{id}/importance (a Vertex job's under its resource name: jobPath()).
    void parameterImportance(const std::string& jobId, Callback<spec::ImportanceReport> done) override;
    // …/scalars (restbackendscalars.cpp) and …/files (restbackendfiles.cpp), under jobPath().
    void readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done) override;
    StreamId followScalars(const std::string& jobId, const spec::ScalarQuery& query, std::function<void(const spec::ScalarWindow&)> onWindow,
        Completion onEnd) override;
    void listFiles(const std::string& jobId, Callback<spec::OutputListing> done) override;
    StreamId downloadFile(const std::string& jobId, const std::string& path, const QString& destination,
        std::function<void(std::int64_t received, std::int64_t total)> onProgress, Completion done) override;
    void cancelStream(StreamId id) override;

    // Longest wait between two reconnection attempts.
    void setMaxBackoff(int ms) { m_maxBackoffMs = ms; }

protected:
    // Called when a probe failed and the backend is not connected. A subclass may act (start the local
    // daemon) and return true to probe again soon instead of backing off.
    virtual bool recover(const QString& error);
    ApiClient& api() { return m_api; }
    const Endpoint& endpoint() const { return m_api.endpoint(); }
    // Where a job's extension paths (events, logs, resources) live; VertexBackend points them at the
    // daemon's Vertex resources.
    virtual std::string jobPath(const std::string& jobId) const;

private:
    struct Stream;
    struct Download; // restbackendfiles.cpp
    // Stops a download and removes its part file; false when `id` is not one.
    bool cancelDownload(StreamId id);
    void probe();
    void probed(const HttpResponse& response);
    void scheduleProbe();
    // Asks the endpoint's token provider for a new token; `done` runs only while this backend exists.
    void refreshToken(std::function<void(const std::string& error)> done);
    void noteOutage(const QString& detail);
    // Registers a stream that survives outages (watch, follows) and opens it now if connected.
    StreamId addResumable(std::unique_ptr<Stream> stream);
    void open(StreamId id);
    void onData(StreamId id, std::string_view bytes);
    void onEvents(StreamId id, const std::vector<SseEvent>& events);
    void onClosed(StreamId id, const HttpResponse& response);
    // A follow's lines, decoded off this thread by the stream's LogFollowDecoder of that opening.
    void onFollowDecoded(StreamId id, quint64 opening, std::vector<spec::LogLine> lines, bool ended);
    // A GET of an extension path, decoded by `decode`; transport failures count as an outage.
    void getJson(const std::string& path, std::function<void(ApiResult<nlohmann::json>)> done);
    template <typename T>
    Callback<T> watching(Callback<T> done);

    HttpTransport& m_transport;
    ApiClient m_api;
    std::map<StreamId, std::unique_ptr<Stream>> m_streams;
    std::map<StreamId, std::shared_ptr<Download>> m_downloads;
    StreamId m_nextStream = 1;
    QTimer m_probeTimer;
    bool m_probing = false;
    bool m_everConnected = false;
    bool m_refreshedForProbe = false; // one token refresh per failed probe series
    int m_backoffMs = 0;
    int m_maxBackoffMs = 5'000;
};

} // namespace trainyard::client
