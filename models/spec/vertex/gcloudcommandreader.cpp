#include "gcloudcommand.h"

#include "gcloudflagreader_p.h"
#include "workerpoolflag_p.h"
#include "yamlconfig.h"

#include "spec/shellwords.h"

#include <algorithm>
#include <array>

// Reading `gcloud ai custom-jobs create` and `gcloud ai hp-tuning-jobs create` the way gcloud does
// (google-cloud-sdk: surface/ai/custom_jobs/create.py, hp_tuning_jobs/create.py,
// command_lib/ai/custom_jobs/custom_jobs_util.py, api_lib/ai/hp_tuning_jobs/client.py). Unverified
// against a running gcloud: that repeated --args, --command and --python-package-uris add up (as
// --labels does, with UpdateAction) rather than the last one winning, the --algorithm choices
// (ChoiceEnumMapper's lower-case names of StudySpec.Algorithm), and that an empty first
// --worker-pool-spec is refused.

namespace trainyard::spec::vertex {

using gcloud::FlagError;
using gcloud::shown;
using gcloudai::GcloudFlagReader;
using gcloudai::Kind;

namespace {

    constexpr std::array<std::pair<std::string_view, Algorithm>, 3> algorithmChoices { {
        { "algorithm-unspecified", Algorithm::Unspecified },
        { "grid-search", Algorithm::GridSearch },
        { "random-search", Algorithm::RandomSearch },
    } };

    void requireDisplayName(const GcloudFlagReader& reader, Kind kind)
    {
        if (!reader.given("display-name"))
            throw FlagError { "--display-name", "is required by `gcloud ai " + commandName(kind) + " create`" };
    }

    // custom_jobs_util.ConstructCustomJobSpec, in its order, over the config's spec.
    CustomJob customJob(const GcloudFlagReader& reader, CustomJobSpec spec)
    {
        requireDisplayName(reader, Kind::CustomJobs);
        if (!reader.given("config") && !reader.given("worker-pool-spec"))
            throw FlagError { "--worker-pool-spec", "`gcloud ai custom-jobs create` needs --worker-pool-spec or --config" };
        if (const auto network = reader.value("network"))
            spec.network = *network;
        if (const auto account = reader.value("service-account"))
            spec.serviceAccount = *account;
        if (reader.given("enable-web-access"))
            spec.enableWebAccess = true;
        if (reader.given("enable-dashboard-access"))
            spec.enableDashboardAccess = true;
        if (reader.given("worker-pool-spec")) {
            const gcloudai::PoolFlagContext context { reader.list("python-package-uris") };
            std::vector<WorkerPoolSpec> pools;
            for (const auto value : reader.occurrences("worker-pool-spec"))
                pools.push_back(gcloudai::parseWorkerPoolFlag(value, context));
            if (pools.front() == WorkerPoolSpec {})
                throw FlagError { "--worker-pool-spec", "the first --worker-pool-spec (the primary replica's pool) cannot be empty" };
            spec.workerPoolSpecs = std::move(pools);
        } else if (reader.given("python-package-uris")) {
            throw FlagError { "--python-package-uris", "applies to the pools of --worker-pool-spec, and there is none" };
        }
        const auto args = reader.list("args");
        const auto command = reader.list("command");
        if (spec.workerPoolSpecs) {
            for (auto& pool : *spec.workerPoolSpecs) {
                // gcloud sets them only when the list is not empty.
                if (args && !args->empty()) {
                    if (pool.containerSpec)
                        pool.containerSpec->args = args;
                    if (pool.pythonPackageSpec)
                        pool.pythonPackageSpec->args = args;
                }
                if (command && !command->empty() && pool.containerSpec)
                    pool.containerSpec->command = command;
            }
        }
        if (const auto id = reader.value("persistent-resource-id"); id && !id->empty())
            spec.persistentResourceId = *id;

        CustomJob job;
        job.displayName = reader.value("display-name");
        job.jobSpec = std::move(spec);
        if (auto labels = reader.labels(); labels && !labels->empty())
            job.labels = std::move(labels);
        job.encryptionSpec = reader.encryption();
        return job;
    }

    // hp_tuning_jobs client.Create, in its order, over the config's job.
    HyperparameterTuningJob tuningJob(const GcloudFlagReader& reader, HyperparameterTuningJob job)
    {
        requireDisplayName(reader, Kind::HpTuningJobs);
        if (!reader.given("config"))
            throw FlagError { "--config", "is required by `gcloud ai hp-tuning-jobs create`" };
        // A count absent (or 0) in both the file and the flag becomes 1; a flag of 0 changes nothing.
        const auto counts = [](std::optional<std::int32_t>& field, std::optional<std::int32_t> flag) {
            if (field.value_or(0) == 0 && flag.value_or(0) == 0)
                field = 1;
            else if (flag.value_or(0) != 0)
                field = flag;
        };
        counts(job.maxTrialCount, reader.count("max-trial-count"));
        counts(job.parallelTrialCount, reader.count("parallel-trial-count"));
        // gcloud writes these into trialJobSpec, which the file is expected to hold.
        const auto trialSpec = [&job]() -> CustomJobSpec& {
            if (!job.trialJobSpec)
                job.trialJobSpec.emplace();
            return *job.trialJobSpec;
        };
        if (const auto network = reader.value("network"); network && !network->empty())
            trialSpec().network = *network;
        if (const auto account = reader.value("service-account"); account && !account->empty())
            trialSpec().serviceAccount = *account;
        if (reader.given("enable-web-access"))
            trialSpec().enableWebAccess = true;
        if (reader.given("enable-dashboard-access"))
            trialSpec().enableDashboardAccess = true;
        if (const auto name = reader.value("display-name"); name && !name->empty())
            job.displayName = *name;
        if (const auto algorithm = reader.value("algorithm")) {
            const auto it = std::find_if(algorithmChoices.begin(), algorithmChoices.end(),
                [&algorithm](const auto& choice) { return choice.first == *algorithm; });
            if (it == algorithmChoices.end())
                throw FlagError { "--algorithm",
                    shown(*algorithm) + " is not one of algorithm-unspecified, grid-search, random-search" };
            if (job.studySpec)
                job.studySpec->algorithm = Enum<Algorithm>(it->second);
        }
        if (auto spec = reader.encryption())
            job.encryptionSpec = std::move(spec);
        if (auto labels = reader.labels(); labels && !labels->empty())
            job.labels = std::move(labels);
        return job;
    }

    template <typename T>
    bool configFailed(Decoded<T>& decoded, Decoded<GcloudVertexCommand>& result)
    {
        if (decoded)
            return false;
        result.error = std::move(decoded.error);
        return true;
    }

} // namespace

Decoded<GcloudVertexCommand> vertexJobFromGcloudCommand(const std::vector<std::string>& argv, std::string_view configYaml)
{
    Decoded<GcloudVertexCommand> result;
    try {
        GcloudFlagReader reader;
        const Kind kind = reader.scan(argv);
        if (!reader.given("config") && configYaml.find_first_not_of(" \t\r\n") != std::string_view::npos)
            throw FlagError { "--config", "a config file was given, but the command has no --config flag" };
        GcloudVertexCommand command;
        command.region = reader.value("region").value_or("");
        if (kind == Kind::CustomJobs) {
            CustomJobSpec spec;
            if (reader.given("config")) {
                auto decoded = customJobSpecFromYaml(configYaml);
                if (configFailed(decoded, result))
                    return result;
                spec = std::move(*decoded.value);
                // A whole CustomJob (as `describe` prints it) is a common mistake here; gcloud refuses
                // its keys, and read as a CustomJobSpec it would lose everything under jobSpec.
                if (spec.unknown.is_object() && spec.unknown.contains("jobSpec"))
                    throw FlagError { "--config", "the file holds a CustomJob (jobSpec: …); `gcloud ai custom-jobs create "
                                                  "--config` takes the CustomJobSpec alone (workerPoolSpecs: … at the top)" };
            }
            command.job = customJob(reader, std::move(spec));
        } else {
            auto decoded = hyperparameterTuningJobFromYaml(configYaml);
            if (configFailed(decoded, result))
                return result;
            command.job = tuningJob(reader, withoutOutputFields(std::move(*decoded.value)));
        }
        result.value = std::move(command);
    } catch (const FlagError& error) {
        result.error.path = error.flag;
        result.error.message = error.message;
    }
    return result;
}

Decoded<GcloudVertexCommand> vertexJobFromGcloudCommandLine(std::string_view commandLine, std::string_view configYaml)
{
    const auto words = parseShellWords(commandLine);
    if (!words) {
        Decoded<GcloudVertexCommand> result;
        result.error = words.error;
        return result;
    }
    return vertexJobFromGcloudCommand(*words, configYaml);
}

bool isVertexGcloudCommand(const std::vector<std::string>& argv)
{
    std::vector<std::string_view> words;
    for (const auto& word : argv) {
        if (gcloud::looksLikeFlag(word) || word == "--")
            break;
        words.emplace_back(word);
    }
    return gcloudai::commandKind(words).has_value();
}

} // namespace trainyard::spec::vertex
