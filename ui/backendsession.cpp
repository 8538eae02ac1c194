#include "backendsession.h"

#include "backendlogsource.h"

#include <QPointer>
#include <QSet>

namespace trainyard::ui {

namespace {
    constexpr int listPage = 1000;
}

BackendSession::BackendSession(std::unique_ptr<client::Backend> backend, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
    , m_jobs(new models::JobListModel(this))
{
    m_backend->setParent(nullptr); // owned here, destroyed after the model's users
    connect(m_backend.get(), &client::Backend::statusChanged, this, [this](const client::ConnectionStatus& status) {
        // First contact, or back after an outage: whatever happened meanwhile is read again, once the
        // watch is registered where the backend can say so (a list served before it misses what
        // changes between the two).
        if (status.state == client::ConnectionState::Connected && !m_backend->settlesWatch())
            refresh();
    });
    connect(m_backend.get(), &client::Backend::watchSettled, this, &BackendSession::refresh);
    connect(m_jobs, &models::JobListModel::jobsChanged, this, &BackendSession::onJobsChanged);
}

BackendSession::~BackendSession()
{
    if (m_watch)
        m_backend->cancelStream(m_watch);
}

void BackendSession::start()
{
    QPointer<BackendSession> self(this);
    m_watch = m_backend->watchJobs([self](const spec::Transition& t) {
        if (self)
            self->onTransition(t);
    });
    m_backend->connectBackend();
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
    m_listed.clear();
    m_loading = true;
    m_refreshSent = m_clock;
    loadPage({}, ++m_generation);
}

void BackendSession::loadPage(const std::string& token, quint64 generation)
{
    QPointer<BackendSession> self(this);
    const Stamp sent = m_clock;
    m_backend->listJobs({}, listPage, token, [self, generation, sent](client::ApiResult<client::JobPage> result) {
        if (self)
            self->onPage(generation, sent, std::move(result));
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
    QPointer<BackendSession> self(this);
    const Stamp sent = m_clock;
    m_backend->getJob(jobId, [self, sent](client::ApiResult<spec::Job> result) {
        if (auto* job = std::get_if<spec::Job>(&result); self && job)
            self->takeRead(*job, sent);
    });
}

void BackendSession::createJob(const spec::Job& job, std::function<void(client::ApiResult<spec::Job>)> done)
{
    QPointer<BackendSession> self(this);
    const Stamp sent = m_clock;
    m_backend->createJob(job, [self, sent, done = std::move(done)](client::ApiResult<spec::Job> result) {
        if (auto* created = std::get_if<spec::Job>(&result); self && created)
            self->takeRead(*created, sent);
        if (done)
            done(std::move(result));
    });
}

void BackendSession::onTransition(const spec::Transition& t)
{
    // The stream is in order: the job it carries is the newest the console has seen.
    if (t.job)
        m_jobs->upsert(*t.job);
    else
        reload(t.jobId);
    emit transition(t);
}

} // namespace trainyard::ui
