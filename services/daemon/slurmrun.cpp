#include "slurmrun.h"

#include "daemonlogging.h"
#include "joblog.h"
#include "packagestager.h"
#include "preparer.h"
#include "replicalauncher.h"
#include "slurmcluster.h"
#include "slurmjobview.h"
#include "slurmusagesampler.h"
#include "slurmscript.h"
#include "slurmtaskplan.h"

#include "spec/catalog.h"
#include "spec/daemonmessages.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <set>

namespace trainyard::daemon {

namespace {

    std::string joined(const std::set<std::string>& items)
    {
        std::string out;
        for (const auto& item : items)
            out += (out.empty() ? "" : ", ") + item;
        return out;
    }

} // namespace

SlurmRun::SlurmRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, SlurmCluster& cluster,
    std::string daemonId, QObject* parent, TrialSetup trial, const VertexOrigin* vertex)
    : Run(parent)
    , m_config(config)
    , m_job(std::move(job))
    , m_workspace(std::move(workspace))
    , m_log(log)
    , m_cluster(cluster)
    , m_daemonId(std::move(daemonId))
    , m_trial(std::move(trial))
    , m_vertex(vertex)
    , m_pythonPath(m_trial.pythonPath)
    , m_state(m_workspace + "/run.json")
{
    std::string error;
    m_replicas = planReplicas(m_job, error);
    QDir().mkpath(QString::fromStdString(m_workspace + "/replicas"));
    QDir().mkpath(QString::fromStdString(m_workspace + "/slurm"));
    m_usage = new SlurmUsageSampler(m_cluster, m_replicas, m_trial.id, this);
    connect(m_usage, &SlurmUsageSampler::sampled, this, [this](const std::vector<spec::ResourceSample>& samples) {
        if (!m_finished && !m_stopping)
            emit sampled(samples);
    });
    connect(&m_cluster, &SlurmCluster::polled, this, &SlurmRun::onPolled);
}

SlurmRun::~SlurmRun()
{
    if (m_preparer)
        m_preparer->cancel();
    if (m_watching)
        m_cluster.unwatch();
}

bool SlurmRun::submitted(const std::string& workspace)
{
    return QFile::exists(QString::fromStdString(workspace + "/run.json"));
}

void SlurmRun::prepare()
{
    m_preparer = Preparer::create(m_config, m_job, m_replicas, m_workspace, this);
    connect(m_preparer, &Preparer::prepared, this, [this] {
        m_pythonPath = m_preparer->result().pythonPath;
        m_preparer->deleteLater();
        m_preparer = nullptr;
        if (!m_stopping)
            emit prepared();
    });
    connect(m_preparer, &Preparer::failed, this, [this](const std::string& reason) {
        m_preparer->deleteLater();
        m_preparer = nullptr;
        if (!m_stopping)
            emit failed(reason);
    });
    m_preparer->start();
}

void SlurmRun::launch(const std::vector<int>&)
{
    // The task plan names the nodes' addresses (a node's name need not resolve): the partition is
    // described first when it has not been yet. sbatch says it if the controller does not answer.
    if (m_cluster.partitionInfo().available) {
        submit();
        return;
    }
    m_submitting = true;
    m_cluster.describe([this](const SlurmPartition&) {
        m_submitting = false;
        if (m_stopping)
            finishStop();
        else
            submit();
    });
}

std::string SlurmRun::statusPath(const std::string& replica, const char* suffix) const
{
    return m_workspace + "/replicas/" + replica + suffix;
}

bool SlurmRun::writeSubmission(std::string& scriptPath, std::string& error)
{
    SlurmTaskPlan plan;
    plan.job = m_job;
    plan.replicas = m_replicas;
    plan.trial = m_trial;
    if (m_vertex)
        plan.vertex = *m_vertex;
    plan.pythonPath = m_pythonPath;
    plan.python = PackageStager::interpreterOf(m_job, m_config);
    plan.workspace = m_workspace;
    for (const auto& node : m_cluster.partitionInfo().nodes) {
        if (!node.address.empty() && node.address != node.name)
            plan.nodeAddresses[node.name] = node.address;
    }
    for (const auto& r : m_replicas)
        plan.logPaths[r.name] = { m_log.sourcePath(r.name, "stdout", m_trial.id), m_log.sourcePath(r.name, "stderr", m_trial.id) };
    SlurmSubmission submission;
    submission.partition = m_cluster.partition();
    submission.jobName = m_jobName;
    submission.comment = "trainyard:" + m_daemonId + ":" + m_job.jobId.value_or("") + (m_trial.id.empty() ? "" : ":" + m_trial.id);
    submission.workspace = m_workspace;
    submission.taskProgram = m_config.slurmTaskProgram;
    submission.planPath = m_workspace + "/slurm/plan.json";
    submission.outputPath = m_workspace + "/slurm/batch-" + std::to_string(m_attempt) + ".out";
    if (!saveSlurmTaskPlan(submission.planPath, plan, error))
        return false;
    const std::string script = slurmBatchScript(m_job, m_replicas, spec::Catalog::builtin(), submission, error);
    if (script.empty())
        return false;
    scriptPath = m_workspace + "/slurm/job-" + std::to_string(m_attempt) + ".sh";
    QSaveFile out(QString::fromStdString(scriptPath));
    if (!out.open(QIODevice::WriteOnly) || out.write(script.data(), static_cast<qint64>(script.size())) < 0 || !out.commit()) {
        error = "cannot write " + scriptPath;
        return false;
    }
    return true;
}

void SlurmRun::saveState() const
{
    m_state.save({ { "jobName", m_jobName }, { "slurmJobId", m_slurmJobId }, { "attempt", m_attempt }, { "pythonPath", m_pythonPath } });
}

void SlurmRun::submit()
{
    m_jobName = "trainyard-" + m_job.jobId.value_or("job") + (m_trial.id.empty() ? "" : "-trial-" + m_trial.id) + "-" + std::to_string(m_attempt);
    m_slurmJobId = 0;
    m_missingPolls = 0;
    m_lastReason.clear();
    // The state is saved before sbatch runs: a daemon that dies while it does looks for the job by
    // name, rather than leaving one in Slurm's queue that nobody follows.
    saveState();
    std::string scriptPath;
    std::string error;
    if (!writeSubmission(scriptPath, error)) {
        m_jobName.clear();
        finish(false, spec::formatDaemonMessage(spec::daemonmsg::slurmSubmitFailed, { error }));
        return;
    }
    for (const auto& r : m_replicas) {
        for (const char* suffix : { ".status", ".node" })
            QFile::remove(QString::fromStdString(statusPath(r.name, suffix)));
    }
    m_submitting = true;
    m_cluster.submit(scriptPath, m_workspace, [this](std::optional<std::int64_t> id, const std::string& why) {
        m_submitting = false;
        if (!id) {
            m_jobName.clear(); // nothing in Slurm to follow or cancel
            finish(false, spec::formatDaemonMessage(spec::daemonmsg::slurmSubmitFailed, { why }));
            return;
        }
        m_slurmJobId = *id;
        saveState();
        qCInfo(lcDaemonRun, "job %s: submitted to Slurm partition %s as job %lld", m_job.jobId.value_or("").c_str(),
            m_cluster.partition().c_str(), static_cast<long long>(*id));
        if (m_stopping) {
            sendCancel();
            return;
        }
        emit queued(spec::formatDaemonMessage(spec::daemonmsg::slurmSubmitted, { std::to_string(*id), m_cluster.partition() }));
        if (!m_watching) {
            m_watching = true;
            m_cluster.watch();
        }
        m_cluster.pollNow();
    });
}

bool SlurmRun::resume(std::string& reason)
{
    const auto loaded = m_state.load();
    if (!loaded) {
        reason = spec::daemonmsg::runStateLost;
        return false;
    }
    try {
        m_jobName = loaded->at("jobName").get<std::string>();
        m_slurmJobId = loaded->at("slurmJobId").get<std::int64_t>();
        m_attempt = loaded->at("attempt").get<int>();
        m_pythonPath = loaded->at("pythonPath").get<std::vector<std::string>>();
    } catch (const nlohmann::json::exception&) {
        reason = spec::daemonmsg::runStateLost;
        return false;
    }
    readNodes();
    m_started = !m_nodes.empty() && m_nodes.size() == m_replicas.size();
    m_watching = true;
    m_cluster.watch();
    m_cluster.pollNow();
    return true;
}

void SlurmRun::killLeftovers()
{
    // A daemon that died while it prepared may have submitted: the job is followed (resume), not
    // killed blind, so this is only for a run that never got as far.
    if (const auto loaded = m_state.load(); loaded && loaded->value("slurmJobId", std::int64_t(0)) > 0)
        m_cluster.cancel(loaded->value("slurmJobId", std::int64_t(0)), [](const std::string&) { });
}

void SlurmRun::readNodes()
{
    for (const auto& r : m_replicas) {
        if (m_nodes.contains(r.name))
            continue;
        QFile file(QString::fromStdString(statusPath(r.name, ".node")));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const std::string node = file.readAll().trimmed().toStdString();
        if (node.empty())
            continue;
        m_nodes[r.name] = node;
        m_log.setNode(r.name, m_trial.id, node);
    }
}

void SlurmRun::ingestAll(bool flush)
{
    if (!flush) {
        m_log.ingest(); // a networked filesystem tells inotify nothing of what the nodes wrote
        return;
    }
    for (const auto& r : m_replicas)
        m_log.ingest(true, r.name, m_trial.id);
}

void SlurmRun::onPolled()
{
    if (m_stopped || m_submitting || m_jobName.empty() || !m_cluster.answering())
        return; // a controller that does not answer says nothing of the job: wait for it
    readNodes();
    ingestAll(false);
    const SlurmJobView view = viewSlurmJob(m_cluster.jobs(), m_jobName);
    const bool present = view.present;
    if (present && view.jobId != m_slurmJobId) {
        m_slurmJobId = view.jobId; // found by name after a restart that did not know the id
        saveState();
    }
    if (m_stopping) {
        // Stopped once the queue has no step of it left, seen twice (as below).
        if (present && m_cancelPolls++ % 5 == 0)
            sendCancel(); // again every few polls: the controller may have restarted meanwhile
        m_missingPolls = present ? 0 : m_missingPolls + 1;
        if (m_missingPolls >= 2)
            finishStop();
        return;
    }
    if (present) {
        m_missingPolls = 0;
        if (view.pending()) {
            const std::string& reason = view.pendingReason;
            if (!reason.empty() && reason != m_lastReason) {
                m_lastReason = reason;
                emit queued(spec::formatDaemonMessage(spec::daemonmsg::slurmPending, { std::to_string(m_slurmJobId), m_cluster.partition(), reason }));
            }
            return;
        }
        checkReplicaEnds();
        if (m_started && !m_finished && ++m_usagePolls % 2 == 0)
            m_usage->sample(m_slurmJobId, m_nodes);
        return;
    }
    checkReplicaEnds();
    if (m_finished)
        return;
    if (!view.ends.empty()) {
        onEnded(view.ends);
        return;
    }
    // Gone from the queue with no replica's word on it: twice in a row (a job appears in squeue a
    // moment after sbatch returns on a busy controller), then accounting says what happened.
    if (++m_missingPolls < 2 || m_asking)
        return;
    m_asking = true;
    m_cluster.ended({ m_jobName }, [this](const std::vector<SlurmEnded>& found, const std::string& error) {
        m_asking = false;
        if (!error.empty()) {
            qCWarning(lcDaemonRun, "job %s: sacct: %s", m_job.jobId.value_or("").c_str(), error.c_str());
            return; // asked again at the next poll
        }
        onEnded(found);
    });
}

void SlurmRun::checkReplicaEnds()
{
    readNodes();
    if (m_finished)
        return;
    if (!m_started && (m_nodes.size() == m_replicas.size())) {
        m_started = true;
        emit started();
    }
    for (const auto& r : m_replicas) {
        const auto exit = readReplicaExit(statusPath(r.name, ".status"));
        if (!exit)
            continue;
        if (!m_started) {
            m_started = true; // it ended before a poll saw it run
            emit started();
        }
        if (!exit->success()) {
            m_log.ingest(true, r.name, m_trial.id);
            const std::string tail = stderrTail(r.name);
            std::string message = spec::formatDaemonMessage(
                tail.empty() ? spec::daemonmsg::replicaFailed : spec::daemonmsg::replicaFailedWithStderr, { r.name, exit->describe() });
            finish(false, message + tail);
            return;
        }
        if (isPrimary(r)) {
            finish(true, spec::daemonmsg::masterSucceeded);
            return;
        }
    }
}

std::string SlurmRun::resourceStatus() const
{
    return m_usage->error();
}

std::vector<ReplicaGroup> SlurmRun::replicaGroups() const
{
    std::vector<ReplicaGroup> groups;
    if (!m_started || m_finished || m_stopping)
        return groups;
    for (const auto& r : m_replicas)
        groups.push_back({ r.name, m_trial.id, 0, {} });
    return groups;
}

std::string SlurmRun::stderrTail(const std::string& replica) const
{
    std::string out;
    for (const auto& line : m_log.tail(replica, "stderr", 5, m_trial.id))
        out += "\n" + line;
    return out;
}

void SlurmRun::onEnded(const std::vector<SlurmEnded>& ends)
{
    if (m_finished || m_stopping)
        return;
    checkReplicaEnds(); // a status written between the poll and this answer
    if (m_finished)
        return;
    const SlurmEnded* worst = nullptr;
    for (const auto& end : ends) {
        if (end.name == m_jobName && (!worst || worst->state == "COMPLETED"))
            worst = &end;
    }
    const std::string id = std::to_string(m_slurmJobId);
    if (!worst) {
        resubmitLost(m_slurmJobId);
        return;
    }
    ingestAll(true);
    std::string tail;
    for (const auto& r : m_replicas) {
        if (tail.empty())
            tail = stderrTail(r.name);
    }
    if (worst->state.starts_with("CANCELLED")) {
        m_finished = true;
        emit cancelled(spec::formatDaemonMessage(spec::daemonmsg::slurmCancelledOutside, { id }));
        stop();
        return;
    }
    const std::string what = worst->state == "COMPLETED" ? spec::formatDaemonMessage(spec::daemonmsg::slurmNoReport, { id })
                                                         : spec::formatDaemonMessage(spec::daemonmsg::slurmEnded,
                                                             { id, worst->state, std::to_string(worst->exitCode) });
    finish(false, what + tail);
}

void SlurmRun::resubmitLost(std::int64_t lostId)
{
    const std::string id = std::to_string(lostId);
    if (m_attempt > 0 || m_started) {
        // Once only: a job lost twice says more about the cluster than a retry could fix; and a job that
        // ran may have done what must not be done twice.
        finish(false, spec::formatDaemonMessage(spec::daemonmsg::slurmLost, { id }));
        return;
    }
    qCWarning(lcDaemonRun, "job %s: Slurm lost job %s; submitting it again", m_job.jobId.value_or("").c_str(), id.c_str());
    m_attempt = 1;
    emit queued(spec::formatDaemonMessage(spec::daemonmsg::slurmResubmitted, { id }));
    submit();
}

void SlurmRun::finish(bool success, const std::string& reason)
{
    if (m_finished)
        return;
    m_finished = true;
    if (success)
        emit succeeded(reason);
    else
        emit failed(reason);
    stop();
}

std::string SlurmRun::startReason() const
{
    std::set<std::string> nodes;
    for (const auto& [replica, node] : m_nodes)
        nodes.insert(node);
    return spec::formatDaemonMessage(spec::daemonmsg::slurmStarted, { std::to_string(m_replicas.size()), joined(nodes), std::to_string(m_slurmJobId) });
}

void SlurmRun::sendCancel()
{
    // Only a job the queue lists under this run's name now: after a controller crash the id it had
    // may be another job's.
    const std::int64_t id = viewSlurmJob(m_cluster.jobs(), m_jobName).jobId;
    if (id == 0) {
        m_cluster.pollNow();
        return;
    }
    m_cluster.cancel(id, [this](const std::string& error) {
        if (!error.empty())
            qCWarning(lcDaemonRun, "job %s: scancel: %s", m_job.jobId.value_or("").c_str(), error.c_str());
        m_cluster.pollNow();
    });
}

void SlurmRun::stop()
{
    if (m_preparer) {
        m_preparer->cancel();
        m_preparer->deleteLater();
        m_preparer = nullptr;
    }
    if (m_stopped || m_stopping)
        return;
    m_stopping = true;
    if (m_submitting)
        return; // cancelled once sbatch has answered with the id
    if (m_jobName.empty()) {
        finishStop(); // never submitted
        return;
    }
    m_missingPolls = 0;
    if (!m_watching) {
        m_watching = true;
        m_cluster.watch();
    }
    sendCancel();
}

void SlurmRun::finishStop()
{
    if (m_stopped)
        return;
    m_stopped = true;
    ingestAll(true);
    if (m_watching) {
        m_watching = false;
        m_cluster.unwatch();
    }
    emit stopped();
}

} // namespace trainyard::daemon
