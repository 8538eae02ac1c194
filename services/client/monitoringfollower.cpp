#include "monitoringfollower.h"

#include <QPointer>

namespace trainyard::client {

MonitoringFollower::MonitoringFollower(ApiClient& api, std::string monitoringBaseUrl, std::string project, std::string jobId, Timing timing,
    std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd, QObject* parent)
    : QObject(parent)
    , m_api(api)
    , m_baseUrl(std::move(monitoringBaseUrl))
    , m_jobId(jobId)
    , m_timing(timing)
    , m_reader(std::move(project), std::move(jobId), timing.settle)
    , m_onSamples(std::move(onSamples))
    , m_onEnd(std::move(onEnd))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(m_timing.interval);
    connect(&m_timer, &QTimer::timeout, this, &MonitoringFollower::poll);
}

void MonitoringFollower::start()
{
    QTimer::singleShot(0, this, &MonitoringFollower::poll);
}

void MonitoringFollower::poll()
{
    QPointer<MonitoringFollower> self(this);
    auto onJob = [self](ApiResult<spec::Job> result) {
        if (self)
            self->onJob(std::move(result));
    };
    if (m_jobSource)
        m_jobSource(std::move(onJob));
    else
        m_api.getJob(m_jobId, std::move(onJob));
}

void MonitoringFollower::onJob(ApiResult<spec::Job> result)
{
    if (const auto* error = std::get_if<ApiError>(&result)) {
        fail(*error);
        return;
    }
    const auto& job = std::get<spec::Job>(result);
    if (job.createTime)
        m_reader.setStartTime(*job.createTime);
    if (job.endTime)
        m_endTime = job.endTime;
    m_reader.beginPoll(spec::Timestamp::now());
    fetch(0, {});
}

void MonitoringFollower::fetch(std::size_t metric, const std::string& pageToken)
{
    const auto& types = CloudMonitoringReader::metricTypes();
    if (metric >= types.size()) {
        finishPoll();
        return;
    }
    HttpRequest request;
    request.method = "GET";
    request.url = m_baseUrl + m_reader.requestPath(types[metric], pageToken);
    request.headers = { { "Accept", "application/json" } };
    QPointer<MonitoringFollower> self(this);
    m_api.send(std::move(request), [self, metric](const HttpResponse& response) {
        if (self)
            self->onPage(metric, response);
    });
}

void MonitoringFollower::onPage(std::size_t metric, const HttpResponse& response)
{
    if (!response.ok()) {
        fail(ApiClient::errorOf(response));
        return;
    }
    std::string error;
    const auto page = m_reader.accept(CloudMonitoringReader::metricTypes()[metric], response.body, error);
    if (!page) {
        fail(ApiError { response.status, "INVALID_RESPONSE", error, {} });
        return;
    }
    if (!page->nextPageToken.empty())
        fetch(metric, page->nextPageToken);
    else
        fetch(metric + 1, {});
}

void MonitoringFollower::finishPoll()
{
    // Finished once the job's end has settled: every point of its last minutes is in.
    const bool finished = m_endTime && spec::Timestamp::now().seconds - m_endTime->seconds >= m_timing.settle.count();
    spec::ResourceWindow window;
    window.samples = m_reader.take(finished);
    window.info = m_reader.info();
    if (!window.samples.empty())
        m_lastSeq = window.samples.back().seq;
    window.nextSince = m_lastSeq;
    window.complete = finished;
    if (!window.samples.empty() || !m_sentFirst || finished) {
        m_sentFirst = true;
        QPointer<MonitoringFollower> self(this);
        m_onSamples(window);
        if (!self)
            return; // the callback cancelled the stream
    }
    if (finished) {
        auto done = std::move(m_onEnd);
        if (done)
            done(std::nullopt);
        return;
    }
    m_timer.start();
}

void MonitoringFollower::fail(const ApiError& error)
{
    if (error.transportFailure()) { // an outage: try again at the next poll, from where it was
        m_timer.start();
        return;
    }
    auto done = std::move(m_onEnd);
    if (done)
        done(error);
}

} // namespace trainyard::client
