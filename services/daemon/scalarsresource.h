#pragma once

#include "spec/scalarrecords.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class Engine;
class HttpExchange;
class ResponseStream;
class ScalarJob;

// GET …/{job}/scalars (docs/api.md, "Scalars"): the scalars a job's trainers wrote as TensorBoard event
// files. One ScalarJob (a ScalarCollector) per job asked about, made on the first request and kept while
// clients ask; dropped with a deleted job (Engine::removed) and a while after the last client of a
// finished job went. A plain GET asks for a read and is answered when a read that started after it is
// done, through a chunked response (its 200 at once), so the event loop never waits on the files; a
// follower (ScalarFollower) gets a window after each read.
class ScalarsResource : public QObject {
    Q_OBJECT

public:
    explicit ScalarsResource(Engine& engine, QObject* parent = nullptr);
    ~ScalarsResource() override;

    // For an existing engine job, whichever surface named it.
    void get(HttpExchange& exchange, const std::string& jobId);

    // Parses since (or Last-Event-ID), tags, runs, maxPoints, stepMin, stepMax; nullopt with the
    // exchange answered (400) when one is malformed.
    static std::optional<spec::ScalarQuery> query(HttpExchange& exchange);

    // How long a finished job's points are kept after its last client went.
    static constexpr int keepIdleMs = 60'000;

private:
    struct Waiter {
        QPointer<ResponseStream> stream;
        spec::ScalarQuery query;
        std::uint64_t target = 0; // ScalarJob::completedReads() when the read that covers it is done
    };

    ScalarJob* job(const std::string& jobId);
    void readDone(const std::string& jobId);
    void forget(const std::string& jobId);
    void sweep();

    Engine& m_engine;
    std::map<std::string, ScalarJob*> m_jobs; // by engine job id; children of this
    std::map<std::string, std::vector<Waiter>> m_waiting;
    QTimer* m_sweep;
};

} // namespace trainyard::daemon
