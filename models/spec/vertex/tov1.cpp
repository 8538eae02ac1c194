// Vertex -> v1: a CustomJob or a HyperparameterTuningJob read as the v1 Job the console and the
// daemon's engine know. Output fields convert too, so a listed Vertex job shows its state and trials.

#include "conversion.h"
#include "tov1_p.h"

namespace trainyard::spec::vertex {

namespace {
    // What CustomJob and HyperparameterTuningJob share around their spec.
    template <typename VertexJobType>
    spec::Job commonFields(const VertexJobType& job, const std::string& jobId, ConversionReport& report)
    {
        spec::Job out;
        out.jobId = jobId;
        out.labels = job.labels;
        if (job.state && report.recognized(*job.state, "state"))
            out.state = toV1State(job.state->value());
        if (job.error && job.error->message)
            out.errorMessage = job.error->message;
        out.createTime = job.createTime;
        out.startTime = job.startTime;
        out.endTime = job.endTime;
        // A v1 job is known by its id alone; a display name other than the id would be lost.
        if (job.displayName && *job.displayName != jobId)
            report.noCounterpartInV1("displayName", "displayName");
        reportUnknownFields(job.unknown, {}, report);
        return out;
    }

    template <typename VertexJobType>
    void finish(spec::Job& out, const VertexJobType& job, const std::string& location, ConversionReport& report)
    {
        auto& in = *out.trainingInput;
        if (!location.empty())
            in.region = location;
        if (job.encryptionSpec) {
            in.encryptionConfig = spec::EncryptionConfig { job.encryptionSpec->kmsKeyName, {} };
            reportUnknownFields(job.encryptionSpec->unknown, "encryptionSpec", report);
        }
    }
} // namespace

ToV1 toV1(const CustomJob& job, const std::string& jobId, const std::string& location)
{
    ConversionReport report;
    spec::Job out = commonFields(job, jobId, report);
    out.trainingInput = toTrainingInput(job.jobSpec.value_or(CustomJobSpec {}), "jobSpec", report);
    finish(out, job, location, report);
    if (job.webAccessUris) {
        spec::TrainingOutput output;
        output.webAccessUris = job.webAccessUris;
        out.trainingOutput = std::move(output);
    }
    return { std::move(out), report.take() };
}

ToV1 toV1(const HyperparameterTuningJob& job, const std::string& jobId, const std::string& location)
{
    ConversionReport report;
    spec::Job out = commonFields(job, jobId, report);
    out.trainingInput = toTrainingInput(job.trialJobSpec.value_or(CustomJobSpec {}), "trialJobSpec", report);
    const StudySpec study = job.studySpec.value_or(StudySpec {});
    auto hyperparameters = toHyperparameterSpec(study, "studySpec", report);
    hyperparameters.maxTrials = job.maxTrialCount;
    hyperparameters.maxParallelTrials = job.parallelTrialCount;
    hyperparameters.maxFailedTrials = job.maxFailedTrialCount;
    out.trainingInput->hyperparameters = std::move(hyperparameters);
    finish(out, job, location, report);

    if (job.trials || job.state) {
        spec::TrainingOutput output;
        output.isHyperparameterTuningJob = true;
        output.hyperparameterMetricTag = out.trainingInput->hyperparameters->hyperparameterMetricTag;
        if (job.trials) {
            output.trials = toV1Trials(*job.trials, study);
            std::int64_t completed = 0;
            for (const auto& trial : *job.trials)
                completed += trial.state && *trial.state == TrialState::Succeeded ? 1 : 0;
            output.completedTrialCount = completed;
        }
        out.trainingOutput = std::move(output);
    }
    return { std::move(out), report.take() };
}

} // namespace trainyard::spec::vertex
