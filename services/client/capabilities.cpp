#include "capabilities.h"

#include <algorithm>
#include <cctype>

namespace trainyard::client {

namespace {
    std::optional<int> count(const nlohmann::json& capability, const char* key)
    {
        const auto it = capability.find(key);
        if (it == capability.end() || !it->is_number_integer() || it->get<std::int64_t>() < 0)
            return std::nullopt;
        return static_cast<int>(std::min<std::int64_t>(it->get<std::int64_t>(), 1 << 30));
    }
} // namespace

Capabilities Capabilities::fromLocations(const nlohmann::json& answer)
{
    Capabilities out;
    nlohmann::json locations = nlohmann::json::array();
    if (answer.is_object() && answer.contains("locations") && answer["locations"].is_array())
        locations = answer["locations"];
    else if (answer.is_object() && answer.contains("name"))
        locations.push_back(answer);
    for (const auto& location : locations) {
        if (!location.is_object() || !location.contains("name") || !location["name"].is_string())
            continue;
        // "projects/p/locations/us-central1" → "us-central1"
        const std::string name = location["name"].get<std::string>();
        const std::string region = name.substr(name.rfind('/') + 1);
        const nlohmann::json* training = nullptr;
        bool listsCapabilities = false;
        if (location.contains("capabilities") && location["capabilities"].is_array()) {
            listsCapabilities = true;
            for (const auto& capability : location["capabilities"]) {
                if (capability.is_object() && capability.value("type", "") == "TRAINING")
                    training = &capability;
            }
        }
        if (listsCapabilities && !training)
            continue; // a region that serves predictions only
        if (region.empty() || std::find(out.regions.begin(), out.regions.end(), region) != out.regions.end())
            continue;
        out.regions.push_back(region);
        if (training) {
            if (!out.replicaSlots)
                out.replicaSlots = count(*training, "replicaSlots");
            if (!out.gpus)
                out.gpus = count(*training, "gpus");
        }
    }
    return out;
}

std::string Capabilities::schemeOf(const std::string& uri)
{
    const auto colon = uri.find("://");
    if (colon == std::string::npos || colon == 0)
        return {};
    std::string scheme = uri.substr(0, colon);
    std::transform(scheme.begin(), scheme.end(), scheme.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return scheme;
}

bool Capabilities::reads(const std::vector<std::string>& schemes, const std::string& uri)
{
    return schemes.empty() || std::find(schemes.begin(), schemes.end(), schemeOf(uri)) != schemes.end();
}

} // namespace trainyard::client
