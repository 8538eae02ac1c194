// v1 -> Vertex: a job with hyperparameters becomes a HyperparameterTuningJob over a trial job spec,
// any other a CustomJob. Output fields convert too, so that a job the v1 surface knows can be shown
// (and served) as Vertex shows it.

#include "conversion.h"
#include "fromv1_p.h"

namespace trainyard::spec::vertex {

namespace {
    template <typename VertexJobType>
    void commonFields(VertexJobType& out, const spec::Job& job, ConversionReport& report)
    {
        out.displayName = job.jobId; // the name a user gave the v1 job
        out.labels = job.labels;
        if (job.state && report.recognized(*job.state, "state"))
            out.state = toVertexState(job.state->value());
        out.createTime = job.createTime;
        out.startTime = job.startTime;
        out.endTime = job.endTime;
        if (job.errorMessage) {
            Status error;
            // v1 gives only text; the code is the one Vertex uses for the state the job ended in.
            if (job.state && *job.state == spec::State::Cancelled)
                error.code = 1; // CANCELLED
            else if (job.state && *job.state == spec::State::Failed)
                error.code = 13; // INTERNAL
            error.message = job.errorMessage;
            out.error = std::move(error);
        }
        if (job.trainingInput && job.trainingInput->encryptionConfig) {
            out.encryptionSpec = EncryptionSpec { job.trainingInput->encryptionConfig->kmsKeyName, {} };
            reportUnknownV1Fields(job.trainingInput->encryptionConfig->unknown, "trainingInput.encryptionConfig", report);
        }
        // Output members a newer server sent: reported like the input's, so nothing goes unsaid.
        if (job.trainingOutput) {
            reportUnknownV1Fields(job.trainingOutput->unknown, "trainingOutput", report);
            for (std::size_t i = 0; job.trainingOutput->trials && i < job.trainingOutput->trials->size(); ++i) {
                const auto& trial = (*job.trainingOutput->trials)[i];
                const std::string path = indexPath("trainingOutput.trials", i);
                reportUnknownV1Fields(trial.unknown, path, report);
                if (trial.finalMetric)
                    reportUnknownV1Fields(trial.finalMetric->unknown, joinPath(path, "finalMetric"), report);
            }
        }
        if (job.predictionInput)
            report.noCounterpartInVertex("predictionInput", "predictionInput");
        reportUnknownV1Fields(job.unknown, {}, report);
    }
} // namespace

FromV1 fromV1(const spec::Job& job, const VertexCatalog& catalog)
{
    ConversionReport report;
    const spec::TrainingInput in = job.trainingInput.value_or(spec::TrainingInput {});
    CustomJobSpec spec = toCustomJobSpec(in, catalog, report);
    FromV1 out;
    out.location = in.region.value_or(std::string {});

    if (in.hyperparameters) {
        HyperparameterTuningJob tuning;
        commonFields(tuning, job, report);
        tuning.studySpec = toStudySpec(*in.hyperparameters, report);
        tuning.maxTrialCount = in.hyperparameters->maxTrials;
        tuning.parallelTrialCount = in.hyperparameters->maxParallelTrials;
        tuning.maxFailedTrialCount = in.hyperparameters->maxFailedTrials;
        tuning.trialJobSpec = std::move(spec);
        if (job.trainingOutput && job.trainingOutput->trials)
            tuning.trials = toVertexTrials(*job.trainingOutput->trials, *tuning.studySpec, {});
        out.job = std::move(tuning);
    } else {
        CustomJob custom;
        commonFields(custom, job, report);
        custom.jobSpec = std::move(spec);
        if (job.trainingOutput)
            custom.webAccessUris = job.trainingOutput->webAccessUris;
        out.job = std::move(custom);
    }
    out.report = report.take();
    return out;
}

} // namespace trainyard::spec::vertex
