#include "locations.h"

#include "slurmcluster.h"
#include "slurmscript.h"

#include <QFile>
#include <QSaveFile>
#include <QUuid>

#include "spec/daemonmessages.h"

#include <limits>

namespace trainyard::daemon {

namespace {

    // The daemon's id, made once: Slurm jobs it submitted are found again by it after a restart.
    std::string loadOrCreateDaemonId(const std::string& dataDir)
    {
        const QString path = QString::fromStdString(dataDir + "/daemon-id");
        QFile in(path);
        if (in.open(QIODevice::ReadOnly)) {
            const QByteArray id = in.readAll().trimmed();
            if (!id.isEmpty())
                return id.toStdString();
        }
        const QByteArray id = QUuid::createUuid().toString(QUuid::WithoutBraces).left(8).toUtf8();
        QSaveFile out(path);
        if (out.open(QIODevice::WriteOnly)) {
            out.write(id + '\n');
            out.commit();
        }
        return id.toStdString();
    }

} // namespace

Locations::Locations(const DaemonConfig& config, QObject* parent)
    : QObject(parent)
    , m_config(config)
    , m_daemonId(config.dataDir.empty() ? std::string("test") : loadOrCreateDaemonId(config.dataDir))
{
    for (const auto& slurm : config.slurmLocations) {
        auto* cluster = new SlurmCluster(slurm.name, slurm.partition, this);
        cluster->setCommentPrefix("trainyard:" + m_daemonId + ":");
        m_clusters[slurm.name] = cluster;
        m_order.push_back(slurm.name);
    }
}

Locations::~Locations() = default;

std::vector<std::string> Locations::ids() const
{
    std::vector<std::string> ids = { local };
    ids.insert(ids.end(), m_order.begin(), m_order.end());
    return ids;
}

std::string Locations::of(const spec::Job& job) const
{
    if (job.trainingInput && job.trainingInput->region && m_clusters.contains(*job.trainingInput->region))
        return *job.trainingInput->region;
    return local;
}

SlurmCluster* Locations::cluster(const std::string& location) const
{
    const auto it = m_clusters.find(location);
    return it == m_clusters.end() ? nullptr : it->second;
}

void Locations::registerIn(Scheduler& scheduler, spec::Catalog& catalog, int localSlots) const
{
    catalog.addRegion({ local });
    scheduler.addLocation(local, localSlots, m_config.gpus);
    for (const auto& name : m_order) {
        catalog.addRegion({ name });
        scheduler.addLocation(name, std::numeric_limits<int>::max() / 2, {});
    }
}

Reservation Locations::reservation(const spec::Job& job, const Scheduler& scheduler) const
{
    const std::string location = of(job);
    if (!isSlurm(location))
        return Reservation::of(job, scheduler.totalSlots(location), scheduler.totalGpus(location));
    Reservation r = Reservation::of(job, scheduler.totalSlots(location), std::numeric_limits<int>::max() / 2);
    r.gpus = 0; // Slurm's to give
    return r;
}

std::string Locations::preparingReason(const spec::Job& job, const Scheduler::Grant& grant, const Reservation& reservation) const
{
    // A Slurm job holds nothing here: Slurm allocates once it is submitted.
    if (const SlurmCluster* slurm = cluster(of(job)))
        return spec::formatDaemonMessage(spec::daemonmsg::slurmPreparing, { slurm->location(), slurm->partition() });
    return Reservation::reason(grant, reservation.parallelTrials, reservation.note);
}

std::optional<JobError> Locations::admissionError(const spec::Job& job, const spec::Catalog& catalog, const Scheduler& scheduler) const
{
    const std::string location = of(job);
    const SlurmCluster* slurm = cluster(location);
    const int gpus = slurm ? std::numeric_limits<int>::max() : scheduler.totalGpus(location);
    if (auto error = daemon::admissionError(job, m_config, catalog, scheduler.totalSlots(location), gpus))
        return error;
    if (!slurm)
        return std::nullopt;
    std::string planError;
    const auto replicas = planReplicas(job, planError);
    // A partition not described yet (its controller not answering) is not held against the job: it
    // waits in Slurm's queue, or fails at submission with Slurm's own words.
    const SlurmPartition& partition = slurm->partitionInfo();
    const bool known = partition.available && !partition.nodes.empty();
    const int unknown = 1 << 30;
    if (auto error = slurmAdmissionError(job, replicas, catalog, known ? static_cast<int>(partition.nodes.size()) : unknown,
            known ? partition.maxCpusPerNode() : unknown, known ? partition.maxMemoryPerNodeMb() : std::int64_t(unknown),
            known ? partition.maxGpusPerNode() : unknown, location))
        return JobError::failedPrecondition(*error);
    return std::nullopt;
}

} // namespace trainyard::daemon
