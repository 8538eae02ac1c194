#pragma once

#include "vertexorigin.h"

#include <optional>
#include <string>

namespace trainyard::daemon {

class Engine;
class HttpExchange;
class VertexOperations;

// projects.locations.customJobs and projects.locations.hyperparameterTuningJobs over HTTP, as the
// Vertex AI v1 discovery document describes them: create, get, list, cancel, delete. A created
// resource is checked by Vertex's rules (spec::vertex::validate), converted to the v1 job the engine
// runs (spec::vertex::toV1) under the engine id custom_job_{id} / hp_tuning_job_{id}, and stored with
// the resource itself (VertexOrigin); answers are the resource with the engine's output fields
// (vertexDocument). The location of a name is a daemon location (local, or a Slurm one): the job
// runs there.
class VertexJobs {
public:
    VertexJobs(Engine& engine, VertexOperations& operations);

    void create(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location);
    void list(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location);
    void get(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id);
    void cancel(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id);
    // Refused (FAILED_PRECONDITION) until the job has ended; answers a done Operation.
    void remove(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id);

    // The engine job id of the Vertex job so named, or nullopt with the exchange answered NOT_FOUND.
    std::optional<std::string> find(HttpExchange& exchange, VertexOrigin::Kind kind, const std::string& location, const std::string& id) const;
    // The full name of a resource of this daemon's project.
    std::string name(VertexOrigin::Kind kind, const std::string& location, const std::string& id) const;

private:
    Engine& m_engine;
    VertexOperations& m_operations;
};

} // namespace trainyard::daemon
