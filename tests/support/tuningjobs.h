#pragma once

// Tuning job documents for the Trials tests, the benchmark and the screenshots, written the way the
// daemon writes them: trainingInput.hyperparameters, and trainingOutput.trials with each trial's
// hyperparameters (as text), state, times, every intermediate value (allMetrics), its final metric
// once it ended well, and isTrialStoppedEarly.

#include "spec/job.h"

#include <QString>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::tuningtest {

namespace spec = trainyard::spec;

inline constexpr std::int64_t epoch = 1'714'564'800; // 2024-05-01T12:00:00Z

// The shortest text that reads back as the same double, as the daemon writes parameters.
inline std::string numberText(double value)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

class TrialBuilder {
public:
    explicit TrialBuilder(std::string id) { m_trial.trialId = std::move(id); }
    TrialBuilder& state(std::string_view wire)
    {
        m_trial.state = spec::Enum<spec::State>::fromWire(wire);
        return *this;
    }
    TrialBuilder& param(const std::string& name, const std::string& value)
    {
        if (!m_trial.hyperparameters)
            m_trial.hyperparameters.emplace();
        (*m_trial.hyperparameters)[name] = value;
        return *this;
    }
    TrialBuilder& param(const std::string& name, double value) { return param(name, numberText(value)); }
    TrialBuilder& metric(std::int64_t step, double value)
    {
        if (!m_trial.allMetrics)
            m_trial.allMetrics.emplace();
        spec::HyperparameterMetric m;
        m.trainingStep = step;
        m.objectiveValue = value;
        m_trial.allMetrics->push_back(m);
        return *this;
    }
    TrialBuilder& final(std::int64_t step, double value)
    {
        auto& m = m_trial.finalMetric.emplace();
        m.trainingStep = step;
        m.objectiveValue = value;
        return *this;
    }
    TrialBuilder& stoppedEarly(bool stopped = true)
    {
        m_trial.isTrialStoppedEarly = stopped;
        return *this;
    }
    TrialBuilder& started(std::int64_t seconds)
    {
        m_trial.startTime = spec::Timestamp { seconds, 0 };
        return *this;
    }
    TrialBuilder& ended(std::int64_t seconds)
    {
        m_trial.endTime = spec::Timestamp { seconds, 0 };
        return *this;
    }
    // A trial that ended well: state SUCCEEDED, final metric = its last intermediate value.
    TrialBuilder& succeeded(std::int64_t endSeconds)
    {
        state("SUCCEEDED").ended(endSeconds);
        if (m_trial.allMetrics && !m_trial.allMetrics->empty())
            final(*m_trial.allMetrics->back().trainingStep, *m_trial.allMetrics->back().objectiveValue);
        return *this;
    }
    const spec::HyperparameterOutput& trial() const { return m_trial; }

private:
    spec::HyperparameterOutput m_trial;
};

class TuningJobBuilder {
public:
    TuningJobBuilder(std::string id, std::string_view goal, std::string metricTag = "accuracy")
    {
        m_job.jobId = std::move(id);
        m_job.state = spec::State::Running;
        m_job.createTime = spec::Timestamp { epoch - 10, 0 };
        m_job.startTime = spec::Timestamp { epoch, 0 };
        auto& input = m_job.trainingInput.emplace();
        input.region = "local";
        input.pythonModule = "trainer.task";
        input.packageUris = std::vector<std::string> { "/srv/trainer" };
        input.args = std::vector<std::string> { "--epochs", "20" };
        auto& hp = input.hyperparameters.emplace();
        hp.goal = spec::Enum<spec::GoalType>::fromWire(goal);
        hp.hyperparameterMetricTag = std::move(metricTag);
        hp.maxTrials = 10;
        hp.maxParallelTrials = 2;
        m_job.trainingOutput.emplace().isHyperparameterTuningJob = true;
    }
    // Goes on from a document (a later one of the same job).
    explicit TuningJobBuilder(spec::Job job)
        : m_job(std::move(job))
    {
    }
    TuningJobBuilder& number(const std::string& name, std::string_view type, double min, double max, std::string_view scale = "UNIT_LINEAR_SCALE")
    {
        spec::ParameterSpec p;
        p.parameterName = name;
        p.type = spec::Enum<spec::ParameterType>::fromWire(type);
        p.minValue = min;
        p.maxValue = max;
        p.scaleType = spec::Enum<spec::ScaleType>::fromWire(scale);
        params().push_back(p);
        return *this;
    }
    TuningJobBuilder& categorical(const std::string& name, std::vector<std::string> values)
    {
        spec::ParameterSpec p;
        p.parameterName = name;
        p.type = spec::ParameterType::Categorical;
        p.categoricalValues = std::move(values);
        params().push_back(p);
        return *this;
    }
    TuningJobBuilder& maxTrials(int n)
    {
        m_job.trainingInput->hyperparameters->maxTrials = n;
        return *this;
    }
    TuningJobBuilder& maxParallelTrials(int n)
    {
        m_job.trainingInput->hyperparameters->maxParallelTrials = n;
        return *this;
    }
    TuningJobBuilder& jobDir(std::string dir)
    {
        m_job.trainingInput->jobDir = std::move(dir);
        return *this;
    }
    TuningJobBuilder& state(std::string_view wire)
    {
        m_job.state = spec::Enum<spec::State>::fromWire(wire);
        return *this;
    }
    TuningJobBuilder& started(std::int64_t seconds)
    {
        m_job.createTime = spec::Timestamp { seconds - 10, 0 };
        m_job.startTime = spec::Timestamp { seconds, 0 };
        return *this;
    }
    TuningJobBuilder& add(const TrialBuilder& trial)
    {
        auto& output = *m_job.trainingOutput;
        if (!output.trials)
            output.trials.emplace();
        output.trials->push_back(trial.trial());
        std::int64_t completed = 0;
        for (const auto& t : *output.trials)
            completed += t.state && spec::isTerminal(t.state->value()) ? 1 : 0;
        output.completedTrialCount = completed;
        return *this;
    }
    spec::HyperparameterOutput& trial(std::size_t at) { return (*m_job.trainingOutput->trials)[at]; }
    spec::Job job() const { return m_job; }
    operator spec::Job() const { return m_job; } // NOLINT(google-explicit-constructor)

private:
    std::vector<spec::ParameterSpec>& params()
    {
        auto& hp = *m_job.trainingInput->hyperparameters;
        if (!hp.params)
            hp.params.emplace();
        return *hp.params;
    }
    spec::Job m_job;
};

// A realistic study: `trials` trials of learning_rate (log), layers, optimizer (categorical) and
// dropout, maximizing accuracy; each reports `steps` intermediate values. The last `running` trials are
// still running (part of their curve, no final metric), trial 5 failed (when there are more than 5),
// every seventh finished trial was stopped early. Deterministic for a seed.
struct Study {
    int trials = 40;
    int steps = 30;
    int running = 4;
    std::uint32_t seed = 7;
    int stepSize = 100; // trainingStep between two reports
    std::int64_t start = epoch; // the job's start (seconds since the epoch); trials follow it
};

inline spec::Job syntheticStudy(const std::string& jobId, const Study& study)
{
    TuningJobBuilder job(jobId, "MAXIMIZE");
    job.number("learning_rate", "DOUBLE", 1e-4, 1e-1, "UNIT_LOG_SCALE")
        .number("layers", "INTEGER", 2, 8)
        .categorical("optimizer", { "adam", "sgd", "rmsprop" })
        .number("dropout", "DOUBLE", 0.0, 0.5)
        .maxTrials(std::max(study.trials + 8, 48))
        .maxParallelTrials(std::max(study.running, 1))
        .jobDir("/tmp/" + jobId)
        .started(study.start);
    std::mt19937 random(study.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::normal_distribution<double> noise(0.0, 0.006);
    const char* optimizers[] = { "adam", "sgd", "rmsprop" };
    std::int64_t clock = study.start;
    for (int i = 1; i <= study.trials; ++i) {
        const double logLr = -4.0 + 3.0 * unit(random);
        const int layers = 2 + static_cast<int>(unit(random) * 7) % 7;
        const int optimizer = static_cast<int>(unit(random) * 3) % 3;
        const double dropout = 0.5 * unit(random);
        // Best near lr 3e-3, 5 layers, adam, dropout 0.2.
        const double quality = 0.97 - 0.05 * std::pow(logLr + 2.5, 2) - 0.006 * std::pow(layers - 5, 2) - (optimizer == 1 ? 0.04 : optimizer == 2 ? 0.015 : 0.0)
            - 0.3 * std::pow(dropout - 0.2, 2);
        const double speed = 0.08 + 0.25 * unit(random);
        const bool isRunning = i > study.trials - study.running;
        const bool isFailed = i == 5 && study.trials > 5 && !isRunning;
        const bool stopped = !isRunning && !isFailed && i % 7 == 0;
        int reported = study.steps;
        if (isRunning)
            reported = std::max(1, study.steps * (study.trials - i + 1) / (study.running + 1));
        else if (isFailed)
            reported = std::max(1, study.steps / 5);
        else if (stopped)
            reported = std::max(2, study.steps * 2 / 5);
        TrialBuilder trial(std::to_string(i));
        trial.param("learning_rate", std::pow(10.0, logLr))
            .param("layers", std::to_string(layers))
            .param("optimizer", optimizers[optimizer])
            .param("dropout", dropout);
        const std::int64_t start = clock;
        clock += 40;
        trial.started(start);
        for (int s = 1; s <= reported; ++s) {
            const double progress = 1.0 - std::exp(-speed * s * 30.0 / study.steps);
            trial.metric(static_cast<std::int64_t>(s) * study.stepSize, std::clamp(0.1 + (quality - 0.1) * progress + noise(random), 0.0, 1.0));
        }
        const std::int64_t end = start + 12 * reported + 30;
        if (isRunning) {
            trial.state("RUNNING");
        } else if (isFailed) {
            trial.state("FAILED").ended(end);
        } else {
            trial.succeeded(end);
            if (stopped)
                trial.stoppedEarly();
        }
        job.add(trial);
    }
    return job.job();
}

} // namespace trainyard::tuningtest
