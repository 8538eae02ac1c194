#pragma once

#include "spec/job.h"

#include <nlohmann/json.hpp>

namespace trainyard::daemon {

// What the v1 job the engine runs for a Vertex resource needs beyond spec::vertex::toV1, which maps
// what v1 can say: the replicas of a Vertex job run as Vertex runs them (vertexenvironment.h), so
// - it has no jobDir: Vertex passes no --job-dir but AIP_* under baseOutputDirectory, and a gs:// base
//   (mapped into the workspace) must not meet v1's rule that a jobDir be a local folder;
// - its packageUris are every pool's, pool 0's first, each once: v1 stages one set of packages for all
//   replicas, and a pool whose module lives in a package of its own must find it (toV1 kept pool 0's).
// `resource`: the CustomJob (jobSpec) or HyperparameterTuningJob (trialJobSpec) as created.
void adaptForVertexRun(spec::Job& job, const nlohmann::json& resource);

} // namespace trainyard::daemon
