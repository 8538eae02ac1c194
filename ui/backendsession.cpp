#include "backendsession.h"

#include "backendlogsource.h"

#include <QPointer>

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
        if (status.state == client::ConnectionState::Connected)
            refresh(); // first contact, or back after an outage: whatever happened meanwhile is read again
    });
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

void BackendSession::refresh()
{
    m_listed.clear();
    m_loading = true;
    loadPage({}, ++m_generation);
}

void BackendSession::loadPage(const std::string& token, quint64 generation)
{
    QPointer<BackendSession> self(this);
    m_backend->listJobs({}, listPage, token, [self, generation](client::ApiResult<client::JobPage> result) {
        if (self)
            self->onPage(generation, std::move(result));
    });
}

void BackendSession::onPage(quint64 generation, client::ApiResult<client::JobPage> result)
{
    if (generation != m_generation)
        return;
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_loading = false;
        emit failed(describe(*error));
        return;
    }
    auto& page = std::get<client::JobPage>(result);
    // Show each page as it comes (the first screen fills at once); the last one settles removals.
    m_listed.insert(m_listed.end(), page.jobs.begin(), page.jobs.end());
    m_jobs->upsertBatch(std::move(page.jobs));
    if (!page.nextPageToken.empty()) {
        loadPage(page.nextPageToken, generation);
        return;
    }
    m_loading = false;
    const int count = static_cast<int>(m_listed.size());
    m_jobs->setJobs(std::move(m_listed));
    m_listed.clear();
    emit refreshed(count);
}

void BackendSession::reload(const std::string& jobId)
{
    QPointer<BackendSession> self(this);
    m_backend->getJob(jobId, [self](client::ApiResult<spec::Job> result) {
        if (self)
            self->onReloaded(std::move(result));
    });
}

void BackendSession::onReloaded(client::ApiResult<spec::Job> result)
{
    if (auto* job = std::get_if<spec::Job>(&result)) {
        m_jobs->upsert(*job);
        emit jobUpdated(QString::fromStdString(job->jobId.value_or("")));
    }
}

void BackendSession::onTransition(const spec::Transition& t)
{
    if (t.job) {
        m_jobs->upsert(*t.job);
        emit jobUpdated(QString::fromStdString(t.jobId));
    } else {
        reload(t.jobId);
    }
    emit transition(t);
}

} // namespace trainyard::ui
