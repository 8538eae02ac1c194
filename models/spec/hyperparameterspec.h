#pragma once

#include "enums.h"
#include "unknownfields.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

struct ParameterSpec {
    std::optional<std::string> parameterName;
    std::optional<Enum<ParameterType>> type;
    std::optional<double> minValue;
    std::optional<double> maxValue;
    std::optional<std::vector<std::string>> categoricalValues;
    std::optional<std::vector<double>> discreteValues;
    std::optional<Enum<ScaleType>> scaleType;
    UnknownFields unknown;
    friend bool operator==(const ParameterSpec&, const ParameterSpec&) = default;
};

struct HyperparameterSpec {
    static constexpr const char* defaultMetricTag = "training/hptuning/metric";

    std::optional<Enum<GoalType>> goal;
    std::optional<std::vector<ParameterSpec>> params;
    std::optional<std::int32_t> maxTrials; // default 1
    std::optional<std::int32_t> maxParallelTrials; // default 1
    std::optional<std::int32_t> maxFailedTrials; // default 0: the service decides
    std::optional<std::string> hyperparameterMetricTag;
    std::optional<bool> enableTrialEarlyStopping;
    std::optional<Enum<Algorithm>> algorithm;
    std::optional<std::string> resumePreviousJobId;
    UnknownFields unknown;
    friend bool operator==(const HyperparameterSpec&, const HyperparameterSpec&) = default;
};

} // namespace trainyard::spec
