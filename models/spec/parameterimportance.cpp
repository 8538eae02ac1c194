#include "parameterimportance.h"

#include "wirefields.h"

#include <cmath>

namespace trainyard::spec {

nlohmann::json importanceToJson(const ImportanceReport& report)
{
    nlohmann::json parameters = nlohmann::json::array();
    for (const auto& p : report.parameters)
        parameters.push_back({ { "parameter", p.parameter }, { "importance", p.importance } });
    return { { "method", report.method }, { "completedTrials", report.completedTrials }, { "minimumTrials", report.minimumTrials },
        { "parameters", std::move(parameters) } };
}

std::optional<ImportanceReport> importanceFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    ImportanceReport report;
    const auto count = [&](const char* key, int& out) {
        const auto it = json.find(key);
        if (it == json.end() || it->is_null())
            return true;
        if (!it->is_number_integer())
            return false;
        // Read once into a value: GCC's -Wnull-dereference sees the iterator's repeated reads as nullable.
        const std::int64_t n = it->get<std::int64_t>();
        if (n < 0 || n > 1'000'000'000)
            return false;
        out = static_cast<int>(n);
        return true;
    };
    if (!wire::readString(json, "method", report.method) || !count("completedTrials", report.completedTrials)
        || !count("minimumTrials", report.minimumTrials))
        return std::nullopt;
    const auto list = json.find("parameters");
    if (list != json.end() && !list->is_null()) {
        if (!list->is_array())
            return std::nullopt;
        for (const auto& item : *list) {
            if (!item.is_object())
                return std::nullopt;
            const auto name = item.find("parameter");
            const auto value = item.find("importance");
            if (name == item.end() || !name->is_string() || value == item.end() || !value->is_number())
                return std::nullopt;
            const double v = value->get<double>();
            if (!std::isfinite(v) || v < 0.0 || v > 1.0)
                return std::nullopt;
            report.parameters.push_back({ name->get<std::string>(), v });
        }
    }
    return report;
}

} // namespace trainyard::spec
