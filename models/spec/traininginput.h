#pragma once

#include "duration.h"
#include "enums.h"
#include "hyperparameterspec.h"
#include "replicaconfig.h"
#include "unknownfields.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

struct Scheduling {
    static constexpr std::int64_t defaultMaxRunningTimeSeconds = 604'800; // seven days
    static constexpr std::int64_t minMaxWaitTimeSeconds = 1'800;

    std::optional<Duration> maxRunningTime;
    std::optional<Duration> maxWaitTime;
    std::optional<std::int32_t> priority; // 0..1000, default 0
    UnknownFields unknown;
    friend bool operator==(const Scheduling&, const Scheduling&) = default;
};

struct EncryptionConfig {
    std::optional<std::string> kmsKeyName;
    UnknownFields unknown;
    friend bool operator==(const EncryptionConfig&, const EncryptionConfig&) = default;
};

// The four replica roles of a training cluster, in the order the API lists them.
enum class Role { Master, Worker, ParameterServer, Evaluator };

struct TrainingInput {
    std::optional<Enum<ScaleTier>> scaleTier; // absent means BASIC, the proto default
    std::optional<std::string> masterType;
    std::optional<ReplicaConfig> masterConfig;
    std::optional<std::string> workerType;
    std::optional<ReplicaConfig> workerConfig;
    std::optional<std::int64_t> workerCount;
    std::optional<std::string> parameterServerType;
    std::optional<ReplicaConfig> parameterServerConfig;
    std::optional<std::int64_t> parameterServerCount;
    std::optional<std::string> evaluatorType;
    std::optional<ReplicaConfig> evaluatorConfig;
    std::optional<std::int64_t> evaluatorCount;
    std::optional<std::vector<std::string>> packageUris;
    std::optional<std::string> pythonModule;
    std::optional<std::vector<std::string>> args;
    std::optional<HyperparameterSpec> hyperparameters;
    std::optional<std::string> region;
    std::optional<std::string> jobDir;
    std::optional<std::string> runtimeVersion;
    std::optional<std::string> pythonVersion;
    std::optional<Scheduling> scheduling;
    std::optional<std::string> serviceAccount;
    std::optional<std::string> network;
    std::optional<EncryptionConfig> encryptionConfig;
    std::optional<bool> useChiefInTfConfig;
    std::optional<bool> enableWebAccess;
    UnknownFields unknown;

    // Role-indexed views, so that rules and the UI treat the four pools alike.
    const std::optional<std::string>& machineType(Role role) const;
    const std::optional<ReplicaConfig>& config(Role role) const;
    std::int64_t count(Role role) const; // the master is always one replica; other roles: the count, or 0
    std::optional<std::int64_t> countField(Role role) const; // as written; always nullopt for the master
    // The image a role runs: its own imageUri, else the master's (as the API defines for workers).
    std::optional<std::string> effectiveImageUri(Role role) const;
    bool isCustomContainer() const { return effectiveImageUri(Role::Master).has_value(); }

    friend bool operator==(const TrainingInput&, const TrainingInput&) = default;
};

// "masterType", "workerType", … and "masterConfig", … : the field names of a role.
const char* roleTypeField(Role role);
const char* roleConfigField(Role role);
const char* roleCountField(Role role); // nullptr for the master
const char* roleName(Role role); // "master", "worker", "parameterServer", "evaluator"
inline constexpr Role allRoles[] = { Role::Master, Role::Worker, Role::ParameterServer, Role::Evaluator };

} // namespace trainyard::spec
