#pragma once

#include "enums.h"
#include "timestamp.h"
#include "traininginput.h"
#include "trainingoutput.h"
#include "unknownfields.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace trainyard::spec {

// GoogleCloudMlV1__Job. The resource name is derived (projects/{p}/jobs/{jobId}); v1 has no name field.
struct Job {
    std::optional<std::string> jobId;
    std::optional<std::map<std::string, std::string>> labels;
    std::optional<TrainingInput> trainingInput;
    std::optional<OpaqueJson> predictionInput; // batch prediction is outside Trainyard's scope; kept verbatim
    std::optional<TrainingOutput> trainingOutput;
    std::optional<OpaqueJson> predictionOutput;
    std::optional<Enum<State>> state;
    std::optional<std::string> errorMessage;
    std::optional<Timestamp> createTime;
    std::optional<Timestamp> startTime;
    std::optional<Timestamp> endTime;
    std::optional<std::string> etag; // base64, as on the wire
    std::optional<std::int64_t> jobPosition;
    UnknownFields unknown;

    friend bool operator==(const Job&, const Job&) = default;
};

// The job without the fields only a server sets (state, times, output, etag, position): what a client
// sends on create, or exports to a config file.
Job withoutOutputFields(Job job);

} // namespace trainyard::spec
