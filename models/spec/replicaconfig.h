#pragma once

#include "unknownfields.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// Each field is optional so that "absent" and "present with the default value" stay distinct through
// a round trip; readers use value_or() with the API's documented default.

struct AcceleratorConfig {
    std::optional<std::int64_t> count;
    // Kept as text: the catalog, not this enum's compiled list, decides which types exist.
    std::optional<std::string> type;
    UnknownFields unknown;
    friend bool operator==(const AcceleratorConfig&, const AcceleratorConfig&) = default;
};

struct DiskConfig {
    std::optional<std::int32_t> bootDiskSizeGb; // default 100
    std::optional<std::string> bootDiskType; // "pd-ssd" (default) or "pd-standard"
    UnknownFields unknown;
    friend bool operator==(const DiskConfig&, const DiskConfig&) = default;
};

struct ReplicaConfig {
    std::optional<AcceleratorConfig> acceleratorConfig;
    std::optional<std::string> imageUri;
    std::optional<std::vector<std::string>> containerCommand;
    std::optional<std::vector<std::string>> containerArgs;
    std::optional<DiskConfig> diskConfig;
    std::optional<std::string> tpuTfVersion;
    UnknownFields unknown;
    friend bool operator==(const ReplicaConfig&, const ReplicaConfig&) = default;
};

} // namespace trainyard::spec
