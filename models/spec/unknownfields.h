#pragma once

#include <nlohmann/json.hpp>

namespace trainyard::spec {

// Members a newer server sent that this build has no field for. Kept verbatim and written back,
// so reading and re-writing a job never drops what we do not understand. Null when there are none.
using UnknownFields = nlohmann::json;

// Payloads the console never interprets (prediction jobs, built-in algorithm output): kept as JSON.
using OpaqueJson = nlohmann::json;

} // namespace trainyard::spec
