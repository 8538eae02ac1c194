#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace trainyard::ui {

// A member of a JSON object, null when absent or when `object` is no object. In place of json::value(),
// whose string default GCC 12 flags as a possible null dereference under -O2 -Werror.
inline nlohmann::json member(const nlohmann::json& object, const std::string& key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nlohmann::json() : *it;
}

inline std::string textMember(const nlohmann::json& object, const std::string& key)
{
    const nlohmann::json v = member(object, key);
    return v.is_string() ? v.get<std::string>() : std::string();
}

inline int intMember(const nlohmann::json& object, const std::string& key, int fallback)
{
    const nlohmann::json v = member(object, key);
    return v.is_number_integer() ? v.get<int>() : fallback;
}

} // namespace trainyard::ui
