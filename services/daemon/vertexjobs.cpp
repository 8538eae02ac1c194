#include "vertexjobs.h"

#include "apiresponse.h"
#include "daemonlogging.h"
#include "engine.h"
#include "jobsresource.h"
#include "listrequest.h"
#include "locations.h"
#include "unknownmembers.h"
#include "vertexdocument.h"
#include "vertexnames.h"
#include "vertexoperations.h"
#include "vertexrunjob.h"

#include "spec/vertex/conversion.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/validator.h"

#include <algorithm>
#include <variant>

namespace trainyard::daemon {

namespace {

    namespace vertex = spec::vertex;

    // A created resource checked and converted: the v1 job the engine runs, and the resource as
    // stored (output fields dropped).
    struct Admitted {
        spec::Job job;
        nlohmann::json resource;
    };

    ApiError invalidPayload(const spec::DecodeError& error)
    {
        return ApiError::badRequest("Invalid JSON payload received. " + error.toString(), { { error.path, error.message } });
    }

    // toV1 turns the executor image into v1's runtimeVersion and pythonVersion, but Vertex's images
    // go past v1's last runtime (2.11, Python 3.7), which the engine's v1 rules would refuse. The
    // daemon runs a package with its own interpreter whatever they say, so a pair v1's catalog does
    // not know is dropped rather than refused.
    void dropUnknownRuntime(spec::Job& job, const spec::Catalog& catalog)
    {
        if (!job.trainingInput || !job.trainingInput->runtimeVersion)
            return;
        auto& input = *job.trainingInput;
        const spec::RuntimeVersionInfo* runtime = catalog.runtimeVersion(*input.runtimeVersion);
        const auto& pythons = runtime ? runtime->pythonVersions : std::vector<std::string> {};
        if (!runtime || (input.pythonVersion && std::find(pythons.begin(), pythons.end(), *input.pythonVersion) == pythons.end())) {
            input.runtimeVersion.reset();
            input.pythonVersion.reset();
        }
    }

    template <typename Resource>
    std::variant<Admitted, ApiError> admitAs(
        const nlohmann::json& body, const std::string& engineId, const std::string& location, const spec::Catalog& catalog)
    {
        auto decoded = spec::fromJson<Resource>(body);
        if (!decoded)
            return invalidPayload(decoded.error);
        if (const auto unknown = unknownMembers(*decoded.value); !unknown.empty())
            return unknownMembersError(unknown);
        // Output fields are the server's to set: what a client sends there is ignored, as Google does.
        Resource resource = vertex::withoutOutputFields(std::move(*decoded.value));
        const auto violations = vertex::validate(resource);
        if (spec::hasErrors(violations))
            return JobsResource::apiError(JobError::fromViolations(violations));
        auto converted = vertex::toV1(resource, engineId, location);
        for (const auto& v : converted.report)
            qCDebug(lcDaemonJobs, "job %s: %s: %s", engineId.c_str(), v.path.c_str(), v.englishMessage().c_str());
        dropUnknownRuntime(converted.job, catalog);
        nlohmann::json stored = spec::toJson(resource);
        adaptForVertexRun(converted.job, stored); // no jobDir, every pool's packages
        return Admitted { std::move(converted.job), std::move(stored) };
    }

    std::variant<Admitted, ApiError> admit(VertexOrigin::Kind kind, const nlohmann::json& body, const std::string& engineId,
        const std::string& location, const spec::Catalog& catalog)
    {
        if (kind == VertexOrigin::Kind::CustomJob)
            return admitAs<vertex::CustomJob>(body, engineId, location, catalog);
        return admitAs<vertex::HyperparameterTuningJob>(body, engineId, location, catalog);
    }

    // What a list's filter reads of a job: the members Vertex's list filter names (display_name,
    // state, create_time, update_time, labels), under their camelCase names too.
    nlohmann::json filterable(const nlohmann::json& document)
    {
        nlohmann::json fields = nlohmann::json::object();
        for (const auto& [snake, camel] : { std::pair { "display_name", "displayName" }, std::pair { "state", "state" },
                 std::pair { "create_time", "createTime" }, std::pair { "update_time", "updateTime" }, std::pair { "labels", "labels" },
                 std::pair { "name", "name" } }) {
            if (const auto it = document.find(camel); it != document.end()) {
                fields[snake] = *it;
                fields[camel] = *it;
            }
        }
        return fields;
    }

} // namespace

VertexJobs::VertexJobs(Engine& engine, VertexOperations& operations)
    : m_engine(engine)
    , m_operations(operations)
{
}

std::string VertexJobs::name(VertexOrigin::Kind kind, const std::string& location, const std::string& id) const
{
    return vertexnames::resource(m_engine.config().project, location, kind, id);
}

std::optional<std::string> VertexJobs::find(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id) const
{
    const std::string wanted = name(kind, location, id);
    if (vertexnames::isResourceId(id)) {
        std::string engineId = vertexnames::engineJobId(kind, id);
        const VertexOrigin* origin = m_engine.vertexOrigin(engineId);
        if (origin && origin->kind == kind && origin->name == wanted)
            return engineId;
    }
    exchange.respond(errorResponse(ApiError::notFound(std::string(vertexnames::resourceType(kind)) + " " + wanted + " not found.")));
    return std::nullopt;
}

void VertexJobs::create(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location)
{
    const auto body = jsonBody(exchange);
    if (!body)
        return;
    if (!body->is_object()) {
        exchange.respond(errorResponse(ApiError::invalidArgument("Invalid JSON payload received: the body must be a JSON object.")));
        return;
    }
    const std::string id = m_engine.issueVertexId();
    const std::string engineId = vertexnames::engineJobId(kind, id);
    auto admitted = admit(kind, *body, engineId, location, m_engine.catalog());
    if (const auto* error = std::get_if<ApiError>(&admitted)) {
        exchange.respond(errorResponse(*error));
        return;
    }
    Admitted& job = std::get<Admitted>(admitted);
    auto created = m_engine.create(std::move(job.job), VertexOrigin { kind, name(kind, location, id), std::move(job.resource) });
    if (const auto* error = std::get_if<JobError>(&created)) {
        exchange.respond(errorResponse(JobsResource::apiError(*error)));
        return;
    }
    exchange.respond(jsonResponse(200, vertexDocument(*m_engine.vertexOrigin(engineId), std::get<spec::Job>(created))));
}

void VertexJobs::list(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location)
{
    const auto list = ListRequest::read(exchange);
    if (!list)
        return;
    const std::string parent = vertexnames::parent(m_engine.config().project, location) + "/";
    // Newest first, as the v1 list; the filter reads the job as it is answered.
    std::vector<nlohmann::json> documents;
    const Engine::Page page = m_engine.list(
        [&](const spec::Job& job) {
            const VertexOrigin* origin = m_engine.vertexOrigin(*job.jobId);
            if (!origin || origin->kind != kind || !origin->name.starts_with(parent))
                return false;
            nlohmann::json document = vertexDocument(*origin, job);
            if (!list->filter.matches(filterable(document)))
                return false;
            documents.push_back(std::move(document));
            return true;
        },
        list->pageSize, list->below);
    documents.resize(page.jobs.size()); // the list looks one job past the page to know there is more
    nlohmann::json body = nlohmann::json::object(); // "{}" when nothing matches, as Google answers
    if (!documents.empty())
        body[std::string(vertexnames::collection(kind))] = std::move(documents);
    if (page.nextBelow)
        body["nextPageToken"] = std::to_string(*page.nextBelow);
    exchange.respond(jsonResponse(200, body));
}

void VertexJobs::get(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id)
{
    if (const auto engineId = find(exchange, kind, location, id))
        exchange.respond(jsonResponse(200, vertexDocument(*m_engine.vertexOrigin(*engineId), *m_engine.find(*engineId))));
}

void VertexJobs::cancel(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id)
{
    const auto engineId = find(exchange, kind, location, id);
    if (!engineId)
        return;
    if (const auto error = m_engine.cancel(*engineId))
        exchange.respond(errorResponse(JobsResource::apiError(*error)));
    else
        exchange.respond(jsonResponse(200, nlohmann::json::object()));
}

void VertexJobs::remove(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id)
{
    const auto engineId = find(exchange, kind, location, id);
    if (!engineId)
        return;
    if (const auto error = m_engine.remove(*engineId)) {
        exchange.respond(errorResponse(JobsResource::apiError(*error)));
        return;
    }
    exchange.respond(jsonResponse(200, m_operations.recordDeletion(name(kind, location, id), m_engine.issueVertexId())));
}

} // namespace trainyard::daemon
