#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec::vertex {

// What the name of a Vertex prebuilt training container says: Google names them
// "{region}-docker.pkg.dev/vertex-ai/training/{framework}-{cpu|gpu|xla|tpu}.{major}-{minor}[.py{3NN}]:{tag}"
// (https://cloud.google.com/vertex-ai/docs/training/pre-built-containers). Read without the catalog so
// that any image of that shape converts, listed or not.
struct ExecutorImage {
    std::string framework; // "tensorflow", "pytorch", "sklearn", "xgboost": the catalog's names
    std::string version; // "2.12"
    std::string pythonVersion; // "3.10"; empty when the name carries none
    bool gpu = false;

    static std::optional<ExecutorImage> parse(std::string_view uri);
};

} // namespace trainyard::spec::vertex
