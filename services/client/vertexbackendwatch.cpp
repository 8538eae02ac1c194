#include "vertexbackend.h"

#include "googlebackend.h"
#include "googlebackend_p.h"

#include <algorithm>

// VertexBackend's job watch: every region's two lists polled, as GoogleBackend polls jobs.list, since
// neither Vertex nor the daemon's Vertex surface has a stream of changes.

namespace trainyard::client {

using namespace googlebackend;

VertexBackend::StreamId VertexBackend::watchJobs(std::function<void(const spec::Transition&)> onTransition)
{
    const StreamId id = m_nextStream++;
    m_watchers.emplace(id, Watcher { std::move(onTransition), m_jobPoll + 1 });
    if (!m_pollingJobs && !m_jobTimer.isActive())
        pollJobs();
    return id;
}

void VertexBackend::scheduleJobPoll()
{
    if (!m_watchers.empty() && !m_pollingJobs)
        m_jobTimer.start(m_options.watchInterval);
}

void VertexBackend::pollJobs()
{
    if (m_watchers.empty() || m_pollingJobs)
        return;
    m_pollingJobs = true;
    pollJobsPage(++m_jobPoll, {}, std::make_shared<std::vector<spec::Job>>());
}

void VertexBackend::pollJobsPage(quint64 poll, ListCursor cursor, std::shared_ptr<std::vector<spec::Job>> jobs)
{
    listPage({}, m_options.listPageSize, std::move(cursor), [this, poll, jobs](ApiResult<JobPage> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            noteResult(*error);
            m_pollingJobs = false; // this poll is lost; the next one compares with the last complete one
            scheduleJobPoll();
            return;
        }
        noteResult(std::nullopt);
        auto& page = std::get<JobPage>(result);
        std::move(page.jobs.begin(), page.jobs.end(), std::back_inserter(*jobs));
        if (!page.nextPageToken.empty()) {
            pollJobsPage(poll, *decodeCursor(page.nextPageToken), jobs);
            return;
        }
        m_pollingJobs = false;
        jobsPolled(poll, *jobs);
        scheduleJobPoll();
    });
}

void VertexBackend::jobsPolled(quint64 poll, const std::vector<spec::Job>& jobs)
{
    if (m_watchers.empty())
        return;
    std::vector<spec::Transition> transitions;
    const spec::Timestamp now = spec::Timestamp::now();
    for (const spec::Job& job : jobs) {
        const std::string id = job.jobId.value_or("");
        const std::string state = stateOf(job);
        const auto known = m_jobStates.find(id);
        // The first poll only takes note, except of the jobs created here before it (a job submitted
        // while the server was still coming up must not keep the state its create answered).
        const bool changed = known != m_jobStates.end() ? known->second != state : m_haveJobStates;
        if (changed) {
            spec::Transition t;
            t.jobId = id;
            t.previousState = known == m_jobStates.end() ? std::string() : known->second;
            t.state = state;
            t.reason = reasonOf(job, state);
            if (terminal(job) && job.endTime)
                t.time = *job.endTime;
            else if (state == "RUNNING" && job.startTime)
                t.time = *job.startTime;
            else if (t.previousState.empty() && job.createTime)
                t.time = *job.createTime;
            else
                t.time = now;
            t.job = job;
            transitions.push_back(std::move(t));
        }
        // A job missing from a list (deleted on Vertex) keeps its last state here; the session's next
        // refresh drops it from the console's list.
        m_jobStates[id] = state;
    }
    m_haveJobStates = true; // the first poll only takes note
    std::stable_sort(transitions.begin(), transitions.end(), [](const auto& a, const auto& b) { return a.time < b.time; });
    for (auto& t : transitions) {
        t.id = ++m_transitionId;
        std::vector<StreamId> ids;
        for (const auto& [id, watcher] : m_watchers) {
            if (watcher.fromPoll <= poll)
                ids.push_back(id);
        }
        for (const StreamId id : ids) {
            const auto it = m_watchers.find(id); // an earlier callback may have cancelled it
            if (it == m_watchers.end())
                continue;
            auto onTransition = it->second.onTransition;
            onTransition(t);
        }
    }
}

} // namespace trainyard::client
