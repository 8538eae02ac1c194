#include "scalarjob.h"

#include "engine.h"
#include "joboutputs.h"

#include <QTimer>

namespace trainyard::daemon {

ScalarJob::ScalarJob(Engine& engine, std::string jobId, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_jobId(std::move(jobId))
    , m_poll(new QTimer(this))
{
    m_lastUsed.start();
    connect(&m_collector, &ScalarCollector::refreshed, this, [this] {
        ++m_completed;
        emit readDone();
    });
    connect(m_poll, &QTimer::timeout, this, &ScalarJob::tick);
}

std::uint64_t ScalarJob::requestRead()
{
    if (m_engine.find(m_jobId)) {
        JobOutputs outputs = m_engine.outputs(m_jobId);
        m_status = outputs.status;
        if (outputs.eventRoots != m_collector.roots())
            m_collector.setRoots(std::move(outputs.eventRoots));
    }
    const bool finished = m_engine.finished(m_jobId);
    // A read in flight started before this call: the one the collector runs after it is the first
    // that covers it.
    const std::uint64_t target = m_completed + (m_collector.refreshing() ? 2 : 1);
    if (finished && !m_finalTarget)
        m_finalTarget = target;
    m_collector.refresh();
    return target;
}

spec::ScalarWindow ScalarJob::window(const spec::ScalarQuery& query) const
{
    spec::ScalarWindow window = m_collector.store().window(query);
    window.info = m_collector.info();
    window.info.status = m_status;
    window.complete = drained();
    return window;
}

void ScalarJob::addFollower()
{
    ++m_followers;
    touch();
    if (!m_poll->isActive())
        m_poll->start(pollMs);
    tick();
}

void ScalarJob::removeFollower()
{
    --m_followers;
    touch();
    if (m_followers <= 0)
        m_poll->stop();
}

void ScalarJob::tick()
{
    // Reads are not stacked: the collector runs one at a time and one more after it at most.
    if (m_collector.refreshing())
        return;
    if (m_finalTarget) {
        if (drained())
            m_poll->stop(); // nothing more will come; the followers end
        return;
    }
    requestRead();
}

} // namespace trainyard::daemon
