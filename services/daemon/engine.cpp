#include "engine.h"

#include "daemonlogging.h"
#include "jobadmission.h"
#include "jobdeadlines.h"
#include "joblog.h"
#include "joblogcache.h"
#include "jobrun.h"
#include "jobstatemachine.h"
#include "locations.h"
#include "slurmrun.h"
#include "study.h"
#include "tuningrun.h"

#include "spec/daemonmessages.h"
#include "spec/jsoncodec.h"
#include "spec/replicaslots.h"

#include <thread>

namespace trainyard::daemon {

namespace {

    std::string stateName(spec::State state) { return std::string(spec::Enum<spec::State>::nameOf(state)); }

    spec::State stateOf(const spec::Job& job) { return job.state ? job.state->value() : spec::State::Unspecified; }

    bool isTuning(const spec::Job& job) { return job.trainingInput && job.trainingInput->hyperparameters; }

} // namespace

Engine::Engine(const DaemonConfig& config, JobStore& store, QObject* parent)
    : QObject(parent)
    , m_config(config)
    , m_store(store)
    , m_catalog(spec::Catalog::builtin())
    , m_logs(new JobLogCache(config.dataDir + "/jobs", this))
    , m_deadlines(new JobDeadlines(this))
    , m_locations(new Locations(config, this))
{
    connect(m_logs, &JobLogCache::appended, this, &Engine::logAppended);
    connect(m_deadlines, &JobDeadlines::waitTimeExceeded, this, [this](const std::string& id, const std::string& limit) {
        Entry& entry = m_jobs.at(id);
        const spec::State state = stateOf(entry.job);
        if (state == spec::State::Queued || state == spec::State::Preparing)
            stopRun(entry, spec::State::Cancelled, spec::formatDaemonMessage(spec::daemonmsg::maxWaitTimeExceeded, { limit }));
    });
    connect(m_deadlines, &JobDeadlines::runningTimeExceeded, this, [this](const std::string& id, const std::string& limit) {
        stopRun(m_jobs.at(id), spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::maxRunningTimeExceeded, { limit }));
    });
    const int replicaSlots = config.replicaSlots > 0 ? config.replicaSlots : spec::defaultReplicaSlots(static_cast<int>(std::thread::hardware_concurrency()));
    m_locations->registerIn(m_scheduler, m_catalog, replicaSlots);
}

Engine::~Engine() = default;

bool Engine::start(std::string& error)
{
    try {
        for (auto& stored : m_store.loadJobs()) {
            auto decoded = spec::jobFromJson(stored.document);
            if (!decoded)
                continue; // written by this daemon; cannot happen short of hand edits
            Entry& placed = m_jobs.add(std::move(*decoded.value), stored.createSeq);
            placed.vertex = std::move(stored.vertex);
            if (stateOf(placed.job) == spec::State::Queued)
                enqueue(placed);
            if (!spec::isTerminal(stateOf(placed.job)))
                recover(placed);
        }
    } catch (const std::exception& e) {
        error = e.what();
        return false;
    }
    schedule();
    return true;
}

void Engine::recover(Entry& entry)
{
    m_deadlines->arm(entry.job);
    const std::string id = *entry.job.jobId;
    const std::string location = m_locations->of(entry.job);
    // A job submitted to Slurm is followed there whatever its state: Slurm may still run it.
    const bool submitted = m_locations->isSlurm(location) && SlurmRun::submitted(workspace(id));
    if (stateOf(entry.job) == spec::State::Queued && !submitted)
        return;
    m_scheduler.dequeue(id);
    std::string error;
    if (!m_logs->open(id, error)) {
        transition(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::restartCannotOpenLog, { error }));
        return;
    }
    m_logs->watch(id);
    m_logs->find(id)->ingest(); // what replicas wrote while the daemon was down
    const spec::State state = stateOf(entry.job);
    Run* run = makeRun(entry);
    if (state == spec::State::Preparing && !submitted) {
        // Replicas may have been started just before the daemon died; start over cleanly.
        run->killLeftovers();
        delete run;
        entry.run = nullptr;
        transition(entry, spec::State::Queued, spec::daemonmsg::restartRequeued);
        return;
    }
    std::string reason;
    const bool resumed = run->resume(reason);
    entry.grant = { run->slotCount(), run->gpus() };
    m_scheduler.take(location, entry.grant);
    if (!resumed) {
        stopRun(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::restartNotResumed, { reason }));
    } else if (state == spec::State::Cancelling) {
        stopRun(entry, spec::State::Cancelled, spec::daemonmsg::cancelledAfterRestart);
    }
}

Run* Engine::makeRun(Entry& entry)
{
    const std::string id = *entry.job.jobId;
    JobLog& log = *m_logs->find(id);
    Run* run = nullptr;
    const RunLocation where = m_locations->runLocation(entry.job);
    const VertexOrigin* vertex = entry.vertex ? &*entry.vertex : nullptr;
    if (isTuning(entry.job))
        run = new TuningRun(m_config, entry.job, workspace(id), log, entry.reservation.parallelTrials, previousTrials(entry.job), where, this, vertex);
    else
        run = makeReplicaSetRun(m_config, entry.job, workspace(id), log, where, this, {}, vertex);
    entry.run = run;
    connect(run, &Run::prepared, this, [this, id] {
        Entry& e = m_jobs.at(id);
        if (e.endState != spec::State::Unspecified)
            return;
        e.run->launch(e.grant.gpus);
    });
    connect(run, &Run::started, this, [this, id] { onStarted(id); });
    connect(run, &Run::queued, this, [this, id](const std::string& reason) { onQueued(id, reason); });
    connect(run, &Run::cancelled, this, [this, id](const std::string& reason) { stopRun(m_jobs.at(id), spec::State::Cancelled, reason); });
    connect(run, &Run::failed, this, [this, id](const std::string& reason) {
        qCWarning(lcDaemonRun, "job %s failed: %s", id.c_str(), reason.c_str());
        stopRun(m_jobs.at(id), spec::State::Failed, reason);
    });
    connect(run, &Run::succeeded, this, [this, id](const std::string& reason) { stopRun(m_jobs.at(id), spec::State::Succeeded, reason); });
    // A replica restarted, a trial started or ended: RUNNING -> RUNNING, so the timeline and jobs:watch show it.
    connect(run, &Run::noted, this, [this, id](const std::string& reason) {
        Entry& e = m_jobs.at(id);
        if (stateOf(e.job) == spec::State::Running)
            transition(e, spec::State::Running, reason);
        else
            storeOutput(e);
    });
    connect(run, &Run::outputChanged, this, [this, id] { storeOutput(m_jobs.at(id)); });
    connect(run, &Run::stopped, this, [this, id] { finalize(id); });
    connect(run, &Run::sampled, this, [this, id](const std::vector<spec::ResourceSample>& samples) { emit resourcesSampled(id, samples); });
    return run;
}

void Engine::onStarted(const std::string& jobId)
{
    Entry& e = m_jobs.at(jobId);
    const spec::State state = stateOf(e.job);
    if ((state == spec::State::Preparing || state == spec::State::Queued) && e.endState == spec::State::Unspecified) {
        transition(e, spec::State::Running, e.run->startReason());
        m_deadlines->arm(e.job);
    }
}

void Engine::onQueued(const std::string& jobId, const std::string& reason)
{
    // A cluster's queue holds the launched job: QUEUED again with the cluster's reason (its run holds
    // it, so it does not wait in the daemon's own queue); a running job only notes it (resubmitted).
    Entry& e = m_jobs.at(jobId);
    const spec::State state = stateOf(e.job);
    if (e.endState != spec::State::Unspecified)
        return;
    transition(e, state == spec::State::Running ? spec::State::Running : spec::State::Queued, reason);
}

void Engine::storeOutput(Entry& entry)
{
    if (!entry.run)
        return;
    auto output = entry.run->output();
    if (!output)
        return;
    entry.job.trainingOutput = std::move(*output);
    store(entry);
}

void Engine::store(Entry& entry, spec::Transition* transition)
{
    m_store.updateJob(*entry.job.jobId, stampEtag(entry.job), transition);
}

void Engine::enqueue(const Entry& entry)
{
    const auto& in = *entry.job.trainingInput;
    m_scheduler.enqueue(m_locations->of(entry.job), *entry.job.jobId, in.scheduling ? in.scheduling->priority.value_or(0) : 0, entry.createSeq);
}

void Engine::transition(Entry& entry, spec::State to, const std::string& reason)
{
    const spec::State from = stateOf(entry.job);
    const std::string& id = *entry.job.jobId;
    const JobStateMachine::Rule* rule = JobStateMachine::find(from, to);
    if (!rule) {
        qCWarning(lcDaemonJobs, "job %s: %s -> %s refused (%s)", id.c_str(), stateName(from).c_str(), stateName(to).c_str(), reason.c_str());
        return;
    }
    const auto now = spec::Timestamp::now();
    if (entry.run) {
        if (auto output = entry.run->output())
            entry.job.trainingOutput = std::move(*output); // stored with the transition that it explains
    }
    entry.job.state = to;
    if (rule->effects & JobStateMachine::LeavesQueue)
        m_scheduler.dequeue(id);
    if ((rule->effects & JobStateMachine::EntersQueue) && !entry.run)
        enqueue(entry); // a job whose run holds it waits in its cluster's queue instead
    if ((rule->effects & JobStateMachine::Starts) && !entry.job.startTime)
        entry.job.startTime = now;
    if (rule->effects & JobStateMachine::Ends) {
        entry.job.endTime = now;
        if (to != spec::State::Succeeded)
            entry.job.errorMessage = reason;
    }
    spec::Transition t { 0, id, now, stateName(from), stateName(to), reason };
    store(entry, &t);
    qCInfo(lcDaemonJobs, "job %s: %s -> %s: %s", id.c_str(), t.previousState.c_str(), t.state.c_str(), reason.c_str());
    emit transitioned(t);
}

std::variant<spec::Job, JobError> Engine::create(spec::Job request, std::optional<VertexOrigin> vertex)
{
    // Output fields are the server's to set: what a client sends there is ignored, as Google does.
    spec::Job job = spec::withoutOutputFields(std::move(request));
    if (auto error = m_locations->admissionError(job, m_catalog, m_scheduler))
        return *error;
    const std::string id = *job.jobId;
    if (m_jobs.contains(id))
        return JobError::alreadyExists("Job " + id + " already exists in project " + m_config.project + ".");
    if (auto error = checkTuning(job))
        return *error;

    job = admittedJob(std::move(job));
    const nlohmann::json document = stampEtag(job);
    spec::Transition created { 0, id, *job.createTime, "", stateName(spec::State::Queued), spec::daemonmsg::created };
    std::int64_t createSeq = 0;
    if (!m_store.insertJob(id, document, created, createSeq, vertex ? &*vertex : nullptr))
        return JobError::alreadyExists("Job " + id + " already exists in project " + m_config.project + ".");
    Entry& placed = m_jobs.add(std::move(job), createSeq);
    placed.vertex = std::move(vertex);
    enqueue(placed);
    m_deadlines->arm(placed.job);
    qCInfo(lcDaemonJobs, "job %s: created, QUEUED", id.c_str());
    emit transitioned(created);
    // Scheduling happens after the answer is on its way: create stays fast whatever the queue does.
    QMetaObject::invokeMethod(this, &Engine::schedule, Qt::QueuedConnection);
    return placed.job;
}

void Engine::schedule()
{
    for (const auto& location : m_locations->ids())
        scheduleAt(location);
}

void Engine::scheduleAt(const std::string& location)
{
    std::map<std::string, Reservation> reserved;
    const auto starts = m_scheduler.startable(location, [&](const std::string& jobId) -> std::optional<Scheduler::Need> {
        const Entry& entry = m_jobs.at(jobId);
        if (entry.endState != spec::State::Unspecified)
            return std::nullopt;
        const Reservation& need = reserved[jobId] = m_locations->reservation(entry.job, m_scheduler);
        return Scheduler::Need { need.replicaSlots, need.gpus };
    });
    for (const auto& start : starts) {
        Entry& entry = m_jobs.at(start.jobId);
        entry.grant = start.grant;
        entry.reservation = reserved[start.jobId];
        if (!entry.reservation.note.empty())
            qCInfo(lcDaemonTuning, "job %s runs %d trials at once: %s", start.jobId.c_str(), entry.reservation.parallelTrials, entry.reservation.note.c_str());
        startPreparing(entry);
    }
}

void Engine::startPreparing(Entry& entry)
{
    transition(entry, spec::State::Preparing, m_locations->preparingReason(entry.job, entry.grant, entry.reservation));
    // A job's log is opened, and watched, from here to its end: queued jobs hold no descriptors.
    const std::string id = *entry.job.jobId;
    std::string error;
    if (!m_logs->open(id, error)) {
        stopRun(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::cannotOpenLog, { error }));
        return;
    }
    m_logs->watch(id);
    makeRun(entry)->prepare();
}

void Engine::stopRun(Entry& entry, spec::State endState, const std::string& reason)
{
    if (entry.endState == spec::State::Unspecified) {
        entry.endState = endState;
        entry.endReason = reason;
    }
    if (entry.run)
        entry.run->stop();
    else
        finalize(*entry.job.jobId);
}

void Engine::finalize(const std::string& jobId)
{
    Entry& entry = m_jobs.at(jobId);
    if (entry.run) {
        if (auto output = entry.run->output())
            entry.job.trainingOutput = std::move(*output); // final: a tuning job's trials best first
        entry.run->deleteLater();
        entry.run = nullptr;
    }
    release(entry);
    m_logs->finish(jobId);
    if (!spec::isTerminal(stateOf(entry.job)))
        transition(entry, entry.endState, entry.endReason);
    emit logAppended(jobId); // followers learn that the log is complete
    QMetaObject::invokeMethod(this, &Engine::schedule, Qt::QueuedConnection);
}

void Engine::release(Entry& entry)
{
    m_scheduler.release(m_locations->of(entry.job), entry.grant);
    entry.grant = {};
    m_deadlines->disarm(*entry.job.jobId);
}
const spec::Job* Engine::find(const std::string& jobId) const
{
    const Entry* entry = m_jobs.find(jobId);
    return entry ? &entry->job : nullptr;
}

JobError Engine::unknownJob(const std::string& jobId) const
{
    return JobError::notFound("Job " + jobId + " not found in project " + m_config.project + ".");
}

std::variant<spec::Job, JobError> Engine::get(const std::string& jobId) const
{
    const spec::Job* job = find(jobId);
    if (!job)
        return unknownJob(jobId);
    spec::Job answer = *job;
    if (stateOf(answer) == spec::State::Queued)
        answer.jobPosition = queuePosition(jobId);
    return answer;
}

std::optional<JobError> Engine::cancel(const std::string& jobId)
{
    Entry* found = m_jobs.find(jobId);
    if (!found)
        return unknownJob(jobId);
    Entry& entry = *found;
    const spec::State state = stateOf(entry.job);
    if (spec::isTerminal(state))
        return JobError::failedPrecondition("Job " + jobId + " is already in a terminal state (" + stateName(state) + ").");
    if (state == spec::State::Cancelling)
        return std::nullopt;
    if (state == spec::State::Queued && !entry.run) {
        entry.endState = spec::State::Cancelled;
        entry.endReason = spec::daemonmsg::cancelledBeforeStart;
        finalize(jobId);
        return std::nullopt;
    }
    transition(entry, spec::State::Cancelling, spec::daemonmsg::cancelRequested);
    stopRun(entry, spec::State::Cancelled, spec::daemonmsg::cancelledByUser);
    return std::nullopt;
}

std::variant<spec::Job, JobError> Engine::updateLabels(const std::string& jobId, const LabelsUpdate& update)
{
    Entry* found = m_jobs.find(jobId);
    if (!found)
        return unknownJob(jobId);
    Entry& entry = *found;
    if (update.checkEtag && update.etag != entry.job.etag)
        return JobError::aborted("The etag does not match: the job's labels changed since it was read.");
    if (auto error = labelsError(entry.job, update.labels, m_catalog))
        return *error;
    entry.job.labels = update.labels;
    store(entry);
    return get(jobId);
}

bool Engine::finished(const std::string& jobId) const
{
    const Entry* entry = m_jobs.find(jobId);
    return entry && spec::isTerminal(stateOf(entry->job)) && !entry->run;
}

JobLog* Engine::log(const std::string& jobId)
{
    const spec::Job* job = find(jobId);
    return job ? m_logs->read(jobId, spec::isTerminal(stateOf(*job))) : nullptr;
}

std::optional<JobError> Engine::checkTuning(const spec::Job& job) const
{
    return Study::check(job, m_config.project, [this](const std::string& id) { return find(id); });
}

std::vector<spec::HyperparameterOutput> Engine::previousTrials(const spec::Job& job) const
{
    return Study::previousTrials(job, [this](const std::string& id) { return find(id); });
}

std::vector<SampledJob> Engine::sampledJobs() const
{
    return m_jobs.sampledJobs([this](const std::string& id) { return resourcePath(id); });
}

JobCounts Engine::counts() const
{
    JobCounts counts;
    m_jobs.count(counts);
    counts.queueLength = m_scheduler.queueLength(localLocation);
    counts.freeSlots = m_scheduler.freeSlots(localLocation);
    counts.logBytes = m_logs->dataBytes();
    return counts;
}

JobOutputs Engine::outputs(const std::string& jobId) const
{
    const spec::Job* job = find(jobId);
    return job ? jobOutputs(*job, vertexOrigin(jobId), workspace(jobId)) : JobOutputs {};
}

} // namespace trainyard::daemon
