#pragma once

#include "spec/hyperparameterspec.h"
#include "spec/parameterimportance.h"
#include "tuner.h"

#include <cstdint>
#include <vector>

namespace trainyard::tuner {

// Which parameters of a study mattered: functional ANOVA (Hutter, Hoos & Leyton-Brown 2014) on a
// random forest fitted to the completed trials, as Optuna's default evaluator does (docs/tuning.md,
// "Parameter importance"). Pure and deterministic: the same spec, trials and seed give the same
// report. The daemon calls it off the event loop; it needs no Qt and no GP.
class ImportanceEvaluator {
public:
    static constexpr int minimumTrials = 5; // completed trials with a finite value

    // The report over spec.params (every parameter of the study, conditional ones too: a trial
    // without a parameter counts it as "inactive", a value of its own). Fewer than minimumTrials
    // completed trials, or a spec the tuner cannot read: a report with no parameters.
    static spec::ImportanceReport evaluate(const spec::HyperparameterSpec& spec, const std::vector<Observation>& trials,
        std::uint64_t seed = 0);
};

} // namespace trainyard::tuner
