#include "location.h"

#include "wirefields.h"

#include <algorithm>
#include <limits>

namespace trainyard::spec {

namespace {
    // A count member that may be absent (left as it is): a JSON number or an int64 string, clamped to
    // int's range (a partition of more than 2^31 CPUs is not one we will meet); false when unreadable.
    bool readCount(const nlohmann::json& object, const char* key, int& out)
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return true;
        const auto value = wire::int64Of(*it);
        if (!value || *value < 0)
            return false;
        out = static_cast<int>(std::min<std::int64_t>(*value, std::numeric_limits<int>::max()));
        return true;
    }
} // namespace

bool Location::trains() const
{
    if (!capabilities.is_array() || capabilities.empty())
        return true;
    return std::any_of(capabilities.begin(), capabilities.end(),
        [](const nlohmann::json& c) { return c.is_object() && c.value("type", "") == "TRAINING"; });
}

nlohmann::json locationToJson(const Location& location)
{
    nlohmann::json json = { { "name", location.name }, { "locationId", location.locationId },
        { "capabilities", location.capabilities.is_array() ? location.capabilities : nlohmann::json::array() } };
    if (!location.kind.empty())
        json["kind"] = location.kind;
    const bool slurm = location.isSlurm();
    if (slurm || !location.partition.empty())
        json["partition"] = location.partition;
    if (slurm || location.nodes)
        json["nodes"] = location.nodes;
    if (slurm || location.cpus)
        json["cpus"] = location.cpus;
    if (slurm || location.gpus)
        json["gpus"] = location.gpus;
    json["available"] = location.available;
    if (slurm || !location.message.empty())
        json["message"] = location.message;
    return json;
}

std::optional<Location> locationFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    Location l;
    if (!wire::readString(json, "name", l.name) || l.name.empty())
        return std::nullopt;
    if (!wire::readString(json, "locationId", l.locationId) || !wire::readString(json, "kind", l.kind)
        || !wire::readString(json, "partition", l.partition) || !wire::readString(json, "message", l.message)
        || !wire::readBool(json, "available", l.available) || !readCount(json, "nodes", l.nodes) || !readCount(json, "cpus", l.cpus)
        || !readCount(json, "gpus", l.gpus))
        return std::nullopt;
    // "projects/p/locations/us-central1" → "us-central1"
    if (l.locationId.empty())
        l.locationId = l.name.substr(l.name.rfind('/') + 1);
    if (l.locationId.empty())
        return std::nullopt;
    if (const auto it = json.find("capabilities"); it != json.end() && !it->is_null()) {
        if (!it->is_array())
            return std::nullopt;
        l.capabilities = *it;
    }
    return l;
}

std::optional<std::vector<Location>> locationsFromJson(const nlohmann::json& answer)
{
    if (!answer.is_object())
        return std::nullopt;
    std::vector<Location> out;
    const auto it = answer.find("locations");
    if (it == answer.end() || it->is_null())
        return out;
    if (!it->is_array())
        return std::nullopt;
    for (const auto& entry : *it) {
        if (auto location = locationFromJson(entry))
            out.push_back(std::move(*location));
    }
    return out;
}

} // namespace trainyard::spec
