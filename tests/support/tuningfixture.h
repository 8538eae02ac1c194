#pragma once

// A tuning study for the Trials tab's tests and screenshots, served by a FakeBackend: the job document
// of tests/models/tuningjobs.h and each trial's log as a trainer writes it (its parameters, a line per
// reported value, warnings, and for the failed trial a traceback ending in an ERROR line).

#include "fakebackend.h"
#include "tuningjobs.h"

#include <string>

namespace trainyard::test {

inline void writeTrialLogs(FakeBackend& backend, const spec::Job& job)
{
    const std::string jobId = job.jobId.value_or("");
    backend.addLine(jobId, "", "master-replica-0", spec::LogSeverity::Info, "tuning: " + std::to_string(job.trainingOutput->trials->size()) + " trials so far");
    for (const auto& trial : *job.trainingOutput->trials) {
        const std::string id = trial.trialId.value_or("");
        std::string params;
        for (const auto& [name, value] : trial.hyperparameters.value_or(std::map<std::string, std::string> {}))
            params += " --" + name + "=" + value;
        backend.addLine(jobId, id, "master-replica-0", spec::LogSeverity::Info, "trial " + id + " starting with" + params);
        const auto& metrics = trial.allMetrics.value_or(std::vector<spec::HyperparameterMetric> {});
        for (std::size_t i = 0; i < metrics.size(); ++i) {
            backend.addLine(jobId, id, "master-replica-0", spec::LogSeverity::Info,
                "step " + std::to_string(metrics[i].trainingStep.value_or(0)) + " accuracy=" + tuningtest::numberText(metrics[i].objectiveValue.value_or(0)));
            if (i == 1)
                backend.addLine(jobId, id, "master-replica-0", spec::LogSeverity::Warning, "learning rate warm-up done", "stderr");
        }
        if (trial.state && *trial.state == spec::State::Failed) {
            backend.addLine(jobId, id, "master-replica-0", spec::LogSeverity::Error, "Traceback (most recent call last):", "stderr");
            backend.addLine(jobId, id, "master-replica-0", spec::LogSeverity::Error, "RuntimeError: loss is NaN at step 600", "stderr");
        }
    }
}

} // namespace trainyard::test
