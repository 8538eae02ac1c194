#pragma once

#include <string>
#include <vector>

namespace trainyard::daemon {

// What makes a run one trial of a hyperparameter-tuning job (docs/api.md, "Hyperparameter tuning");
// empty for a plain job.
struct TrialSetup {
    std::string id; // "3": CLOUD_ML_TRIAL_ID, TF_CONFIG's task.trial, the trial of its log sources
    std::vector<std::string> args; // the trial's parameters as --name=value, after the job's args
    std::string metricTag; // CLOUD_ML_HP_METRIC_TAG
    // CLOUD_ML_HP_METRIC_FILE of the primary replica, the one the tuning reads; every other replica
    // gets <same folder>/<replica>.metrics, so that a worker reporting too cannot overwrite it.
    std::string metricFile;
    std::vector<std::string> pythonPath; // the job's packages, staged once for all its trials
};

} // namespace trainyard::daemon
