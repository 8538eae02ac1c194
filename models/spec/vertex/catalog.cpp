#include "catalog.h"

#include <algorithm>

namespace trainyard::spec::vertex {

VertexCatalog makeBuiltInVertexCatalog(); // catalogdata.cpp

const VertexCatalog& VertexCatalog::builtIn()
{
    static const VertexCatalog catalog = makeBuiltInVertexCatalog();
    return catalog;
}

const MachineType* VertexCatalog::machineType(std::string_view name) const
{
    const auto it = std::find_if(m_machineTypes.begin(), m_machineTypes.end(), [&](const MachineType& m) { return m.name == name; });
    return it == m_machineTypes.end() ? nullptr : &*it;
}

const Accelerator* VertexCatalog::accelerator(std::string_view type) const
{
    const auto it = std::find_if(m_accelerators.begin(), m_accelerators.end(), [&](const Accelerator& a) { return a.type == type; });
    return it == m_accelerators.end() ? nullptr : &*it;
}

std::vector<int> VertexCatalog::allowedCounts(std::string_view machineTypeName, std::string_view acceleratorType) const
{
    const MachineType* machine = machineType(machineTypeName);
    if (!machine)
        return {};
    for (const AcceleratorOption& option : machine->accelerators)
        if (option.accelerator == acceleratorType)
            return option.counts;
    return {};
}

const PrebuiltContainer* VertexCatalog::containerByUri(std::string_view uri) const
{
    // The same image is published under us-, europe- and asia-docker.pkg.dev; the catalog lists the
    // us- one, so a regional mirror is found by what follows the host.
    auto path = [](std::string_view u) {
        const auto slash = u.find('/');
        return slash == std::string_view::npos ? u : u.substr(slash);
    };
    const auto it = std::find_if(m_containers.begin(), m_containers.end(), [&](const PrebuiltContainer& c) {
        return c.uri == uri || (uri.find("-docker.pkg.dev/vertex-ai/training/") != std::string_view::npos && path(c.uri) == path(uri));
    });
    return it == m_containers.end() ? nullptr : &*it;
}

namespace {
    // "2.12" matches "2.12" and "2.12.1" (a patch release runs on its minor's container), not "2.1".
    bool versionMatches(std::string_view catalogVersion, std::string_view asked)
    {
        if (asked == catalogVersion)
            return true;
        return asked.size() > catalogVersion.size() && asked.substr(0, catalogVersion.size()) == catalogVersion
            && asked[catalogVersion.size()] == '.';
    }
} // namespace

std::optional<std::string> VertexCatalog::executorImageFor(std::string_view framework, std::string_view version, bool gpu) const
{
    // Containers are listed newest Python first within a version, so the first match is the one to use.
    for (const PrebuiltContainer& c : m_containers)
        if (c.framework == framework && c.gpu == gpu && versionMatches(c.version, version))
            return c.uri;
    return std::nullopt;
}

bool VertexCatalog::hasRegion(std::string_view region) const
{
    return std::find(m_regions.begin(), m_regions.end(), region) != m_regions.end();
}

} // namespace trainyard::spec::vertex
