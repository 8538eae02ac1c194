#include "console/backendsession.h"

#include "console/backendlocations.h"
#include "console/backendlogsource.h"

#include <QSet>

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

bool BackendSession::takeRead(const spec::Job& job, Stamp sent)
{
    applyQueued(); // the stream's news received before this answer is judged first
    const QString id = QString::fromStdString(job.jobId.value_or(""));
    if (m_changedAt.value(id, 0) <= sent) {
        m_jobs->upsert(job);
        return true;
    }
    // The job changed after the read was sent: the answer may be older than the list. Read it again
    // unless it says the same; the stream's next change, if any, brings its own news.
    const spec::Job* held = m_jobs->job(id);
    if (!held || !(*held == job))
        reload(job.jobId.value_or(""));
    return false;
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
    std::vector<spec::Job> fresh;
    fresh.reserve(page.jobs.size());
    for (auto& job : page.jobs) {
        const QString id = QString::fromStdString(job.jobId.value_or(""));
        m_listed.append(id);
        if (m_changedAt.value(id, 0) <= sent)
            fresh.push_back(std::move(job));
        else
            takeRead(job, sent);
    }
    m_jobs->upsertBatch(std::move(fresh));
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
        const QString id = m_jobs->index(row, models::JobListModel::IdColumn).data(models::JobListModel::JobIdRole).toString();
        keep[static_cast<std::size_t>(row)] = listed.contains(id) || m_changedAt.value(id, 0) > m_refreshSent;
        count += keep[static_cast<std::size_t>(row)] ? 1 : 0;
    }
    // Only when something goes are the jobs copied (a refresh of 100,000 jobs usually removes none).
    if (count != m_jobs->rowCount()) {
        std::vector<spec::Job> kept;
        kept.reserve(static_cast<std::size_t>(count));
        for (int row = 0; row < m_jobs->rowCount(); ++row) {
            if (keep[static_cast<std::size_t>(row)])
                kept.push_back(*m_jobs->jobAt(row));
        }
        m_jobs->setJobs(std::move(kept));
    }
    m_listed.clear();
    emit refreshed(count);
}

void BackendSession::reload(const std::string& jobId)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->getJob(jobId, this, [this, sent](client::ApiResult<spec::Job> result) {
        if (auto* job = std::get_if<spec::Job>(&result))
            takeRead(*job, sent);
    });
}

void BackendSession::submit(const spec::Job& job, const QObject* context, client::Callback<spec::Job> done)
{
    applyQueued();
    const Stamp sent = m_clock;
    m_backend->createJob(job, this, [this, sent, done = client::withContext(context, std::move(done))](client::ApiResult<spec::Job> result) {
        if (auto* created = std::get_if<spec::Job>(&result))
            takeRead(*created, sent);
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
            takeRead(*created, sent);
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
    const std::vector<spec::Transition> queued = std::exchange(m_queued, {});
    // One batch per run of transitions of different jobs: a burst over many jobs is one change of the
    // list, while a job that changed twice in the frame is announced twice, as each change is.
    std::size_t begin = 0;
    while (begin < queued.size()) {
        std::vector<spec::Job> jobs;
        std::set<std::string> ids;
        std::size_t end = begin;
        for (; end < queued.size() && !ids.contains(queued[end].jobId); ++end) {
            ids.insert(queued[end].jobId);
            if (queued[end].job)
                jobs.push_back(*queued[end].job);
        }
        m_jobs->upsertBatch(std::move(jobs));
        for (std::size_t i = begin; i < end; ++i)
            emit transition(queued[i]);
        begin = end;
    }
}

} // namespace trainyard::ui
