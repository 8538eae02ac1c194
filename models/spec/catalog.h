#pragma once

#include "decodeerror.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec {

enum class MachineFamily { Legacy, ComputeEngine, Tpu };

struct ReplicaPool {
    std::string machineType;
    int count = 0;
};

struct ScaleTierInfo {
    std::string name; // the wire value, e.g. "STANDARD_1"
    std::string description;
    std::optional<ReplicaPool> master;
    std::optional<ReplicaPool> workers;
    std::optional<ReplicaPool> parameterServers;
    bool verified = true; // false: replica counts are this project's reading, not published
};

struct BuiltInAccelerator {
    std::string type;
    int count = 0;
};

struct MachineTypeInfo {
    std::string name;
    MachineFamily family = MachineFamily::ComputeEngine;
    int vcpus = 0;
    double memoryGb = 0;
    std::string description;
    std::optional<BuiltInAccelerator> builtInAccelerator; // legacy *_gpu, *_p100, *_v100 types
    std::map<std::string, std::vector<int>> accelerators; // type -> counts this machine takes
    bool verified = true;
};

struct AcceleratorInfo {
    std::string name;
    std::string displayName;
    double memoryGb = 0;
    bool tpu = false;
    bool verified = true;
};

struct RegionInfo {
    std::string name;
};

struct RuntimeVersionInfo {
    std::string version;
    std::vector<std::string> pythonVersions;
};

struct CatalogLimits {
    int bootDiskSizeGbDefault = 100;
    int bootDiskSizeGbMin = 100;
    int bootDiskSizeGbMax = 64000;
    std::string bootDiskTypeDefault = "pd-ssd";
    std::vector<std::string> bootDiskTypes;
    int maxPackageUris = 100;
    int maxDiscreteValues = 1000;
};

// What exists: scale tiers, machine types, accelerators, regions, runtime versions. Data, not code:
// the built-in catalog is resources/catalog.json compiled in; a backend may supply its own (the local
// daemon advertises its GPUs and region).
class Catalog {
public:
    static const Catalog& builtin();
    static Decoded<Catalog> fromJson(std::string_view text);

    const std::vector<ScaleTierInfo>& scaleTiers() const { return m_scaleTiers; }
    const std::vector<MachineTypeInfo>& machineTypes() const { return m_machineTypes; }
    const std::vector<AcceleratorInfo>& acceleratorTypes() const { return m_accelerators; }
    const std::vector<RegionInfo>& regions() const { return m_regions; }
    const std::vector<RuntimeVersionInfo>& runtimeVersions() const { return m_runtimes; }
    const CatalogLimits& limits() const { return m_limits; }

    const ScaleTierInfo* scaleTier(std::string_view name) const;
    const MachineTypeInfo* machineType(std::string_view name) const;
    const AcceleratorInfo* acceleratorType(std::string_view name) const;
    const RegionInfo* region(std::string_view name) const;
    const RuntimeVersionInfo* runtimeVersion(std::string_view version) const;

    // A backend's own catalog starts from the built-in one and adds what it has (the local daemon's
    // region, say).
    void addRegion(RegionInfo region) { m_regions.push_back(std::move(region)); }

private:
    std::vector<ScaleTierInfo> m_scaleTiers;
    std::vector<MachineTypeInfo> m_machineTypes;
    std::vector<AcceleratorInfo> m_accelerators;
    std::vector<RegionInfo> m_regions;
    std::vector<RuntimeVersionInfo> m_runtimes;
    CatalogLimits m_limits;
};

} // namespace trainyard::spec
