#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace trainyard::daemon {

// What a job created through the Vertex surface (projects/…/customJobs, …/hyperparameterTuningJobs)
// carries beside the v1 Job the engine runs: the Vertex resource itself. The v1 Job is what the
// engine, queue, logs and tuner understand; the resource keeps what v1 cannot say (each pool's env,
// modules and args, baseOutputDirectory, conditional parameters), which the replicas' environment
// and the answers of the Vertex surface are made from. Stored with the job (JobStore), nullptr in
// RunContext for v1 jobs.
struct VertexOrigin {
    enum class Kind { CustomJob, HyperparameterTuningJob };
    Kind kind = Kind::CustomJob;
    std::string name; // projects/{p}/locations/{l}/customJobs/{id}
    // The resource as created, output fields dropped (name, state, times, error, trials are the
    // engine's to say).
    nlohmann::json resource;
};

} // namespace trainyard::daemon
