#include "gcloudcommand.h"

#include "numbers.h"
#include "overrides.h"
#include "strictjson.h"
#include "yamlcodec.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>

// The facts this file follows are gcloud's own (google-cloud-sdk: surface/ai_platform/jobs/submit/
// training.py, command_lib/ml_engine/flags.py and jobs_util.py, api_lib/ml_engine/jobs.py,
// calliope/arg_parsers.py, command_lib/util/args/labels_util.py); api.md §4 lists the flags.

namespace trainyard::spec {

namespace {

    constexpr std::string_view gcloudPrefix[] = { "gcloud", "ai-platform", "jobs", "submit", "training" };

    bool isAsciiLower(char c)
    {
        return c >= 'a' && c <= 'z';
    }
    bool isAsciiUpper(char c)
    {
        return c >= 'A' && c <= 'Z';
    }
    bool isAsciiDigit(char c)
    {
        return c >= '0' && c <= '9';
    }
    bool isNonAscii(char c)
    {
        return static_cast<unsigned char>(c) >= 0x80;
    }
    char asciiLower(char c)
    {
        return isAsciiUpper(c) ? static_cast<char>(c - 'A' + 'a') : c;
    }
    char asciiUpper(char c)
    {
        return isAsciiLower(c) ? static_cast<char>(c - 'a' + 'A') : c;
    }

    // A value as error messages show it: quoted and cut short.
    std::string shown(std::string_view value)
    {
        constexpr std::size_t limit = 64;
        return '"' + std::string(value.substr(0, limit)) + (value.size() > limit ? "…\"" : "\"");
    }

    // ---- gcloud's value syntaxes --------------------------------------------------------------------

    // arg_parsers.ArgList: items split on ',' or, after a leading "^DELIM^", on DELIM; a delimiter at the
    // end closes the list without adding an empty item; the empty text is the empty list.
    std::optional<std::vector<std::string>> splitGcloudList(std::string_view value, std::string& error)
    {
        std::string delimiter = ",";
        if (value.starts_with('^')) {
            if (const auto end = value.find('^', 1); end != std::string_view::npos) {
                delimiter = std::string(value.substr(1, end - 1));
                value.remove_prefix(end + 1);
                if (delimiter.empty()) {
                    error = "invalid delimiter \"^^\" (see `gcloud topic escaping`)";
                    return std::nullopt;
                }
            }
        }
        std::vector<std::string> items;
        if (value.empty())
            return items;
        std::string text(value);
        if (!text.ends_with(delimiter))
            text += delimiter;
        for (std::size_t start = 0;;) {
            const auto pos = text.find(delimiter, start);
            if (pos == std::string::npos)
                break; // what follows the last delimiter is empty and dropped
            items.push_back(text.substr(start, pos - start));
            start = pos + delimiter.size();
        }
        return items;
    }

    // The ArgList text that splitGcloudList reads back to `items` (not empty): comma-separated, or with
    // the first "^X^" delimiter that no item contains.
    std::optional<std::string> joinGcloudList(const std::vector<std::string>& items)
    {
        static constexpr std::string_view delimiters = ",;|#~!@+:";
        for (const char delimiter : delimiters) {
            if (std::any_of(items.begin(), items.end(),
                    [delimiter](const std::string& item) { return item.find(delimiter) != std::string::npos; }))
                continue;
            std::string out;
            // A first item starting with '^' would read as a delimiter declaration: declare one instead.
            if (delimiter != ',' || items.front().starts_with('^'))
                out = std::string { '^', delimiter, '^' };
            for (std::size_t i = 0; i < items.size(); ++i) {
                if (i > 0)
                    out += delimiter;
                out += items[i];
            }
            if (items.back().empty())
                out += delimiter;
            return out;
        }
        return std::nullopt;
    }

    // arg_parsers.ArgDict: an ArgList of KEY=VALUE items (the key holds no '=', the value may).
    std::optional<std::vector<std::pair<std::string, std::string>>> splitGcloudDict(
        std::string_view value, std::string& error)
    {
        const auto items = splitGcloudList(value, error);
        if (!items)
            return std::nullopt;
        std::vector<std::pair<std::string, std::string>> out;
        for (const auto& item : *items) {
            const auto eq = item.find('=');
            if (eq == 0 || eq == std::string::npos) {
                error = "bad syntax " + shown(item) + ": expected KEY=VALUE items separated by commas";
                return std::nullopt;
            }
            out.emplace_back(item.substr(0, eq), item.substr(eq + 1));
        }
        return out;
    }

    // ---- the values each flag takes -------------------------------------------------------------------

    constexpr std::array<std::pair<std::string_view, ScaleTier>, 6> scaleTierChoices { {
        { "basic", ScaleTier::Basic },
        { "standard-1", ScaleTier::Standard1 },
        { "premium-1", ScaleTier::Premium1 },
        { "basic-gpu", ScaleTier::BasicGpu },
        { "basic-tpu", ScaleTier::BasicTpu },
        { "custom", ScaleTier::Custom },
    } };

    std::optional<std::string_view> scaleTierChoice(const Enum<ScaleTier>& tier)
    {
        if (!tier.isRecognized())
            return std::nullopt;
        for (const auto& [choice, value] : scaleTierChoices) {
            if (value == tier.value())
                return choice;
        }
        return std::nullopt;
    }

    // Label keys and values as gcloud checks them (labels_util): lowercase letters (international ones
    // too), digits, '_' and '-', at most 63 characters; a key starts with a letter.
    bool isLabelChar(char c)
    {
        return isAsciiLower(c) || isAsciiDigit(c) || c == '_' || c == '-' || isNonAscii(c);
    }
    std::size_t codePoints(std::string_view s)
    {
        return static_cast<std::size_t>(
            std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    }
    bool isLabelValue(std::string_view s)
    {
        return codePoints(s) <= 63 && std::all_of(s.begin(), s.end(), isLabelChar);
    }
    bool isLabelKey(std::string_view s)
    {
        return !s.empty() && (isAsciiLower(s.front()) || isNonAscii(s.front())) && isLabelValue(s);
    }
    // What toGcloudCommand puts in --labels: ASCII only, since gcloud refuses international capitals,
    // which the byte-wise check above lets through.
    bool isPlainLabel(std::string_view s)
    {
        return std::none_of(s.begin(), s.end(), isNonAscii);
    }

    // An AcceleratorConfig.type as gcloud's choice: NVIDIA_TESLA_T4 <-> nvidia-tesla-t4.
    bool isEnumName(std::string_view s)
    {
        return !s.empty()
            && std::all_of(s.begin(), s.end(), [](char c) { return isAsciiUpper(c) || isAsciiDigit(c) || c == '_'; });
    }
    constexpr std::string_view unspecifiedAccelerator = "ACCELERATOR_TYPE_UNSPECIFIED";

    // The --*-accelerator value that says all of `config`, if one does.
    std::optional<std::string> acceleratorFlagValue(const AcceleratorConfig& config)
    {
        if (!config.unknown.is_null() || !config.count || *config.count < 1 || !config.type || !isEnumName(*config.type)
            || *config.type == unspecifiedAccelerator)
            return std::nullopt;
        std::string choice;
        for (const char c : *config.type)
            choice += c == '_' ? '-' : asciiLower(c);
        return "count=" + std::to_string(*config.count) + ",type=" + choice;
    }

    // gcloud's ObjectReference with an empty object allowed (--job-dir): gs://BUCKET/OBJECT, written
    // back as "gs://BUCKET/OBJECT", so "gs://b" becomes "gs://b/".
    std::optional<std::string> storageUrl(std::string_view url)
    {
        constexpr std::string_view scheme = "gs://";
        if (!url.starts_with(scheme))
            return std::nullopt;
        const std::string_view rest = url.substr(scheme.size());
        const auto slash = rest.find('/');
        const std::string_view bucket = rest.substr(0, slash);
        const std::string_view object = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
        if (bucket.empty() || object.size() > 1024 || object.find_first_of("\r\n") != std::string_view::npos)
            return std::nullopt;
        return std::string(scheme) + std::string(bucket) + '/' + std::string(object);
    }

    // gcloud's service-account check: ^(.+@.+\..+|[0-9]+)$ (a unique id or something like an email).
    bool isServiceAccount(std::string_view s)
    {
        if (s.empty() || s.find('\n') != std::string_view::npos)
            return false;
        if (std::all_of(s.begin(), s.end(), isAsciiDigit))
            return true;
        const auto at = s.find('@', 1);
        if (at == std::string_view::npos)
            return false;
        const auto dot = s.find('.', at + 2);
        return dot != std::string_view::npos && dot + 1 < s.size();
    }

    // projects/P/locations/L/keyRings/R/cryptoKeys/K, each name non-empty.
    bool isKmsKeyName(std::string_view s)
    {
        static constexpr std::string_view collections[] = { "projects", "locations", "keyRings", "cryptoKeys" };
        for (const auto collection : collections) {
            if (!s.starts_with(collection) || s.size() <= collection.size() || s[collection.size()] != '/')
                return false;
            s.remove_prefix(collection.size() + 1);
            const auto slash = s.find('/');
            const auto name = s.substr(0, slash);
            if (name.empty())
                return false;
            s.remove_prefix(slash == std::string_view::npos ? s.size() : slash + 1);
            if (collection != collections[3] && slash == std::string_view::npos)
                return false;
            if (collection == collections[3] && slash != std::string_view::npos)
                return false;
        }
        return true;
    }

    // --package-path names the Python package itself (…/trainer); gcloud builds it with its parent as
    // the setup.py folder. A local packageUris folder is that parent: the package root holding setup.py
    // and trainer/, which Trainyard's daemon copies and puts on PYTHONPATH.
    std::string packageRoot(std::string_view packagePath)
    {
        while (packagePath.size() > 1 && packagePath.back() == '/')
            packagePath.remove_suffix(1);
        const auto slash = packagePath.rfind('/');
        if (slash == std::string_view::npos)
            return ".";
        if (slash == 0)
            return "/";
        return std::string(packagePath.substr(0, slash));
    }

    // A packageUris entry that is a local folder rather than an archive or a remote URI.
    bool isLocalFolder(std::string_view uri)
    {
        static constexpr std::string_view archives[]
            = { ".tar.gz", ".tgz", ".tar", ".tar.bz2", ".tar.xz", ".zip", ".whl", ".egg" };
        if (uri.empty() || uri.find("://") != std::string_view::npos || uri.starts_with("gs:"))
            return false;
        return std::none_of(
            std::begin(archives), std::end(archives), [uri](std::string_view suffix) { return uri.ends_with(suffix); });
    }

    // The top-level package of a module name ("trainer" of "trainer.task"), if it is a Python identifier.
    std::optional<std::string> topPackage(std::string_view module)
    {
        const std::string_view top = module.substr(0, module.find('.'));
        if (top.empty() || isAsciiDigit(top.front()) || !std::all_of(top.begin(), top.end(), [](char c) {
                return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c) || c == '_';
            }))
            return std::nullopt;
        return std::string(top);
    }

    // ---- the flags ----------------------------------------------------------------------------------------

    struct FlagInfo {
        std::string_view name;
        bool takesValue;
        bool betaOnly = false; // in `gcloud beta|alpha ai-platform jobs submit training` only
    };

    constexpr FlagInfo knownFlags[] = {
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

    const FlagInfo* findFlag(std::string_view name)
    {
        for (const auto& flag : knownFlags) {
            if (flag.name == name)
                return &flag;
        }
        return nullptr;
    }

    std::size_t editDistance(std::string_view a, std::string_view b)
    {
        std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
        for (std::size_t j = 0; j <= b.size(); ++j)
            previous[j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            current[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j)
                current[j] = std::min(
                    { previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0U : 1U) });
            std::swap(previous, current);
        }
        return previous[b.size()];
    }

    // " (did you mean --module-name?)" for a near miss, else nothing.
    std::string suggestion(std::string_view name)
    {
        if (name.size() > 64)
            return {};
        const FlagInfo* best = nullptr;
        std::size_t bestDistance = 0;
        for (const auto& flag : knownFlags) {
            const std::size_t distance
                = flag.name.starts_with(name) && !name.empty() ? 1 : editDistance(name, flag.name);
            if (!best || distance < bestDistance) {
                best = &flag;
                bestDistance = distance;
            }
        }
        if (!best || bestDistance > std::max<std::size_t>(2, name.size() / 4))
            return {};
        return " (did you mean --" + std::string(best->name) + "?)";
    }

    // argparse reads "-5" as a value, "-x" as a flag.
    bool looksLikeFlag(std::string_view token)
    {
        if (token.size() < 2 || token.front() != '-')
            return false;
        const std::string_view rest = token.substr(1);
        const bool number = std::all_of(rest.begin(), rest.end(), [](char c) { return isAsciiDigit(c) || c == '.'; })
            && std::any_of(rest.begin(), rest.end(), isAsciiDigit);
        return !number;
    }

    struct FlagError {
        std::string flag;
        std::string message;
    };

    std::string flagName(std::string_view name)
    {
        return "--" + std::string(name);
    }

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

        static AcceleratorConfig parseAccelerator(const std::string& flag, std::string_view text)
        {
            std::string error;
            const auto items = splitGcloudDict(text, error);
            if (!items)
                throw FlagError { flag, error + ", e.g. count=1,type=nvidia-tesla-t4" };
            std::optional<std::string> type;
            std::optional<std::string> count;
            for (const auto& [key, item] : *items) {
                if (key == "type")
                    type = item;
                else if (key == "count")
                    count = item;
                else
                    throw FlagError { flag, "unknown key " + shown(key) + ": valid keys are [count, type]" };
            }
            if (!type || !count)
                throw FlagError { flag,
                    std::string("key [") + (type ? "count" : "type")
                        + "] required: expected count=N,type=TYPE, e.g. count=1,type=nvidia-tesla-t4" };
            const auto n = parseInteger<std::int64_t>(*count);
            if (!n)
                throw FlagError { flag, "count: expected an integer, found " + shown(*count) };
            if (*n <= 0)
                throw FlagError { flag, "the count of the accelerator must be greater than 0" };
            std::string name;
            for (const char c : *type)
                name += c == '-' ? '_' : asciiUpper(c);
            if (!isEnumName(name) || name == unspecifiedAccelerator)
                throw FlagError { flag, "invalid accelerator type " + shown(*type) + ", e.g. nvidia-tesla-t4" };
            AcceleratorConfig config;
            config.count = *n;
            config.type = std::move(name);
            return config;
        }

        static Enum<ScaleTier> scaleTier(std::string_view text)
        {
            std::string choice;
            for (const char c : text)
                choice += c == '_' ? '-' : asciiLower(c);
            for (const auto& [name, tier] : scaleTierChoices) {
                if (name == choice)
                    return tier;
            }
            throw FlagError { "--scale-tier",
                "invalid choice " + shown(text)
                    + ": valid choices are basic, basic-gpu, basic-tpu, custom, premium-1, standard-1" };
        }

        // arg_parsers.ArgBoolean
        static bool boolean(const std::string& flag, std::string_view text)
        {
            std::string lower;
            for (const char c : text)
                lower += asciiLower(c);
            if (lower == "true" || lower == "yes")
                return true;
            if (lower == "false" || lower == "no")
                return false;
            throw FlagError { flag, "invalid value " + shown(text) + ": expected one of true, yes, false, no" };
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

    // ---- writing ------------------------------------------------------------------------------------------

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
                command.argv.push_back("--config=" + std::string(GcloudCommand::configPlaceholder));
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

    // Characters no POSIX shell treats specially anywhere in a word.
    bool isShellSafe(char c)
    {
        return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c)
            || std::string_view("_-.,/:=@%+").find(c) != std::string_view::npos;
    }

} // namespace

std::string shellQuote(std::string_view word)
{
    if (!word.empty() && std::all_of(word.begin(), word.end(), isShellSafe))
        return std::string(word);
    std::string out = "'";
    for (const char c : word) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + '\'';
}

std::string GcloudCommand::text(std::string_view configPath) const
{
    const std::string configFlag = "--config=" + std::string(configPlaceholder);
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

Decoded<std::vector<std::string>> parseShellWords(std::string_view text)
{
    Decoded<std::vector<std::string>> result;
    std::vector<std::string> words;
    std::string word;
    bool inWord = false; // a word has begun, even an empty one ('')
    bool commandEnded = false; // a newline ended the command: another word would start a second one
    const auto fail = [&](std::size_t offset, std::string message) {
        result.error.message = std::move(message);
        lineAndColumn(text, offset, result.error.line, result.error.column);
        return result;
    };
    const auto endWord = [&] {
        if (inWord)
            words.push_back(std::move(word));
        word.clear();
        inWord = false;
    };
    // `$NAME`, `${…}`, `$(…)` … : what a shell would expand. A `$` before anything else is literal.
    const auto isExpansion = [&](std::size_t i) {
        if (i + 1 >= text.size())
            return false;
        const char c = text[i + 1];
        return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c)
            || std::string_view("_{(@*#?$!-").find(c) != std::string_view::npos;
    };
    const auto continuation = [&](std::size_t i) -> std::size_t { // length of "\\\n" or "\\\r\n" at i, else 0
        if (text.substr(i).starts_with("\\\n"))
            return 2;
        if (text.substr(i).starts_with("\\\r\n"))
            return 3;
        return 0;
    };

    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (!inWord && c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' && !continuation(i) && commandEnded)
            return fail(i, "a second command starts here: end each line of the command with a backslash");
        if (const std::size_t n = continuation(i)) {
            i += n;
        } else if (c == '\\') {
            if (i + 1 < text.size()) {
                word += text[i + 1];
                i += 2;
            } else {
                word += c;
                ++i;
            }
            inWord = true;
        } else if (c == '\'') {
            const auto close = text.find('\'', i + 1);
            if (close == std::string_view::npos)
                return fail(i, "this single quote is never closed");
            word += text.substr(i + 1, close - i - 1);
            inWord = true;
            i = close + 1;
        } else if (c == '"') {
            std::size_t j = i + 1;
            for (;;) {
                if (j >= text.size())
                    return fail(i, "this double quote is never closed");
                const char d = text[j];
                if (d == '"')
                    break;
                if (d == '\\') {
                    if (const std::size_t skip = continuation(j)) {
                        j += skip;
                        continue;
                    }
                    if (j + 1 < text.size() && std::string_view("$`\"\\").find(text[j + 1]) != std::string_view::npos) {
                        word += text[j + 1];
                        j += 2;
                        continue;
                    }
                } else if ((d == '$' && isExpansion(j)) || d == '`') {
                    return fail(j, "shell expansion is not supported: write the value itself");
                }
                word += d;
                ++j;
            }
            inWord = true;
            i = j + 1;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            endWord();
            ++i;
        } else if (c == '\n') {
            endWord();
            commandEnded = !words.empty();
            ++i;
        } else if (c == '#' && !inWord) {
            while (i < text.size() && text[i] != '\n')
                ++i;
        } else if ((c == '$' && isExpansion(i)) || c == '`') {
            return fail(i, "shell expansion is not supported: write the value itself");
        } else if (std::string_view(";&|<>()").find(c) != std::string_view::npos) {
            return fail(i, std::string("unquoted '") + c + "': only a single command can be read");
        } else {
            word += c;
            inWord = true;
            ++i;
        }
    }
    endWord();
    result.value = std::move(words);
    return result;
}

} // namespace trainyard::spec
