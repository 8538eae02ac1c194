// CustomJobSpec -> trainingInput: pools 0..3 become master, worker, parameter server and evaluator.

#include "executorimage.h"
#include "tov1_p.h"

namespace trainyard::spec::vertex {

namespace {
    using spec::Role;

    constexpr std::size_t poolCount = 4;

    bool isUsed(const WorkerPoolSpec& pool) { return !(pool == WorkerPoolSpec {}); }

    void setRole(spec::TrainingInput& in, Role role, std::optional<std::string> type,
        std::optional<spec::ReplicaConfig> config, std::optional<std::int64_t> count)
    {
        switch (role) {
        case Role::Master:
            in.masterType = std::move(type);
            in.masterConfig = std::move(config);
            break;
        case Role::Worker:
            in.workerType = std::move(type);
            in.workerConfig = std::move(config);
            in.workerCount = count;
            break;
        case Role::ParameterServer:
            in.parameterServerType = std::move(type);
            in.parameterServerConfig = std::move(config);
            in.parameterServerCount = count;
            break;
        case Role::Evaluator:
            in.evaluatorType = std::move(type);
            in.evaluatorConfig = std::move(config);
            in.evaluatorCount = count;
            break;
        }
    }

    void convertMachine(const MachineSpec& machine, const std::string& path, std::optional<std::string>& type,
        spec::ReplicaConfig& config, ConversionReport& report)
    {
        type = machine.machineType;
        const bool hasType = machine.acceleratorType && *machine.acceleratorType != "ACCELERATOR_TYPE_UNSPECIFIED";
        if (hasType || machine.acceleratorCount) {
            spec::AcceleratorConfig accelerator;
            if (hasType)
                accelerator.type = machine.acceleratorType;
            if (machine.acceleratorCount)
                accelerator.count = *machine.acceleratorCount;
            config.acceleratorConfig = std::move(accelerator);
        }
        if (machine.tpuTopology)
            report.noCounterpartInV1(joinPath(path, "tpuTopology"), "tpuTopology");
        if (machine.gpuPartitionSize)
            report.noCounterpartInV1(joinPath(path, "gpuPartitionSize"), "gpuPartitionSize");
        if (machine.reservationAffinity)
            report.noCounterpartInV1(joinPath(path, "reservationAffinity"), "reservationAffinity");
        reportUnknownFields(machine.unknown, path, report);
    }

    void convertContainer(const ContainerSpec& container, const std::string& path, spec::ReplicaConfig& config,
        ConversionReport& report)
    {
        config.imageUri = container.imageUri;
        config.containerCommand = container.command;
        config.containerArgs = container.args;
        if (container.env)
            report.noCounterpartInV1(joinPath(path, "env"), "env");
        reportUnknownFields(container.unknown, path, report);
    }

    // v1 has one package, module and argument list for the whole job: the first pool that runs a
    // package gives them, and every other pool is checked against it.
    void convertPackages(const std::vector<WorkerPoolSpec>& pools, const std::string& path, spec::TrainingInput& in,
        ConversionReport& report)
    {
        const PythonPackageSpec* first = nullptr;
        std::size_t firstIndex = 0;
        const std::size_t used = std::min(pools.size(), poolCount);
        for (std::size_t i = 0; i < used; ++i) {
            const auto& package = pools[i].pythonPackageSpec;
            if (!package)
                continue;
            const std::string packagePath = joinPath(indexPath(joinPath(path, "workerPoolSpecs"), i), "pythonPackageSpec");
            if (package->env)
                report.noCounterpartInV1(joinPath(packagePath, "env"), "env");
            reportUnknownFields(package->unknown, packagePath, report);
            if (i > 0 && pools[0].containerSpec)
                report.warn(packagePath, "convert.packageUnderContainer",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                        "Pool %1 runs a Python package while pool 0 runs a container; a v1 job cannot mix them, so this pool runs pool 0's image."),
                    { std::to_string(i) });
            if (!first) {
                first = &*package;
                firstIndex = i;
                continue;
            }
            if (package->packageUris != first->packageUris || package->pythonModule != first->pythonModule
                || package->args != first->args || package->executorImageUri != first->executorImageUri)
                report.warn(packagePath, "convert.poolsDiffer",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                        "Pool %1 runs another package, module, image or arguments than pool %2; a v1 job runs one package on every replica, so pool %2's was kept."),
                    { std::to_string(i), std::to_string(firstIndex) });
        }
        if (!first)
            return;
        in.packageUris = first->packageUris;
        in.pythonModule = first->pythonModule;
        in.args = first->args;
        if (!first->executorImageUri)
            return;
        const std::string imagePath = joinPath(
            joinPath(indexPath(joinPath(path, "workerPoolSpecs"), firstIndex), "pythonPackageSpec"), "executorImageUri");
        const auto image = ExecutorImage::parse(*first->executorImageUri);
        if (!image) {
            report.warn(imagePath, "convert.unknownExecutorImage",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "%1 is not a prebuilt training container name; no runtimeVersion stands for it, so none was set."),
                { *first->executorImageUri });
            return;
        }
        // AI Platform's runtime versions are numbered after TensorFlow (each also bundled scikit-learn,
        // XGBoost and PyTorch of its day): only a TensorFlow image names one.
        if (image->framework != "tensorflow") {
            report.warn(imagePath, "convert.executorImageFramework",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "%1 is a %2 %3 image; v1 runtime versions are numbered after TensorFlow, so no runtimeVersion was set."),
                { *first->executorImageUri, image->framework, image->version });
            return;
        }
        in.runtimeVersion = image->version;
        if (!image->pythonVersion.empty())
            in.pythonVersion = image->pythonVersion;
    }

    void convertPool(const WorkerPoolSpec& pool, std::size_t index, const std::string& poolPath, spec::TrainingInput& in,
        ConversionReport& report)
    {
        const Role role = spec::allRoles[index];
        std::optional<std::string> type;
        spec::ReplicaConfig config;
        if (pool.machineSpec)
            convertMachine(*pool.machineSpec, joinPath(poolPath, "machineSpec"), type, config, report);
        if (pool.containerSpec)
            convertContainer(*pool.containerSpec, joinPath(poolPath, "containerSpec"), config, report);
        if (pool.diskSpec) {
            config.diskConfig = spec::DiskConfig { pool.diskSpec->bootDiskSizeGb, pool.diskSpec->bootDiskType, {} };
            reportUnknownFields(pool.diskSpec->unknown, joinPath(poolPath, "diskSpec"), report);
        }
        if (pool.nfsMounts)
            report.noCounterpartInV1(joinPath(poolPath, "nfsMounts"), "nfsMounts");
        if (pool.lustreMounts)
            report.noCounterpartInV1(joinPath(poolPath, "lustreMounts"), "lustreMounts");
        reportUnknownFields(pool.unknown, poolPath, report);

        std::optional<std::int64_t> count = pool.replicaCount;
        if (role == Role::Master) {
            if (count && *count != 1)
                report.warn(joinPath(poolPath, "replicaCount"), "convert.masterOneReplica",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                        "Pool 0 has %1 replicas; the master of a v1 job is always one replica."),
                    { std::to_string(*count) });
            count.reset();
        } else if (count.value_or(0) <= 0) {
            report.warn(joinPath(poolPath, "replicaCount"), "convert.poolWithoutReplicas",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "Pool %1 names no replicas, so the v1 job has none of its role."),
                { std::to_string(index) });
        }
        std::optional<spec::ReplicaConfig> configField;
        if (!(config == spec::ReplicaConfig {}))
            configField = std::move(config);
        setRole(in, role, std::move(type), std::move(configField), count);
    }

    void convertScheduling(const Scheduling& scheduling, const std::string& path, spec::TrainingInput& in,
        ConversionReport& report)
    {
        spec::Scheduling out;
        out.maxRunningTime = scheduling.timeout;
        out.maxWaitTime = scheduling.maxWaitDuration;
        if (!(out == spec::Scheduling {}))
            in.scheduling = std::move(out);
        if (scheduling.restartJobOnWorkerRestart.value_or(false))
            report.noCounterpartInV1(joinPath(path, "restartJobOnWorkerRestart"), "restartJobOnWorkerRestart");
        if (scheduling.disableRetries.value_or(false))
            report.noCounterpartInV1(joinPath(path, "disableRetries"), "disableRetries");
        // On demand is what v1 always did; any other strategy (Spot, flex start) has no counterpart.
        if (scheduling.strategy && !(*scheduling.strategy == Strategy::Unspecified)
            && !(*scheduling.strategy == Strategy::OnDemand) && !(*scheduling.strategy == Strategy::Standard))
            report.noCounterpartInV1(joinPath(path, "strategy"), "strategy");
        reportUnknownFields(scheduling.unknown, path, report);
    }
} // namespace

void reportUnknownFields(const UnknownFields& unknown, const std::string& path, ConversionReport& report)
{
    if (!unknown.is_object())
        return;
    for (const auto& [key, value] : unknown.items())
        report.noCounterpartInV1(joinPath(path, key), key);
}

spec::TrainingInput toTrainingInput(const CustomJobSpec& spec, const std::string& path, ConversionReport& report)
{
    spec::TrainingInput in;
    in.scaleTier = spec::ScaleTier::Custom; // Vertex names every pool's machine: v1's CUSTOM tier
    const std::string poolsPath = joinPath(path, "workerPoolSpecs");
    if (spec.workerPoolSpecs) {
        const auto& pools = *spec.workerPoolSpecs;
        for (std::size_t i = 0; i < pools.size(); ++i) {
            const std::string poolPath = indexPath(poolsPath, i);
            if (i >= poolCount) {
                report.warn(poolPath, "convert.extraPool",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A v1 job has four replica roles; pool %1 was left out."),
                    { std::to_string(i) });
                continue;
            }
            if (isUsed(pools[i]))
                convertPool(pools[i], i, poolPath, in, report);
        }
        convertPackages(pools, path, in, report);
    }
    if (spec.scheduling)
        convertScheduling(*spec.scheduling, joinPath(path, "scheduling"), in, report);
    in.serviceAccount = spec.serviceAccount;
    in.network = spec.network;
    if (spec.baseOutputDirectory) {
        in.jobDir = spec.baseOutputDirectory->outputUriPrefix;
        reportUnknownFields(spec.baseOutputDirectory->unknown, joinPath(path, "baseOutputDirectory"), report);
    }
    in.enableWebAccess = spec.enableWebAccess;

    const auto unmapped = [&](bool present, const char* field) {
        if (present)
            report.noCounterpartInV1(joinPath(path, field), field);
    };
    unmapped(spec.persistentResourceId.has_value(), "persistentResourceId");
    unmapped(spec.reservedIpRanges.has_value(), "reservedIpRanges");
    unmapped(spec.pscInterfaceConfig.has_value(), "pscInterfaceConfig");
    unmapped(spec.protectedArtifactLocationId.has_value(), "protectedArtifactLocationId");
    unmapped(spec.tensorboard.has_value(), "tensorboard");
    unmapped(spec.enableDashboardAccess.value_or(false), "enableDashboardAccess");
    unmapped(spec.experiment.has_value(), "experiment");
    unmapped(spec.experimentRun.has_value(), "experimentRun");
    unmapped(spec.models.has_value(), "models");
    reportUnknownFields(spec.unknown, path, report);
    return in;
}

} // namespace trainyard::spec::vertex
