#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

namespace trainyard::daemon {

// What one jobs:watch stream that asked for trial deltas (`?trialDeltas=true`) has sent of each
// tuning job's trials, and the rewriting of its events with it (docs/api.md, "jobs:watch"): on a
// RUNNING → RUNNING event the job goes without trainingOutput.trials, and `trialDelta` lists each
// trial that changed since the previous event about the job on this stream, with only the metrics
// reported after the step sent last (`afterStep`). A trial the stream has not sent, or one whose
// metrics are not an append-only sequence of increasing steps, goes whole (no afterStep). Every other
// event keeps its whole document and becomes the new base. A study of 10,000 trials sent whole on every
// trial start or end costs megabytes an event; this sends what the trials reported meanwhile.
//
// The job's document is read, never copied whole nor changed: at 10,000 trials × 100 steps a copy of it
// took 81 ms and freeing the trials a delta leaves out 250–400 ms, on the daemon's main thread for
// every event of every such stream.
class TrialDeltaWriter {
public:
    // Adds to `event` (a transition as transitionToJson writes it) its "job" without
    // trainingOutput.trials and its "trialDelta", and returns true; or returns false when the event
    // goes with the whole `job`, which the caller adds (it can write it out without copying it).
    bool writeDelta(nlohmann::json& event, const nlohmann::json& job, const std::string& jobId, const std::string& previousState, const std::string& state);
    // The same on an event that holds its "job" already: rewritten in place.
    void rewrite(nlohmann::json& event, const std::string& jobId, const std::string& previousState, const std::string& state);

private:
    struct SentTrial {
        std::size_t metrics = 0; // how many of allMetrics were sent
        std::optional<std::int64_t> lastStep; // the step of the last one; nullopt when it cannot be continued
        std::size_t fingerprint = 0; // of the trial without allMetrics: whether anything else changed
    };
    using SentTrials = std::unordered_map<std::string, SentTrial>; // by trial id

    static SentTrial sent(const nlohmann::json& trial);

    std::unordered_map<std::string, SentTrials> m_jobs; // by job id
};

} // namespace trainyard::daemon
