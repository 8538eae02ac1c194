#pragma once

#include "catalog.h"

#include "spec/catalog.h"

#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec::vertex {

// AI Platform's legacy machine types (standard, complex_model_m, standard_gpu, …) do not exist on
// Vertex. Each stands for a Compute Engine machine: the n1 type of the same vCPUs and memory (from the
// two catalogs: this project's reading, not a table Google published) and its built-in GPUs.
struct LegacyMachine {
    std::string machineType; // "n1-highcpu-16"
    std::string acceleratorType; // empty: none
    int acceleratorCount = 0;

    // nullopt when `name` is not a legacy type the v1 catalog knows, or no n1 type matches it.
    static std::optional<LegacyMachine> resolve(std::string_view name, const spec::Catalog& v1, const VertexCatalog& vertex);
};

} // namespace trainyard::spec::vertex
