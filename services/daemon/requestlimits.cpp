#include "requestlimits.h"

#include "replicaplan.h"

#include "spec/fieldpath.h"
#include "spec/jsoncodec.h"
#include "spec/validation.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

extern char** environ;

namespace trainyard::daemon {

namespace {

    using spec::indexPath;
    using spec::joinPath;

    const std::string base = "trainingInput";
    const std::string hpBase = "trainingInput.hyperparameters";

    // The spec library's form, with the whole English text as its one argument: the daemon's API
    // errors stay English, and these are answered together with the spec's own violations.
    spec::Violation violation(std::string field, std::string description)
    {
        return { std::move(field), "daemon.limit", spec::Severity::Error, "%1", { std::move(description) } };
    }

    std::string number(std::int64_t value) { return std::to_string(value); }

    void replicas(const spec::TrainingInput& in, std::vector<spec::Violation>& out)
    {
        bool named = false;
        for (const spec::Role role : { spec::Role::Worker, spec::Role::ParameterServer, spec::Role::Evaluator }) {
            const auto count = in.countField(role);
            if (count && *count > limits::maxReplicas - 1) {
                out.push_back(violation(joinPath(base, spec::roleCountField(role)),
                    "At most " + number(limits::maxReplicas - 1) + " (a job has at most " + number(limits::maxReplicas)
                        + " replicas, the master included); this is " + number(*count) + "."));
                named = true;
            }
        }
        if (const std::int64_t total = replicaCount(in); !named && total > limits::maxReplicas)
            out.push_back(violation(base,
                "The job has " + number(total) + " replicas, the master included; a job has at most " + number(limits::maxReplicas) + "."));
        for (const spec::Role role : spec::allRoles) {
            const auto& config = in.config(role);
            if (config && config->acceleratorConfig && config->acceleratorConfig->count
                && *config->acceleratorConfig->count > limits::maxAcceleratorsPerReplica)
                out.push_back(violation(joinPath(joinPath(joinPath(base, spec::roleConfigField(role)), "acceleratorConfig"), "count"),
                    "At most " + number(limits::maxAcceleratorsPerReplica) + " accelerators a replica; this is "
                        + number(*config->acceleratorConfig->count) + "."));
        }
    }

    void hyperparameters(const spec::HyperparameterSpec& hp, std::vector<spec::Violation>& out)
    {
        const auto atMost = [&](const std::optional<std::int32_t>& value, const char* field, std::int32_t limit, const char* what) {
            if (value && *value > limit)
                out.push_back(violation(joinPath(hpBase, field),
                    "At most " + number(limit) + " " + what + "; this is " + number(*value) + "."));
        };
        atMost(hp.maxTrials, "maxTrials", limits::maxTrials, "trials a tuning job");
        atMost(hp.maxParallelTrials, "maxParallelTrials", limits::maxParallelTrials, "parallel trials");
        atMost(hp.maxFailedTrials, "maxFailedTrials", limits::maxFailedTrials, "failed trials");
        if (!hp.params)
            return;
        if (hp.params->size() > limits::maxParams)
            out.push_back(violation(joinPath(hpBase, "params"),
                "At most " + number(limits::maxParams) + " parameters; this job has " + number(static_cast<std::int64_t>(hp.params->size())) + "."));
        for (std::size_t i = 0; i < hp.params->size(); ++i) {
            const auto& values = (*hp.params)[i].categoricalValues;
            if (values && values->size() > limits::maxCategoricalValues)
                out.push_back(violation(joinPath(indexPath(joinPath(hpBase, "params"), i), "categoricalValues"),
                    "At most " + number(limits::maxCategoricalValues) + " values; this parameter has "
                        + number(static_cast<std::int64_t>(values->size())) + "."));
        }
    }

    // A path the daemon opens must not depend on its own working directory, which is not the
    // client's: relative paths are refused. URIs with a scheme other than file:// are left to
    // PREPARING, which says that they are not local (as it always did).
    bool isRelativeLocalPath(std::string_view path, bool fileScheme)
    {
        if (fileScheme && path.starts_with("file://"))
            path.remove_prefix(7);
        else if (path.find("://") != std::string_view::npos)
            return false;
        return !path.starts_with('/');
    }

    std::string relativeText(const std::string& path)
    {
        return "\"" + path.substr(0, 200) + "\" is a relative path; give an absolute one (it would be resolved against the daemon's working directory, not yours).";
    }

    void paths(const spec::TrainingInput& in, std::vector<spec::Violation>& out)
    {
        if (in.packageUris) {
            const auto& uris = *in.packageUris;
            if (uris.size() > limits::maxPackageUris)
                out.push_back(violation(joinPath(base, "packageUris"),
                    "At most " + number(limits::maxPackageUris) + " packages; this job has " + number(static_cast<std::int64_t>(uris.size())) + "."));
            for (std::size_t i = 0; i < uris.size() && i <= limits::maxPackageUris; ++i) {
                if (isRelativeLocalPath(uris[i], true))
                    out.push_back(violation(indexPath(joinPath(base, "packageUris"), i), relativeText(uris[i])));
            }
        }
        if (in.jobDir && isRelativeLocalPath(*in.jobDir, false))
            out.push_back(violation(joinPath(base, "jobDir"), relativeText(*in.jobDir)));
        // The daemon's own extension field (docs/api.md): kept by the codec among the unknown members.
        if (in.unknown.is_object() && in.unknown.contains("pythonInterpreter")) {
            const auto& interpreter = in.unknown["pythonInterpreter"];
            const std::string field = joinPath(base, "pythonInterpreter");
            if (!interpreter.is_string())
                out.push_back(violation(field, "Give the absolute path of a Python interpreter on this machine, as a string."));
            else if (!interpreter.get_ref<const std::string&>().starts_with('/'))
                out.push_back(violation(field, relativeText(interpreter.get<std::string>())));
        }
    }

    // Each list of command-line items: a count, and each item within what one exec argument may hold.
    void commandItems(const std::optional<std::vector<std::string>>& items, const std::string& field, std::vector<spec::Violation>& out)
    {
        if (!items)
            return;
        if (items->size() > limits::maxArgs) {
            out.push_back(violation(field,
                "At most " + number(limits::maxArgs) + " items; this list has " + number(static_cast<std::int64_t>(items->size())) + "."));
            return;
        }
        for (std::size_t i = 0; i < items->size(); ++i) {
            if ((*items)[i].size() + 1 > limits::maxExecString)
                out.push_back(violation(indexPath(field, i),
                    number(static_cast<std::int64_t>((*items)[i].size())) + " bytes; one argument holds at most "
                        + number(limits::maxExecString - 1) + " bytes on Linux (MAX_ARG_STRLEN)."));
        }
    }

    std::size_t sizeOf(const std::optional<std::string>& text) { return text ? text->size() : 0; }

    // The trainingInput as TF_CONFIG and CLUSTER_SPEC carry it, and the member of it that takes most.
    struct InputSize {
        std::size_t bytes = 0;
        std::string largestField = base;
        std::size_t largestBytes = 0;
    };

    InputSize inputSize(const spec::Job& job)
    {
        InputSize size;
        const spec::Job filled = spec::withDefaults(job); // replicas get the stored job, defaults made explicit
        const nlohmann::json input = spec::toJson(*filled.trainingInput);
        const auto dump = [](const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).size(); };
        size.bytes = dump(input);
        for (const auto& [key, value] : input.items()) {
            if (const std::size_t bytes = dump(value); bytes > size.largestBytes) {
                size.largestBytes = bytes;
                size.largestField = joinPath(base, key);
            }
        }
        return size;
    }

    // What a replica's execve() needs: its command line and its environment, each string with its NUL
    // and its pointer (fs/exec.c counts both). An estimate from above, for package replicas and for a
    // container's engine client alike (which gets the daemon's environment, and the job's variables as
    // -e arguments): the daemon's environment, the interpreter and module, every args and container
    // item, a trial's flags, TF_CONFIG and CLUSTER_SPEC (the trainingInput, and a cluster address of at
    // most 18 bytes per replica), PYTHONPATH, and a fixed allowance for the remaining variables and
    // engine flags, which are short.
    void checkCommandLine(const spec::Job& job, const DaemonConfig& config, std::vector<spec::Violation>& out)
    {
        const spec::TrainingInput& in = *job.trainingInput;
        const auto item = [](std::size_t bytes) { return bytes + 1 + sizeof(char*); };
        const InputSize input = inputSize(job);
        const std::size_t replicas = static_cast<std::size_t>(std::clamp<std::int64_t>(replicaCount(in), 1, limits::maxReplicas));
        // {"cluster": {...}, "task": {"type", "index", "trial"}, "job": <trainingInput>, "environment": "cloud"}
        const std::size_t clusterSpec = std::strlen("CLUSTER_SPEC=") + input.bytes + 256 + 18 * replicas;
        if (clusterSpec + 1 > limits::maxExecString) {
            out.push_back(violation(input.largestField,
                "Each replica gets the trainingInput in TF_CONFIG and CLUSTER_SPEC, and one environment variable holds at most "
                    + number(limits::maxExecString) + " bytes on Linux (MAX_ARG_STRLEN): with its cluster, this one's would take about "
                    + number(static_cast<std::int64_t>(clusterSpec + 1)) + " bytes, " + number(static_cast<std::int64_t>(input.largestBytes))
                    + " of them here."));
            return;
        }

        std::size_t environment = 0;
        std::size_t inheritedPythonPath = 0;
        for (char** entry = environ; entry && *entry; ++entry) {
            environment += item(std::strlen(*entry));
            if (std::strncmp(*entry, "PYTHONPATH=", 11) == 0)
                inheritedPythonPath = std::strlen(*entry) - 11;
        }
        const std::size_t jobVariables = 2 * item(clusterSpec);

        std::size_t commandLine = 0;
        const auto& unknown = in.unknown;
        const bool ownInterpreter = unknown.is_object() && unknown.contains("pythonInterpreter") && unknown["pythonInterpreter"].is_string();
        commandLine += item(ownInterpreter ? unknown["pythonInterpreter"].get_ref<const std::string&>().size() : config.python.size());
        commandLine += item(2) + item(sizeOf(in.pythonModule));
        const auto addItems = [&](const std::optional<std::vector<std::string>>& items) {
            for (const auto& text : items.value_or(std::vector<std::string> {}))
                commandLine += item(text.size());
        };
        addItems(in.args);
        for (const spec::Role role : spec::allRoles) {
            if (const auto& roleConfig = in.config(role)) {
                addItems(roleConfig->containerCommand);
                addItems(roleConfig->containerArgs);
                commandLine += item(sizeOf(roleConfig->imageUri));
            }
        }
        if (in.jobDir)
            commandLine += item(9) + 3 * item(in.jobDir->size()); // --job-dir DIR, and a container's -v DIR:DIR
        if (in.hyperparameters && in.hyperparameters->params) {
            for (const auto& p : *in.hyperparameters->params) {
                std::size_t value = 32; // a number's text
                for (const auto& category : p.categoricalValues.value_or(std::vector<std::string> {}))
                    value = std::max(value, category.size());
                commandLine += item(3 + sizeOf(p.parameterName) + value); // --name=value
            }
        }
        const std::size_t workspace = config.dataDir.size() + sizeOf(job.jobId) + 64;
        const std::size_t pythonPath = item(11 + inheritedPythonPath + in.packageUris.value_or(std::vector<std::string> {}).size() * (workspace + 256));
        const std::size_t allowance = 4'096 + 4 * workspace;
        const std::size_t total = environment + jobVariables + commandLine + pythonPath + allowance;
        const std::size_t limit = systemArgumentLimit();
        if (total > limit)
            out.push_back(violation(input.largestField,
                "A replica's command line and environment would take about " + number(static_cast<std::int64_t>(total))
                    + " bytes, over this system's limit of " + number(static_cast<std::int64_t>(limit))
                    + " bytes for both together (sysconf(_SC_ARG_MAX), a quarter of the stack limit): the daemon's own environment takes "
                    + number(static_cast<std::int64_t>(environment)) + ", TF_CONFIG and CLUSTER_SPEC, which carry the trainingInput, "
                    + number(static_cast<std::int64_t>(jobVariables)) + ", the command line " + number(static_cast<std::int64_t>(commandLine))
                    + "; " + input.largestField + " is the largest part of the trainingInput (" + number(static_cast<std::int64_t>(input.largestBytes))
                    + " bytes)."));
    }

} // namespace

std::size_t systemArgumentLimit()
{
    const long value = ::sysconf(_SC_ARG_MAX);
    if (value <= 0)
        return limits::maxExecString; // the kernel's floor (32 pages), whatever the stack
    return std::min(static_cast<std::size_t>(value), limits::maxExecBytes);
}

std::vector<spec::Violation> checkRequestLimits(const spec::Job& job, const DaemonConfig& config)
{
    std::vector<spec::Violation> out;
    if (!job.trainingInput)
        return out;
    const spec::TrainingInput& in = *job.trainingInput;
    replicas(in, out);
    if (in.hyperparameters)
        hyperparameters(*in.hyperparameters, out);
    paths(in, out);
    const std::size_t before = out.size();
    commandItems(in.args, joinPath(base, "args"), out);
    for (const spec::Role role : spec::allRoles) {
        if (const auto& roleConfig = in.config(role)) {
            const std::string field = joinPath(base, spec::roleConfigField(role));
            commandItems(roleConfig->containerCommand, joinPath(field, "containerCommand"), out);
            commandItems(roleConfig->containerArgs, joinPath(field, "containerArgs"), out);
        }
    }
    // The sum of it all, once each item is within its own limit (else those items are what to fix).
    if (out.size() == before)
        checkCommandLine(job, config, out);
    return out;
}

} // namespace trainyard::daemon
