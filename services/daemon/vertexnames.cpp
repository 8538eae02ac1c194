#include "vertexnames.h"

#include <algorithm>

namespace trainyard::daemon::vertexnames {

namespace {

    constexpr std::string_view customJobs = "customJobs";
    constexpr std::string_view tuningJobs = "hyperparameterTuningJobs";

} // namespace

std::string_view collection(VertexOrigin::Kind kind)
{
    return kind == VertexOrigin::Kind::CustomJob ? customJobs : tuningJobs;
}

std::optional<VertexOrigin::Kind> kindOfCollection(std::string_view name)
{
    if (name == customJobs)
        return VertexOrigin::Kind::CustomJob;
    if (name == tuningJobs)
        return VertexOrigin::Kind::HyperparameterTuningJob;
    return std::nullopt;
}

std::string_view resourceType(VertexOrigin::Kind kind)
{
    return kind == VertexOrigin::Kind::CustomJob ? "CustomJob" : "HyperparameterTuningJob";
}

std::string engineJobId(VertexOrigin::Kind kind, std::string_view id)
{
    // v1 job ids are letters, digits and underscores starting with a letter; these are too, so the
    // logs, workspaces and events of Vertex jobs need nothing new.
    return (kind == VertexOrigin::Kind::CustomJob ? "custom_job_" : "hp_tuning_job_") + std::string(id);
}

bool isResourceId(std::string_view id)
{
    return !id.empty() && id.size() <= 19 && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string parent(std::string_view project, std::string_view location)
{
    return "projects/" + std::string(project) + "/locations/" + std::string(location);
}

std::string resource(std::string_view project, std::string_view location, VertexOrigin::Kind kind, std::string_view id)
{
    return parent(project, location) + "/" + std::string(collection(kind)) + "/" + std::string(id);
}

std::string operation(std::string_view resourceName, std::string_view operationId)
{
    return std::string(resourceName) + "/operations/" + std::string(operationId);
}

std::string_view lastSegment(std::string_view name)
{
    const auto slash = name.rfind('/');
    return slash == std::string_view::npos ? name : name.substr(slash + 1);
}

std::string locationOf(std::string_view name)
{
    constexpr std::string_view marker = "/locations/";
    const auto at = name.find(marker);
    if (at == std::string_view::npos)
        return {};
    const auto start = at + marker.size();
    return std::string(name.substr(start, name.find('/', start) - start));
}

} // namespace trainyard::daemon::vertexnames
