#include "tuningrun.h"

#include "joblog.h"
#include "jobrun.h"
#include "preparer.h"
#include "trialrun.h"
#include "trialsuggester.h"
#include "vertexstudy.h"

#include "spec/daemonmessages.h"

#include <QDir>
#include <QTimer>

#include <algorithm>
#include <fstream>

namespace trainyard::daemon {

namespace {

    constexpr int pollMs = 250; // metric files are read this often while trials run, and once more when one ends
    constexpr int throttleMs = 1000; // new metrics rewrite the job's document at most this often

    std::string parametersText(const tuner::Assignment& parameters)
    {
        std::string out;
        for (const auto& [name, value] : parameters)
            out += (out.empty() ? "" : ", ") + name + "=" + value;
        return out;
    }

} // namespace

TuningRun::TuningRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, int parallelTrials,
    std::vector<spec::HyperparameterOutput> previousTrials, RunLocation where, QObject* parent, const VertexOrigin* vertex)
    : Run(parent)
    , m_config(config)
    , m_job(withConditionalParameters(std::move(job), vertex)) // the tuner searches a Vertex study's conditional parameters too
    , m_where(std::move(where))
    , m_vertex(vertex)
    , m_study(*m_job.trainingInput->hyperparameters, std::move(previousTrials))
    , m_workspace(std::move(workspace))
    , m_state(m_workspace + "/tuning.json")
    , m_log(log)
    , m_parallel(std::max(1, parallelTrials))
    , m_suggester(new TrialSuggester(*m_job.trainingInput->hyperparameters, Study::seedOf(*m_job.jobId), this, conditionsOf(vertex)))
    , m_poll(new QTimer(this))
    , m_throttle(new QTimer(this))
{
    std::string error;
    const auto plan = planReplicas(m_job, error);
    m_replicasPerTrial = std::max(1, static_cast<int>(plan.size()));
    m_gpusPerTrial = gpuTotal(plan);
    connect(m_suggester, &TrialSuggester::suggested, this, &TuningRun::onSuggested);
    connect(m_poll, &QTimer::timeout, this, &TuningRun::pollTrials);
    m_throttle->setSingleShot(true);
    connect(m_throttle, &QTimer::timeout, this, [this] {
        if (m_dirty)
            publish();
    });
}

TuningRun::~TuningRun() = default;

int TuningRun::slotCount() const
{
    return m_parallel * m_replicasPerTrial;
}

std::string TuningRun::startReason() const
{
    const int maxTrials = m_study.maxTrials();
    return spec::formatDaemonMessage(
        maxTrials == 1 ? spec::daemonmsg::tuningOneTrial : spec::daemonmsg::tuningTrials, { std::to_string(maxTrials), std::to_string(m_parallel) });
}

std::vector<ReplicaGroup> TuningRun::replicaGroups() const
{
    std::vector<ReplicaGroup> groups;
    for (const auto& [id, trial] : m_live) {
        auto more = trial->run().replicaGroups();
        groups.insert(groups.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return groups;
}

std::string TuningRun::trialWorkspace(int id) const
{
    return m_workspace + "/trials/" + std::to_string(id);
}

// PREPARING: once for all trials; they share its packages (and its working directory).
void TuningRun::prepare()
{
    std::string error;
    m_preparer = Preparer::create(m_config, m_job, planReplicas(m_job, error), m_workspace, this, m_vertex);
    connect(m_preparer, &Preparer::prepared, this, &TuningRun::onPrepared);
    connect(m_preparer, &Preparer::failed, this, [this](const std::string& reason) {
        dropPreparer();
        if (!m_ended) {
            m_ended = true;
            emit failed(reason);
        }
    });
    connect(m_preparer, &Preparer::idle, this, [this] {
        dropPreparer();
        checkStopped();
    });
    m_preparer->start();
}

void TuningRun::dropPreparer()
{
    if (m_preparer)
        m_preparer->deleteLater();
    m_preparer = nullptr;
}

void TuningRun::onPrepared()
{
    if (!m_preparer)
        return;
    m_pythonPath = m_preparer->result().pythonPath;
    dropPreparer();
    if (m_stopping) {
        checkStopped();
        return;
    }
    emit prepared();
}

void TuningRun::launch(const std::vector<int>& gpus)
{
    m_gpus = gpus;
    saveState();
    m_poll->start(pollMs);
    requestStep(); // after the engine has recorded RUNNING: the first trial starts from the event loop
    emit started(); // the study runs; its trials may still wait in a cluster's queue (their notes say so)
}

bool TuningRun::saveState() const
{
    return m_state.save({ { "pythonPath", m_pythonPath }, { "gpus", m_gpus }, { "parallelTrials", m_parallel } });
}

bool TuningRun::loadState()
{
    const auto loaded = m_state.load();
    if (!loaded)
        return false;
    try {
        const nlohmann::json& state = *loaded;
        m_pythonPath = state.at("pythonPath").get<std::vector<std::string>>();
        m_gpus = state.at("gpus").get<std::vector<int>>();
        m_parallel = std::max(1, state.at("parallelTrials").get<int>());
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    return true;
}

void TuningRun::requestStep()
{
    if (m_stepQueued)
        return;
    m_stepQueued = true;
    // From the event loop, never from inside a trial's signal: starting and ending trials do not nest.
    QMetaObject::invokeMethod(this, &TuningRun::step, Qt::QueuedConnection);
}

void TuningRun::step()
{
    m_stepQueued = false;
    if (m_ended || m_stopping) {
        checkStopped();
        return;
    }
    if (const auto verdict = m_study.failedTooOften()) {
        end(verdict->success, verdict->reason);
        return;
    }
    if (m_suggester->busy())
        return; // onSuggested() steps again
    const int live = static_cast<int>(m_live.size());
    const int want = std::min(m_parallel - live, m_study.maxTrials() - static_cast<int>(m_study.trials().size()));
    if (want > 0 && m_suggester->canSuggest() && !m_exhausted) {
        m_suggester->request(m_study.history(), want);
        return;
    }
    if (live > 0)
        return;
    // Nothing runs and nothing more will: every trial ran, or the space has no point left.
    const Study::Verdict verdict = m_study.conclusion();
    end(verdict.success, verdict.reason);
}

void TuningRun::onSuggested(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error)
{
    if (m_ended || m_stopping) {
        checkStopped();
        return;
    }
    if (!error.empty()) {
        end(false, spec::formatDaemonMessage(spec::daemonmsg::tunerFailed, { error }));
        return;
    }
    m_exhausted = static_cast<int>(suggestions.size()) < wanted;
    for (const auto& parameters : suggestions) {
        if (m_ended || m_stopping)
            break;
        startTrial(parameters);
    }
    requestStep(); // more may be wanted by now (a trial ended meanwhile), or nothing more will come
}

void TuningRun::end(bool success, const std::string& reason)
{
    if (m_ended)
        return;
    m_ended = true;
    if (success)
        emit succeeded(reason);
    else
        emit failed(reason);
    stop();
}

void TuningRun::startTrial(const tuner::Assignment& parameters)
{
    const Study::Trial& trial = m_study.start(parameters, spec::Timestamp::now());
    // Recorded (the engine stores it) before any of its processes starts: a restarted daemon knows
    // every trial that may have processes.
    record(spec::formatDaemonMessage(spec::daemonmsg::trialStarted, { std::to_string(trial.id), parametersText(parameters) }));
    launchTrial(trial);
}

TrialRun* TuningRun::makeTrialRun(const Study::Trial& trial)
{
    auto* run = new TrialRun(m_config, m_job, trial, trialWorkspace(trial.id), m_study.metricTag(), m_pythonPath, m_log, m_where, this, m_vertex);
    const int id = trial.id;
    connect(run, &TrialRun::noted, this, [this, id](const std::string& reason) { record(spec::formatDaemonMessage(spec::daemonmsg::trialNote, { std::to_string(id), reason })); });
    connect(run, &TrialRun::stopped, this, [this, id] { onTrialStopped(id); });
    connect(run, &TrialRun::sampled, this, &Run::sampled);
    m_live[id] = run;
    return run;
}

std::vector<int> TuningRun::freeGpus() const
{
    std::vector<int> free = m_gpus;
    for (const auto& [id, trial] : m_live) {
        for (int gpu : trial->run().gpus())
            free.erase(std::remove(free.begin(), free.end(), gpu), free.end());
    }
    return free;
}

void TuningRun::launchTrial(const Study::Trial& trial)
{
    std::vector<int> gpus = freeGpus();
    gpus.resize(std::min(gpus.size(), static_cast<std::size_t>(m_gpusPerTrial)));
    makeTrialRun(trial)->run().launch(gpus); // may end the trial at once (a replica that cannot start)
}

void TuningRun::pollTrials()
{
    std::vector<int> ids; // a trial stopped early may end at once, and leave m_live
    for (const auto& [id, trial] : m_live)
        ids.push_back(id);
    for (const int id : ids) {
        if (m_live.contains(id))
            pollTrial(id, false);
    }
}

void TuningRun::pollTrial(int id, bool final)
{
    TrialRun* live = m_live.at(id);
    if (!live->poll(final))
        return;
    m_study.trial(id).metrics = live->metrics();
    metricsChanged();
    if (!final)
        considerStopping(id);
}

void TuningRun::considerStopping(int id)
{
    TrialRun* live = m_live.at(id);
    if (live->run().stopping() || m_stopping)
        return;
    Study::Trial& trial = m_study.trial(id);
    const auto reason = m_study.earlyStop(trial);
    if (!reason)
        return;
    trial.stoppedEarly = true;
    trial.stopReason = *reason;
    publish(); // stored at once (isTrialStoppedEarly while it still runs): a restarted daemon goes on stopping it
    live->run().stop(); // SIGTERM to its process groups; it ends in onTrialStopped()
}

void TuningRun::onTrialStopped(int id)
{
    const auto it = m_live.find(id);
    if (it == m_live.end())
        return;
    pollTrial(id, true); // what it reported last, its final line whole or not
    TrialRun* live = it->second;
    m_live.erase(it);
    live->deleteLater();
    Study::Trial& trial = m_study.trial(id);
    trial.endTime = spec::Timestamp::now();
    const std::string name = std::to_string(id);
    std::string reason;
    if (trial.stoppedEarly) {
        // AI Platform counts a trial stopped early as a completed one, with the last value it reported.
        trial.state = spec::State::Succeeded;
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialStoppedEarly, { name, trial.stopReason });
    } else if (live->outcome() == TrialRun::Outcome::Succeeded) {
        trial.state = spec::State::Succeeded;
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialSucceeded, { name, m_study.describe(trial) });
    } else if (live->outcome() == TrialRun::Outcome::Failed) {
        trial.state = spec::State::Failed;
        trial.error = live->error();
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialFailed, { name, trial.error });
        std::ofstream(trialWorkspace(id) + "/error") << trial.error; // the API has no field for it; a restart reads it back
    } else {
        trial.state = spec::State::Cancelled; // stopped with the job (cancelled, timed out, or too many failures)
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialCancelled, { name });
    }
    record(reason);
    if (m_stopping)
        checkStopped();
    else
        requestStep();
}

void TuningRun::record(const std::string& reason)
{
    m_dirty = false;
    // While the job runs, a trial's start or end is a RUNNING → RUNNING transition with the output
    // stored beside it; while it stops, only the output changes (its end transition follows).
    if (m_stopping || m_ended)
        emit outputChanged();
    else
        emit noted(reason);
}

void TuningRun::metricsChanged()
{
    m_dirty = true;
    if (!m_throttle->isActive())
        publish();
}

void TuningRun::publish()
{
    m_dirty = false;
    emit outputChanged();
    m_throttle->start(throttleMs); // what comes within the next second is stored at its end
}

void TuningRun::stop()
{
    if (m_stopped)
        return;
    m_stopping = true;
    if (m_preparer) {
        m_preparer->cancel();
        if (!m_preparer->busy())
            dropPreparer(); // else once its process has gone (idle())
    }
    std::vector<TrialRun*> running;
    for (const auto& [id, trial] : m_live)
        running.push_back(trial);
    for (TrialRun* trial : running)
        trial->run().stop(); // may end the trial at once
    checkStopped();
}

void TuningRun::checkStopped()
{
    if (!m_stopping || m_stopped || m_preparer || !m_live.empty())
        return;
    for (const auto& [id, recorded] : m_study.trials()) {
        if (recorded.state == spec::State::Running) { // recorded but never taken up (a restart that could not resume)
            Study::Trial& trial = m_study.trial(id);
            trial.state = spec::State::Cancelled;
            trial.endTime = spec::Timestamp::now();
        }
    }
    m_stopped = true;
    m_poll->stop();
    m_throttle->stop();
    m_dirty = false;
    emit stopped(); // the engine stores the final output (trials best first) with the job's end
}

bool TuningRun::resume(std::string& reason)
{
    // The trials first: whatever happens next, the job keeps them.
    if (m_job.trainingOutput)
        m_study.restore(*m_job.trainingOutput);
    for (const auto& [id, recorded] : m_study.trials()) {
        if (recorded.state == spec::State::Failed) {
            std::ifstream in(trialWorkspace(id) + "/error");
            std::getline(in, m_study.trial(id).error, '\0');
        }
    }
    if (!loadState()) {
        reason = spec::daemonmsg::tuningStateLost;
        killLeftovers(); // its trials cannot be taken up: none may stay behind
        return false;
    }
    // First take up every trial whose processes may run (so the GPUs they hold are known), then
    // start those that were recorded but had not been launched when the daemon died.
    std::vector<int> unlaunched;
    for (const auto& [id, trial] : m_study.trials()) {
        if (trial.state != spec::State::Running)
            continue;
        TrialRun* live = makeTrialRun(trial);
        Run& run = live->run();
        if (!run.launched()) {
            unlaunched.push_back(id);
            continue;
        }
        std::string why;
        if (!run.resume(why)) {
            live->setOutcome(TrialRun::Outcome::Failed, spec::formatDaemonMessage(spec::daemonmsg::trialNotResumed, { why }));
            run.stop();
        } else if (trial.stoppedEarly) {
            m_study.trial(id).stopReason = spec::daemonmsg::stoppedBeforeRestart;
            run.stop(); // it was being stopped when the daemon died
        }
    }
    for (const int id : unlaunched) {
        std::vector<int> gpus = freeGpus();
        gpus.resize(std::min(gpus.size(), static_cast<std::size_t>(m_gpusPerTrial)));
        if (const auto it = m_live.find(id); it != m_live.end())
            it->second->run().launch(gpus);
    }
    pollTrials(); // each trial's merged reports (its journal) and what it wrote while the daemon was down
    m_poll->start(pollMs);
    requestStep();
    return true;
}

void TuningRun::killLeftovers()
{
    if (!m_job.trainingOutput)
        return;
    Study stored(*m_job.trainingInput->hyperparameters);
    stored.restore(*m_job.trainingOutput);
    for (const auto& [id, trial] : stored.trials()) {
        if (trial.state != spec::State::Running)
            continue;
        // The trial's id names its containers (and its environment), so the run must carry it.
        TrialSetup setup;
        setup.id = std::to_string(id);
        std::unique_ptr<Run> run(makeReplicaSetRun(m_config, m_job, trialWorkspace(id), m_log, m_where, nullptr, std::move(setup), m_vertex));
        run->killLeftovers();
    }
}

std::optional<spec::TrainingOutput> TuningRun::output() const
{
    return m_study.output(m_stopped);
}

} // namespace trainyard::daemon
