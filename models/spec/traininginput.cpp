#include "traininginput.h"

namespace trainyard::spec {

const std::optional<std::string>& TrainingInput::machineType(Role role) const
{
    switch (role) {
    case Role::Master:
        return masterType;
    case Role::Worker:
        return workerType;
    case Role::ParameterServer:
        return parameterServerType;
    case Role::Evaluator:
        return evaluatorType;
    }
    return masterType;
}

const std::optional<ReplicaConfig>& TrainingInput::config(Role role) const
{
    switch (role) {
    case Role::Master:
        return masterConfig;
    case Role::Worker:
        return workerConfig;
    case Role::ParameterServer:
        return parameterServerConfig;
    case Role::Evaluator:
        return evaluatorConfig;
    }
    return masterConfig;
}

std::optional<std::int64_t> TrainingInput::countField(Role role) const
{
    switch (role) {
    case Role::Master:
        return std::nullopt;
    case Role::Worker:
        return workerCount;
    case Role::ParameterServer:
        return parameterServerCount;
    case Role::Evaluator:
        return evaluatorCount;
    }
    return std::nullopt;
}

std::int64_t TrainingInput::count(Role role) const
{
    if (role == Role::Master)
        return 1;
    return countField(role).value_or(0);
}

std::optional<std::string> TrainingInput::effectiveImageUri(Role role) const
{
    if (const auto& own = config(role); own && own->imageUri && !own->imageUri->empty())
        return own->imageUri;
    if (role != Role::Master && masterConfig && masterConfig->imageUri && !masterConfig->imageUri->empty())
        return masterConfig->imageUri;
    return std::nullopt;
}

const char* roleTypeField(Role role)
{
    static constexpr const char* names[] = { "masterType", "workerType", "parameterServerType", "evaluatorType" };
    return names[static_cast<int>(role)];
}

const char* roleConfigField(Role role)
{
    static constexpr const char* names[] = { "masterConfig", "workerConfig", "parameterServerConfig", "evaluatorConfig" };
    return names[static_cast<int>(role)];
}

const char* roleCountField(Role role)
{
    static constexpr const char* names[] = { nullptr, "workerCount", "parameterServerCount", "evaluatorCount" };
    return names[static_cast<int>(role)];
}

const char* roleName(Role role)
{
    static constexpr const char* names[] = { "master", "worker", "parameterServer", "evaluator" };
    return names[static_cast<int>(role)];
}

} // namespace trainyard::spec
