#include "vertexjobview.h"

#include "spec/vertex/conversion.h"
#include "spec/vertex/jsoncodec.h"

namespace trainyard::client {

namespace {

    template <typename T>
    std::variant<spec::Job, std::string> presentAs(const nlohmann::json& resource, const char* member)
    {
        auto decoded = spec::fromJson<T>(resource);
        if (!decoded)
            return "the server sent a Vertex job this console cannot read: " + decoded.error.toString();
        const T& job = *decoded.value;
        const auto ref = VertexJobRef::fromResourceName(job.name.value_or(""));
        if (!ref)
            return "the server sent a Vertex job without a valid name: \"" + job.name.value_or("") + "\"";
        spec::Job presented = spec::vertex::toV1(job, ref->jobId(), ref->location).job;
        presented.jobId = ref->jobId();
        if (!presented.unknown.is_object())
            presented.unknown = nlohmann::json::object();
        presented.unknown[member] = resource;
        return presented;
    }

} // namespace

const char* VertexJobView::memberFor(VertexJobRef::Kind kind)
{
    return kind == VertexJobRef::Kind::CustomJob ? "vertexCustomJob" : "vertexHyperparameterTuningJob";
}

std::variant<spec::Job, std::string> VertexJobView::present(const nlohmann::json& resource, VertexJobRef::Kind kind)
{
    if (kind == VertexJobRef::Kind::CustomJob)
        return presentAs<spec::vertex::CustomJob>(resource, memberFor(kind));
    return presentAs<spec::vertex::HyperparameterTuningJob>(resource, memberFor(kind));
}

nlohmann::json VertexJobView::resourceOf(const spec::Job& job)
{
    if (!job.unknown.is_object())
        return nullptr;
    for (const auto kind : { VertexJobRef::Kind::CustomJob, VertexJobRef::Kind::HyperparameterTuningJob }) {
        if (const auto it = job.unknown.find(memberFor(kind)); it != job.unknown.end())
            return *it;
    }
    return nullptr;
}

std::optional<spec::vertex::VertexJob> VertexJobView::vertexJobOf(const spec::Job& job)
{
    if (!job.unknown.is_object())
        return std::nullopt;
    if (const auto it = job.unknown.find(memberFor(VertexJobRef::Kind::CustomJob)); it != job.unknown.end()) {
        if (auto decoded = spec::fromJson<spec::vertex::CustomJob>(*it))
            return spec::vertex::VertexJob(std::move(*decoded.value));
        return std::nullopt;
    }
    if (const auto it = job.unknown.find(memberFor(VertexJobRef::Kind::HyperparameterTuningJob)); it != job.unknown.end()) {
        if (auto decoded = spec::fromJson<spec::vertex::HyperparameterTuningJob>(*it))
            return spec::vertex::VertexJob(std::move(*decoded.value));
    }
    return std::nullopt;
}

} // namespace trainyard::client
