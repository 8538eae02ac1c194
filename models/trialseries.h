#pragma once

#include "spec/enums.h"
#include "spec/job.h"
#include "spec/timestamp.h"

#include <QString>
#include <QStringList>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::models {

// One hyperparameter as the charts place it: the spec's range, widened by what the trials really got
// (a resumed job's trials, a spec edited since), and the categories in the spec's order.
struct TrialParameter {
    QString name;
    spec::ParameterType type = spec::ParameterType::Unspecified;
    bool logScale = false; // UNIT_LOG_SCALE: placed on a log axis (needs a positive range)
    bool categorical = false; // CATEGORICAL: the value is an index into `categories`
    double min = std::numeric_limits<double>::quiet_NaN(); // NaN when neither the spec nor a trial says
    double max = std::numeric_limits<double>::quiet_NaN();
    QStringList categories;
};

// One trial, every number the table and the charts read, derived once per job document.
struct TrialRecord {
    static constexpr double none = std::numeric_limits<double>::quiet_NaN();

    std::string id;
    QString idText;
    double number = 0; // the id as a number, for the x axis (its position + 1 when the id is not one)
    spec::Enum<spec::State> state;
    // Has not ended (queued, preparing, running, cancelling, or no state and no end): its curve and
    // latest value are provisional and never stand for a final value.
    bool unfinished = false;
    bool failed = false;
    bool stoppedEarly = false;
    std::vector<double> params; // per TrialSeries::parameters: the value, a category's index, or NaN
    std::vector<QString> paramText; // as the API carries it ("" when the trial has none)
    // finalMetric.objectiveValue of a trial that ended well (SUCCEEDED or stopped early); NaN otherwise.
    double objective = none;
    std::int64_t finalStep = -1; // finalMetric.trainingStep, -1 when none
    double bestSoFar = none; // the best objective among this trial and those before it in id order
    double latest = none; // the last intermediate value (allMetrics), for unfinished trials' markers
    std::vector<double> steps; // allMetrics, ordered by step: trainingStep (its position when absent)
    std::vector<double> values;
    std::optional<spec::Timestamp> start;
    std::optional<spec::Timestamp> end;

    bool hasObjective() const { return !std::isnan(objective); }
    std::int64_t lastStep() const;
    // Everything a table row or a marker shows is the same (intermediate values compared by count and
    // last value: a trial only ever appends them).
    bool sameAs(const TrialRecord& other) const;
};

// A tuning job's trials for the Trials tab: the table, every chart and the CSV read this, built once
// per job document and shared (immutable) between them.
struct TrialSeries {
    spec::GoalType goal = spec::GoalType::Maximize; // GOAL_TYPE_UNSPECIFIED is maximize, as the API says
    QString metricTag;
    std::int32_t maxTrials = 1;
    std::vector<TrialParameter> parameters;
    std::vector<TrialRecord> trials; // in trial id order (numeric ids by value)
    int best = -1; // index of the best trial (the first of equals), -1 when none has an objective

    // Ranges over finite values, NaN when there is none.
    double objectiveMin = TrialRecord::none; // final objectives
    double objectiveMax = TrialRecord::none;
    double valueMin = TrialRecord::none; // objectives and every intermediate value
    double valueMax = TrialRecord::none;
    double stepMax = TrialRecord::none;

    int finished = 0; // ended, successfully or not
    int running = 0;
    int failed = 0;
    int stoppedEarly = 0;
    // A hash of what charts draw of the study apart from unfinished trials' progress: every trial's id,
    // every ended trial's values, every unfinished trial's parameters. See sameEndedTrials().
    std::uint64_t endedFingerprint = 0;

    // A tuning job: its spec has hyperparameters, or its output says it is one.
    static bool isTuningJob(const spec::Job& job);
    static std::shared_ptr<const TrialSeries> fromJob(const spec::Job& job);

    bool better(double a, double b) const { return goal == spec::GoalType::Minimize ? a < b : a > b; }
    int indexOf(const QString& trialId) const; // -1 when unknown
    // The same trials, every trial that has ended ended the same way with the same values, unfinished
    // ones have the same parameters, the same best: what charts draw of the study apart from unfinished
    // trials' progress (compared by endedFingerprint, so in constant time for a live update).
    bool sameEndedTrials(const TrialSeries& other) const;
    // A trial's hyperparameters by name, as its trainer got them.
    std::map<std::string, std::string> hyperparametersOf(const TrialRecord& trial) const;
    // Where a value lies between the worst (0) and the best (1) objective; NaN for NaN.
    double rank(double objective) const;
    std::size_t pointCount() const; // intermediate values over all trials
};

// The command line a trial's trainer got after the module, as the daemon builds it: the job's args,
// --name=value for each of the trial's hyperparameters (by name), then --job-dir when the job has one.
QStringList trialArguments(const spec::Job& job, const std::map<std::string, std::string>& hyperparameters);

} // namespace trainyard::models
