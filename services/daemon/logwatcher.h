#pragma once

#include <QObject>

#include <map>
#include <set>
#include <string>

class QSocketNotifier;
class QTimer;

namespace trainyard::daemon {

// Tells when replicas append to the files of a job's log folder (inotify), so their lines are
// indexed and streamed within milliseconds rather than at the next poll. A slow poll backs it up.
class LogWatcher : public QObject {
    Q_OBJECT

public:
    explicit LogWatcher(QObject* parent = nullptr);
    ~LogWatcher() override;

    void watch(const std::string& jobId, const std::string& folder);
    void unwatch(const std::string& jobId);

signals:
    // `files`: the names (in the job's log folder) written to since the last signal; empty when
    // unknown (the poll, an overflowed queue), meaning any of them.
    void changed(const std::string& jobId, const std::set<std::string>& files);

private:
    void readEvents();

    int m_fd = -1;
    QSocketNotifier* m_notifier = nullptr;
    QTimer* m_poll = nullptr;
    std::map<int, std::string> m_jobs; // watch descriptor -> job id
};

} // namespace trainyard::daemon
