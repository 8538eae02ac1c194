#include "transition.h"

#include "jsoncodec.h"
#include "wirefields.h"

#include <nlohmann/json.hpp>

namespace trainyard::spec {

namespace {

    // {"trials": [{"trial": {…}, "afterStep": "N"}]}; nullopt when any part is unreadable.
    // (contains + at rather than find: GCC's -Wnull-dereference sees through json's iterators here.)
    std::optional<TrialDelta> trialDeltaFromJson(const nlohmann::json& json)
    {
        if (!json.is_object())
            return std::nullopt;
        TrialDelta delta;
        if (!json.contains("trials"))
            return delta;
        const nlohmann::json& trials = json.at("trials");
        if (!trials.is_array())
            return std::nullopt;
        delta.trials.reserve(trials.size());
        for (std::size_t i = 0; i < trials.size(); ++i) {
            const nlohmann::json& item = trials.at(i);
            if (!item.is_object() || !item.contains("trial"))
                return std::nullopt;
            auto decoded = fromJson<HyperparameterOutput>(item.at("trial"));
            if (!decoded)
                return std::nullopt;
            TrialChange change { std::move(*decoded.value), std::nullopt };
            if (item.contains("afterStep") && !item.at("afterStep").is_null()) {
                change.afterStep = wire::int64Of(item.at("afterStep"));
                if (!change.afterStep)
                    return std::nullopt;
            }
            delta.trials.push_back(std::move(change));
        }
        return delta;
    }

} // namespace

nlohmann::json transitionToJson(const Transition& transition)
{
    nlohmann::json json = { { "id", std::to_string(transition.id) }, { "jobId", transition.jobId }, { "time", transition.time.toString() },
        { "state", transition.state }, { "reason", transition.reason } };
    if (!transition.previousState.empty())
        json["previousState"] = transition.previousState;
    if (transition.job)
        json["job"] = toJson(*transition.job);
    if (transition.trialDelta) {
        nlohmann::json trials = nlohmann::json::array();
        for (const TrialChange& change : transition.trialDelta->trials) {
            nlohmann::json item = { { "trial", toJson(change.trial) } };
            if (change.afterStep)
                item["afterStep"] = std::to_string(*change.afterStep);
            trials.push_back(std::move(item));
        }
        json["trialDelta"] = { { "trials", std::move(trials) } };
    }
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
    if (const auto it = json.find("trialDelta"); it != json.end() && !it->is_null()) {
        // The job it came with has no trials: without a readable delta it would say the study has
        // none, so both go (the caller reads the job again).
        t.trialDelta = trialDeltaFromJson(*it);
        if (!t.trialDelta)
            t.job.reset();
    }
    return t;
}

} // namespace trainyard::spec
