// Validator rules for what runs and where: trainer package or custom container, runtime and Python
// versions, region, identity, scheduling limits.

#include "fieldpath.h"
#include "validator.h"

#include <algorithm>
#include <regex>

namespace trainyard::spec {

namespace {
    const std::string base = "trainingInput";

    bool matches(const std::string& text, const std::regex& pattern) { return std::regex_match(text, pattern); }

    bool hasItems(const std::optional<std::vector<std::string>>& list) { return list && !list->empty(); }
} // namespace

void Validator::code(const TrainingInput& in)
{
    const bool container = in.isCustomContainer();

    for (Role role : { Role::Worker, Role::ParameterServer, Role::Evaluator }) {
        const auto& config = in.config(role);
        if (!container && config && config->imageUri && !config->imageUri->empty())
            error(joinPath(joinPath(base, roleConfigField(role)), "imageUri"), "container.masterImageRequired",
                QT_TR_NOOP("A custom container for this role needs one for the master too (masterConfig.imageUri)."));
    }

    bool containerArgsUsed = false;
    for (Role role : allRoles) {
        const auto& config = in.config(role);
        if (!config)
            continue;
        const std::string configPath = joinPath(base, roleConfigField(role));
        for (const auto& [field, list] : { std::pair { "containerCommand", &config->containerCommand }, std::pair { "containerArgs", &config->containerArgs } }) {
            if (!hasItems(*list))
                continue;
            containerArgsUsed = true;
            if (!in.effectiveImageUri(role))
                error(joinPath(configPath, field), "container.commandWithoutImage",
                    QT_TR_NOOP("%1 only applies to a custom container; set imageUri."), { field });
        }
    }
    if (containerArgsUsed && hasItems(in.args))
        error(joinPath(base, "args"), "container.argsConflict",
            QT_TR_NOOP("Use either args or the replicas' containerCommand/containerArgs, not both."));

    if (container) {
        if (in.runtimeVersion)
            error(joinPath(base, "runtimeVersion"), "container.runtimeVersion",
                QT_TR_NOOP("Set either a custom container (masterConfig.imageUri) or runtimeVersion, not both."));
        if (in.pythonVersion)
            error(joinPath(base, "pythonVersion"), "container.pythonVersion",
                QT_TR_NOOP("pythonVersion applies to runtime versions; a custom container brings its own Python."));
        if (hasItems(in.packageUris))
            error(joinPath(base, "packageUris"), "container.packageUris",
                QT_TR_NOOP("A custom container job takes no trainer packages; install them in the image."));
        if (in.pythonModule)
            error(joinPath(base, "pythonModule"), "container.pythonModule",
                QT_TR_NOOP("A custom container job runs its entrypoint; pythonModule applies only to trainer packages."));
        return;
    }

    if (!hasItems(in.packageUris)) {
        error(joinPath(base, "packageUris"), "package.packageUrisRequired",
            QT_TR_NOOP("Give a trainer package (packageUris) or a custom container (masterConfig.imageUri)."));
    } else {
        const auto limit = static_cast<std::size_t>(m_catalog.limits().maxPackageUris);
        if (in.packageUris->size() > limit)
            error(joinPath(base, "packageUris"), "package.tooMany", QT_TR_NOOP("At most %1 packages; this job has %2."),
                { std::to_string(limit), std::to_string(in.packageUris->size()) });
        for (std::size_t i = 0; i < in.packageUris->size(); ++i) {
            if ((*in.packageUris)[i].empty())
                error(indexPath(joinPath(base, "packageUris"), i), "package.uriEmpty", QT_TR_NOOP("A package location cannot be empty."));
        }
    }
    static const std::regex module(R"([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)");
    if (!in.pythonModule || in.pythonModule->empty())
        error(joinPath(base, "pythonModule"), "package.pythonModuleRequired",
            QT_TR_NOOP("Name the Python module to run, such as trainer.task."));
    else if (!matches(*in.pythonModule, module))
        error(joinPath(base, "pythonModule"), "package.pythonModulePattern",
            QT_TR_NOOP("\"%1\" is not a Python module name (dotted identifiers, such as trainer.task)."), { *in.pythonModule });
    runtime(in);
}

void Validator::runtime(const TrainingInput& in)
{
    const RuntimeVersionInfo* runtime = nullptr;
    if (!in.runtimeVersion) {
        warning(joinPath(base, "runtimeVersion"), "runtime.unset",
            QT_TR_NOOP("Without runtimeVersion the service picks its default runtime; name the one your code was written for."));
    } else {
        runtime = m_catalog.runtimeVersion(*in.runtimeVersion);
        if (!runtime) {
            std::vector<std::string> versions;
            for (const auto& r : m_catalog.runtimeVersions())
                versions.push_back(r.version);
            error(joinPath(base, "runtimeVersion"), "runtime.unknown", QT_TR_NOOP("Unknown runtime version \"%1\"; known: %2."),
                { *in.runtimeVersion, joined(versions) });
        }
    }
    if (in.pythonVersion && runtime) {
        const auto& allowed = runtime->pythonVersions;
        if (std::find(allowed.begin(), allowed.end(), *in.pythonVersion) == allowed.end())
            error(joinPath(base, "pythonVersion"), "python.notForRuntime",
                QT_TR_NOOP("Python %1 is not available with runtime version %2; use %3."),
                { *in.pythonVersion, runtime->version, joined(allowed, " or ") });
    }
}

void Validator::placement(const TrainingInput& in)
{
    if (!in.region || in.region->empty()) {
        error(joinPath(base, "region"), "region.required", QT_TR_NOOP("Choose the region the job runs in."));
    } else if (!m_catalog.region(*in.region)) {
        std::vector<std::string> names;
        for (const auto& r : m_catalog.regions())
            names.push_back(r.name);
        error(joinPath(base, "region"), "region.unknown", QT_TR_NOOP("Unknown region \"%1\"; training runs in %2."),
            { *in.region, joined(names) });
    }

    if (in.useChiefInTfConfig.value_or(false) && !in.isCustomContainer())
        warning(joinPath(base, "useChiefInTfConfig"), "tfconfig.chiefWithoutContainer",
            QT_TR_NOOP("useChiefInTfConfig only affects custom container jobs."));

    static const std::regex email(R"([^@\s]+@[^@\s]+\.[^@\s]+)");
    if (in.serviceAccount && !matches(*in.serviceAccount, email))
        error(joinPath(base, "serviceAccount"), "identity.serviceAccount",
            QT_TR_NOOP("A service account is an email address, such as trainer@my-project.iam.gserviceaccount.com."));

    static const std::regex network(R"(projects/[0-9]+/global/networks/[a-z]([-a-z0-9]*[a-z0-9])?)");
    if (in.network && !matches(*in.network, network))
        error(joinPath(base, "network"), "identity.network",
            QT_TR_NOOP("Write the network as projects/{project number}/global/networks/{network name}."));

    static const std::regex kmsKey(R"(projects/[^/]+/locations/[^/]+/keyRings/[^/]+/cryptoKeys/[^/]+)");
    if (in.encryptionConfig && in.encryptionConfig->kmsKeyName && !matches(*in.encryptionConfig->kmsKeyName, kmsKey))
        error(joinPath(base, "encryptionConfig.kmsKeyName"), "identity.kmsKeyName",
            QT_TR_NOOP("Write the key as projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}."));
}

void Validator::scheduling(const Scheduling& s)
{
    const std::string path = joinPath(base, "scheduling");
    if (s.maxWaitTime && (s.maxWaitTime->isNegative() || s.maxWaitTime->seconds < Scheduling::minMaxWaitTimeSeconds))
        error(joinPath(path, "maxWaitTime"), "scheduling.maxWaitTime",
            QT_TR_NOOP("maxWaitTime must be at least %1 seconds (30 minutes) when set; it is %2."),
            { std::to_string(Scheduling::minMaxWaitTimeSeconds), s.maxWaitTime->toString() });
    if (s.maxRunningTime && (s.maxRunningTime->isNegative() || *s.maxRunningTime == Duration {}))
        error(joinPath(path, "maxRunningTime"), "scheduling.maxRunningTime",
            QT_TR_NOOP("maxRunningTime must be longer than zero; leave it unset for the default of seven days."));
    if (s.priority && (*s.priority < 0 || *s.priority > 1000))
        error(joinPath(path, "priority"), "scheduling.priority", QT_TR_NOOP("Priority is between 0 and 1000; it is %1."),
            { std::to_string(*s.priority) });
}

} // namespace trainyard::spec
