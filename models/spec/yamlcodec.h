#pragma once

#include "decodeerror.h"
#include "job.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace trainyard::spec {

// gcloud's `--config` file: a YAML (or JSON, which is YAML) rendering of the Job resource, usually
// holding only `trainingInput`, sometimes `jobId` and `labels`. Field names and value forms are the
// JSON codec's; errors carry the 1-based line and column of the offending node.
Decoded<Job> jobFromYaml(std::string_view text);

// Larger documents are refused before parsing. (Aliases can still expand a smaller one into a tree
// whose plain rendering is larger; the node count of the expansion is bounded separately.)
inline constexpr std::size_t yamlMaxBytes = 4 * 1024 * 1024;

enum class YamlScope {
    Everything, // every field, output included: a faithful dump of the job
    GcloudConfig, // only what `gcloud ai-platform jobs submit training --config` takes as input
};

// Writes YAML that PyYAML (and so gcloud) reads back to the same values: strings that would
// resolve to numbers, booleans, nulls or dates are quoted.
std::string toYaml(const Job& job, YamlScope scope = YamlScope::GcloudConfig);

} // namespace trainyard::spec
