#pragma once

// The words and flags of `gcloud ai-platform jobs submit training`, as the reader
// (gcloudcommandreader.cpp) takes them and the writer (gcloudcommand.cpp) puts them; not part of the
// library's API.

#include <string>
#include <string_view>

namespace trainyard::spec::gcloud {

inline constexpr std::string_view gcloudPrefix[] = { "gcloud", "ai-platform", "jobs", "submit", "training" };

struct FlagInfo {
    std::string_view name;
    bool takesValue;
    bool betaOnly = false; // in `gcloud beta|alpha ai-platform jobs submit training` only
};

inline constexpr FlagInfo knownFlags[] = {
    { "region", true },
    { "job-dir", true },
    { "package-path", true },
    { "packages", true },
    { "module-name", true },
    { "runtime-version", true },
    { "python-version", true },
    { "scale-tier", true },
    { "config", true },
    { "staging-bucket", true },
    { "master-machine-type", true },
    { "master-accelerator", true },
    { "master-image-uri", true },
    { "worker-machine-type", true },
    { "worker-count", true },
    { "worker-accelerator", true },
    { "worker-image-uri", true },
    { "parameter-server-machine-type", true },
    { "parameter-server-count", true },
    { "parameter-server-accelerator", true },
    { "parameter-server-image-uri", true },
    { "use-chief-in-tf-config", true },
    { "labels", true },
    { "service-account", true },
    { "kms-key", true },
    { "kms-keyring", true },
    { "kms-location", true },
    { "kms-project", true },
    { "enable-web-access", false },
    { "stream-logs", false },
    { "async", false },
    { "network", true, true },
    { "tpu-tf-version", true, true },
    // gcloud-wide flags: accepted, and nothing in the job depends on them
    { "project", true },
    { "account", true },
    { "billing-project", true },
    { "configuration", true },
    { "impersonate-service-account", true },
    { "format", true },
    { "verbosity", true },
    { "trace-token", true },
    { "quiet", false },
    { "log-http", false },
    { "user-output-enabled", false },
    { "no-user-output-enabled", false },
};

const FlagInfo* findFlag(std::string_view name);
// " (did you mean --module-name?)" for a near miss, else nothing.
std::string suggestion(std::string_view name);
// argparse reads "-5" as a value, "-x" as a flag.
bool looksLikeFlag(std::string_view token);
std::string flagName(std::string_view name);

// Why a command line cannot be read, and the flag it is about (DecodeError::path).
struct FlagError {
    std::string flag;
    std::string message;
};

} // namespace trainyard::spec::gcloud
