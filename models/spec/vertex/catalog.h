#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec::vertex {

// What Vertex AI custom training offers: machine types, accelerators, which accelerator (and how
// many) each machine type takes, the prebuilt training containers and the regions. The v1 Catalog
// (spec/catalog.h) stays the v1 truth; Vertex names machines and containers differently, so it has
// its own. Every entry says whether it was checked against Google's published tables
// (`verified`) or is this project's reading of them: the validator warns, never refuses, on the
// unverified ones.

// An accelerator a machine type takes and the counts it takes it in. A2, A3 and G2 machines come
// with their GPUs: one option with one count, and `acceleratorRequired` set on the machine.
struct AcceleratorOption {
    std::string accelerator; // NVIDIA_TESLA_T4
    std::vector<int> counts; // ascending
};

struct MachineType {
    std::string name, family; // "n1-standard-4", "n1"
    int vcpus = 0;
    double memoryGb = 0;
    bool verified = false;
    std::vector<AcceleratorOption> accelerators; // empty: CPU only
    bool acceleratorRequired = false; // the GPUs are part of the machine (a2, a3, g2) or it is a TPU host
    bool tpu = false; // a TPU VM: one pool, one replica
};

struct Accelerator {
    std::string type /* NVIDIA_TESLA_T4 */, displayName;
    int memoryGb = 0; // per chip
    bool tpu = false;
    bool verified = false;
};

struct PrebuiltContainer {
    std::string framework /* tensorflow|pytorch|sklearn|xgboost */, version /* "2.12" */, pythonVersion /* "3.10" */, uri;
    bool gpu = false;
    bool verified = false;
};

class VertexCatalog {
public:
    static const VertexCatalog& builtIn();

    const std::vector<MachineType>& machineTypes() const { return m_machineTypes; }
    const MachineType* machineType(std::string_view name) const;

    const std::vector<Accelerator>& accelerators() const { return m_accelerators; }
    const Accelerator* accelerator(std::string_view type) const;

    // The counts `machineType` takes `accelerator` in; empty: not allowed (or either is unknown).
    std::vector<int> allowedCounts(std::string_view machineType, std::string_view accelerator) const;

    const std::vector<PrebuiltContainer>& containers() const { return m_containers; }
    const PrebuiltContainer* containerByUri(std::string_view uri) const;
    // The prebuilt training container for a framework version ("2.12"; "2.12.1" matches "2.12"),
    // the newest Python it comes with; nullopt when there is none.
    std::optional<std::string> executorImageFor(std::string_view framework, std::string_view version, bool gpu) const;

    const std::vector<std::string>& regions() const { return m_regions; }
    bool hasRegion(std::string_view region) const;

private:
    std::vector<MachineType> m_machineTypes;
    std::vector<Accelerator> m_accelerators;
    std::vector<PrebuiltContainer> m_containers;
    std::vector<std::string> m_regions;

    friend VertexCatalog makeBuiltInVertexCatalog();
};

} // namespace trainyard::spec::vertex
