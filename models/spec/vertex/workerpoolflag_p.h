#pragma once

// One `--worker-pool-spec` value of `gcloud ai custom-jobs create`, read and written as gcloud does
// (google-cloud-sdk: command_lib/ai/custom_jobs/flags.py declares the ArgDict, custom_jobs_util.py /
// api_lib/ai/custom_jobs.py build the WorkerPoolSpec from it, validation.py checks it). Shared by the
// reader (gcloudcommandreader.cpp) and the writer (gcloudcommand.cpp); not part of the library's API.

#include "customjob.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec::vertex::gcloudai {

// What gcloud adds to every pool built from a flag: --python-package-uris to Python package pools.
// (--args and --command are applied afterwards to every pool, the config's included.)
struct PoolFlagContext {
    std::optional<std::vector<std::string>> packageUris;
};

// The pool gcloud builds from one --worker-pool-spec value: an empty value is an empty pool ({}), else
// machineSpec (machine-type, accelerator-type with accelerator-count defaulting to 1), replicaCount
// (default 1) and a containerSpec (container-image-uri) or a pythonPackageSpec (executor-image-uri,
// python-module, the context's package URIs). Throws gcloud::FlagError naming --worker-pool-spec.
WorkerPoolSpec parseWorkerPoolFlag(std::string_view value, const PoolFlagContext& context);

// The --worker-pool-spec value that parseWorkerPoolFlag reads back to `pool` exactly, given the context
// and that --args/--command already say the pool's args and command; nothing when no value can.
std::optional<std::string> workerPoolFlagValue(const WorkerPoolSpec& pool, const PoolFlagContext& context);

} // namespace trainyard::spec::vertex::gcloudai
