#pragma once

#include "spec/decodeerror.h"
#include "spec/vertex/vertexjob.h"

#include <string>
#include <string_view>

namespace trainyard::ui {

// A Vertex job as the three texts a user copies out of the wizard's Review page, and reads back in,
// each of which alone sends the job again: the REST body (JSON, POSTed to the location's URL), the
// whole job as the file `gcloud ai … create --config` reads (YAML; a custom job's display name and
// region go in flags), and a shell snippet: the `gcloud ai` command preceded, when it names a
// --config file, by a here-document writing that file (`cat > config.yaml <<'EOF'` … `EOF`).
struct VertexTexts {
    std::string json;
    std::string yaml;
    std::string gcloud;
};
// Output fields are left out: these are what creates the job, not what Google answered.
VertexTexts vertexTexts(const spec::vertex::VertexJob& job, const std::string& location);

// What an import read: the job, and the location when the text named one (a command's --region).
struct ImportedVertexJob {
    spec::vertex::VertexJob job;
    std::string location;
};
// Tells the three apart by their first word: `{` JSON, `gcloud` a command (with `configYaml` the file
// its --config names), `cat > config.yaml <<'EOF'` the Review page's snippet, anything else YAML. An
// error names the line and column or the flag.
spec::Decoded<ImportedVertexJob> importVertexText(std::string_view text, std::string_view configYaml = {});

} // namespace trainyard::ui
