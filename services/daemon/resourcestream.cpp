#include "resourcestream.h"

#include "engine.h"
#include "httpserver.h"
#include "locations.h"
#include "resourcemonitor.h"
#include "streams.h"

#include "spec/daemonmessages.h"

#include <QTimer>

namespace trainyard::daemon {

namespace {
    constexpr int heartbeatMs = 15'000;
    constexpr std::size_t batchSamples = 5'000;
    constexpr qint64 maxPendingBytes = 4 * 1024 * 1024;
} // namespace

spec::ResourceWindow resourceWindow(Engine& engine, ResourceMonitor& monitor, const std::string& jobId, std::int64_t since, std::size_t pageSize)
{
    spec::ResourceWindow window;
    ResourceRecord* record = monitor.record(jobId, engine.resourcePath(jobId));
    if (record) {
        window.info = monitor.info(*record);
        window.samples = record->read(since, pageSize);
    } else {
        window.info = monitor.info(ResourceRecord());
    }
    // A job on a Slurm cluster is measured by Slurm's accounting (sstat): no GPU figures, and none at
    // all where the cluster gathers none, which its run says.
    if (const spec::Job* job = engine.find(jobId); job && engine.locations().isSlurm(engine.locations().of(*job))) {
        window.info.gpuAvailable = false;
        window.info.gpuStatus = spec::daemonmsg::slurmNoGpuFigures;
        if (const Run* run = engine.run(jobId))
            window.info.status = run->resourceStatus();
    }
    window.nextSince = window.samples.empty() ? std::max<std::int64_t>(since, 0) : window.samples.back().seq;
    window.complete = engine.finished(jobId) && !monitor.sampling(jobId) && (!record || window.nextSince >= record->count());
    return window;
}

ResourceFollower::ResourceFollower(
    Engine& engine, ResourceMonitor& monitor, std::string jobId, ResponseStream* stream, std::int64_t afterSeq, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_monitor(monitor)
    , m_jobId(std::move(jobId))
    , m_stream(stream)
    , m_cursor(afterSeq)
    , m_retry(new QTimer(this))
    , m_heartbeat(new QTimer(this))
{
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &ResourceFollower::pump);
    connect(stream, &ResponseStream::closed, this, &QObject::deleteLater);
    const auto mine = [this](const std::string& id) {
        if (id == m_jobId && !m_retry->isActive())
            pump();
    };
    connect(&monitor, &ResourceMonitor::appended, this, mine);
    connect(&monitor, &ResourceMonitor::ended, this, mine);
    // A job that ends without ever being sampled (failed while PREPARING) ends its stream too.
    connect(&engine, &Engine::transitioned, this, [this](const spec::Transition& t) {
        if (t.jobId == m_jobId && !m_retry->isActive())
            m_retry->start(0); // after the engine has finished handling the transition
    });
    connect(m_heartbeat, &QTimer::timeout, this, [this] {
        if (m_stream)
            m_stream->write(": keep-alive\n\n");
    });
    m_heartbeat->start(heartbeatMs);
    m_stream->write("retry: 1000\n\n");
    pump();
}

void ResourceFollower::pump()
{
    while (m_stream) {
        const spec::ResourceWindow window = resourceWindow(m_engine, m_monitor, m_jobId, m_cursor, batchSamples);
        if (!window.samples.empty() || !m_sentFirst) {
            m_stream->write(sseEvent("resources", window.nextSince,
                spec::resourceWindowToJson(window).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
            m_cursor = window.nextSince;
            m_sentFirst = true;
        }
        if (window.complete) {
            m_stream->write(sseEvent("end", m_cursor, nlohmann::json { { "samples", std::to_string(m_cursor) } }.dump()));
            m_stream->finish();
            return;
        }
        if (m_stream->pendingBytes() > maxPendingBytes) {
            m_retry->start(10); // the client is behind; let the socket drain
            return;
        }
        if (window.samples.size() < batchSamples)
            return; // all sent; the monitor's next append wakes us
    }
}

} // namespace trainyard::daemon
