#include "vertexbackend.h"

#include "googlebackend.h"
#include "restbackend.h"

// VertexBackend's logs, events and resources (and, on a trainyardd, parameter importance). Neither Google
// nor the daemon answers them on the Vertex API itself, so the backend hands them to a helper it holds:
// - on Google, a GoogleBackend whose Cloud Logging and Cloud Monitoring readers already read what
//   Vertex writes (resource.type "ml_job" / "cloudml_job", resource.labels.job_id = the numeric id;
//   docs api.md §10: the label and the task names "workerpool0-0" are from third-party runbooks,
//   unverified officially), asked for the job through this backend instead of ml.googleapis.com;
// - on a trainyardd, a RestBackend whose job paths are the daemon's Vertex resources, whose
//   extension paths …/logs, …/events, …/resources answer as the v1 job's do (follows as streams).

namespace trainyard::client {

class VertexBackend::CloudDetails : public GoogleBackend {
public:
    CloudDetails(VertexBackend& owner, HttpTransport& transport, GoogleBackendOptions options)
        : GoogleBackend(transport, std::move(options))
        , m_owner(owner)
    {
    }

    // The log and resource readers ask when the job began and whether it has ended.
    void getJob(const std::string& numericId, Callback<spec::Job> done) override
    {
        const auto it = m_refs.find(numericId);
        if (it == m_refs.end()) {
            done(ApiError { 404, "NOT_FOUND", "no Vertex job " + numericId + " was asked for", {} });
            return;
        }
        m_owner.getJob(it->second, std::move(done));
    }
    void remember(const std::string& numericId, const std::string& jobId) { m_refs[numericId] = jobId; }

private:
    VertexBackend& m_owner;
    std::map<std::string, std::string> m_refs; // numeric id → console job id
};

class VertexBackend::DaemonDetails : public RestBackend {
public:
    DaemonDetails(HttpTransport& transport, Endpoint endpoint)
        : RestBackend(QStringLiteral("vertex"), transport, std::move(endpoint))
    {
    }

protected:
    std::string jobPath(const std::string& jobId) const override
    {
        const auto ref = VertexJobRef::fromJobId(jobId);
        return ref ? ref->resourceName(endpoint().project) : "projects/" + endpoint().project + "/jobs/" + urlEncode(jobId);
    }
};

Backend& VertexBackend::details()
{
    if (m_daemon) {
        if (!m_daemonDetails) {
            m_daemonDetails = std::make_unique<DaemonDetails>(m_transport,
                Endpoint { m_options.endpointOverride, m_options.unixSocket, m_options.project, {}, m_options.tokens, m_options.security });
            m_daemonDetails->connectBackend(); // its streams open once its /healthz answered
        }
        return *m_daemonDetails;
    }
    if (!m_cloudDetails) {
        GoogleBackendOptions o;
        o.project = m_options.project;
        o.tokens = m_options.tokens;
        o.mlBaseUrl = urlFor(m_options.regions.front(), {}); // never asked: jobs come through getJob above
        o.loggingBaseUrl = m_options.loggingBaseUrl;
        o.monitoringBaseUrl = m_options.monitoringBaseUrl;
        o.logInterval = m_options.logInterval;
        o.logSettle = m_options.logSettle;
        o.resourceInterval = m_options.resourceInterval;
        o.resourceSettle = m_options.resourceSettle;
        m_cloudDetails = std::make_unique<CloudDetails>(*this, m_transport, std::move(o));
    }
    return *m_cloudDetails;
}

std::string VertexBackend::detailsJobId(const std::string& jobId) const
{
    if (m_daemon)
        return jobId;
    const auto ref = VertexJobRef::fromJobId(jobId);
    if (!ref)
        return jobId; // answered NOT_FOUND by getJob above
    if (m_cloudDetails)
        static_cast<CloudDetails&>(*m_cloudDetails).remember(ref->id, jobId);
    return ref->id;
}

void VertexBackend::jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done)
{
    if (!m_daemon) { // Google keeps no history: what one read of the job tells
        getJob(jobId, [done = std::move(done)](ApiResult<spec::Job>&& result) {
            if (auto* error = std::get_if<ApiError>(&result))
                done(std::move(*error));
            else
                done(GoogleBackend::transitionsOf(std::get<spec::Job>(result)));
        });
        return;
    }
    details().jobEvents(jobId, [jobId, done = std::move(done)](ApiResult<std::vector<spec::Transition>>&& result) {
        if (auto* transitions = std::get_if<std::vector<spec::Transition>>(&result)) {
            // The daemon tells its engine's job ("custom_job_123"), a v1 job: the console's id is
            // ours, and the job as listed comes from the Vertex resource, not from here.
            for (auto& t : *transitions) {
                t.jobId = jobId;
                t.job.reset();
            }
        }
        done(std::move(result));
    });
}

void VertexBackend::readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done)
{
    Backend& helper = details();
    helper.readLogs(detailsJobId(jobId), since, pageSize, std::move(done));
}

VertexBackend::StreamId VertexBackend::followLogs(const std::string& jobId, std::int64_t since,
    std::function<void(std::vector<spec::LogLine>)> onLines, Completion onEnd)
{
    return delegateStream(std::move(onEnd), [&](Backend& helper, Completion end) {
        return helper.followLogs(detailsJobId(jobId), since, std::move(onLines), std::move(end));
    });
}

VertexBackend::StreamId VertexBackend::delegateStream(Completion onEnd, const std::function<StreamId(Backend&, Completion)>& start)
{
    Backend& helper = details();
    const StreamId id = m_nextStream++;
    const StreamId theirs = start(helper, [this, id, onEnd = std::move(onEnd)](std::optional<ApiError> e) {
        m_delegated.erase(id);
        if (onEnd)
            onEnd(std::move(e));
    });
    m_delegated[id] = { &helper, theirs };
    return id;
}

void VertexBackend::logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done)
{
    Backend& helper = details();
    helper.logAttributes(detailsJobId(jobId), since, count, std::move(done));
}

void VertexBackend::parameterImportance(const std::string& jobId, Callback<spec::ImportanceReport> done)
{
    if (!m_daemon) {
        Backend::parameterImportance(jobId, std::move(done));
        return;
    }
    details().parameterImportance(jobId, std::move(done));
}

VertexBackend::StreamId VertexBackend::searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
    std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done)
{
    Backend& helper = details();
    const StreamId id = m_nextStream++;
    const StreamId theirs = helper.searchLogs(detailsJobId(jobId), query, std::move(onProgress),
        [this, id, done = std::move(done)](ApiResult<spec::LogSearchSummary> result) {
            m_delegated.erase(id);
            done(std::move(result));
        });
    m_delegated[id] = { &helper, theirs };
    return id;
}

VertexBackend::StreamId VertexBackend::followResources(const std::string& jobId, std::int64_t since,
    std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd)
{
    return delegateStream(std::move(onEnd), [&](Backend& helper, Completion end) {
        return helper.followResources(detailsJobId(jobId), since, std::move(onSamples), std::move(end));
    });
}

void VertexBackend::cancelStream(StreamId id)
{
    if (const auto node = m_delegated.extract(id); !node.empty()) {
        node.mapped().first->cancelStream(node.mapped().second);
        return;
    }
    if (m_watchers.erase(id) && m_watchers.empty()) { // a later watch starts from a fresh first poll
        m_jobTimer.stop();
        m_jobStates.clear();
        m_haveJobStates = false;
    }
}

} // namespace trainyard::client
