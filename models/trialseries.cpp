#include "trialseries.h"

#include "spec/numbers.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <utility>

namespace trainyard::models {

namespace {

    constexpr double nan = TrialRecord::none;

    void widen(double& min, double& max, double value)
    {
        if (!std::isfinite(value))
            return;
        if (std::isnan(min) || value < min)
            min = value;
        if (std::isnan(max) || value > max)
            max = value;
    }

    const spec::HyperparameterSpec* tuningSpecOf(const spec::Job& job)
    {
        if (!job.trainingInput || !job.trainingInput->hyperparameters)
            return nullptr;
        return &*job.trainingInput->hyperparameters;
    }

    // The spec's parameters in order, then any name a trial has that the spec does not (a resumed job's).
    std::vector<TrialParameter> parametersOf(const spec::Job& job)
    {
        std::vector<TrialParameter> parameters;
        std::vector<std::string> names;
        if (const auto* hp = tuningSpecOf(job); hp && hp->params) {
            for (const auto& p : *hp->params) {
                if (!p.parameterName || std::find(names.begin(), names.end(), *p.parameterName) != names.end())
                    continue;
                TrialParameter parameter;
                parameter.name = QString::fromStdString(*p.parameterName);
                parameter.type = p.type ? p.type->value() : spec::ParameterType::Unspecified;
                parameter.categorical = parameter.type == spec::ParameterType::Categorical;
                parameter.logScale = p.scaleType && *p.scaleType == spec::ScaleType::UnitLog;
                if (parameter.categorical) {
                    for (const auto& value : p.categoricalValues.value_or(std::vector<std::string> {}))
                        parameter.categories << QString::fromStdString(value);
                } else if (parameter.type == spec::ParameterType::Discrete) {
                    for (double value : p.discreteValues.value_or(std::vector<double> {}))
                        widen(parameter.min, parameter.max, value);
                } else {
                    widen(parameter.min, parameter.max, p.minValue.value_or(nan));
                    widen(parameter.min, parameter.max, p.maxValue.value_or(nan));
                }
                names.push_back(*p.parameterName);
                parameters.push_back(std::move(parameter));
            }
        }
        std::vector<std::string> extra;
        if (job.trainingOutput && job.trainingOutput->trials) {
            for (const auto& trial : *job.trainingOutput->trials) {
                for (const auto& [name, value] : trial.hyperparameters.value_or(std::map<std::string, std::string> {})) {
                    if (std::find(names.begin(), names.end(), name) == names.end()
                        && std::find(extra.begin(), extra.end(), name) == extra.end())
                        extra.push_back(name);
                }
            }
        }
        std::sort(extra.begin(), extra.end());
        for (const auto& name : extra) {
            TrialParameter parameter;
            parameter.name = QString::fromStdString(name);
            parameters.push_back(std::move(parameter));
        }
        return parameters;
    }

    bool endedWell(const spec::HyperparameterOutput& trial)
    {
        if (trial.isTrialStoppedEarly.value_or(false))
            return true;
        if (trial.state)
            return *trial.state == spec::State::Succeeded;
        // Google's older documents have no trial state: a trial listed with an end or a final metric is done.
        return trial.endTime || trial.finalMetric;
    }

    bool unfinished(const spec::HyperparameterOutput& trial)
    {
        if (trial.state)
            return !spec::isTerminal(trial.state->value()) && !trial.isTrialStoppedEarly.value_or(false);
        return !trial.endTime && !trial.finalMetric;
    }

    TrialRecord recordOf(const spec::HyperparameterOutput& trial, std::vector<TrialParameter>& parameters, const std::vector<std::string>& names)
    {
        TrialRecord record;
        record.id = trial.trialId.value_or(std::string());
        record.idText = QString::fromStdString(record.id);
        if (trial.state)
            record.state = *trial.state;
        record.unfinished = unfinished(trial);
        record.failed = trial.state && *trial.state == spec::State::Failed;
        record.stoppedEarly = trial.isTrialStoppedEarly.value_or(false);
        record.start = trial.startTime;
        record.end = trial.endTime;

        record.params.assign(parameters.size(), nan);
        record.paramText.assign(parameters.size(), QString());
        if (trial.hyperparameters) {
            for (std::size_t i = 0; i < parameters.size(); ++i) {
                TrialParameter& parameter = parameters[i];
                const auto it = trial.hyperparameters->find(names[i]);
                if (it == trial.hyperparameters->end())
                    continue;
                const QString text = QString::fromStdString(it->second);
                record.paramText[i] = text;
                if (parameter.categorical) {
                    auto at = parameter.categories.indexOf(text);
                    if (at < 0) { // a value the spec does not list (edited since): shown after the others
                        parameter.categories << text;
                        at = parameter.categories.size() - 1;
                    }
                    record.params[i] = static_cast<double>(at);
                } else if (const auto value = spec::parseDouble(it->second); value && std::isfinite(*value)) {
                    record.params[i] = *value;
                    widen(parameter.min, parameter.max, *value);
                }
            }
        }

        if (trial.allMetrics) {
            // In the order the trainer reported them, which is by step; sorted only when it is not.
            const auto& metrics = *trial.allMetrics;
            record.steps.reserve(metrics.size());
            record.values.reserve(metrics.size());
            bool ordered = true;
            for (std::size_t i = 0; i < metrics.size(); ++i) {
                if (!metrics[i].objectiveValue || !std::isfinite(*metrics[i].objectiveValue))
                    continue;
                const double step = metrics[i].trainingStep ? static_cast<double>(*metrics[i].trainingStep) : static_cast<double>(i);
                ordered = ordered && (record.steps.empty() || record.steps.back() <= step);
                record.steps.push_back(step);
                record.values.push_back(*metrics[i].objectiveValue);
            }
            if (!ordered) {
                std::vector<std::size_t> order(record.steps.size());
                std::iota(order.begin(), order.end(), std::size_t { 0 });
                std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return record.steps[a] < record.steps[b]; });
                std::vector<double> steps, values;
                for (std::size_t i : order) {
                    steps.push_back(record.steps[i]);
                    values.push_back(record.values[i]);
                }
                record.steps = std::move(steps);
                record.values = std::move(values);
            }
            if (!record.values.empty())
                record.latest = record.values.back();
        }

        if (endedWell(trial)) {
            if (trial.finalMetric && trial.finalMetric->objectiveValue && std::isfinite(*trial.finalMetric->objectiveValue)) {
                record.objective = *trial.finalMetric->objectiveValue;
                record.finalStep = trial.finalMetric->trainingStep.value_or(-1);
            } else if (!record.values.empty()) { // no final metric: the last value reported is the final one
                record.objective = record.values.back();
                record.finalStep = static_cast<std::int64_t>(record.steps.back());
            }
        }
        return record;
    }

    // Trial ids in order: numeric ids by value ("2" before "10"), any other id after them by text.
    void sortById(std::vector<TrialRecord>& trials)
    {
        std::vector<std::optional<std::int64_t>> numbers(trials.size());
        for (std::size_t i = 0; i < trials.size(); ++i)
            numbers[i] = spec::parseInteger<std::int64_t>(trials[i].id);
        std::vector<std::size_t> order(trials.size());
        std::iota(order.begin(), order.end(), std::size_t { 0 });
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            if (numbers[a] && numbers[b])
                return *numbers[a] < *numbers[b];
            if (numbers[a] || numbers[b])
                return numbers[a].has_value();
            return trials[a].id < trials[b].id;
        });
        std::vector<TrialRecord> sorted;
        sorted.reserve(trials.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            TrialRecord& record = trials[order[i]];
            record.number = numbers[order[i]] ? static_cast<double>(*numbers[order[i]]) : static_cast<double>(i + 1);
            sorted.push_back(std::move(record));
        }
        trials = std::move(sorted);
    }

    // FNV-1a over the fields, 64 bits: a collision between two documents of one study is not a concern.
    class Fingerprint {
    public:
        void add(std::uint64_t value)
        {
            for (int i = 0; i < 8; ++i) {
                m_hash ^= (value >> (8 * i)) & 0xff;
                m_hash *= 0x100000001b3ull;
            }
        }
        void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
        void add(const QString& text) { add(static_cast<std::uint64_t>(qHash(text)) ^ static_cast<std::uint64_t>(text.size()) << 40); }
        void add(const std::optional<spec::Timestamp>& time)
        {
            add(time ? static_cast<std::uint64_t>(time->seconds) : ~std::uint64_t { 0 });
            add(time ? static_cast<std::uint64_t>(time->nanos) : 0);
        }
        std::uint64_t value() const { return m_hash; }

    private:
        std::uint64_t m_hash = 0xcbf29ce484222325ull;
    };

    std::uint64_t fingerprint(const std::vector<TrialRecord>& trials)
    {
        Fingerprint f;
        for (const auto& t : trials) {
            f.add(t.idText);
            f.add(static_cast<std::uint64_t>(t.unfinished));
            for (const QString& text : t.paramText)
                f.add(text);
            if (t.unfinished)
                continue; // its progress is not part of it
            f.add(static_cast<std::uint64_t>(t.failed) | static_cast<std::uint64_t>(t.stoppedEarly) << 1);
            f.add(QString::fromUtf8(t.state.wire().data(), static_cast<qsizetype>(t.state.wire().size())));
            f.add(t.objective);
            f.add(static_cast<std::uint64_t>(t.finalStep));
            f.add(static_cast<std::uint64_t>(t.steps.size()));
            f.add(t.steps.empty() ? 0.0 : t.steps.back());
            f.add(t.latest);
            f.add(t.start);
            f.add(t.end);
        }
        return f.value();
    }

} // namespace

std::int64_t TrialRecord::lastStep() const
{
    if (!steps.empty())
        return std::max(static_cast<std::int64_t>(steps.back()), finalStep);
    return finalStep;
}

bool TrialRecord::sameAs(const TrialRecord& other) const
{
    const auto same = [](double a, double b) { return (std::isnan(a) && std::isnan(b)) || a == b; };
    // Numbers first, texts last: a live update compares every trial of the study. The parameters'
    // texts cover the hyperparameters (every name a trial has is one of the series' parameters).
    return unfinished == other.unfinished && failed == other.failed && stoppedEarly == other.stoppedEarly && same(objective, other.objective)
        && finalStep == other.finalStep && same(latest, other.latest) && steps.size() == other.steps.size()
        && (steps.empty() || steps.back() == other.steps.back()) && start == other.start && end == other.end
        && std::equal(params.begin(), params.end(), other.params.begin(), other.params.end(), same) && state == other.state && id == other.id
        && paramText == other.paramText;
}

bool TrialSeries::sameEndedTrials(const TrialSeries& other) const
{
    if (trials.size() != other.trials.size() || best != other.best || goal != other.goal || parameters.size() != other.parameters.size()
        || endedFingerprint != other.endedFingerprint)
        return false;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        if (parameters[i].name != other.parameters[i].name || parameters[i].categories != other.parameters[i].categories)
            return false;
    }
    const auto same = [](double x, double y) { return (std::isnan(x) && std::isnan(y)) || x == y; };
    return same(objectiveMin, other.objectiveMin) && same(objectiveMax, other.objectiveMax);
}

bool TrialSeries::isTuningJob(const spec::Job& job)
{
    if (tuningSpecOf(job))
        return true;
    return job.trainingOutput
        && (job.trainingOutput->isHyperparameterTuningJob.value_or(false) || (job.trainingOutput->trials && !job.trainingOutput->trials->empty()));
}

std::shared_ptr<const TrialSeries> TrialSeries::fromJob(const spec::Job& job)
{
    auto series = std::make_shared<TrialSeries>();
    const auto* hp = tuningSpecOf(job);
    if (hp && hp->goal && *hp->goal == spec::GoalType::Minimize)
        series->goal = spec::GoalType::Minimize;
    if (hp)
        series->maxTrials = std::max(1, hp->maxTrials.value_or(1));
    if (job.trainingOutput && job.trainingOutput->hyperparameterMetricTag && !job.trainingOutput->hyperparameterMetricTag->empty())
        series->metricTag = QString::fromStdString(*job.trainingOutput->hyperparameterMetricTag);
    else if (hp && hp->hyperparameterMetricTag && !hp->hyperparameterMetricTag->empty())
        series->metricTag = QString::fromStdString(*hp->hyperparameterMetricTag);
    else
        series->metricTag = QString::fromLatin1(spec::HyperparameterSpec::defaultMetricTag);

    series->parameters = parametersOf(job);
    if (job.trainingOutput && job.trainingOutput->trials) {
        series->trials.reserve(job.trainingOutput->trials->size());
        std::vector<std::string> names;
        for (const auto& parameter : series->parameters)
            names.push_back(parameter.name.toStdString());
        for (const auto& trial : *job.trainingOutput->trials)
            series->trials.push_back(recordOf(trial, series->parameters, names));
    }
    sortById(series->trials);
    // A categorical parameter's new values were appended while reading: every earlier index still holds.

    double best = nan;
    for (std::size_t i = 0; i < series->trials.size(); ++i) {
        TrialRecord& trial = series->trials[i];
        if (trial.hasObjective()) {
            if (std::isnan(best) || series->better(trial.objective, best)) {
                best = trial.objective;
                series->best = static_cast<int>(i);
            }
            widen(series->objectiveMin, series->objectiveMax, trial.objective);
            widen(series->valueMin, series->valueMax, trial.objective);
        }
        trial.bestSoFar = best;
        for (double value : trial.values)
            widen(series->valueMin, series->valueMax, value);
        if (!trial.steps.empty())
            series->stepMax = std::isnan(series->stepMax) ? trial.steps.back() : std::max(series->stepMax, trial.steps.back());
        if (trial.finalStep >= 0)
            series->stepMax = std::isnan(series->stepMax) ? static_cast<double>(trial.finalStep) : std::max(series->stepMax, static_cast<double>(trial.finalStep));
        if (trial.unfinished)
            ++series->running;
        else
            ++series->finished;
        if (trial.failed)
            ++series->failed;
        if (trial.stoppedEarly)
            ++series->stoppedEarly;
    }
    series->endedFingerprint = fingerprint(series->trials);
    for (auto& parameter : series->parameters) {
        if (parameter.logScale && !(parameter.min > 0))
            parameter.logScale = false; // a log axis needs a positive range
    }
    return series;
}

std::map<std::string, std::string> TrialSeries::hyperparametersOf(const TrialRecord& trial) const
{
    std::map<std::string, std::string> out;
    for (std::size_t i = 0; i < parameters.size() && i < trial.paramText.size(); ++i) {
        if (!trial.paramText[i].isEmpty())
            out.emplace(parameters[i].name.toStdString(), trial.paramText[i].toStdString());
    }
    return out;
}

int TrialSeries::indexOf(const QString& trialId) const
{
    for (std::size_t i = 0; i < trials.size(); ++i) {
        if (trials[i].idText == trialId)
            return static_cast<int>(i);
    }
    return -1;
}

double TrialSeries::rank(double objective) const
{
    if (std::isnan(objective) || std::isnan(objectiveMin))
        return nan;
    if (objectiveMax <= objectiveMin)
        return 1.0;
    const double t = std::clamp((objective - objectiveMin) / (objectiveMax - objectiveMin), 0.0, 1.0);
    return goal == spec::GoalType::Minimize ? 1.0 - t : t;
}

std::size_t TrialSeries::pointCount() const
{
    std::size_t n = 0;
    for (const auto& trial : trials)
        n += trial.values.size();
    return n;
}

QStringList trialArguments(const spec::Job& job, const std::map<std::string, std::string>& hyperparameters)
{
    QStringList args;
    if (job.trainingInput) {
        for (const auto& arg : job.trainingInput->args.value_or(std::vector<std::string> {}))
            args << QString::fromStdString(arg);
    }
    for (const auto& [name, value] : hyperparameters)
        args << QStringLiteral("--%1=%2").arg(QString::fromStdString(name), QString::fromStdString(value));
    if (job.trainingInput && job.trainingInput->jobDir)
        args << QStringLiteral("--job-dir") << QString::fromStdString(*job.trainingInput->jobDir);
    return args;
}

} // namespace trainyard::models
