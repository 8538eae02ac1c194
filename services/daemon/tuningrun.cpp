#include "tuningrun.h"

#include "hypertunefile.h"
#include "joblog.h"
#include "jobrun.h"

#include "spec/daemonmessages.h"
#include "tuner/earlystopping.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <charconv>
#include <climits>
#include <fstream>

namespace trainyard::daemon {

namespace {

    constexpr int pollMs = 250; // metric files are read this often while trials run, and once more when one ends
    constexpr int throttleMs = 1000; // new metrics rewrite the job's document at most this often
    constexpr int defaultMinCompleted = 3; // the median rule's population before it may stop anything

    std::string shortest(double value)
    {
        char buffer[32];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
        return std::string(buffer, end);
    }

    int trialNumber(const std::optional<std::string>& id)
    {
        int out = 0;
        if (id)
            std::from_chars(id->data(), id->data() + id->size(), out);
        return out;
    }

    std::string parametersText(const tuner::Assignment& parameters)
    {
        std::string out;
        for (const auto& [name, value] : parameters)
            out += (out.empty() ? "" : ", ") + name + "=" + value;
        return out;
    }

} // namespace

TuningRun::TuningRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, int parallelTrials,
    std::vector<spec::HyperparameterOutput> previousTrials, QObject* parent)
    : Run(parent)
    , m_config(config)
    , m_job(std::move(job))
    , m_spec(*m_job.trainingInput->hyperparameters)
    , m_workspace(std::move(workspace))
    , m_log(log)
    , m_parallel(std::max(1, parallelTrials))
    , m_previous(std::move(previousTrials))
    , m_poll(new QTimer(this))
    , m_throttle(new QTimer(this))
{
    m_tag = m_spec.hyperparameterMetricTag && !m_spec.hyperparameterMetricTag->empty() ? *m_spec.hyperparameterMetricTag
                                                                                         : spec::HyperparameterSpec::defaultMetricTag;
    // GOAL_TYPE_UNSPECIFIED maximizes, as the API says.
    m_goal = m_spec.goal && *m_spec.goal == spec::GoalType::Minimize ? spec::GoalType::Minimize : spec::GoalType::Maximize;
    std::string error;
    const auto plan = planReplicas(m_job, error);
    m_replicasPerTrial = std::max(1, static_cast<int>(plan.size()));
    m_gpusPerTrial = gpuTotal(plan);
    m_tuner = tuner::Tuner::create(m_spec, seedOf(*m_job.jobId), error); // the engine refused jobs it cannot create
    std::sort(m_previous.begin(), m_previous.end(),
        [](const spec::HyperparameterOutput& a, const spec::HyperparameterOutput& b) { return trialNumber(a.trialId) < trialNumber(b.trialId); });
    connect(m_poll, &QTimer::timeout, this, &TuningRun::pollTrials);
    m_throttle->setSingleShot(true);
    connect(m_throttle, &QTimer::timeout, this, [this] {
        if (m_dirty)
            publish();
    });
}

TuningRun::~TuningRun() = default;

std::uint64_t TuningRun::seedOf(const std::string& jobId)
{
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a: stable across builds, unlike std::hash
    for (const char c : jobId) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

int TuningRun::parallelTrials(const spec::Job& job, int replicasPerTrial, int gpusPerTrial, int totalSlots, int totalGpus, std::string& note)
{
    const auto& hp = *job.trainingInput->hyperparameters;
    const int wanted = std::max(1, std::min(hp.maxParallelTrials.value_or(1), hp.maxTrials.value_or(1)));
    const int bySlots = totalSlots / std::max(1, replicasPerTrial);
    const int byGpus = gpusPerTrial > 0 ? totalGpus / gpusPerTrial : INT_MAX;
    const int parallel = std::max(1, std::min({ wanted, bySlots, byGpus }));
    if (parallel < wanted) {
        namespace msg = spec::daemonmsg;
        const std::string limit = bySlots < byGpus
            ? spec::formatDaemonMessage(
                replicasPerTrial == 1 ? msg::trialReplicaLimitOne : msg::trialReplicaLimit, { std::to_string(replicasPerTrial), std::to_string(totalSlots) })
            : spec::formatDaemonMessage(gpusPerTrial == 1 ? msg::trialGpuLimitOne : msg::trialGpuLimit, { std::to_string(gpusPerTrial), std::to_string(totalGpus) });
        note = spec::formatDaemonMessage(parallel == 1 ? msg::parallelLimitedOne : msg::parallelLimited, { std::to_string(wanted), std::to_string(parallel), limit });
    }
    return parallel;
}

int TuningRun::failureLimit(const spec::HyperparameterSpec& spec)
{
    if (spec.maxFailedTrials && *spec.maxFailedTrials > 0)
        return *spec.maxFailedTrials;
    const int maxTrials = std::max(1, spec.maxTrials.value_or(1));
    return std::min(maxTrials, std::max(3, (maxTrials + 3) / 4));
}

int TuningRun::slotCount() const
{
    return m_parallel * m_replicasPerTrial;
}

std::string TuningRun::startReason() const
{
    const int maxTrials = m_spec.maxTrials.value_or(1);
    return spec::formatDaemonMessage(
        maxTrials == 1 ? spec::daemonmsg::tuningOneTrial : spec::daemonmsg::tuningTrials, { std::to_string(maxTrials), std::to_string(m_parallel) });
}

std::vector<ReplicaGroup> TuningRun::replicaGroups() const
{
    std::vector<ReplicaGroup> groups;
    for (const auto& [id, trial] : m_trials) {
        if (trial.run) {
            auto more = trial.run->replicaGroups();
            groups.insert(groups.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
        }
    }
    return groups;
}

std::string TuningRun::trialWorkspace(int id) const
{
    return m_workspace + "/trials/" + std::to_string(id);
}

// PREPARING: one stager for all trials; they share its packages (and its working directory).
void TuningRun::prepare()
{
    m_stager = new JobRun(m_config, m_job, m_workspace, m_log, this);
    connect(m_stager, &JobRun::prepared, this, &TuningRun::onStaged);
    connect(m_stager, &JobRun::failed, this, [this](const std::string& reason) {
        if (!m_ended) {
            m_ended = true;
            emit failed(reason);
        }
    });
    connect(m_stager, &JobRun::stopped, this, [this] {
        if (m_stager) {
            m_stager->deleteLater();
            m_stager = nullptr;
        }
        checkStopped();
    });
    m_stager->prepare();
}

void TuningRun::onStaged()
{
    if (!m_stager)
        return;
    m_pythonPath = m_stager->pythonPath();
    m_stager->deleteLater(); // it started no process
    m_stager = nullptr;
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
}

bool TuningRun::saveState() const
{
    const nlohmann::json state = { { "pythonPath", m_pythonPath }, { "gpus", m_gpus }, { "parallelTrials", m_parallel } };
    const std::string path = m_workspace + "/tuning.json";
    {
        std::ofstream out(path + ".tmp");
        out << state.dump(2);
        if (!out)
            return false;
    }
    return std::rename((path + ".tmp").c_str(), path.c_str()) == 0;
}

bool TuningRun::loadState()
{
    std::ifstream in(m_workspace + "/tuning.json");
    if (!in)
        return false;
    try {
        const nlohmann::json state = nlohmann::json::parse(in);
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
    int failedCount = 0;
    int live = 0;
    const Trial* lastFailed = nullptr;
    for (const auto& [id, trial] : m_trials) {
        if (trial.run)
            ++live;
        if (trial.state == spec::State::Failed) {
            ++failedCount;
            if (!lastFailed || trial.endTime > lastFailed->endTime)
                lastFailed = &trial;
        }
    }
    const int limit = failureLimit(m_spec);
    if (lastFailed && failedCount >= limit) {
        const bool explicitLimit = m_spec.maxFailedTrials && *m_spec.maxFailedTrials > 0;
        namespace msg = spec::daemonmsg;
        const bool one = failedCount == 1;
        end(false,
            explicitLimit ? spec::formatDaemonMessage(one ? msg::tooManyFailedOne : msg::tooManyFailed,
                { std::to_string(failedCount), std::to_string(limit), std::to_string(lastFailed->id), lastFailed->error })
                          : spec::formatDaemonMessage(one ? msg::tooManyFailedDefaultOne : msg::tooManyFailedDefault,
                              { std::to_string(failedCount), std::to_string(limit), std::to_string(m_spec.maxTrials.value_or(1)),
                                  std::to_string(lastFailed->id), lastFailed->error }));
        return;
    }
    if (m_suggesting)
        return; // onSuggested() steps again
    const int maxTrials = m_spec.maxTrials.value_or(1);
    const int want = std::min(m_parallel - live, maxTrials - static_cast<int>(m_trials.size()));
    if (want > 0 && m_tuner && !m_exhausted) {
        m_suggesting = true;
        // The tuner is stateless and the history a copy: the worker shares nothing else with this
        // run, and its answer comes back through the application object, which outlives any run.
        QPointer<TuningRun> self(this);
        QThreadPool::globalInstance()->start([self, tuner = m_tuner, history = history(), want] {
            std::vector<tuner::Assignment> suggestions;
            std::string error;
            try {
                suggestions = tuner->suggest(history, want);
            } catch (const std::exception& e) {
                error = e.what();
            }
            QMetaObject::invokeMethod(QCoreApplication::instance(), [self, suggestions = std::move(suggestions), want, error]() mutable {
                if (self)
                    self->onSuggested(std::move(suggestions), want, error);
            });
        });
        return;
    }
    if (live > 0)
        return;
    // Nothing runs and nothing more will: every trial ran, or the space has no point left.
    const int count = static_cast<int>(m_trials.size());
    const std::string why = spec::formatDaemonMessage(
        count < maxTrials ? spec::daemonmsg::searchSpaceExhausted : spec::daemonmsg::allTrialsEnded, { std::to_string(count) });
    if (const Trial* top = best()) {
        end(true, spec::formatDaemonMessage(spec::daemonmsg::tuningBest, { why, std::to_string(top->id), describe(*top) }));
        return;
    }
    const auto succeeded = std::find_if(m_trials.begin(), m_trials.end(), [](const auto& t) { return t.second.state == spec::State::Succeeded; });
    if (succeeded != m_trials.end())
        end(true, spec::formatDaemonMessage(spec::daemonmsg::tuningNoValue, { why, m_tag }));
    else if (lastFailed)
        end(false, spec::formatDaemonMessage(spec::daemonmsg::tuningNoneSucceededLast, { why, std::to_string(lastFailed->id), lastFailed->error }));
    else
        end(false, spec::formatDaemonMessage(spec::daemonmsg::tuningNoneSucceeded, { why }));
}

void TuningRun::onSuggested(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error)
{
    m_suggesting = false;
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
    int id = 0;
    for (const auto& previous : m_previous)
        id = std::max(id, trialNumber(previous.trialId));
    if (!m_trials.empty())
        id = std::max(id, m_trials.rbegin()->first);
    ++id; // a resumed study's trials go on from the previous job's numbers
    Trial& trial = m_trials[id];
    trial.id = id;
    trial.parameters = parameters;
    trial.state = spec::State::Running;
    trial.startTime = spec::Timestamp::now();
    // Recorded (the engine stores it) before any of its processes starts: a restarted daemon knows
    // every trial that may have processes.
    record(spec::formatDaemonMessage(spec::daemonmsg::trialStarted, { std::to_string(id), parametersText(parameters) }));
    launchTrial(trial);
}

JobRun* TuningRun::makeTrialRun(Trial& trial)
{
    const std::string workspace = trialWorkspace(trial.id);
    QDir().mkpath(QString::fromStdString(workspace + "/hypertune"));
    TrialSetup setup;
    setup.id = std::to_string(trial.id);
    for (const auto& [name, value] : trial.parameters)
        setup.args.push_back("--" + name + "=" + value);
    setup.metricTag = m_tag;
    setup.metricFile = workspace + "/hypertune/output.metrics";
    setup.pythonPath = m_pythonPath;
    trial.file = std::make_unique<HypertuneFile>(setup.metricFile, m_tag, workspace + "/metrics.jsonl");
    auto* run = new JobRun(m_config, m_job, workspace, m_log, this, std::move(setup));
    const int id = trial.id;
    connect(run, &JobRun::succeeded, this, [this, id] { onTrialOutcome(id, Outcome::Succeeded, {}); });
    connect(run, &JobRun::failed, this, [this, id](const std::string& reason) { onTrialOutcome(id, Outcome::Failed, reason); });
    connect(run, &JobRun::noted, this, [this, id](const std::string& reason) { record(spec::formatDaemonMessage(spec::daemonmsg::trialNote, { std::to_string(id), reason })); });
    connect(run, &JobRun::stopped, this, [this, id] { onTrialStopped(id); });
    trial.run = run;
    return run;
}

std::vector<int> TuningRun::freeGpus() const
{
    std::vector<int> free = m_gpus;
    for (const auto& [id, trial] : m_trials) {
        if (!trial.run)
            continue;
        for (int gpu : trial.run->gpus())
            free.erase(std::remove(free.begin(), free.end(), gpu), free.end());
    }
    return free;
}

void TuningRun::launchTrial(Trial& trial)
{
    std::vector<int> gpus = freeGpus();
    gpus.resize(std::min(gpus.size(), static_cast<std::size_t>(m_gpusPerTrial)));
    makeTrialRun(trial)->launch(gpus); // may end the trial at once (a replica that cannot start)
}

void TuningRun::pollTrials()
{
    for (auto& [id, trial] : m_trials) {
        if (trial.run)
            pollTrial(trial, false);
    }
}

void TuningRun::pollTrial(Trial& trial, bool final)
{
    if (!trial.file || trial.file->poll(final) == 0)
        return;
    trial.metrics.clear();
    for (const auto& report : trial.file->reports())
        trial.metrics.push_back({ report.step, report.value, {} });
    metricsChanged();
    if (!final)
        considerStopping(trial);
}

void TuningRun::considerStopping(Trial& trial)
{
    if (!m_spec.enableTrialEarlyStopping.value_or(false) || !trial.run || trial.run->stopping() || trial.stoppedEarly || m_stopping)
        return;
    const auto curveOf = [](const std::vector<spec::HyperparameterMetric>& metrics) {
        tuner::Curve curve;
        for (const auto& m : metrics)
            curve.push_back({ m.trainingStep.value_or(0), m.objectiveValue.value_or(0.0) });
        std::stable_sort(curve.begin(), curve.end(), [](const tuner::Measurement& a, const tuner::Measurement& b) { return a.step < b.step; });
        return curve;
    };
    // The rule's population: trials that ran to their end (early-stopped ones did not), the resumed job's included.
    std::vector<tuner::Curve> completed;
    for (const auto& previous : m_previous) {
        if (previous.state && *previous.state == spec::State::Succeeded && !previous.isTrialStoppedEarly.value_or(false) && previous.allMetrics)
            completed.push_back(curveOf(*previous.allMetrics));
    }
    for (const auto& [id, other] : m_trials) {
        if (other.state == spec::State::Succeeded && !other.stoppedEarly && !other.metrics.empty())
            completed.push_back(curveOf(other.metrics));
    }
    const tuner::Curve running = curveOf(trial.metrics);
    if (!tuner::MedianStoppingRule { defaultMinCompleted }.shouldStop(running, completed, m_goal))
        return;
    double bestSoFar = running.front().value;
    for (const auto& m : running)
        bestSoFar = m_goal == spec::GoalType::Minimize ? std::min(bestSoFar, m.value) : std::max(bestSoFar, m.value);
    trial.stoppedEarly = true;
    trial.stopReason = spec::formatDaemonMessage(spec::daemonmsg::medianRule,
        { m_tag, std::to_string(running.back().step), shortest(bestSoFar), std::to_string(completed.size()) });
    publish(); // stored at once (isTrialStoppedEarly while it still runs): a restarted daemon goes on stopping it
    trial.run->stop(); // SIGTERM to its process groups; it ends in onTrialStopped()
}

void TuningRun::onTrialOutcome(int id, Outcome outcome, const std::string& error)
{
    Trial& trial = m_trials.at(id);
    if (trial.outcome != Outcome::None)
        return;
    trial.outcome = outcome;
    trial.error = error;
}

void TuningRun::onTrialStopped(int id)
{
    Trial& trial = m_trials.at(id);
    if (!trial.run)
        return;
    pollTrial(trial, true); // what it reported last, its final line whole or not
    trial.run->deleteLater();
    trial.run = nullptr;
    trial.file.reset();
    trial.endTime = spec::Timestamp::now();
    const std::string name = std::to_string(id);
    std::string reason;
    if (trial.stoppedEarly) {
        // AI Platform counts a trial stopped early as a completed one, with the last value it reported.
        trial.state = spec::State::Succeeded;
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialStoppedEarly, { name, trial.stopReason });
    } else if (trial.outcome == Outcome::Succeeded) {
        trial.state = spec::State::Succeeded;
        reason = spec::formatDaemonMessage(spec::daemonmsg::trialSucceeded, { name, describe(trial) });
    } else if (trial.outcome == Outcome::Failed) {
        trial.state = spec::State::Failed;
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
    if (m_stager)
        m_stager->stop();
    std::vector<JobRun*> live;
    for (auto& [id, trial] : m_trials) {
        if (trial.run)
            live.push_back(trial.run);
    }
    for (JobRun* run : live)
        run->stop(); // may end the trial at once
    checkStopped();
}

void TuningRun::checkStopped()
{
    if (!m_stopping || m_stopped || m_stager)
        return;
    for (const auto& [id, trial] : m_trials) {
        if (trial.run)
            return;
    }
    for (auto& [id, trial] : m_trials) {
        if (trial.state == spec::State::Running) { // recorded but never taken up (a restart that could not resume)
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
    if (m_job.trainingOutput && m_job.trainingOutput->trials) {
        for (const auto& stored : *m_job.trainingOutput->trials) {
            const int id = trialNumber(stored.trialId);
            if (id <= 0)
                continue;
            Trial& trial = m_trials[id];
            trial.id = id;
            trial.parameters = stored.hyperparameters.value_or(tuner::Assignment {});
            trial.state = stored.state ? stored.state->value() : spec::State::Running;
            trial.startTime = stored.startTime.value_or(spec::Timestamp::now());
            trial.endTime = stored.endTime;
            trial.stoppedEarly = stored.isTrialStoppedEarly.value_or(false);
            if (stored.allMetrics)
                trial.metrics = *stored.allMetrics;
            else if (stored.finalMetric)
                trial.metrics = { *stored.finalMetric };
            if (trial.state == spec::State::Failed) {
                std::ifstream in(trialWorkspace(id) + "/error");
                std::getline(in, trial.error, '\0');
            }
        }
    }
    if (!loadState()) {
        reason = spec::daemonmsg::tuningStateLost;
        killLeftovers(); // its trials cannot be taken up: none may stay behind
        return false;
    }
    // First take up every trial whose processes may run (so the GPUs they hold are known), then
    // start those that were recorded but had not been launched when the daemon died.
    std::vector<Trial*> unlaunched;
    for (auto& [id, trial] : m_trials) {
        if (trial.state != spec::State::Running)
            continue;
        JobRun* run = makeTrialRun(trial);
        if (!run->launched()) {
            unlaunched.push_back(&trial);
            continue;
        }
        std::string why;
        if (!run->resume(why)) {
            onTrialOutcome(id, Outcome::Failed, spec::formatDaemonMessage(spec::daemonmsg::trialNotResumed, { why }));
            run->stop();
        } else if (trial.stoppedEarly) {
            trial.stopReason = spec::daemonmsg::stoppedBeforeRestart;
            run->stop(); // it was being stopped when the daemon died
        }
    }
    for (Trial* trial : unlaunched) {
        std::vector<int> gpus = freeGpus();
        gpus.resize(std::min(gpus.size(), static_cast<std::size_t>(m_gpusPerTrial)));
        if (JobRun* run = trial->run)
            run->launch(gpus);
    }
    pollTrials(); // each trial's merged reports (its journal) and what it wrote while the daemon was down
    m_poll->start(pollMs);
    requestStep();
    return true;
}

void TuningRun::killLeftovers()
{
    if (!m_job.trainingOutput || !m_job.trainingOutput->trials)
        return;
    for (const auto& stored : *m_job.trainingOutput->trials) {
        if (const int id = trialNumber(stored.trialId); id > 0 && (!stored.state || *stored.state == spec::State::Running)) {
            // The trial's id names its containers (and its environment), so the run must carry it.
            TrialSetup setup;
            setup.id = std::to_string(id);
            JobRun(m_config, m_job, trialWorkspace(id), m_log, nullptr, std::move(setup)).killLeftovers();
        }
    }
}

std::vector<tuner::Observation> TuningRun::history() const
{
    // The resumed jobs' trials first, then this job's, in trial-id order (tuner.h).
    std::vector<tuner::Observation> out;
    const auto add = [&out](const tuner::Assignment& parameters, spec::State state, const std::vector<spec::HyperparameterMetric>& metrics) {
        tuner::Observation o;
        o.parameters = parameters;
        if (state == spec::State::Running) {
            o.status = tuner::Observation::Status::Pending;
        } else if (state == spec::State::Succeeded && !metrics.empty() && metrics.back().objectiveValue) {
            o.status = tuner::Observation::Status::Completed;
            o.value = metrics.back().objectiveValue; // the last value reported, as finalMetric
        } else if (state == spec::State::Succeeded || state == spec::State::Failed) {
            o.status = tuner::Observation::Status::Failed; // no value to learn from: infeasible
        } else {
            return; // cancelled before its end: never evaluated, it may be suggested again
        }
        out.push_back(std::move(o));
    };
    for (const auto& previous : m_previous) {
        std::vector<spec::HyperparameterMetric> metrics = previous.allMetrics.value_or(std::vector<spec::HyperparameterMetric> {});
        if (metrics.empty() && previous.finalMetric)
            metrics.push_back(*previous.finalMetric);
        add(previous.hyperparameters.value_or(tuner::Assignment {}), previous.state ? previous.state->value() : spec::State::Unspecified, metrics);
    }
    for (const auto& [id, trial] : m_trials)
        add(trial.parameters, trial.state, trial.metrics);
    return out;
}

const TuningRun::Trial* TuningRun::best() const
{
    const Trial* top = nullptr;
    for (const auto& [id, trial] : m_trials) {
        if (trial.state != spec::State::Succeeded || trial.metrics.empty() || !trial.metrics.back().objectiveValue)
            continue;
        const double value = *trial.metrics.back().objectiveValue;
        if (!top) {
            top = &trial;
            continue;
        }
        const double topValue = top->metrics.back().objectiveValue.value_or(0.0);
        if (m_goal == spec::GoalType::Minimize ? value < topValue : value > topValue)
            top = &trial;
    }
    return top;
}

std::string TuningRun::describe(const Trial& trial) const
{
    if (trial.metrics.empty())
        return spec::formatDaemonMessage(spec::daemonmsg::trialNoMetric, { m_tag });
    const auto& last = trial.metrics.back();
    return spec::formatDaemonMessage(
        spec::daemonmsg::trialMetric, { m_tag, shortest(last.objectiveValue.value_or(0.0)), std::to_string(last.trainingStep.value_or(0)) });
}

std::optional<spec::TrainingOutput> TuningRun::output() const
{
    spec::TrainingOutput out;
    out.isHyperparameterTuningJob = true;
    out.hyperparameterMetricTag = m_tag;
    std::int64_t completed = 0;
    std::vector<spec::HyperparameterOutput> trials;
    for (const auto& [id, trial] : m_trials) {
        spec::HyperparameterOutput h;
        h.trialId = std::to_string(id);
        h.hyperparameters = trial.parameters;
        h.state = trial.state;
        h.startTime = trial.startTime;
        h.endTime = trial.endTime;
        if (!trial.metrics.empty()) {
            h.finalMetric = trial.metrics.back(); // the last value reported: the API's "final objective metric seen"
            h.allMetrics = trial.metrics;
        }
        if (trial.stoppedEarly)
            h.isTrialStoppedEarly = true;
        if (trial.state == spec::State::Succeeded)
            ++completed; // "trials that completed successfully", early-stopped ones included
        trials.push_back(std::move(h));
    }
    if (m_stopped) {
        // The job has ended: best first for its goal, as AI Platform lists them; trials without a value
        // last; ties by id.
        const bool minimize = m_goal == spec::GoalType::Minimize;
        std::stable_sort(trials.begin(), trials.end(), [minimize](const spec::HyperparameterOutput& a, const spec::HyperparameterOutput& b) {
            const bool aHas = a.finalMetric && a.finalMetric->objectiveValue && a.state && *a.state == spec::State::Succeeded;
            const bool bHas = b.finalMetric && b.finalMetric->objectiveValue && b.state && *b.state == spec::State::Succeeded;
            if (aHas != bHas)
                return aHas;
            if (!aHas)
                return false;
            const double x = *a.finalMetric->objectiveValue, y = *b.finalMetric->objectiveValue;
            return minimize ? x < y : x > y;
        });
    }
    if (completed > 0)
        out.completedTrialCount = completed; // proto3 JSON omits a zero
    if (!trials.empty())
        out.trials = std::move(trials);
    return out;
}

} // namespace trainyard::daemon
