// Rules for a CustomJobSpec: its worker pools (machines, accelerators, disks, code, environment) and
// its scheduling.

#include "vertexrules_p.h"

#include "spec/fieldpath.h"
#include "spec/validator.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace trainyard::spec::vertex {

namespace {
    // A pool with no field set: Vertex's placeholder for an unused pool between used ones.
    bool isEmpty(const WorkerPoolSpec& pool) { return pool == WorkerPoolSpec {}; }

    std::string countsText(const std::vector<int>& counts)
    {
        std::vector<std::string> parts;
        for (int c : counts)
            parts.push_back(std::to_string(c));
        return joined(parts);
    }

    bool validEnvName(const std::string& name)
    {
        // "Must be a valid C identifier" (the discovery document).
        if (name.empty() || (name[0] >= '0' && name[0] <= '9'))
            return false;
        return std::all_of(name.begin(), name.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        });
    }

    bool hasAccelerator(const MachineSpec& spec)
    {
        return spec.acceleratorType && !spec.acceleratorType->empty() && *spec.acceleratorType != "ACCELERATOR_TYPE_UNSPECIFIED";
    }
} // namespace

void VertexRules::jobSpec(const CustomJobSpec& spec, const std::string& path)
{
    const std::string poolsPath = joinPath(path, "workerPoolSpecs");
    if (!spec.workerPoolSpecs || spec.workerPoolSpecs->empty()) {
        error(poolsPath, "vertex.noPools", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A job needs at least one worker pool."));
    } else {
        const auto& pools = *spec.workerPoolSpecs;
        if (pools.size() > 4)
            error(poolsPath, "vertex.tooManyPools", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A job has at most 4 worker pools; this one has %1."), { std::to_string(pools.size()) });
        std::size_t lastUsed = 0;
        for (std::size_t i = 0; i < pools.size(); ++i)
            if (!isEmpty(pools[i]))
                lastUsed = i;
        for (std::size_t i = 0; i < pools.size() && i < 4; ++i) {
            const std::string here = indexPath(poolsPath, i);
            if (isEmpty(pools[i])) {
                if (i == 0)
                    error(here, "vertex.pool0Required", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Worker pool 0 runs the primary replica and cannot be empty."));
                else if (i > lastUsed)
                    error(here, "vertex.trailingEmptyPool",
                        QT_TRANSLATE_NOOP("trainyard::spec::Validator", "An empty worker pool only holds the place of an unused one between used pools; remove it."));
                continue;
            }
            pool(pools[i], i, here);
        }

        // A TPU VM is the whole job: one pool, one replica.
        std::size_t usedPools = 0;
        bool tpu = false;
        for (std::size_t i = 0; i < pools.size(); ++i) {
            if (isEmpty(pools[i]))
                continue;
            ++usedPools;
            if (pools[i].machineSpec && pools[i].machineSpec->machineType)
                if (const MachineType* m = m_catalog.machineType(*pools[i].machineSpec->machineType); m && m->tpu)
                    tpu = true;
        }
        if (tpu && (usedPools > 1 || pools[0].replicaCount.value_or(1) != 1))
            error(poolsPath, "vertex.tpuSinglePool", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A job on a TPU VM has exactly one worker pool with one replica."));
    }

    if (spec.scheduling)
        scheduling(*spec.scheduling, joinPath(path, "scheduling"));
    if (spec.baseOutputDirectory && (!spec.baseOutputDirectory->outputUriPrefix || spec.baseOutputDirectory->outputUriPrefix->empty()))
        error(joinPath(joinPath(path, "baseOutputDirectory"), "outputUriPrefix"), "vertex.outputUriRequired",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "baseOutputDirectory needs an outputUriPrefix (a gs:// directory)."));
}

void VertexRules::pool(const WorkerPoolSpec& p, std::size_t index, const std::string& path)
{
    const std::string countPath = joinPath(path, "replicaCount");
    // An absent replicaCount means one replica, in every pool.
    if (index == 0 && p.replicaCount && *p.replicaCount != 1)
        error(countPath, "vertex.pool0OneReplica", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Worker pool 0 runs exactly one replica, the primary; replicaCount is %1."),
            { std::to_string(*p.replicaCount) });
    else if (p.replicaCount && *p.replicaCount < 1)
        error(countPath, "vertex.replicaCountPositive", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A used worker pool runs at least one replica; replicaCount is %1."),
            { std::to_string(*p.replicaCount) });

    const MachineSpec* machineSpec = p.machineSpec ? &*p.machineSpec : nullptr;
    if (!machineSpec)
        error(joinPath(path, "machineSpec"), "vertex.machineSpecRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Each worker pool needs a machineSpec with its machine type."));
    else
        accelerator(*machineSpec, machine(*machineSpec, joinPath(path, "machineSpec")), joinPath(path, "machineSpec"));
    if (p.diskSpec)
        disk(*p.diskSpec, joinPath(path, "diskSpec"));
    code(p, machineSpec, path);

    if (p.nfsMounts)
        for (std::size_t i = 0; i < p.nfsMounts->size(); ++i) {
            const NfsMount& m = (*p.nfsMounts)[i];
            if (!m.server || m.server->empty() || !m.path || m.path->empty() || !m.mountPoint || m.mountPoint->empty())
                error(indexPath(joinPath(path, "nfsMounts"), i), "vertex.nfsMountIncomplete",
                    QT_TRANSLATE_NOOP("trainyard::spec::Validator", "An NFS mount needs its server, path and mountPoint."));
        }
}

const MachineType* VertexRules::machine(const MachineSpec& spec, const std::string& path)
{
    const std::string typePath = joinPath(path, "machineType");
    if (!spec.machineType || spec.machineType->empty()) {
        error(typePath, "vertex.machineTypeRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A machine type is required."));
        return nullptr;
    }
    const MachineType* m = m_catalog.machineType(*spec.machineType);
    if (!m)
        error(typePath, "vertex.machineTypeUnknown", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Unknown machine type \"%1\"."), { *spec.machineType });
    else if (!m->verified)
        warning(typePath, "vertex.machineTypeUnverified",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Machine type \"%1\" is not checked against Google's published list; Vertex AI may refuse it."), { m->name });
    return m;
}

void VertexRules::accelerator(const MachineSpec& spec, const MachineType* m, const std::string& path)
{
    const std::string typePath = joinPath(path, "acceleratorType");
    const std::string countPath = joinPath(path, "acceleratorCount");
    if (!hasAccelerator(spec)) {
        if (spec.acceleratorCount && *spec.acceleratorCount != 0)
            error(typePath, "vertex.acceleratorTypeRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "acceleratorCount is set, so acceleratorType must name the accelerator."));
        // The GPUs of A2/A3/G2 machines and the chips of a TPU host are part of the machine, and
        // Vertex wants them named all the same.
        if (m && m->acceleratorRequired && !m->accelerators.empty())
            error(typePath, "vertex.acceleratorRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Machine type %1 comes with %2 × %3; name them in acceleratorType and acceleratorCount."),
                { m->name, std::to_string(m->accelerators.front().counts.front()), m->accelerators.front().accelerator });
        return;
    }
    const std::string& type = *spec.acceleratorType;
    if (!m_catalog.accelerator(type)) {
        std::vector<std::string> names;
        for (const Accelerator& a : m_catalog.accelerators())
            names.push_back(a.type);
        error(typePath, "vertex.acceleratorUnknown", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Unknown accelerator type \"%1\"; expected one of %2."), { type, joined(names) });
        return;
    }
    if (!m)
        return; // the machine type's own error says enough
    const std::vector<int> counts = m_catalog.allowedCounts(m->name, type);
    if (counts.empty()) {
        std::vector<std::string> names;
        for (const AcceleratorOption& option : m->accelerators)
            names.push_back(option.accelerator);
        if (names.empty())
            error(typePath, "vertex.acceleratorNotAllowed", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Machine type %1 takes no accelerators."), { m->name });
        else
            error(typePath, "vertex.acceleratorNotAllowed", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Machine type %1 does not take %2; it takes %3."), { m->name, type, joined(names) });
        return;
    }
    if (!spec.acceleratorCount || *spec.acceleratorCount <= 0)
        error(countPath, "vertex.acceleratorCountRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "acceleratorCount is required with an accelerator: %1 for %2 on %3."),
            { countsText(counts), type, m->name });
    else if (std::find(counts.begin(), counts.end(), *spec.acceleratorCount) == counts.end())
        error(countPath, "vertex.acceleratorCountNotAllowed", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 takes %2 in counts of %3, not %4."),
            { m->name, type, countsText(counts), std::to_string(*spec.acceleratorCount) });
}

void VertexRules::disk(const DiskSpec& d, const std::string& path)
{
    // "hyperdisk-balanced" is listed by the discovery document (the default on A3 Ultra).
    static const std::vector<std::string> types { "pd-ssd", "pd-standard", "hyperdisk-balanced" };
    if (d.bootDiskType && std::find(types.begin(), types.end(), *d.bootDiskType) == types.end())
        error(joinPath(path, "bootDiskType"), "vertex.bootDiskType", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Unknown boot disk type \"%1\"; expected one of %2."),
            { *d.bootDiskType, joined(types) });
    if (d.bootDiskSizeGb && (*d.bootDiskSizeGb < 100 || *d.bootDiskSizeGb > 64000))
        error(joinPath(path, "bootDiskSizeGb"), "vertex.bootDiskSize", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The boot disk must be between 100 and 64000 GB; it is %1."),
            { std::to_string(*d.bootDiskSizeGb) });
}

void VertexRules::code(const WorkerPoolSpec& p, const MachineSpec* machineSpec, const std::string& path)
{
    if (p.pythonPackageSpec && p.containerSpec) {
        error(path, "vertex.codeBoth", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A worker pool runs either a pythonPackageSpec or a containerSpec, not both."));
        return;
    }
    if (!p.pythonPackageSpec && !p.containerSpec) {
        error(path, "vertex.codeRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A worker pool needs its code: a pythonPackageSpec or a containerSpec."));
        return;
    }
    if (p.containerSpec) {
        const std::string here = joinPath(path, "containerSpec");
        if (!p.containerSpec->imageUri || p.containerSpec->imageUri->empty())
            error(joinPath(here, "imageUri"), "vertex.imageUriRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A containerSpec needs the imageUri of the container to run."));
        envVars(p.containerSpec->env, joinPath(here, "env"));
        return;
    }
    const PythonPackageSpec& pkg = *p.pythonPackageSpec;
    const std::string here = joinPath(path, "pythonPackageSpec");
    if (!pkg.executorImageUri || pkg.executorImageUri->empty()) {
        error(joinPath(here, "executorImageUri"), "vertex.executorImageRequired",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A pythonPackageSpec needs an executorImageUri, the prebuilt container it runs on."));
    } else if (const PrebuiltContainer* c = m_catalog.containerByUri(*pkg.executorImageUri)) {
        const bool gpus = machineSpec && hasAccelerator(*machineSpec);
        const Accelerator* acc = gpus ? m_catalog.accelerator(*machineSpec->acceleratorType) : nullptr;
        if (c->gpu && !gpus)
            warning(joinPath(here, "executorImageUri"), "vertex.gpuImageWithoutGpu",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 is a GPU container, but the pool's machine has no GPU."), { c->uri });
        else if (!c->gpu && acc && !acc->tpu)
            warning(joinPath(here, "executorImageUri"), "vertex.cpuImageWithGpu",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 is a CPU container; the pool's GPUs will go unused."), { c->uri });
    }
    if (!pkg.packageUris || pkg.packageUris->empty())
        error(joinPath(here, "packageUris"), "vertex.packageUrisRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A pythonPackageSpec needs packageUris, the Cloud Storage URIs of the training package."));
    else
        for (std::size_t i = 0; i < pkg.packageUris->size(); ++i)
            if ((*pkg.packageUris)[i].empty())
                error(indexPath(joinPath(here, "packageUris"), i), "vertex.packageUriEmpty", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A package URI cannot be empty."));
    if (!pkg.pythonModule || pkg.pythonModule->empty())
        error(joinPath(here, "pythonModule"), "vertex.pythonModuleRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A pythonPackageSpec needs the pythonModule to run."));
    envVars(pkg.env, joinPath(here, "env"));
}

void VertexRules::envVars(const std::optional<std::vector<EnvVar>>& env, const std::string& path)
{
    if (!env)
        return;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < env->size(); ++i) {
        const std::string here = joinPath(indexPath(path, i), "name");
        const auto& name = (*env)[i].name;
        if (!name || name->empty())
            error(here, "vertex.envNameRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "An environment variable needs a name."));
        else if (!validEnvName(*name))
            error(here, "vertex.envNameInvalid",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "\"%1\" is not a valid environment variable name: letters, digits and '_', not starting with a digit."), { *name });
        else if (!seen.insert(*name).second)
            error(here, "vertex.envNameDuplicate", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The environment variable %1 is set twice."), { *name });
    }
}

void VertexRules::scheduling(const Scheduling& s, const std::string& path)
{
    if (s.timeout && (s.timeout->isNegative() || (s.timeout->seconds == 0 && s.timeout->nanos == 0)))
        error(joinPath(path, "timeout"), "vertex.timeoutNotPositive", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The timeout must be positive; it is %1."), { s.timeout->toString() });
    if (s.maxWaitDuration && s.maxWaitDuration->isNegative())
        error(joinPath(path, "maxWaitDuration"), "vertex.maxWaitNegative", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "maxWaitDuration cannot be negative; it is %1."),
            { s.maxWaitDuration->toString() });
    enumValue(s.strategy, joinPath(path, "strategy"));
}

} // namespace trainyard::spec::vertex
