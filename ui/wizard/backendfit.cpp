#include "backendfit.h"

#include "console/backendlocations.h"
#include "spec/catalog.h"

#include <QStringList>

#include <algorithm>

namespace trainyard::ui {

namespace {
    const std::string base = "trainingInput.";

    spec::ScaleTier tierOf(const spec::TrainingInput& in)
    {
        return in.scaleTier && in.scaleTier->isRecognized() ? in.scaleTier->value() : spec::ScaleTier::Basic;
    }

    spec::Violation error(const std::string& path, const char* code, const QString& message)
    {
        return { path, code, spec::Severity::Error, "%1", { message.toStdString() } };
    }

    // GPUs one replica of a role asks for: its NVIDIA acceleratorConfig, or those built into a legacy
    // machine type (a TPU is the spec library's and the daemon's to refuse).
    std::int64_t gpusPerReplica(const spec::TrainingInput& in, spec::Role role)
    {
        const auto& config = in.config(role);
        if (config && config->acceleratorConfig && config->acceleratorConfig->type) {
            const std::string& type = *config->acceleratorConfig->type;
            return type.starts_with("NVIDIA") ? std::clamp<std::int64_t>(config->acceleratorConfig->count.value_or(0), 0, 1 << 20) : 0;
        }
        if (const auto& type = in.machineType(role)) {
            if (const auto* machine = spec::Catalog::builtin().machineType(*type); machine && machine->builtInAccelerator)
                return machine->builtInAccelerator->count;
        }
        return 0;
    }

    std::int64_t clampedCount(const spec::TrainingInput& in, spec::Role role)
    {
        return std::clamp<std::int64_t>(in.count(role), 0, std::int64_t { 1 } << 40);
    }

    // Where the user changes what a scheme list allows: "a local path", "gs://", "gs:// or file://".
    QString schemesText(const std::vector<std::string>& schemes)
    {
        QStringList names;
        for (const auto& scheme : schemes)
            names << (scheme.empty() ? BackendFit::tr("an absolute path on its own disk") : QString::fromStdString(scheme) + QStringLiteral("://"));
        return names.join(BackendFit::tr(" or "));
    }
} // namespace

BackendFit::BackendFit(QString backendName, client::Capabilities capabilities, bool localDaemon)
    : m_name(std::move(backendName))
    , m_capabilities(std::move(capabilities))
    , m_localDaemon(localDaemon)
{
}

std::int64_t BackendFit::replicaCount(const spec::TrainingInput& in)
{
    switch (tierOf(in)) {
    case spec::ScaleTier::Standard1:
        return 4;
    case spec::ScaleTier::Premium1:
        return 7;
    case spec::ScaleTier::Custom: {
        std::int64_t total = 1;
        for (const spec::Role role : { spec::Role::Worker, spec::Role::ParameterServer, spec::Role::Evaluator })
            total += clampedCount(in, role);
        return total;
    }
    default:
        return 1;
    }
}

std::int64_t BackendFit::gpuCount(const spec::TrainingInput& in)
{
    switch (tierOf(in)) {
    case spec::ScaleTier::BasicGpu:
        return 1;
    case spec::ScaleTier::Custom: {
        std::int64_t total = 0;
        for (const spec::Role role : spec::allRoles)
            total += clampedCount(in, role) * gpusPerReplica(in, role);
        return total;
    }
    default:
        return 0;
    }
}

std::vector<spec::Violation> BackendFit::check(const spec::Job& job) const
{
    std::vector<spec::Violation> out;
    if (!job.trainingInput)
        return out;
    const spec::TrainingInput& in = *job.trainingInput;
    replicas(in, out);
    gpus(in, out);
    paths(in, out);
    region(in, out);
    return out;
}

const spec::Location* BackendFit::locationOf(const spec::TrainingInput& in) const
{
    if (!in.region)
        return nullptr;
    const auto it = std::find_if(m_locations.begin(), m_locations.end(), [&](const spec::Location& l) { return l.locationId == *in.region; });
    return it == m_locations.end() ? nullptr : &*it;
}

void BackendFit::replicas(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const
{
    const spec::Location* location = locationOf(in);
    if (location && location->isSlurm())
        return; // Slurm queues what its nodes can hold; the daemon says at create what they never can
    const auto limit = m_capabilities.replicaSlots;
    const std::int64_t total = replicaCount(in);
    if (!limit || total <= *limit)
        return;
    // At the field that adds replicas: the first pool count of a CUSTOM cluster, else the tier.
    std::string path = base + "scaleTier";
    if (tierOf(in) == spec::ScaleTier::Custom) {
        for (const spec::Role role : { spec::Role::Worker, spec::Role::ParameterServer, spec::Role::Evaluator }) {
            if (clampedCount(in, role) > 0) {
                path = base + spec::roleCountField(role);
                break;
            }
        }
    }
    const int n = static_cast<int>(std::min<std::int64_t>(total, 1 << 30));
    const QString message = m_localDaemon
        ? tr("The job has %n replica(s), but %1 runs at most %2 at once. Use fewer replicas, or raise its replica slots in Settings → Local daemon.", nullptr, n)
        : tr("The job has %n replica(s), but %1 runs at most %2 at once (its replica slots, trainyardd --slots on that machine).", nullptr, n);
    out.push_back(error(path, replicaSlotsCode, message.arg(m_name).arg(*limit)));
}

void BackendFit::gpus(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const
{
    const spec::Location* location = locationOf(in);
    const bool slurm = location && location->isSlurm();
    // A partition not described yet (0 GPUs said) is not judged.
    const auto available = slurm ? (location->gpus > 0 ? std::optional<int>(location->gpus) : std::nullopt) : m_capabilities.gpus;
    const std::int64_t needed = gpuCount(in);
    if (!available || needed <= *available)
        return;
    // At the field that asks for them: the tier, or the first pool's accelerators (or machine type).
    std::string path = base + "scaleTier";
    if (tierOf(in) == spec::ScaleTier::Custom) {
        for (const spec::Role role : spec::allRoles) {
            if (clampedCount(in, role) == 0 || gpusPerReplica(in, role) == 0)
                continue;
            const auto& config = in.config(role);
            path = config && config->acceleratorConfig && config->acceleratorConfig->type
                ? base + spec::roleConfigField(role) + ".acceleratorConfig.count"
                : base + spec::roleTypeField(role);
            break;
        }
    }
    const int n = static_cast<int>(std::min<std::int64_t>(needed, 1 << 30));
    const QString message = slurm
        ? tr("The job needs %n GPU(s), but the Slurm partition of %1 has %2.", nullptr, n)
        : m_localDaemon
        ? tr("The job needs %n GPU(s), but %1 has %2. Use fewer, or give it GPUs in Settings → Local daemon.", nullptr, n)
        : tr("The job needs %n GPU(s), but %1 has %2 (trainyardd --gpus on that machine).", nullptr, n);
    out.push_back(error(path, gpusCode, message.arg(slurm ? QString::fromStdString(location->locationId) : m_name).arg(*available)));
}

void BackendFit::paths(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const
{
    // A custom container's replicas bring their code: packageUris are not read then.
    if (in.packageUris && !in.isCustomContainer()) {
        for (std::size_t i = 0; i < in.packageUris->size(); ++i) {
            const std::string& uri = (*in.packageUris)[i];
            if (!client::Capabilities::reads(m_capabilities.packageSchemes, uri))
                out.push_back(error(base + "packageUris[" + std::to_string(i) + "]", packageCode,
                    tr("%1 reads trainer packages from %2; it cannot read %3.")
                        .arg(m_name, schemesText(m_capabilities.packageSchemes), QString::fromStdString(uri))));
        }
    }
    if (in.jobDir && !client::Capabilities::reads(m_capabilities.jobDirSchemes, *in.jobDir))
        out.push_back(error(base + "jobDir", jobDirCode,
            tr("%1 writes job output to %2; it cannot write to %3.")
                .arg(m_name, schemesText(m_capabilities.jobDirSchemes), QString::fromStdString(*in.jobDir))));
}

void BackendFit::region(const spec::TrainingInput& in, std::vector<spec::Violation>& out) const
{
    if (const spec::Location* location = locationOf(in); location && !location->available) {
        // A warning: the daemon may take the job and queue it until the location answers again.
        const QString why = BackendLocations::unavailableReason(*location);
        out.push_back({ base + "region", locationDownCode, spec::Severity::Warning, "%1", { why.toStdString() } });
    }
    const auto& regions = m_capabilities.regions;
    if (regions.empty() || !in.region || in.region->empty() || std::find(regions.begin(), regions.end(), *in.region) != regions.end())
        return;
    QStringList names;
    for (const auto& r : regions)
        names << QString::fromStdString(r);
    out.push_back(error(base + "region", regionCode,
        tr("%1 does not run jobs in %2; it runs them in %3.").arg(m_name, QString::fromStdString(*in.region), names.join(QStringLiteral(", ")))));
}

} // namespace trainyard::ui
