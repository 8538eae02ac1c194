#pragma once

#include "spec/vertex/vertexjob.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace trainyard::spectool {

// Vertex AI job files for trainyard-spec: a `gcloud ai custom-jobs create --config` file (a
// CustomJobSpec), a `gcloud ai hp-tuning-jobs create --config` file, or the JSON (or YAML) of a CustomJob
// or HyperparameterTuningJob resource.

// The Vertex job a file holds; nothing when it holds a v1 Job (jobId or trainingInput at the top, or
// no key Vertex has), in which case the v1 commands handle it. `bareSpec` is set when the file is a
// CustomJobSpec alone, checked without the job around it (its display name comes from a flag).
struct VertexFile {
    spec::vertex::VertexJob job;
    bool bareSpec = false;
};
// Decoding errors are printed to `err` with the file's name, line and column; `failed` is then set.
std::optional<VertexFile> readVertexFile(const std::string& path, const std::string& text, std::ostream& err, bool& failed);

// Every error and warning of spec::vertex::validate, as `validate` prints v1's; returns the exit status.
int checkVertex(const std::string& path, const VertexFile& file, std::ostream& out);

// json: the resource's JSON; yaml: the --config file; gcloud: the `gcloud ai … create` command after the
// config.yaml it needs, as a shell script.
int convertVertex(const VertexFile& file, const std::string& format, std::ostream& out);

} // namespace trainyard::spectool
