#pragma once

#include "tensorboard/scalarcollector.h"

#include "spec/scalarrecords.h"

#include <QElapsedTimer>
#include <QObject>

#include <cstdint>
#include <optional>
#include <string>

class QTimer;

namespace trainyard::daemon {

class Engine;

// One job's scalars as the API serves them (ScalarsResource): its ScalarCollector, kept while clients
// ask, the roots it searches (JobOutputs, renewed before every read so that a tuning job's new trials
// are searched), and the reads clients wait for. A read "covers" a request when it started after the
// request was made; reads are counted (completedReads) so that a waiter can tell. While the job is
// followed and not finished the files are read every 500 ms, one timer however many follow it; once
// it has finished, one more read (the final one) takes what the trainers wrote last.
class ScalarJob : public QObject {
    Q_OBJECT

public:
    ScalarJob(Engine& engine, std::string jobId, QObject* parent = nullptr);

    const std::string& jobId() const { return m_jobId; }

    // Asks for a read and answers the number completedReads() reaches when a read that started after
    // this call has finished.
    std::uint64_t requestRead();
    std::uint64_t completedReads() const { return m_completed; }
    // Whether a read that started after the job had finished is done: then every point is in the store.
    bool drained() const { return m_finalTarget && m_completed >= *m_finalTarget; }

    // The points after query.since with the job's info; `complete` when drained().
    spec::ScalarWindow window(const spec::ScalarQuery& query) const;

    // Followers hold the job open and keep the periodic read going while it runs.
    void addFollower();
    void removeFollower();
    int followers() const { return m_followers; }
    // Milliseconds since a client last asked (a request, a follower leaving).
    qint64 idleMs() const { return m_lastUsed.elapsed(); }
    void touch() { m_lastUsed.restart(); }

    static constexpr int pollMs = 500;

signals:
    // A read finished (completedReads() grew); its points, if any, are in the store.
    void readDone();

private:
    void tick();

    Engine& m_engine;
    std::string m_jobId;
    ScalarCollector m_collector;
    std::string m_status; // JobOutputs::status: why there is nothing to search
    std::uint64_t m_completed = 0;
    std::optional<std::uint64_t> m_finalTarget; // the first read asked once the job had finished
    int m_followers = 0;
    QTimer* m_poll;
    QElapsedTimer m_lastUsed;
};

} // namespace trainyard::daemon
