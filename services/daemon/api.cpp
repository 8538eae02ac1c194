#include "api.h"

#include "apiresponse.h"
#include "daemonlogging.h"
#include "engine.h"
#include "joblog.h"
#include "locations.h"
#include "locationsjson.h"
#include "logscanner.h"
#include "logsearchstream.h"
#include "requestlimits.h"
#include "resourcemonitor.h"
#include "resourcestream.h"
#include "streams.h"

#include "spec/numbers.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    std::vector<std::string> split(const std::string& path)
    {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start <= path.size()) {
            const auto slash = path.find('/', start);
            const std::string segment = path.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
            if (!segment.empty())
                out.push_back(segment);
            if (slash == std::string::npos)
                break;
            start = slash + 1;
        }
        return out;
    }

    // The pageSize of a window of a log or of resource samples (docs/api.md, "Limits"): clamped to
    // 1 … maximum, as these windows always were; only a value that is no integer is an error.
    std::optional<std::int64_t> windowSizeParam(HttpExchange& exchange, std::int64_t fallback, std::int64_t maximum)
    {
        const auto value = integerParam(exchange, "pageSize", fallback);
        if (!value)
            return std::nullopt;
        return std::clamp<std::int64_t>(*value, 1, maximum);
    }

    // What follows segment `index` of the request target's path (its non-empty '/'-separated segments, as
    // split() counts them after decoding), not decoded: for …/files/{path}, where "%2e%2e" must reach
    // confinePath as written. Nullopt when that segment of the raw target is not "files" (a %2F in an
    // earlier segment shifted it).
    std::optional<std::string> encodedTail(const std::string& target, std::size_t index)
    {
        const std::string_view path = std::string_view(target).substr(0, target.find('?'));
        std::size_t pos = 0;
        std::size_t seen = 0;
        while (pos < path.size()) {
            if (path[pos] == '/') {
                ++pos;
                continue;
            }
            const std::size_t end = std::min(path.find('/', pos), path.size());
            if (seen == index) {
                if (path.substr(pos, end - pos) != "files" || end == path.size())
                    return std::nullopt;
                return std::string(path.substr(end + 1));
            }
            ++seen;
            pos = end;
        }
        return std::nullopt;
    }

    bool wantsStream(const HttpRequest& request)
    {
        const std::string follow = request.param("follow");
        return follow == "true" || follow == "1" || request.header("accept").find("text/event-stream") != std::string::npos;
    }

    std::optional<std::int64_t> resumePoint(HttpExchange& exchange, const char* param, std::int64_t fallback)
    {
        // Last-Event-ID (an EventSource reconnecting) wins over the query.
        if (const std::string last = exchange.request.header("last-event-id"); !last.empty()) {
            try {
                return std::stoll(last);
            } catch (const std::exception&) {
            }
        }
        return integerParam(exchange, param, fallback);
    }

    // "true"/"1", "false"/"0", or absent (the fallback); anything else is an error.
    std::optional<bool> boolParam(const HttpRequest& request, const char* name, bool fallback)
    {
        const std::string text = request.param(name);
        if (text.empty())
            return fallback;
        if (text == "true" || text == "1")
            return true;
        if (text == "false" || text == "0")
            return false;
        return std::nullopt;
    }

    std::unique_ptr<LogScanner> openScanner(HttpExchange& exchange, const JobLog& log)
    {
        std::string error;
        auto scanner = LogScanner::open(log.dir(), log.count(), error);
        if (!scanner)
            exchange.respond(errorResponse(ApiError::internal(error)));
        return scanner;
    }

    // GET …/logs:attributes (docs/api.md)
    void logAttributes(HttpExchange& exchange, const JobLog& log)
    {
        const auto scanner = openScanner(exchange, log);
        if (!scanner)
            return;
        const auto pageSize = windowSizeParam(exchange, limits::defaultAttributesPage, limits::maxAttributesPage);
        const auto since = pageSize ? integerParam(exchange, "since", 0) : std::nullopt;
        if (!since)
            return;
        HttpResponse response;
        response.body = logAttributesJson(*scanner, *since, *pageSize).dump() + "\n";
        exchange.respond(std::move(response));
    }

    // GET …/logs:search (docs/api.md): parameters are checked, and the regex compiled, before the stream starts.
    void logSearch(HttpExchange& exchange, const JobLog& log)
    {
        const HttpRequest& request = exchange.request;
        if (!request.hasParam("pattern")) {
            exchange.respond(errorResponse(ApiError::fieldViolation("pattern", "Name the text to search for (an empty pattern matches every line).")));
            return;
        }
        LogScanner::Query query;
        query.pattern = request.param("pattern");
        const auto regex = boolParam(request, "regex", false);
        const auto caseSensitive = boolParam(request, "caseSensitive", true);
        if (!regex || !caseSensitive) {
            exchange.respond(errorResponse(ApiError::fieldViolation(regex ? "caseSensitive" : "regex", "Must be true or false.")));
            return;
        }
        query.regex = *regex;
        query.caseSensitive = *caseSensitive;
        const auto since = integerParam(exchange, "since", 0);
        const auto maxMatches = since ? integerParam(exchange, "maxMatches", limits::defaultMaxMatches) : std::nullopt;
        if (!maxMatches)
            return;
        query.since = std::max<std::int64_t>(*since, 0);
        query.maxMatches = std::clamp<std::int64_t>(*maxMatches, 1, limits::maxMaxMatches);
        if (const auto problem = LogScanner::check(query)) {
            exchange.respond(errorResponse(ApiError::fieldViolation("pattern", *problem)));
            return;
        }
        auto scanner = openScanner(exchange, log);
        if (!scanner)
            return;
        ResponseStream* stream = exchange.startStream(200, "text/event-stream; charset=utf-8");
        new LogSearchStream(std::move(scanner), std::move(query), stream, stream);
    }

} // namespace

bool constantTimeEquals(const std::string& a, const std::string& b)
{
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    const std::size_t n = std::max(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        diff |= static_cast<unsigned char>(x ^ y);
    }
    return diff == 0;
}

Api::Api(Engine& engine, ResourceMonitor& monitor, Security security, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_monitor(monitor)
    , m_security(std::move(security))
    , m_jobs(engine)
    , m_vertex(engine)
    , m_importance(engine)
    , m_files(engine)
    , m_scalars(engine)
{
}

std::optional<HttpResponse> Api::checkHead(const HttpRequest& request, bool overTcp) const
{
    if (!overTcp)
        return std::nullopt; // the Unix socket's mode (0600) already limits who may connect
    // DNS rebinding: a page on evil.example resolving to 127.0.0.1 sends Host: evil.example.
    const std::string host = request.header("host");
    if (std::find(m_security.allowedHosts.begin(), m_security.allowedHosts.end(), host) == m_security.allowedHosts.end())
        return errorResponse(ApiError::permissionDenied("Host \"" + host + "\" is not this daemon"));
    // Browsers send Origin on cross-site requests; only the daemon's own origin may talk to it.
    if (const std::string origin = request.header("origin"); !origin.empty()) {
        const bool own = std::any_of(m_security.allowedHosts.begin(), m_security.allowedHosts.end(),
            [&](const std::string& h) { return origin == "http://" + h || origin == "https://" + h; });
        if (!own)
            return errorResponse(ApiError::permissionDenied("cross-origin requests are refused"));
    }
    const std::string auth = request.header("authorization");
    const std::string prefix = "Bearer ";
    if (auth.size() <= prefix.size() || auth.compare(0, prefix.size(), prefix) != 0
        || !constantTimeEquals(auth.substr(prefix.size()), m_security.token))
        return errorResponse(ApiError::unauthenticated("Request is missing a valid bearer token (trainyardd --token-file)."));
    return std::nullopt;
}

bool Api::authorized(HttpExchange& exchange)
{
    // HttpServer has asked checkHead already; asked again here so that the Api is safe on its own.
    auto refusal = checkHead(exchange.request, exchange.overTcp);
    if (refusal)
        exchange.respond(std::move(*refusal));
    return !refusal;
}

void Api::handle(HttpExchange& exchange)
{
    qCDebug(lcDaemonHttp, "%s %s", exchange.request.method.c_str(), exchange.request.path.c_str());
    if (!authorized(exchange))
        return;
    try {
        route(exchange, split(exchange.request.path));
    } catch (const std::exception& e) {
        qCWarning(lcDaemonHttp, "%s %s failed: %s", exchange.request.method.c_str(), exchange.request.path.c_str(), e.what());
        exchange.respond(errorResponse(ApiError::internal(e.what())));
    }
    if (!exchange.answered())
        exchange.respond(errorResponse(ApiError::notFound("The requested URL " + exchange.request.path + " was not found on this server.")));
}

void Api::route(HttpExchange& exchange, const std::vector<std::string>& segments)
{
    const HttpRequest& request = exchange.request;
    if (segments.size() == 1 && segments[0] == "healthz" && request.method == "GET") {
        exchange.respond(jsonResponse(200, { { "status", "ok" } }));
        return;
    }
    if (segments.size() == 1 && segments[0] == "metrics" && request.method == "GET") {
        HttpResponse response;
        response.contentType = "text/plain; version=0.0.4; charset=utf-8";
        response.body = metricsText(m_engine.counts()) + m_monitor.metrics();
        exchange.respond(response);
        return;
    }
    if (segments.size() < 3 || segments[0] != "v1" || segments[1] != "projects")
        return;
    // {+name} may carry a method suffix on its last segment: jobs/{id}:cancel, jobs:watch.
    if (segments[2] != m_engine.config().project) {
        exchange.respond(errorResponse(ApiError::notFound("Project " + segments[2] + " not found; this daemon serves project "
            + m_engine.config().project + ".")));
        return;
    }
    if (segments.size() >= 6 && segments[3] == "locations" && VertexResource::serves(segments[5])) {
        if (const auto extension = m_vertex.route(exchange, segments[4], { segments.begin() + 5, segments.end() }))
            jobExtension(exchange, extension->jobId, extension->path, 7);
        return;
    }
    if (segments.size() >= 4 && segments[3].starts_with("locations")) {
        if (request.method != "GET")
            return;
        const auto ids = m_engine.locations().ids();
        std::string known;
        for (const auto& id : ids)
            known += (known.empty() ? "" : ", ") + id;
        if (segments.size() == 4 && segments[3] == "locations")
            exchange.respond(jsonResponse(200, locationsJson(m_engine)));
        else if (segments.size() == 5 && std::find(ids.begin(), ids.end(), segments[4]) != ids.end())
            exchange.respond(jsonResponse(200, locationJson(m_engine, segments[4])));
        else if (segments.size() == 5)
            exchange.respond(errorResponse(ApiError::notFound("Location " + segments[4] + " not found; this daemon's locations are " + known + ".")));
        return;
    }
    if (segments.size() >= 4 && segments[3].starts_with("jobs"))
        jobs(exchange, segments[3], { segments.begin() + 4, segments.end() });
}

void Api::jobs(HttpExchange& exchange, const std::string& collection, const std::vector<std::string>& rest)
{
    const HttpRequest& request = exchange.request;
    if (collection == "jobs" && rest.empty()) {
        if (request.method == "POST")
            m_jobs.create(exchange);
        else if (request.method == "GET")
            m_jobs.list(exchange);
        return;
    }
    if (collection == "jobs:watch" && rest.empty() && request.method == "GET") {
        const auto since = resumePoint(exchange, "since", m_engine.lastTransitionId());
        if (!since)
            return;
        const auto trialDeltas = boolParam(request, "trialDeltas", false);
        if (!trialDeltas) {
            exchange.respond(errorResponse(ApiError::fieldViolation("trialDeltas", "Must be true or false.")));
            return;
        }
        ResponseStream* stream = exchange.startStream(200, "text/event-stream; charset=utf-8");
        new WatchStream(m_engine, m_jobs, stream, *since, *trialDeltas, stream);
        return;
    }
    if (collection != "jobs" || rest.empty())
        return;
    std::string jobId = rest[0];
    std::string method;
    if (const auto colon = jobId.find(':'); colon != std::string::npos) {
        method = jobId.substr(colon + 1);
        jobId = jobId.substr(0, colon);
    }
    if (rest.size() == 1 && method.empty()) {
        if (request.method == "GET")
            m_jobs.get(exchange, jobId);
        else if (request.method == "PATCH")
            m_jobs.patch(exchange, jobId);
        return;
    }
    if (rest.size() == 1 && method == "cancel" && request.method == "POST") {
        m_jobs.cancel(exchange, jobId);
        return;
    }
    if ((rest.size() == 2 || (rest.size() > 2 && rest[1] == "files")) && method.empty() && request.method == "GET") {
        if (!m_jobs.servesV1(jobId)) {
            exchange.respond(errorResponse(JobsResource::apiError(m_engine.unknownJob(jobId))));
            return;
        }
        jobExtension(exchange, jobId, rest.size() == 2 ? rest[1] : "files/", 5);
    }
}

void Api::jobExtension(HttpExchange& exchange, const std::string& jobId, const std::string& path, std::size_t pathSegment)
{
    if (path == "scalars") {
        m_scalars.get(exchange, jobId);
    } else if (path == "files") {
        m_files.list(exchange, jobId);
    } else if (path.starts_with("files/")) {
        // The file's path as sent: FilesResource decodes it once, itself (confinePath).
        const auto encoded = encodedTail(exchange.request.target, pathSegment);
        if (!encoded)
            exchange.respond(errorResponse(ApiError::invalidArgument("The file's path cannot be told from the request's path.")));
        else
            m_files.get(exchange, jobId, *encoded);
    } else if (path == "logs") {
        logs(exchange, jobId);
    } else if (path == "resources") {
        resources(exchange, jobId);
    } else if (path == "importance") {
        m_importance.get(exchange, jobId);
    } else if (path == "logs:attributes" || path == "logs:search") {
        const JobLog* log = m_engine.log(jobId);
        if (!log)
            exchange.respond(errorResponse(ApiError::internal("cannot open the log of " + jobId)));
        else if (path == "logs:attributes")
            logAttributes(exchange, *log);
        else
            logSearch(exchange, *log);
    } else if (path == "events") {
        nlohmann::json events = nlohmann::json::array();
        for (const auto& t : m_engine.events(jobId))
            events.push_back(spec::transitionToJson(t));
        exchange.respond(jsonResponse(200, { { "events", events } }));
    }
}

void Api::logs(HttpExchange& exchange, const std::string& jobId)
{
    const HttpRequest& request = exchange.request;
    JobLog* log = m_engine.log(jobId);
    if (!log) {
        exchange.respond(errorResponse(ApiError::internal("cannot open the log of " + jobId)));
        return;
    }
    const std::vector<std::string> replicas = request.params("replica");
    const std::vector<std::string> trials = request.params("trial");
    const auto since = resumePoint(exchange, "since", 0);
    if (!since)
        return;
    if (wantsStream(request)) {
        ResponseStream* stream = exchange.startStream(200, "text/event-stream; charset=utf-8");
        new LogFollower(m_engine, jobId, stream, *since, replicas, trials, stream);
        return;
    }
    const auto pageSize = windowSizeParam(exchange, limits::defaultLogPage, limits::maxLogPage);
    if (!pageSize)
        return;
    spec::LogWindow window;
    window.nextSince = *since;
    window.lines = log->read(*since, static_cast<std::size_t>(*pageSize), replicas, 1'000'000, &window.nextSince, trials);
    window.total = log->count();
    window.complete = m_engine.finished(jobId) && window.nextSince >= log->count();
    exchange.respond(jsonResponse(200, spec::logWindowToJson(window)));
}

void Api::resources(HttpExchange& exchange, const std::string& jobId)
{
    const HttpRequest& request = exchange.request;
    const auto since = resumePoint(exchange, "since", 0);
    if (!since)
        return;
    if (wantsStream(request)) {
        ResponseStream* stream = exchange.startStream(200, "text/event-stream; charset=utf-8");
        new ResourceFollower(m_engine, m_monitor, jobId, stream, *since, stream);
        return;
    }
    const auto pageSize = windowSizeParam(exchange, limits::defaultResourcePage, limits::maxResourcePage);
    if (!pageSize)
        return;
    exchange.respond(jsonResponse(200,
        spec::resourceWindowToJson(resourceWindow(m_engine, m_monitor, jobId, *since, static_cast<std::size_t>(*pageSize)))));
}

} // namespace trainyard::daemon
