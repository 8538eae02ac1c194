#include "scalarfollower.h"

#include "httpserver.h"
#include "scalarjob.h"
#include "streams.h"

#include <QTimer>

namespace trainyard::daemon {

namespace {
    constexpr int heartbeatMs = 15'000;
    constexpr qint64 maxPendingBytes = 4 * 1024 * 1024;
} // namespace

ScalarFollower::ScalarFollower(ScalarJob* job, ResponseStream* stream, spec::ScalarQuery query, QObject* parent)
    : QObject(parent)
    , m_job(job)
    , m_stream(stream)
    , m_query(std::move(query))
    , m_retry(new QTimer(this))
    , m_heartbeat(new QTimer(this))
{
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &ScalarFollower::pump);
    connect(job, &ScalarJob::readDone, this, [this] {
        if (!m_retry->isActive())
            pump();
    });
    // The job deleted (Engine::removed): the stream ends without `end`, as the job's points went with it.
    connect(job, &QObject::destroyed, this, [this] {
        if (m_stream)
            m_stream->finish();
    });
    connect(m_heartbeat, &QTimer::timeout, this, [this] {
        if (m_stream)
            m_stream->write(": keep-alive\n\n");
    });
    m_heartbeat->start(heartbeatMs);
    m_stream->write("retry: 1000\n\n");
    job->addFollower();
    pump();
}

ScalarFollower::~ScalarFollower()
{
    if (m_job)
        m_job->removeFollower();
}

void ScalarFollower::pump()
{
    if (!m_stream || !m_job)
        return;
    if (m_stream->pendingBytes() > maxPendingBytes) {
        m_retry->start(10); // the client is behind; let the socket drain
        return;
    }
    m_job->touch();
    const spec::ScalarWindow window = m_job->window(m_query);
    if (!window.series.empty() || !m_sentFirst || window.complete) {
        m_stream->write(sseEvent("scalars", window.nextSince,
            spec::scalarWindowToJson(window).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
        m_sentFirst = true;
    }
    m_query.since = window.nextSince; // points after it that the query leaves out are not sent later either
    if (window.complete) {
        m_stream->write(
            sseEvent("end", m_query.since, nlohmann::json { { "points", std::to_string(m_query.since) } }.dump()));
        m_stream->finish();
    }
}

} // namespace trainyard::daemon
