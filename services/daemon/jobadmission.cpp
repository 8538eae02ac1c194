#include "jobadmission.h"

#include "replicaplan.h"
#include "requestlimits.h"
#include "study.h"

#include "spec/daemonmessages.h"
#include "spec/jsoncodec.h"
#include "spec/validation.h"

#include <algorithm>
#include <functional>

namespace trainyard::daemon {

std::optional<JobError> admissionError(const spec::Job& job, const DaemonConfig& config, const spec::Catalog& catalog, int totalSlots, int totalGpus)
{
    if (job.predictionInput)
        return JobError::unimplemented("this daemon runs training jobs only; batch prediction is not supported");
    // Counts, sizes and paths first, answered together with the spec's rules.
    auto violations = checkRequestLimits(job, config);
    const auto rules = spec::validate(job, catalog);
    violations.insert(violations.end(), rules.begin(), rules.end());
    if (spec::hasErrors(violations))
        return JobError::fromViolations(violations);
    if (const std::int64_t replicas = replicaCount(*job.trainingInput); replicas > totalSlots)
        return JobError::failedPrecondition("the job has " + std::to_string(replicas) + " replicas but this daemon runs at most "
            + std::to_string(totalSlots) + " at once (trainyardd --slots)");
    std::string planError;
    const auto plan = planReplicas(job, planError);
    if (plan.empty())
        return JobError::invalidArgument(planError, { { "trainingInput", planError } });
    const int gpus = gpuTotal(plan);
    if (gpus > totalGpus)
        return JobError::failedPrecondition("the job needs " + std::to_string(gpus) + " GPUs but this daemon has "
            + std::to_string(totalGpus) + " (trainyardd --gpus)");
    return std::nullopt;
}

spec::Job admittedJob(spec::Job job)
{
    job = spec::withDefaults(std::move(job));
    if (job.trainingInput && job.trainingInput->hyperparameters) {
        spec::TrainingOutput output;
        output.isHyperparameterTuningJob = true;
        output.hyperparameterMetricTag = job.trainingInput->hyperparameters->hyperparameterMetricTag;
        job.trainingOutput = std::move(output);
    }
    job.state = spec::State::Queued;
    job.createTime = spec::Timestamp::now();
    return job;
}

std::optional<JobError> labelsError(const spec::Job& job, const std::optional<std::map<std::string, std::string>>& labels,
    const spec::Catalog& catalog)
{
    spec::Job candidate = job;
    candidate.labels = labels;
    const auto violations = spec::validate(candidate, catalog);
    std::vector<spec::Violation> labelViolations;
    std::copy_if(violations.begin(), violations.end(), std::back_inserter(labelViolations),
        [](const spec::Violation& v) { return v.path.starts_with("labels"); });
    if (spec::hasErrors(labelViolations))
        return JobError::fromViolations(labelViolations);
    return std::nullopt;
}

nlohmann::json stampEtag(spec::Job& job)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    job.etag.reset();
    nlohmann::json document = spec::toJson(job);
    std::uint64_t h = std::hash<std::string> {}(document.dump());
    std::string etag;
    for (int i = 0; i < 11; ++i, h >>= 6)
        etag += alphabet[h & 63];
    job.etag = etag + "=";
    document["etag"] = *job.etag;
    return document;
}

Reservation Reservation::of(const spec::Job& job, int totalSlots, int totalGpus)
{
    std::string error;
    const auto plan = planReplicas(job, error);
    Reservation r { static_cast<int>(plan.size()), gpuTotal(plan), 0, {} };
    if (job.trainingInput && job.trainingInput->hyperparameters) {
        r.parallelTrials = Study::parallelTrials(job, r.replicaSlots, r.gpus, totalSlots, totalGpus, r.note);
        r.replicaSlots *= r.parallelTrials;
        r.gpus *= r.parallelTrials;
    }
    return r;
}

std::string Reservation::reason(const Scheduler::Grant& grant, int parallelTrials, const std::string& note)
{
    namespace msg = spec::daemonmsg;
    const std::string slotText = std::to_string(grant.replicaSlots);
    const std::string gpuText = std::to_string(grant.gpus.size());
    if (parallelTrials <= 0)
        return spec::formatDaemonMessage(msg::resourcesReserved, { slotText, gpuText });
    const bool one = parallelTrials == 1;
    const std::string trials = std::to_string(parallelTrials);
    return note.empty()
        ? spec::formatDaemonMessage(one ? msg::resourcesReservedOneTrial : msg::resourcesReservedTrials, { slotText, gpuText, trials })
        : spec::formatDaemonMessage(one ? msg::resourcesReservedOneTrialNote : msg::resourcesReservedTrialsNote, { slotText, gpuText, trials, note });
}

} // namespace trainyard::daemon
