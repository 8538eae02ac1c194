#include "logwatcher.h"

#include <QSocketNotifier>
#include <QTimer>

#include <climits>
#include <sys/inotify.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {
    constexpr std::uint32_t fileEvents = IN_MODIFY | IN_CLOSE_WRITE;
} // namespace

LogWatcher::LogWatcher(QObject* parent)
    : QObject(parent)
{
    m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (m_fd >= 0) {
        m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &LogWatcher::readEvents);
    }
    // Should inotify be unavailable or its queue overflow, nothing waits longer than this.
    m_poll = new QTimer(this);
    connect(m_poll, &QTimer::timeout, this, [this] {
        for (const auto& jobId : m_jobs)
            emit changed(jobId, {});
    });
    m_poll->start(m_fd >= 0 ? 1000 : 50);
}

LogWatcher::~LogWatcher()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void LogWatcher::watch(const std::string& jobId, const std::string& folder, const std::vector<std::string>& files)
{
    m_jobs.insert(jobId);
    for (const auto& file : files)
        watchFile(jobId, folder, file);
}

void LogWatcher::watchFile(const std::string& jobId, const std::string& folder, const std::string& file)
{
    if (m_fd < 0)
        return;
    const int wd = ::inotify_add_watch(m_fd, (folder + "/" + file).c_str(), fileEvents);
    if (wd >= 0) {
        m_watches[wd] = { jobId, file };
        return;
    }
    // Out of watches: the folder, whose events name the file (the daemon's own writes wake it too).
    const int folderWd = ::inotify_add_watch(m_fd, folder.c_str(), fileEvents);
    if (folderWd >= 0)
        m_watches[folderWd] = { jobId, {} };
}

void LogWatcher::unwatch(const std::string& jobId)
{
    m_jobs.erase(jobId);
    for (auto it = m_watches.begin(); it != m_watches.end();) {
        if (it->second.jobId == jobId) {
            ::inotify_rm_watch(m_fd, it->first);
            it = m_watches.erase(it);
        } else {
            ++it;
        }
    }
}

void LogWatcher::readEvents()
{
    alignas(inotify_event) char buffer[16384];
    std::map<std::string, std::set<std::string>> jobs; // job -> files written; an empty set: all of them
    std::set<std::string> everything;
    for (;;) {
        const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t offset = 0; offset < n;) {
            const auto* event = reinterpret_cast<const inotify_event*>(buffer + offset);
            offset += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
            if (event->mask & IN_Q_OVERFLOW) {
                everything.insert(m_jobs.begin(), m_jobs.end());
                continue;
            }
            const auto it = m_watches.find(event->wd);
            if (it == m_watches.end())
                continue;
            if (event->mask & IN_IGNORED) {
                m_watches.erase(it); // the file is gone; its watch with it
                continue;
            }
            if (!it->second.file.empty())
                jobs[it->second.jobId].insert(it->second.file);
            else if (event->len > 0)
                jobs[it->second.jobId].insert(event->name); // NUL-terminated within len
            else
                everything.insert(it->second.jobId);
        }
        // A read that left room for another event emptied the queue: no second read to learn so.
        if (static_cast<std::size_t>(n) + sizeof(inotify_event) + NAME_MAX + 1 <= sizeof buffer)
            break;
    }
    for (const auto& jobId : everything)
        jobs[jobId].clear();
    // One notification per job and burst, however many writes the burst held: the job's log then
    // reads only the files that were written, not each of its (for a study, hundreds of) sources.
    for (const auto& [jobId, files] : jobs)
        emit changed(jobId, files);
}

} // namespace trainyard::daemon
