#pragma once

#include "customjob.h"
#include "hyperparametertuningjob.h"

#include <variant>

namespace trainyard::spec::vertex {

// What a user composes or imports for Vertex: a custom job, or a tuning job over a trial job spec.
using VertexJob = std::variant<CustomJob, HyperparameterTuningJob>;

} // namespace trainyard::spec::vertex
