#pragma once

#include "spec/unknownfields.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec::vertex {

// google.rpc.Status: a job's `error`, an operation's `error`, the body of every error answer.
// `code` is a google.rpc.Code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …).
struct Status {
    std::optional<std::int32_t> code;
    std::optional<std::string> message;
    std::optional<std::vector<OpaqueJson>> details; // each an Any with "@type"; kept verbatim
    UnknownFields unknown;
    friend bool operator==(const Status&, const Status&) = default;
};

} // namespace trainyard::spec::vertex
