#include "logrecords.h"

#include <array>

namespace trainyard::spec {

namespace {
    constexpr std::array<const char*, 6> names { "DEFAULT", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL" };
}

const char* severityName(LogSeverity severity)
{
    const auto index = static_cast<std::size_t>(severity);
    return index < names.size() ? names[index] : "DEFAULT";
}

std::optional<LogSeverity> severityFromName(std::string_view name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (name == names[i])
            return static_cast<LogSeverity>(i);
    }
    // Cloud Logging's other levels, folded onto the nearest one this console shows.
    if (name == "NOTICE")
        return LogSeverity::Info;
    if (name == "ALERT" || name == "EMERGENCY")
        return LogSeverity::Critical;
    return std::nullopt;
}

} // namespace trainyard::spec
