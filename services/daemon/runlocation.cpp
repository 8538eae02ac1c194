#include "runlocation.h"

#include "jobrun.h"
#include "slurmrun.h"

namespace trainyard::daemon {

Run* makeReplicaSetRun(const DaemonConfig& config, const spec::Job& job, const std::string& workspace, JobLog& log,
    const RunLocation& where, QObject* parent, TrialSetup trial, const VertexOrigin* vertex)
{
    if (where.slurm)
        return new SlurmRun(config, job, workspace, log, *where.slurm, where.daemonId, parent, std::move(trial), vertex);
    return new JobRun(config, job, workspace, log, parent, std::move(trial), vertex);
}

} // namespace trainyard::daemon
