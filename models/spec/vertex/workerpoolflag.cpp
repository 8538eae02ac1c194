#include "workerpoolflag_p.h"

#include "spec/ascii.h"
#include "spec/gcloudflags_p.h"
#include "spec/gcloudvalues_p.h"
#include "spec/numbers.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>

// The keys and defaults are gcloud's (see workerpoolflag_p.h). Unverified against a running gcloud:
// that an empty value gives an empty pool (custom_jobs_util.py appends WorkerPoolSpec() for a falsy
// dict, and ArgDict is taken to read "" as {}), and that a key given twice is refused here where
// ArgDict may let the last one win.

namespace trainyard::spec::vertex::gcloudai {

using gcloud::FlagError;
using gcloud::shown;

namespace {

    constexpr std::string_view flag = "--worker-pool-spec";

    constexpr std::array<std::string_view, 7> keys { "replica-count", "machine-type", "accelerator-type",
        "accelerator-count", "container-image-uri", "executor-image-uri", "python-module" };

    // Keys that make gcloud build and push a Docker image of local code before it creates the job.
    constexpr std::array<std::string_view, 6> autopackagingKeys { "local-package-path", "script", "requirements",
        "extra-packages", "extra-dirs", "output-image-uri" };

    std::int64_t integer(const std::map<std::string, std::string>& spec, const std::string& key, std::int64_t fallback)
    {
        const auto it = spec.find(key);
        if (it == spec.end())
            return fallback;
        const auto value = parseInteger<std::int64_t>(it->second);
        if (!value)
            throw FlagError { std::string(flag), "[" + key + "]: expected an integer, found " + shown(it->second) };
        return *value;
    }

    // arg_utils.ChoiceToEnum: "nvidia-tesla-t4" and "NVIDIA_TESLA_T4" name the same enum value.
    std::string acceleratorEnumName(std::string_view choice)
    {
        std::string name;
        for (const char c : choice)
            name += c == '-' ? '_' : asciiUpper(c);
        if (!gcloud::isEnumName(name))
            throw FlagError { std::string(flag),
                "[accelerator-type]: " + shown(choice) + " is not an accelerator type such as nvidia-tesla-t4" };
        return name;
    }

    std::optional<std::string> get(const std::map<std::string, std::string>& spec, std::string_view key)
    {
        const auto it = spec.find(std::string(key));
        return it == spec.end() ? std::nullopt : std::optional<std::string>(it->second);
    }

    // validation.py (GA): exactly one image key; python-module only with, and required by, an executor.
    void checkSoftware(const std::map<std::string, std::string>& spec)
    {
        const bool executor = spec.contains("executor-image-uri");
        const bool container = spec.contains("container-image-uri");
        if (executor == container)
            throw FlagError { std::string(flag), "exactly one of keys [executor-image-uri, container-image-uri] is required" };
        if (container && spec.contains("python-module"))
            throw FlagError { std::string(flag), "key [python-module] is not allowed together with key [container-image-uri]" };
        if (executor && !spec.contains("python-module"))
            throw FlagError { std::string(flag), "key [python-module] is required together with key [executor-image-uri]" };
    }

} // namespace

WorkerPoolSpec parseWorkerPoolFlag(std::string_view value, const PoolFlagContext& context)
{
    std::string error;
    const auto items = gcloud::splitGcloudDict(value, error);
    if (!items)
        throw FlagError { std::string(flag), error };
    std::map<std::string, std::string> spec;
    for (const auto& [key, item] : *items) {
        if (std::find(autopackagingKeys.begin(), autopackagingKeys.end(), key) != autopackagingKeys.end())
            throw FlagError { std::string(flag),
                "[" + key + "] asks gcloud to build a container image of local code with Docker, which Trainyard "
                            "does not do: build and push the image, then name it with container-image-uri" };
        if (key != "python-image-uri" && std::find(keys.begin(), keys.end(), key) == keys.end())
            throw FlagError { std::string(flag),
                "unknown key " + shown(key)
                    + "; expected replica-count, machine-type, accelerator-type, accelerator-count, "
                      "container-image-uri, executor-image-uri or python-module" };
        if (!spec.emplace(key, item).second)
            throw FlagError { std::string(flag), "key [" + key + "] given twice" };
    }
    // python-image-uri: the deprecated name of executor-image-uri, which wins when both are given.
    if (const auto old = spec.find("python-image-uri"); old != spec.end()) {
        spec.emplace("executor-image-uri", old->second);
        spec.erase(old);
    }
    WorkerPoolSpec pool;
    if (spec.empty())
        return pool;
    checkSoftware(spec);

    MachineSpec& machine = pool.machineSpec.emplace();
    machine.machineType = get(spec, "machine-type");
    if (const auto type = get(spec, "accelerator-type"); type && !type->empty()) {
        machine.acceleratorType = acceleratorEnumName(*type);
        const std::int64_t count = integer(spec, "accelerator-count", 1);
        if (count < std::numeric_limits<std::int32_t>::min() || count > std::numeric_limits<std::int32_t>::max())
            throw FlagError { std::string(flag), "[accelerator-count]: " + std::to_string(count) + " is out of range" };
        machine.acceleratorCount = static_cast<std::int32_t>(count);
    }
    pool.replicaCount = integer(spec, "replica-count", 1);

    if (const auto image = get(spec, "container-image-uri"); image && !image->empty()) {
        pool.containerSpec.emplace().imageUri = *image;
    } else {
        const auto executor = get(spec, "executor-image-uri");
        const auto module = get(spec, "python-module");
        if (context.packageUris || (executor && !executor->empty()) || (module && !module->empty())) {
            PythonPackageSpec& python = pool.pythonPackageSpec.emplace();
            python.executorImageUri = executor;
            python.pythonModule = module;
            python.packageUris = context.packageUris;
        }
    }
    return pool;
}

std::optional<std::string> workerPoolFlagValue(const WorkerPoolSpec& pool, const PoolFlagContext& context)
{
    if (pool == WorkerPoolSpec {})
        return std::string();
    if (!pool.unknown.is_null() || pool.nfsMounts || pool.lustreMounts || pool.diskSpec || !pool.replicaCount
        || !pool.machineSpec || pool.containerSpec.has_value() == pool.pythonPackageSpec.has_value())
        return std::nullopt;
    const MachineSpec& machine = *pool.machineSpec;
    if (!machine.unknown.is_null() || machine.tpuTopology || machine.gpuPartitionSize || machine.reservationAffinity
        || machine.acceleratorType.has_value() != machine.acceleratorCount.has_value())
        return std::nullopt;

    std::vector<std::string> items;
    if (machine.machineType)
        items.push_back("machine-type=" + *machine.machineType);
    items.push_back("replica-count=" + std::to_string(*pool.replicaCount));
    if (machine.acceleratorType) {
        if (machine.acceleratorType->empty() || !gcloud::isEnumName(*machine.acceleratorType))
            return std::nullopt;
        items.push_back("accelerator-type=" + *machine.acceleratorType);
        items.push_back("accelerator-count=" + std::to_string(*machine.acceleratorCount));
    }
    if (pool.containerSpec) {
        const ContainerSpec& container = *pool.containerSpec;
        if (!container.unknown.is_null() || container.env || !container.imageUri || container.imageUri->empty())
            return std::nullopt;
        items.push_back("container-image-uri=" + *container.imageUri);
    } else {
        const PythonPackageSpec& python = *pool.pythonPackageSpec;
        if (!python.unknown.is_null() || python.env || !python.executorImageUri || python.executorImageUri->empty()
            || !python.pythonModule || python.packageUris != context.packageUris)
            return std::nullopt;
        items.push_back("executor-image-uri=" + *python.executorImageUri);
        items.push_back("python-module=" + *python.pythonModule);
    }
    return gcloud::joinGcloudList(items);
}

} // namespace trainyard::spec::vertex::gcloudai
