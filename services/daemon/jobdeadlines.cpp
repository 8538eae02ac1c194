#include "jobdeadlines.h"

#include "spec/job.h"

#include <QTimer>

#include <algorithm>

namespace trainyard::daemon {

namespace {

    // Milliseconds from now until `limit` after `from`: 0 when that has passed already.
    int msUntil(const spec::Timestamp& from, const spec::Duration& limit)
    {
        const auto now = spec::Timestamp::now();
        const double ms = (static_cast<double>(from.seconds - now.seconds) + (from.nanos - now.nanos) / 1e9 + limit.toSecondsF()) * 1000.0;
        return static_cast<int>(std::clamp(ms, 0.0, 2.0e9));
    }

} // namespace

JobDeadlines::~JobDeadlines() = default;

QTimer* JobDeadlines::startTimer(int ms)
{
    auto* timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->start(ms);
    return timer;
}

void JobDeadlines::arm(const spec::Job& job)
{
    const std::string id = *job.jobId;
    const auto* scheduling = job.trainingInput && job.trainingInput->scheduling ? &*job.trainingInput->scheduling : nullptr;
    const spec::State state = job.state ? job.state->value() : spec::State::Unspecified;
    Clocks& clocks = m_clocks[id];
    if (scheduling && scheduling->maxWaitTime && (state == spec::State::Queued || state == spec::State::Preparing) && !clocks.wait) {
        const std::string limit = scheduling->maxWaitTime->toString();
        clocks.wait = startTimer(msUntil(*job.createTime, *scheduling->maxWaitTime));
        connect(clocks.wait, &QTimer::timeout, this, [this, id, limit] { emit waitTimeExceeded(id, limit); });
    }
    if (state == spec::State::Running && !clocks.running && job.startTime) {
        const spec::Duration limit = scheduling && scheduling->maxRunningTime ? *scheduling->maxRunningTime
                                                                              : spec::Duration::fromSeconds(spec::Scheduling::defaultMaxRunningTimeSeconds);
        clocks.running = startTimer(msUntil(*job.startTime, limit));
        connect(clocks.running, &QTimer::timeout, this, [this, id, limit] { emit runningTimeExceeded(id, limit.toString()); });
    }
}

void JobDeadlines::disarm(const std::string& jobId)
{
    const auto it = m_clocks.find(jobId);
    if (it == m_clocks.end())
        return;
    // Deleted now, as the engine always did: a timer may be disarmed from its own timeout.
    delete it->second.wait;
    delete it->second.running;
    m_clocks.erase(it);
}

} // namespace trainyard::daemon
