#pragma once

#include "vertexorigin.h"

#include "spec/job.h"
#include "tuner/conditionaltuner.h"

namespace trainyard::daemon {

// A Vertex tuning job's study as the tuner searches it. The v1 job the engine runs was converted with
// its conditional parameters left out (v1 tunes every parameter in every trial: spec::vertex::toV1
// reports them); the tuner searches them all, and each trial gets only the parameters active for it
// (ConditionalTuner), so its arguments and trainingOutput.trials[].hyperparameters hold only those.

// The job with every conditional parameter of the origin's studySpec added to
// trainingInput.hyperparameters.params, at the top level (a name already there is not added twice).
// The job as it is for a v1 job (origin null) or one without conditional parameters.
spec::Job withConditionalParameters(spec::Job job, const VertexOrigin* origin);

// When each conditional parameter is active: its parent and the parent's values
// (parentCategoricalValues, parentIntValues, parentDiscreteValues), written as a trial's parameters are.
// Empty for a v1 job or a study without conditional parameters.
tuner::Conditions conditionsOf(const VertexOrigin* origin);

} // namespace trainyard::daemon
