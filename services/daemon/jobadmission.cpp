#include "jobadmission.h"

#include "replicaplan.h"
#include "requestlimits.h"
#include "study.h"

#include "spec/daemonmessages.h"
#include "spec/validation.h"

namespace trainyard::daemon {

std::optional<JobError> admissionError(const spec::Job& job, const DaemonConfig& config, const spec::Catalog& catalog, int totalSlots)
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
    if (gpus > static_cast<int>(config.gpus.size()))
        return JobError::failedPrecondition("the job needs " + std::to_string(gpus) + " GPUs but this daemon has "
            + std::to_string(config.gpus.size()) + " (trainyardd --gpus)");
    return std::nullopt;
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
