#pragma once

#include "status.h"

#include "spec/unknownfields.h"

#include <optional>
#include <string>

namespace trainyard::spec::vertex {

// google.longrunning.Operation: what delete answers, and what operations.get/list/wait serve.
// `metadata` and `response` are Any messages ("@type" plus fields), kept as JSON.
struct Operation {
    std::optional<std::string> name; // projects/{p}/locations/{l}/customJobs/{id}/operations/{op}
    std::optional<OpaqueJson> metadata;
    std::optional<bool> done;
    std::optional<Status> error;
    std::optional<OpaqueJson> response;
    UnknownFields unknown;
    friend bool operator==(const Operation&, const Operation&) = default;
};

} // namespace trainyard::spec::vertex
