#include "legacymachine.h"

#include <cmath>

namespace trainyard::spec::vertex {

std::optional<LegacyMachine> LegacyMachine::resolve(std::string_view name, const spec::Catalog& v1, const VertexCatalog& vertex)
{
    const auto* legacy = v1.machineType(name);
    if (!legacy || legacy->family != spec::MachineFamily::Legacy)
        return std::nullopt;
    for (const auto& candidate : vertex.machineTypes()) {
        // Memory is listed to one decimal (14.4 GB): equal within rounding.
        if (candidate.family != "n1" || candidate.vcpus != legacy->vcpus
            || std::fabs(candidate.memoryGb - legacy->memoryGb) > 0.05)
            continue;
        LegacyMachine machine;
        machine.machineType = candidate.name;
        if (legacy->builtInAccelerator) {
            machine.acceleratorType = legacy->builtInAccelerator->type;
            machine.acceleratorCount = legacy->builtInAccelerator->count;
        }
        return machine;
    }
    return std::nullopt;
}

} // namespace trainyard::spec::vertex
