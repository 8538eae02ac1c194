#include "gcloudcommand.h"

#include "workerpoolflag_p.h"
#include "yamlconfig.h"

#include "spec/gcloudvalues_p.h"

#include <algorithm>

// Writing the `gcloud ai` commands of Vertex jobs (the reading is in gcloudcommandreader.cpp). What
// each flag does is gcloud's own (google-cloud-sdk: surface/ai/custom_jobs/create.py and
// hp_tuning_jobs/create.py, command_lib/ai/custom_jobs/custom_jobs_util.py, api_lib/ai/
// hp_tuning_jobs/client.py): a value moves from the config into a flag only where the flag gives it
// back exactly, so the config plus the flags is the job.

namespace trainyard::spec::vertex {

namespace {

    using gcloudai::PoolFlagContext;

    class FlagWriter {
    public:
        explicit FlagWriter(std::string_view command)
        {
            m_argv = { "gcloud", "ai", std::string(command), "create" };
        }

        void flag(std::string_view name, std::string_view value)
        {
            m_argv.push_back("--" + std::string(name) + '=' + std::string(value));
        }
        void flag(std::string_view name) { m_argv.push_back("--" + std::string(name)); }

        // --labels=k=v,…. Labels gcloud would refuse stay where they are: in a tuning job's config; a custom
        // job has no other place for them, so there (keepInvalid) they are written and refused on reading.
        void labels(std::optional<std::map<std::string, std::string>>& labels, bool keepInvalid)
        {
            if (!labels || labels->empty())
                return;
            std::vector<std::string> items;
            for (const auto& [key, value] : *labels) {
                const bool valid = gcloud::isLabelKey(key) && gcloud::isLabelValue(value) && gcloud::isPlainLabel(key)
                    && gcloud::isPlainLabel(value);
                if (!valid && keepInvalid)
                    return;
                items.push_back(key + '=' + value);
            }
            if (const auto value = gcloud::joinGcloudList(items)) {
                flag("labels", *value);
                labels.reset();
            }
        }

        // --kms-key with the key's full name: the flag builds an EncryptionSpec holding only that.
        void kmsKey(std::optional<EncryptionSpec>& spec)
        {
            if (spec && spec->unknown.is_null() && spec->kmsKeyName && gcloud::isKmsKeyName(*spec->kmsKeyName)) {
                flag("kms-key", *spec->kmsKeyName);
                spec.reset();
            }
        }

        GcloudCommand finish(const std::optional<std::string>& configYaml)
        {
            GcloudCommand command;
            command.argv = std::move(m_argv);
            if (configYaml) {
                command.configYaml = *configYaml;
                command.argv.push_back("--config=" + std::string(GcloudCommand::configFileName));
            }
            return command;
        }

    private:
        std::vector<std::string> m_argv;
    };

    // The value one flag gives every pool that has the field (--args: every task, --command: every
    // container, --python-package-uris: every Python package): all equal and not empty, or all absent
    // (then no flag). Anything else cannot be said with the flag.
    struct Common {
        bool possible = true;
        std::optional<std::vector<std::string>> value;
    };

    template <typename Get>
    Common common(const std::vector<WorkerPoolSpec>& pools, Get get)
    {
        Common out;
        bool first = true;
        for (const auto& pool : pools) {
            const std::optional<std::optional<std::vector<std::string>>> field = get(pool);
            if (!field)
                continue; // the pool does not have this field
            if ((*field && (*field)->empty()) || (!first && *field != out.value))
                return { false, {} };
            out.value = *field;
            first = false;
        }
        return out;
    }

    // Moves the pools into --worker-pool-spec, --args, --command and --python-package-uris when those
    // say them exactly; else they stay in the config.
    void poolFlags(FlagWriter& writer, CustomJobSpec& spec)
    {
        if (!spec.workerPoolSpecs || spec.workerPoolSpecs->empty() || spec.workerPoolSpecs->front() == WorkerPoolSpec {})
            return;
        const auto& pools = *spec.workerPoolSpecs;
        using Field = std::optional<std::optional<std::vector<std::string>>>;
        const Common args = common(pools, [](const WorkerPoolSpec& pool) -> Field {
            if (pool.containerSpec)
                return pool.containerSpec->args;
            if (pool.pythonPackageSpec)
                return pool.pythonPackageSpec->args;
            return std::nullopt;
        });
        const Common command = common(pools, [](const WorkerPoolSpec& pool) -> Field {
            return pool.containerSpec ? Field(pool.containerSpec->command) : Field(std::nullopt);
        });
        const Common packages = common(pools, [](const WorkerPoolSpec& pool) -> Field {
            return pool.pythonPackageSpec ? Field(pool.pythonPackageSpec->packageUris) : Field(std::nullopt);
        });
        if (!args.possible || !command.possible || !packages.possible)
            return;
        const PoolFlagContext context { packages.value };
        std::vector<std::string> values;
        for (const auto& pool : pools) {
            const auto value = gcloudai::workerPoolFlagValue(pool, context);
            if (!value)
                return; // a pool with both tasks, or more than a flag says (env, disks, mounts …)
            values.push_back(*value);
        }
        const auto joined = [](const std::optional<std::vector<std::string>>& items) {
            return items ? gcloud::joinGcloudList(*items) : std::optional<std::string>();
        };
        if ((args.value && !joined(args.value)) || (command.value && !joined(command.value))
            || (packages.value && !joined(packages.value)))
            return;
        for (const auto& value : values)
            writer.flag("worker-pool-spec", value);
        if (args.value)
            writer.flag("args", *joined(args.value));
        if (command.value)
            writer.flag("command", *joined(command.value));
        if (packages.value)
            writer.flag("python-package-uris", *joined(packages.value));
        spec.workerPoolSpecs.reset();
    }

    void specFlags(FlagWriter& writer, CustomJobSpec& spec)
    {
        poolFlags(writer, spec);
        if (spec.network) {
            writer.flag("network", *spec.network);
            spec.network.reset();
        }
        if (spec.serviceAccount) {
            writer.flag("service-account", *spec.serviceAccount);
            spec.serviceAccount.reset();
        }
        // gcloud sets these only when the flag's value is truthy: false and "" stay in the config.
        if (spec.persistentResourceId && !spec.persistentResourceId->empty()) {
            writer.flag("persistent-resource-id", *spec.persistentResourceId);
            spec.persistentResourceId.reset();
        }
        if (spec.enableWebAccess == true) {
            writer.flag("enable-web-access");
            spec.enableWebAccess.reset();
        }
        if (spec.enableDashboardAccess == true) {
            writer.flag("enable-dashboard-access");
            spec.enableDashboardAccess.reset();
        }
    }

} // namespace

GcloudCommand toGcloudCommand(const CustomJob& original, std::string_view region)
{
    CustomJob job = withoutOutputFields(original);
    FlagWriter writer("custom-jobs");
    if (!region.empty())
        writer.flag("region", region);
    if (job.displayName)
        writer.flag("display-name", *job.displayName);
    CustomJobSpec spec = job.jobSpec.value_or(CustomJobSpec {});
    specFlags(writer, spec);
    writer.labels(job.labels, false);
    writer.kmsKey(job.encryptionSpec);
    // gcloud needs --config or --worker-pool-spec: a job whose pools are all in flags needs no file.
    const bool poolsInFlags = !spec.workerPoolSpecs && job.jobSpec && job.jobSpec->workerPoolSpecs
        && !job.jobSpec->workerPoolSpecs->empty();
    const bool needsConfig = !(spec == CustomJobSpec {}) || !poolsInFlags;
    return writer.finish(needsConfig ? std::optional<std::string>(toConfigYaml(spec)) : std::nullopt);
}

GcloudCommand toGcloudCommand(const HyperparameterTuningJob& original, std::string_view region)
{
    HyperparameterTuningJob job = withoutOutputFields(original);
    FlagWriter writer("hp-tuning-jobs");
    if (!region.empty())
        writer.flag("region", region);
    // gcloud requires the flag but takes an empty one as absent: "" also stays in the config.
    if (job.displayName) {
        writer.flag("display-name", *job.displayName);
        if (!job.displayName->empty())
            job.displayName.reset();
    }
    // A count of 0 is falsy to gcloud, which would then put 1 in its place: it stays in the config.
    if (job.maxTrialCount && *job.maxTrialCount != 0) {
        writer.flag("max-trial-count", std::to_string(*job.maxTrialCount));
        job.maxTrialCount.reset();
    }
    if (job.parallelTrialCount && *job.parallelTrialCount != 0) {
        writer.flag("parallel-trial-count", std::to_string(*job.parallelTrialCount));
        job.parallelTrialCount.reset();
    }
    writer.labels(job.labels, true);
    writer.kmsKey(job.encryptionSpec);
    // The study, the trial job spec and the rest stay in the file, which hp-tuning-jobs create requires.
    return writer.finish(toConfigYaml(job));
}

} // namespace trainyard::spec::vertex
