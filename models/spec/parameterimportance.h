#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// How much each parameter of a tuning study explains the spread of its objective, as the daemon
// serves it beside the job (docs/api.md, "Parameter importance") and the Trials tab charts it.
// Importances are shares: each in [0, 1], together 1 over the parameters that explain anything (all
// 0 when nothing does), ranked highest first, ties by name.
struct ParameterImportance {
    std::string parameter {};
    double importance = 0.0;

    friend bool operator==(const ParameterImportance&, const ParameterImportance&) = default;
};

struct ImportanceReport {
    std::string method {}; // "fanova": functional ANOVA on a random forest (docs/tuning.md)
    int completedTrials = 0; // the trials with a value it rests on
    int minimumTrials = 0; // below this many, `parameters` is empty
    std::vector<ParameterImportance> parameters {}; // ranked; empty below minimumTrials

    friend bool operator==(const ImportanceReport&, const ImportanceReport&) = default;
};

// The wire format: {"method", "completedTrials", "minimumTrials", "parameters": [{"parameter",
// "importance"}]}. Read: nullopt for an answer that is not such an object or has a member of the wrong
// type; members may be absent (an empty report).
nlohmann::json importanceToJson(const ImportanceReport& report);
std::optional<ImportanceReport> importanceFromJson(const nlohmann::json& json);

} // namespace trainyard::spec
