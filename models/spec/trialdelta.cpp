#include "trialdelta.h"

#include "job.h"

#include <algorithm>

namespace trainyard::spec {

namespace {

    std::optional<std::int64_t> lastStep(const HyperparameterOutput& trial)
    {
        if (!trial.allMetrics || trial.allMetrics->empty())
            return std::nullopt;
        return trial.allMetrics->back().trainingStep;
    }

    // Whether `held` has every metric up to the change's base.
    bool continues(const HyperparameterOutput* held, const TrialChange& change)
    {
        if (!change.afterStep)
            return true; // sent whole
        if (!held)
            return false;
        const auto last = lastStep(*held);
        return last && *last >= *change.afterStep;
    }

    // In place: the held metrics are not copied (a study's trials hold up to millions of them).
    void merge(HyperparameterOutput& held, HyperparameterOutput sent)
    {
        const auto last = lastStep(held);
        std::vector<HyperparameterMetric> metrics = std::move(held.allMetrics).value_or(std::vector<HyperparameterMetric> {});
        const bool any = held.allMetrics.has_value() || sent.allMetrics.has_value();
        if (sent.allMetrics) {
            for (HyperparameterMetric& metric : *sent.allMetrics)
                if (!last || !metric.trainingStep || *metric.trainingStep > *last)
                    metrics.push_back(std::move(metric));
        }
        held = std::move(sent);
        held.allMetrics.reset();
        if (any)
            held.allMetrics = std::move(metrics);
    }

} // namespace

bool applyTrialDelta(Job& document, const Job& summary, const TrialDelta& delta)
{
    std::vector<HyperparameterOutput> trials;
    if (document.trainingOutput && document.trainingOutput->trials)
        trials = std::move(*document.trainingOutput->trials); // given back below, whatever happens
    const auto find = [&trials](const std::optional<std::string>& id) -> HyperparameterOutput* {
        const auto it = std::find_if(trials.begin(), trials.end(), [&](const HyperparameterOutput& t) { return t.trialId == id; });
        return it == trials.end() ? nullptr : &*it;
    };
    const bool whole = std::all_of(delta.trials.begin(), delta.trials.end(),
        [&](const TrialChange& change) { return continues(find(change.trial.trialId), change); });
    if (!whole) {
        if (document.trainingOutput && document.trainingOutput->trials)
            *document.trainingOutput->trials = std::move(trials);
        return false;
    }
    for (const TrialChange& change : delta.trials) {
        if (HyperparameterOutput* held = find(change.trial.trialId); held && change.afterStep)
            merge(*held, change.trial);
        else if (held)
            *held = change.trial;
        else
            trials.push_back(change.trial);
    }
    Job merged = summary;
    if (!merged.trainingOutput)
        merged.trainingOutput = document.trainingOutput.value_or(TrainingOutput {});
    merged.trainingOutput->trials = std::move(trials);
    document = std::move(merged);
    return true;
}

} // namespace trainyard::spec
