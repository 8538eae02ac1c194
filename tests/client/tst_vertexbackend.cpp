// VertexBackend against a replay of Vertex AI (tests/fixtures/vertex/replay, README there: every
// answer constructed after the discovery document), served by a small HTTP server that records every
// request the backend sends: lists across two regions and both kinds with paging, get, a tuning job's
// trials, cancel, create, the errors Google answers, the polled watch and the logs from Cloud Logging.

#include "client/vertexbackend.h"
#include "client/vertexjobref.h"
#include "client/vertexjobview.h"

#include "replayserver.h"

#include "spec/vertex/jsoncodec.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace trainyard::client;
using trainyard::spec::Job;
using trainyard::testsupport::ReplayReply;
using trainyard::testsupport::ReplayRequest;
using trainyard::testsupport::ReplayServer;
using json = nlohmann::json;

namespace {

const std::string project = "trainyard-demo";
const std::string token = "ya29.vertex-test-token";
const std::string usJobs = "/v1/projects/trainyard-demo/locations/us-central1/customJobs";
const std::string usTuning = "/v1/projects/trainyard-demo/locations/us-central1/hyperparameterTuningJobs";
const std::string euJobs = "/v1/projects/trainyard-demo/locations/europe-west4/customJobs";
const std::string euTuning = "/v1/projects/trainyard-demo/locations/europe-west4/hyperparameterTuningJobs";

QByteArray fixture(const std::string& name)
{
    QFile file(QStringLiteral(TRAINYARD_FIXTURES "/vertex/replay/") + QString::fromStdString(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name.c_str());
    return file.readAll();
}

ReplayReply file(const std::string& name, int status = 200)
{
    return { status, fixture(name) };
}

std::string pathOnly(const std::string& path)
{
    return path.substr(0, path.find('?'));
}

// Google's answers to every list and get this test asks, by path.
ReplayReply vertex(const ReplayRequest& r)
{
    const std::string path = pathOnly(r.path);
    if (r.method == "GET" && path == usJobs)
        return file(r.path.find("pageToken=Cg8KDWN1c3RvbUpvYnMvMg") != std::string::npos ? "customjobs-us-central1-page2.json"
                                                                                          : "customjobs-us-central1-page1.json");
    if (r.method == "GET" && path == usTuning)
        return file("empty.json");
    if (r.method == "GET" && path == euJobs)
        return file("customjobs-europe-west4.json");
    if (r.method == "GET" && path == euTuning)
        return file("hyperparametertuningjobs-europe-west4.json");
    if (r.method == "GET" && path == usJobs + "/1234567890123456789")
        return file("customjob-running.json");
    if (r.method == "GET" && path == euTuning + "/7770001112223334446")
        return file("hyperparametertuningjob.json");
    return file("error-404-not-found.json", 404);
}

struct Fixture {
    ReplayServer server;
    StaticTokenProvider tokens { token };
    HttpTransport transport;
    std::unique_ptr<VertexBackend> backend;

    explicit Fixture(std::function<ReplayReply(const ReplayRequest&)> handler = vertex)
    {
        server.handler = std::move(handler);
        if (!server.listen())
            qFatal("cannot listen");
        VertexBackendOptions o;
        o.project = project;
        o.regions = { "us-central1", "europe-west4" };
        o.tokens = &tokens;
        o.endpointOverride = server.url();
        o.loggingBaseUrl = server.url();
        o.monitoringBaseUrl = server.url();
        o.watchInterval = std::chrono::milliseconds(50);
        o.logInterval = std::chrono::milliseconds(50);
        o.logSettle = std::chrono::milliseconds(0);
        o.minBackoff = std::chrono::milliseconds(50);
        backend = std::make_unique<VertexBackend>(QStringLiteral("demo"), transport, o);
    }

    template <typename T>
    ApiResult<T> wait(std::function<void(Callback<T>)> call)
    {
        std::optional<ApiResult<T>> result;
        call([&](ApiResult<T> r) { result = std::move(r); });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            qFatal("no answer");
        return std::move(*result);
    }
    ApiResult<Job> get(const std::string& jobId)
    {
        return wait<Job>([&](Callback<Job> done) { backend->getJob(jobId, std::move(done)); });
    }
    ApiResult<JobPage> list(const std::string& pageToken)
    {
        return wait<JobPage>([&](Callback<JobPage> done) { backend->listJobs({}, 50, pageToken, std::move(done)); });
    }
    std::optional<ApiError> cancel(const std::string& jobId)
    {
        std::optional<std::optional<ApiError>> result;
        backend->cancelJob(jobId, [&](std::optional<ApiError> e) { result = std::move(e); });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            qFatal("no answer");
        return *result;
    }
};

} // namespace

class TestVertexBackend : public QObject {
    Q_OBJECT

private slots:
    // Every region's custom jobs, then its tuning jobs, page by page, as v1 jobs with the resource kept.
    void listsTwoRegionsWithPaging()
    {
        Fixture f;
        std::vector<Job> jobs;
        std::string pageToken;
        int pages = 0;
        do {
            auto result = f.list(pageToken);
            QVERIFY2(std::holds_alternative<JobPage>(result), std::get_if<ApiError>(&result) ? std::get<ApiError>(result).message.c_str() : "");
            auto& page = std::get<JobPage>(result);
            std::move(page.jobs.begin(), page.jobs.end(), std::back_inserter(jobs));
            pageToken = page.nextPageToken;
            QVERIFY(++pages < 10);
        } while (!pageToken.empty());
        QCOMPARE(pages, 5); // us custom (2 pages), us tuning (empty), eu custom, eu tuning

        std::vector<std::string> ids;
        for (const auto& job : jobs)
            ids.push_back(job.jobId.value_or(""));
        const std::vector<std::string> expected { "us-central1/customJobs/1234567890123456789", "us-central1/customJobs/1234567890123456790",
            "us-central1/customJobs/1234567890123456791", "europe-west4/customJobs/5550001112223334445",
            "europe-west4/hyperparameterTuningJobs/7770001112223334446" };
        QCOMPARE(ids, expected);

        // States as v1 names them, the failure's message, the region, the pools as v1 roles.
        QCOMPARE(jobs[0].state->wire(), std::string_view("RUNNING"));
        QCOMPARE(jobs[1].state->wire(), std::string_view("PREPARING"));
        QCOMPARE(jobs[2].state->wire(), std::string_view("FAILED"));
        QCOMPARE(jobs[2].errorMessage.value_or(""), std::string("The replica workerpool0-0 exited with a non-zero status of 2."));
        QCOMPARE(jobs[3].state->wire(), std::string_view("SUCCEEDED"));
        QCOMPARE(jobs[0].trainingInput->region.value_or(""), std::string("us-central1"));
        QCOMPARE(jobs[3].trainingInput->region.value_or(""), std::string("europe-west4"));
        QCOMPARE(jobs[0].trainingInput->masterType.value_or(""), std::string("n1-standard-8"));
        QCOMPARE(jobs[0].trainingInput->workerCount.value_or(0), 2);
        QCOMPARE(jobs[0].trainingInput->parameterServerCount.value_or(0), 1);
        QVERIFY(jobs[4].trainingInput->hyperparameters.has_value());

        // The resource rides along exactly as listed.
        const json page1 = json::parse(fixture("customjobs-us-central1-page1.json").toStdString());
        QVERIFY(VertexJobView::resourceOf(jobs[0]) == page1["customJobs"][0]);
        const auto typed = VertexJobView::vertexJobOf(jobs[4]);
        QVERIFY(typed && std::holds_alternative<trainyard::spec::vertex::HyperparameterTuningJob>(*typed));
        QVERIFY(VertexJobView::resourceOf(Job {}).is_null());

        // Each list asked once per page, with the token and the page size; the continuation with Google's token.
        QCOMPARE(f.server.requestsTo(usJobs).size(), std::size_t(2));
        QCOMPARE(f.server.requestsTo(usJobs)[0].path, usJobs + "?pageSize=50");
        QCOMPARE(f.server.requestsTo(usJobs)[1].path, usJobs + "?pageSize=50&pageToken=Cg8KDWN1c3RvbUpvYnMvMg");
        QCOMPARE(f.server.requestsTo(euTuning).size(), std::size_t(1));
        for (const auto& r : f.server.requests)
            QCOMPARE(r.header("authorization"), "Bearer " + token);
    }

    void listRefusesForeignToken()
    {
        Fixture f;
        auto result = f.list("Cg8KDWN1c3RvbUpvYnMvMg");
        QVERIFY(std::holds_alternative<ApiError>(result));
        QCOMPARE(std::get<ApiError>(result).status, std::string("INVALID_ARGUMENT"));
        QVERIFY(f.server.requests.empty());
        result = f.list("4:"); // two regions: lists 0..3
        QVERIFY(std::holds_alternative<ApiError>(result));
    }

    void getsCustomJob()
    {
        Fixture f;
        auto result = f.get("us-central1/customJobs/1234567890123456789");
        QVERIFY(std::holds_alternative<Job>(result));
        const Job& job = std::get<Job>(result);
        QCOMPARE(job.jobId.value_or(""), std::string("us-central1/customJobs/1234567890123456789"));
        QCOMPARE(job.createTime->toString(), std::string("2026-11-20T09:30:15.123456Z"));
        QCOMPARE(job.labels->at("team"), std::string("ml"));
        QCOMPARE(f.server.requests.back().path, usJobs + "/1234567890123456789");
    }

    // The Trials tab reads trainingOutput.trials: ids, typed parameters as text, final and
    // intermediate measurements of the study's metric, trial states.
    void tuningJobTrials()
    {
        Fixture f;
        auto result = f.get("europe-west4/hyperparameterTuningJobs/7770001112223334446");
        QVERIFY(std::holds_alternative<Job>(result));
        const Job& job = std::get<Job>(result);
        QVERIFY(job.trainingOutput && job.trainingOutput->trials);
        const auto& trials = *job.trainingOutput->trials;
        QCOMPARE(trials.size(), std::size_t(2));
        QCOMPARE(trials[0].trialId.value_or(""), std::string("1"));
        QCOMPARE(trials[0].hyperparameters->at("optimizer"), std::string("adam"));
        QVERIFY(trials[0].hyperparameters->count("learning_rate"));
        QCOMPARE(trials[0].finalMetric->objectiveValue.value_or(0), 0.91);
        QCOMPARE(trials[0].finalMetric->trainingStep.value_or(0), std::int64_t(300));
        QCOMPARE(trials[0].state->wire(), std::string_view("SUCCEEDED"));
        QCOMPARE(trials[1].state->wire(), std::string_view("RUNNING"));
        QVERIFY(trials[1].allMetrics && trials[1].allMetrics->size() == 1);
        QCOMPARE(job.trainingInput->hyperparameters->goal->wire(), std::string_view("MAXIMIZE"));
        QCOMPARE(job.trainingInput->hyperparameters->hyperparameterMetricTag.value_or(""), std::string("accuracy"));
    }

    void cancels()
    {
        Fixture f([](const ReplayRequest& r) {
            if (r.method == "POST" && r.path == usJobs + "/1234567890123456789:cancel")
                return ReplayReply { 200, "{}" };
            if (r.method == "POST" && r.path == usJobs + "/1234567890123456791:cancel")
                return file("error-400-cancel-terminal.json", 400);
            return vertex(r);
        });
        QVERIFY(!f.cancel("us-central1/customJobs/1234567890123456789"));
        QVERIFY(f.server.requests.back().jsonBody() == json::object());
        const auto refused = f.cancel("us-central1/customJobs/1234567890123456791");
        QVERIFY(refused);
        QCOMPARE(refused->httpStatus, 400);
        QCOMPARE(refused->status, std::string("FAILED_PRECONDITION"));
        QVERIFY(refused->message.find("terminal state") != std::string::npos);
    }

    void creates()
    {
        Fixture f([](const ReplayRequest& r) {
            if (r.method == "POST" && r.path == usJobs) {
                json created = r.jsonBody();
                if (created["jobSpec"]["workerPoolSpecs"][0]["machineSpec"]["machineType"] == "n1-standard-5")
                    return file("error-400-invalid-argument.json", 400);
                created["name"] = "projects/trainyard-demo/locations/us-central1/customJobs/1234567890123456800";
                created["state"] = "JOB_STATE_QUEUED";
                created["createTime"] = "2026-11-27T01:00:00Z";
                return ReplayReply { 200, QByteArray::fromStdString(created.dump()) };
            }
            return vertex(r);
        });
        // A job read back from Google (output fields and all) makes a new job of the same spec.
        auto decoded = trainyard::spec::vertex::customJobFromJsonText(fixture("customjob-running.json").toStdString());
        QVERIFY(decoded);
        auto result = f.wait<Job>([&](Callback<Job> done) { f.backend->createVertexJob(*decoded.value, "us-central1", std::move(done)); });
        QVERIFY(std::holds_alternative<Job>(result));
        QCOMPARE(std::get<Job>(result).jobId.value_or(""), std::string("us-central1/customJobs/1234567890123456800"));
        QCOMPARE(std::get<Job>(result).state->wire(), std::string_view("QUEUED"));
        const json sent = f.server.requests.back().jsonBody();
        QVERIFY(!sent.contains("name") && !sent.contains("state") && !sent.contains("createTime"));
        QVERIFY(sent["displayName"] == "census-dnn-distributed");
        QCOMPARE(sent["jobSpec"]["workerPoolSpecs"].size(), std::size_t(3));

        // Refused: Google's field violation comes through.
        auto bad = *decoded.value;
        bad.jobSpec->workerPoolSpecs->at(0).machineSpec->machineType = "n1-standard-5";
        result = f.wait<Job>([&](Callback<Job> done) { f.backend->createVertexJob(bad, {}, std::move(done)); });
        QVERIFY(std::holds_alternative<ApiError>(result));
        const auto& error = std::get<ApiError>(result);
        QCOMPARE(error.status, std::string("INVALID_ARGUMENT"));
        QCOMPARE(error.violations.size(), std::size_t(1));
        QCOMPARE(error.violations[0].field, std::string("job_spec.worker_pool_specs[0].machine_spec.machine_type"));
        QCOMPARE(f.server.requests.back().path, usJobs); // no location: the first region

        // A v1 job is refused without a request.
        const auto before = f.server.requests.size();
        result = f.wait<Job>([&](Callback<Job> done) { f.backend->createJob(Job {}, std::move(done)); });
        QVERIFY(std::holds_alternative<ApiError>(result));
        QCOMPARE(f.server.requests.size(), before);
        QVERIFY(f.backend->speaksVertex());
    }

    void errors()
    {
        Fixture f;
        auto result = f.get("us-central1/customJobs/42");
        QVERIFY(std::holds_alternative<ApiError>(result));
        QCOMPARE(std::get<ApiError>(result).httpStatus, 404);
        QCOMPARE(std::get<ApiError>(result).status, std::string("NOT_FOUND"));
        QVERIFY(std::get<ApiError>(result).message.find("does not exist") != std::string::npos);

        const auto before = f.server.requests.size();
        result = f.get("census_dnn_20240611_093015"); // a v1 id: not asked for
        QVERIFY(std::holds_alternative<ApiError>(result));
        QCOMPARE(std::get<ApiError>(result).status, std::string("NOT_FOUND"));
        QCOMPARE(f.server.requests.size(), before);

        // A job list that is not one.
        Fixture broken([](const ReplayRequest&) { return ReplayReply { 200, R"({"customJobs": {"a": 1}})" }; });
        auto listed = broken.list({});
        QVERIFY(std::holds_alternative<ApiError>(listed));
        QCOMPARE(std::get<ApiError>(listed).status, std::string("INVALID_RESPONSE"));
    }

    // The API not enabled: the connection probe says why and the backend is Offline.
    void offlineWithGooglesMessage()
    {
        Fixture f([](const ReplayRequest&) { return file("error-403-api-disabled.json", 403); });
        f.backend->connectBackend();
        QTRY_COMPARE_WITH_TIMEOUT(f.backend->status().state, ConnectionState::Offline, 10'000);
        QVERIFY(f.backend->status().detail.contains(QStringLiteral("Vertex AI API has not been used")));
        QVERIFY(!f.backend->isDaemon()); // no /healthz behind the override: Google, not a trainyardd
        QVERIFY(!f.server.requestsTo(usJobs + "?pageSize=1").empty());
    }

    void connects()
    {
        Fixture f;
        f.backend->connectBackend();
        QTRY_COMPARE_WITH_TIMEOUT(f.backend->status().state, ConnectionState::Connected, 10'000);
    }

    // The polled watch: the first poll notes the states, a later change becomes a transition.
    void watchesByPolling()
    {
        bool cancelled = false;
        Fixture f([&cancelled](const ReplayRequest& r) {
            if (cancelled && r.method == "GET" && pathOnly(r.path) == usJobs && r.path.find("pageToken") == std::string::npos) {
                json page = json::parse(fixture("customjobs-us-central1-page1.json").toStdString());
                page["customJobs"][0]["state"] = "JOB_STATE_CANCELLING";
                return ReplayReply { 200, QByteArray::fromStdString(page.dump()) };
            }
            return vertex(r);
        });
        std::vector<trainyard::spec::Transition> seen;
        f.backend->watchJobs([&](const trainyard::spec::Transition& t) { seen.push_back(t); });
        QTRY_VERIFY_WITH_TIMEOUT(f.server.requestsTo(euTuning).size() >= 1, 10'000); // the first poll went through every list
        cancelled = true;
        QTRY_COMPARE_WITH_TIMEOUT(seen.size(), std::size_t(1), 10'000);
        QCOMPARE(seen[0].jobId, std::string("us-central1/customJobs/1234567890123456789"));
        QCOMPARE(seen[0].previousState, std::string("RUNNING"));
        QCOMPARE(seen[0].state, std::string("CANCELLING"));
        QVERIFY(seen[0].job && !VertexJobView::resourceOf(*seen[0].job).is_null());
    }

    // Logs from Cloud Logging, found by the numeric id under resource.type ml_job.
    void logsFromCloudLogging()
    {
        Fixture f([](const ReplayRequest& r) {
            if (r.method == "POST" && r.path == "/v2/entries:list") {
                json page = { { "entries",
                    { { { "insertId", "a1" }, { "timestamp", "2026-11-20T09:33:00Z" }, { "severity", "INFO" },
                        { "logName", "projects/trainyard-demo/logs/workerpool0-0" }, { "textPayload", "Epoch 1/3" },
                        { "resource", { { "type", "ml_job" }, { "labels", { { "job_id", "1234567890123456789" }, { "task_name", "workerpool0-0" } } } } } } } } };
                return ReplayReply { 200, QByteArray::fromStdString(page.dump()) };
            }
            return vertex(r);
        });
        auto result = f.wait<trainyard::spec::LogWindow>([&](Callback<trainyard::spec::LogWindow> done) {
            f.backend->readLogs("us-central1/customJobs/1234567890123456789", 0, 100, std::move(done));
        });
        QVERIFY2(std::holds_alternative<trainyard::spec::LogWindow>(result),
            std::get_if<ApiError>(&result) ? std::get<ApiError>(result).message.c_str() : "");
        const auto& window = std::get<trainyard::spec::LogWindow>(result);
        QCOMPARE(window.lines.size(), std::size_t(1));
        QCOMPARE(window.lines[0].replica, std::string("workerpool0-0"));
        QCOMPARE(window.lines[0].text, std::string("Epoch 1/3"));
        const auto logged = f.server.requestsTo("/v2/entries:list");
        QVERIFY(!logged.empty());
        const std::string filter = logged[0].jsonBody().value("filter", "");
        QVERIFY2(filter.find("resource.labels.job_id=\"1234567890123456789\"") != std::string::npos, filter.c_str());
        QVERIFY(filter.find("ml_job") != std::string::npos);
        // The job's times came from Vertex, not from ml.googleapis.com.
        QVERIFY(!f.server.requestsTo(usJobs + "/1234567890123456789").empty());
    }
};

QTEST_GUILESS_MAIN(TestVertexBackend)
#include "tst_vertexbackend.moc"
