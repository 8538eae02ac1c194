#pragma once

#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "vertexjob.h"

#include "spec/decodeerror.h"
#include "spec/gcloudcommand.h"

#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec::vertex {

// The `gcloud ai` command lines that create Vertex jobs, written and read, beside the JSON and the
// --config YAML (yamlconfig.h):
//
//   gcloud ai custom-jobs create --region=R --display-name=N --worker-pool-spec=machine-type=…,
//       replica-count=…,accelerator-type=…,accelerator-count=…,container-image-uri=…|executor-image-uri=…,
//       python-module=… [--worker-pool-spec=…]… --args=… --command=… --python-package-uris=… --labels=…
//       --service-account=… --network=… --persistent-resource-id=… --enable-web-access
//       --enable-dashboard-access --kms-key=… --config=config.yaml
//   gcloud ai hp-tuning-jobs create --region=R --display-name=N --max-trial-count=M
//       --parallel-trial-count=P --labels=… --kms-key=… --config=config.yaml
//
// The command is spec::GcloudCommand: argv plus the text of the file its --config names. Writing puts in
// flags what flags can say exactly and the rest in the config, so that gcloud (flags override the file,
// --worker-pool-spec replaces the file's pools, --args/--command apply to every pool) sends the job
// again. Reading applies those same rules. The pair is lossless for everything but what no flag and no
// config key can hold: members of the CustomJob or its encryptionSpec this build does not know, labels
// present but empty, and an absent maxTrialCount/parallelTrialCount of a tuning job (gcloud sends 1).

// Writes `gcloud ai custom-jobs create`; the region flag only when `region` is not empty.
GcloudCommand toGcloudCommand(const CustomJob& job, std::string_view region = {});
// Writes `gcloud ai hp-tuning-jobs create`.
GcloudCommand toGcloudCommand(const HyperparameterTuningJob& job, std::string_view region = {});

struct GcloudVertexCommand {
    VertexJob job; // the job gcloud would send (output fields absent)
    std::string region; // --region, empty when the command leaves it to gcloud's ai/region property
};

// Reads `gcloud [alpha|beta] ai custom-jobs create …` or `gcloud [alpha|beta] ai hp-tuning-jobs create …`
// (which one decides the kind of job) with configYaml the text of the file --config names (empty when
// there is none). Flags are `--flag=value` or `--flag value`; a wrong value is an error whose path names
// the flag ("--worker-pool-spec"), an error in the config comes back as yamlconfig.h reports it, with
// line and column. Nothing validate() checks is checked here, but what gcloud itself refuses is refused
// (an unknown flag or --worker-pool-spec key, both or neither of container-image-uri and
// executor-image-uri, python-module with a container). local-package-path, script, requirements,
// extra-packages, extra-dirs and output-image-uri ask gcloud to build a container with Docker on the
// user's machine: refused, with a hint to build the image and name it in container-image-uri.
// gcloud-wide flags (--project, --quiet …) are accepted and change nothing in the job.
Decoded<GcloudVertexCommand> vertexJobFromGcloudCommand(
    const std::vector<std::string>& argv, std::string_view configYaml = {});
// The same for a command line as typed in a shell: parseShellWords, then vertexJobFromGcloudCommand.
Decoded<GcloudVertexCommand> vertexJobFromGcloudCommandLine(std::string_view commandLine, std::string_view configYaml = {});

// True when the words start `gcloud [alpha|beta] ai custom-jobs|hp-tuning-jobs create` (the wizard's
// import tells a Vertex command from a v1 `ai-platform jobs submit training` one with it).
bool isVertexGcloudCommand(const std::vector<std::string>& argv);

} // namespace trainyard::spec::vertex
