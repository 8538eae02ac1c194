#include "googlebackend.h"

#include "googlebackend_p.h"
#include "monitoringfollower.h"

#include "spec/catalog.h"

#include <QMetaObject>

#include <algorithm>

// The backend's life, its reachability and the v1 API's calls; the job watch is in
// googlebackendjobwatch.cpp, the logs in googlebackendlogs.cpp.

namespace trainyard::client {

using namespace googlebackend;

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
    if (!m_toldRetired) {
        // Said once per backend: the endpoint may still list old jobs, but it takes no new ones.
        m_toldRetired = true;
        qInfo("GoogleBackend %s: Google has retired the AI Platform Training API (ml.googleapis.com); use a Vertex AI backend for new jobs",
            m_options.project.c_str());
    }
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

void GoogleBackend::jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done)
{
    // The answer is taken by reference: moved into a copy here, GCC 12 (-O2) takes the error's
    // httpStatus for maybe-uninitialized, a false alarm that -Werror turns into a failed build.
    m_api.getJob(jobId, watching<spec::Job>([done = std::move(done)](ApiResult<spec::Job>&& result) {
        if (auto* error = std::get_if<ApiError>(&result))
            done(std::move(*error));
        else
            done(transitionsOf(std::get<spec::Job>(result)));
    }));
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
    // Through the virtual getJob, as the logs ask (VertexBackend's reader asks Vertex).
    follower->setJobSource([this, jobId](std::function<void(ApiResult<spec::Job>)> done) { getJob(jobId, std::move(done)); });
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
