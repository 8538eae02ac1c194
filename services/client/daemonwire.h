#pragma once

#include "spec/logrecords.h"
#include "spec/transition.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace trainyard::client {

// Decoders for the daemon's extension records (docs/api.md, "Extensions"). Each returns nullopt for a
// record it cannot read, so a caller can say the server sent something unexpected.
std::optional<spec::LogLine> logLineFromJson(const nlohmann::json& json);
std::optional<spec::LogWindow> logWindowFromJson(const nlohmann::json& json);
std::optional<spec::LogAttributes> logAttributesFromJson(const nlohmann::json& json);
std::optional<spec::Transition> transitionFromJson(const nlohmann::json& json);

// An int64 the API may send as a JSON string ("12") or number; nullopt for anything else.
std::optional<std::int64_t> int64Of(const nlohmann::json& value);

} // namespace trainyard::client
