#include "resourcerecords.h"

#include "wirefields.h"

namespace trainyard::spec {

namespace {

    using wire::int64Of; // int64 fields travel as JSON strings, as in the rest of the v1 API; numbers are accepted too

    void putOptional(nlohmann::json& json, const char* key, const std::optional<double>& value)
    {
        if (value)
            json[key] = *value;
    }

    // Absent is fine; present must be a number.
    bool readOptional(const nlohmann::json& json, const char* key, std::optional<double>& value)
    {
        const auto it = json.find(key);
        if (it == json.end() || it->is_null())
            return true;
        if (!it->is_number())
            return false;
        value = it->get<double>();
        return true;
    }

    std::string stringOr(const nlohmann::json& json, const char* key)
    {
        const auto it = json.find(key);
        return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
    }

} // namespace

nlohmann::json resourceSampleToJson(const ResourceSample& sample)
{
    nlohmann::json json = { { "seq", std::to_string(sample.seq) }, { "time", sample.time.toString() }, { "replica", sample.replica } };
    if (!sample.trial.empty())
        json["trial"] = sample.trial;
    if (!sample.node.empty())
        json["node"] = sample.node; // omitted when empty, as the trial
    putOptional(json, "cpuPercent", sample.cpuPercent);
    putOptional(json, "memoryBytes", sample.memoryBytes);
    putOptional(json, "memoryPercent", sample.memoryPercent);
    putOptional(json, "gpuUtilPercent", sample.gpuUtilPercent);
    putOptional(json, "gpuMemoryBytes", sample.gpuMemoryBytes);
    putOptional(json, "gpuMemoryPercent", sample.gpuMemoryPercent);
    return json;
}

std::optional<ResourceSample> resourceSampleFromJson(const nlohmann::json& json)
{
    if (!json.is_object() || !json.contains("time") || !json["time"].is_string() || !json.contains("replica") || !json["replica"].is_string())
        return std::nullopt;
    ResourceSample sample;
    if (json.contains("seq")) {
        const auto seq = int64Of(json["seq"]);
        if (!seq)
            return std::nullopt;
        sample.seq = *seq;
    }
    const auto time = Timestamp::parse(json["time"].get<std::string>());
    if (!time)
        return std::nullopt;
    sample.time = *time;
    sample.replica = json["replica"].get<std::string>();
    sample.trial = stringOr(json, "trial");
    sample.node = stringOr(json, "node");
    if (!readOptional(json, "cpuPercent", sample.cpuPercent) || !readOptional(json, "memoryBytes", sample.memoryBytes)
        || !readOptional(json, "memoryPercent", sample.memoryPercent) || !readOptional(json, "gpuUtilPercent", sample.gpuUtilPercent)
        || !readOptional(json, "gpuMemoryBytes", sample.gpuMemoryBytes) || !readOptional(json, "gpuMemoryPercent", sample.gpuMemoryPercent))
        return std::nullopt;
    return sample;
}

nlohmann::json resourceInfoToJson(const ResourceInfo& info)
{
    nlohmann::json replicas = nlohmann::json::array();
    for (const auto& r : info.replicas) {
        nlohmann::json replica = { { "replica", r.replica }, { "gpus", r.gpus } };
        if (!r.trial.empty())
            replica["trial"] = r.trial;
        if (!r.node.empty())
            replica["node"] = r.node;
        replicas.push_back(std::move(replica));
    }
    nlohmann::json gpu = { { "available", info.gpuAvailable } };
    if (!info.gpuStatus.empty())
        gpu["status"] = info.gpuStatus;
    nlohmann::json out = { { "intervalSeconds", info.intervalSeconds }, { "cpuOfAllocation", info.cpuOfAllocation }, { "gpu", gpu },
        { "replicas", replicas } };
    if (!info.status.empty())
        out["status"] = info.status;
    return out;
}

std::optional<ResourceInfo> resourceInfoFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    ResourceInfo info;
    if (const auto it = json.find("intervalSeconds"); it != json.end()) {
        if (!it->is_number() || it->get<double>() <= 0)
            return std::nullopt;
        info.intervalSeconds = it->get<double>();
    }
    if (const auto it = json.find("cpuOfAllocation"); it != json.end() && it->is_boolean())
        info.cpuOfAllocation = it->get<bool>();
    info.status = stringOr(json, "status");
    if (const auto it = json.find("gpu"); it != json.end() && it->is_object()) {
        info.gpuAvailable = it->value("available", false);
        info.gpuStatus = stringOr(*it, "status");
    }
    if (json.contains("replicas")) {
        const nlohmann::json& replicas = json["replicas"];
        if (!replicas.is_array())
            return std::nullopt;
        for (const auto& r : replicas) {
            if (!r.is_object() || !r.contains("replica") || !r["replica"].is_string())
                return std::nullopt;
            ResourceReplica replica { r["replica"].get<std::string>(), stringOr(r, "trial"), {}, stringOr(r, "node") };
            if (r.contains("gpus") && r["gpus"].is_array()) {
                for (const auto& g : r["gpus"]) {
                    if (g.is_number_integer())
                        replica.gpus.push_back(g.get<int>());
                }
            }
            info.replicas.push_back(std::move(replica));
        }
    }
    return info;
}

nlohmann::json resourceWindowToJson(const ResourceWindow& window)
{
    nlohmann::json samples = nlohmann::json::array();
    for (const auto& s : window.samples)
        samples.push_back(resourceSampleToJson(s));
    nlohmann::json json = resourceInfoToJson(window.info);
    json["samples"] = std::move(samples);
    json["nextSince"] = std::to_string(window.nextSince);
    json["complete"] = window.complete;
    return json;
}

std::optional<ResourceWindow> resourceWindowFromJson(const nlohmann::json& json)
{
    auto info = resourceInfoFromJson(json);
    if (!info)
        return std::nullopt;
    ResourceWindow window;
    window.info = std::move(*info);
    if (json.contains("samples")) {
        const nlohmann::json& samples = json["samples"];
        if (!samples.is_array())
            return std::nullopt;
        window.samples.reserve(samples.size());
        for (const auto& s : samples) {
            auto sample = resourceSampleFromJson(s);
            if (!sample)
                return std::nullopt;
            window.samples.push_back(std::move(*sample));
        }
    }
    if (json.contains("nextSince")) {
        const auto next = int64Of(json["nextSince"]);
        if (!next)
            return std::nullopt;
        window.nextSince = *next;
    }
    window.complete = json.value("complete", false);
    return window;
}

} // namespace trainyard::spec
