#pragma once

#include <QObject>

#include <map>
#include <set>
#include <string>
#include <vector>

class QSocketNotifier;
class QTimer;

namespace trainyard::daemon {

// Tells when replicas append to the data files of a job's log (inotify), so their lines are indexed
// and streamed within milliseconds rather than at the next poll. A slow poll backs it up.
//
// Each data file is watched, not the log folder: the daemon writes the folder's index after every
// burst it reads, and a folder watch woke it once more for each of its own writes. Should the kernel
// refuse a file watch (fs.inotify.max_user_watches), the job's folder is watched instead.
class LogWatcher : public QObject {
    Q_OBJECT

public:
    explicit LogWatcher(QObject* parent = nullptr);
    ~LogWatcher() override;

    // Watches `files` (names in `folder`), and from then on the job's poll.
    void watch(const std::string& jobId, const std::string& folder, const std::vector<std::string>& files);
    // One more data file of a watched job (a replica or trial started later).
    void watchFile(const std::string& jobId, const std::string& folder, const std::string& file);
    void unwatch(const std::string& jobId);

signals:
    // `files`: the names (in the job's log folder) written to since the last signal; empty when
    // unknown (the poll, an overflowed queue), meaning any of them.
    void changed(const std::string& jobId, const std::set<std::string>& files);

private:
    struct Watch {
        std::string jobId;
        std::string file; // empty for a folder watch: the event names the file
    };
    void readEvents();

    int m_fd = -1;
    QSocketNotifier* m_notifier = nullptr;
    QTimer* m_poll = nullptr;
    std::set<std::string> m_jobs; // watched jobs
    std::map<int, Watch> m_watches; // by watch descriptor
};

} // namespace trainyard::daemon
