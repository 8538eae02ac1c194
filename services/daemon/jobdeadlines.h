#pragma once

#include <QObject>

#include <map>
#include <string>

class QTimer;

namespace trainyard::spec {
struct Job;
}

namespace trainyard::daemon {

// The two clocks of a job's scheduling: maxWaitTime, from its creation while it is QUEUED or
// PREPARING, and maxRunningTime (or the default of seven days), from its start while it is RUNNING.
// It tells when one has run out; Engine decides what that does to the job.
class JobDeadlines : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~JobDeadlines() override;

    // Starts the clock the job's state calls for, unless it runs already (it is armed again at each
    // state change, and after a restart with the time already spent counted).
    void arm(const spec::Job& job);
    // The job holds nothing any more: its clocks stop.
    void disarm(const std::string& jobId);

signals:
    // `limit` as the job's scheduling wrote it ("3600s").
    void waitTimeExceeded(const std::string& jobId, const std::string& limit);
    void runningTimeExceeded(const std::string& jobId, const std::string& limit);

private:
    struct Clocks {
        QTimer* wait = nullptr;
        QTimer* running = nullptr;
    };
    QTimer* startTimer(int ms);

    std::map<std::string, Clocks> m_clocks; // by job id
};

} // namespace trainyard::daemon
