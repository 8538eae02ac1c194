#include "gcloudcommand.h"

#include "gcloudflags_p.h"
#include "gcloudvalues_p.h"
#include "overrides.h"
#include "yamlcodec.h"

#include <optional>

// Writing a Job as a gcloud command line (the reading is in gcloudcommandreader.cpp). The facts this
// file follows are gcloud's own (google-cloud-sdk: surface/ai_platform/jobs/submit/training.py,
// command_lib/ml_engine/flags.py and jobs_util.py, api_lib/ml_engine/jobs.py); api.md §4 lists the
// flags.

namespace trainyard::spec {

using namespace gcloud;

namespace {

    class CommandWriter {
    public:
        explicit CommandWriter(const Job& job)
            : m_rest(withoutOutputFields(job))
        {
        }

        GcloudCommand write()
        {
            GcloudCommand command;
            command.argv.assign(std::begin(gcloudPrefix), std::end(gcloudPrefix));
            // JOB: gcloud reads the config's jobId only when JOB is empty, so an id the shell would take for
            // a flag, or an empty one, travels in the config.
            if (m_rest.jobId && !m_rest.jobId->empty() && !m_rest.jobId->starts_with('-')) {
                command.argv.push_back(*m_rest.jobId);
                m_rest.jobId.reset();
            } else {
                command.argv.emplace_back();
            }
            if (m_rest.trainingInput)
                trainingInputFlags(*m_rest.trainingInput);
            labelFlag();
            pruneWhatFlagsCreate();

            command.argv.insert(command.argv.end(), m_flags.begin(), m_flags.end());
            if (!(m_rest == Job {})) {
                command.configYaml = toYaml(m_rest, YamlScope::GcloudConfig);
                command.argv.push_back("--config=" + std::string(GcloudCommand::configFileName));
            }
            if (m_args) {
                command.argv.emplace_back("--");
                command.argv.insert(command.argv.end(), m_args->begin(), m_args->end());
            }
            return command;
        }

    private:
        void flag(std::string_view name, std::string_view value)
        {
            m_flags.push_back(flagName(name) + '=' + std::string(value));
        }

        // Moves a text field into its flag.
        void text(std::string_view name, std::optional<std::string>& field)
        {
            if (!field)
                return;
            flag(name, *field);
            field.reset();
            m_inputFromFlags = true;
        }

        void trainingInputFlags(TrainingInput& in)
        {
            if (in.scaleTier) {
                if (const auto choice = scaleTierChoice(*in.scaleTier)) {
                    flag("scale-tier", *choice);
                    in.scaleTier.reset();
                    m_inputFromFlags = true;
                }
            }
            packageFlags(in);
            text("module-name", in.pythonModule);
            if (in.jobDir && storageUrl(*in.jobDir) == in.jobDir)
                text("job-dir", in.jobDir);
            text("region", in.region);
            text("runtime-version", in.runtimeVersion);
            text("python-version", in.pythonVersion);

            text("master-machine-type", in.masterType);
            replicaFlags("master", in.masterConfig, 0);
            poolFlags("worker", in.workerType, in.workerCount);
            replicaFlags("worker", in.workerConfig, 1);
            poolFlags("parameter-server", in.parameterServerType, in.parameterServerCount);
            replicaFlags("parameter-server", in.parameterServerConfig, 2);
            if (in.useChiefInTfConfig) {
                flag("use-chief-in-tf-config", *in.useChiefInTfConfig ? "true" : "false");
                in.useChiefInTfConfig.reset();
                m_inputFromFlags = true;
            }

            if (in.serviceAccount && isServiceAccount(*in.serviceAccount))
                text("service-account", in.serviceAccount);
            if (in.encryptionConfig && in.encryptionConfig->kmsKeyName
                && isKmsKeyName(*in.encryptionConfig->kmsKeyName)) {
                text("kms-key", in.encryptionConfig->kmsKeyName);
                m_encryptionFromFlags = true;
            }
            // --enable-web-access can only say true.
            if (in.enableWebAccess == true) {
                m_flags.push_back("--enable-web-access");
                in.enableWebAccess.reset();
                m_inputFromFlags = true;
            }
            if (in.args) {
                m_args = std::move(in.args);
                in.args.reset();
                m_inputFromFlags = true;
            }
        }

        // A local folder first in packageUris is the root of the package --package-path names (its
        // top-level package, from the module name); everything else is --packages, as written.
        void packageFlags(TrainingInput& in)
        {
            if (!in.packageUris || in.packageUris->empty())
                return;
            std::vector<std::string> packages = *in.packageUris;
            std::optional<std::string> packagePath;
            if (isLocalFolder(packages.front()) && in.pythonModule) {
                if (const auto top = topPackage(*in.pythonModule)) {
                    packagePath = packages.front() + '/' + *top;
                    packages.erase(packages.begin());
                }
            }
            std::optional<std::string> list;
            if (!packages.empty()) {
                list = joinGcloudList(packages);
                if (!list)
                    return; // no delimiter fits: the list stays in the config
            }
            if (packagePath)
                flag("package-path", *packagePath);
            if (list)
                flag("packages", *list);
            in.packageUris.reset();
            m_inputFromFlags = true;
        }

        // gcloud takes a pool's type and count together, and a count of at least 1.
        void poolFlags(std::string_view prefix, std::optional<std::string>& type, std::optional<std::int64_t>& count)
        {
            if (!type || !count || *count < 1)
                return;
            text(std::string(prefix) + "-machine-type", type);
            flag(std::string(prefix) + "-count", std::to_string(*count));
            count.reset();
        }

        void replicaFlags(std::string_view prefix, std::optional<ReplicaConfig>& config, std::size_t index)
        {
            if (!config)
                return;
            if (config->acceleratorConfig) {
                if (const auto value = acceleratorFlagValue(*config->acceleratorConfig)) {
                    flag(std::string(prefix) + "-accelerator", *value);
                    config->acceleratorConfig.reset();
                    m_replicaFromFlags[index] = true;
                }
            }
            if (config->imageUri && !config->imageUri->empty()) {
                text(std::string(prefix) + "-image-uri", config->imageUri);
                m_replicaFromFlags[index] = true;
            }
            if (m_replicaFromFlags[index])
                m_inputFromFlags = true;
        }

        void labelFlag()
        {
            if (!m_rest.labels || m_rest.labels->empty())
                return;
            std::string value;
            for (const auto& [key, label] : *m_rest.labels) {
                if (!isLabelKey(key) || !isLabelValue(label) || !isPlainLabel(key) || !isPlainLabel(label))
                    return;
                value += (value.empty() ? "" : ",") + key + '=' + label;
            }
            flag("labels", value);
            m_rest.labels.reset();
        }

        // A message the flags fill in is created by them: the config need not hold it empty.
        void pruneWhatFlagsCreate()
        {
            if (!m_rest.trainingInput)
                return;
            TrainingInput& in = *m_rest.trainingInput;
            std::optional<ReplicaConfig>* configs[] = { &in.masterConfig, &in.workerConfig, &in.parameterServerConfig };
            for (std::size_t i = 0; i < std::size(configs); ++i) {
                if (m_replicaFromFlags[i] && *configs[i] && **configs[i] == ReplicaConfig {})
                    configs[i]->reset();
            }
            if (m_encryptionFromFlags && in.encryptionConfig && *in.encryptionConfig == EncryptionConfig {})
                in.encryptionConfig.reset();
            if (m_inputFromFlags && in == TrainingInput {})
                m_rest.trainingInput.reset();
        }

        Job m_rest; // what the flags do not say: the config
        std::vector<std::string> m_flags;
        std::optional<std::vector<std::string>> m_args;
        bool m_inputFromFlags = false;
        bool m_replicaFromFlags[3] = {};
        bool m_encryptionFromFlags = false;
    };

} // namespace

std::string GcloudCommand::text(std::string_view configPath) const
{
    const std::string configFlag = "--config=" + std::string(configFileName);
    std::string out;
    bool firstLine = true; // the command words up to the first flag share the first line
    bool userArgs = false;
    bool previousWasOption = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& word = argv[i];
        std::string quoted;
        if (!userArgs && word == configFlag) {
            quoted = "--config=" + shellQuote(configPath);
        } else if (const auto eq = word.find('='); !userArgs && word.starts_with("--") && eq != std::string::npos) {
            quoted = shellQuote(word.substr(0, eq + 1)) + shellQuote(std::string_view(word).substr(eq + 1));
        } else {
            quoted = shellQuote(word);
        }
        if (firstLine && word.starts_with('-'))
            firstLine = false;
        if (i == 0)
            out = quoted;
        else if (firstLine || (userArgs && previousWasOption && !word.starts_with('-')))
            out += ' ' + quoted;
        else
            out += " \\\n    " + quoted;
        previousWasOption = userArgs && word.starts_with('-');
        if (word == "--")
            userArgs = true;
    }
    return out;
}

GcloudCommand toGcloudCommand(const Job& job)
{
    return CommandWriter(job).write();
}

} // namespace trainyard::spec

namespace trainyard::spec {

std::string GcloudCommand::script() const
{
    std::string out;
    if (!configYaml.empty()) {
        std::string delimiter = "EOF";
        for (int n = 1; ("\n" + configYaml).find("\n" + delimiter + "\n") != std::string::npos; ++n)
            delimiter = "EOF_" + std::to_string(n);
        out = "cat > " + std::string(configFileName) + " <<'" + delimiter + "'\n" + configYaml
            + (configYaml.ends_with('\n') ? "" : "\n") + delimiter + "\n";
    }
    return out + text() + '\n';
}

std::optional<GcloudScript> splitGcloudScript(std::string_view text)
{
    const std::string opening = "cat > " + std::string(GcloudCommand::configFileName) + " <<'";
    if (!text.starts_with(opening))
        return GcloudScript { {}, text };
    const auto delimiterEnd = text.find("'\n", opening.size());
    if (delimiterEnd == std::string_view::npos)
        return std::nullopt;
    const std::string closing = "\n" + std::string(text.substr(opening.size(), delimiterEnd - opening.size())) + "\n";
    const std::size_t configStart = delimiterEnd + 2;
    const auto end = text.find(closing, configStart - 1);
    if (end == std::string_view::npos)
        return std::nullopt;
    return GcloudScript { text.substr(configStart, end + 1 - configStart), text.substr(end + closing.size()) };
}

} // namespace trainyard::spec
