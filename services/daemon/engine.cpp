#include "engine.h"

#include "jobfilter.h"
#include "joblog.h"
#include "jobrun.h"
#include "logwatcher.h"
#include "requestlimits.h"
#include "tuningrun.h"
#include "unknownmembers.h"

#include "spec/daemonmessages.h"
#include "spec/jsoncodec.h"
#include "spec/numbers.h"
#include "spec/replicaslots.h"
#include "spec/validation.h"

#include <QDir>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <thread>

namespace trainyard::daemon {

namespace {

    constexpr const char* localRegion = "local";
    constexpr std::size_t maxOpenFinishedLogs = 32;

    std::string stateName(spec::State state) { return std::string(spec::Enum<spec::State>::nameOf(state)); }

    spec::State stateOf(const spec::Job& job) { return job.state ? job.state->value() : spec::State::Unspecified; }

    // An etag changes with every change of the job; base64 of a hash of its document.
    std::string makeEtag(const nlohmann::json& document)
    {
        static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        std::uint64_t h = std::hash<std::string> {}(document.dump());
        std::string out;
        for (int i = 0; i < 11; ++i, h >>= 6)
            out += alphabet[h & 63];
        return out + "=";
    }

    ApiError fieldError(ApiError error, const std::string& field, const std::string& description)
    {
        error.details.push_back({ { "@type", "type.googleapis.com/google.rpc.BadRequest" },
            { "fieldViolations", { { { "field", field }, { "description", description } } } } });
        return error;
    }

    bool isTuning(const spec::Job& job) { return job.trainingInput && job.trainingInput->hyperparameters; }

    ApiError violationsError(const std::vector<spec::Violation>& violations)
    {
        nlohmann::json fieldViolations = nlohmann::json::array();
        std::string summary;
        for (const auto& v : violations) {
            if (v.severity != spec::Severity::Error)
                continue;
            fieldViolations.push_back({ { "field", v.path }, { "description", v.englishMessage() } });
            if (summary.empty())
                summary = v.path + ": " + v.englishMessage();
        }
        ApiError error = ApiError::invalidArgument(
            fieldViolations.size() == 1 ? summary : std::to_string(fieldViolations.size()) + " field violations; the first: " + summary);
        error.details.push_back({ { "@type", "type.googleapis.com/google.rpc.BadRequest" }, { "fieldViolations", fieldViolations } });
        return error;
    }

} // namespace

Engine::Engine(const DaemonConfig& config, JobStore& store, QObject* parent)
    : QObject(parent)
    , m_config(config)
    , m_store(store)
    , m_catalog(spec::Catalog::builtin())
{
    m_catalog.addRegion({ localRegion });
    m_watcher = new LogWatcher(this);
    connect(m_watcher, &LogWatcher::changed, this, [this](const std::string& jobId, const std::set<std::string>& files) {
        JobLog* jobLog = log(jobId);
        if (jobLog && (files.empty() ? jobLog->ingest() : jobLog->ingestFiles(files)) > 0)
            emit logAppended(jobId);
    });
    m_totalSlots = config.replicaSlots > 0 ? config.replicaSlots : spec::defaultReplicaSlots(static_cast<int>(std::thread::hardware_concurrency()));
    m_freeSlots = m_totalSlots;
    m_freeGpus.insert(config.gpus.begin(), config.gpus.end());
}

Engine::~Engine() = default;

std::string Engine::workspace(const std::string& jobId) const
{
    return m_config.dataDir + "/jobs/" + jobId;
}

bool Engine::openLog(Entry& entry, std::string& error)
{
    const std::string dir = workspace(*entry.job.jobId);
    QDir().mkpath(QString::fromStdString(dir + "/logs"));
    entry.log = std::make_unique<JobLog>(dir + "/logs");
    return entry.log->open(error);
}

void Engine::watchLog(Entry& entry)
{
    const std::string id = *entry.job.jobId;
    const std::string dir = entry.log->dir();
    m_watcher->watch(id, dir, entry.log->dataFiles());
    entry.log->setSourceAdded([this, id, dir](const std::string& file) { m_watcher->watchFile(id, dir, file); });
}

bool Engine::start(std::string& error)
{
    try {
        for (auto& stored : m_store.loadJobs()) {
            auto decoded = spec::jobFromJson(stored.document);
            if (!decoded)
                continue; // written by this daemon; cannot happen short of hand edits
            Entry entry;
            entry.job = std::move(*decoded.value);
            entry.document = std::move(stored.document);
            entry.createSeq = stored.createSeq;
            const std::string id = *entry.job.jobId;
            m_order.push_back(id);
            auto& placed = m_jobs.emplace(id, std::move(entry)).first->second;
            updateQueue(placed, spec::State::Unspecified, stateOf(placed.job));
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
    armTimers(entry);
    if (stateOf(entry.job) == spec::State::Queued)
        return;
    std::string error;
    if (!openLog(entry, error)) {
        transition(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::restartCannotOpenLog, { error }));
        return;
    }
    watchLog(entry);
    entry.log->ingest(); // what replicas wrote while the daemon was down
    const spec::State state = stateOf(entry.job);
    Run* run = makeRun(entry);
    if (state == spec::State::Preparing) {
        // Replicas may have been started just before the daemon died; start over cleanly.
        run->killLeftovers();
        delete run;
        entry.run = nullptr;
        transition(entry, spec::State::Queued, spec::daemonmsg::restartRequeued);
        return;
    }
    std::string reason;
    const bool resumed = run->resume(reason);
    entry.slotCount = run->slotCount();
    entry.gpus = run->gpus();
    m_freeSlots -= entry.slotCount;
    for (int gpu : entry.gpus)
        m_freeGpus.erase(gpu);
    if (!resumed) {
        stopRun(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::restartNotResumed, { reason }));
    } else if (state == spec::State::Cancelling) {
        stopRun(entry, spec::State::Cancelled, spec::daemonmsg::cancelledAfterRestart);
    }
}

Run* Engine::makeRun(Entry& entry)
{
    const std::string id = *entry.job.jobId;
    Run* run = nullptr;
    if (isTuning(entry.job))
        run = new TuningRun(m_config, entry.job, workspace(id), *entry.log, entry.parallelTrials, previousTrials(entry.job), this);
    else
        run = new JobRun(m_config, entry.job, workspace(id), *entry.log, this);
    entry.run = run;
    connect(run, &Run::prepared, this, [this, id] {
        Entry& e = m_jobs.at(id);
        if (e.endState != spec::State::Unspecified)
            return;
        e.run->launch(e.gpus);
        if (stateOf(e.job) == spec::State::Preparing && e.endState == spec::State::Unspecified) {
            transition(e, spec::State::Running, e.run->startReason());
            armTimers(e);
        }
    });
    connect(run, &Run::failed, this, [this, id](const std::string& reason) { stopRun(m_jobs.at(id), spec::State::Failed, reason); });
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
    return run;
}

void Engine::storeOutput(Entry& entry)
{
    if (!entry.run)
        return;
    auto output = entry.run->output();
    if (!output)
        return;
    entry.job.trainingOutput = std::move(*output);
    refreshDocument(entry);
    m_store.updateJob(*entry.job.jobId, entry.document);
}

void Engine::refreshDocument(Entry& entry)
{
    entry.job.etag.reset();
    entry.document = spec::toJson(entry.job);
    entry.job.etag = makeEtag(entry.document);
    entry.document["etag"] = *entry.job.etag;
}

void Engine::transition(Entry& entry, spec::State to, const std::string& reason)
{
    const spec::State from = stateOf(entry.job);
    const auto now = spec::Timestamp::now();
    if (entry.run) {
        if (auto output = entry.run->output())
            entry.job.trainingOutput = std::move(*output); // stored with the transition that it explains
    }
    entry.job.state = to;
    updateQueue(entry, from, to);
    if (to == spec::State::Running && !entry.job.startTime)
        entry.job.startTime = now;
    if (spec::isTerminal(to)) {
        entry.job.endTime = now;
        if (to != spec::State::Succeeded)
            entry.job.errorMessage = reason;
    }
    refreshDocument(entry);
    spec::Transition t { 0, *entry.job.jobId, now, stateName(from), stateName(to), reason };
    m_store.updateJob(*entry.job.jobId, entry.document, &t);
    emit transitioned(t);
}

std::variant<nlohmann::json, ApiError> Engine::create(const nlohmann::json& body)
{
    auto decoded = spec::jobFromJson(body);
    if (!decoded) {
        ApiError error = ApiError::invalidArgument("Invalid JSON payload: " + decoded.error.toString());
        error.details.push_back({ { "@type", "type.googleapis.com/google.rpc.BadRequest" },
            { "fieldViolations", { { { "field", decoded.error.path }, { "description", decoded.error.message } } } } });
        return error;
    }
    // Google's parser refuses members the API does not define, at any depth (output fields included).
    if (const auto unknown = unknownMembers(*decoded.value); !unknown.empty())
        return unknownMembersError(unknown);
    // Output fields are the server's to set: what a client sends there is ignored, as Google does.
    spec::Job job = spec::withoutOutputFields(std::move(*decoded.value));
    if (job.predictionInput)
        return ApiError::unimplemented("this daemon runs training jobs only; batch prediction is not supported");
    // Counts, sizes and paths first, on the numbers as sent (a plan of 10^8 replicas is never built),
    // answered together with the spec's rules.
    auto violations = checkRequestLimits(job, m_config);
    const auto rules = spec::validate(job, m_catalog);
    violations.insert(violations.end(), rules.begin(), rules.end());
    if (spec::hasErrors(violations))
        return violationsError(violations);
    if (const std::int64_t replicas = replicaCount(*job.trainingInput); replicas > m_totalSlots)
        return ApiError::failedPrecondition("the job has " + std::to_string(replicas) + " replicas but this daemon runs at most "
            + std::to_string(m_totalSlots) + " at once (trainyardd --slots)");
    std::string planError;
    const auto plan = planReplicas(job, planError);
    if (plan.empty()) {
        ApiError error = ApiError::invalidArgument(planError);
        error.details.push_back({ { "@type", "type.googleapis.com/google.rpc.BadRequest" },
            { "fieldViolations", { { { "field", "trainingInput" }, { "description", planError } } } } });
        return error;
    }
    const int gpus = gpuTotal(plan);
    if (gpus > static_cast<int>(m_config.gpus.size()))
        return ApiError::failedPrecondition("the job needs " + std::to_string(gpus) + " GPUs but this daemon has "
            + std::to_string(m_config.gpus.size()) + " (trainyardd --gpus)");
    const std::string id = *job.jobId;
    if (m_jobs.contains(id))
        return ApiError::alreadyExists("Job " + id + " already exists in project " + m_config.project + ".");
    if (auto error = checkTuning(job))
        return *error;

    job = spec::withDefaults(std::move(job));
    if (isTuning(job)) {
        // Known from the start, so that a client can tell a tuning job while it is still queued.
        spec::TrainingOutput output;
        output.isHyperparameterTuningJob = true;
        output.hyperparameterMetricTag = job.trainingInput->hyperparameters->hyperparameterMetricTag;
        job.trainingOutput = std::move(output);
    }
    job.state = spec::State::Queued;
    job.createTime = spec::Timestamp::now();
    Entry entry;
    entry.job = std::move(job);
    refreshDocument(entry);
    spec::Transition created { 0, id, *entry.job.createTime, "", stateName(spec::State::Queued), spec::daemonmsg::created };
    if (!m_store.insertJob(id, entry.document, created, entry.createSeq))
        return ApiError::alreadyExists("Job " + id + " already exists in project " + m_config.project + ".");
    m_order.push_back(id);
    Entry& placed = m_jobs.emplace(id, std::move(entry)).first->second;
    updateQueue(placed, spec::State::Unspecified, spec::State::Queued);
    armTimers(placed);
    emit transitioned(created);
    nlohmann::json response = placed.document;
    // Scheduling happens after the answer is on its way: create stays fast whatever the queue does.
    QMetaObject::invokeMethod(this, &Engine::schedule, Qt::QueuedConnection);
    return response;
}

Engine::QueueKey Engine::queueKey(const Entry& entry)
{
    const auto& in = *entry.job.trainingInput;
    return { in.scheduling ? in.scheduling->priority.value_or(0) : 0, entry.createSeq, *entry.job.jobId };
}

void Engine::updateQueue(const Entry& entry, spec::State from, spec::State to)
{
    if (from == spec::State::Queued && to != spec::State::Queued)
        m_queue.erase(queueKey(entry));
    else if (to == spec::State::Queued && from != spec::State::Queued)
        m_queue.insert(queueKey(entry));
    m_positionsValid = false;
}

std::int64_t Engine::queuePosition(const std::string& jobId) const
{
    if (!m_positionsValid) {
        m_positions.clear();
        std::int64_t position = 0;
        for (const auto& key : m_queue)
            m_positions[key.jobId] = ++position;
        m_positionsValid = true;
    }
    const auto it = m_positions.find(jobId);
    return it == m_positions.end() ? 0 : it->second;
}

Engine::Reservation Engine::reservationFor(const spec::Job& job) const
{
    std::string error;
    const auto plan = planReplicas(job, error);
    Reservation r { static_cast<int>(plan.size()), gpuTotal(plan), 0, {} };
    if (isTuning(job)) {
        r.parallelTrials = TuningRun::parallelTrials(job, r.replicaSlots, r.gpus, m_totalSlots, static_cast<int>(m_config.gpus.size()), r.note);
        r.replicaSlots *= r.parallelTrials;
        r.gpus *= r.parallelTrials;
    }
    return r;
}

void Engine::schedule()
{
    // Copied: starting a job takes it out of the queue.
    const std::vector<QueueKey> queued(m_queue.begin(), m_queue.end());
    for (const QueueKey& key : queued) {
        Entry& entry = m_jobs.at(key.jobId);
        if (entry.endState != spec::State::Unspecified)
            continue;
        const Reservation need = reservationFor(entry.job);
        // Strict order: a job that does not fit yet holds back those behind it, so big jobs are not starved.
        if (need.replicaSlots > m_freeSlots || need.gpus > static_cast<int>(m_freeGpus.size()))
            break;
        entry.slotCount = need.replicaSlots;
        entry.parallelTrials = need.parallelTrials;
        entry.parallelNote = need.note;
        m_freeSlots -= entry.slotCount;
        for (int i = 0; i < need.gpus; ++i) {
            entry.gpus.push_back(*m_freeGpus.begin());
            m_freeGpus.erase(m_freeGpus.begin());
        }
        startPreparing(entry);
    }
}

void Engine::startPreparing(Entry& entry)
{
    const std::string slotText = std::to_string(entry.slotCount);
    const std::string gpuText = std::to_string(entry.gpus.size());
    std::string reason = spec::formatDaemonMessage(spec::daemonmsg::resourcesReserved, { slotText, gpuText });
    if (entry.parallelTrials > 0) {
        namespace msg = spec::daemonmsg;
        const bool one = entry.parallelTrials == 1;
        const std::string trials = std::to_string(entry.parallelTrials);
        reason = entry.parallelNote.empty()
            ? spec::formatDaemonMessage(one ? msg::resourcesReservedOneTrial : msg::resourcesReservedTrials, { slotText, gpuText, trials })
            : spec::formatDaemonMessage(
                one ? msg::resourcesReservedOneTrialNote : msg::resourcesReservedTrialsNote, { slotText, gpuText, trials, entry.parallelNote });
    }
    transition(entry, spec::State::Preparing, reason);
    // A job's log is opened, and watched, from here to its end: queued jobs hold no descriptors.
    std::string error;
    if (!entry.log && !openLog(entry, error)) {
        stopRun(entry, spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::cannotOpenLog, { error }));
        return;
    }
    watchLog(entry);
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
    if (entry.log) {
        entry.log->ingest(true);
        entry.log->setSourceAdded(nullptr);
        m_watcher->unwatch(jobId);
    }
    if (!spec::isTerminal(stateOf(entry.job)))
        transition(entry, entry.endState, entry.endReason);
    emit logAppended(jobId); // followers learn that the log is complete
    rememberFinishedLog(jobId);
    QMetaObject::invokeMethod(this, &Engine::schedule, Qt::QueuedConnection);
}

void Engine::release(Entry& entry)
{
    m_freeSlots += entry.slotCount;
    entry.slotCount = 0;
    m_freeGpus.insert(entry.gpus.begin(), entry.gpus.end());
    entry.gpus.clear();
    delete entry.waitTimer;
    entry.waitTimer = nullptr;
    delete entry.runTimer;
    entry.runTimer = nullptr;
}

void Engine::armTimers(Entry& entry)
{
    const std::string id = *entry.job.jobId;
    const auto* scheduling = entry.job.trainingInput && entry.job.trainingInput->scheduling ? &*entry.job.trainingInput->scheduling : nullptr;
    const auto now = spec::Timestamp::now();
    const auto msUntil = [&](const spec::Timestamp& from, const spec::Duration& limit) {
        const double ms = (static_cast<double>(from.seconds - now.seconds) + (from.nanos - now.nanos) / 1e9 + limit.toSecondsF()) * 1000.0;
        return static_cast<int>(std::clamp(ms, 0.0, 2.0e9));
    };
    const spec::State state = stateOf(entry.job);
    if (scheduling && scheduling->maxWaitTime && (state == spec::State::Queued || state == spec::State::Preparing) && !entry.waitTimer) {
        entry.waitTimer = new QTimer(this);
        entry.waitTimer->setSingleShot(true);
        const std::string limit = scheduling->maxWaitTime->toString();
        connect(entry.waitTimer, &QTimer::timeout, this, [this, id, limit] {
            Entry& e = m_jobs.at(id);
            const spec::State s = stateOf(e.job);
            if (s == spec::State::Queued || s == spec::State::Preparing)
                stopRun(e, spec::State::Cancelled, spec::formatDaemonMessage(spec::daemonmsg::maxWaitTimeExceeded, { limit }));
        });
        entry.waitTimer->start(msUntil(*entry.job.createTime, *scheduling->maxWaitTime));
    }
    if (state == spec::State::Running && !entry.runTimer && entry.job.startTime) {
        const spec::Duration limit = scheduling && scheduling->maxRunningTime ? *scheduling->maxRunningTime
                                                                              : spec::Duration::fromSeconds(spec::Scheduling::defaultMaxRunningTimeSeconds);
        entry.runTimer = new QTimer(this);
        entry.runTimer->setSingleShot(true);
        connect(entry.runTimer, &QTimer::timeout, this, [this, id, limit] {
            stopRun(m_jobs.at(id), spec::State::Failed, spec::formatDaemonMessage(spec::daemonmsg::maxRunningTimeExceeded, { limit.toString() }));
        });
        entry.runTimer->start(msUntil(*entry.job.startTime, limit));
    }
}

std::variant<nlohmann::json, ApiError> Engine::get(const std::string& jobId) const
{
    const auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return ApiError::notFound("Job " + jobId + " not found in project " + m_config.project + ".");
    nlohmann::json document = it->second.document;
    if (stateOf(it->second.job) == spec::State::Queued)
        document["jobPosition"] = std::to_string(queuePosition(jobId));
    return document;
}

std::variant<Engine::Page, ApiError> Engine::list(const std::string& filter, int pageSize, const std::string& pageToken) const
{
    auto parsed = JobFilter::parse(filter);
    if (auto* error = std::get_if<JobFilter::Error>(&parsed))
        return ApiError::invalidArgument("Invalid filter at position " + std::to_string(error->position) + ": " + error->message);
    const JobFilter& jobFilter = std::get<JobFilter>(parsed);
    if (pageSize < 0)
        return ApiError::invalidArgument("pageSize must not be negative");
    // Above the maximum is clamped, as Google's list does (AIP-158): the console asks for 1,000.
    const std::size_t size = static_cast<std::size_t>(pageSize == 0 ? limits::defaultListPageSize : std::min(pageSize, limits::maxListPageSize));
    // Newest first. A page token is the creation sequence number to continue below.
    std::int64_t below = std::numeric_limits<std::int64_t>::max();
    if (!pageToken.empty()) {
        // Whole, as it was handed out: "12abc" is not the token "12".
        const auto token = spec::parseInteger<std::int64_t>(pageToken);
        if (!token || *token < 0)
            return fieldError(ApiError::invalidArgument("Invalid page token"), "pageToken", "Use the nextPageToken of the previous page, as it is.");
        below = *token;
    }
    Page page;
    for (auto it = m_order.rbegin(); it != m_order.rend(); ++it) {
        const Entry& entry = m_jobs.at(*it);
        if (entry.createSeq >= below || !jobFilter.matches(entry.document))
            continue;
        if (page.jobs.size() == size) {
            page.nextPageToken = std::to_string(m_jobs.at(page.jobs.back()["jobId"].get<std::string>()).createSeq);
            break;
        }
        page.jobs.push_back(std::get<nlohmann::json>(get(*it)));
    }
    return page;
}

std::optional<ApiError> Engine::cancel(const std::string& jobId)
{
    const auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return ApiError::notFound("Job " + jobId + " not found in project " + m_config.project + ".");
    Entry& entry = it->second;
    const spec::State state = stateOf(entry.job);
    if (spec::isTerminal(state))
        return ApiError::failedPrecondition("Job " + jobId + " is already in a terminal state (" + stateName(state) + ").");
    if (state == spec::State::Cancelling)
        return std::nullopt;
    if (state == spec::State::Queued) {
        entry.endState = spec::State::Cancelled;
        entry.endReason = spec::daemonmsg::cancelledBeforeStart;
        finalize(jobId);
        return std::nullopt;
    }
    transition(entry, spec::State::Cancelling, spec::daemonmsg::cancelRequested);
    stopRun(entry, spec::State::Cancelled, spec::daemonmsg::cancelledByUser);
    return std::nullopt;
}

std::variant<nlohmann::json, ApiError> Engine::patch(const std::string& jobId, const nlohmann::json& body, const std::string& updateMask)
{
    const auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return ApiError::notFound("Job " + jobId + " not found in project " + m_config.project + ".");
    Entry& entry = it->second;
    bool labels = false, etag = false;
    std::string_view mask = updateMask;
    while (!mask.empty()) {
        const auto comma = mask.find(',');
        const std::string_view field = mask.substr(0, comma);
        mask = comma == std::string_view::npos ? std::string_view() : mask.substr(comma + 1);
        if (field == "labels")
            labels = true;
        else if (field == "etag")
            etag = true;
        else
            return ApiError::invalidArgument("updateMask: only labels and etag can be updated, not " + std::string(field));
    }
    if (!labels)
        return ApiError::invalidArgument("updateMask must name labels");
    auto decoded = spec::jobFromJson(body);
    if (!decoded)
        return ApiError::invalidArgument("Invalid JSON payload: " + decoded.error.toString());
    if (const auto unknown = unknownMembers(*decoded); !unknown.empty())
        return unknownMembersError(unknown);
    if (etag && decoded->etag != entry.job.etag)
        return ApiError::aborted("The etag does not match: the job's labels changed since it was read.");
    spec::Job candidate = entry.job;
    candidate.labels = decoded->labels;
    const auto violations = spec::validate(candidate, m_catalog);
    std::vector<spec::Violation> labelViolations;
    std::copy_if(violations.begin(), violations.end(), std::back_inserter(labelViolations),
        [](const spec::Violation& v) { return v.path.starts_with("labels"); });
    if (spec::hasErrors(labelViolations))
        return violationsError(labelViolations);
    entry.job.labels = decoded->labels;
    refreshDocument(entry);
    m_store.updateJob(jobId, entry.document);
    return std::get<nlohmann::json>(get(jobId));
}

bool Engine::finished(const std::string& jobId) const
{
    const auto it = m_jobs.find(jobId);
    return it != m_jobs.end() && spec::isTerminal(stateOf(it->second.job)) && !it->second.run;
}

JobLog* Engine::log(const std::string& jobId)
{
    const auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return nullptr;
    Entry& entry = it->second;
    if (!entry.log) {
        std::string error;
        if (!openLog(entry, error))
            return nullptr;
        if (spec::isTerminal(stateOf(entry.job)))
            rememberFinishedLog(jobId);
    }
    return entry.log.get();
}

void Engine::rememberFinishedLog(const std::string& jobId)
{
    // Finished jobs' logs stay open while read, a few at a time: each holds descriptors, and a daemon
    // with 10,000 jobs must not hold 10,000 of them. (JobLog pointers never outlive one call.)
    m_openFinishedLogs.remove(jobId);
    m_openFinishedLogs.push_front(jobId);
    while (m_openFinishedLogs.size() > maxOpenFinishedLogs) {
        const auto it = m_jobs.find(m_openFinishedLogs.back());
        if (it != m_jobs.end() && spec::isTerminal(stateOf(it->second.job)))
            it->second.log.reset();
        m_openFinishedLogs.pop_back();
    }
}

std::optional<ApiError> Engine::checkTuning(const spec::Job& job) const
{
    if (!isTuning(job))
        return std::nullopt;
    const spec::HyperparameterSpec& hp = *job.trainingInput->hyperparameters;
    std::string error;
    if (!tuner::Tuner::create(hp, 0, error))
        return fieldError(ApiError::invalidArgument(error), "trainingInput.hyperparameters", error);
    if (!hp.resumePreviousJobId)
        return std::nullopt;
    const std::string field = "trainingInput.hyperparameters.resumePreviousJobId";
    const std::string& previousId = *hp.resumePreviousJobId;
    const auto it = m_jobs.find(previousId);
    const auto invalid = [&](const std::string& description) {
        return fieldError(ApiError::invalidArgument(field + ": " + description), field, description);
    };
    if (it == m_jobs.end())
        return invalid("job " + previousId + " does not exist in project " + m_config.project + ".");
    const spec::Job& previous = it->second.job;
    if (!isTuning(previous))
        return invalid("job " + previousId + " is not a hyperparameter tuning job.");
    const spec::HyperparameterSpec& before = *previous.trainingInput->hyperparameters;
    if (before.params != hp.params)
        return invalid("job " + previousId + " tuned other parameters; a resumed study must tune the same params, with the same types and ranges.");
    const auto goalOf = [](const spec::HyperparameterSpec& s) { return s.goal && *s.goal == spec::GoalType::Minimize; };
    if (goalOf(before) != goalOf(hp))
        return invalid("job " + previousId + " had the opposite goal; a resumed study keeps its goal.");
    if (!spec::isTerminal(stateOf(previous)))
        return ApiError::failedPrecondition(field + ": job " + previousId + " is " + stateName(stateOf(previous))
            + "; a study can be resumed once its job has ended.");
    return std::nullopt;
}

std::vector<spec::HyperparameterOutput> Engine::previousTrials(const spec::Job& job) const
{
    // Every job along the resumePreviousJobId chain, the oldest first: they are one study.
    std::vector<std::string> chain;
    std::set<std::string> seen { *job.jobId };
    for (std::optional<std::string> next = isTuning(job) ? job.trainingInput->hyperparameters->resumePreviousJobId : std::nullopt; next;) {
        const auto it = m_jobs.find(*next);
        if (it == m_jobs.end() || !seen.insert(*next).second)
            break;
        chain.push_back(*next);
        const spec::Job& previous = it->second.job;
        next = isTuning(previous) ? previous.trainingInput->hyperparameters->resumePreviousJobId : std::nullopt;
    }
    std::vector<spec::HyperparameterOutput> trials;
    for (auto id = chain.rbegin(); id != chain.rend(); ++id) {
        const auto& output = m_jobs.at(*id).job.trainingOutput;
        if (output && output->trials)
            trials.insert(trials.end(), output->trials->begin(), output->trials->end());
    }
    return trials;
}

nlohmann::json Engine::locations() const
{
    nlohmann::json accelerators = nlohmann::json::array();
    if (!m_config.gpus.empty()) {
        // Any NVIDIA type a job names is served by this machine's GPUs.
        for (const auto& a : m_catalog.acceleratorTypes()) {
            if (a.name.starts_with("NVIDIA"))
                accelerators.push_back(a.name);
        }
    }
    nlohmann::json capability = { { "type", "TRAINING" } };
    if (!accelerators.empty())
        capability["availableAccelerators"] = accelerators;
    // Trainyard's extension: what create checks a job against, so that a client can tell before it submits.
    capability["replicaSlots"] = m_totalSlots;
    capability["gpus"] = m_config.gpus.size();
    return { { "name", "projects/" + m_config.project + "/locations/" + localRegion }, { "capabilities", { capability } } };
}

std::vector<SampledJob> Engine::sampledJobs() const
{
    std::vector<SampledJob> jobs;
    for (const auto& [id, entry] : m_jobs) {
        if (!entry.run)
            continue;
        auto groups = entry.run->replicaGroups();
        if (groups.empty())
            continue; // PREPARING, or every replica has ended
        const auto started = entry.job.startTime ? entry.job.startTime->toTimePoint() : std::chrono::system_clock::now();
        jobs.push_back({ id, resourcePath(id), started, std::move(groups) });
    }
    return jobs;
}

std::string Engine::metrics() const
{
    std::map<std::string, int> byState;
    for (const auto& a : spec::EnumNames<spec::State>::names)
        byState[std::string(a.second)] = 0;
    int replicas = 0;
    std::uint64_t logBytes = 0;
    for (const auto& [id, entry] : m_jobs) {
        ++byState[std::string(entry.job.state ? entry.job.state->wire() : "STATE_UNSPECIFIED")];
        if (stateOf(entry.job) == spec::State::Running)
            replicas += entry.slotCount;
        if (entry.log)
            logBytes += entry.log->dataBytes();
    }
    std::string out = "# HELP trainyard_jobs Jobs by state.\n# TYPE trainyard_jobs gauge\n";
    for (const auto& [state, count] : byState)
        out += "trainyard_jobs{state=\"" + state + "\"} " + std::to_string(count) + "\n";
    out += "# HELP trainyard_queue_length Jobs waiting for resources.\n# TYPE trainyard_queue_length gauge\n";
    out += "trainyard_queue_length " + std::to_string(m_queue.size()) + "\n";
    out += "# HELP trainyard_replicas_running Replica processes of running jobs.\n# TYPE trainyard_replicas_running gauge\n";
    out += "trainyard_replicas_running " + std::to_string(replicas) + "\n";
    out += "# HELP trainyard_free_slots Replica slots not in use.\n# TYPE trainyard_free_slots gauge\n";
    out += "trainyard_free_slots " + std::to_string(m_freeSlots) + "\n";
    out += "# HELP trainyard_log_bytes Bytes of replica output in the logs the daemon has open (running and recently read jobs).\n";
    out += "# TYPE trainyard_log_bytes gauge\ntrainyard_log_bytes " + std::to_string(logBytes) + "\n";
    return out;
}

} // namespace trainyard::daemon
