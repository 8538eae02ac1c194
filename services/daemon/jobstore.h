#pragma once

#include "vertexorigin.h"

#include "spec/transition.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;

namespace trainyard::daemon {

struct StoredJob {
    std::int64_t createSeq = 0;
    nlohmann::json document; // the Job as the API serves it
    std::optional<VertexOrigin> vertex; // a job created through the Vertex surface: its resource
};

// The daemon's durable state in SQLite (WAL): jobs as their v1 JSON documents, and every transition
// (spec::Transition without its job; states by their wire names). A transition's `id` orders all
// transitions of all jobs: it is the event id clients resume from.
// Jobs created through the Vertex surface have their VertexOrigin in a table beside (vertex_jobs,
// made on open, so that older data folders open and simply have none), and every Vertex id ever
// issued is kept (vertex_ids), so that one is never issued twice, even after its job was deleted.
// Each call is one transaction, committed before it returns, so the API can acknowledge right after.
// Owned and used by the engine's thread only.
class JobStore {
public:
    static std::unique_ptr<JobStore> open(const std::string& path, std::string& error);
    ~JobStore();
    JobStore(const JobStore&) = delete;
    JobStore& operator=(const JobStore&) = delete;

    // Inserts a new job with its creation transition (and its Vertex resource, when it has one). False
    // when the id exists.
    bool insertJob(const std::string& jobId, const nlohmann::json& document, spec::Transition& created, std::int64_t& createSeq,
        const VertexOrigin* vertex = nullptr);
    // Deletes the job, its transitions and its Vertex resource (the Vertex id stays issued).
    void removeJob(const std::string& jobId);
    // Records `id` as issued; false when it was issued before.
    bool reserveVertexId(const std::string& id);
    // Replaces the job's document; with a transition, both in one transaction (the transition's id is set).
    void updateJob(const std::string& jobId, const nlohmann::json& document, spec::Transition* transition = nullptr);

    std::vector<StoredJob> loadJobs() const;
    std::vector<spec::Transition> transitions(const std::string& jobId) const;
    // Transitions of every job with id > afterId, oldest first, at most `limit`.
    std::vector<spec::Transition> transitionsAfter(std::int64_t afterId, std::size_t limit) const;
    std::int64_t lastTransitionId() const;

private:
    explicit JobStore(sqlite3* db);
    void exec(const char* sql);
    std::int64_t insertTransition(const spec::Transition& t);

    sqlite3* m_db;
};

} // namespace trainyard::daemon
