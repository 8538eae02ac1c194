#include "googlebackend.h"

#include "googlebackend_p.h"

#include <algorithm>

// GoogleBackend's logs: Cloud Logging polled into a MemoryLogStore per job, which serves the
// windows, follows, attributes and searches.

namespace trainyard::client {

using namespace googlebackend;

GoogleBackend::JobLog& GoogleBackend::logOf(const std::string& jobId)
{
    auto& log = m_logs[jobId];
    if (!log) {
        log = std::make_unique<JobLog>(m_options.project, jobId);
        connect(&log->timer, &QTimer::timeout, this, [this, jobId] { startCycle(jobId); });
    }
    return *log;
}

const MemoryLogStore* GoogleBackend::logStore(const std::string& jobId) const
{
    const auto it = m_logs.find(jobId);
    return it == m_logs.end() ? nullptr : &it->second->store;
}

bool GoogleBackend::settled(const JobLog& log) const
{
    if (!log.finished)
        return false;
    const auto settle = m_options.logSettle;
    if (std::chrono::steady_clock::now() - log.finishedSeenAt >= settle)
        return true;
    return log.endTime && std::chrono::system_clock::now() - log.endTime->toTimePoint() >= settle;
}

void GoogleBackend::whenFresh(const std::string& jobId, std::function<void(std::optional<ApiError>)> ready)
{
    JobLog& log = logOf(jobId);
    if (log.store.complete()) {
        later([ready = std::move(ready)] { ready(std::nullopt); });
        return;
    }
    if (log.polling) {
        log.waiting.push_back(std::move(ready));
        return;
    }
    const bool recent = log.fetched && std::chrono::steady_clock::now() - log.lastPoll < m_options.logInterval;
    if (recent && !settled(log)) { // as fresh as a follow would have it
        later([ready = std::move(ready)] { ready(std::nullopt); });
        return;
    }
    log.waiting.push_back(std::move(ready));
    log.timer.stop();
    startCycle(jobId);
}

void GoogleBackend::startCycle(const std::string& jobId)
{
    JobLog& log = logOf(jobId);
    if (log.polling || log.store.complete())
        return;
    log.polling = true;
    log.timer.stop();
    // Whether the job has ended is asked before a poll, first and then after polls that found
    // nothing (a job that still writes is still running), as gcloud does.
    const bool askJob = !log.finished && (!log.fetched || log.newLines == 0);
    if (!askJob) {
        pollLogs(jobId);
        return;
    }
    // Through the virtual getJob: VertexBackend's Cloud Logging reader asks Vertex for the job instead.
    getJob(jobId, [this, jobId](ApiResult<spec::Job> result) {
        const spec::Job* job = std::get_if<spec::Job>(&result);
        if (!job) {
            endCycle(jobId, std::get<ApiError>(result));
            return;
        }
        noteResult(std::nullopt);
        JobLog& current = logOf(jobId);
        if (job->createTime && !current.reader.lastTimestamp()) // nothing of the job is older than the job
            current.reader.setStartTime(spec::Timestamp { job->createTime->seconds - 60, job->createTime->nanos });
        if (job->endTime || terminal(*job)) {
            current.finished = true;
            current.endTime = job->endTime;
            current.finishedSeenAt = std::chrono::steady_clock::now();
        }
        pollLogs(jobId);
    });
}

void GoogleBackend::pollLogs(const std::string& jobId)
{
    JobLog& log = logOf(jobId);
    log.settledAtStart = settled(log);
    log.newLines = 0;
    log.reader.beginPoll();
    fetchLogPage(jobId, {});
}

void GoogleBackend::fetchLogPage(const std::string& jobId, const std::string& pageToken)
{
    HttpRequest request;
    request.method = "POST";
    request.url = m_options.loggingBaseUrl + "/v2/entries:list";
    request.headers = { { "Accept", "application/json" }, { "Content-Type", "application/json" } };
    request.body = logOf(jobId).reader.requestBody(pageToken);
    m_api.send(std::move(request), [this, jobId](const HttpResponse& response) {
        if (!response.ok()) {
            endCycle(jobId, ApiClient::errorOf(response));
            return;
        }
        JobLog& log = logOf(jobId);
        auto accepted = log.reader.accept(response.body);
        if (auto* error = std::get_if<std::string>(&accepted)) {
            endCycle(jobId, ApiError { response.status, "INVALID_RESPONSE", *error, {} });
            return;
        }
        auto& page = std::get<CloudLoggingReader::Page>(accepted);
        log.newLines += page.lines.size();
        log.store.append(std::move(page.lines));
        deliver(jobId); // lines reach followers page by page, not only at the end of a long poll
        if (!page.nextPageToken.empty())
            fetchLogPage(jobId, page.nextPageToken);
        else
            endCycle(jobId, std::nullopt);
    });
}

void GoogleBackend::endCycle(const std::string& jobId, std::optional<ApiError> error)
{
    JobLog& log = logOf(jobId);
    log.polling = false;
    log.lastPoll = std::chrono::steady_clock::now();
    const bool followed = std::any_of(m_followers.begin(), m_followers.end(), [&](const auto& f) { return f.second.jobId == jobId; });
    if (error) {
        noteResult(error);
        auto waiting = std::exchange(log.waiting, {});
        for (auto& ready : waiting)
            ready(error);
        if (!transient(*error)) // refused (permission, bad request, no such job): following cannot go on
            endFollowers(jobId, error);
        else if (followed)
            log.timer.start(m_options.logInterval);
        return;
    }
    log.fetched = true;
    // Complete: the job had ended (and its last entries had time to arrive) before this poll
    // started, and the poll found nothing new.
    if (log.settledAtStart && log.newLines == 0)
        log.store.setComplete();
    deliver(jobId);
    // An ended job whose poll still brought lines gets the next poll at once: that one decides.
    const bool again = !log.store.complete() && settled(log);
    if (again && (!log.waiting.empty() || followed)) {
        later([this, jobId] { startCycle(jobId); });
        return;
    }
    auto waiting = std::exchange(log.waiting, {});
    for (auto& ready : waiting)
        ready(std::nullopt);
    if (!log.store.complete() && std::any_of(m_followers.begin(), m_followers.end(), [&](const auto& f) { return f.second.jobId == jobId; }))
        log.timer.start(m_options.logInterval);
}

void GoogleBackend::deliver(const std::string& jobId)
{
    JobLog& log = logOf(jobId);
    std::vector<StreamId> ids;
    for (const auto& [id, follower] : m_followers) {
        if (follower.jobId == jobId)
            ids.push_back(id);
    }
    for (const StreamId id : ids) {
        for (;;) {
            auto it = m_followers.find(id); // a callback may have cancelled it
            if (it == m_followers.end())
                break;
            Follower& follower = it->second;
            if (follower.cursor < log.store.count()) {
                spec::LogWindow window = log.store.read(follower.cursor, 10'000);
                follower.cursor = window.nextSince;
                auto onLines = follower.onLines;
                onLines(std::move(window.lines));
                continue;
            }
            if (log.store.complete()) {
                auto onEnd = std::move(follower.onEnd);
                m_followers.erase(it);
                if (onEnd)
                    onEnd(std::nullopt);
            }
            break;
        }
    }
}

void GoogleBackend::endFollowers(const std::string& jobId, const std::optional<ApiError>& error)
{
    std::vector<Completion> ends;
    for (auto it = m_followers.begin(); it != m_followers.end();) {
        if (it->second.jobId == jobId) {
            ends.push_back(std::move(it->second.onEnd));
            it = m_followers.erase(it);
        } else {
            ++it;
        }
    }
    logOf(jobId).timer.stop();
    for (auto& onEnd : ends) {
        if (onEnd)
            onEnd(error);
    }
}

void GoogleBackend::readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done)
{
    whenFresh(jobId, [this, jobId, since, pageSize, done = std::move(done)](std::optional<ApiError> error) {
        if (error)
            done(std::move(*error));
        else
            done(logOf(jobId).store.read(since, pageSize));
    });
}

GoogleBackend::StreamId GoogleBackend::followLogs(const std::string& jobId, std::int64_t since,
    std::function<void(std::vector<spec::LogLine>)> onLines, Completion onEnd)
{
    const StreamId id = m_nextStream++;
    m_followers.emplace(id, Follower { jobId, std::max<std::int64_t>(since, 0), std::move(onLines), std::move(onEnd) });
    JobLog& log = logOf(jobId);
    later([this, jobId] { deliver(jobId); }); // what the store has already, or the end
    if (!log.store.complete() && !log.polling && !log.timer.isActive())
        startCycle(jobId);
    return id;
}

void GoogleBackend::logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done)
{
    whenFresh(jobId, [this, jobId, since, count, done = std::move(done)](std::optional<ApiError> error) {
        if (error)
            done(std::move(*error));
        else
            done(logOf(jobId).store.attributes(since, count));
    });
}

GoogleBackend::StreamId GoogleBackend::searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
    std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done)
{
    const StreamId id = m_nextStream++;
    m_searches.emplace(id, PendingSearch { jobId, 0 });
    whenFresh(jobId, [this, id, jobId, query, onProgress = std::move(onProgress), done = std::move(done)](std::optional<ApiError> error) mutable {
        const auto it = m_searches.find(id);
        if (it == m_searches.end()) // cancelled while the log was fetched
            return;
        if (error) {
            m_searches.erase(it);
            done(std::move(*error));
            return;
        }
        it->second.search = logOf(jobId).store.search(query, std::move(onProgress),
            [this, id, done = std::move(done)](ApiResult<spec::LogSearchSummary> result) {
                m_searches.erase(id);
                done(std::move(result));
            });
    });
    return id;
}

} // namespace trainyard::client
