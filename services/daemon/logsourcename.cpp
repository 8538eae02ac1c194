#include "logsourcename.h"

namespace trainyard::daemon {

namespace {
    constexpr std::string_view trialPrefix = "trial-";
}

std::string LogSourceName::fileName() const
{
    std::string name = trial.empty() ? std::string() : std::string(trialPrefix) + trial + ".";
    return name + replica + (stream.empty() ? "" : "." + stream);
}

LogSourceName LogSourceName::parse(const std::string& fileName)
{
    LogSourceName out;
    std::string rest = fileName;
    if (rest.starts_with(trialPrefix)) {
        // Only with two more dots: "trial-3.master-replica-0.stdout". A name of an older layout never
        // starts with "trial-" (replicas are master-, worker-, ps- and evaluator-replica-N).
        const auto dot = rest.find('.');
        if (dot != std::string::npos && rest.find('.', dot + 1) != std::string::npos) {
            out.trial = rest.substr(trialPrefix.size(), dot - trialPrefix.size());
            rest = rest.substr(dot + 1);
        }
    }
    const auto dot = rest.rfind('.');
    out.replica = rest.substr(0, dot);
    out.stream = dot == std::string::npos ? std::string() : rest.substr(dot + 1);
    return out;
}

} // namespace trainyard::daemon
