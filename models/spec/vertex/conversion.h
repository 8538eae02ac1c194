#pragma once

#include "enums.h"
#include "hyperparametertuningjob.h"
#include "vertexjob.h"

#include "spec/job.h"
#include "spec/violation.h"

#include <functional>
#include <string>
#include <vector>

namespace trainyard::spec::vertex {

class VertexCatalog;

// Conversion between the retired AI Platform Training v1 job and Vertex AI's CustomJob /
// HyperparameterTuningJob. The two models overlap but neither contains the other, so each direction
// returns what it could map plus a report: what did not map is a warning (spec::Violation with
// Severity::Warning) whose path names the field in the *source* document, whose code is stable
// ("convert.noCounterpart", …) and whose text names the field and why it was left out.
//
// Pools 0..3 are the v1 roles master, worker, parameterServer, evaluator, in that order; the master
// is always one replica. v1 has one package, module and argument list for every replica while Vertex
// has one per pool: Vertex -> v1 takes pool 0's and reports pools that differ.

struct ToV1 {
    spec::Job job;
    std::vector<spec::Violation> report;
};

// `jobId` becomes Job::jobId; `location` (a Vertex region or a daemon location) becomes
// trainingInput.region, left absent when empty. Output fields (state, times, error, trials) are
// converted too, so that a job Google or the daemon returns reads as a v1 job in the console.
ToV1 toV1(const CustomJob& job, const std::string& jobId, const std::string& location = {});
ToV1 toV1(const HyperparameterTuningJob& job, const std::string& jobId, const std::string& location = {});

struct FromV1 {
    VertexJob job;
    std::vector<spec::Violation> report;
    std::string location; // trainingInput.region: a Vertex job names its region in its URL, not its body
};

// A job with trainingInput.hyperparameters becomes a HyperparameterTuningJob, any other a CustomJob.
// The catalog turns runtimeVersion + pythonVersion into a prebuilt executor image; a scale tier other
// than CUSTOM is expanded into the pools it stands for. Output fields are converted as well.
FromV1 fromV1(const spec::Job& job, const VertexCatalog& catalog);

// JOB_STATE_PENDING reads as PREPARING; PAUSED and UPDATING as RUNNING; EXPIRED as FAILED;
// PARTIALLY_SUCCEEDED as SUCCEEDED (the closest v1 has). Both directions are total.
spec::State toV1State(JobState state);
JobState toVertexState(spec::State state);

// trainingOutput.trials -> Vertex trials. Parameter values are typed by the study: numbers for
// double, integer and discrete parameters, strings for categorical ones (v1 keeps all as text).
// finalMetric <-> finalMeasurement and allMetrics <-> measurements, under the study's first metric.
// `customJobName(trialId)` names the CustomJob that ran each trial (empty: no customJob field).
std::vector<Trial> toVertexTrials(const std::vector<spec::HyperparameterOutput>& trials, const StudySpec& study,
    const std::function<std::string(const std::string& trialId)>& customJobName);
std::vector<spec::HyperparameterOutput> toV1Trials(const std::vector<Trial>& trials, const StudySpec& study);

// The Vertex trial state of a v1 trial, and back: v1 trials carry job states.
TrialState toVertexTrialState(spec::State state);
spec::State toV1TrialState(TrialState state);

} // namespace trainyard::spec::vertex
