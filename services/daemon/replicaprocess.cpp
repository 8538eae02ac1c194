#include "replicaprocess.h"

#include "containerreplica.h"
#include "daemonconfig.h"
#include "executorimage.h"
#include "joblog.h"
#include "pythonreplica.h"
#include "runcontext.h"

#include <QSocketNotifier>

#include <csignal>
#include <unistd.h>

namespace trainyard::daemon {

ReplicaProcess::ReplicaProcess(const RunContext& run, ReplicaPlan plan)
    : m_run(run)
    , m_plan(std::move(plan))
{
}

ReplicaProcess::~ReplicaProcess()
{
    if (m_handle >= 0)
        ::close(m_handle);
}

std::unique_ptr<ReplicaProcess> ReplicaProcess::create(const RunContext& run, const ReplicaPlan& plan)
{
    if ((run.job.trainingInput && run.job.trainingInput->isCustomContainer()) || runsInExecutorImage(run.config, run.vertex, plan))
        return std::make_unique<ContainerReplica>(run, plan);
    return std::make_unique<PythonReplica>(run, plan);
}

std::vector<int> ReplicaProcess::gpus() const
{
    return replicaGpus(m_run.replicas, m_run.gpus, m_plan.name);
}

std::string ReplicaProcess::path(const char* suffix) const
{
    return m_run.workspace + "/replicas/" + m_plan.name + suffix;
}

bool ReplicaProcess::start(std::string& error)
{
    LaunchSpec spec;
    spec.argv = argv();
    spec.environment = environment();
    spec.workingDirectory = m_run.pythonPath.empty() ? m_run.workspace : m_run.pythonPath.front();
    spec.stdoutPath = m_run.log.sourcePath(m_plan.name, "stdout", m_run.trial.id);
    spec.stderrPath = m_run.log.sourcePath(m_plan.name, "stderr", m_run.trial.id);
    spec.statusPath = path(".status");
    spec.pidPath = path(".pid");
    spec.adoptOrphans = adoptsOrphans();
    spec.graceSeconds = m_run.config.graceSeconds;
    const auto pid = launchReplica(spec, error);
    if (!pid)
        return false;
    m_pgid = *pid;
    m_ended = false;
    watch();
    supervised();
    return true;
}

bool ReplicaProcess::adopt()
{
    const auto pid = readPidFile(path(".pid"));
    m_pgid = pid.value_or(0);
    if (pid && (processAlive(*pid) || readReplicaExit(path(".status")))) {
        watch(); // re-adopted, or ended while the daemon was down: its status file says how
        supervised();
        return true;
    }
    m_ended = true; // nothing of it runs
    return false;
}

std::optional<ReplicaExit> ReplicaProcess::exit() const
{
    return readReplicaExit(path(".status"));
}

void ReplicaProcess::watch()
{
    m_handle = openProcessHandle(m_pgid);
    if (m_handle < 0) {
        QMetaObject::invokeMethod(this, &ReplicaProcess::onSupervisorEnded, Qt::QueuedConnection);
        return;
    }
    m_notifier = new QSocketNotifier(m_handle, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &ReplicaProcess::onSupervisorEnded);
}

void ReplicaProcess::onSupervisorEnded()
{
    if (m_ended)
        return;
    if (m_notifier) {
        m_notifier->setEnabled(false);
        m_notifier->deleteLater();
        m_notifier = nullptr;
    }
    if (m_handle >= 0) {
        ::close(m_handle);
        m_handle = -1;
    }
    reap(m_pgid);
    m_ended = true;
    emit finished(); // handling it may stop the whole run
}

void ReplicaProcess::stop(int)
{
    signal(SIGTERM);
}

void ReplicaProcess::kill()
{
    signal(SIGKILL);
}

void ReplicaProcess::signal(int signal) const
{
    if (m_pgid <= 0)
        return;
    // A live supervisor holds its replica's whole tree. One that has ended ended that tree first (its
    // pid may be another process's by now): only its group can be left, of a container's client.
    if (m_ended)
        signalGroup(m_pgid, signal);
    else
        signalReplicaTree(m_pgid, signal);
}

bool ReplicaProcess::gone() const
{
    // A replica's supervisor ends only once every descendant of its has (it is their subreaper), so an
    // ended replica can have left only members of its group (a container's client does not adopt).
    return m_ended && !(m_pgid > 0 && groupAlive(m_pgid));
}

void ReplicaProcess::killLeftovers()
{
    if (const auto pid = readPidFile(path(".pid")))
        killReplicaTree(*pid);
}

} // namespace trainyard::daemon
