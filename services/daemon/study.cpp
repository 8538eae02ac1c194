#include "study.h"

#include "spec/daemonmessages.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <set>

namespace trainyard::daemon {

namespace {

    constexpr int defaultMinCompleted = 3; // the median rule's population before it may stop anything

    bool isTuning(const spec::Job& job) { return job.trainingInput && job.trainingInput->hyperparameters; }

    spec::State stateOf(const spec::Job& job) { return job.state ? job.state->value() : spec::State::Unspecified; }

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

    tuner::Curve curveOf(const std::vector<spec::HyperparameterMetric>& metrics)
    {
        tuner::Curve curve;
        for (const auto& m : metrics)
            curve.push_back({ m.trainingStep.value_or(0), m.objectiveValue.value_or(0.0) });
        std::stable_sort(curve.begin(), curve.end(), [](const tuner::Measurement& a, const tuner::Measurement& b) { return a.step < b.step; });
        return curve;
    }

} // namespace

std::uint64_t Study::seedOf(const std::string& jobId)
{
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a: stable across builds, unlike std::hash
    for (const char c : jobId) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

int Study::parallelTrials(const spec::Job& job, int replicasPerTrial, int gpusPerTrial, int totalSlots, int totalGpus, std::string& note)
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

int Study::failureLimit(const spec::HyperparameterSpec& spec)
{
    if (spec.maxFailedTrials && *spec.maxFailedTrials > 0)
        return *spec.maxFailedTrials;
    const int maxTrials = std::max(1, spec.maxTrials.value_or(1));
    return std::min(maxTrials, std::max(3, (maxTrials + 3) / 4));
}

std::optional<JobError> Study::check(const spec::Job& job, const std::string& project, const JobLookup& find)
{
    if (!isTuning(job))
        return std::nullopt;
    const spec::HyperparameterSpec& hp = *job.trainingInput->hyperparameters;
    std::string error;
    if (!tuner::Tuner::create(hp, 0, error))
        return JobError::invalidArgument(error, { { "trainingInput.hyperparameters", error } });
    if (!hp.resumePreviousJobId)
        return std::nullopt;
    const std::string field = "trainingInput.hyperparameters.resumePreviousJobId";
    const std::string& previousId = *hp.resumePreviousJobId;
    const auto invalid = [&](const std::string& description) { return JobError::invalidField(field, description); };
    const spec::Job* previous = find(previousId);
    if (!previous)
        return invalid("job " + previousId + " does not exist in project " + project + ".");
    if (!isTuning(*previous))
        return invalid("job " + previousId + " is not a hyperparameter tuning job.");
    const spec::HyperparameterSpec& before = *previous->trainingInput->hyperparameters;
    if (before.params != hp.params)
        return invalid("job " + previousId + " tuned other parameters; a resumed study must tune the same params, with the same types and ranges.");
    const auto goalOf = [](const spec::HyperparameterSpec& s) { return s.goal && *s.goal == spec::GoalType::Minimize; };
    if (goalOf(before) != goalOf(hp))
        return invalid("job " + previousId + " had the opposite goal; a resumed study keeps its goal.");
    if (const spec::State state = stateOf(*previous); !spec::isTerminal(state))
        return JobError::failedPrecondition(field + ": job " + previousId + " is " + std::string(spec::Enum<spec::State>::nameOf(state))
            + "; a study can be resumed once its job has ended.");
    return std::nullopt;
}

std::vector<spec::HyperparameterOutput> Study::previousTrials(const spec::Job& job, const JobLookup& find)
{
    std::vector<const spec::Job*> chain;
    std::set<std::string> seen { job.jobId.value_or("") };
    for (std::optional<std::string> next = isTuning(job) ? job.trainingInput->hyperparameters->resumePreviousJobId : std::nullopt; next;) {
        const spec::Job* previous = find(*next);
        if (!previous || !seen.insert(*next).second)
            break;
        chain.push_back(previous);
        next = isTuning(*previous) ? previous->trainingInput->hyperparameters->resumePreviousJobId : std::nullopt;
    }
    std::vector<spec::HyperparameterOutput> trials;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const auto& output = (*it)->trainingOutput;
        if (output && output->trials)
            trials.insert(trials.end(), output->trials->begin(), output->trials->end());
    }
    return trials;
}

Study::Study(const spec::HyperparameterSpec& spec, std::vector<spec::HyperparameterOutput> previous)
    : m_spec(spec)
    , m_previous(std::move(previous))
{
    m_tag = m_spec.hyperparameterMetricTag && !m_spec.hyperparameterMetricTag->empty() ? *m_spec.hyperparameterMetricTag
                                                                                       : spec::HyperparameterSpec::defaultMetricTag;
    // GOAL_TYPE_UNSPECIFIED maximizes, as the API says.
    m_goal = m_spec.goal && *m_spec.goal == spec::GoalType::Minimize ? spec::GoalType::Minimize : spec::GoalType::Maximize;
    std::sort(m_previous.begin(), m_previous.end(),
        [](const spec::HyperparameterOutput& a, const spec::HyperparameterOutput& b) { return trialNumber(a.trialId) < trialNumber(b.trialId); });
}

int Study::maxTrials() const
{
    return m_spec.maxTrials.value_or(1);
}

Study::Trial& Study::start(const tuner::Assignment& parameters, spec::Timestamp now)
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
    trial.startTime = now;
    return trial;
}

void Study::restore(const spec::TrainingOutput& stored)
{
    if (!stored.trials)
        return;
    for (const auto& t : *stored.trials) {
        const int id = trialNumber(t.trialId);
        if (id <= 0)
            continue;
        Trial& trial = m_trials[id];
        trial.id = id;
        trial.parameters = t.hyperparameters.value_or(tuner::Assignment {});
        trial.state = t.state ? t.state->value() : spec::State::Running;
        trial.startTime = t.startTime.value_or(spec::Timestamp::now());
        trial.endTime = t.endTime;
        trial.stoppedEarly = t.isTrialStoppedEarly.value_or(false);
        if (t.allMetrics)
            trial.metrics = *t.allMetrics;
        else if (t.finalMetric)
            trial.metrics = { *t.finalMetric };
    }
}

std::vector<tuner::Observation> Study::history() const
{
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

std::vector<tuner::Curve> Study::completedCurves() const
{
    std::vector<tuner::Curve> completed;
    for (const auto& previous : m_previous) {
        if (previous.state && *previous.state == spec::State::Succeeded && !previous.isTrialStoppedEarly.value_or(false) && previous.allMetrics)
            completed.push_back(curveOf(*previous.allMetrics));
    }
    for (const auto& [id, other] : m_trials) {
        if (other.state == spec::State::Succeeded && !other.stoppedEarly && !other.metrics.empty())
            completed.push_back(curveOf(other.metrics));
    }
    return completed;
}

std::optional<std::string> Study::earlyStop(const Trial& trial) const
{
    if (!m_spec.enableTrialEarlyStopping.value_or(false) || trial.stoppedEarly)
        return std::nullopt;
    const std::vector<tuner::Curve> completed = completedCurves();
    const tuner::Curve running = curveOf(trial.metrics);
    if (!tuner::MedianStoppingRule { defaultMinCompleted }.shouldStop(running, completed, m_goal))
        return std::nullopt;
    double bestSoFar = running.front().value;
    for (const auto& m : running)
        bestSoFar = m_goal == spec::GoalType::Minimize ? std::min(bestSoFar, m.value) : std::max(bestSoFar, m.value);
    return spec::formatDaemonMessage(spec::daemonmsg::medianRule, { m_tag, std::to_string(running.back().step), shortest(bestSoFar), std::to_string(completed.size()) });
}

const Study::Trial* Study::best() const
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

std::string Study::describe(const Trial& trial) const
{
    if (trial.metrics.empty())
        return spec::formatDaemonMessage(spec::daemonmsg::trialNoMetric, { m_tag });
    const auto& last = trial.metrics.back();
    return spec::formatDaemonMessage(
        spec::daemonmsg::trialMetric, { m_tag, shortest(last.objectiveValue.value_or(0.0)), std::to_string(last.trainingStep.value_or(0)) });
}

int Study::failedCount() const
{
    return static_cast<int>(std::count_if(m_trials.begin(), m_trials.end(), [](const auto& t) { return t.second.state == spec::State::Failed; }));
}

const Study::Trial* Study::lastFailed() const
{
    const Trial* last = nullptr;
    for (const auto& [id, trial] : m_trials) {
        if (trial.state == spec::State::Failed && (!last || trial.endTime > last->endTime))
            last = &trial;
    }
    return last;
}

std::optional<Study::Verdict> Study::failedTooOften() const
{
    const Trial* last = lastFailed();
    const int failed = failedCount();
    const int limit = failureLimit(m_spec);
    if (!last || failed < limit)
        return std::nullopt;
    const bool explicitLimit = m_spec.maxFailedTrials && *m_spec.maxFailedTrials > 0;
    namespace msg = spec::daemonmsg;
    const bool one = failed == 1;
    return Verdict { false,
        explicitLimit ? spec::formatDaemonMessage(one ? msg::tooManyFailedOne : msg::tooManyFailed,
            { std::to_string(failed), std::to_string(limit), std::to_string(last->id), last->error })
                      : spec::formatDaemonMessage(one ? msg::tooManyFailedDefaultOne : msg::tooManyFailedDefault,
                          { std::to_string(failed), std::to_string(limit), std::to_string(maxTrials()), std::to_string(last->id), last->error }) };
}

Study::Verdict Study::conclusion() const
{
    const int count = static_cast<int>(m_trials.size());
    const std::string why = spec::formatDaemonMessage(
        count < maxTrials() ? spec::daemonmsg::searchSpaceExhausted : spec::daemonmsg::allTrialsEnded, { std::to_string(count) });
    if (const Trial* top = best())
        return { true, spec::formatDaemonMessage(spec::daemonmsg::tuningBest, { why, std::to_string(top->id), describe(*top) }) };
    const bool anySucceeded = std::any_of(m_trials.begin(), m_trials.end(), [](const auto& t) { return t.second.state == spec::State::Succeeded; });
    if (anySucceeded)
        return { true, spec::formatDaemonMessage(spec::daemonmsg::tuningNoValue, { why, m_tag }) };
    if (const Trial* last = lastFailed())
        return { false, spec::formatDaemonMessage(spec::daemonmsg::tuningNoneSucceededLast, { why, std::to_string(last->id), last->error }) };
    return { false, spec::formatDaemonMessage(spec::daemonmsg::tuningNoneSucceeded, { why }) };
}

spec::TrainingOutput Study::output(bool ended) const
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
    if (ended) {
        // Best first for its goal, as AI Platform lists them; trials without a value last; ties by id.
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
