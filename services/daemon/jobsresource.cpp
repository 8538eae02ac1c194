#include "jobsresource.h"

#include "apiresponse.h"
#include "engine.h"
#include "listrequest.h"
#include "unknownmembers.h"

#include "spec/jsoncodec.h"

namespace trainyard::daemon {

namespace {

    // The fields of a PATCH's updateMask: labels must be among them, etag may be.
    struct UpdateMask {
        bool labels = false;
        bool etag = false;
    };

    std::variant<UpdateMask, ApiError> parseUpdateMask(std::string_view mask)
    {
        UpdateMask fields;
        while (!mask.empty()) {
            const auto comma = mask.find(',');
            const std::string_view field = mask.substr(0, comma);
            mask = comma == std::string_view::npos ? std::string_view() : mask.substr(comma + 1);
            if (field == "labels")
                fields.labels = true;
            else if (field == "etag")
                fields.etag = true;
            else
                return ApiError::invalidArgument("updateMask: only labels and etag can be updated, not " + std::string(field));
        }
        if (!fields.labels)
            return ApiError::invalidArgument("updateMask must name labels");
        return fields;
    }

} // namespace

JobsResource::JobsResource(Engine& engine)
    : m_engine(engine)
{
}

bool JobsResource::servesV1(const std::string& jobId) const
{
    return m_engine.exists(jobId) && !m_engine.vertexOrigin(jobId);
}

ApiError JobsResource::apiError(const JobError& error)
{
    ApiError answer;
    switch (error.code) {
    case JobError::Code::InvalidArgument:
        answer = ApiError::invalidArgument(error.message);
        break;
    case JobError::Code::NotFound:
        answer = ApiError::notFound(error.message);
        break;
    case JobError::Code::AlreadyExists:
        answer = ApiError::alreadyExists(error.message);
        break;
    case JobError::Code::FailedPrecondition:
        answer = ApiError::failedPrecondition(error.message);
        break;
    case JobError::Code::Aborted:
        answer = ApiError::aborted(error.message);
        break;
    case JobError::Code::Unimplemented:
        answer = ApiError::unimplemented(error.message);
        break;
    }
    if (!error.violations.empty())
        answer.addFieldViolations(error.violations);
    return answer;
}

const nlohmann::json& JobsResource::encoded(const spec::Job& job)
{
    Encoded& cached = m_documents[*job.jobId];
    if (cached.document.is_null() || !job.etag || cached.etag != *job.etag) {
        cached.document = spec::toJson(job);
        cached.etag = job.etag.value_or("");
    }
    return cached.document;
}

nlohmann::json JobsResource::answer(const spec::Job& job)
{
    nlohmann::json document = encoded(job);
    if (const std::int64_t position = m_engine.queuePosition(*job.jobId); position > 0)
        document["jobPosition"] = std::to_string(position);
    return document;
}

const nlohmann::json* JobsResource::keptDocument(const std::string& jobId, std::int64_t& position)
{
    const spec::Job* job = m_engine.find(jobId);
    if (!job || m_engine.vertexOrigin(jobId))
        return nullptr;
    position = m_engine.queuePosition(jobId);
    return &encoded(*job);
}

void JobsResource::create(HttpExchange& exchange)
{
    const auto body = jsonBody(exchange);
    if (!body)
        return;
    auto decoded = spec::jobFromJson(*body);
    if (!decoded) {
        exchange.respond(errorResponse(
            ApiError::badRequest("Invalid JSON payload: " + decoded.error.toString(), { { decoded.error.path, decoded.error.message } })));
        return;
    }
    // Google's parser refuses members the API does not define, at any depth (output fields included).
    if (const auto unknown = unknownMembers(*decoded.value); !unknown.empty()) {
        exchange.respond(errorResponse(unknownMembersError(unknown)));
        return;
    }
    auto created = m_engine.create(std::move(*decoded.value));
    if (const auto* error = std::get_if<JobError>(&created))
        exchange.respond(errorResponse(apiError(*error)));
    else
        exchange.respond(jsonResponse(200, encoded(std::get<spec::Job>(created)))); // no jobPosition, as it always was
}

void JobsResource::list(HttpExchange& exchange)
{
    const auto list = ListRequest::read(exchange);
    if (!list)
        return;
    // Newest first; a filter reads the jobs as they are answered.
    const Engine::Page page = m_engine.list(
        [&](const spec::Job& job) { return !m_engine.vertexOrigin(*job.jobId) && list->filter.matches(encoded(job)); }, list->pageSize, list->below);
    nlohmann::json body = nlohmann::json::object(); // "{}" when nothing matches, as the API says
    if (!page.jobs.empty()) {
        nlohmann::json& jobs = body["jobs"] = nlohmann::json::array();
        for (const spec::Job* job : page.jobs)
            jobs.push_back(answer(*job));
    }
    if (page.nextBelow)
        body["nextPageToken"] = std::to_string(*page.nextBelow);
    exchange.respond(jsonResponse(200, body));
}

void JobsResource::get(HttpExchange& exchange, const std::string& jobId)
{
    std::int64_t position = 0;
    const nlohmann::json* job = keptDocument(jobId, position);
    if (!job) {
        exchange.respond(errorResponse(apiError(m_engine.unknownJob(jobId))));
    } else if (position > 0) {
        nlohmann::json queued = *job;
        queued["jobPosition"] = std::to_string(position);
        exchange.respond(jsonResponse(200, queued));
    } else {
        exchange.respond(jsonResponse(200, *job)); // written out where it is kept: no copy of a study's trials
    }
}

void JobsResource::patch(HttpExchange& exchange, const std::string& jobId)
{
    const auto body = jsonBody(exchange);
    if (!body)
        return;
    if (!servesV1(jobId)) {
        exchange.respond(errorResponse(apiError(m_engine.unknownJob(jobId))));
        return;
    }
    const auto mask = parseUpdateMask(exchange.request.param("updateMask"));
    if (const auto* error = std::get_if<ApiError>(&mask)) {
        exchange.respond(errorResponse(*error));
        return;
    }
    auto decoded = spec::jobFromJson(*body);
    if (!decoded) {
        exchange.respond(errorResponse(ApiError::invalidArgument("Invalid JSON payload: " + decoded.error.toString())));
        return;
    }
    if (const auto unknown = unknownMembers(*decoded); !unknown.empty()) {
        exchange.respond(errorResponse(unknownMembersError(unknown)));
        return;
    }
    const auto updated = m_engine.updateLabels(jobId, { decoded->labels, std::get<UpdateMask>(mask).etag, decoded->etag });
    if (const auto* error = std::get_if<JobError>(&updated))
        exchange.respond(errorResponse(apiError(*error)));
    else
        get(exchange, jobId);
}

void JobsResource::cancel(HttpExchange& exchange, const std::string& jobId)
{
    if (!servesV1(jobId))
        exchange.respond(errorResponse(apiError(m_engine.unknownJob(jobId))));
    else if (const auto error = m_engine.cancel(jobId))
        exchange.respond(errorResponse(apiError(*error)));
    else
        exchange.respond(jsonResponse(200, nlohmann::json::object()));
}

} // namespace trainyard::daemon
