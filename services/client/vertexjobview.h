#pragma once

#include "vertexjobref.h"

#include "spec/job.h"
#include "spec/vertex/vertexjob.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <variant>

namespace trainyard::client {

// A Vertex job as the console shows it: the job list, the detail pages and the Trials tab read
// spec::Jobs, so each CustomJob / HyperparameterTuningJob is converted to one through
// spec::vertex::toV1 (pools as master/worker/parameterServer/evaluator, states, error, trials in
// trainingOutput.trials), under the job id VertexJobRef gives it. The resource itself rides along in
// the job's unknown members, under "vertexCustomJob" or "vertexHyperparameterTuningJob", exactly as the
// server sent it, for the detail to show what v1 cannot say (per-pool modules and env, conditional
// parameters, the study's other metrics). What toV1 reports as unmapped is not shown here: the
// resource holds it.
struct VertexJobView {
    // The job as listed; fails (with why, in words) for a resource that is not a readable job of the kind.
    static std::variant<spec::Job, std::string> present(const nlohmann::json& resource, VertexJobRef::Kind kind);
    // The Vertex resource a presented job carries (null when it is not one).
    static nlohmann::json resourceOf(const spec::Job& job);
    // The typed resource a presented job carries; nullopt when it is not a Vertex job.
    static std::optional<spec::vertex::VertexJob> vertexJobOf(const spec::Job& job);
    // The unknown member under which a kind's resource rides.
    static const char* memberFor(VertexJobRef::Kind kind);
};

} // namespace trainyard::client
