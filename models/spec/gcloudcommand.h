#pragma once

#include "decodeerror.h"
#include "job.h"
#include "shellwords.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec {

// The gcloud command line as a third codec of the Job, beside JSON and config.yaml:
//
//   gcloud ai-platform jobs submit training JOB --flag=value … --config=config.yaml -- USER_ARGS…
//
// Every field gcloud has a flag for is written as that flag; whatever no flag can say (hyperparameters,
// scheduling, disks, the network, evaluators, container commands, unknown fields …) goes into a
// config.yaml passed with --config. Reading merges the two with gcloud's rule that flags override the
// file (applyExplicitValues). The pair argv + configYaml is lossless: reading it back gives the job
// without its output-only fields. docs/spec.md, "gcloud command line", lists which field goes where.

struct GcloudCommand {
    // The file `--config` names in argv and the script writes; text() may name another path instead.
    static constexpr std::string_view configFileName = "config.yaml";

    // "gcloud", "ai-platform", "jobs", "submit", "training", JOB, then one "--flag=value" per flag
    // (and "--config=config.yaml" when configYaml is not empty), then "--" and the user args when the
    // job has args. JOB is empty ('') when the job has no id, or one the shell would take for a flag;
    // the id then travels in the config, which gcloud reads when JOB is empty.
    std::vector<std::string> argv;
    // The rest of the job as a gcloud config.yaml (toYaml with YamlScope::GcloudConfig of a Job holding
    // only what the flags do not say); empty when every field has a flag.
    std::string configYaml;

    // The command quoted for a POSIX shell, one flag per line joined by " \\\n    " continuations;
    // `--config` names configPath.
    std::string text(std::string_view configPath = configFileName) const;

    // The command as a shell script that sends the job as it is: when there is a config, it is first
    // written to config.yaml by a here-document whose delimiter ("EOF", else "EOF_1" …) no line of the
    // YAML equals, then text().
    std::string script() const;
};

// A script as script() writes it, split back into the config's text (empty without a here-document)
// and the command line; nullopt when a here-document is opened but never closed.
struct GcloudScript {
    std::string_view configYaml;
    std::string_view commandLine;
};
std::optional<GcloudScript> splitGcloudScript(std::string_view text);

GcloudCommand toGcloudCommand(const Job& job);

// Reads `gcloud [alpha|beta] ai-platform|ml-engine jobs submit training JOB [FLAGS…] [-- USER_ARGS…]`
// with configYaml as the text of the file its --config names (empty when there is none). Flags are
// gcloud's, as `--flag=value` or `--flag value`; each value is checked the way gcloud checks it, and
// the error names the flag (DecodeError::path "--worker-count"). Errors in the config YAML come back as
// jobFromYaml reports them, with their line and column. Nothing is checked that validate() checks:
// a job without --module-name reads fine. gcloud-wide flags (--project, --quiet …), --staging-bucket,
// --async and --stream-logs are accepted and change nothing in the job.
Decoded<Job> jobFromGcloudCommand(const std::vector<std::string>& argv, std::string_view configYaml = {});

// The same for a command line as typed in a shell: parseShellWords, then jobFromGcloudCommand.
Decoded<Job> jobFromGcloudCommandLine(std::string_view commandLine, std::string_view configYaml = {});

} // namespace trainyard::spec
