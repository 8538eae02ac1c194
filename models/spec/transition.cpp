#include "transition.h"

#include "jsoncodec.h"
#include "wirefields.h"

#include <nlohmann/json.hpp>

namespace trainyard::spec {

nlohmann::json transitionToJson(const Transition& transition)
{
    nlohmann::json json = { { "id", std::to_string(transition.id) }, { "jobId", transition.jobId }, { "time", transition.time.toString() },
        { "state", transition.state }, { "reason", transition.reason } };
    if (!transition.previousState.empty())
        json["previousState"] = transition.previousState;
    if (transition.job)
        json["job"] = toJson(*transition.job);
    return json;
}

std::optional<Transition> transitionFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    Transition t;
    std::string timeText;
    if (!wire::readString(json, "time", timeText))
        return std::nullopt;
    const auto time = Timestamp::parse(timeText);
    if (!time)
        return std::nullopt;
    t.time = *time;
    if (const auto it = json.find("id"); it != json.end()) { // 0 where a backend has none
        const auto id = wire::int64Of(*it);
        if (!id)
            return std::nullopt;
        t.id = *id;
    }
    if (!wire::readString(json, "jobId", t.jobId) || !wire::readString(json, "previousState", t.previousState)
        || !wire::readString(json, "state", t.state) || !wire::readString(json, "reason", t.reason))
        return std::nullopt;
    if (const auto it = json.find("job"); it != json.end()) {
        if (auto job = jobFromJson(*it))
            t.job = std::move(*job.value);
    }
    return t;
}

} // namespace trainyard::spec
