// VertexBackend against the real trainyardd's Vertex paths (over its Unix socket, project "local"):
// it knows the server for a daemon, submits a custom job and a tuning job of real trainers under
// /usr/bin/python3, watches them to SUCCEEDED, reads their logs and events through the daemon's
// extension paths, lists both kinds, shows the trials, and cancels a running job.

#include "client/vertexbackend.h"
#include "client/vertexjobref.h"
#include "client/vertexjobview.h"

#include "daemonprocess.h"

#include "spec/vertex/jsoncodec.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace trainyard::client;
using trainyard::spec::Job;
using trainyard::spec::Transition;
using json = nlohmann::json;
namespace vertex = trainyard::spec::vertex;

namespace {

const std::string trainers = TRAINYARD_FIXTURES "/trainers/tunable";

json pool(const std::vector<std::string>& args)
{
    return { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
                { "packageUris", { trainers, trainyard::test::examplesDir().toStdString() + "/digits" } }, { "pythonModule", "tunable.task" },
                { "args", args } } } };
}

vertex::CustomJob customJob(const std::string& displayName, const std::vector<std::string>& args)
{
    const json body = { { "displayName", displayName }, { "jobSpec", { { "workerPoolSpecs", json::array({ pool(args) }) } } } };
    auto decoded = vertex::customJobFromJsonText(body.dump());
    if (!decoded)
        qFatal("bad custom job: %s", decoded.error.toString().c_str());
    return *decoded.value;
}

vertex::HyperparameterTuningJob tuningJob()
{
    const json body = { { "displayName", "tuned" }, { "maxTrialCount", 2 }, { "parallelTrialCount", 1 },
        { "studySpec",
            { { "metrics", { { { "metricId", "score" }, { "goal", "MAXIMIZE" } } } },
                { "parameters",
                    { { { "parameterId", "x" }, { "doubleValueSpec", { { "minValue", 0 }, { "maxValue", 1 } } } },
                        { { "parameterId", "kind" }, { "categoricalValueSpec", { { "values", { "a", "b" } } } } } } },
                { "algorithm", "RANDOM_SEARCH" } } },
        { "trialJobSpec", { { "workerPoolSpecs", json::array({ pool({ "--steps", "2", "--step-seconds", "0.05" }) }) } } } };
    auto decoded = vertex::hyperparameterTuningJobFromJsonText(body.dump());
    if (!decoded)
        qFatal("bad tuning job: %s", decoded.error.toString().c_str());
    return *decoded.value;
}

template <typename T>
ApiResult<T> wait(const std::function<void(Callback<T>)>& call, int timeoutMs = 20'000)
{
    std::optional<ApiResult<T>> result;
    call([&](ApiResult<T> r) { result = std::move(r); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, timeoutMs))
        qFatal("no answer");
    return std::move(*result);
}

std::string describe(const ApiError& error)
{
    return error.status + ": " + error.message;
}

} // namespace

class TestVertexDaemon : public QObject {
    Q_OBJECT

    trainyard::test::DaemonProcess m_daemon;
    HttpTransport m_transport;
    std::unique_ptr<VertexBackend> m_backend;

    Job submit(const vertex::VertexJob& job)
    {
        auto created = wait<Job>([&](Callback<Job> done) { m_backend->createVertexJob(job, "local", std::move(done)); });
        if (auto* error = std::get_if<ApiError>(&created))
            qFatal("create refused: %s", describe(*error).c_str());
        return std::get<Job>(created);
    }
    Job get(const std::string& jobId)
    {
        auto result = wait<Job>([&](Callback<Job> done) { m_backend->getJob(jobId, std::move(done)); });
        if (auto* error = std::get_if<ApiError>(&result))
            qFatal("get refused: %s", describe(*error).c_str());
        return std::get<Job>(result);
    }
    // Polls the job until its state is `state` (or it ends otherwise).
    Job waitFor(const std::string& jobId, const std::string& state)
    {
        Job job;
        const bool reached = QTest::qWaitFor(
            [&] {
                job = get(jobId);
                const std::string now(job.state ? job.state->wire() : std::string_view());
                return now == state || now == "SUCCEEDED" || now == "FAILED" || now == "CANCELLED";
            },
            120'000);
        if (!reached) // the caller's comparison of the state says what it was
            qWarning("%s did not reach %s", jobId.c_str(), state.c_str());
        return job;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        VertexBackendOptions o;
        o.project = "local";
        o.regions = { "local" };
        o.endpointOverride = "http://localhost";
        o.unixSocket = m_daemon.socketPath().toStdString();
        o.watchInterval = std::chrono::milliseconds(100);
        m_backend = std::make_unique<VertexBackend>(QStringLiteral("daemon"), m_transport, o);
        m_backend->connectBackend();
        QTRY_COMPARE_WITH_TIMEOUT(m_backend->status().state, ConnectionState::Connected, 20'000);
    }
    void cleanupTestCase()
    {
        m_backend.reset();
        m_daemon.stop();
    }

    void knowsItIsADaemon()
    {
        QVERIFY(m_backend->isDaemon());
        auto caps = wait<Capabilities>([&](Callback<Capabilities> done) { m_backend->capabilities(std::move(done)); });
        QVERIFY(std::holds_alternative<Capabilities>(caps));
        const auto& regions = std::get<Capabilities>(caps).regions;
        QVERIFY(std::find(regions.begin(), regions.end(), "local") != regions.end());
    }

    void customJobRunsToSuccess()
    {
        std::vector<Transition> seen;
        const auto watch = m_backend->watchJobs([&](const Transition& t) { seen.push_back(t); });
        // Whether the watch's first poll (which only takes note) sees the job or not, its end comes later.
        const Job created = submit(customJob("runs", { "--steps", "3", "--step-seconds", "0.05" }));
        const std::string id = created.jobId.value_or("");
        const auto ref = VertexJobRef::fromJobId(id);
        QVERIFY2(ref && ref->location == "local" && ref->kind == VertexJobRef::Kind::CustomJob, id.c_str());
        QVERIFY(!VertexJobView::resourceOf(created).is_null());

        const Job done = waitFor(id, "SUCCEEDED");
        QCOMPARE(std::string(done.state->wire()), std::string("SUCCEEDED"));
        QCOMPARE(done.trainingInput->region.value_or(""), std::string("local"));
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(seen.begin(), seen.end(), [&](const Transition& t) { return t.jobId == id && t.state == "SUCCEEDED"; }),
            20'000);
        m_backend->cancelStream(watch);

        // Logs through the daemon's …/customJobs/{id}/logs: the trainer's first line.
        auto logs = wait<trainyard::spec::LogWindow>([&](Callback<trainyard::spec::LogWindow> cb) { m_backend->readLogs(id, 0, 1000, std::move(cb)); });
        QVERIFY2(std::holds_alternative<trainyard::spec::LogWindow>(logs), std::get_if<ApiError>(&logs) ? describe(std::get<ApiError>(logs)).c_str() : "");
        const auto& lines = std::get<trainyard::spec::LogWindow>(logs).lines;
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const auto& l) { return l.text.starts_with("ARGS "); }));

        // A follow of an ended job delivers every line, then ends.
        std::size_t followed = 0;
        bool ended = false;
        m_backend->followLogs(id, 0, [&](std::vector<trainyard::spec::LogLine> batch) { followed += batch.size(); },
            [&](std::optional<ApiError> error) { ended = !error; });
        QTRY_VERIFY_WITH_TIMEOUT(ended, 20'000);
        QCOMPARE(followed, lines.size());

        // A search through …/logs:search, and the resource stream of an ended job, which ends.
        std::int64_t matched = 0;
        auto summary = wait<trainyard::spec::LogSearchSummary>([&](Callback<trainyard::spec::LogSearchSummary> cb) {
            m_backend->searchLogs(id, { "ARGS ", false, true, 0, 1000 },
                [&](const trainyard::spec::LogSearchProgress& p) { matched += static_cast<std::int64_t>(p.matches.size()); }, std::move(cb));
        });
        QVERIFY2(std::holds_alternative<trainyard::spec::LogSearchSummary>(summary),
            std::get_if<ApiError>(&summary) ? describe(std::get<ApiError>(summary)).c_str() : "");
        QCOMPARE(std::get<trainyard::spec::LogSearchSummary>(summary).matches, std::int64_t(1));
        QCOMPARE(matched, std::int64_t(1));
        std::optional<std::optional<ApiError>> resourcesEnded;
        m_backend->followResources(id, 0, [](const trainyard::spec::ResourceWindow&) {}, [&](std::optional<ApiError> e) { resourcesEnded = std::move(e); });
        QTRY_VERIFY_WITH_TIMEOUT(resourcesEnded.has_value(), 20'000);
        QVERIFY2(!*resourcesEnded, (*resourcesEnded) ? describe(**resourcesEnded).c_str() : "");

        // Events through …/events, under the console's id.
        auto events = wait<std::vector<Transition>>([&](Callback<std::vector<Transition>> cb) { m_backend->jobEvents(id, std::move(cb)); });
        QVERIFY2(std::holds_alternative<std::vector<Transition>>(events), std::get_if<ApiError>(&events) ? describe(std::get<ApiError>(events)).c_str() : "");
        const auto& transitions = std::get<std::vector<Transition>>(events);
        QVERIFY(!transitions.empty());
        QCOMPARE(transitions.back().state, std::string("SUCCEEDED"));
        for (const auto& t : transitions)
            QCOMPARE(t.jobId, id);
    }

    void tuningJobShowsTrials()
    {
        const Job created = submit(tuningJob());
        const std::string id = created.jobId.value_or("");
        QVERIFY2(id.starts_with("local/hyperparameterTuningJobs/"), id.c_str());
        const Job done = waitFor(id, "SUCCEEDED");
        QCOMPARE(std::string(done.state->wire()), std::string("SUCCEEDED"));
        QVERIFY(done.trainingOutput && done.trainingOutput->trials);
        const auto& trials = *done.trainingOutput->trials;
        QCOMPARE(trials.size(), std::size_t(2));
        for (const auto& trial : trials) {
            QVERIFY(trial.hyperparameters && trial.hyperparameters->count("x") && trial.hyperparameters->count("kind"));
            QVERIFY(trial.finalMetric && trial.finalMetric->objectiveValue);
        }
        const auto typed = VertexJobView::vertexJobOf(done);
        QVERIFY(typed && std::holds_alternative<vertex::HyperparameterTuningJob>(*typed));

        // Both kinds listed, under the console's ids.
        std::vector<std::string> ids;
        std::string token;
        do {
            auto page = wait<JobPage>([&](Callback<JobPage> cb) { m_backend->listJobs({}, 10, token, std::move(cb)); });
            QVERIFY(std::holds_alternative<JobPage>(page));
            for (const auto& job : std::get<JobPage>(page).jobs)
                ids.push_back(job.jobId.value_or(""));
            token = std::get<JobPage>(page).nextPageToken;
        } while (!token.empty());
        QVERIFY(std::find(ids.begin(), ids.end(), id) != ids.end());
        QVERIFY(std::any_of(ids.begin(), ids.end(), [](const std::string& i) { return i.starts_with("local/customJobs/"); }));
    }

    void cancelsARunningJob()
    {
        const Job created = submit(customJob("cancelled", { "--steps", "100000", "--step-seconds", "0.1" }));
        const std::string id = created.jobId.value_or("");
        QCOMPARE(std::string(waitFor(id, "RUNNING").state->wire()), std::string("RUNNING"));
        std::optional<std::optional<ApiError>> cancelled;
        m_backend->cancelJob(id, [&](std::optional<ApiError> e) { cancelled = std::move(e); });
        QTRY_VERIFY_WITH_TIMEOUT(cancelled.has_value(), 20'000);
        QVERIFY2(!*cancelled, (*cancelled) ? describe(**cancelled).c_str() : "");
        QCOMPARE(std::string(waitFor(id, "CANCELLED").state->wire()), std::string("CANCELLED"));

        // An unknown job: the daemon's NOT_FOUND.
        auto missing = wait<Job>([&](Callback<Job> done) { m_backend->getJob("local/customJobs/1", std::move(done)); });
        QVERIFY(std::holds_alternative<ApiError>(missing));
        QCOMPARE(std::get<ApiError>(missing).status, std::string("NOT_FOUND"));
    }
};

QTEST_GUILESS_MAIN(TestVertexDaemon)
#include "tst_vertexdaemon.moc"
