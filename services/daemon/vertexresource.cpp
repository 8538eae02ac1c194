#include "vertexresource.h"

#include "apiresponse.h"
#include "engine.h"
#include "locations.h"
#include "vertexnames.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    // "123:cancel" -> {"123", "cancel"}
    std::pair<std::string, std::string> splitMethod(const std::string& segment)
    {
        const auto colon = segment.find(':');
        if (colon == std::string::npos)
            return { segment, {} };
        return { segment.substr(0, colon), segment.substr(colon + 1) };
    }

    bool isExtension(const std::string& path)
    {
        return path == "logs" || path == "logs:attributes" || path == "logs:search" || path == "events" || path == "resources"
            || path == "importance" || path == "scalars" || path == "files";
    }

} // namespace

VertexResource::VertexResource(Engine& engine)
    : m_engine(engine)
    , m_operations(engine.config().dataDir + "/vertex-operations.json")
    , m_jobs(engine, m_operations)
{
}

bool VertexResource::serves(const std::string& collectionSegment)
{
    return vertexnames::kindOfCollection(splitMethod(collectionSegment).first).has_value();
}

std::optional<VertexResource::Extension> VertexResource::route(
    HttpExchange& exchange, const std::string& location, const std::vector<std::string>& rest)
{
    const std::string& method = exchange.request.method;
    const auto ids = m_engine.locations().ids();
    if (std::find(ids.begin(), ids.end(), location) == ids.end()) {
        std::string known;
        for (const auto& id : ids)
            known += (known.empty() ? "" : ", ") + id;
        exchange.respond(errorResponse(ApiError::notFound("Location " + location + " not found; this daemon's locations are " + known + ".")));
        return std::nullopt;
    }
    const auto [collection, collectionMethod] = splitMethod(rest.at(0));
    const auto kind = vertexnames::kindOfCollection(collection);
    if (!kind || !collectionMethod.empty())
        return std::nullopt;
    if (rest.size() == 1) {
        if (method == "POST")
            m_jobs.create(exchange, *kind, location);
        else if (method == "GET")
            m_jobs.list(exchange, *kind, location);
        return std::nullopt;
    }
    const auto [id, idMethod] = splitMethod(rest[1]);
    if (rest.size() == 2 && idMethod.empty()) {
        if (method == "GET")
            m_jobs.get(exchange, *kind, location, id);
        else if (method == "DELETE")
            m_jobs.remove(exchange, *kind, location, id);
        return std::nullopt;
    }
    if (rest.size() == 2) {
        if (idMethod == "cancel" && method == "POST")
            m_jobs.cancel(exchange, *kind, location, id);
        return std::nullopt;
    }
    if (!idMethod.empty())
        return std::nullopt;
    const std::string resourceName = m_jobs.name(*kind, location, id);
    if (rest[2] == "operations") {
        // A deleted job's operations are still served; a job never created has none.
        const bool exists = vertexnames::isResourceId(id) && m_engine.vertexOrigin(vertexnames::engineJobId(*kind, id));
        if (!exists && !m_operations.hasAny(resourceName)) {
            m_jobs.find(exchange, *kind, location, id); // answers NOT_FOUND
            return std::nullopt;
        }
        operations(exchange, resourceName, { rest.begin() + 3, rest.end() });
        return std::nullopt;
    }
    if ((rest.size() == 3 || rest[2] == "files") && method == "GET" && isExtension(rest[2])) {
        if (auto jobId = m_jobs.find(exchange, *kind, location, id)) {
            std::string path = rest[2]; // files/{path} too: Api reads the file's path from the target
            for (std::size_t i = 3; i < rest.size(); ++i)
                path += "/" + rest[i];
            return Extension { std::move(*jobId), std::move(path) };
        }
    }
    return std::nullopt;
}

void VertexResource::operations(HttpExchange& exchange, const std::string& resourceName, const std::vector<std::string>& rest)
{
    const std::string& method = exchange.request.method;
    if (rest.empty()) {
        if (method == "GET")
            m_operations.list(exchange, resourceName);
        return;
    }
    if (rest.size() != 1)
        return;
    const auto [operationId, operationMethod] = splitMethod(rest[0]);
    const std::string name = vertexnames::operation(resourceName, operationId);
    if (operationMethod.empty() && method == "GET")
        m_operations.get(exchange, name);
    else if (operationMethod.empty() && method == "DELETE")
        m_operations.remove(exchange, name);
    else if (operationMethod == "wait" && method == "POST")
        m_operations.wait(exchange, name);
    else if (operationMethod == "cancel" && method == "POST")
        m_operations.cancel(exchange, name);
}

} // namespace trainyard::daemon
