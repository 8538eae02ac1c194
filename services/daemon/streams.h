#pragma once

#include "joblog.h"
#include "jobstore.h"
#include "logeventwriter.h"
#include "trialdeltawriter.h"

#include <QObject>
#include <QPointer>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class Engine;
class JobsResource;
class ResponseStream;

// Server-sent events: one event in the text/event-stream format.
std::string sseEvent(const std::string& event, std::int64_t id, const std::string& data);

// GET …/jobs:watch: every job state change after the client's cursor, then each new one as it happens.
// With `trialDeltas`, a tuning job's RUNNING → RUNNING events carry what changed in its trials since the
// stream's previous event about it instead of every trial (TrialDeltaWriter).
class WatchStream : public QObject {
    Q_OBJECT

public:
    WatchStream(Engine& engine, JobsResource& jobs, ResponseStream* stream, std::int64_t afterId, bool trialDeltas, QObject* parent);

private:
    void sendPending();
    void send(const spec::Transition& t);

    Engine& m_engine;
    JobsResource& m_jobs; // the job as answered, sent with each transition
    QPointer<ResponseStream> m_stream;
    std::int64_t m_cursor;
    std::optional<TrialDeltaWriter> m_deltas; // only for a client that asked
    QTimer* m_heartbeat;
};

// GET …/jobs/{id}/logs?follow=true: the job's lines after the cursor, then each new one, then an
// `end` event once the job is finished and every line was sent. Sends in bounded batches and waits
// while the client reads slowly, so a fast writer cannot grow the daemon's memory.
class LogFollower : public QObject {
    Q_OBJECT

public:
    LogFollower(Engine& engine, std::string jobId, ResponseStream* stream, std::int64_t afterSeq, std::vector<std::string> replicas,
        std::vector<std::string> trials, QObject* parent);

private:
    void pump();

    Engine& m_engine;
    std::string m_jobId;
    QPointer<ResponseStream> m_stream;
    std::int64_t m_cursor;
    std::int64_t m_scanned; // filtered reads: index records already looked at
    std::vector<std::string> m_replicas;
    std::vector<std::string> m_trials;
    LogEventWriter m_writer;
    std::string m_chunk; // the events of one batch, its capacity kept from batch to batch
    QTimer* m_retry;
    QTimer* m_heartbeat;
};

} // namespace trainyard::daemon
