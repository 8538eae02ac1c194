#pragma once

#include "enum.h"

namespace trainyard::spec {

// The enums of ml.v1, in the discovery document's order; the first value is the proto default.

enum class State { Unspecified, Queued, Preparing, Running, Succeeded, Failed, Cancelling, Cancelled };
enum class ScaleTier { Basic, Standard1, Premium1, BasicGpu, BasicTpu, Custom };
enum class GoalType { Unspecified, Maximize, Minimize };
enum class Algorithm { Unspecified, GridSearch, RandomSearch };
enum class ParameterType { Unspecified, Double, Integer, Categorical, Discrete };
enum class ScaleType { None, UnitLinear, UnitLog, UnitReverseLog };

// True for SUCCEEDED, FAILED and CANCELLED: the job will not change state again.
bool isTerminal(State state);

template <>
struct EnumNames<State> {
    static constexpr std::array<std::pair<State, std::string_view>, 8> names { {
        { State::Unspecified, "STATE_UNSPECIFIED" },
        { State::Queued, "QUEUED" },
        { State::Preparing, "PREPARING" },
        { State::Running, "RUNNING" },
        { State::Succeeded, "SUCCEEDED" },
        { State::Failed, "FAILED" },
        { State::Cancelling, "CANCELLING" },
        { State::Cancelled, "CANCELLED" },
    } };
};

template <>
struct EnumNames<ScaleTier> {
    static constexpr std::array<std::pair<ScaleTier, std::string_view>, 6> names { {
        { ScaleTier::Basic, "BASIC" },
        { ScaleTier::Standard1, "STANDARD_1" },
        { ScaleTier::Premium1, "PREMIUM_1" },
        { ScaleTier::BasicGpu, "BASIC_GPU" },
        { ScaleTier::BasicTpu, "BASIC_TPU" },
        { ScaleTier::Custom, "CUSTOM" },
    } };
};

template <>
struct EnumNames<GoalType> {
    static constexpr std::array<std::pair<GoalType, std::string_view>, 3> names { {
        { GoalType::Unspecified, "GOAL_TYPE_UNSPECIFIED" },
        { GoalType::Maximize, "MAXIMIZE" },
        { GoalType::Minimize, "MINIMIZE" },
    } };
};

template <>
struct EnumNames<Algorithm> {
    static constexpr std::array<std::pair<Algorithm, std::string_view>, 3> names { {
        { Algorithm::Unspecified, "ALGORITHM_UNSPECIFIED" },
        { Algorithm::GridSearch, "GRID_SEARCH" },
        { Algorithm::RandomSearch, "RANDOM_SEARCH" },
    } };
};

template <>
struct EnumNames<ParameterType> {
    static constexpr std::array<std::pair<ParameterType, std::string_view>, 5> names { {
        { ParameterType::Unspecified, "PARAMETER_TYPE_UNSPECIFIED" },
        { ParameterType::Double, "DOUBLE" },
        { ParameterType::Integer, "INTEGER" },
        { ParameterType::Categorical, "CATEGORICAL" },
        { ParameterType::Discrete, "DISCRETE" },
    } };
};

template <>
struct EnumNames<ScaleType> {
    static constexpr std::array<std::pair<ScaleType, std::string_view>, 4> names { {
        { ScaleType::None, "NONE" },
        { ScaleType::UnitLinear, "UNIT_LINEAR_SCALE" },
        { ScaleType::UnitLog, "UNIT_LOG_SCALE" },
        { ScaleType::UnitReverseLog, "UNIT_REVERSE_LOG_SCALE" },
    } };
};

} // namespace trainyard::spec
