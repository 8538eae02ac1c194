#pragma once

// A backend held in memory, for console tests that need exact documents and logs rather than a
// daemon running trainers: jobs as given (replaced at will, as a daemon's would change), and per job
// log lines with replica, stream, severity and tuning trial, served as windows, follows, per-line
// attributes and searches the way the daemon serves them. Every callback arrives later from the event
// loop, as a real backend's does.

#include "client/backend.h"

#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace trainyard::test {

class FakeBackend : public client::Backend {
public:
    explicit FakeBackend(QString name = QStringLiteral("Fake"))
        : client::Backend(std::move(name))
    {
    }

    // A job's document: added, or replaced by a newer one.
    void putJob(const spec::Job& job) { m_jobs[job.jobId.value_or("")] = job; }
    // Appends a line to a job's log (numbered from 1); `node`: the machine its replica ran on (a Slurm job's).
    void addLine(const std::string& jobId, const std::string& trial, const std::string& replica, spec::LogSeverity severity,
        const std::string& text, const std::string& stream = "stdout", const std::string& node = {})
    {
        auto& lines = m_logs[jobId];
        spec::LogLine line;
        line.seq = static_cast<std::int64_t>(lines.size()) + 1;
        line.time = spec::Timestamp { 1'714'564'800 + line.seq, 0 };
        line.replica = replica;
        line.stream = stream;
        line.severity = severity;
        line.text = text;
        line.trial = trial;
        line.node = node;
        lines.push_back(line);
    }
    // Resources: the job's ResourceInfo, then samples appended (numbered from 1). While a job's
    // resources are not finished, followers stay open and get each new sample as it is added.
    void putResourceInfo(const std::string& jobId, const spec::ResourceInfo& info) { m_resources[jobId].info = info; }
    void addSample(const std::string& jobId, spec::ResourceSample sample)
    {
        auto& record = m_resources[jobId];
        sample.seq = static_cast<std::int64_t>(record.samples.size()) + 1;
        record.samples.push_back(std::move(sample));
        later([this] { pumpResources(); });
    }
    void finishResources(const std::string& jobId)
    {
        m_resources[jobId].finished = true;
        later([this] { pumpResources(); });
    }
    // A job's state history, as jobEvents() returns it (none unless put).
    void putEvents(const std::string& jobId, std::vector<spec::Transition> events) { m_events[jobId] = std::move(events); }
    int resourceFollowers() const { return static_cast<int>(m_resourceFollowers.size()); }
    int getJobCalls() const { return m_getJobCalls; }
    int attributeCalls() const { return m_attributeCalls; }

    QString location() const override { return QStringLiteral("memory:"); }
    void connectBackend() override
    {
        later([this] { setStatus(client::ConnectionState::Connected); });
    }

    void createJob(const spec::Job& job, client::Callback<spec::Job> done) override
    {
        putJob(job);
        later([job, done] { done(job); });
    }
    void getJob(const std::string& jobId, client::Callback<spec::Job> done) override
    {
        ++m_getJobCalls;
        later([this, jobId, done] {
            const auto it = m_jobs.find(jobId);
            if (it == m_jobs.end())
                done(notFound(jobId));
            else
                done(it->second);
        });
    }
    void listJobs(const std::string&, int, const std::string&, client::Callback<client::JobPage> done) override
    {
        later([this, done] {
            client::JobPage page;
            for (const auto& [id, job] : m_jobs)
                page.jobs.push_back(job);
            done(page);
        });
    }
    void cancelJob(const std::string& jobId, client::Completion done) override
    {
        later([this, jobId, done] {
            if (const auto it = m_jobs.find(jobId); it != m_jobs.end())
                it->second.state = spec::State::Cancelled;
            done(std::nullopt);
        });
    }
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>&, const std::string&, client::Callback<spec::Job> done) override
    {
        later([this, jobId, done] { done(m_jobs[jobId]); });
    }
    void listLocations(client::Callback<nlohmann::json> done) override
    {
        later([done] { done(nlohmann::json::object()); });
    }
    void jobEvents(const std::string& jobId, client::Callback<std::vector<spec::Transition>> done) override
    {
        const auto it = m_events.find(jobId);
        auto events = it == m_events.end() ? std::vector<spec::Transition> {} : it->second;
        later([done, events] { done(events); });
    }
    StreamId watchJobs(std::function<void(const spec::Transition&)>) override { return ++m_nextStream; }

    void readLogs(const std::string& jobId, std::int64_t since, int pageSize, client::Callback<spec::LogWindow> done) override
    {
        later([this, jobId, since, pageSize, done] { done(window(jobId, since, pageSize)); });
    }
    StreamId followLogs(const std::string& jobId, std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        client::Completion onEnd) override
    {
        const StreamId id = ++m_nextStream;
        later([this, id, jobId, since, onLines, onEnd] {
            if (m_cancelled.count(id))
                return;
            const auto& lines = m_logs[jobId];
            if (static_cast<std::int64_t>(lines.size()) > since)
                onLines(std::vector<spec::LogLine>(lines.begin() + since, lines.end()));
            onEnd(std::nullopt); // the job has finished: every line is in
        });
        return id;
    }
    void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, client::Callback<spec::LogAttributes> done) override
    {
        ++m_attributeCalls;
        later([this, jobId, since, count, done] {
            const auto& lines = m_logs[jobId];
            spec::LogAttributes page;
            page.since = since;
            page.total = static_cast<std::int64_t>(lines.size());
            std::vector<std::tuple<std::string, std::string, std::string>> sources;
            for (const auto& line : lines) {
                const auto key = std::make_tuple(line.replica, line.stream, line.trial);
                auto it = std::find(sources.begin(), sources.end(), key);
                if (it == sources.end()) {
                    sources.push_back(key);
                    it = sources.end() - 1;
                }
                if (line.seq > since && line.seq <= since + count)
                    page.attributes.push_back(static_cast<spec::LogAttribute>(((it - sources.begin()) << 4) | static_cast<int>(line.severity)));
            }
            for (const auto& [replica, stream, trial] : sources) {
                std::string node; // as the daemon: a source's node is its replica's latest
                for (const auto& line : lines) {
                    if (line.replica == replica && line.stream == stream && line.trial == trial && !line.node.empty())
                        node = line.node;
                }
                page.sources.push_back({ replica, stream, trial, node });
            }
            done(page);
        });
    }
    StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query, std::function<void(const spec::LogSearchProgress&)> onProgress,
        client::Callback<spec::LogSearchSummary> done) override
    {
        const StreamId id = ++m_nextStream;
        later([this, id, jobId, query, onProgress, done] {
            if (m_cancelled.count(id))
                return;
            spec::LogSearchProgress progress;
            for (const auto& line : m_logs[jobId]) {
                if (line.seq > query.since && line.text.find(query.pattern) != std::string::npos)
                    progress.matches.push_back(line.seq);
            }
            progress.scanned = progress.total = static_cast<std::int64_t>(m_logs[jobId].size()) - query.since;
            onProgress(progress);
            done(spec::LogSearchSummary { progress.scanned, static_cast<std::int64_t>(progress.matches.size()), false });
        });
        return id;
    }
    StreamId followResources(const std::string& jobId, std::int64_t since, std::function<void(const spec::ResourceWindow&)> onSamples,
        client::Completion onEnd) override
    {
        const StreamId id = ++m_nextStream;
        m_resourceFollowers[id] = { jobId, since, std::move(onSamples), std::move(onEnd), false };
        later([this] { pumpResources(); });
        return id;
    }
    void cancelStream(StreamId id) override
    {
        m_cancelled.insert(id);
        m_resourceFollowers.erase(id);
    }

private:
    template <typename F>
    void later(F f)
    {
        QPointer<FakeBackend> self(this);
        QTimer::singleShot(0, this, [self, f] {
            if (self)
                f();
        });
    }
    static client::ApiError notFound(const std::string& jobId)
    {
        client::ApiError error;
        error.httpStatus = 404;
        error.status = "NOT_FOUND";
        error.message = "no job " + jobId;
        return error;
    }
    spec::LogWindow window(const std::string& jobId, std::int64_t since, int pageSize)
    {
        const auto& lines = m_logs[jobId];
        spec::LogWindow out;
        out.total = static_cast<std::int64_t>(lines.size());
        for (auto i = since; i < out.total && static_cast<int>(out.lines.size()) < (pageSize > 0 ? pageSize : 1000); ++i)
            out.lines.push_back(lines[static_cast<std::size_t>(i)]);
        out.nextSince = since + static_cast<std::int64_t>(out.lines.size());
        out.complete = out.nextSince >= out.total;
        return out;
    }

    struct ResourceRecord {
        spec::ResourceInfo info;
        std::vector<spec::ResourceSample> samples;
        bool finished = false;
    };
    struct ResourceFollower {
        std::string jobId;
        std::int64_t cursor = 0;
        std::function<void(const spec::ResourceWindow&)> onSamples;
        client::Completion onEnd;
        bool delivered = false; // the first window (the info, maybe no samples) was given
    };
    void pumpResources()
    {
        std::vector<StreamId> ended;
        for (auto& [id, follower] : m_resourceFollowers) {
            const auto& record = m_resources[follower.jobId];
            spec::ResourceWindow window;
            window.info = record.info;
            for (const auto& sample : record.samples) {
                if (sample.seq > follower.cursor)
                    window.samples.push_back(sample);
            }
            window.nextSince = static_cast<std::int64_t>(record.samples.size());
            window.complete = record.finished;
            if (!window.samples.empty() || !follower.delivered) {
                follower.cursor = window.nextSince;
                follower.delivered = true;
                follower.onSamples(window);
            }
            if (record.finished)
                ended.push_back(id);
        }
        for (const StreamId id : ended) {
            const auto node = m_resourceFollowers.extract(id);
            if (!node.empty())
                node.mapped().onEnd(std::nullopt);
        }
    }

    std::map<std::string, spec::Job> m_jobs;
    std::map<std::string, ResourceRecord> m_resources;
    std::map<std::string, std::vector<spec::Transition>> m_events;
    std::map<StreamId, ResourceFollower> m_resourceFollowers;
    std::map<std::string, std::vector<spec::LogLine>> m_logs;
    std::set<StreamId> m_cancelled;
    StreamId m_nextStream = 0;
    int m_getJobCalls = 0;
    int m_attributeCalls = 0;
};

} // namespace trainyard::test
