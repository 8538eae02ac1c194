#include "gcloudcommand.h"

#include "gcloudflags_p.h"
#include "gcloudvalues_p.h"
#include "numbers.h"
#include "overrides.h"
#include "yamlcodec.h"

#include <map>
#include <optional>
#include <set>

// Reading a gcloud command line into a Job. The facts this file follows are gcloud's own
// (google-cloud-sdk: surface/ai_platform/jobs/submit/training.py, command_lib/ml_engine/flags.py and
// jobs_util.py, calliope/arg_parsers.py, command_lib/util/args/labels_util.py); api.md §4 lists the
// flags.

namespace trainyard::spec {

using namespace gcloud;

namespace {

    class CommandReader {
    public:
        Job read(const std::vector<std::string>& argv)
        {
            scan(argv);
            // Another command is named as such before its flags are judged.
            checkCommand();
            if (m_scanError)
                throw *m_scanError;
            readJobId();
            applyFlags();
            return std::move(m_job);
        }

        bool hasConfig() const { return m_values.contains("config"); }

    private:
        // Sorts the words into positionals, flags and user args. Like argparse, the last value of a
        // flag given twice wins; --labels collects (gcloud's UpdateAction).
        void scan(const std::vector<std::string>& argv)
        {
            // The first error is kept and the scan goes on, so that the command words are all seen.
            const auto fail = [this](std::string flag, std::string message) {
                if (!m_scanError)
                    m_scanError = FlagError { std::move(flag), std::move(message) };
            };
            for (std::size_t i = 0; i < argv.size(); ++i) {
                const std::string_view token = argv[i];
                if (token == "--") {
                    m_userArgs.emplace(argv.begin() + static_cast<std::ptrdiff_t>(i) + 1, argv.end());
                    return;
                }
                if (token == "-q") {
                    m_switches.insert("quiet");
                    continue;
                }
                if (!looksLikeFlag(token)) {
                    m_positionals.push_back(token);
                    continue;
                }
                if (!token.starts_with("--")) {
                    fail(std::string(token), "unknown flag");
                    continue;
                }
                const auto eq = token.find('=');
                const std::string_view name
                    = token.substr(2, eq == std::string_view::npos ? std::string_view::npos : eq - 2);
                const FlagInfo* info = findFlag(name);
                if (!info) {
                    fail(
                        flagName(name), "unknown flag of `gcloud ai-platform jobs submit training`" + suggestion(name));
                    continue;
                }
                if (!info->takesValue) {
                    if (eq != std::string_view::npos)
                        fail(flagName(name), "takes no value");
                    m_switches.insert(info->name);
                    continue;
                }
                std::string_view value;
                if (eq != std::string_view::npos) {
                    value = token.substr(eq + 1);
                } else if (i + 1 < argv.size() && !looksLikeFlag(argv[i + 1]) && argv[i + 1] != "--") {
                    value = argv[++i];
                } else {
                    fail(flagName(name), "expects a value: " + flagName(name) + "=VALUE");
                    continue;
                }
                if (info->name == "labels")
                    m_labels.push_back(value);
                m_values[info->name] = value;
            }
        }

        static bool isGcloud(std::string_view word) { return word == gcloudPrefix[0] || word.ends_with("/gcloud"); }

        // gcloud [alpha|beta] ai-platform|ml-engine jobs submit training
        void checkCommand()
        {
            const auto at
                = [this](std::size_t k) { return k < m_positionals.size() ? m_positionals[k] : std::string_view(); };
            if (!isGcloud(at(0)))
                throw FlagError { {},
                    "not a gcloud command: expected `gcloud ai-platform jobs submit training JOB …`" };
            m_next = 1;
            if (at(m_next) == "beta" || at(m_next) == "alpha") {
                m_betaTrack = true;
                ++m_next;
            }
            if (!((at(m_next) == gcloudPrefix[1] || at(m_next) == "ml-engine") && at(m_next + 1) == gcloudPrefix[2]
                    && at(m_next + 2) == gcloudPrefix[3] && at(m_next + 3) == gcloudPrefix[4])) {
                std::string words;
                for (std::size_t k = 0; k < m_positionals.size() && k < m_next + 5; ++k)
                    words += (k > 0 ? " " : "") + std::string(m_positionals[k].substr(0, 64));
                throw FlagError { {},
                    "expected `gcloud ai-platform jobs submit training JOB …`, found `" + words + "`" };
            }
            m_next += 4;
        }

        // JOB, the one positional argument after the command.
        void readJobId()
        {
            if (m_next >= m_positionals.size())
                throw FlagError { "JOB",
                    "missing the job id: `gcloud ai-platform jobs submit training JOB …` names the job first" };
            m_jobId = m_positionals[m_next++];
            if (m_next < m_positionals.size())
                throw FlagError { {},
                    "unexpected argument " + shown(m_positionals[m_next])
                        + " after the job id (user arguments go after --)" };
        }

        std::optional<std::string_view> value(std::string_view name) const
        {
            const auto it = m_values.find(name);
            return it == m_values.end() ? std::nullopt : std::optional<std::string_view>(it->second);
        }
        bool given(std::string_view name) const { return m_values.contains(name) || m_switches.contains(name); }

        TrainingInput& input()
        {
            if (!m_job.trainingInput)
                m_job.trainingInput.emplace();
            return *m_job.trainingInput;
        }
        static ReplicaConfig& replica(std::optional<ReplicaConfig>& config)
        {
            if (!config)
                config.emplace();
            return *config;
        }

        void applyFlags()
        {
            for (const auto& flag : knownFlags) {
                if (flag.betaOnly && !m_betaTrack && given(flag.name))
                    throw FlagError { flagName(flag.name),
                        "is only in `gcloud beta ai-platform jobs submit training` (and alpha)" };
            }
            if (given("async") && given("stream-logs"))
                throw FlagError { "--stream-logs", "cannot be used with --async" };

            // gcloud sets jobId from JOB only when JOB is not empty; an empty one leaves the config's.
            if (!m_jobId.empty())
                m_job.jobId = std::string(m_jobId);
            if (!m_labels.empty())
                m_job.labels = labels();

            std::optional<std::vector<std::string>> packageUris;
            if (const auto path = value("package-path"); path && !path->empty())
                packageUris = std::vector<std::string> { packageRoot(*path) };
            if (const auto packages = value("packages")) {
                std::string error;
                const auto list = splitGcloudList(*packages, error);
                if (!list)
                    throw FlagError { "--packages", error };
                if (!packageUris)
                    packageUris.emplace();
                packageUris->insert(packageUris->end(), list->begin(), list->end());
            }
            if (packageUris)
                input().packageUris = std::move(packageUris);
            setText("module-name", &TrainingInput::pythonModule);
            if (const auto dir = value("job-dir")) {
                const auto url = storageUrl(*dir);
                if (!url)
                    throw FlagError { "--job-dir",
                        "expected a Cloud Storage path gs://BUCKET/PATH, found " + shown(*dir)
                            + " (a local job directory goes into the config file)" };
                input().jobDir = *url;
            }
            setText("region", &TrainingInput::region);
            setText("runtime-version", &TrainingInput::runtimeVersion);
            setText("python-version", &TrainingInput::pythonVersion);
            if (const auto tier = value("scale-tier"))
                input().scaleTier = scaleTier(*tier);

            setText("master-machine-type", &TrainingInput::masterType);
            pool("worker", &TrainingInput::workerType, &TrainingInput::workerCount);
            pool("parameter-server", &TrainingInput::parameterServerType, &TrainingInput::parameterServerCount);
            replicaFlags("master", &TrainingInput::masterConfig);
            replicaFlags("worker", &TrainingInput::workerConfig);
            replicaFlags("parameter-server", &TrainingInput::parameterServerConfig);
            if (const auto version = value("tpu-tf-version"); version && !version->empty())
                replica(input().workerConfig).tpuTfVersion = std::string(*version);
            if (const auto chief = value("use-chief-in-tf-config"))
                input().useChiefInTfConfig = boolean("--use-chief-in-tf-config", *chief);

            if (const auto account = value("service-account")) {
                if (!isServiceAccount(*account))
                    throw FlagError { "--service-account",
                        "not a valid service account: expected an email such as "
                        "trainer@PROJECT_ID.iam.gserviceaccount.com or a numeric id, found "
                            + shown(*account) };
                input().serviceAccount = std::string(*account);
            }
            setText("network", &TrainingInput::network);
            kmsKey();
            if (given("enable-web-access"))
                input().enableWebAccess = true;
            if (given("staging-bucket") && !storageUrl(*value("staging-bucket")))
                throw FlagError { "--staging-bucket",
                    "expected a bucket gs://BUCKET, found " + shown(*value("staging-bucket")) };

            if (m_userArgs)
                input().args = std::move(m_userArgs);
        }

        void setText(std::string_view name, std::optional<std::string> TrainingInput::*field)
        {
            if (const auto text = value(name))
                input().*field = std::string(*text);
        }

        // gcloud takes a pool's machine type and count together (a required group), the count at least 1.
        void pool(std::string_view prefix, std::optional<std::string> TrainingInput::*type,
            std::optional<std::int64_t> TrainingInput::*count)
        {
            const std::string typeFlag = std::string(prefix) + "-machine-type";
            const std::string countFlag = std::string(prefix) + "-count";
            const auto typeValue = value(typeFlag);
            const auto countValue = value(countFlag);
            if (!typeValue && !countValue)
                return;
            if (!typeValue || !countValue)
                throw FlagError { flagName(typeValue ? countFlag : typeFlag),
                    "must be given with " + flagName(typeValue ? typeFlag : countFlag)
                        + ": gcloud takes the machine type and the count together" };
            const auto n = parseInteger<std::int64_t>(*countValue);
            if (!n)
                throw FlagError { flagName(countFlag), "expected an integer, found " + shown(*countValue) };
            if (*n < 1)
                throw FlagError { flagName(countFlag),
                    "must be at least 1, found " + std::to_string(*n) + " (a count of 0 goes into the config file)" };
            input().*type = std::string(*typeValue);
            input().*count = *n;
        }

        void replicaFlags(std::string_view prefix, std::optional<ReplicaConfig> TrainingInput::*config)
        {
            const std::string acceleratorFlag = std::string(prefix) + "-accelerator";
            if (const auto accelerator = value(acceleratorFlag))
                replica(input().*config).acceleratorConfig = parseAccelerator(flagName(acceleratorFlag), *accelerator);
            // gcloud ignores an empty image URI (it sets the field only when the value is not empty).
            if (const auto image = value(std::string(prefix) + "-image-uri"); image && !image->empty())
                replica(input().*config).imageUri = std::string(*image);
        }

        std::map<std::string, std::string> labels() const
        {
            std::map<std::string, std::string> out;
            for (const auto text : m_labels) {
                std::string error;
                const auto items = splitGcloudDict(text, error);
                if (!items)
                    throw FlagError { "--labels", error };
                std::map<std::string, std::string> flag; // within one value the last wins
                for (const auto& [key, label] : *items) {
                    if (!isLabelKey(key))
                        throw FlagError { "--labels",
                            "invalid key " + shown(key)
                                + ": keys start with a lowercase letter and hold at most 63 lowercase letters, digits, "
                                  "'_' or '-'" };
                    if (!isLabelValue(label))
                        throw FlagError { "--labels",
                            "invalid value " + shown(label) + " of " + shown(key)
                                + ": values hold at most 63 lowercase letters, digits, '_' or '-'" };
                    flag[key] = label;
                }
                for (auto& [key, label] : flag) {
                    if (out.contains(key))
                        throw FlagError { "--labels", shown(key) + " cannot be given more than once" };
                    out.emplace(key, std::move(label));
                }
            }
            return out;
        }

        // --kms-key takes the key's full name, or its short name with --kms-keyring, --kms-location and
        // --kms-project (gcloud would take the project from its configuration; Trainyard cannot).
        void kmsKey()
        {
            const auto key = value("kms-key");
            const auto keyring = value("kms-keyring");
            const auto location = value("kms-location");
            const auto project = value("kms-project");
            if (!key || key->empty()) {
                if (keyring || location || project)
                    throw FlagError { "--kms-key",
                        "encryption key not fully specified: --kms-keyring, --kms-location and --kms-project go with "
                        "--kms-key" };
                return;
            }
            std::string name;
            if (key->find('/') != std::string_view::npos) {
                if (!isKmsKeyName(*key))
                    throw FlagError { "--kms-key",
                        "expected a key id, or a full name projects/P/locations/L/keyRings/R/cryptoKeys/K, found "
                            + shown(*key) };
                name = std::string(*key);
            } else {
                if (!keyring || !location || !project || keyring->empty() || location->empty() || project->empty())
                    throw FlagError { "--kms-key",
                        "encryption key not fully specified: a key id needs --kms-keyring, --kms-location and "
                        "--kms-project" };
                name = "projects/" + std::string(*project) + "/locations/" + std::string(*location) + "/keyRings/"
                    + std::string(*keyring) + "/cryptoKeys/" + std::string(*key);
                if (!isKmsKeyName(name))
                    throw FlagError { "--kms-key",
                        "the key name " + shown(name) + " is not projects/P/locations/L/keyRings/R/cryptoKeys/K" };
            }
            if (!input().encryptionConfig)
                input().encryptionConfig.emplace();
            input().encryptionConfig->kmsKeyName = std::move(name);
        }

        std::vector<std::string_view> m_positionals;
        std::map<std::string_view, std::string_view> m_values;
        std::set<std::string_view> m_switches;
        std::vector<std::string_view> m_labels;
        std::optional<std::vector<std::string>> m_userArgs;
        std::optional<FlagError> m_scanError;
        std::string_view m_jobId;
        std::size_t m_next = 0; // the positional after the command words
        bool m_betaTrack = false;
        Job m_job;
    };

} // namespace

Decoded<Job> jobFromGcloudCommand(const std::vector<std::string>& argv, std::string_view configYaml)
{
    Decoded<Job> result;
    Job flags;
    bool hasConfig = false;
    try {
        CommandReader reader;
        flags = reader.read(argv);
        hasConfig = reader.hasConfig();
    } catch (const FlagError& error) {
        result.error.path = error.flag;
        result.error.message = error.message;
        return result;
    }
    if (!hasConfig && configYaml.find_first_not_of(" \t\r\n") != std::string_view::npos) {
        result.error.path = "--config";
        result.error.message = "a config file was given, but the command has no --config flag";
        return result;
    }
    Job file;
    if (hasConfig) {
        auto decoded = jobFromYaml(configYaml);
        if (!decoded)
            return decoded;
        file = std::move(*decoded.value);
    }
    result.value = applyExplicitValues(std::move(file), flags);
    return result;
}

Decoded<Job> jobFromGcloudCommandLine(std::string_view commandLine, std::string_view configYaml)
{
    const auto words = parseShellWords(commandLine);
    if (!words) {
        Decoded<Job> result;
        result.error = words.error;
        return result;
    }
    return jobFromGcloudCommand(*words, configYaml);
}

} // namespace trainyard::spec
