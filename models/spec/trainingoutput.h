#pragma once

#include "enums.h"
#include "timestamp.h"
#include "unknownfields.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

struct HyperparameterMetric {
    std::optional<std::int64_t> trainingStep;
    std::optional<double> objectiveValue;
    UnknownFields unknown;
    friend bool operator==(const HyperparameterMetric&, const HyperparameterMetric&) = default;
};

// One tuning trial.
struct HyperparameterOutput {
    std::optional<std::string> trialId;
    std::optional<std::map<std::string, std::string>> hyperparameters;
    std::optional<HyperparameterMetric> finalMetric;
    std::optional<std::vector<HyperparameterMetric>> allMetrics;
    std::optional<bool> isTrialStoppedEarly;
    std::optional<Enum<State>> state;
    std::optional<Timestamp> startTime;
    std::optional<Timestamp> endTime;
    std::optional<std::map<std::string, std::string>> webAccessUris;
    std::optional<OpaqueJson> builtInAlgorithmOutput;
    UnknownFields unknown;
    friend bool operator==(const HyperparameterOutput&, const HyperparameterOutput&) = default;
};

struct TrainingOutput {
    std::optional<std::int64_t> completedTrialCount;
    std::optional<std::vector<HyperparameterOutput>> trials;
    std::optional<double> consumedMLUnits;
    std::optional<bool> isHyperparameterTuningJob;
    std::optional<std::string> hyperparameterMetricTag;
    std::optional<std::map<std::string, std::string>> webAccessUris;
    std::optional<bool> isBuiltInAlgorithmJob;
    std::optional<OpaqueJson> builtInAlgorithmOutput;
    UnknownFields unknown;
    friend bool operator==(const TrainingOutput&, const TrainingOutput&) = default;
};

} // namespace trainyard::spec
