#include "vertexoperations.h"

#include "apiresponse.h"
#include "vertexnames.h"

#include "spec/duration.h"
#include "spec/numbers.h"
#include "spec/timestamp.h"

#include <algorithm>

namespace trainyard::daemon {

VertexOperations::VertexOperations(std::string path)
    : m_file(std::move(path))
{
    // {"resources": {resource name: [operation, …]}}, oldest first.
    const auto stored = m_file.load();
    if (!stored || !stored->contains("resources") || !stored->at("resources").is_object())
        return;
    for (const auto& [resource, operations] : stored->at("resources").items()) {
        if (!operations.is_array())
            continue;
        for (const auto& operation : operations) {
            const std::string name = operation.value("name", "");
            if (name.empty())
                continue;
            m_operations[name] = operation;
            m_byResource[resource].push_back(name);
        }
    }
}

void VertexOperations::save() const
{
    nlohmann::json resources = nlohmann::json::object();
    for (const auto& [resource, names] : m_byResource) {
        for (const auto& name : names)
            resources[resource].push_back(m_operations.at(name));
    }
    m_file.save({ { "resources", resources } });
}

nlohmann::json VertexOperations::recordDeletion(const std::string& resourceName, const std::string& operationId)
{
    const std::string name = vertexnames::operation(resourceName, operationId);
    const std::string now = spec::Timestamp::now().toString();
    // What Vertex answers a delete with: DeleteOperationMetadata holding the generic metadata, and
    // google.protobuf.Empty as the response. (Constructed from the discovery document; not checked
    // against a recorded answer.)
    nlohmann::json operation = {
        { "name", name },
        { "metadata",
            { { "@type", "type.googleapis.com/google.cloud.aiplatform.v1.DeleteOperationMetadata" },
                { "genericMetadata", { { "createTime", now }, { "updateTime", now } } } } },
        { "done", true },
        { "response", { { "@type", "type.googleapis.com/google.protobuf.Empty" } } },
    };
    m_operations[name] = operation;
    m_byResource[resourceName].push_back(name);
    save();
    return operation;
}

bool VertexOperations::hasAny(const std::string& resourceName) const
{
    const auto it = m_byResource.find(resourceName);
    return it != m_byResource.end() && !it->second.empty();
}

void VertexOperations::list(HttpExchange& exchange, const std::string& resourceName) const
{
    const auto pageSize = integerParam(exchange, "pageSize", 0);
    if (!pageSize)
        return;
    // The page token is the index of the first operation of the page, as handed out.
    const std::string token = exchange.request.param("pageToken");
    const auto start = token.empty() ? std::optional<std::int64_t>(0) : spec::parseInteger<std::int64_t>(token);
    if (*pageSize < 0 || !start || *start < 0) {
        exchange.respond(errorResponse(ApiError::invalidArgument(*pageSize < 0 ? "pageSize must not be negative." : "Invalid page token.")));
        return;
    }
    static const std::vector<std::string> none;
    const auto found = m_byResource.find(resourceName);
    const auto& names = found == m_byResource.end() ? none : found->second;
    const auto size = static_cast<std::size_t>(*pageSize == 0 ? 100 : *pageSize);
    nlohmann::json body = nlohmann::json::object();
    const auto first = std::min(names.size(), static_cast<std::size_t>(*start));
    const auto last = std::min(names.size(), first + size);
    for (auto i = first; i < last; ++i)
        body["operations"].push_back(m_operations.at(names[i]));
    if (last < names.size())
        body["nextPageToken"] = std::to_string(last);
    exchange.respond(jsonResponse(200, body));
}

const nlohmann::json* VertexOperations::find(HttpExchange& exchange, const std::string& name) const
{
    const auto it = m_operations.find(name);
    if (it == m_operations.end()) {
        exchange.respond(errorResponse(ApiError::notFound("Operation " + name + " not found.")));
        return nullptr;
    }
    return &it->second;
}

void VertexOperations::get(HttpExchange& exchange, const std::string& name) const
{
    if (const auto* operation = find(exchange, name))
        exchange.respond(jsonResponse(200, *operation));
}

void VertexOperations::wait(HttpExchange& exchange, const std::string& name) const
{
    // Every operation is done, so there is nothing to wait for; the timeout is still checked.
    if (const std::string timeout = exchange.request.param("timeout"); !timeout.empty() && !spec::Duration::parse(timeout)) {
        exchange.respond(errorResponse(ApiError::fieldViolation("timeout", "Must be a duration such as \"30s\"; this is \"" + timeout + "\".")));
        return;
    }
    get(exchange, name);
}

void VertexOperations::cancel(HttpExchange& exchange, const std::string& name) const
{
    if (find(exchange, name))
        exchange.respond(jsonResponse(200, nlohmann::json::object())); // done already: nothing to cancel
}

void VertexOperations::remove(HttpExchange& exchange, const std::string& name)
{
    if (!find(exchange, name))
        return;
    m_operations.erase(name);
    for (auto& [resource, names] : m_byResource)
        std::erase(names, name);
    std::erase_if(m_byResource, [](const auto& entry) { return entry.second.empty(); });
    save();
    exchange.respond(jsonResponse(200, nlohmann::json::object()));
}

} // namespace trainyard::daemon
