#pragma once

#include "decodeerror.h"
#include "job.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace trainyard::spec {

// The lossless JSON codec of the v1 API (proto3 JSON mapping):
// - field names exactly as in the discovery document;
// - int64 fields written as strings and read from strings or numbers; int32 as numbers;
// - durations as "7200s", times as RFC 3339 in UTC;
// - members this build does not know are kept in `unknown` and written back;
// - null means "absent", as in proto3.
// Reading never throws: failures come back as a DecodeError naming the JSON path.

Decoded<Job> jobFromJsonText(std::string_view text);
Decoded<Job> jobFromJson(const nlohmann::json& document);
nlohmann::json toJson(const Job& job);
std::string toJsonText(const Job& job, int indent = 2);

// The same codec for each message type, for payloads that are not whole jobs
// (the daemon's trial output, a pasted TrainingInput).
template <typename T>
Decoded<T> fromJson(const nlohmann::json& document);
template <typename T>
nlohmann::json toJson(const T& message);

} // namespace trainyard::spec
