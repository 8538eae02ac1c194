#include "joblogcache.h"

#include "daemonlogging.h"
#include "joblog.h"
#include "logwatcher.h"

#include <QDir>

namespace trainyard::daemon {

JobLogCache::JobLogCache(std::string jobsDir, QObject* parent)
    : QObject(parent)
    , m_jobsDir(std::move(jobsDir))
    , m_watcher(new LogWatcher(this))
{
    connect(m_watcher, &LogWatcher::changed, this, [this](const std::string& jobId, const std::set<std::string>& files) {
        JobLog* jobLog = find(jobId);
        if (jobLog && (files.empty() ? jobLog->ingest() : jobLog->ingestFiles(files)) > 0)
            emit appended(jobId);
    });
}

JobLogCache::~JobLogCache() = default;

JobLog* JobLogCache::open(const std::string& jobId, std::string& error)
{
    if (JobLog* open = find(jobId))
        return open;
    const std::string dir = m_jobsDir + "/" + jobId + "/logs";
    QDir().mkpath(QString::fromStdString(dir));
    auto log = std::make_unique<JobLog>(dir);
    if (!log->open(error)) {
        qCWarning(lcDaemonLogs, "cannot open the log of %s: %s", jobId.c_str(), error.c_str());
        return nullptr;
    }
    return m_logs.emplace(jobId, std::move(log)).first->second.get();
}

JobLog* JobLogCache::find(const std::string& jobId) const
{
    const auto it = m_logs.find(jobId);
    return it == m_logs.end() ? nullptr : it->second.get();
}

JobLog* JobLogCache::read(const std::string& jobId, bool finished)
{
    if (JobLog* open = find(jobId))
        return open;
    std::string error;
    JobLog* log = open(jobId, error);
    if (log && finished)
        remember(jobId);
    return log;
}

void JobLogCache::watch(const std::string& jobId)
{
    JobLog* log = find(jobId);
    if (!log)
        return;
    const std::string dir = log->dir();
    m_watcher->watch(jobId, dir, log->dataFiles());
    log->setSourceAdded([this, jobId, dir](const std::string& file) { m_watcher->watchFile(jobId, dir, file); });
}

void JobLogCache::finish(const std::string& jobId)
{
    if (JobLog* log = find(jobId)) {
        log->ingest(true);
        log->setSourceAdded(nullptr);
        m_watcher->unwatch(jobId);
    }
    remember(jobId);
}

void JobLogCache::close(const std::string& jobId)
{
    if (find(jobId))
        m_watcher->unwatch(jobId);
    m_finished.remove(jobId);
    m_logs.erase(jobId);
}

void JobLogCache::remember(const std::string& jobId)
{
    m_finished.remove(jobId);
    m_finished.push_front(jobId);
    while (m_finished.size() > maxOpenFinishedLogs) {
        m_logs.erase(m_finished.back());
        m_finished.pop_back();
    }
}

std::uint64_t JobLogCache::dataBytes() const
{
    std::uint64_t bytes = 0;
    for (const auto& [id, log] : m_logs)
        bytes += log->dataBytes();
    return bytes;
}

} // namespace trainyard::daemon
