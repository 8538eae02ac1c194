// trainingInput -> CustomJobSpec: the four roles become pools 0..3, a scale tier the pools it stands for.

#include "fromv1_p.h"
#include "legacymachine.h"

#include "spec/numbers.h"

namespace trainyard::spec::vertex {

namespace {
    using spec::Role;

    // One role as the pool it becomes: its machine type (legacy names resolved) and replica count.
    struct RolePlan {
        std::string machineType;
        std::int64_t count = 0;
        std::string path; // where the machine type came from, for the report
    };

    std::array<RolePlan, 4> planRoles(const spec::TrainingInput& in, ConversionReport& report)
    {
        std::array<RolePlan, 4> plan;
        const bool custom = in.scaleTier && *in.scaleTier == spec::ScaleTier::Custom;
        if (custom) {
            for (std::size_t i = 0; i < plan.size(); ++i) {
                const Role role = spec::allRoles[i];
                plan[i] = { in.machineType(role).value_or(std::string {}), in.count(role),
                    joinPath("trainingInput", spec::roleTypeField(role)) };
            }
            return plan;
        }
        // Absent means BASIC, the proto default.
        const std::string tier(in.scaleTier ? in.scaleTier->wire() : std::string_view("BASIC"));
        const auto* info = spec::Catalog::builtin().scaleTier(tier);
        if (!info) {
            report.warn("trainingInput.scaleTier", "convert.unknownScaleTier",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Scale tier %1 is unknown, so no pool could be written for it."),
                { tier });
            return plan;
        }
        const std::string tierPath = "trainingInput.scaleTier";
        if (info->master)
            plan[0] = { info->master->machineType, 1, tierPath };
        if (info->workers)
            plan[1] = { info->workers->machineType, info->workers->count, tierPath };
        if (info->parameterServers)
            plan[2] = { info->parameterServers->machineType, info->parameterServers->count, tierPath };
        report.warn(tierPath, "convert.scaleTierExpanded",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                "Vertex has no scale tiers; %1 was written out as the pools it stands for."),
            { tier });
        return plan;
    }

    MachineSpec machineSpecFor(const RolePlan& plan, const std::optional<spec::ReplicaConfig>& config,
        const VertexCatalog& catalog, ConversionReport& report)
    {
        MachineSpec machine;
        machine.machineType = plan.machineType;
        if (const auto legacy = LegacyMachine::resolve(plan.machineType, spec::Catalog::builtin(), catalog)) {
            machine.machineType = legacy->machineType;
            if (!legacy->acceleratorType.empty()) {
                machine.acceleratorType = legacy->acceleratorType;
                machine.acceleratorCount = legacy->acceleratorCount;
            }
            report.warn(plan.path, "convert.legacyMachineType",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "%1 is a legacy AI Platform machine type; it became %2, the Compute Engine type of the same vCPUs and memory."),
                { plan.machineType, legacy->machineType });
        } else if (const auto* v1 = spec::Catalog::builtin().machineType(plan.machineType);
                   v1 && v1->family != spec::MachineFamily::ComputeEngine) {
            report.warn(plan.path, "convert.noMachineCounterpart",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "%1 has no Vertex machine type of the same vCPUs and memory; choose one."),
                { plan.machineType });
        }
        if (config && config->acceleratorConfig) {
            const auto& accelerator = *config->acceleratorConfig;
            if (accelerator.type)
                machine.acceleratorType = accelerator.type;
            if (accelerator.count) {
                if (const auto count = narrowInteger<std::int32_t>(*accelerator.count))
                    machine.acceleratorCount = *count;
            }
        }
        return machine;
    }

    // v1's one package for the job, in every pool that runs no container, on the prebuilt image the
    // runtime version stands for.
    std::optional<PythonPackageSpec> packageFor(const spec::TrainingInput& in, bool gpu, const VertexCatalog& catalog,
        bool& imageReported, ConversionReport& report)
    {
        if (!in.packageUris && !in.pythonModule)
            return std::nullopt;
        PythonPackageSpec package;
        package.packageUris = in.packageUris;
        package.pythonModule = in.pythonModule;
        package.args = in.args;
        // AI Platform runtime versions are numbered after TensorFlow: the TensorFlow image of that version.
        if (in.runtimeVersion) {
            package.executorImageUri = catalog.executorImageFor("tensorflow", *in.runtimeVersion, gpu);
            if (!package.executorImageUri && !imageReported)
                report.warn("trainingInput.runtimeVersion", "convert.noExecutorImage",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                        "No Vertex prebuilt training container has TensorFlow %1; choose an executor image."),
                    { *in.runtimeVersion });
        } else if (!imageReported) {
            report.warn("trainingInput.runtimeVersion", "convert.noExecutorImage",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "The job names no runtime version, so no executor image could be chosen; choose one."));
        }
        imageReported = true;
        return package;
    }

    WorkerPoolSpec poolFor(const spec::TrainingInput& in, Role role, const RolePlan& plan, const VertexCatalog& catalog,
        bool& imageReported, ConversionReport& report)
    {
        const auto& config = in.config(role);
        const std::string configPath = joinPath("trainingInput", spec::roleConfigField(role));
        WorkerPoolSpec pool;
        pool.machineSpec = machineSpecFor(plan, config, catalog, report);
        pool.replicaCount = role == Role::Master ? 1 : plan.count;
        if (config && config->diskConfig)
            pool.diskSpec = DiskSpec { config->diskConfig->bootDiskType, config->diskConfig->bootDiskSizeGb, {} };

        if (const auto image = in.effectiveImageUri(role)) {
            // As v1 (and the daemon) runs a container: a role on the master's image also takes the
            // master's command and args unless it sets its own, and trainingInput.args follow them.
            const auto& master = in.config(Role::Master);
            const bool ownImage = config && config->imageUri && !config->imageUri->empty();
            const auto pick = [&](std::optional<std::vector<std::string>> spec::ReplicaConfig::*field) {
                if (config && (*config).*field)
                    return (*config).*field;
                if (!ownImage && master && (*master).*field)
                    return (*master).*field;
                return std::optional<std::vector<std::string>> {};
            };
            ContainerSpec container;
            container.imageUri = image;
            container.command = pick(&spec::ReplicaConfig::containerCommand);
            container.args = pick(&spec::ReplicaConfig::containerArgs);
            if (in.args && !in.args->empty()) {
                auto args = container.args.value_or(std::vector<std::string> {});
                args.insert(args.end(), in.args->begin(), in.args->end());
                container.args = std::move(args);
            }
            pool.containerSpec = std::move(container);
        } else {
            const bool gpu = pool.machineSpec->acceleratorType.has_value();
            pool.pythonPackageSpec = packageFor(in, gpu, catalog, imageReported, report);
        }
        if (config) {
            if (config->tpuTfVersion)
                report.noCounterpartInVertex(joinPath(configPath, "tpuTfVersion"), "tpuTfVersion");
            reportUnknownV1Fields(config->unknown, configPath, report);
            if (config->acceleratorConfig)
                reportUnknownV1Fields(config->acceleratorConfig->unknown, joinPath(configPath, "acceleratorConfig"), report);
            if (config->diskConfig)
                reportUnknownV1Fields(config->diskConfig->unknown, joinPath(configPath, "diskConfig"), report);
        }
        return pool;
    }
} // namespace

void reportUnknownV1Fields(const UnknownFields& unknown, const std::string& path, ConversionReport& report)
{
    if (!unknown.is_object())
        return;
    for (const auto& [key, value] : unknown.items())
        report.noCounterpartInVertex(joinPath(path, key), key);
}

CustomJobSpec toCustomJobSpec(const spec::TrainingInput& in, const VertexCatalog& catalog, ConversionReport& report)
{
    CustomJobSpec spec;
    const auto plan = planRoles(in, report);
    // Pools up to the last used one; an unused one in between is written as {} (Vertex's way).
    std::size_t used = 0;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        if (!plan[i].machineType.empty() && (i == 0 || plan[i].count > 0))
            used = i + 1;
    }
    std::vector<WorkerPoolSpec> pools;
    bool imageReported = false;
    for (std::size_t i = 0; i < used; ++i) {
        const bool inUse = !plan[i].machineType.empty() && (i == 0 || plan[i].count > 0);
        if (plan[i].machineType == "cloud_tpu") {
            report.warn(plan[i].path, "convert.cloudTpu",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "A v1 Cloud TPU worker has no counterpart in a Vertex pool of Compute Engine machines; it was left out."));
            pools.emplace_back();
            continue;
        }
        pools.push_back(inUse ? poolFor(in, spec::allRoles[i], plan[i], catalog, imageReported, report) : WorkerPoolSpec {});
    }
    // A pool left out (a Cloud TPU worker) at the end is dropped: {} stands only between used pools.
    while (!pools.empty() && pools.back() == WorkerPoolSpec {})
        pools.pop_back();
    if (!pools.empty())
        spec.workerPoolSpecs = std::move(pools);

    if (in.scheduling) {
        Scheduling scheduling;
        scheduling.timeout = in.scheduling->maxRunningTime;
        scheduling.maxWaitDuration = in.scheduling->maxWaitTime;
        if (!(scheduling == Scheduling {}))
            spec.scheduling = std::move(scheduling);
        if (in.scheduling->priority)
            report.noCounterpartInVertex("trainingInput.scheduling.priority", "priority");
        reportUnknownV1Fields(in.scheduling->unknown, "trainingInput.scheduling", report);
    }
    spec.serviceAccount = in.serviceAccount;
    spec.network = in.network;
    if (in.jobDir)
        spec.baseOutputDirectory = GcsDestination { in.jobDir, {} };
    spec.enableWebAccess = in.enableWebAccess;
    // Vertex always names pool 0 "chief" in TF_CONFIG; only a job that asked for "master" loses something.
    if (in.useChiefInTfConfig && !*in.useChiefInTfConfig)
        report.noCounterpartInVertex("trainingInput.useChiefInTfConfig", "useChiefInTfConfig");
    reportUnknownV1Fields(in.unknown, "trainingInput", report);
    return spec;
}

} // namespace trainyard::spec::vertex
