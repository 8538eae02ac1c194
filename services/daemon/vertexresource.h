#pragma once

#include "vertexjobs.h"
#include "vertexoperations.h"

#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

class Engine;
class HttpExchange;

// The Vertex AI surface under /v1/projects/{p}/locations/{l}/: customJobs and
// hyperparameterTuningJobs (VertexJobs), their operations (VertexOperations), and the daemon's
// extensions of a job (…/{id}/logs, logs:attributes, logs:search, events, resources, importance, scalars, files and files/{path}), which are the
// v1 job's extensions of the engine job behind it: route() names that job and the path, and Api
// answers them as it answers the v1 ones (docs/api.md).
class VertexResource {
public:
    explicit VertexResource(Engine& engine);

    // True for the collections served here, with or without a method suffix ("customJobs").
    static bool serves(const std::string& collectionSegment);

    struct Extension {
        std::string jobId; // the engine's job
        std::string path; // "logs", "logs:search", "events", "resources" …
    };
    // Answers a request for `rest` (the segments after locations/{location}), or names the extension
    // it asks for, the job found, for the caller to answer.
    std::optional<Extension> route(HttpExchange& exchange, const std::string& location, const std::vector<std::string>& rest);

private:
    // …/{id}/operations and what is below it; `rest` the segments after "operations".
    void operations(HttpExchange& exchange, const std::string& resourceName, const std::vector<std::string>& rest);

    Engine& m_engine;
    VertexOperations m_operations;
    VertexJobs m_jobs;
};

} // namespace trainyard::daemon
