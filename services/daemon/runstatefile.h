#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace trainyard::daemon {

// A run's state file in its workspace (a JobRun's run.json, a TuningRun's tuning.json): what a
// restarted daemon needs to take the run up. save() writes the whole document to <path>.tmp and
// renames it over the file, so that a daemon that dies while saving leaves the old state or the new
// one, never part of one.
class RunStateFile {
public:
    explicit RunStateFile(std::string path);

    const std::string& path() const { return m_path; }
    bool exists() const;
    bool save(const nlohmann::json& state) const;
    // The document; nothing when the file is missing or not JSON.
    std::optional<nlohmann::json> load() const;

private:
    std::string m_path;
};

} // namespace trainyard::daemon
