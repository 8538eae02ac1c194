#include "jobrun.h"

#include "failpoint.h"
#include "joblog.h"
#include "preparer.h"
#include "replicaprocess.h"

#include "spec/daemonmessages.h"

#include <QDir>
#include <QTcpServer>
#include <QTimer>

#include <csignal>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr int stopPollMs = 100;

} // namespace

JobRun::JobRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, QObject* parent, TrialSetup trial,
    const VertexOrigin* vertex)
    : Run(parent)
    , m_job(std::move(job))
    , m_context { config, m_job, m_replicas, log, workspace, trial, {}, {}, trial.pythonPath, {}, vertex }
    , m_state(workspace + "/run.json")
{
    std::string error;
    m_replicas = planReplicas(m_job, error);
    QDir().mkpath(QString::fromStdString(workspace + "/replicas"));
}

JobRun::~JobRun()
{
    if (m_preparer)
        m_preparer->cancel();
}

void JobRun::prepare()
{
    Preparer* preparer = Preparer::create(m_context.config, m_job, m_replicas, m_context.workspace, this, m_context.vertex);
    m_preparer = preparer;
    connect(preparer, &Preparer::prepared, this, [this, preparer] {
        const Preparation found = preparer->result();
        m_context.pythonPath = found.pythonPath;
        m_context.containerEngine = found.containerEngine;
        dropPreparer();
        if (!m_stopping)
            emit prepared();
    });
    connect(preparer, &Preparer::failed, this, [this](const std::string& reason) {
        dropPreparer();
        if (!m_stopping)
            emit failed(reason);
    });
    connect(preparer, &Preparer::idle, this, [this] {
        dropPreparer();
        checkStopped(); // its process was the last of the run
    });
    preparer->start();
}

void JobRun::dropPreparer()
{
    if (m_preparer)
        m_preparer->deleteLater();
    m_preparer = nullptr;
}

void JobRun::makeReplicas()
{
    m_running.clear();
    for (const auto& plan : m_replicas) {
        auto replica = ReplicaProcess::create(m_context, plan);
        ReplicaProcess* r = replica.get();
        connect(r, &ReplicaProcess::finished, this, [this, r] { onReplicaEnded(*r); });
        connect(r, &ReplicaProcess::idle, this, &JobRun::checkStopped);
        m_running.push_back(std::move(replica));
    }
}

std::vector<ReplicaProcess*> JobRun::startOrder(const std::vector<ReplicaProcess*>& replicas) const
{
    std::vector<ReplicaProcess*> order = replicas;
    std::stable_partition(order.begin(), order.end(), [](const ReplicaProcess* r) { return !isPrimary(r->plan()); });
    return order;
}

void JobRun::launch(const std::vector<int>& gpus)
{
    m_context.gpus = gpus;
    // Ports for the cluster spec: held open together so no two replicas get the same one.
    std::vector<std::unique_ptr<QTcpServer>> holders;
    for (const auto& r : m_replicas) {
        auto holder = std::make_unique<QTcpServer>();
        holder->listen(QHostAddress::LocalHost, 0);
        m_context.ports[r.name] = holder->serverPort();
        holders.push_back(std::move(holder));
    }
    holders.clear();
    makeReplicas();
    if (m_context.containerEngine.empty() && !m_running.empty())
        m_context.containerEngine = m_running.front()->engine(); // a trial's: its tuning job's PREPARING checked the engine
    // From here on a replica with a pid file was started by this launch: resume() tells a replica that
    // died (restarted, and counted) from one the daemon died before starting (just started).
    for (const auto& r : m_running) {
        for (const char* suffix : { ".pid", ".pid.tmp", ".status", ".status.tmp" })
            ::unlink(r->path(suffix).c_str());
    }
    saveRunState();
    failpoint("after-run-state");
    std::vector<ReplicaProcess*> all;
    for (const auto& r : m_running)
        all.push_back(r.get());
    for (ReplicaProcess* r : startOrder(all)) {
        std::string error;
        if (!r->start(error)) {
            for (auto& other : m_running) {
                if (other->pgid() == 0)
                    other->markEnded();
            }
            r->markEnded();
            m_finished = true;
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::cannotStartReplica, { r->name(), error }));
            stop();
            return;
        }
    }
    emit started();
}

void JobRun::saveRunState() const
{
    nlohmann::json state;
    for (const auto& [name, port] : m_context.ports)
        state["ports"][name] = port;
    state["gpus"] = m_context.gpus;
    state["pythonPath"] = m_context.pythonPath;
    state["containerEngine"] = m_context.containerEngine;
    for (const auto& r : m_running)
        state["restarts"][r->name()] = r->restarts();
    m_state.save(state);
}

bool JobRun::loadRunState()
{
    const auto loaded = m_state.load();
    if (!loaded)
        return false;
    const nlohmann::json& state = *loaded;
    try {
        for (const auto& [name, port] : state.at("ports").items())
            m_context.ports[name] = port.get<int>();
        m_context.gpus = state.at("gpus").get<std::vector<int>>();
        m_context.pythonPath = state.at("pythonPath").get<std::vector<std::string>>();
        m_context.containerEngine = state.value("containerEngine", std::string());
        makeReplicas();
        for (auto& r : m_running) {
            if (state.contains("restarts") && state["restarts"].contains(r->name()))
                r->setRestarts(state["restarts"][r->name()].get<int>());
        }
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    return true;
}

std::vector<ReplicaGroup> JobRun::replicaGroups() const
{
    std::vector<ReplicaGroup> groups;
    for (const auto& replica : m_running) {
        const pid_t pgid = replica->samplingGroup();
        if (!replica->ended() && pgid > 0)
            groups.push_back({ replica->name(), m_context.trial.id, pgid, replica->gpus() });
    }
    return groups;
}

std::string JobRun::startReason() const
{
    return spec::formatDaemonMessage(spec::daemonmsg::allReplicasStarted, { std::to_string(slotCount()) });
}

bool JobRun::launched() const
{
    return m_state.exists();
}

bool JobRun::resume(std::string& reason)
{
    if (!loadRunState()) {
        reason = spec::daemonmsg::runStateLost;
        return false;
    }
    // First take up every replica still there (so a later stop() reaches them all), then restart the
    // dead and start those the daemon died before starting (launch() removed every older pid file).
    std::vector<ReplicaProcess*> dead;
    std::vector<ReplicaProcess*> unstarted;
    for (auto& r : m_running) {
        if (!r->adopt())
            (r->pgid() > 0 ? dead : unstarted).push_back(r.get());
    }
    for (ReplicaProcess* r : startOrder(unstarted)) {
        std::string error;
        if (!r->start(error)) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::cannotStartReplica, { r->name(), error });
            return false;
        }
    }
    const int maxRestarts = m_context.config.maxRestarts;
    for (ReplicaProcess* r : dead) {
        if (r->restarts() >= maxRestarts) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::diedWhileDown, { r->name(), std::to_string(r->restarts()) });
            return false;
        }
        r->setRestarts(r->restarts() + 1);
        saveRunState();
        std::string error;
        if (!r->start(error)) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::cannotRestartReplica, { r->name(), error });
            return false;
        }
        emit noted(spec::formatDaemonMessage(
            spec::daemonmsg::replicaRestarted, { r->name(), std::to_string(r->restarts()), std::to_string(maxRestarts) }));
    }
    return true;
}

void JobRun::killLeftovers()
{
    for (const auto& plan : m_replicas)
        ReplicaProcess::create(m_context, plan)->killLeftovers();
}

void JobRun::onReplicaEnded(ReplicaProcess& replica)
{
    const std::string& trial = m_context.trial.id;
    m_context.log.ingest(true, replica.name(), trial); // its last line, even without a newline; the others' are still being written
    if (m_stopping || m_finished) {
        checkStopped();
        return;
    }
    const auto exit = replica.exit().value_or(ReplicaExit { true, SIGKILL });
    const bool primary = replica.plan().taskType == "master" || replica.plan().taskType == "chief";
    if (exit.success()) {
        if (primary) {
            m_finished = true;
            emit succeeded(spec::daemonmsg::masterSucceeded);
            stop();
        }
        return; // workers may finish before the master; the master decides
    }
    const auto lastLines = m_context.log.tail(replica.name(), "stderr", 5, trial);
    std::string message = spec::formatDaemonMessage(
        lastLines.empty() ? spec::daemonmsg::replicaFailed : spec::daemonmsg::replicaFailedWithStderr, { replica.name(), exit.describe() });
    for (const auto& line : lastLines)
        message += "\n" + line;
    m_finished = true;
    emit failed(message);
    stop();
}

void JobRun::stop()
{
    if (m_preparer) {
        m_preparer->cancel();
        if (!m_preparer->busy())
            dropPreparer(); // else once its process has gone (idle())
    }
    if (m_stopped)
        return;
    if (m_stopping) {
        checkStopped();
        return;
    }
    m_stopping = true;
    for (const auto& r : m_running)
        r->stop(m_context.config.graceSeconds);
    m_killTimer = new QTimer(this);
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        m_killing = true;
        killRemaining();
    });
    m_killTimer->start(m_context.config.graceSeconds * 1000);
    m_reaper = new QTimer(this);
    connect(m_reaper, &QTimer::timeout, this, &JobRun::checkStopped);
    m_reaper->start(stopPollMs);
    checkStopped();
}

void JobRun::killRemaining()
{
    // SIGKILL to every process of every replica but its supervisor, which then records the end and
    // exits on its own: killed first, it would leave its descendants to init, out of reach.
    for (const auto& r : m_running)
        r->kill();
}

void JobRun::checkStopped()
{
    if (!m_stopping || m_stopped)
        return;
    if (m_preparer && m_preparer->busy())
        return;
    if (m_killing)
        killRemaining(); // a process forked while the last pass ran, or re-parented to a supervisor since
    for (const auto& r : m_running) {
        if (!r->gone())
            return;
    }
    const auto busy = [this] { return std::any_of(m_running.begin(), m_running.end(), [](const auto& r) { return r->busy(); }); };
    if (busy())
        return;
    if (!m_swept) {
        // Once every replica has ended: what is left of them (a container a client killed while it was
        // still creating it) is removed, so that a stopped job leaves nothing behind.
        m_swept = true;
        for (const auto& r : m_running)
            r->cleanUp();
        if (busy())
            return;
    }
    if (m_reaper)
        m_reaper->stop();
    if (m_killTimer)
        m_killTimer->stop();
    m_stopped = true; // once: a stopped run stays stopped
    emit stopped();
}

} // namespace trainyard::daemon
