#include "vertexdocument.h"

#include "spec/daemonmessages.h"
#include "spec/job.h"
#include "spec/jsoncodec.h"
#include "spec/numbers.h"
#include "spec/vertex/conversion.h"
#include "spec/vertex/jsoncodec.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    namespace vertex = spec::vertex;

    // Timestamp members present in the job, as RFC 3339 text.
    void putTime(nlohmann::json& document, const char* member, const std::optional<spec::Timestamp>& time)
    {
        if (time)
            document[member] = time->toString();
    }

    // The last time anything of the job changed that the engine records: its latest state change.
    std::optional<spec::Timestamp> updateTime(const spec::Job& job)
    {
        std::optional<spec::Timestamp> latest = job.createTime;
        for (const auto& time : { job.startTime, job.endTime }) {
            if (time && (!latest || *time > *latest))
                latest = time;
        }
        if (job.trainingOutput && job.trainingOutput->trials) {
            for (const auto& trial : *job.trainingOutput->trials) {
                for (const auto& time : { trial.startTime, trial.endTime }) {
                    if (time && (!latest || *time > *latest))
                        latest = time;
                }
            }
        }
        return latest;
    }

    nlohmann::json trials(const VertexOrigin& origin, const spec::Job& job)
    {
        nlohmann::json all = nlohmann::json::array();
        if (!job.trainingOutput || !job.trainingOutput->trials || !origin.resource.contains("studySpec"))
            return all;
        const auto study = spec::fromJson<vertex::StudySpec>(origin.resource.at("studySpec"));
        if (!study)
            return all;
        auto converted = vertex::toVertexTrials(*job.trainingOutput->trials, *study,
            [&](const std::string& trialId) { return trialCustomJobName(origin.name, trialId); });
        // By id, as Vertex lists them (a finished v1 job has its trials best first).
        const auto number = [](const vertex::Trial& t) { return spec::parseInteger<std::int64_t>(t.id.value_or("")).value_or(0); };
        std::stable_sort(converted.begin(), converted.end(), [&](const auto& a, const auto& b) { return number(a) < number(b); });
        for (const auto& trial : converted)
            all.push_back(spec::toJson(trial));
        return all;
    }

} // namespace

std::string trialCustomJobName(const std::string& tuningJobName, const std::string& trialId)
{
    return tuningJobName + "/trials/" + trialId;
}

nlohmann::json vertexError(const spec::Job& job)
{
    const spec::State state = job.state ? job.state->value() : spec::State::Unspecified;
    const std::string message = job.errorMessage.value_or("");
    if (state == spec::State::Cancelled)
        return { { "code", 1 }, { "message", message.empty() ? std::string("CANCELED") : message } };
    if (state != spec::State::Failed)
        return nullptr;
    // maxRunningTime's message starts with its text before the limit ("%1"): the one failure the
    // daemon can name a finer code for.
    const std::string_view deadline = spec::daemonmsg::maxRunningTimeExceeded;
    const auto marker = deadline.find("%1");
    const bool timedOut = marker != std::string_view::npos && marker > 0 && message.starts_with(deadline.substr(0, marker));
    return { { "code", timedOut ? 4 : 13 }, { "message", message } };
}

nlohmann::json vertexDocument(const VertexOrigin& origin, const spec::Job& job)
{
    nlohmann::json document = origin.resource;
    document["name"] = origin.name;
    const spec::State state = job.state ? job.state->value() : spec::State::Unspecified;
    document["state"] = std::string(spec::Enum<vertex::JobState>::nameOf(vertex::toVertexState(state)));
    putTime(document, "createTime", job.createTime);
    putTime(document, "startTime", job.startTime);
    putTime(document, "endTime", job.endTime);
    putTime(document, "updateTime", updateTime(job));
    if (auto error = vertexError(job); !error.is_null())
        document["error"] = std::move(error);
    if (origin.kind == VertexOrigin::Kind::HyperparameterTuningJob) {
        if (auto all = trials(origin, job); !all.empty())
            document["trials"] = std::move(all);
    }
    return document;
}

} // namespace trainyard::daemon
