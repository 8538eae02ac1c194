#pragma once

#include "catalog.h"
#include "conversionreport.h"
#include "customjob.h"
#include "studyspec.h"

#include "spec/hyperparameterspec.h"
#include "spec/traininginput.h"

namespace trainyard::spec::vertex {

// The parts of fromV1, private to the conversion. Report paths name fields of the v1 job
// ("trainingInput.masterType").
CustomJobSpec toCustomJobSpec(const spec::TrainingInput& in, const VertexCatalog& catalog, ConversionReport& report);
StudySpec toStudySpec(const spec::HyperparameterSpec& hp, ConversionReport& report);

// Members the v1 codec kept without knowing them: reported, since Vertex has no field for them.
void reportUnknownV1Fields(const UnknownFields& unknown, const std::string& path, ConversionReport& report);

} // namespace trainyard::spec::vertex
