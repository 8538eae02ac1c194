#pragma once

#include "catalog.h"
#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "studyspec.h"

#include "spec/violation.h"

#include <string>
#include <vector>

namespace trainyard::spec::vertex {

// The rules Vertex AI applies to a job before it accepts it, as far as they are published, so that
// the wizard, the daemon's Vertex surface and `trainyard-spec check` refuse the same jobs Google
// would, with a path into the document ("jobSpec.workerPoolSpecs[0].replicaCount") and a stable code
// ("vertex.pool0OneReplica"). Machine types and accelerators come from the catalog; an entry it marks
// unverified gives a warning, not an error. Output fields (state, times, trials) are not checked.
std::vector<Violation> validate(const CustomJob& job, const VertexCatalog& catalog = VertexCatalog::builtIn());
std::vector<Violation> validate(const HyperparameterTuningJob& job, const VertexCatalog& catalog = VertexCatalog::builtIn());

// One part on its own, its paths under `pathPrefix` ("jobSpec", "trialJobSpec"; empty: top level,
// as in a `gcloud ai custom-jobs create --config` file).
std::vector<Violation> validate(const CustomJobSpec& spec, std::string pathPrefix, const VertexCatalog& catalog = VertexCatalog::builtIn());
std::vector<Violation> validate(const StudySpec& study, std::string pathPrefix);

} // namespace trainyard::spec::vertex
