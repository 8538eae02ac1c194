#include "vertexbackend.h"

#include "googlebackend_p.h"
#include "vertexjobview.h"

#include "spec/strictjson.h"
#include "spec/vertex/jsoncodec.h"

#include <QMetaObject>

#include <algorithm>

// VertexBackend's life, its reachability and the Vertex API's calls; the job watch is in
// vertexbackendwatch.cpp, logs, events and resources in vertexbackenddetails.cpp.

namespace trainyard::client {

using googlebackend::unreachable;

namespace {

    constexpr int listsPerRegion = 2; // customJobs, then hyperparameterTuningJobs

    VertexJobRef::Kind kindOfList(std::size_t list)
    {
        return list % listsPerRegion == 0 ? VertexJobRef::Kind::CustomJob : VertexJobRef::Kind::HyperparameterTuningJob;
    }

    ApiError invalid(int status, std::string message)
    {
        return ApiError { status, "INVALID_RESPONSE", std::move(message), {} };
    }

    ApiResult<nlohmann::json> bodyOf(const HttpResponse& response)
    {
        if (!response.ok())
            return ApiClient::errorOf(response);
        auto body = spec::parseStrictJson(response.body);
        if (!body || !body.value->is_object())
            return invalid(response.status, "the server's answer is not a JSON object");
        return std::move(*body.value);
    }

    ApiResult<spec::Job> jobOf(const HttpResponse& response, VertexJobRef::Kind kind)
    {
        auto body = bodyOf(response);
        if (auto* error = std::get_if<ApiError>(&body))
            return std::move(*error);
        auto presented = VertexJobView::present(std::get<nlohmann::json>(body), kind);
        if (auto* why = std::get_if<std::string>(&presented))
            return invalid(response.status, *why);
        return std::move(std::get<spec::Job>(presented));
    }

    // A string member, "" when absent or not a string. (json::value() here makes GCC 12 -O2 see a null
    // dereference inside nlohmann that -Werror turns into a failed build.)
    std::string stringMember(const nlohmann::json& object, const char* key)
    {
        const auto it = object.find(key);
        return it != object.end() && it->is_string() ? it->get_ref<const std::string&>() : std::string();
    }

    // A trainyardd's /healthz: {"status": "ok"}.
    bool saysOk(const std::string& text)
    {
        const auto body = spec::parseStrictJson(text);
        if (!body || !body.value->is_object())
            return false;
        const auto status = body.value->find("status");
        return status != body.value->end() && *status == "ok";
    }

    ApiError notVertex(const std::string& jobId)
    {
        return ApiError { 404, "NOT_FOUND", "\"" + jobId + "\" is not a Vertex job id (region/customJobs/ID or region/hyperparameterTuningJobs/ID)", {} };
    }

} // namespace

VertexBackend::VertexBackend(QString name, HttpTransport& transport, VertexBackendOptions options, QObject* parent)
    : Backend(std::move(name), parent)
    , m_transport(transport)
    , m_options(std::move(options))
    , m_api(transport, Endpoint { m_options.endpointOverride, m_options.unixSocket, m_options.project, {}, m_options.tokens, m_options.security })
    , m_daemon(m_options.daemon)
    , m_backoff(m_options.minBackoff)
{
    if (m_options.regions.empty()) // a daemon always has "local"; Google needs a region to be asked at all
        m_options.regions.push_back(m_options.endpointOverride.empty() ? "us-central1" : "local");
    m_probeTimer.setSingleShot(true);
    connect(&m_probeTimer, &QTimer::timeout, this, &VertexBackend::probe);
    m_jobTimer.setSingleShot(true);
    connect(&m_jobTimer, &QTimer::timeout, this, &VertexBackend::pollJobs);
}

VertexBackend::~VertexBackend()
{
    m_watchers.clear();
    m_delegated.clear();
}

QString VertexBackend::location() const
{
    if (!m_options.unixSocket.empty())
        return QStringLiteral("unix:") + QString::fromStdString(m_options.unixSocket);
    return QString::fromStdString(urlFor(m_options.regions.front(), "projects/" + m_options.project));
}

std::string VertexBackend::urlFor(const std::string& region, const std::string& path) const
{
    if (!m_options.endpointOverride.empty())
        return m_options.endpointOverride + "/v1/" + path;
    return "https://" + region + "-aiplatform.googleapis.com/v1/" + path;
}

void VertexBackend::setRegions(std::vector<std::string> regions)
{
    if (!regions.empty())
        m_options.regions = std::move(regions);
}

void VertexBackend::later(std::function<void()> call)
{
    QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
}

void VertexBackend::call(const std::string& method, const std::string& region, const std::string& path, const std::string& body,
    std::function<void(const HttpResponse&)> done)
{
    HttpRequest request;
    request.method = method;
    request.url = urlFor(region, path);
    request.unixSocket = m_options.unixSocket;
    request.security = m_api.endpoint().security;
    request.body = body;
    request.headers.emplace_back("Accept", "application/json");
    if (!body.empty())
        request.headers.emplace_back("Content-Type", "application/json");
    m_api.send(std::move(request), std::move(done)); // the token is added (and refreshed on a 401) there
}

// ---- reachability ----------------------------------------------------------------------------

void VertexBackend::connectBackend()
{
    m_probeTimer.stop();
    m_backoff = m_options.minBackoff;
    if (status().state != ConnectionState::Connected)
        setStatus(m_everConnected ? ConnectionState::Reconnecting : ConnectionState::Connecting, status().detail);
    probe();
}

void VertexBackend::probe()
{
    if (m_probing)
        return;
    m_probing = true;
    auto listed = [this](const HttpResponse& response) {
        m_probing = false;
        if (response.ok()) {
            noteResult(std::nullopt);
            return;
        }
        const ApiError error = ApiClient::errorOf(response);
        const auto state = unreachable(error) && m_everConnected ? ConnectionState::Reconnecting : ConnectionState::Offline;
        setStatus(state, QString::fromStdString(error.message));
        scheduleProbe();
    };
    // The cheapest call that proves the address and the permission to list jobs.
    const std::string path = "projects/" + m_options.project + "/locations/" + m_options.regions.front() + "/customJobs?pageSize=1";
    if (m_options.endpointOverride.empty()) {
        call("GET", m_options.regions.front(), path, {}, std::move(listed));
        return;
    }
    // Behind an override may be a trainyardd: its /healthz says so, and then its extension paths serve
    // logs, events and resources. Google (or a replay of it) has no /healthz.
    HttpRequest health;
    health.url = m_options.endpointOverride + "/healthz";
    health.unixSocket = m_options.unixSocket;
    health.security = m_api.endpoint().security;
    health.headers.emplace_back("Accept", "application/json");
    m_api.send(std::move(health), [this, path, listed = std::move(listed)](const HttpResponse& response) mutable {
        m_daemon = m_options.daemon || (response.ok() && saysOk(response.body));
        call("GET", m_options.regions.front(), path, {}, std::move(listed));
    });
}

void VertexBackend::scheduleProbe()
{
    if (m_probing || m_probeTimer.isActive())
        return;
    m_probeTimer.start(m_backoff);
    m_backoff = std::min(m_backoff * 2, m_options.maxBackoff);
}

void VertexBackend::noteResult(const std::optional<ApiError>& error)
{
    if (!error) {
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
        // Even a refreshed token was refused: nothing works until the user signs in again.
        setStatus(ConnectionState::Offline, QString::fromStdString(error->message));
        m_backoff = m_options.minBackoff;
        scheduleProbe();
    }
}

template <typename T>
Callback<T> VertexBackend::watching(Callback<T> done)
{
    return [this, done = std::move(done)](ApiResult<T> result) {
        noteResult(std::holds_alternative<ApiError>(result) ? std::optional<ApiError>(std::get<ApiError>(result)) : std::nullopt);
        done(std::move(result));
    };
}

// ---- the Vertex API --------------------------------------------------------------------------

void VertexBackend::createVertexJob(const spec::vertex::VertexJob& job, const std::string& location, Callback<spec::Job> done)
{
    const std::string region = location.empty() ? m_options.regions.front() : location;
    const auto kind = std::holds_alternative<spec::vertex::CustomJob>(job) ? VertexJobRef::Kind::CustomJob
                                                                            : VertexJobRef::Kind::HyperparameterTuningJob;
    // What only the server sets is left out: a job imported from a list answer creates a new job.
    const std::string body = std::visit([](const auto& j) { return spec::vertex::toJsonText(spec::vertex::withoutOutputFields(j), -1); }, job);
    const std::string path = "projects/" + m_options.project + "/locations/" + region + "/" + std::string(VertexJobRef::collection(kind));
    call("POST", region, path, body, [this, kind, done = watching(std::move(done))](const HttpResponse& r) {
        auto created = jobOf(r, kind);
        if (const auto* answer = std::get_if<spec::Job>(&created)) // the watch follows it from this state on
            m_jobStates.emplace(answer->jobId.value_or(""), googlebackend::stateOf(*answer));
        done(std::move(created));
    });
}

void VertexBackend::createJob(const spec::Job&, Callback<spec::Job> done)
{
    later([done = std::move(done)] {
        done(ApiError { 400, "FAILED_PRECONDITION", "a Vertex AI backend takes Vertex jobs only: convert the job to Vertex first", {} });
    });
}

void VertexBackend::getResource(const VertexJobRef& ref, Callback<spec::Job> done)
{
    call("GET", ref.location, ref.resourceName(m_options.project), {},
        [kind = ref.kind, done = std::move(done)](const HttpResponse& r) { done(jobOf(r, kind)); });
}

void VertexBackend::getJob(const std::string& jobId, Callback<spec::Job> done)
{
    const auto ref = VertexJobRef::fromJobId(jobId);
    if (!ref) {
        later([jobId, done = std::move(done)] { done(notVertex(jobId)); });
        return;
    }
    getResource(*ref, watching(std::move(done)));
}

void VertexBackend::cancelJob(const std::string& jobId, Completion done)
{
    const auto ref = VertexJobRef::fromJobId(jobId);
    if (!ref) {
        later([jobId, done = std::move(done)] { done(notVertex(jobId)); });
        return;
    }
    call("POST", ref->location, ref->resourceName(m_options.project) + ":cancel", "{}", [this, done = std::move(done)](const HttpResponse& r) {
        const auto error = r.ok() ? std::nullopt : std::optional<ApiError>(ApiClient::errorOf(r));
        noteResult(error);
        done(error);
    });
}

void VertexBackend::patchLabels(const std::string&, const std::map<std::string, std::string>&, const std::string&, Callback<spec::Job> done)
{
    // Vertex's custom and tuning jobs have no patch method (the discovery document lists none).
    later([done = std::move(done)] { done(ApiError { 501, "UNIMPLEMENTED", "Vertex AI jobs' labels cannot be changed after creation", {} }); });
}

std::string VertexBackend::encodeCursor(const ListCursor& cursor)
{
    return std::to_string(cursor.list) + ":" + cursor.serverToken;
}

std::optional<VertexBackend::ListCursor> VertexBackend::decodeCursor(const std::string& token)
{
    if (token.empty())
        return ListCursor {};
    const auto colon = token.find(':');
    if (colon == 0 || colon == std::string::npos || colon > 6
        || !std::all_of(token.begin(), token.begin() + static_cast<std::ptrdiff_t>(colon), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return ListCursor { static_cast<std::size_t>(std::stoul(token.substr(0, colon))), token.substr(colon + 1) };
}

void VertexBackend::listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done)
{
    const auto cursor = decodeCursor(pageToken);
    if (!cursor || cursor->list >= m_options.regions.size() * listsPerRegion) {
        later([done = std::move(done)] { done(ApiError { 400, "INVALID_ARGUMENT", "the page token is not one this backend gave", {} }); });
        return;
    }
    listPage(filter, pageSize, *cursor, watching(std::move(done)));
}

void VertexBackend::listPage(const std::string& filter, int pageSize, ListCursor cursor, Callback<JobPage> done)
{
    if (cursor.list >= m_options.regions.size() * listsPerRegion) { // a poll's cursor from before setRegions
        later([done = std::move(done)] { done(ApiError { 400, "INVALID_ARGUMENT", "the regions changed while the jobs were listed", {} }); });
        return;
    }
    const std::string& region = m_options.regions[cursor.list / listsPerRegion];
    const auto kind = kindOfList(cursor.list);
    const std::string collection(VertexJobRef::collection(kind));
    std::string path = "projects/" + m_options.project + "/locations/" + region + "/" + collection + "?pageSize=" + std::to_string(pageSize);
    if (!filter.empty())
        path += "&filter=" + urlEncode(filter);
    if (!cursor.serverToken.empty())
        path += "&pageToken=" + urlEncode(cursor.serverToken);
    const std::size_t lists = m_options.regions.size() * listsPerRegion;
    call("GET", region, path, {}, [cursor, lists, kind, collection, done = std::move(done)](const HttpResponse& r) {
        auto body = bodyOf(r);
        if (auto* error = std::get_if<ApiError>(&body))
            return done(std::move(*error));
        const auto& answer = std::get<nlohmann::json>(body);
        JobPage page;
        const auto items = answer.find(collection);
        if (items != answer.end() && !items->is_array())
            return done(invalid(r.status, "the server's " + collection + " list is not a list"));
        if (items != answer.end()) {
            for (const auto& item : *items) {
                auto presented = VertexJobView::present(item, kind);
                if (auto* why = std::get_if<std::string>(&presented))
                    return done(invalid(r.status, *why));
                page.jobs.push_back(std::move(std::get<spec::Job>(presented)));
            }
        }
        // The rest of this list, else the next list (an empty page may come from an empty list).
        const std::string next = stringMember(answer, "nextPageToken");
        if (!next.empty())
            page.nextPageToken = encodeCursor({ cursor.list, next });
        else if (cursor.list + 1 < lists)
            page.nextPageToken = encodeCursor({ cursor.list + 1, {} });
        done(std::move(page));
    });
}

void VertexBackend::listLocations(Callback<nlohmann::json> done)
{
    if (m_daemon) { // the daemon's own locations (local, Slurm), with their slots and GPUs
        call("GET", m_options.regions.front(), "projects/" + m_options.project + "/locations", {},
            [done = watching(std::move(done))](const HttpResponse& r) { done(bodyOf(r)); });
        return;
    }
    // On Google, the regions the user chose: Vertex serves many more, most without the machines a job asks for.
    nlohmann::json locations = nlohmann::json::array();
    for (const auto& region : m_options.regions) {
        locations.push_back({ { "name", "projects/" + m_options.project + "/locations/" + region }, { "locationId", region },
            { "capabilities", { { { "type", "TRAINING" } } } } });
    }
    later([done = std::move(done), answer = nlohmann::json { { "locations", locations } }] { done(answer); });
}

void VertexBackend::capabilities(Callback<Capabilities> done)
{
    const bool daemon = m_daemon;
    Backend::capabilities([daemon, done = std::move(done)](ApiResult<Capabilities> result) {
        if (auto* known = std::get_if<Capabilities>(&result)) {
            if (daemon) { // as RestBackend says: the daemon reads its own disk
                known->packageSchemes = { "", "file" };
                known->jobDirSchemes = { "" };
            } else {
                known->replicaSlots.reset();
                known->gpus.reset();
                known->packageSchemes = { "gs" };
                known->jobDirSchemes = { "gs" };
            }
        }
        done(std::move(result));
    });
}

} // namespace trainyard::client
