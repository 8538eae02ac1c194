#pragma once

#include "apierror.h"
#include "joberror.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <unordered_map>

namespace trainyard::spec {
struct Job;
}

namespace trainyard::daemon {

class Engine;
class HttpExchange;

// projects.jobs over HTTP: turns requests into spec::Job and Engine calls, and jobs into JSON answers
// (docs/api.md). The wire lives here: JSON bodies and unknown members, filters, page tokens, update
// masks, etags as Google writes them, and JobError answered as a google.rpc.Status.
//
// A job's JSON document is encoded when it is first answered and kept until the job changes (its
// etag changes with every change): lists of thousands of jobs and filters on them read the kept
// documents instead of encoding every job of every list again.
class JobsResource {
public:
    explicit JobsResource(Engine& engine);

    void create(HttpExchange& exchange); // POST jobs
    void list(HttpExchange& exchange); // GET jobs
    void get(HttpExchange& exchange, const std::string& jobId); // GET jobs/{id}
    void patch(HttpExchange& exchange, const std::string& jobId); // PATCH jobs/{id}
    void cancel(HttpExchange& exchange, const std::string& jobId); // POST jobs/{id}:cancel

    // The job as answered, without a copy: the kept document (valid until the job changes), null when
    // there is none or it is a Vertex job; `position` is its jobPosition while queued, else 0 (the kept
    // document has none). What jobs:watch sends with each transition.
    const nlohmann::json* keptDocument(const std::string& jobId, std::int64_t& position);

    // The answer to a refusal of Engine's.
    static ApiError apiError(const JobError& error);
    // The job exists and is a v1 job: jobs created through the Vertex surface are not this
    // surface's (it answers NOT_FOUND for them, as it lists none of them).
    bool servesV1(const std::string& jobId) const;

private:
    // The job's document without jobPosition, encoded again only when its etag changed.
    const nlohmann::json& encoded(const spec::Job& job);
    nlohmann::json answer(const spec::Job& job);

    struct Encoded {
        std::string etag;
        nlohmann::json document;
    };

    Engine& m_engine;
    std::unordered_map<std::string, Encoded> m_documents; // by job id
};

} // namespace trainyard::daemon
