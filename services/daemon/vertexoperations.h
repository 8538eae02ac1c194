#pragma once

#include "runstatefile.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace trainyard::daemon {

class HttpExchange;

// The long-running operations of the Vertex surface (google.longrunning.Operation), by name:
// …/customJobs/{id}/operations/{operationId}. The only method of these collections that answers one
// is delete, and the daemon deletes at once, so every operation is born done: get and wait answer
// it, cancel has nothing to stop ({}), delete forgets it. Operations outlive the job they deleted, as
// Google's do, and a daemon restart: they are kept in one file (vertex-operations.json in the data
// folder, written whole and atomically; operations are few, one per deletion).
class VertexOperations {
public:
    // `path`: the file the operations are kept in; those it holds are loaded.
    explicit VertexOperations(std::string path);

    // Records the deletion of `resourceName` as a done operation named `operationId`; answers it.
    nlohmann::json recordDeletion(const std::string& resourceName, const std::string& operationId);
    // True when the resource has operations (a deleted job's are still listed).
    bool hasAny(const std::string& resourceName) const;

    void list(HttpExchange& exchange, const std::string& resourceName) const; // GET …/{id}/operations
    void get(HttpExchange& exchange, const std::string& name) const; // GET …/operations/{op}
    void wait(HttpExchange& exchange, const std::string& name) const; // POST …/operations/{op}:wait
    void cancel(HttpExchange& exchange, const std::string& name) const; // POST …/operations/{op}:cancel
    void remove(HttpExchange& exchange, const std::string& name); // DELETE …/operations/{op}

private:
    const nlohmann::json* find(HttpExchange& exchange, const std::string& name) const;
    void save() const;

    RunStateFile m_file;
    std::map<std::string, nlohmann::json> m_operations; // by name
    std::map<std::string, std::vector<std::string>> m_byResource; // resource name -> its operations' names, oldest first
};

} // namespace trainyard::daemon
