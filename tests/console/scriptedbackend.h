#pragma once

// A backend whose every answer the test constructs and releases (no daemon, no event loop needed to
// see one arrive): calls are recorded, their answers held until release(); the job stream is driven
// by tell(). For the console layer's tests, which run with no widget.

#include "client/backend.h"

#include <deque>
#include <functional>
#include <map>
#include <string>

namespace trainyard::test {

class ScriptedBackend : public client::Backend {
public:
    explicit ScriptedBackend(QString name = QStringLiteral("Scripted"))
        : client::Backend(std::move(name))
    {
    }

    // The backend's jobs as it holds them now: what reads and lists answer.
    void set(const spec::Job& job) { m_jobs[job.jobId.value_or("")] = job; }
    // Answers to cancel: nullopt (agreed) by default.
    void refuseCancel(client::ApiError error) { m_cancelError = std::move(error); }

    // Releases the oldest held answer; false when none is held.
    bool releaseOne()
    {
        if (m_held.empty())
            return false;
        auto answer = std::move(m_held.front());
        m_held.pop_front();
        answer();
        return true;
    }
    void releaseAll()
    {
        while (releaseOne()) { }
    }
    std::size_t held() const { return m_held.size(); }

    // The backend no longer has the job: reads answer 404, lists leave it out.
    void forget(const std::string& id) { m_jobs.erase(id); }

    // The stream tells a change: the job takes the state, and the event carries the job's document as
    // the backend holds it now (as the daemon sends it), or none, so that the session must read it.
    void tell(const std::string& id, spec::State state, bool withJob = true)
    {
        m_jobs[id].state = state;
        spec::Transition t;
        t.id = ++m_eventId;
        t.jobId = id;
        t.state = std::string(m_jobs[id].state->wire());
        if (withJob)
            t.job = m_jobs[id];
        if (m_stream)
            m_stream(t);
    }
    // The stream sends an event as given (a trial delta, say).
    void send(const spec::Transition& t)
    {
        if (m_stream)
            m_stream(t);
    }
    void goOffline() { setStatus(client::ConnectionState::Reconnecting, QStringLiteral("connection refused")); }
    void comeBack() { setStatus(client::ConnectionState::Connected); }
    // Back after an outage: the session lists again.
    void reconnect()
    {
        goOffline();
        comeBack();
    }

    int creates = 0;
    int cancels = 0;
    int reads = 0;
    int lists = 0;

    QString location() const override { return QStringLiteral("script:"); }
    void connectBackend() override { setStatus(client::ConnectionState::Connected); }
    void createJob(const spec::Job& job, client::Callback<spec::Job> done) override
    {
        ++creates;
        spec::Job created = job;
        created.state = spec::State::Queued;
        set(created);
        hold([created, done] { done(created); });
    }
    void getJob(const std::string& jobId, client::Callback<spec::Job> done) override
    {
        ++reads;
        const auto it = m_jobs.find(jobId);
        if (it == m_jobs.end()) {
            hold([jobId, done] { done(client::ApiError { 404, "NOT_FOUND", "no job " + jobId, {} }); });
            return;
        }
        const spec::Job job = it->second; // as it is when the read is served
        hold([job, done] { done(job); });
    }
    void listJobs(const std::string&, int, const std::string&, client::Callback<client::JobPage> done) override
    {
        ++lists;
        client::JobPage page;
        for (const auto& [id, job] : m_jobs)
            page.jobs.push_back(job);
        hold([page, done] { done(page); });
    }
    void cancelJob(const std::string& jobId, client::Completion done) override
    {
        ++cancels;
        if (!m_cancelError && m_jobs.count(jobId))
            m_jobs[jobId].state = spec::State::Cancelling;
        const std::optional<client::ApiError> error = m_cancelError;
        hold([error, done] { done(error); });
    }
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>&, const std::string&, client::Callback<spec::Job> done) override
    {
        const spec::Job job = m_jobs[jobId];
        hold([job, done] { done(job); });
    }
    // Answered at once, not held: the session reads the locations at each connect, and the order in
    // which these tests release the answers they script should not count that read.
    void listLocations(client::Callback<nlohmann::json> done) override { done(nlohmann::json::object()); }
    void jobEvents(const std::string&, client::Callback<std::vector<spec::Transition>> done) override
    {
        hold([done] { done(std::vector<spec::Transition> {}); });
    }
    StreamId watchJobs(std::function<void(const spec::Transition&)> onTransition) override
    {
        m_stream = std::move(onTransition);
        return ++m_nextStream;
    }
    void readLogs(const std::string&, std::int64_t since, int, client::Callback<spec::LogWindow> done) override
    {
        hold([since, done] {
            spec::LogWindow window;
            window.nextSince = since;
            done(window);
        });
    }
    StreamId followLogs(const std::string&, std::int64_t, std::function<void(std::vector<spec::LogLine>)>, client::Completion) override
    {
        return ++m_nextStream;
    }
    void logAttributes(const std::string&, std::int64_t since, std::int64_t, client::Callback<spec::LogAttributes> done) override
    {
        hold([since, done] {
            spec::LogAttributes page;
            page.since = since;
            done(page);
        });
    }
    StreamId searchLogs(const std::string&, const spec::LogSearchQuery&, std::function<void(const spec::LogSearchProgress&)>,
        client::Callback<spec::LogSearchSummary> done) override
    {
        hold([done] { done(spec::LogSearchSummary {}); });
        return ++m_nextStream;
    }
    StreamId followResources(const std::string&, std::int64_t, std::function<void(const spec::ResourceWindow&)>, client::Completion) override
    {
        return ++m_nextStream;
    }
    void cancelStream(StreamId) override { }

private:
    void hold(std::function<void()> answer) { m_held.push_back(std::move(answer)); }

    std::map<std::string, spec::Job> m_jobs;
    std::deque<std::function<void()>> m_held;
    std::function<void(const spec::Transition&)> m_stream;
    std::optional<client::ApiError> m_cancelError;
    std::int64_t m_eventId = 0;
    StreamId m_nextStream = 0;
};

} // namespace trainyard::test
