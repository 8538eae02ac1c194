#pragma once

#include "apiclient.h"
#include "backend.h"
#include "cloudmonitoringreader.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>
#include <string>

namespace trainyard::client {

// One followResources stream of GoogleBackend: polls Cloud Monitoring for the job's training series
// every `interval` (Google keeps a point a minute), hands out each batch of settled samples, and ends
// once the job has ended and its last minutes have settled. Asks jobs.get each poll for the job's
// createTime (where the first window starts) and endTime.
class MonitoringFollower : public QObject {
    Q_OBJECT

public:
    struct Timing {
        std::chrono::milliseconds interval { 60'000 };
        std::chrono::seconds settle { 120 };
    };

    MonitoringFollower(ApiClient& api, std::string monitoringBaseUrl, std::string project, std::string jobId, Timing timing,
        std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd, QObject* parent = nullptr);

    void start();
    // Where each poll learns the job's createTime and endTime; by default jobs.get of the v1 API.
    using JobSource = std::function<void(std::function<void(ApiResult<spec::Job>)>)>;
    void setJobSource(JobSource source) { m_jobSource = std::move(source); }

private:
    void poll();
    void onJob(ApiResult<spec::Job> result);
    void onPage(std::size_t metric, const HttpResponse& response);
    void fetch(std::size_t metric, const std::string& pageToken);
    void finishPoll();
    void fail(const ApiError& error);

    ApiClient& m_api;
    std::string m_baseUrl;
    std::string m_jobId;
    Timing m_timing;
    CloudMonitoringReader m_reader;
    std::function<void(const spec::ResourceWindow&)> m_onSamples;
    Completion m_onEnd;
    JobSource m_jobSource;
    QTimer m_timer;
    std::optional<spec::Timestamp> m_endTime;
    bool m_sentFirst = false;
    std::int64_t m_lastSeq = 0;
};

} // namespace trainyard::client
