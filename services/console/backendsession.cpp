#include "console/backendsession.h"

#include "console/backendlocations.h"
#include "console/backendlogsource.h"

#include "spec/trialdelta.h"

#include <QSet>

#include <algorithm>

#include <set>

namespace trainyard::ui {

namespace {
    constexpr int listPage = 1000;
    constexpr int frameMs = 16; // transitions are applied at most this often
}

BackendSession::BackendSession(std::unique_ptr<client::Backend> backend, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
    , m_jobs(new models::JobListModel(this))
    , m_locations(new BackendLocations(m_backend.get(), this))
{
    m_backend->setParent(nullptr); // owned here, destroyed after the model's users
    connect(m_locations, &BackendLocations::changed, this, [this] { m_jobs->setRegionLabels(m_locations->regionLabels()); });
    connect(m_backend.get(), &client::Backend::statusChanged, this, [this](const client::ConnectionStatus& status) {
        // First contact, or back after an outage: whatever happened meanwhile is read again, once the
        // watch is registered where the backend can say so (a list served before it misses what
        // changes between the two).
        if (status.state == client::ConnectionState::Connected && !m_backend->settlesWatch())
            refresh();
    });
    connect(m_backend.get(), &client::Backend::watchSettled, this, &BackendSession::refresh);
    connect(m_jobs, &models::JobListModel::jobsChanged, this, &BackendSession::onJobsChanged);
    m_frame.setSingleShot(true);
    m_frame.setInterval(frameMs);
    connect(&m_frame, &QTimer::timeout, this, &BackendSession::applyQueued);
}

BackendSession::~BackendSession()
{
    if (m_watch)
        m_backend->cancelStream(m_watch);
}

void BackendSession::start()
{
    // A study's trials arrive as deltas applied to the held document (spec::applyTrialDelta), not as
    // the whole, growing document on every event.
    m_backend->setTrialDeltas(true);
    m_watch = m_backend->watchJobs(this, [this](const spec::Transition& t) { onTransition(t); });
    m_backend->connectBackend();
}

models::JobListModel* BackendSession::jobs() const
{
    // Applying the queue changes what the list shows, not what the session is: a read is never older
    // than the news received before it.
    const_cast<BackendSession*>(this)->applyQueued();
    return m_jobs;
}

void BackendSession::onJobsChanged(const QStringList& jobIds)
{
    ++m_clock;
    for (const QString& id : jobIds)
        m_changedAt.insert(id, m_clock);
    emit jobsUpdated(jobIds);
}

bool BackendSession::takeRead(spec::Job job, Stamp sent)
{
    applyQueued(); // the stream's news received before this answer is judged first
    const QString id = QString::fromStdString(job.jobId.value_or(""));
    if (m_changedAt.value(id, 0) <= sent) {
        auto document = std::make_shared<spec::Job>(std::move(job));
        m_jobs->upsert(*document);
        keepDocument(std::move(document));
        return true;
    }
    // The job changed after the read was sent: the answer may be older than the list. Read it again
    // unless its row says the same (then it is as new as the list); the stream's next change, if any,
    // brings its own news.
    if (!m_jobs->holds(job)) {
        reload(job.jobId.value_or(""));
        return false;
    }
    keepDocument(std::make_shared<spec::Job>(std::move(job)));
    return false;
}

std::shared_ptr<const spec::Job> BackendSession::document(const QString& jobId) const
{
    const_cast<BackendSession*>(this)->applyQueued();
    for (const Cached& cached : m_documents) {
        if (cached.id == jobId) {
            cached.used = ++m_uses;
            return cached.document;
        }
    }
    return nullptr;
}

void BackendSession::fetchDocument(const QString& jobId)
{
    if (!document(jobId))
        reload(jobId.toStdString());
}

void BackendSession::withDocument(const QString& jobId, const QObject* context, std::function<void(std::shared_ptr<const spec::Job>)> done)
{
    if (auto held = document(jobId)) {
        done(std::move(held));
        return;
    }
    QPointer<const QObject> guard(context);
    const bool reading = m_waiting.contains(jobId);
    m_waiting[jobId].push_back([guard, hasContext = context != nullptr, done = std::move(done)](std::shared_ptr<const spec::Job> document) {
        if (!hasContext || guard)
            done(std::move(document));
    });
    if (!reading)
        reload(jobId.toStdString());
}

void BackendSession::answerWaiting(const QString& jobId, const std::shared_ptr<const spec::Job>& document)
{
    const auto it = m_waiting.find(jobId);
    if (it == m_waiting.end())
        return;
    const auto callbacks = std::move(it.value());
    m_waiting.erase(it);
    for (const auto& callback : callbacks)
        callback(document);
}

void BackendSession::keepDocument(std::shared_ptr<const spec::Job> document)
{
    if (!document || !document->jobId)
        return;
    const QString id = QString::fromStdString(*document->jobId);
    auto it = std::find_if(m_documents.begin(), m_documents.end(), [&](const Cached& c) { return c.id == id; });
    if (it == m_documents.end()) {
        if (m_documents.size() >= static_cast<std::size_t>(documentCacheSize)) {
            it = std::min_element(m_documents.begin(), m_documents.end(), [](const Cached& a, const Cached& b) { return a.used < b.used; });
            it->id = id;
        } else {
            m_documents.push_back({ id, nullptr, 0 });
            it = m_documents.end() - 1;
        }
    }
    it->document = std::move(document);
    it->used = ++m_uses;
    const std::shared_ptr<const spec::Job> held = it->document;
    emit documentChanged(id);
    answerWaiting(id, held);
}

bool BackendSession::applyDelta(const spec::Transition& t)
{
    const QString id = QString::fromStdString(t.jobId);
    auto it = std::find_if(m_documents.begin(), m_documents.end(), [&](const Cached& c) { return c.id == id; });
    if (it == m_documents.end() || !t.job || !t.trialDelta)
        return false;
    if (it->document.use_count() == 1) {
        // Only the cache holds it: in place, as a study's document is megabytes. Every document the
        // cache holds was made here as a non-const spec::Job (make_shared<spec::Job>, never
        // make_shared<const …>), so the const_cast writes to an object that is not const.
        auto& held = const_cast<spec::Job&>(*it->document);
        return spec::applyTrialDelta(held, *t.job, *t.trialDelta);
    }
    // A view holds it: it keeps what it has, the cache takes a changed copy.
    spec::Job copy = *it->document;
    if (!spec::applyTrialDelta(copy, *t.job, *t.trialDelta))
        return false;
    it->document = std::make_shared<spec::Job>(std::move(copy));
    return true;
}

void BackendSession::refresh()
{
    applyQueued(); // what the stream said before the refresh began is not a change made during it
    m_listed.clear();
    m_loading = true;
    m_refreshSent = m_clock;
    loadPage({}, ++m_generation);
}

void BackendSession::loadPage(const std::string& token, quint64 generation)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->listJobs({}, listPage, token, this, [this, generation, sent](client::ApiResult<client::JobPage> result) {
        onPage(generation, sent, std::move(result));
    });
}

void BackendSession::onPage(quint64 generation, Stamp sent, client::ApiResult<client::JobPage> result)
{
    if (generation != m_generation)
        return;
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_loading = false;
        emit failed(describe(*error));
        return;
    }
    applyQueued();
    auto& page = std::get<client::JobPage>(result);
    // Show each page as it comes (the first screen fills at once): what did not change since the page
    // was asked for, as one batch; the rest as takeRead decides.
    std::vector<const spec::Job*> fresh;
    fresh.reserve(page.jobs.size());
    std::vector<std::shared_ptr<const spec::Job>> cached; // pages update the documents held, add none
    for (auto& job : page.jobs) {
        const QString id = QString::fromStdString(job.jobId.value_or(""));
        m_listed.append(id);
        if (m_changedAt.value(id, 0) > sent) {
            takeRead(std::move(job), sent);
            continue;
        }
        const bool held = std::any_of(m_documents.begin(), m_documents.end(), [&](const Cached& c) { return c.id == id; });
        if (held) {
            cached.push_back(std::make_shared<spec::Job>(std::move(job)));
            fresh.push_back(cached.back().get());
        } else {
            fresh.push_back(&job);
        }
    }
    m_jobs->upsertBatch(std::move(fresh));
    for (auto& document : cached)
        keepDocument(std::move(document));
    if (!page.nextPageToken.empty()) {
        loadPage(page.nextPageToken, generation);
        return;
    }
    // The last page settles removals: a job not listed is gone, unless it arrived (or changed) after
    // the refresh began, such as one created meanwhile.
    m_loading = false;
    const QSet<QString> listed(m_listed.begin(), m_listed.end());
    std::vector<bool> keep(static_cast<std::size_t>(m_jobs->rowCount()));
    int count = 0;
    for (int row = 0; row < m_jobs->rowCount(); ++row) {
        const QString& id = m_jobs->jobId(row);
        keep[static_cast<std::size_t>(row)] = listed.contains(id) || m_changedAt.value(id, 0) > m_refreshSent;
        count += keep[static_cast<std::size_t>(row)] ? 1 : 0;
    }
    // The vanished jobs go in one call (ranges, or a reset when they are scattered).
    if (count != m_jobs->rowCount()) {
        QSet<QString> gone;
        for (int row = 0; row < m_jobs->rowCount(); ++row) {
            if (!keep[static_cast<std::size_t>(row)])
                gone.insert(m_jobs->jobId(row));
        }
        m_jobs->removeJobs(gone);
        std::erase_if(m_documents, [&](const Cached& c) { return gone.contains(c.id); });
    }
    m_listed.clear();
    emit refreshed(count);
}

void BackendSession::reload(const std::string& jobId)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->getJob(jobId, this, [this, sent, jobId](client::ApiResult<spec::Job> result) {
        if (auto* job = std::get_if<spec::Job>(&result))
            takeRead(std::move(*job), sent);
        else
            answerWaiting(QString::fromStdString(jobId), nullptr); // whoever waits for it learns it failed
    });
}

void BackendSession::submit(const spec::Job& job, const QObject* context, client::Callback<spec::Job> done)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->createJob(job, this, [this, sent, done = client::withContext(context, std::move(done))](client::ApiResult<spec::Job> result) {
        if (auto* created = std::get_if<spec::Job>(&result))
            takeRead(*created, sent); // a copy: `done` gets the answer
        if (done)
            done(std::move(result));
    });
}

void BackendSession::submitVertex(const spec::vertex::VertexJob& job, const std::string& location, const QObject* context,
    client::Callback<spec::Job> done)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->createVertexJob(job, location, this, [this, sent, done = client::withContext(context, std::move(done))](client::ApiResult<spec::Job> result) {
        if (auto* created = std::get_if<spec::Job>(&result))
            takeRead(*created, sent); // a copy: `done` gets the answer
        if (done)
            done(std::move(result));
    });
}

void BackendSession::resubmit(const spec::Job& job, const QObject* context, client::Callback<spec::Job> done)
{
    // What the backend filled in (state, times, errors) belongs to the original run.
    submit(spec::withoutOutputFields(job), context, std::move(done));
}

void BackendSession::cancel(const std::string& jobId, const QObject* context, client::Completion done)
{
    m_backend->cancelJob(jobId, this, [this, jobId, done = client::withContext(context, std::move(done))](std::optional<client::ApiError> error) {
        if (!error)
            reload(jobId); // CANCELLING shows at once, not only when the stream says so
        if (done)
            done(std::move(error));
    });
}

void BackendSession::onTransition(const spec::Transition& t)
{
    // The stream is in order: the job it carries is the newest the console has seen. A transition
    // without its job is read at once (the read is sent after the event, so it is at least as new).
    if (!t.job)
        reload(t.jobId);
    m_queued.push_back(t);
    if (!m_frame.isActive())
        m_frame.start();
}

void BackendSession::applyQueued()
{
    if (m_queued.empty())
        return;
    m_frame.stop();
    std::vector<spec::Transition> queued = std::exchange(m_queued, {});
    // One batch per run of transitions of different jobs: a burst over many jobs is one change of the
    // list, while a job that changed twice in the frame is announced twice, as each change is.
    std::size_t begin = 0;
    while (begin < queued.size()) {
        std::vector<const spec::Job*> jobs;
        QSet<QString> withoutTrials; // delta events whose document is not held: the rows keep their best
        QStringList deltaApplied;
        std::set<std::string> ids;
        std::size_t end = begin;
        for (; end < queued.size() && !ids.contains(queued[end].jobId); ++end) {
            const spec::Transition& t = queued[end];
            ids.insert(t.jobId);
            if (!t.job)
                continue;
            const QString id = QString::fromStdString(t.jobId);
            if (!t.trialDelta) {
                jobs.push_back(&*t.job);
            } else if (applyDelta(t)) {
                deltaApplied.append(id);
                jobs.push_back(document(id).get());
            } else {
                jobs.push_back(&*t.job);
                withoutTrials.insert(id);
                // A document held that lacks what the delta builds on is read again; none held: the
                // next view that wants it reads it.
                std::erase_if(m_documents, [&](const Cached& c) { return c.id == id; });
                if (m_waiting.contains(id))
                    reload(t.jobId);
            }
        }
        m_jobs->upsertBatch(std::move(jobs), withoutTrials);
        for (std::size_t i = begin; i < end; ++i)
            emit transition(queued[i]);
        // The events' jobs move into the document cache (the latest the stream brought), once the
        // views had the transitions.
        for (std::size_t i = begin; i < end; ++i) {
            spec::Transition& t = queued[i];
            if (t.job && !t.trialDelta)
                keepDocument(std::make_shared<spec::Job>(std::move(*t.job)));
        }
        for (const QString& id : deltaApplied) {
            emit documentChanged(id);
            answerWaiting(id, document(id));
        }
        begin = end;
    }
}

} // namespace trainyard::ui
