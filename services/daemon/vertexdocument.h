#pragma once

#include "vertexorigin.h"

#include <nlohmann/json.hpp>

namespace trainyard::spec {
struct Job;
}

namespace trainyard::daemon {

// A Vertex job as the Vertex surface answers it: the resource as created (VertexOrigin::resource)
// with the output fields the engine's job says: name, state (JOB_STATE_*), createTime, startTime,
// endTime, updateTime, `error` for a failed or cancelled job, and a tuning job's `trials`.
nlohmann::json vertexDocument(const VertexOrigin& origin, const spec::Job& job);

// The google.rpc.Status of a job that ended without success, as Vertex writes it: 13 INTERNAL with
// the reason for a failure (4 DEADLINE_EXCEEDED when its time limit ended it), 1 CANCELLED for a
// cancelled job; nothing for any other.
nlohmann::json vertexError(const spec::Job& job);

// The name a tuning job's trial has in its `customJob` field. Vertex runs each trial as a CustomJob
// of its own; the daemon runs it inside the tuning job, so the name is the trial's place in it
// ({tuning job}/trials/{id}), which its logs (?trial=) and resources are filtered by.
std::string trialCustomJobName(const std::string& tuningJobName, const std::string& trialId);

} // namespace trainyard::daemon
