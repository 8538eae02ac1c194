#pragma once

#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "vertexjob.h"

#include "spec/decodeerror.h"

#include <string>
#include <string_view>

namespace trainyard::spec::vertex {

// The YAML files gcloud's Vertex commands read with --config, both ways. Field names and value forms
// are the JSON codec's (int64 may be written bare or quoted, durations "3600s"); the walker is the one
// spec/yamlcodec.cpp reads config.yaml of v1 jobs with, so the same guards apply (size, UTF-8, nesting,
// aliases, one document) and errors carry the 1-based line and column and the field path
// ("workerPoolSpecs[0].replicaCount"). Members this build does not know are kept. As in gcloud (which
// reads these files with apitools), a lone value where a list belongs is a list of one. Writing quotes what
// PyYAML (so gcloud) would otherwise read as another type; reading what was written gives the value back.
//
//   gcloud ai custom-jobs create --config=F     F holds a CustomJobSpec: `workerPoolSpecs:` … at the top
//   gcloud ai hp-tuning-jobs create --config=F  F holds a HyperparameterTuningJob: displayName,
//                                               studySpec, trialJobSpec, maxTrialCount, …

Decoded<CustomJobSpec> customJobSpecFromYaml(std::string_view text);
Decoded<HyperparameterTuningJob> hyperparameterTuningJobFromYaml(std::string_view text);
// A whole CustomJob (`displayName`, `jobSpec`, `labels` …), as `gcloud ai custom-jobs describe` prints.
Decoded<CustomJob> customJobFromYaml(std::string_view text);

// The config file of `gcloud ai custom-jobs create`.
std::string toConfigYaml(const CustomJobSpec& spec);
// The config file of `gcloud ai hp-tuning-jobs create`: the job without its output fields.
std::string toConfigYaml(const HyperparameterTuningJob& job);
// A whole custom job, output fields included (a faithful dump, readable by customJobFromYaml).
std::string toYaml(const CustomJob& job);

// Any of the three documents above, told apart by their top-level keys: `studySpec`, `trialJobSpec`,
// `maxTrialCount`, `parallelTrialCount` or `maxFailedTrialCount` make a tuning job; `jobSpec` a
// CustomJob; anything else (`workerPoolSpecs` …) a CustomJobSpec, returned as a CustomJob holding it.
// For importing a file without asking the user which command it was written for.
Decoded<VertexJob> vertexJobFromYaml(std::string_view text);

} // namespace trainyard::spec::vertex
