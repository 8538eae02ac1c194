// Validator rules for the cluster: scale tier, machine types per role, accelerators, boot disks.

#include "fieldpath.h"
#include "validator.h"

#include <algorithm>

namespace trainyard::spec {

namespace {
    const std::string base = "trainingInput";

    std::string countsText(const std::vector<int>& counts)
    {
        std::vector<std::string> parts;
        for (int c : counts)
            parts.push_back(std::to_string(c));
        return joined(parts);
    }
} // namespace

void Validator::compute(const TrainingInput& in)
{
    enumValue(in.scaleTier, joinPath(base, "scaleTier"));
    const bool custom = in.scaleTier && *in.scaleTier == ScaleTier::Custom;

    for (Role role : allRoles) {
        const auto count = in.countField(role);
        if (count && *count < 0)
            error(joinPath(base, roleCountField(role)), "count.negative", QT_TR_NOOP("A replica count cannot be negative."));
    }

    if (custom) {
        if (!in.masterType || in.masterType->empty())
            error(joinPath(base, "masterType"), "custom.masterTypeRequired",
                QT_TR_NOOP("Scale tier CUSTOM needs a machine type for the master."));
        for (Role role : { Role::Worker, Role::ParameterServer, Role::Evaluator }) {
            const bool hasType = in.machineType(role) && !in.machineType(role)->empty();
            if (in.count(role) > 0 && !hasType)
                error(joinPath(base, roleTypeField(role)), "custom.typeRequired",
                    QT_TR_NOOP("%1 is %2, so %3 needs a machine type."),
                    { roleCountField(role), std::to_string(in.count(role)), roleTypeField(role) });
            else if (hasType && in.count(role) == 0)
                warning(joinPath(base, roleTypeField(role)), "custom.typeWithoutCount",
                    QT_TR_NOOP("%1 is ignored while %2 is 0."), { roleTypeField(role), roleCountField(role) });
        }
    } else {
        for (Role role : allRoles) {
            if (role != Role::Master && in.count(role) > 0)
                error(joinPath(base, roleCountField(role)), "tier.countRequiresCustom",
                    QT_TR_NOOP("Replica counts can only be set with scale tier CUSTOM."));
            if (in.machineType(role))
                warning(joinPath(base, roleTypeField(role)), "tier.machineTypeIgnored",
                    QT_TR_NOOP("Machine types are only used with scale tier CUSTOM; this one is ignored."));
            if (const auto& config = in.config(role); config && config->acceleratorConfig)
                error(joinPath(joinPath(base, roleConfigField(role)), "acceleratorConfig"), "tier.acceleratorRequiresCustom",
                    QT_TR_NOOP("Accelerators can only be configured with scale tier CUSTOM; BASIC_GPU and BASIC_TPU include theirs."));
        }
    }

    for (Role role : allRoles)
        roleMachine(in, role);
}

void Validator::roleMachine(const TrainingInput& in, Role role)
{
    const std::string typePath = joinPath(base, roleTypeField(role));
    const std::string configPath = joinPath(base, roleConfigField(role));
    const MachineTypeInfo* machine = nullptr;
    if (const auto& type = in.machineType(role); type && !type->empty()) {
        machine = m_catalog.machineType(*type);
        if (!machine) {
            error(typePath, "machineType.unknown", QT_TR_NOOP("Unknown machine type \"%1\"."), { *type });
        } else if (role != Role::Master && in.masterType) {
            // Legacy and Compute Engine types never mix in one cluster; TPU VMs go with either.
            const MachineTypeInfo* master = m_catalog.machineType(*in.masterType);
            if (master && master->family != MachineFamily::Tpu && machine->family != MachineFamily::Tpu
                && master->family != machine->family)
                // Two whole sentences, not the kinds as arguments: those would stay English in a translation.
                error(typePath, "machineType.mixedFamilies",
                    machine->family == MachineFamily::Legacy
                        ? QT_TR_NOOP("%1 is a legacy machine type but the master's %2 is a Compute Engine one; all roles must use the same kind.")
                        : QT_TR_NOOP("%1 is a Compute Engine machine type but the master's %2 is a legacy one; all roles must use the same kind."),
                    { *type, *in.masterType });
        }
    }
    if (const auto& config = in.config(role)) {
        if (config->acceleratorConfig)
            accelerator(*config->acceleratorConfig, machine, joinPath(configPath, "acceleratorConfig"));
        if (config->diskConfig)
            disk(*config->diskConfig, joinPath(configPath, "diskConfig"));
    }
}

void Validator::accelerator(const AcceleratorConfig& acc, const MachineTypeInfo* machine, const std::string& path)
{
    const bool hasType = acc.type && !acc.type->empty() && *acc.type != "ACCELERATOR_TYPE_UNSPECIFIED";
    const std::int64_t count = acc.count.value_or(0);
    if (!hasType) {
        if (count > 0)
            error(joinPath(path, "type"), "accelerator.typeRequired", QT_TR_NOOP("Choose the accelerator type for these %1 accelerators."),
                { std::to_string(count) });
        return;
    }
    const AcceleratorInfo* info = m_catalog.acceleratorType(*acc.type);
    if (!info) {
        std::vector<std::string> names;
        for (const auto& a : m_catalog.acceleratorTypes())
            names.push_back(a.name);
        error(joinPath(path, "type"), "accelerator.unknownType", QT_TR_NOOP("Unknown accelerator type \"%1\"; known types: %2."),
            { *acc.type, joined(names) });
    }
    if (count <= 0)
        error(joinPath(path, "count"), "accelerator.countPositive", QT_TR_NOOP("The accelerator count must be at least 1."));
    if (!machine || !info)
        return;
    if (machine->family == MachineFamily::Legacy) {
        error(path, "accelerator.legacyMachine",
            QT_TR_NOOP("Legacy machine type %1 takes no acceleratorConfig (its GPUs, if any, are built in); choose a Compute Engine type such as n1-standard-8."),
            { machine->name });
        return;
    }
    const auto allowed = machine->accelerators.find(*acc.type);
    if (allowed == machine->accelerators.end()) {
        std::vector<std::string> names;
        for (const auto& [name, counts] : machine->accelerators)
            names.push_back(name);
        if (names.empty())
            error(joinPath(path, "type"), "accelerator.notForMachine", QT_TR_NOOP("%1 cannot be attached to %2; it takes no accelerators."), { *acc.type, machine->name });
        else
            error(joinPath(path, "type"), "accelerator.notForMachine", QT_TR_NOOP("%1 cannot be attached to %2; it takes: %3."), { *acc.type, machine->name, joined(names) });
        return;
    }
    if (count > 0 && std::find(allowed->second.begin(), allowed->second.end(), count) == allowed->second.end())
        error(joinPath(path, "count"), "accelerator.countNotAllowed", QT_TR_NOOP("%1 takes %2 in counts of %3 only, not %4."),
            { machine->name, *acc.type, countsText(allowed->second), std::to_string(count) });
}

void Validator::disk(const DiskConfig& disk, const std::string& path)
{
    const CatalogLimits& limits = m_catalog.limits();
    if (disk.bootDiskSizeGb && (*disk.bootDiskSizeGb < limits.bootDiskSizeGbMin || *disk.bootDiskSizeGb > limits.bootDiskSizeGbMax))
        error(joinPath(path, "bootDiskSizeGb"), "disk.sizeRange", QT_TR_NOOP("The boot disk must be between %1 and %2 GB."),
            { std::to_string(limits.bootDiskSizeGbMin), std::to_string(limits.bootDiskSizeGbMax) });
    if (disk.bootDiskType && !limits.bootDiskTypes.empty()
        && std::find(limits.bootDiskTypes.begin(), limits.bootDiskTypes.end(), *disk.bootDiskType) == limits.bootDiskTypes.end())
        error(joinPath(path, "bootDiskType"), "disk.type", QT_TR_NOOP("Unknown boot disk type \"%1\"; use one of %2."),
            { *disk.bootDiskType, joined(limits.bootDiskTypes) });
}

} // namespace trainyard::spec
