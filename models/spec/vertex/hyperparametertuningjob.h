#pragma once

#include "customjob.h"
#include "studyspec.h"

namespace trainyard::spec::vertex {

struct MeasurementMetric {
    std::optional<std::string> metricId;
    std::optional<double> value;
    UnknownFields unknown;
    friend bool operator==(const MeasurementMetric&, const MeasurementMetric&) = default;
};

struct Measurement {
    std::optional<Duration> elapsedDuration;
    std::optional<std::int64_t> stepCount;
    std::optional<std::vector<MeasurementMetric>> metrics;
    UnknownFields unknown;
    friend bool operator==(const Measurement&, const Measurement&) = default;
};

struct TrialParameter {
    std::optional<std::string> parameterId;
    std::optional<OpaqueJson> value; // google.protobuf.Value: a number for numeric parameters, a string for categorical
    UnknownFields unknown;
    friend bool operator==(const TrialParameter&, const TrialParameter&) = default;
};

struct Trial {
    std::optional<std::string> name;
    std::optional<std::string> id; // "1", "2", … within the study
    std::optional<Enum<TrialState>> state;
    std::optional<std::vector<TrialParameter>> parameters;
    std::optional<Measurement> finalMeasurement;
    std::optional<std::vector<Measurement>> measurements;
    std::optional<Timestamp> startTime;
    std::optional<Timestamp> endTime;
    std::optional<std::string> clientId;
    std::optional<std::string> infeasibleReason;
    std::optional<std::string> customJob; // the name of the CustomJob that ran the trial
    std::optional<std::map<std::string, std::string>> webAccessUris;
    UnknownFields unknown;
    friend bool operator==(const Trial&, const Trial&) = default;
};

struct HyperparameterTuningJob {
    std::optional<std::string> name; // output: projects/{p}/locations/{l}/hyperparameterTuningJobs/{id}
    std::optional<std::string> displayName;
    std::optional<StudySpec> studySpec;
    std::optional<std::int32_t> maxTrialCount;
    std::optional<std::int32_t> parallelTrialCount;
    std::optional<std::int32_t> maxFailedTrialCount;
    std::optional<CustomJobSpec> trialJobSpec;
    std::optional<std::vector<Trial>> trials; // output
    std::optional<Enum<JobState>> state;
    std::optional<Timestamp> createTime;
    std::optional<Timestamp> startTime;
    std::optional<Timestamp> endTime;
    std::optional<Timestamp> updateTime;
    std::optional<Status> error;
    std::optional<std::map<std::string, std::string>> labels;
    std::optional<EncryptionSpec> encryptionSpec;
    std::optional<bool> satisfiesPzs;
    std::optional<bool> satisfiesPzi;
    UnknownFields unknown;
    friend bool operator==(const HyperparameterTuningJob&, const HyperparameterTuningJob&) = default;
};

// The job without what only the server sets (name, state, times, error, trials, pz flags).
HyperparameterTuningJob withoutOutputFields(HyperparameterTuningJob job);

} // namespace trainyard::spec::vertex
