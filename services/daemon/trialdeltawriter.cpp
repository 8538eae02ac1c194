#include "trialdeltawriter.h"

#include <charconv>
#include <functional>
#include <vector>

namespace trainyard::daemon {

namespace {

    bool finished(const std::string& state)
    {
        return state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED";
    }

    // trainingOutput.trials of the job, or null when it has none (not a tuning job, or none started yet).
    const nlohmann::json* trialsOf(const nlohmann::json& job)
    {
        if (!job.is_object())
            return nullptr;
        const auto output = job.find("trainingOutput");
        if (output == job.end() || !output->is_object())
            return nullptr;
        const auto trials = output->find("trials");
        return trials != output->end() && trials->is_array() ? &*trials : nullptr;
    }

    // The job as a delta event carries it: every member but trainingOutput.trials, copied.
    nlohmann::json withoutTrials(const nlohmann::json& job)
    {
        nlohmann::json out = nlohmann::json::object();
        for (const auto& [key, value] : job.items()) {
            if (key != "trainingOutput") {
                out[key] = value;
                continue;
            }
            nlohmann::json& output = out[key] = nlohmann::json::object();
            for (const auto& [member, part] : value.items()) {
                if (member != "trials")
                    output[member] = part;
            }
        }
        return out;
    }

    std::optional<std::int64_t> stepOf(const nlohmann::json& metric)
    {
        const auto it = metric.find("trainingStep");
        if (it == metric.end())
            return std::nullopt;
        if (it->is_number_integer())
            return it->get<std::int64_t>();
        if (!it->is_string())
            return std::nullopt;
        const std::string& text = it->get_ref<const std::string&>();
        std::int64_t step = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), step);
        if (ec != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        return step;
    }

    const nlohmann::json* metricsOf(const nlohmann::json& trial)
    {
        const auto it = trial.find("allMetrics");
        return it != trial.end() && it->is_array() ? &*it : nullptr;
    }

    // The steps of allMetrics strictly increase: what applyTrialDelta's afterStep needs to continue them.
    bool increasing(const nlohmann::json& metrics, std::size_t from)
    {
        std::optional<std::int64_t> previous;
        if (from > 0)
            previous = stepOf(metrics[from - 1]);
        for (std::size_t i = from; i < metrics.size(); ++i) {
            const auto step = stepOf(metrics[i]);
            if (!step || (previous && *step <= *previous))
                return false;
            previous = step;
        }
        return true;
    }

    std::size_t fingerprintOf(const nlohmann::json& trial)
    {
        std::size_t hash = 0;
        for (const auto& [key, value] : trial.items()) {
            if (key == "allMetrics")
                continue;
            // Order-sensitive on purpose: the daemon writes a trial's members in one order.
            hash = hash * 1'000'003u ^ std::hash<std::string> {}(key);
            hash = hash * 1'000'003u ^ std::hash<std::string> {}(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        }
        return hash;
    }

} // namespace

TrialDeltaWriter::SentTrial TrialDeltaWriter::sent(const nlohmann::json& trial)
{
    SentTrial out;
    out.fingerprint = fingerprintOf(trial);
    if (const nlohmann::json* metrics = metricsOf(trial)) {
        out.metrics = metrics->size();
        if (!metrics->empty() && increasing(*metrics, 0))
            out.lastStep = stepOf(metrics->back());
    }
    return out;
}

void TrialDeltaWriter::rewrite(nlohmann::json& event, const std::string& jobId, const std::string& previousState, const std::string& state)
{
    const auto job = event.find("job");
    if (job == event.end())
        return;
    nlohmann::json document = std::move(*job);
    if (!writeDelta(event, document, jobId, previousState, state))
        event["job"] = std::move(document);
}

bool TrialDeltaWriter::writeDelta(nlohmann::json& event, const nlohmann::json& job, const std::string& jobId, const std::string& previousState,
    const std::string& state)
{
    const nlohmann::json* trials = trialsOf(job);
    if (!trials || finished(state)) {
        m_jobs.erase(jobId); // nothing to continue from, or nothing more will come
        return false;
    }
    const auto held = m_jobs.find(jobId);
    bool delta = previousState == "RUNNING" && state == "RUNNING" && held != m_jobs.end();
    // First what was sent of each trial and how each one goes, without touching the event: should a
    // trial the client holds be gone, or one have no id to match it by, the event stays whole.
    enum class Send { Nothing, Part, Whole };
    std::vector<Send> plan(trials->size(), Send::Whole);
    std::vector<std::size_t> from(trials->size(), 0);
    SentTrials now;
    now.reserve(trials->size());
    std::size_t kept = 0;
    for (std::size_t i = 0; i < trials->size(); ++i) {
        const nlohmann::json& trial = (*trials)[i];
        const auto idIt = trial.find("trialId");
        if (idIt == trial.end() || !idIt->is_string()) {
            delta = false;
            continue;
        }
        const std::string& id = idIt->get_ref<const std::string&>();
        const auto before = delta ? held->second.find(id) : SentTrials::iterator {};
        if (!delta || before == held->second.end()) {
            now.insert_or_assign(id, sent(trial));
            continue;
        }
        ++kept;
        const SentTrial& was = before->second;
        const nlohmann::json* metrics = metricsOf(trial);
        SentTrial record;
        record.fingerprint = fingerprintOf(trial);
        // Continued: the metrics sent are still the first ones, and those after them follow in order.
        if (was.lastStep && metrics && metrics->size() >= was.metrics && stepOf((*metrics)[was.metrics - 1]) == was.lastStep
            && increasing(*metrics, was.metrics)) {
            record.metrics = metrics->size();
            record.lastStep = stepOf(metrics->back());
            from[i] = was.metrics;
            plan[i] = record.metrics > was.metrics || record.fingerprint != was.fingerprint ? Send::Part : Send::Nothing;
        } else {
            record = sent(trial);
            const bool same = record.fingerprint == was.fingerprint && record.metrics == was.metrics && record.metrics == 0;
            plan[i] = same ? Send::Nothing : Send::Whole;
        }
        now.insert_or_assign(id, record);
    }
    const bool written = delta && kept == held->second.size();
    if (written) {
        nlohmann::json changes = nlohmann::json::array();
        for (std::size_t i = 0; i < trials->size(); ++i) {
            const nlohmann::json& trial = (*trials)[i];
            if (plan[i] == Send::Whole) {
                changes.push_back({ { "trial", trial } });
            } else if (plan[i] == Send::Part) {
                const SentTrial& was = held->second.at(trial.at("trialId").get<std::string>());
                nlohmann::json part = nlohmann::json::object();
                for (const auto& [key, value] : trial.items()) {
                    if (key != "allMetrics")
                        part[key] = value;
                    else if (value.size() > from[i]) // else nothing new: the held ones stay
                        part[key] = nlohmann::json(value.begin() + static_cast<std::ptrdiff_t>(from[i]), value.end());
                }
                changes.push_back({ { "trial", std::move(part) }, { "afterStep", std::to_string(*was.lastStep) } });
            }
        }
        event["job"] = withoutTrials(job);
        event["trialDelta"] = { { "trials", std::move(changes) } };
    }
    m_jobs.insert_or_assign(jobId, std::move(now));
    return written;
}

} // namespace trainyard::daemon
