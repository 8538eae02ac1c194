#pragma once

#include "conversionreport.h"
#include "customjob.h"
#include "studyspec.h"

#include "spec/hyperparameterspec.h"
#include "spec/traininginput.h"

#include <string>

namespace trainyard::spec::vertex {

// The parts of toV1, private to the conversion. `path` is where the part sits in the Vertex
// document ("jobSpec", "trialJobSpec", "studySpec"); the report names fields under it.
spec::TrainingInput toTrainingInput(const CustomJobSpec& spec, const std::string& path, ConversionReport& report);
spec::HyperparameterSpec toHyperparameterSpec(const StudySpec& study, const std::string& path, ConversionReport& report);

// Every member the codec kept without knowing it: nothing in the other model can hold it.
void reportUnknownFields(const UnknownFields& unknown, const std::string& path, ConversionReport& report);

} // namespace trainyard::spec::vertex
