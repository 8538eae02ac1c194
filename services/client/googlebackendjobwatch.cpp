#include "googlebackend.h"

#include "googlebackend_p.h"

#include <algorithm>

// GoogleBackend's job states: what one jobs.get can tell, and the jobs.list poll behind watchJobs.

namespace trainyard::client {

using namespace googlebackend;

std::vector<spec::Transition> GoogleBackend::transitionsOf(const spec::Job& job)
{
    std::vector<spec::Transition> transitions;
    const std::string state = stateOf(job);
    std::string previous;
    std::optional<spec::Timestamp> latest;
    auto add = [&](const spec::Timestamp& time, const std::string& to, std::string reason) {
        spec::Transition t;
        t.jobId = job.jobId.value_or("");
        t.time = time;
        t.previousState = previous;
        t.state = to;
        t.reason = std::move(reason);
        transitions.push_back(std::move(t));
        previous = to;
        latest = time;
    };
    if (job.createTime)
        add(*job.createTime, "QUEUED", {});
    if (job.startTime)
        add(*job.startTime, "RUNNING", {});
    if (job.endTime && terminal(job))
        add(*job.endTime, state, reasonOf(job, state));
    else if (!state.empty() && state != previous) // PREPARING, CANCELLING …: when is not recorded; at the earliest
        add(latest.value_or(spec::Timestamp::now()), state, reasonOf(job, state));
    if (!transitions.empty())
        transitions.back().job = job;
    return transitions;
}

GoogleBackend::StreamId GoogleBackend::watchJobs(std::function<void(const spec::Transition&)> onTransition)
{
    const StreamId id = m_nextStream++;
    m_watchers.emplace(id, Watcher { std::move(onTransition), m_jobPoll + 1 });
    if (!m_pollingJobs && !m_jobTimer.isActive())
        pollJobs();
    return id;
}

void GoogleBackend::scheduleJobPoll()
{
    if (!m_watchers.empty() && !m_pollingJobs)
        m_jobTimer.start(m_options.watchInterval);
}

void GoogleBackend::pollJobs()
{
    if (m_watchers.empty() || m_pollingJobs)
        return;
    m_pollingJobs = true;
    pollJobsPage(++m_jobPoll, {}, std::make_shared<std::vector<spec::Job>>());
}

void GoogleBackend::pollJobsPage(quint64 poll, const std::string& pageToken, std::shared_ptr<std::vector<spec::Job>> jobs)
{
    m_api.listJobs({}, 100, pageToken, [this, poll, jobs](ApiResult<JobPage> result) {
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
            pollJobsPage(poll, page.nextPageToken, jobs);
            return;
        }
        m_pollingJobs = false;
        jobsPolled(poll, *jobs);
        scheduleJobPoll();
    });
}

void GoogleBackend::jobsPolled(quint64 poll, const std::vector<spec::Job>& jobs)
{
    if (m_watchers.empty())
        return;
    std::vector<spec::Transition> transitions;
    const spec::Timestamp now = spec::Timestamp::now();
    for (const spec::Job& job : jobs) {
        const std::string id = job.jobId.value_or("");
        const std::string state = stateOf(job);
        const auto known = m_jobStates.find(id);
        const bool changed = known == m_jobStates.end() || known->second != state;
        if (m_haveJobStates && changed) {
            spec::Transition t;
            t.jobId = id;
            t.previousState = known == m_jobStates.end() ? std::string() : known->second;
            t.state = state;
            t.reason = reasonOf(job, state);
            // The job's own times tell when, where they explain the change; otherwise it was seen now.
            if (terminal(job) && job.endTime)
                t.time = *job.endTime;
            else if (state == "RUNNING" && job.startTime)
                t.time = *job.startTime;
            else if (state == "QUEUED" && t.previousState.empty() && job.createTime)
                t.time = *job.createTime;
            else
                t.time = now;
            t.job = job;
            transitions.push_back(std::move(t));
        }
        // Jobs missing from a list keep their last state: v1 deletes no job, so they are still there.
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
