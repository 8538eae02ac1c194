#include "googlebackend.h"

#include "monitoringfollower.h"

#include "spec/catalog.h"
#include "spec/enums.h"

#include <QMetaObject>

#include <algorithm>

namespace trainyard::client {

namespace {

    std::string stateOf(const spec::Job& job)
    {
        return job.state ? std::string(job.state->wire()) : std::string();
    }

    bool terminal(const spec::Job& job)
    {
        return job.state && job.state->isRecognized() && spec::isTerminal(job.state->value());
    }

    // Why a job ended, where Google says: errorMessage is "the details of a failure or a cancellation".
    std::string reasonOf(const spec::Job& job, const std::string& state)
    {
        return state == "FAILED" || state == "CANCELLED" ? job.errorMessage.value_or("") : std::string();
    }

    // No server behind the address, or a front end that cannot reach it: worth retrying.
    bool unreachable(const ApiError& error)
    {
        return error.transportFailure() || error.httpStatus == 502 || error.httpStatus == 503 || error.httpStatus == 504;
    }

    // Failures a poll outlives (it tries again at its next interval): the above, quota, server errors.
    bool transient(const ApiError& error)
    {
        return unreachable(error) || error.httpStatus == 429 || error.httpStatus >= 500;
    }

} // namespace

struct GoogleBackend::JobLog {
    JobLog(const std::string& project, const std::string& jobId)
        : reader(project, jobId)
    {
        timer.setSingleShot(true);
    }

    CloudLoggingReader reader;
    MemoryLogStore store;
    QTimer timer; // the next poll, while followed
    bool fetched = false; // a poll has gone through every page
    bool polling = false; // a cycle (jobs.get and/or entries:list) is under way
    bool finished = false; // the job has ended (endTime set, or a final state)
    std::optional<spec::Timestamp> endTime;
    std::chrono::steady_clock::time_point finishedSeenAt;
    std::chrono::steady_clock::time_point lastPoll;
    bool settledAtStart = false; // the current poll started after the job had ended and settled
    std::size_t newLines = 0; // lines the current (or last) poll added
    std::vector<std::function<void(std::optional<ApiError>)>> waiting; // reads waiting for the cycle
};

GoogleBackend::GoogleBackend(HttpTransport& transport, GoogleBackendOptions options, QObject* parent)
    : Backend(QString::fromStdString(options.project), parent)
    , m_options(std::move(options))
    , m_api(transport, Endpoint { m_options.mlBaseUrl, {}, m_options.project, {}, m_options.tokens })
    , m_backoff(m_options.minBackoff)
{
    m_probeTimer.setSingleShot(true);
    connect(&m_probeTimer, &QTimer::timeout, this, &GoogleBackend::probe);
    m_jobTimer.setSingleShot(true);
    connect(&m_jobTimer, &QTimer::timeout, this, &GoogleBackend::pollJobs);
}

GoogleBackend::~GoogleBackend()
{
    // Nothing calls back from here on: the stores stop their searches, the API client's pending
    // answers find it gone, and timers and posted calls die with this object.
    m_followers.clear();
    m_watchers.clear();
    m_searches.clear();
    m_logs.clear();
}

QString GoogleBackend::location() const
{
    return QString::fromStdString(m_options.mlBaseUrl + "/v1/projects/" + m_options.project);
}

void GoogleBackend::later(std::function<void()> call)
{
    QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
}

// ---- reachability ----------------------------------------------------------------------------

void GoogleBackend::connectBackend()
{
    m_probeTimer.stop();
    m_backoff = m_options.minBackoff;
    if (status().state != ConnectionState::Connected)
        setStatus(m_everConnected ? ConnectionState::Reconnecting : ConnectionState::Connecting, status().detail);
    probe();
}

void GoogleBackend::probe()
{
    if (m_probing)
        return;
    m_probing = true;
    // The cheapest call that proves both the address and the permission to list jobs.
    m_api.listJobs({}, 1, {}, [this](ApiResult<JobPage> result) {
        m_probing = false;
        if (std::holds_alternative<JobPage>(result)) {
            noteResult(std::nullopt);
            return;
        }
        const ApiError& error = std::get<ApiError>(result);
        const auto state = unreachable(error) && m_everConnected ? ConnectionState::Reconnecting : ConnectionState::Offline;
        setStatus(state, QString::fromStdString(error.message));
        scheduleProbe();
    });
}

void GoogleBackend::scheduleProbe()
{
    if (m_probing || m_probeTimer.isActive())
        return;
    m_probeTimer.start(m_backoff);
    m_backoff = std::min(m_backoff * 2, m_options.maxBackoff);
}

void GoogleBackend::noteResult(const std::optional<ApiError>& error)
{
    if (!error) { // an answer from the API: whatever the status said, it is there
        if (status().state != ConnectionState::Connected) {
            m_everConnected = true;
            m_probeTimer.stop();
            m_backoff = m_options.minBackoff;
            setStatus(ConnectionState::Connected);
        }
        return;
    }
    if (unreachable(*error) && status().state == ConnectionState::Connected) {
        setStatus(ConnectionState::Reconnecting, QString::fromStdString(error->message));
        m_backoff = m_options.minBackoff;
        scheduleProbe();
    } else if (error->httpStatus == 401 && status().state != ConnectionState::Offline) {
        // Even a refreshed token was refused (or none could be had): nothing will work until the
        // user signs in again; probes rerun the token command with backoff meanwhile.
        setStatus(ConnectionState::Offline, QString::fromStdString(error->message));
        m_backoff = m_options.minBackoff;
        scheduleProbe();
    }
}

template <typename T>
Callback<T> GoogleBackend::watching(Callback<T> done)
{
    return [this, done = std::move(done)](ApiResult<T> result) {
        noteResult(std::holds_alternative<ApiError>(result) ? std::optional<ApiError>(std::get<ApiError>(result)) : std::nullopt);
        done(std::move(result));
    };
}

// ---- the v1 API ------------------------------------------------------------------------------

void GoogleBackend::createJob(const spec::Job& job, Callback<spec::Job> done)
{
    m_api.createJob(job, watching(std::move(done)));
}

void GoogleBackend::getJob(const std::string& jobId, Callback<spec::Job> done)
{
    m_api.getJob(jobId, watching(std::move(done)));
}

void GoogleBackend::listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done)
{
    m_api.listJobs(filter, pageSize, pageToken, watching(std::move(done)));
}

void GoogleBackend::cancelJob(const std::string& jobId, Completion done)
{
    m_api.cancelJob(jobId, [this, done = std::move(done)](std::optional<ApiError> error) {
        noteResult(error);
        done(std::move(error));
    });
}

void GoogleBackend::patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
    Callback<spec::Job> done)
{
    m_api.patchLabels(jobId, labels, etag, watching(std::move(done)));
}

void GoogleBackend::listLocations(Callback<nlohmann::json> done)
{
    m_api.listLocations(watching(std::move(done)));
}

void GoogleBackend::capabilities(Callback<Capabilities> done)
{
    Backend::capabilities([done = std::move(done)](ApiResult<Capabilities> result) {
        Capabilities known;
        if (auto* listed = std::get_if<Capabilities>(&result))
            known = std::move(*listed);
        if (known.regions.empty()) {
            for (const auto& region : spec::Catalog::builtin().regions())
                known.regions.push_back(region.name);
        }
        known.replicaSlots.reset();
        known.gpus.reset();
        known.packageSchemes = { "gs" };
        known.jobDirSchemes = { "gs" };
        done(std::move(known));
    });
}

// ---- states: what Google can tell ------------------------------------------------------------

std::vector<spec::Transition> GoogleBackend::transitionsOf(const spec::Job& job)
{
    std::vector<spec::Transition> transitions;
    const std::string state = stateOf(job);
    std::string previous;
    std::optional<spec::Timestamp> latest;
    auto add = [&](const spec::Timestamp& time, const std::string& to, std::string reason) {
        spec::Transition t;
        t.jobId = job.jobId.value_or("");
        t.time = time;
        t.previousState = previous;
        t.state = to;
        t.reason = std::move(reason);
        transitions.push_back(std::move(t));
        previous = to;
        latest = time;
    };
    if (job.createTime)
        add(*job.createTime, "QUEUED", {});
    if (job.startTime)
        add(*job.startTime, "RUNNING", {});
    if (job.endTime && terminal(job))
        add(*job.endTime, state, reasonOf(job, state));
    else if (!state.empty() && state != previous) // PREPARING, CANCELLING …: when is not recorded; at the earliest
        add(latest.value_or(spec::Timestamp::now()), state, reasonOf(job, state));
    if (!transitions.empty())
        transitions.back().job = job;
    return transitions;
}

void GoogleBackend::jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done)
{
    m_api.getJob(jobId, watching<spec::Job>([done = std::move(done)](ApiResult<spec::Job> result) {
        if (auto* error = std::get_if<ApiError>(&result))
            done(std::move(*error));
        else
            done(transitionsOf(std::get<spec::Job>(result)));
    }));
}

GoogleBackend::StreamId GoogleBackend::watchJobs(std::function<void(const spec::Transition&)> onTransition)
{
    const StreamId id = m_nextStream++;
    m_watchers.emplace(id, Watcher { std::move(onTransition), m_jobPoll + 1 });
    if (!m_pollingJobs && !m_jobTimer.isActive())
        pollJobs();
    return id;
}

void GoogleBackend::scheduleJobPoll()
{
    if (!m_watchers.empty() && !m_pollingJobs)
        m_jobTimer.start(m_options.watchInterval);
}

void GoogleBackend::pollJobs()
{
    if (m_watchers.empty() || m_pollingJobs)
        return;
    m_pollingJobs = true;
    pollJobsPage(++m_jobPoll, {}, std::make_shared<std::vector<spec::Job>>());
}

void GoogleBackend::pollJobsPage(quint64 poll, const std::string& pageToken, std::shared_ptr<std::vector<spec::Job>> jobs)
{
    m_api.listJobs({}, 100, pageToken, [this, poll, jobs](ApiResult<JobPage> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            noteResult(*error);
            m_pollingJobs = false; // this poll is lost; the next one compares with the last complete one
            scheduleJobPoll();
            return;
        }
        noteResult(std::nullopt);
        auto& page = std::get<JobPage>(result);
        std::move(page.jobs.begin(), page.jobs.end(), std::back_inserter(*jobs));
        if (!page.nextPageToken.empty()) {
            pollJobsPage(poll, page.nextPageToken, jobs);
            return;
        }
        m_pollingJobs = false;
        jobsPolled(poll, *jobs);
        scheduleJobPoll();
    });
}

void GoogleBackend::jobsPolled(quint64 poll, const std::vector<spec::Job>& jobs)
{
    if (m_watchers.empty())
        return;
    std::vector<spec::Transition> transitions;
    const spec::Timestamp now = spec::Timestamp::now();
    for (const spec::Job& job : jobs) {
        const std::string id = job.jobId.value_or("");
        const std::string state = stateOf(job);
        const auto known = m_jobStates.find(id);
        const bool changed = known == m_jobStates.end() || known->second != state;
        if (m_haveJobStates && changed) {
            spec::Transition t;
            t.jobId = id;
            t.previousState = known == m_jobStates.end() ? std::string() : known->second;
            t.state = state;
            t.reason = reasonOf(job, state);
            // The job's own times tell when, where they explain the change; otherwise it was seen now.
            if (terminal(job) && job.endTime)
                t.time = *job.endTime;
            else if (state == "RUNNING" && job.startTime)
                t.time = *job.startTime;
            else if (state == "QUEUED" && t.previousState.empty() && job.createTime)
                t.time = *job.createTime;
            else
                t.time = now;
            t.job = job;
            transitions.push_back(std::move(t));
        }
        // Jobs missing from a list keep their last state: v1 deletes no job, so they are still there.
        m_jobStates[id] = state;
    }
    m_haveJobStates = true; // the first poll only takes note
    std::stable_sort(transitions.begin(), transitions.end(), [](const auto& a, const auto& b) { return a.time < b.time; });
    for (auto& t : transitions) {
        t.id = ++m_transitionId;
        std::vector<StreamId> ids;
        for (const auto& [id, watcher] : m_watchers) {
            if (watcher.fromPoll <= poll)
                ids.push_back(id);
        }
        for (const StreamId id : ids) {
            const auto it = m_watchers.find(id); // an earlier callback may have cancelled it
            if (it == m_watchers.end())
                continue;
            auto onTransition = it->second.onTransition;
            onTransition(t);
        }
    }
}

// ---- logs ------------------------------------------------------------------------------------

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
    m_api.getJob(jobId, [this, jobId](ApiResult<spec::Job> result) {
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

GoogleBackend::StreamId GoogleBackend::followResources(const std::string& jobId, std::int64_t since,
    std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd)
{
    const StreamId id = m_nextStream++;
    // Cloud Monitoring has no cursor: a follow always reads the job's series from its start, and the
    // samples a caller already has (seq <= since) are left out.
    auto filtered = [since, onSamples = std::move(onSamples)](const spec::ResourceWindow& window) {
        spec::ResourceWindow copy = window;
        std::erase_if(copy.samples, [since](const spec::ResourceSample& s) { return s.seq <= since; });
        onSamples(copy);
    };
    auto ended = [this, id, onEnd = std::move(onEnd)](std::optional<ApiError> error) {
        if (const auto node = m_resourceFollowers.extract(id); !node.empty())
            node.mapped()->deleteLater();
        if (onEnd)
            onEnd(std::move(error));
    };
    auto* follower = new MonitoringFollower(m_api, m_options.monitoringBaseUrl, m_options.project, jobId,
        { m_options.resourceInterval, m_options.resourceSettle }, std::move(filtered), std::move(ended), this);
    m_resourceFollowers.emplace(id, follower);
    follower->start();
    return id;
}

void GoogleBackend::cancelStream(StreamId id)
{
    if (const auto node = m_resourceFollowers.extract(id); !node.empty()) {
        node.mapped()->deleteLater();
        return;
    }
    if (const auto it = m_followers.find(id); it != m_followers.end()) {
        const std::string jobId = it->second.jobId;
        m_followers.erase(it);
        const bool followed = std::any_of(m_followers.begin(), m_followers.end(), [&](const auto& f) { return f.second.jobId == jobId; });
        if (!followed) // an answer on its way still fills the store; no further poll starts
            logOf(jobId).timer.stop();
        return;
    }
    if (const auto it = m_watchers.find(id); it != m_watchers.end()) {
        m_watchers.erase(it);
        if (m_watchers.empty()) { // a later watch starts from a fresh first poll
            m_jobTimer.stop();
            m_jobStates.clear();
            m_haveJobStates = false;
        }
        return;
    }
    if (const auto it = m_searches.find(id); it != m_searches.end()) {
        if (it->second.search != 0)
            logOf(it->second.jobId).store.cancelSearch(it->second.search);
        m_searches.erase(it);
    }
}

} // namespace trainyard::client
