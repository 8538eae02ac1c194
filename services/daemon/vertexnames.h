#pragma once

#include "vertexorigin.h"

#include <optional>
#include <string>
#include <string_view>

namespace trainyard::daemon {

// The names the Vertex surface deals in, and the engine job ids behind them:
//   projects/{p}/locations/{l}/customJobs/{id}                  engine job custom_job_{id}
//   projects/{p}/locations/{l}/hyperparameterTuningJobs/{id}    engine job hp_tuning_job_{id}
//   …/{collection}/{id}/operations/{operationId}
// {id} is a decimal number as Google's are (Engine::issueVertexId). Pure.
namespace vertexnames {

    // "customJobs", "hyperparameterTuningJobs"
    std::string_view collection(VertexOrigin::Kind kind);
    std::optional<VertexOrigin::Kind> kindOfCollection(std::string_view collection);
    // "CustomJob", "HyperparameterTuningJob": what messages say the resource is.
    std::string_view resourceType(VertexOrigin::Kind kind);

    // The engine's job id of a Vertex resource: custom_job_{id} / hp_tuning_job_{id}.
    std::string engineJobId(VertexOrigin::Kind kind, std::string_view id);
    // A resource id as this daemon issues them: 1 to 19 decimal digits.
    bool isResourceId(std::string_view id);

    std::string parent(std::string_view project, std::string_view location); // projects/{p}/locations/{l}
    std::string resource(std::string_view project, std::string_view location, VertexOrigin::Kind kind, std::string_view id);
    std::string operation(std::string_view resourceName, std::string_view operationId);
    // The id (last segment) of a resource or operation name.
    std::string_view lastSegment(std::string_view name);
    // The location segment of a resource name (projects/{p}/locations/{l}/…), or empty.
    std::string locationOf(std::string_view name);

} // namespace vertexnames

} // namespace trainyard::daemon
