#pragma once

#include "spec/enum.h"

namespace trainyard::spec::vertex {

// The enums of Vertex AI v1 (aiplatform.v1 discovery document), in the document's order; the first
// value is the proto default. Wire names that a newer server adds survive in spec::Enum.

enum class JobState {
    Unspecified,
    Queued,
    Pending,
    Running,
    Succeeded,
    Failed,
    Cancelling,
    Cancelled,
    Paused,
    Expired,
    Updating,
    PartiallySucceeded,
};
enum class Strategy { Unspecified, OnDemand, LowCost, Standard, Spot, FlexStart };
enum class Algorithm { Unspecified, GridSearch, RandomSearch };
enum class MeasurementSelection { Unspecified, LastMeasurement, BestMeasurement };
enum class ObservationNoise { Unspecified, Low, High };
enum class Goal { Unspecified, Maximize, Minimize };
enum class ScaleType { Unspecified, UnitLinear, UnitLog, UnitReverseLog };
enum class TrialState { Unspecified, Requested, Active, Stopping, Succeeded, Infeasible };
enum class ReservationAffinityType { Unspecified, NoReservation, AnyReservation, SpecificReservation };

// True for SUCCEEDED, FAILED, CANCELLED, EXPIRED and PARTIALLY_SUCCEEDED: the job will not change again.
bool isTerminal(JobState state);

} // namespace trainyard::spec::vertex

namespace trainyard::spec {

template <>
struct EnumNames<vertex::JobState> {
    using S = vertex::JobState;
    static constexpr std::array<std::pair<S, std::string_view>, 12> names { {
        { S::Unspecified, "JOB_STATE_UNSPECIFIED" },
        { S::Queued, "JOB_STATE_QUEUED" },
        { S::Pending, "JOB_STATE_PENDING" },
        { S::Running, "JOB_STATE_RUNNING" },
        { S::Succeeded, "JOB_STATE_SUCCEEDED" },
        { S::Failed, "JOB_STATE_FAILED" },
        { S::Cancelling, "JOB_STATE_CANCELLING" },
        { S::Cancelled, "JOB_STATE_CANCELLED" },
        { S::Paused, "JOB_STATE_PAUSED" },
        { S::Expired, "JOB_STATE_EXPIRED" },
        { S::Updating, "JOB_STATE_UPDATING" },
        { S::PartiallySucceeded, "JOB_STATE_PARTIALLY_SUCCEEDED" },
    } };
};

template <>
struct EnumNames<vertex::Strategy> {
    using S = vertex::Strategy;
    static constexpr std::array<std::pair<S, std::string_view>, 6> names { {
        { S::Unspecified, "STRATEGY_UNSPECIFIED" },
        { S::OnDemand, "ON_DEMAND" },
        { S::LowCost, "LOW_COST" },
        { S::Standard, "STANDARD" },
        { S::Spot, "SPOT" },
        { S::FlexStart, "FLEX_START" },
    } };
};

template <>
struct EnumNames<vertex::Algorithm> {
    using S = vertex::Algorithm;
    static constexpr std::array<std::pair<S, std::string_view>, 3> names { {
        { S::Unspecified, "ALGORITHM_UNSPECIFIED" },
        { S::GridSearch, "GRID_SEARCH" },
        { S::RandomSearch, "RANDOM_SEARCH" },
    } };
};

template <>
struct EnumNames<vertex::MeasurementSelection> {
    using S = vertex::MeasurementSelection;
    static constexpr std::array<std::pair<S, std::string_view>, 3> names { {
        { S::Unspecified, "MEASUREMENT_SELECTION_TYPE_UNSPECIFIED" },
        { S::LastMeasurement, "LAST_MEASUREMENT" },
        { S::BestMeasurement, "BEST_MEASUREMENT" },
    } };
};

template <>
struct EnumNames<vertex::ObservationNoise> {
    using S = vertex::ObservationNoise;
    static constexpr std::array<std::pair<S, std::string_view>, 3> names { {
        { S::Unspecified, "OBSERVATION_NOISE_UNSPECIFIED" },
        { S::Low, "LOW" },
        { S::High, "HIGH" },
    } };
};

template <>
struct EnumNames<vertex::Goal> {
    using S = vertex::Goal;
    static constexpr std::array<std::pair<S, std::string_view>, 3> names { {
        { S::Unspecified, "GOAL_TYPE_UNSPECIFIED" },
        { S::Maximize, "MAXIMIZE" },
        { S::Minimize, "MINIMIZE" },
    } };
};

template <>
struct EnumNames<vertex::ScaleType> {
    using S = vertex::ScaleType;
    static constexpr std::array<std::pair<S, std::string_view>, 4> names { {
        { S::Unspecified, "SCALE_TYPE_UNSPECIFIED" },
        { S::UnitLinear, "UNIT_LINEAR_SCALE" },
        { S::UnitLog, "UNIT_LOG_SCALE" },
        { S::UnitReverseLog, "UNIT_REVERSE_LOG_SCALE" },
    } };
};

template <>
struct EnumNames<vertex::TrialState> {
    using S = vertex::TrialState;
    static constexpr std::array<std::pair<S, std::string_view>, 6> names { {
        { S::Unspecified, "STATE_UNSPECIFIED" },
        { S::Requested, "REQUESTED" },
        { S::Active, "ACTIVE" },
        { S::Stopping, "STOPPING" },
        { S::Succeeded, "SUCCEEDED" },
        { S::Infeasible, "INFEASIBLE" },
    } };
};

template <>
struct EnumNames<vertex::ReservationAffinityType> {
    using S = vertex::ReservationAffinityType;
    static constexpr std::array<std::pair<S, std::string_view>, 4> names { {
        { S::Unspecified, "TYPE_UNSPECIFIED" },
        { S::NoReservation, "NO_RESERVATION" },
        { S::AnyReservation, "ANY_RESERVATION" },
        { S::SpecificReservation, "SPECIFIC_RESERVATION" },
    } };
};

} // namespace trainyard::spec
