#pragma once

#include "numbers.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace trainyard::spec::wire {

// Field readers shared by the codecs of the daemon's records (logrecords.cpp, resourcerecords.cpp,
// transition.cpp). Private to trainyard_spec: its headers do not include this one.

// An int64 the API sends as a JSON string ("12", as proto3 JSON writes int64) or, from a lenient
// writer, as a number; nullopt for anything else, an unsigned number past int64's range included.
inline std::optional<std::int64_t> int64Of(const nlohmann::json& value)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())
            ? std::optional<std::int64_t>(static_cast<std::int64_t>(value.get<std::uint64_t>()))
            : std::nullopt;
    if (value.is_number_integer())
        return value.get<std::int64_t>();
    if (!value.is_string())
        return std::nullopt;
    return parseInteger<std::int64_t>(value.get_ref<const std::string&>());
}

// An int64 member; nullopt when it is absent or unreadable.
inline std::optional<std::int64_t> int64Member(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it == object.end() ? std::nullopt : int64Of(*it);
}

// A string member that may be absent (left as it is); false when it is there but not a string.
inline bool readString(const nlohmann::json& object, const char* key, std::string& out)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return true;
    if (!it->is_string())
        return false;
    out = it->get<std::string>();
    return true;
}

// A boolean member that may be absent (left as it is); false when it is there but not a boolean.
inline bool readBool(const nlohmann::json& object, const char* key, bool& out)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return true;
    if (!it->is_boolean())
        return false;
    out = it->get<bool>();
    return true;
}

} // namespace trainyard::spec::wire
