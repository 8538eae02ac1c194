#pragma once

#include "enums.h"

#include "spec/duration.h"
#include "spec/timestamp.h"
#include "spec/unknownfields.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec::vertex {

// GoogleCloudAiplatformV1StudySpec and its parts: what a HyperparameterTuningJob searches.

struct SafetyMetricConfig {
    std::optional<double> safetyThreshold;
    std::optional<double> desiredMinSafeTrialsFraction;
    UnknownFields unknown;
    friend bool operator==(const SafetyMetricConfig&, const SafetyMetricConfig&) = default;
};

struct MetricSpec {
    std::optional<std::string> metricId;
    std::optional<Enum<Goal>> goal;
    std::optional<SafetyMetricConfig> safetyConfig;
    UnknownFields unknown;
    friend bool operator==(const MetricSpec&, const MetricSpec&) = default;
};

struct DoubleValueSpec {
    std::optional<double> minValue;
    std::optional<double> maxValue;
    std::optional<double> defaultValue;
    UnknownFields unknown;
    friend bool operator==(const DoubleValueSpec&, const DoubleValueSpec&) = default;
};

struct IntegerValueSpec {
    std::optional<std::int64_t> minValue; // int64: strings on the wire
    std::optional<std::int64_t> maxValue;
    std::optional<std::int64_t> defaultValue;
    UnknownFields unknown;
    friend bool operator==(const IntegerValueSpec&, const IntegerValueSpec&) = default;
};

struct CategoricalValueSpec {
    std::optional<std::vector<std::string>> values;
    std::optional<std::string> defaultValue;
    UnknownFields unknown;
    friend bool operator==(const CategoricalValueSpec&, const CategoricalValueSpec&) = default;
};

struct DiscreteValueSpec {
    std::optional<std::vector<double>> values;
    std::optional<double> defaultValue;
    UnknownFields unknown;
    friend bool operator==(const DiscreteValueSpec&, const DiscreteValueSpec&) = default;
};

struct CategoricalValueCondition {
    std::optional<std::vector<std::string>> values;
    UnknownFields unknown;
    friend bool operator==(const CategoricalValueCondition&, const CategoricalValueCondition&) = default;
};

struct DiscreteValueCondition {
    std::optional<std::vector<double>> values;
    UnknownFields unknown;
    friend bool operator==(const DiscreteValueCondition&, const DiscreteValueCondition&) = default;
};

struct IntValueCondition {
    std::optional<std::vector<std::int64_t>> values; // int64: strings on the wire
    UnknownFields unknown;
    friend bool operator==(const IntValueCondition&, const IntValueCondition&) = default;
};

struct ConditionalParameterSpec;

// One parameter: exactly one of the four value specs. `conditionalParameterSpecs` are parameters
// that exist only when this one takes one of the listed values (a tree, e.g. the optimizer, then
// its own learning rate).
struct ParameterSpec {
    std::optional<std::string> parameterId;
    std::optional<DoubleValueSpec> doubleValueSpec;
    std::optional<IntegerValueSpec> integerValueSpec;
    std::optional<CategoricalValueSpec> categoricalValueSpec;
    std::optional<DiscreteValueSpec> discreteValueSpec;
    std::optional<Enum<ScaleType>> scaleType;
    std::optional<std::vector<ConditionalParameterSpec>> conditionalParameterSpecs;
    UnknownFields unknown;
    friend bool operator==(const ParameterSpec&, const ParameterSpec&);
};

// A child parameter and the parent values that bring it in: the condition must match the parent's
// type (categorical values under a categorical parent, and so on).
struct ConditionalParameterSpec {
    std::optional<DiscreteValueCondition> parentDiscreteValues;
    std::optional<IntValueCondition> parentIntValues;
    std::optional<CategoricalValueCondition> parentCategoricalValues;
    std::optional<ParameterSpec> parameterSpec;
    UnknownFields unknown;
    friend bool operator==(const ConditionalParameterSpec&, const ConditionalParameterSpec&) = default;
};

inline bool operator==(const ParameterSpec& a, const ParameterSpec& b)
{
    return a.parameterId == b.parameterId && a.doubleValueSpec == b.doubleValueSpec
        && a.integerValueSpec == b.integerValueSpec && a.categoricalValueSpec == b.categoricalValueSpec
        && a.discreteValueSpec == b.discreteValueSpec && a.scaleType == b.scaleType
        && a.conditionalParameterSpecs == b.conditionalParameterSpecs && a.unknown == b.unknown;
}

struct StoppingSpec { // decayCurveStoppingSpec and medianAutomatedStoppingSpec share this shape
    std::optional<bool> useElapsedDuration;
    UnknownFields unknown;
    friend bool operator==(const StoppingSpec&, const StoppingSpec&) = default;
};

struct ConvexAutomatedStoppingSpec {
    std::optional<std::int64_t> maxStepCount;
    std::optional<std::int64_t> minStepCount;
    std::optional<std::int64_t> minMeasurementCount;
    std::optional<std::string> learningRateParameterName;
    std::optional<bool> useElapsedDuration;
    std::optional<bool> updateAllStoppedTrials;
    UnknownFields unknown;
    friend bool operator==(const ConvexAutomatedStoppingSpec&, const ConvexAutomatedStoppingSpec&) = default;
};

struct StudyTimeConstraint {
    std::optional<Duration> maxDuration;
    std::optional<Timestamp> endTime;
    UnknownFields unknown;
    friend bool operator==(const StudyTimeConstraint&, const StudyTimeConstraint&) = default;
};

struct StudyStoppingConfig {
    std::optional<bool> shouldStopAsap;
    std::optional<StudyTimeConstraint> minimumRuntimeConstraint;
    std::optional<StudyTimeConstraint> maximumRuntimeConstraint;
    std::optional<std::int32_t> minNumTrials;
    std::optional<std::int32_t> maxNumTrials;
    std::optional<std::int32_t> maxNumTrialsNoProgress;
    std::optional<Duration> maxDurationNoProgress;
    UnknownFields unknown;
    friend bool operator==(const StudyStoppingConfig&, const StudyStoppingConfig&) = default;
};

struct StudySpec {
    std::optional<StoppingSpec> decayCurveStoppingSpec;
    std::optional<StoppingSpec> medianAutomatedStoppingSpec;
    std::optional<ConvexAutomatedStoppingSpec> convexAutomatedStoppingSpec;
    std::optional<std::vector<MetricSpec>> metrics;
    std::optional<std::vector<ParameterSpec>> parameters;
    std::optional<Enum<Algorithm>> algorithm; // unspecified: Google's Vizier (Bayesian); the daemon's GP tuner
    std::optional<Enum<ObservationNoise>> observationNoise;
    std::optional<Enum<MeasurementSelection>> measurementSelectionType;
    std::optional<StudyStoppingConfig> studyStoppingConfig;
    UnknownFields unknown;
    friend bool operator==(const StudySpec&, const StudySpec&) = default;
};

} // namespace trainyard::spec::vertex
