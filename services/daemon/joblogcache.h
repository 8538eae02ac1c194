#pragma once

#include <QObject>

#include <cstdint>
#include <list>
#include <map>
#include <memory>
#include <string>

namespace trainyard::daemon {

class JobLog;
class LogWatcher;

// The jobs' open logs. A job's log is opened when it starts preparing and watched until it ends, so
// that what its replicas print is indexed as it comes; queued jobs hold no descriptors. A finished
// job's log is opened again when read and stays open while it is read, a few at a time: each holds
// descriptors, and a daemon with 10,000 jobs must not hold 10,000 of them. (JobLog pointers never
// outlive one call of the event loop.)
class JobLogCache : public QObject {
    Q_OBJECT

public:
    // `jobsDir`: the folder of the jobs' workspaces; a job's log is in <jobsDir>/<jobId>/logs.
    explicit JobLogCache(std::string jobsDir, QObject* parent = nullptr);
    ~JobLogCache() override;

    // The job's log, opened (its folder made) unless it is open; nullptr with `error` set.
    JobLog* open(const std::string& jobId, std::string& error);
    // The job's log if it is open, else nullptr.
    JobLog* find(const std::string& jobId) const;
    // For a reader: the job's log, opened unless it is open; a finished job's log joins the recently
    // read ones, and the least recently read beyond the limit are closed.
    JobLog* read(const std::string& jobId, bool finished);
    // From PREPARING to the end: the log's data files are watched, and each one added later.
    void watch(const std::string& jobId);
    // The job's replicas are gone: what they wrote last is read, the watch ends, and the log is kept
    // as a recently read one.
    void finish(const std::string& jobId);
    // The job is being deleted: its log is closed and forgotten (its files are the caller's to remove).
    void close(const std::string& jobId);
    // The bytes of replica output in the open logs (GET /metrics).
    std::uint64_t dataBytes() const;

    static constexpr std::size_t maxOpenFinishedLogs = 32;

signals:
    // Lines were added to the job's log.
    void appended(const std::string& jobId);

private:
    void remember(const std::string& jobId);

    std::string m_jobsDir;
    LogWatcher* m_watcher = nullptr;
    std::map<std::string, std::unique_ptr<JobLog>> m_logs;
    std::list<std::string> m_finished; // open logs of finished jobs, the most recently read first
};

} // namespace trainyard::daemon
