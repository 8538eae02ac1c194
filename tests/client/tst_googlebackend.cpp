// GoogleBackend, CloudLoggingReader and MemoryLogStore against recorded shapes of Google's answers
// (tests/fixtures/google, README there), served by tests/support's ReplayServer, which also records
// every request the backend sends so the test can check it.

#include "client/cloudloggingreader.h"
#include "client/cloudmonitoringreader.h"
#include "client/commandtokenprovider.h"
#include "client/googlebackend.h"
#include "client/memorylogstore.h"

#include "spec/jsoncodec.h"

#include "replayserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace trainyard::client;
using trainyard::spec::Job;
using trainyard::spec::LogLine;
using trainyard::spec::LogSeverity;
using trainyard::spec::Transition;
using json = nlohmann::json;

namespace {

const std::string project = "trainyard-demo";
const std::string census = "census_dnn_20240611_093015";
const std::string goodToken = "ya29.a0AfB_byC-test-token";
const std::string jobFilter = "(resource.type=\"ml_job\" OR resource.type=\"cloudml_job\") AND resource.labels.job_id=\"" + census + "\"";

QByteArray fixture(const char* name)
{
    QFile file(QStringLiteral(TRAINYARD_FIXTURES "/google/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

json fixtureJson(const char* name)
{
    return json::parse(fixture(name).toStdString());
}

// The replay server is tests/support's; these names keep the tests short.

using Request = trainyard::testsupport::ReplayRequest;
using Reply = trainyard::testsupport::ReplayReply;
using trainyard::testsupport::ReplayServer;

Reply ok(const json& body)
{
    return { 200, QByteArray::fromStdString(body.dump(2)) };
}

Reply file(int status, const char* name)
{
    return { status, fixture(name) };
}

// The lines the census fixtures hold, in the order the backend must accept them (the duplicates at
// the boundary timestamps dropped, multi-line payloads split).
struct Expected {
    const char* replica;
    LogSeverity severity;
    std::string text;
};

std::vector<Expected> censusLines()
{
    const auto I = LogSeverity::Info;
    return {
        { "service", I, "Validating job requirements..." },
        { "service", I, "Job creation request has been successfully validated." },
        { "service", I, "Waiting for job to be provisioned." },
        { "service", I, "Waiting for training program to start." },
        { "master-replica-0", I,
            R"(Running task with arguments: --cluster={"chief": ["127.0.0.1:2222"], "worker": ["cmle-training-workers-9e1b7c1d44-0:2222"]} --task={"type": "chief", "index": 0} --job={)" },
        { "master-replica-0", I, R"(  "scale_tier": "CUSTOM",)" },
        { "master-replica-0", I, R"(  "master_type": "n1-standard-8",)" },
        { "master-replica-0", I, R"(  "python_module": "trainer.task")" },
        { "master-replica-0", I, "}" },
        { "master-replica-0", I, "Running module trainer.task." },
        { "worker-replica-0", I, R"(Running task with arguments: --task={"type": "worker", "index": 0})" },
        { "master-replica-0", LogSeverity::Error,
            "2024-06-11 09:33:02.770552: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI "
            "Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA" },
        { "master-replica-0", I, "Epoch 1/3" },
        { "worker-replica-0", I, "Epoch 1/3" },
        { "worker-replica-0", I, "Loaded 32561 training rows from gs://trainyard-demo-data/census/adult.data.csv" },
        { "master-replica-0", I,
            "1018/1018 [==============================] - 92s 88ms/step - loss: 0.4312 - accuracy: 0.8011 - val_loss: 0.3598 - val_accuracy: 0.8352" },
        { "master-replica-0", LogSeverity::Error,
            "/root/.local/lib/python3.7/site-packages/keras/engine/functional.py:638: UserWarning: Input dict contained keys ['fnlwgt'] which "
            "did not match any model input. They will be ignored by the model." },
        { "master-replica-0", LogSeverity::Error, "  inputs = self._flatten_to_reference_inputs(inputs)" },
        { "master-replica-0", LogSeverity::Warning,
            "Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.0123s vs `on_train_batch_end` time: "
            "0.0310s). Check your callbacks." },
        { "master-replica-0", LogSeverity::Default, R"({"accuracy":0.8363,"epoch":2,"loss":0.3544})" },
        { "worker-replica-0", I, "Epoch 2/3" },
        { "master-replica-0", I, "Epoch 3/3" },
        { "master-replica-0", I, "Module completed; cleaning up." }, // NOTICE
        { "master-replica-0", I, "Clean up finished." },
        { "worker-replica-0", I, "Task completed successfully." },
        { "service", I, "Job completed successfully." },
    };
}

// The census job's log as Cloud Logging shows it over time: poll 1 (two pages), poll 2 (an empty
// page, then one that repeats the boundary entry), poll 3 (the boundary again, the end), then nothing.
struct CensusLogServer {
    int polls = 0; // entries:list requests without a pageToken
    int logRequests = 0;
    int jobsGets = 0;
    int finishedAfterPoll = 3; // jobs.get answers SUCCEEDED once this many polls were answered

    Reply answer(const Request& r)
    {
        if (r.path == "/v2/entries:list") {
            ++logRequests;
            const json body = r.jsonBody();
            if (body.contains("pageToken")) {
                const std::string token = body["pageToken"];
                if (token == fixtureJson("entries-1a.json")["nextPageToken"])
                    return file(200, "entries-1b.json");
                if (token == fixtureJson("entries-2a.json")["nextPageToken"])
                    return file(200, "entries-2b.json");
                return { 400, R"({"error": {"code": 400, "message": "Invalid page token.", "status": "INVALID_ARGUMENT"}})" };
            }
            ++polls;
            switch (polls) {
            case 1: return file(200, "entries-1a.json");
            case 2: return file(200, "entries-2a.json");
            case 3: return file(200, "entries-3.json");
            default: return file(200, "entries-empty.json");
            }
        }
        if (r.method == "GET" && r.path == "/v1/projects/" + project + "/jobs/" + census) {
            ++jobsGets;
            return ok(fixtureJson(polls >= finishedAfterPoll ? "jobs-list-3.json" : "jobs-list-2.json")["jobs"][0]);
        }
        return file(404, "error-404-not-found.json");
    }
};

} // namespace

class TestGoogleBackend : public QObject {
    Q_OBJECT

private slots:
    void readerBuildsTheGcloudQuery();
    void readerDecodesRecordedPages();
    void readerMapsEveryEntryShape();
    void v1MethodsAgainstRecordedAnswers();
    void serverErrorsReachTheCaller();
    void jobEventsFromOneGet();
    void watchEmitsTransitionsAcrossPolls();
    void followDeliversEveryLineOnceThenEnds();
    void readPullsEveryPageThenServesTheStore();
    void attributesAndSearchOverTheStore();
    void storeSearchEqualsGrep();
    void searchProgressCancelAndErrors();
    void unauthorizedRefreshesTheTokenAndRetries();
    void permissionDeniedIsOfflineWithTheServersMessage();
    void vanishedServerReconnects();
    void nothingCalledBackAfterCancelOrDestruction();
    void monitoringReaderCombinesTheTrainingSeries();
    void monitoringReaderHandsOutSettledMinutesOnce();
    void followResourcesReadsCloudMonitoring();

private:
    template <typename T>
    T wait(const std::function<void(std::function<void(T)>)>& start, int timeoutMs = 30'000);
    std::unique_ptr<GoogleBackend> backend(const ReplayServer& server, TokenProvider* tokens);
    static Reply authorized(const Request& r, const std::function<Reply(const Request&)>& next);
    // Line numbers grep prints for the lines of `texts`, as seqs (1-based).
    static std::vector<std::int64_t> grep(const std::vector<std::string>& texts, const trainyard::spec::LogSearchQuery& query);
    std::vector<std::int64_t> search(MemoryLogStore& store, const trainyard::spec::LogSearchQuery& query);

    HttpTransport m_transport;
    StaticTokenProvider m_token { goodToken };
};

template <typename T>
T TestGoogleBackend::wait(const std::function<void(std::function<void(T)>)>& start, int timeoutMs)
{
    std::optional<T> result;
    start([&](T value) { result = std::move(value); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, timeoutMs))
        qFatal("no answer in time");
    return std::move(*result);
}

std::unique_ptr<GoogleBackend> TestGoogleBackend::backend(const ReplayServer& server, TokenProvider* tokens)
{
    GoogleBackendOptions options;
    options.project = project;
    options.tokens = tokens;
    options.mlBaseUrl = server.url();
    options.loggingBaseUrl = server.url();
    options.monitoringBaseUrl = server.url();
    options.watchInterval = std::chrono::milliseconds(150);
    options.logInterval = std::chrono::milliseconds(100);
    options.logSettle = std::chrono::milliseconds(0);
    options.minBackoff = std::chrono::milliseconds(100);
    options.maxBackoff = std::chrono::milliseconds(800);
    return std::make_unique<GoogleBackend>(m_transport, options);
}

Reply TestGoogleBackend::authorized(const Request& r, const std::function<Reply(const Request&)>& next)
{
    if (r.header("authorization") != "Bearer " + goodToken)
        return file(401, "error-401-unauthenticated.json");
    return next(r);
}

std::vector<std::int64_t> TestGoogleBackend::grep(const std::vector<std::string>& texts, const trainyard::spec::LogSearchQuery& query)
{
    QTemporaryDir dir;
    QFile out(dir.filePath(QStringLiteral("lines")));
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write the grep input");
    for (const auto& t : texts)
        out.write(QByteArray::fromStdString(t + "\n"));
    out.close();
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    QStringList args { QStringLiteral("-n"), QStringLiteral("-a"), query.regex ? QStringLiteral("-P") : QStringLiteral("-F") };
    if (!query.caseSensitive)
        args << QStringLiteral("-i");
    args << QStringLiteral("-e") << QString::fromStdString(query.pattern) << out.fileName();
    process.start(QStringLiteral("grep"), args);
    if (!process.waitForFinished(30'000) || process.exitCode() > 1)
        qFatal("grep failed: %s", process.readAllStandardError().constData());
    std::vector<std::int64_t> seqs;
    for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            seqs.push_back(line.left(line.indexOf(':')).toLongLong());
    }
    return seqs;
}

std::vector<std::int64_t> TestGoogleBackend::search(MemoryLogStore& store, const trainyard::spec::LogSearchQuery& query)
{
    std::vector<std::int64_t> matches;
    std::optional<ApiResult<trainyard::spec::LogSearchSummary>> end;
    store.search(
        query, [&](const trainyard::spec::LogSearchProgress& p) { matches.insert(matches.end(), p.matches.begin(), p.matches.end()); },
        [&](ApiResult<trainyard::spec::LogSearchSummary> r) { end = std::move(r); });
    if (!QTest::qWaitFor([&] { return end.has_value(); }, 30'000))
        qFatal("the search did not end");
    if (!std::holds_alternative<trainyard::spec::LogSearchSummary>(*end))
        qFatal("the search failed: %s", std::get<ApiError>(*end).message.c_str());
    if (std::get<trainyard::spec::LogSearchSummary>(*end).matches != static_cast<std::int64_t>(matches.size()))
        qFatal("the summary counts other matches than were reported");
    return matches;
}

// ---- CloudLoggingReader ------------------------------------------------------------------------

void TestGoogleBackend::readerBuildsTheGcloudQuery()
{
    CloudLoggingReader reader(project, census);
    QCOMPARE(reader.filter(), jobFilter + " AND timestamp>=\"1970-01-01T00:00:00Z\"");
    reader.setStartTime(*trainyard::spec::Timestamp::parse("2024-06-11T09:29:17Z"));
    reader.beginPoll();
    QCOMPARE(reader.filter(), jobFilter + " AND timestamp>=\"2024-06-11T09:29:17Z\"");
    const json first = json::parse(reader.requestBody());
    QCOMPARE(QString::fromStdString(first.dump()),
        QString::fromStdString(json { { "filter", reader.filter() }, { "orderBy", "timestamp asc" }, { "pageSize", 1000 },
            { "resourceNames", { "projects/trainyard-demo" } } }
                                   .dump()));
    const json next = json::parse(reader.requestBody("EAA4o4"));
    QCOMPARE(next.value("pageToken", ""), std::string("EAA4o4"));
    QCOMPARE(next.value("filter", ""), reader.filter()); // the same query, next page

    // Job ids cannot hold quotes, but the filter is escaped anyway.
    CloudLoggingReader odd(project, "a\"b\\c");
    QVERIFY(odd.filter().find(R"(resource.labels.job_id="a\"b\\c")") != std::string::npos);
}

void TestGoogleBackend::readerDecodesRecordedPages()
{
    CloudLoggingReader reader(project, census);
    std::vector<LogLine> lines;
    auto take = [&](const char* name) {
        auto page = reader.accept(fixture(name).toStdString());
        if (auto* error = std::get_if<std::string>(&page))
            qFatal("%s: %s", name, error->c_str());
        auto& p = std::get<CloudLoggingReader::Page>(page);
        for (auto& l : p.lines)
            lines.push_back(l);
        return p;
    };
    QCOMPARE(take("entries-1a.json").nextPageToken, fixtureJson("entries-1a.json")["nextPageToken"].get<std::string>());
    auto p1b = take("entries-1b.json");
    QCOMPARE(p1b.entries, std::size_t(6));
    QCOMPARE(p1b.duplicates, std::size_t(0));
    QVERIFY(p1b.nextPageToken.empty());
    QCOMPARE(reader.lastTimestamp()->toString(), std::string("2024-06-11T09:33:40.512001337Z"));
    reader.beginPoll();
    QCOMPARE(reader.filter(), jobFilter + " AND timestamp>=\"2024-06-11T09:33:40.512001337Z\"");
    auto p2a = take("entries-2a.json"); // an empty page that says there is more: normal for Cloud Logging
    QCOMPARE(p2a.entries, std::size_t(0));
    QVERIFY(!p2a.nextPageToken.empty());
    auto p2b = take("entries-2b.json");
    QCOMPARE(p2b.entries, std::size_t(8));
    QCOMPARE(p2b.duplicates, std::size_t(1)); // the worker's "Epoch 1/3" again; its neighbour of the same nanosecond is new
    reader.beginPoll();
    QCOMPARE(reader.filter(), jobFilter + " AND timestamp>=\"2024-06-11T09:38:02.250Z\"");
    QCOMPARE(take("entries-3.json").duplicates, std::size_t(1));
    // The same pages again add nothing.
    reader.beginPoll();
    QCOMPARE(take("entries-3.json").lines.size(), std::size_t(0));
    QCOMPARE(take("entries-empty.json").entries, std::size_t(0));

    const auto expected = censusLines();
    QCOMPARE(lines.size(), expected.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i].replica, std::string(expected[i].replica));
        QCOMPARE(lines[i].text, expected[i].text);
        QCOMPARE(lines[i].severity, expected[i].severity);
        QCOMPARE(lines[i].stream, std::string());
        QCOMPARE(lines[i].seq, std::int64_t(0)); // the store numbers them
    }
    QCOMPARE(lines.front().time.toString(), std::string("2024-06-11T09:30:18.064215834Z"));
    QCOMPARE(lines.back().time.toString(), std::string("2024-06-11T09:41:05.663251730Z"));

    // What is not a ListLogEntriesResponse is an error and moves nothing.
    const auto before = *reader.lastTimestamp();
    QVERIFY(std::holds_alternative<std::string>(reader.accept("<html>502</html>")));
    QVERIFY(std::holds_alternative<std::string>(reader.accept(R"({"entries": {}})")));
    QCOMPARE(*reader.lastTimestamp(), before);
}

void TestGoogleBackend::readerMapsEveryEntryShape()
{
    auto one = [](const json& entry) {
        const auto lines = CloudLoggingReader::linesOf(entry);
        return lines.size() == 1 ? lines.front() : LogLine { -1, {}, {}, {}, {}, "<" + std::to_string(lines.size()) + " lines>" };
    };
    // The replica: resource label first, then the two older label spellings, else the service.
    json e = fixtureJson("entries-1b.json")["entries"][1];
    QCOMPARE(one(e).replica, std::string("master-replica-0"));
    e["resource"]["labels"].erase("task_name");
    e["labels"]["ml.googleapis.com/task_name"] = "ps-replica-2";
    e["labels"]["task_name"] = "worker-replica-9";
    QCOMPARE(one(e).replica, std::string("ps-replica-2"));
    e["labels"].erase("ml.googleapis.com/task_name");
    QCOMPARE(one(e).replica, std::string("worker-replica-9"));
    e.erase("labels");
    QCOMPARE(one(e).replica, std::string("service"));

    // Payloads: text; JSON message (other members dropped); JSON without a message, compact; none.
    json t = { { "timestamp", "2024-06-11T09:30:18Z" }, { "textPayload", "a\r\nb\n\nc\n" } };
    const auto split = CloudLoggingReader::linesOf(t);
    QCOMPARE(split.size(), std::size_t(4));
    QCOMPARE(split[0].text, std::string("a"));
    QCOMPARE(split[1].text, std::string("b"));
    QCOMPARE(split[2].text, std::string(""));
    QCOMPARE(split[3].text, std::string("c"));
    t.erase("textPayload");
    QCOMPARE(one(t).text, std::string("")); // an entry without payload is one empty line, as gcloud prints it
    t["jsonPayload"] = { { "message", "m" }, { "levelname", "INFO" } };
    QCOMPARE(one(t).text, std::string("m"));
    t["jsonPayload"] = { { "b", { 1, 2 } }, { "a", "x" } };
    QCOMPARE(one(t).text, std::string(R"({"a":"x","b":[1,2]})"));

    // Severity: Cloud Logging's names, folded; unknown or absent: DEFAULT.
    for (const auto& [name, severity] : std::vector<std::pair<std::string, LogSeverity>> { { "DEBUG", LogSeverity::Debug },
             { "NOTICE", LogSeverity::Info }, { "WARNING", LogSeverity::Warning }, { "CRITICAL", LogSeverity::Critical },
             { "ALERT", LogSeverity::Critical }, { "EMERGENCY", LogSeverity::Critical }, { "LOUD", LogSeverity::Default } }) {
        t["severity"] = name;
        QCOMPARE(one(t).severity, severity);
    }

    // A stream only where the log name says one (AI Platform names logs after the replica).
    t["logName"] = "projects/p/logs/master-replica-0";
    QCOMPARE(one(t).stream, std::string());
    t["logName"] = "projects/p/logs/master-replica-0%2Fstderr";
    QCOMPARE(one(t).stream, std::string("stderr"));
    t["logName"] = "projects/p/logs/stdout";
    QCOMPARE(one(t).stream, std::string("stdout"));
    t["logName"] = "projects/p/logs/mystdout";
    QCOMPARE(one(t).stream, std::string());
}

// ---- the v1 API ------------------------------------------------------------------------------

void TestGoogleBackend::v1MethodsAgainstRecordedAnswers()
{
    ReplayServer server;
    QVERIFY(server.listen());
    const json queued = fixtureJson("jobs-list-1.json")["jobs"][0];
    server.handler = [&](const Request& r) {
        return authorized(r, [&](const Request& q) -> Reply {
            const std::string jobs = "/v1/projects/" + project + "/jobs";
            if (q.method == "POST" && q.path == jobs)
                return ok(queued);
            if (q.method == "GET" && q.path == jobs + "/" + census)
                return ok(fixtureJson("jobs-list-2.json")["jobs"][0]);
            if (q.method == "GET" && q.path.starts_with(jobs + "?"))
                return file(200, "jobs-list-older.json");
            if (q.method == "POST" && q.path == jobs + "/" + census + ":cancel")
                return { 200, "{}\n" };
            if (q.method == "PATCH" && q.path.starts_with(jobs + "/" + census + "?")) {
                json patched = fixtureJson("jobs-list-2.json")["jobs"][0];
                patched["labels"] = q.jsonBody()["labels"];
                patched["etag"] = "bmV3LWV0YWc=";
                return ok(patched);
            }
            if (q.method == "GET" && q.path == "/v1/projects/" + project + "/locations")
                return file(200, "locations.json");
            return file(404, "error-404-not-found.json");
        });
    };
    auto google = backend(server, &m_token);
    QCOMPARE(google->name(), QStringLiteral("trainyard-demo"));
    QCOMPARE(google->location(), QString::fromStdString(server.url() + "/v1/projects/trainyard-demo"));

    // create: the job without output fields; Google's answer decoded.
    json submitted = queued;
    for (const char* outputOnly : { "createTime", "state", "trainingOutput", "etag" })
        submitted.erase(outputOnly);
    auto created = wait<ApiResult<Job>>([&](auto done) { google->createJob(*trainyard::spec::jobFromJson(queued).value, done); });
    QVERIFY(std::holds_alternative<Job>(created));
    QCOMPARE(std::string(std::get<Job>(created).state->wire()), std::string("QUEUED"));
    QCOMPARE(std::get<Job>(created).createTime->toString(), std::string("2024-06-11T09:30:17Z"));
    const Request& post = server.requests.back();
    QCOMPARE(post.header("authorization"), "Bearer " + goodToken);
    QCOMPARE(post.header("content-type"), std::string("application/json"));
    QCOMPARE(QString::fromStdString(post.jsonBody().dump()), QString::fromStdString(submitted.dump()));

    auto got = wait<ApiResult<Job>>([&](auto done) { google->getJob(census, done); });
    QCOMPARE(std::get<Job>(got).startTime->toString(), std::string("2024-06-11T09:32:48Z"));
    QCOMPARE(*std::get<Job>(got).trainingOutput->consumedMLUnits, 0.07);

    auto page = wait<ApiResult<JobPage>>([&](auto done) { google->listJobs("state=SUCCEEDED", 100, "tok/en", done); });
    QCOMPARE(std::get<JobPage>(page).jobs.size(), std::size_t(2));
    QCOMPARE(*std::get<JobPage>(page).jobs[0].trainingOutput->completedTrialCount, std::int64_t(2));
    QCOMPARE(server.requests.back().path, "/v1/projects/" + project + "/jobs?pageSize=100&filter=state%3DSUCCEEDED&pageToken=tok%2Fen");

    QVERIFY(!wait<std::optional<ApiError>>([&](auto done) { google->cancelJob(census, done); }));
    QCOMPARE(server.requests.back().method, std::string("POST"));

    auto patched = wait<ApiResult<Job>>([&](auto done) { google->patchLabels(census, { { "owner", "ana" } }, "cXZ8dWk2m1E=", done); });
    QCOMPARE(std::get<Job>(patched).labels->at("owner"), std::string("ana"));
    QCOMPARE(server.requests.back().path, "/v1/projects/" + project + "/jobs/" + census + "?updateMask=labels%2Cetag");
    QCOMPARE(QString::fromStdString(server.requests.back().jsonBody().dump()),
        QStringLiteral(R"({"etag":"cXZ8dWk2m1E=","labels":{"owner":"ana"}})"));

    auto locations = wait<ApiResult<json>>([&](auto done) { google->listLocations(done); });
    QCOMPARE(std::get<json>(locations)["locations"][1]["name"].get<std::string>(), std::string("projects/trainyard-demo/locations/europe-west4"));
    // What the wizard checks a job against: the project's training regions in Google's order, no
    // replica slot limit, Cloud Storage for packages and job dirs.
    auto capabilities = wait<ApiResult<Capabilities>>([&](auto done) { google->capabilities(done); });
    const auto& known = std::get<Capabilities>(capabilities);
    QVERIFY(known.regions == (std::vector<std::string> { "us-central1", "europe-west4" }));
    QVERIFY(!known.replicaSlots && !known.gpus);
    QVERIFY(known.packageSchemes == std::vector<std::string> { "gs" } && known.jobDirSchemes == std::vector<std::string> { "gs" });
    QVERIFY(!Capabilities::reads(known.packageSchemes, "/home/ana/trainer") && Capabilities::reads(known.packageSchemes, "gs://b/t.tar.gz"));
    // The same answer as locations: Google's regions, no kind (the wizard keeps the catalog's words for them).
    auto places = wait<ApiResult<std::vector<trainyard::spec::Location>>>([&](auto done) { google->locations(done); });
    const auto& regions = std::get<std::vector<trainyard::spec::Location>>(places);
    QCOMPARE(regions.size(), std::size_t(2));
    QCOMPARE(regions[0].locationId, std::string("us-central1"));
    QCOMPARE(regions[1].locationId, std::string("europe-west4"));
    QVERIFY(regions[1].kind.empty() && regions[1].available && !regions[1].isSlurm());
    QCOMPARE(google->status().state, ConnectionState::Connected); // answers prove the connection
}

void TestGoogleBackend::serverErrorsReachTheCaller()
{
    ReplayServer server;
    QVERIFY(server.listen());
    server.handler = [&](const Request& r) {
        if (r.method == "POST")
            return file(400, "error-400-invalid-argument.json");
        return file(404, "error-404-not-found.json");
    };
    auto google = backend(server, &m_token);
    auto created = wait<ApiResult<Job>>([&](auto done) { google->createJob(*trainyard::spec::jobFromJson(fixtureJson("jobs-list-1.json")["jobs"][0]).value, done); });
    const ApiError& error = std::get<ApiError>(created);
    QCOMPARE(error.httpStatus, 400);
    QCOMPARE(error.status, std::string("INVALID_ARGUMENT"));
    QCOMPARE(error.message, fixtureJson("error-400-invalid-argument.json")["error"]["message"].get<std::string>());
    QCOMPARE(error.violations.size(), std::size_t(2));
    QCOMPARE(error.violations[0].field, std::string("training_input.master_type"));
    QCOMPARE(error.violations[0].description, std::string("Master type n1-standard-3 is not supported."));
    QCOMPARE(error.violations[1].field, std::string("training_input.runtime_version"));

    auto missing = wait<ApiResult<Job>>([&](auto done) { google->getJob("nobody", done); });
    QCOMPARE(std::get<ApiError>(missing).status, std::string("NOT_FOUND"));
    QCOMPARE(std::get<ApiError>(missing).message, std::string("Field: name Error: The specified job does not exist."));

    // Logs of a job that does not exist: the read says so.
    auto logs = wait<ApiResult<trainyard::spec::LogWindow>>([&](auto done) { google->readLogs("nobody", 0, 10, done); });
    QCOMPARE(std::get<ApiError>(logs).status, std::string("NOT_FOUND"));
}

// ---- job states ------------------------------------------------------------------------------

void TestGoogleBackend::jobEventsFromOneGet()
{
    auto jobAt = [](const char* list, std::size_t index) { return *trainyard::spec::jobFromJson(fixtureJson(list)["jobs"][index]).value; };
    auto describe = [](const std::vector<Transition>& ts) {
        std::string out;
        for (const auto& t : ts)
            out += t.previousState + ">" + t.state + "@" + t.time.toString() + (t.reason.empty() ? "" : "!") + " ";
        return QString::fromStdString(out);
    };
    QCOMPARE(describe(GoogleBackend::transitionsOf(jobAt("jobs-list-1.json", 0))), QStringLiteral(">QUEUED@2024-06-11T09:30:17Z "));
    QCOMPARE(describe(GoogleBackend::transitionsOf(jobAt("jobs-list-3.json", 0))),
        QStringLiteral(">QUEUED@2024-06-11T09:30:17Z QUEUED>RUNNING@2024-06-11T09:32:48Z RUNNING>SUCCEEDED@2024-06-11T09:41:05Z "));
    const auto failed = GoogleBackend::transitionsOf(jobAt("jobs-list-2.json", 1));
    QCOMPARE(describe(failed),
        QStringLiteral(">QUEUED@2024-06-11T09:01:04Z QUEUED>RUNNING@2024-06-11T09:03:51Z RUNNING>FAILED@2024-06-11T09:34:12Z! "));
    QVERIFY(failed.back().reason.starts_with("The replica master 0 exited with a non-zero status of 1."));
    QVERIFY(failed.back().job.has_value());
    QVERIFY(!failed.front().job.has_value());
    // A state between the recorded times: when is unknown, so at the earliest it can have been.
    Job preparing = jobAt("jobs-list-1.json", 0);
    preparing.state = trainyard::spec::State::Preparing;
    QCOMPARE(describe(GoogleBackend::transitionsOf(preparing)), QStringLiteral(">QUEUED@2024-06-11T09:30:17Z QUEUED>PREPARING@2024-06-11T09:30:17Z "));

    ReplayServer server;
    QVERIFY(server.listen());
    server.handler = [&](const Request&) { return ok(fixtureJson("jobs-list-3.json")["jobs"][0]); };
    auto google = backend(server, &m_token);
    auto events = wait<ApiResult<std::vector<Transition>>>([&](auto done) { google->jobEvents(census, done); });
    QCOMPARE(std::get<std::vector<Transition>>(events).size(), std::size_t(3));
    QCOMPARE(std::get<std::vector<Transition>>(events)[2].jobId, census);
}

void TestGoogleBackend::watchEmitsTransitionsAcrossPolls()
{
    ReplayServer server;
    QVERIFY(server.listen());
    int polls = 0;
    int hold = 0; // polls served before the next state is shown
    server.handler = [&](const Request& r) {
        return authorized(r, [&](const Request& q) -> Reply {
            if (q.path.find("pageToken=") != std::string::npos)
                return file(200, "jobs-list-older.json");
            ++polls;
            // QUEUED for two polls, RUNNING for two, then SUCCEEDED (flaky: RUNNING, then FAILED).
            static const char* const lists[] = { "jobs-list-1.json", "jobs-list-1.json", "jobs-list-2.json", "jobs-list-2.json", "jobs-list-3.json" };
            return file(200, lists[std::min(polls + hold, 5) - 1]);
        });
    };
    auto google = backend(server, &m_token);
    std::vector<Transition> seen;
    const auto id = google->watchJobs([&](const Transition& t) { seen.push_back(t); });
    QVERIFY(QTest::qWaitFor([&] { return seen.size() >= 3; }, 10'000));
    QTest::qWait(400); // more polls: nothing changes any more
    google->cancelStream(id);
    QCOMPARE(seen.size(), std::size_t(3));

    // Poll 3 showed two changes (in time order), poll 5 one; the first poll only took note.
    QCOMPARE(seen[0].jobId, census);
    QCOMPARE(seen[0].previousState, std::string("QUEUED"));
    QCOMPARE(seen[0].state, std::string("RUNNING"));
    QCOMPARE(seen[0].time.toString(), std::string("2024-06-11T09:32:48Z")); // its startTime explains it
    QVERIFY(seen[0].reason.empty());
    QCOMPARE(seen[1].jobId, std::string("flaky_resnet_20240611_090102"));
    QCOMPARE(seen[1].previousState, std::string("RUNNING"));
    QCOMPARE(seen[1].state, std::string("FAILED"));
    QCOMPARE(seen[1].time.toString(), std::string("2024-06-11T09:34:12Z"));
    QCOMPARE(seen[1].reason, fixtureJson("jobs-list-2.json")["jobs"][1]["errorMessage"].get<std::string>());
    QCOMPARE(seen[2].state, std::string("SUCCEEDED"));
    QCOMPARE(seen[2].previousState, std::string("RUNNING"));
    QCOMPARE(seen[2].time.toString(), std::string("2024-06-11T09:41:05Z"));
    QVERIFY(seen[2].job.has_value());
    QCOMPARE(*seen[2].job->trainingOutput->consumedMLUnits, 1.42);
    QVERIFY(seen[0].id < seen[1].id && seen[1].id < seen[2].id);

    // Every poll went through both pages, with Google's page size limit.
    const auto lists = server.requestsTo("/v1/projects/" + project + "/jobs?");
    QVERIFY(lists.size() >= 10);
    QCOMPARE(lists[0].path, "/v1/projects/" + project + "/jobs?pageSize=100");
    QCOMPARE(lists[1].path, "/v1/projects/" + project + "/jobs?pageSize=100&pageToken=Ch5jZW5zdXNfZG5uXzIwMjQwNjExXzA5MzAxNRABGKD4xbMG");

    // After cancel: no more polls. A poll already on the wire when cancelStream() ran may still land
    // (a loaded machine delays it), so count from after that settles.
    QTest::qWait(300);
    const auto count = server.requests.size();
    QTest::qWait(400);
    QCOMPARE(server.requests.size(), count);
}

// ---- logs ------------------------------------------------------------------------------------

void TestGoogleBackend::followDeliversEveryLineOnceThenEnds()
{
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    server.handler = [&](const Request& r) { return authorized(r, [&](const Request& q) { return logs.answer(q); }); };
    auto google = backend(server, &m_token);

    std::vector<LogLine> lines;
    std::vector<std::size_t> batches;
    std::optional<std::optional<ApiError>> end;
    google->followLogs(
        census, 0,
        [&](std::vector<LogLine> batch) {
            batches.push_back(batch.size());
            lines.insert(lines.end(), batch.begin(), batch.end());
        },
        [&](std::optional<ApiError> e) { end = std::move(e); });
    QVERIFY(QTest::qWaitFor([&] { return end.has_value(); }, 20'000));
    QVERIFY2(!*end, (*end)->message.c_str());

    const auto expected = censusLines();
    QCOMPARE(lines.size(), expected.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i].seq, static_cast<std::int64_t>(i + 1));
        QCOMPARE(lines[i].replica, std::string(expected[i].replica));
        QCOMPARE(lines[i].severity, expected[i].severity);
        QCOMPARE(lines[i].text, expected[i].text);
    }
    QVERIFY(batches.size() >= 3); // the lines came as the polls found them

    // The requests: gcloud's query, its pages, the lower bound moving with the last timestamp.
    const auto list = server.requestsTo("/v2/entries:list");
    QCOMPARE(list.size(), std::size_t(7)); // poll 1 (2 pages), poll 2 (2), poll 3, poll 4 (empty), poll 5 (empty, after the job ended)
    const std::vector<std::string> bounds { "2024-06-11T09:29:17Z", "2024-06-11T09:29:17Z", "2024-06-11T09:33:40.512001337Z",
        "2024-06-11T09:33:40.512001337Z", "2024-06-11T09:38:02.250Z", "2024-06-11T09:41:05.663251730Z", "2024-06-11T09:41:05.663251730Z" };
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json body = list[i].jsonBody();
        QCOMPARE(list[i].method, std::string("POST"));
        QCOMPARE(list[i].header("authorization"), "Bearer " + goodToken);
        QCOMPARE(body["resourceNames"].dump(), std::string(R"(["projects/trainyard-demo"])"));
        QCOMPARE(body["orderBy"].get<std::string>(), std::string("timestamp asc"));
        QCOMPARE(body["pageSize"].get<int>(), 1000);
        QCOMPARE(QString::fromStdString(body["filter"].get<std::string>()), QString::fromStdString(jobFilter + " AND timestamp>=\"" + bounds[i] + "\""));
    }
    QCOMPARE(list[1].jsonBody()["pageToken"].get<std::string>(), fixtureJson("entries-1a.json")["nextPageToken"].get<std::string>());
    QCOMPARE(list[3].jsonBody()["pageToken"].get<std::string>(), fixtureJson("entries-2a.json")["nextPageToken"].get<std::string>());
    for (const std::size_t first : { 0u, 2u, 4u, 5u, 6u })
        QVERIFY(!list[first].jsonBody().contains("pageToken"));
    // The job was asked for before the first poll and after the first empty one (then it had ended).
    QCOMPARE(logs.jobsGets, 2);
    QVERIFY(google->logStore(census)->complete());

    // A second follow of a complete log gets it all from the store, and its end, without a request.
    const auto requests = server.requests.size();
    std::vector<LogLine> again;
    std::optional<std::optional<ApiError>> end2;
    google->followLogs(
        census, 20, [&](std::vector<LogLine> batch) { again.insert(again.end(), batch.begin(), batch.end()); },
        [&](std::optional<ApiError> e) { end2 = std::move(e); });
    QVERIFY(QTest::qWaitFor([&] { return end2.has_value(); }, 5'000));
    QCOMPARE(again.size(), std::size_t(6));
    QCOMPARE(again.front().seq, std::int64_t(21));
    QCOMPARE(server.requests.size(), requests);
}

void TestGoogleBackend::readPullsEveryPageThenServesTheStore()
{
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    logs.finishedAfterPoll = 0; // a job that ended long ago
    server.handler = [&](const Request& r) { return authorized(r, [&](const Request& q) { return logs.answer(q); }); };
    auto google = backend(server, &m_token);
    QVERIFY(google->logStore(census) == nullptr);

    auto window = wait<ApiResult<trainyard::spec::LogWindow>>([&](auto done) { google->readLogs(census, 0, 5, done); });
    const auto& w = std::get<trainyard::spec::LogWindow>(window);
    QCOMPARE(w.lines.size(), std::size_t(5));
    QCOMPARE(w.total, std::int64_t(26)); // everything was fetched before the answer
    QCOMPARE(w.nextSince, std::int64_t(5));
    QVERIFY(!w.complete); // complete only at the end of the log
    QCOMPARE(w.lines[4].seq, std::int64_t(5));

    const auto requests = server.requests.size();
    auto last = wait<ApiResult<trainyard::spec::LogWindow>>([&](auto done) { google->readLogs(census, 20, 100, done); });
    const auto& l = std::get<trainyard::spec::LogWindow>(last);
    QCOMPARE(l.lines.size(), std::size_t(6));
    QVERIFY(l.complete);
    QCOMPARE(l.nextSince, std::int64_t(26));
    QCOMPARE(l.lines.back().text, std::string("Job completed successfully."));
    QCOMPARE(server.requests.size(), requests); // a complete log is served from the store
}

void TestGoogleBackend::attributesAndSearchOverTheStore()
{
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    logs.finishedAfterPoll = 0;
    server.handler = [&](const Request& r) { return authorized(r, [&](const Request& q) { return logs.answer(q); }); };
    auto google = backend(server, &m_token);

    auto attrs = wait<ApiResult<trainyard::spec::LogAttributes>>([&](auto done) { google->logAttributes(census, 10, 8, done); });
    const auto& a = std::get<trainyard::spec::LogAttributes>(attrs);
    QCOMPARE(a.since, std::int64_t(10));
    QCOMPARE(a.total, std::int64_t(26));
    QCOMPARE(a.sources.size(), std::size_t(3));
    QCOMPARE(a.sources[0].replica, std::string("service")); // in the order they first wrote
    QCOMPARE(a.sources[1].replica, std::string("master-replica-0"));
    QCOMPARE(a.sources[2].replica, std::string("worker-replica-0"));
    const auto expected = censusLines();
    QCOMPARE(a.attributes.size(), std::size_t(8));
    for (std::size_t i = 0; i < a.attributes.size(); ++i) {
        const auto& e = expected[10 + i];
        QCOMPARE(a.sources[trainyard::spec::attributeSource(a.attributes[i])].replica, std::string(e.replica));
        QCOMPARE(trainyard::spec::attributeSeverity(a.attributes[i]), e.severity);
    }
    auto tail = wait<ApiResult<trainyard::spec::LogAttributes>>([&](auto done) { google->logAttributes(census, 24, 100, done); });
    QCOMPARE(std::get<trainyard::spec::LogAttributes>(tail).attributes.size(), std::size_t(2));

    // Searches through the backend equal grep over the same lines.
    std::vector<std::string> texts;
    for (const auto& e : expected)
        texts.push_back(e.text);
    const std::vector<trainyard::spec::LogSearchQuery> queries {
        { "Epoch", false, true, 0, 1'000'000 },
        { "epoch", false, false, 0, 1'000'000 },
        { "epoch", false, true, 0, 1'000'000 },
        { R"(loss: 0\.[0-9]+ - accuracy)", true, true, 0, 1'000'000 },
        { R"(^(job|task) completed)", true, false, 0, 1'000'000 },
        { "\"scale_tier\"\nwaiting", false, false, 0, 1'000'000 },
        { R"(\b[A-Z]{4,}\b)", true, true, 0, 1'000'000 },
    };
    for (const auto& query : queries) {
        std::vector<std::int64_t> matches;
        auto summary = wait<ApiResult<trainyard::spec::LogSearchSummary>>([&](auto done) {
            google->searchLogs(
                census, query, [&](const trainyard::spec::LogSearchProgress& p) { matches.insert(matches.end(), p.matches.begin(), p.matches.end()); },
                done);
        });
        QVERIFY(std::holds_alternative<trainyard::spec::LogSearchSummary>(summary));
        QCOMPARE(std::get<trainyard::spec::LogSearchSummary>(summary).scanned, std::int64_t(26));
        const auto expectedMatches = grep(texts, query);
        QVERIFY2(!expectedMatches.empty() || query.pattern == "epoch", query.pattern.c_str());
        QCOMPARE(matches, expectedMatches);
    }
}

void TestGoogleBackend::storeSearchEqualsGrep()
{
    // A larger, mixed log: ASCII, UTF-8, mixed case, regex metacharacters.
    MemoryLogStore store;
    store.setProgressInterval(std::chrono::milliseconds(1));
    const std::vector<std::string> words { "Epoch", "loss=0.25", "ΣΊΣΥΦΟΣ σίσυφος", "Straße", "STRASSE", "naïve Café", "a+b*c", "[WARN]",
        "path/to/x.py:12", "tab\there", "emoji 🚀 launch", "ERROR: failed", "error: Failed", "", "(paren" };
    std::vector<std::string> texts;
    std::vector<LogLine> lines;
    for (int i = 0; i < 20'000; ++i) {
        std::string text = words[static_cast<std::size_t>(i) % words.size()] + " #" + std::to_string(i * 7919 % 1000);
        if (i % 3 == 0)
            text += " " + words[static_cast<std::size_t>(i / 3) % words.size()];
        texts.push_back(text);
        lines.push_back(LogLine { 0, {}, i % 2 ? "master-replica-0" : "worker-replica-0", i % 5 ? "" : "stderr", LogSeverity::Info, text });
    }
    QCOMPARE(store.append(lines), std::int64_t(20'000));
    const std::vector<trainyard::spec::LogSearchQuery> queries {
        { "Epoch", false, true, 0, 1'000'000 },
        { "epoch", false, false, 0, 1'000'000 },
        { "σίσυφος", false, false, 0, 1'000'000 },
        { "ΣΊΣΥΦΟΣ", false, false, 0, 1'000'000 },
        { "straße", false, false, 0, 1'000'000 },
        { "CAFÉ", false, false, 0, 1'000'000 },
        { "a+b*c", false, true, 0, 1'000'000 },
        { "a+b*c", true, true, 0, 1'000'000 },
        { R"(#(12|345)\b)", true, true, 0, 1'000'000 },
        { R"(error: \w+)", true, false, 0, 1'000'000 },
        { R"(^$|^ #)", true, true, 0, 1'000'000 },
        { R"(caf\x{e9})", true, false, 0, 1'000'000 },
        { "🚀", false, true, 0, 1'000'000 },
        { "\t", false, true, 0, 1'000'000 },
        { "", false, true, 0, 1'000'000 },
        { "(paren\n[WARN]", false, false, 0, 1'000'000 },
        { "x.py", true, true, 0, 1'000'000 },
    };
    for (const auto& query : queries)
        QCOMPARE(search(store, query), grep(texts, query));

    // A search from a cursor covers the lines after it; one that hits maxMatches stops there.
    trainyard::spec::LogSearchQuery tail { "Epoch", false, true, 19'000, 1'000'000 };
    auto tailMatches = search(store, tail);
    QVERIFY(!tailMatches.empty());
    QVERIFY(tailMatches.front() > 19'000);
    trainyard::spec::LogSearchQuery capped { "Epoch", false, true, 0, 5 };
    std::optional<ApiResult<trainyard::spec::LogSearchSummary>> end;
    std::vector<std::int64_t> first5;
    store.search(
        capped, [&](const auto& p) { first5.insert(first5.end(), p.matches.begin(), p.matches.end()); }, [&](auto r) { end = std::move(r); });
    QVERIFY(QTest::qWaitFor([&] { return end.has_value(); }, 10'000));
    QVERIFY(std::get<trainyard::spec::LogSearchSummary>(*end).truncated);
    QCOMPARE(std::get<trainyard::spec::LogSearchSummary>(*end).matches, std::int64_t(5));
    const auto all = search(store, { "Epoch", false, true, 0, 1'000'000 });
    QCOMPARE(first5, std::vector<std::int64_t>(all.begin(), all.begin() + 5));
    QCOMPARE(first5, (std::vector<std::int64_t> { 1, 16, 31, 46, 61 }));

    // Sources by first appearance: worker (line 1), master (line 2), then the stderr ones.
    const auto attributes = store.attributes(0, 6);
    QCOMPARE(attributes.sources.size(), std::size_t(4));
    QCOMPARE(attributes.sources[0].replica + "/" + attributes.sources[0].stream, std::string("worker-replica-0/stderr"));
    QCOMPARE(attributes.sources[1].replica + "/" + attributes.sources[1].stream, std::string("master-replica-0/"));
    QCOMPARE(attributes.sources[2].replica + "/" + attributes.sources[2].stream, std::string("worker-replica-0/"));
    QCOMPARE(attributes.attributes[0], trainyard::spec::LogAttribute((0 << 4) | 2));
    QCOMPARE(attributes.attributes[5], trainyard::spec::LogAttribute((3 << 4) | 2)); // master-replica-0/stderr
}

void TestGoogleBackend::searchProgressCancelAndErrors()
{
    MemoryLogStore store;
    std::vector<LogLine> lines;
    for (int i = 0; i < 300'000; ++i)
        lines.push_back(LogLine { 0, {}, "master-replica-0", "", LogSeverity::Info,
            "step " + std::to_string(i) + " loss=0." + std::to_string(i % 97) + " throughput=" + std::to_string(i % 13) + " examples/s" });
    store.append(std::move(lines));

    // Progress arrives while it runs, in ascending order, and adds up to the summary.
    store.setProgressInterval(std::chrono::milliseconds(2));
    std::vector<trainyard::spec::LogSearchProgress> reports;
    std::optional<ApiResult<trainyard::spec::LogSearchSummary>> end;
    store.search({ R"(loss=0\.(4|5)\d? throughput=1[0-2])", true, false, 0, 1'000'000 }, [&](const auto& p) { reports.push_back(p); },
        [&](auto r) { end = std::move(r); });
    QVERIFY(QTest::qWaitFor([&] { return end.has_value(); }, 30'000));
    const auto summary = std::get<trainyard::spec::LogSearchSummary>(*end);
    QCOMPARE(summary.scanned, std::int64_t(300'000));
    QVERIFY2(reports.size() >= 2, std::to_string(reports.size()).c_str());
    std::int64_t count = 0, previous = 0, lastScanned = 0;
    for (const auto& r : reports) {
        QCOMPARE(r.total, std::int64_t(300'000));
        QVERIFY(r.scanned >= lastScanned);
        lastScanned = r.scanned;
        for (const auto seq : r.matches) {
            QVERIFY(seq > previous);
            previous = seq;
            ++count;
        }
    }
    QCOMPARE(count, summary.matches);
    QCOMPARE(reports.back().scanned, std::int64_t(300'000));

    // Cancelled: nothing more is called, even what was already on its way.
    bool called = false;
    const auto id = store.search({ "throughput", false, true, 0, 1'000'000 }, [&](const auto&) { called = true; }, [&](auto) { called = true; });
    QVERIFY(store.searching(id));
    store.cancelSearch(id);
    QVERIFY(!store.searching(id));
    QTest::qWait(300);
    QVERIFY(!called);

    // A store destroyed while searching waits for its worker and calls nothing.
    {
        MemoryLogStore big;
        std::vector<LogLine> many(200'000, LogLine { 0, {}, "m", "", LogSeverity::Info, "some text to scan" });
        big.append(std::move(many));
        big.search({ "(text)+$", true, false, 0, 1'000'000 }, [&](const auto&) { called = true; }, [&](auto) { called = true; });
    }
    QTest::qWait(100);
    QVERIFY(!called);

    // A regex that does not compile: INVALID_ARGUMENT with a violation on `pattern`, later, not in the call.
    std::optional<ApiResult<trainyard::spec::LogSearchSummary>> bad;
    store.search({ "loss=(0", true, true, 0, 10 }, {}, [&](auto r) { bad = std::move(r); });
    QVERIFY(!bad.has_value());
    QVERIFY(QTest::qWaitFor([&] { return bad.has_value(); }, 5'000));
    const ApiError& error = std::get<ApiError>(*bad);
    QCOMPARE(error.httpStatus, 400);
    QCOMPARE(error.status, std::string("INVALID_ARGUMENT"));
    QCOMPARE(error.violations.size(), std::size_t(1));
    QCOMPARE(error.violations[0].field, std::string("pattern"));
    QVERIFY2(error.violations[0].description.find("missing closing parenthesis") != std::string::npos, error.violations[0].description.c_str());
    QVERIFY(MemoryLogStore::checkQuery({ "a\nb", true, true, 0, 10 }).has_value()); // grep -P takes one line
    QCOMPARE(MemoryLogStore::checkQuery({ "a", false, true, 0, 0 })->violations[0].field, std::string("maxMatches"));
    QVERIFY(!MemoryLogStore::checkQuery({ "a\nb", false, true, 0, 10 }).has_value());

    // The same through the backend (the log is fetched first).
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    logs.finishedAfterPoll = 0;
    server.handler = [&](const Request& r) { return logs.answer(r); };
    auto google = backend(server, &m_token);
    auto viaBackend = wait<ApiResult<trainyard::spec::LogSearchSummary>>([&](auto done) { google->searchLogs(census, { "[", true, true, 0, 10 }, {}, done); });
    QCOMPARE(std::get<ApiError>(viaBackend).violations.at(0).field, std::string("pattern"));
}

// ---- tokens, reachability ----------------------------------------------------------------------

void TestGoogleBackend::unauthorizedRefreshesTheTokenAndRetries()
{
    QTemporaryDir dir;
    const QString counter = dir.filePath(QStringLiteral("runs"));
    // Like `gcloud auth print-access-token`: the first run prints an expired token, the next ones a fresh one.
    CommandTokenProvider gcloud(QStringLiteral("sh"),
        { QStringLiteral("-c"),
            QStringLiteral("n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
                           "if [ $n -ge 2 ]; then echo %1; else echo ya29.expired; fi")
                .arg(QString::fromStdString(goodToken)),
            counter });
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    server.handler = [&](const Request& r) { return authorized(r, [&](const Request& q) { return logs.answer(q); }); };
    auto google = backend(server, &gcloud);

    auto got = wait<ApiResult<Job>>([&](auto done) { google->getJob(census, done); });
    QVERIFY(std::holds_alternative<Job>(got));
    QCOMPARE(server.requests.size(), std::size_t(2));
    QCOMPARE(server.requests[0].header("authorization"), std::string("Bearer ya29.expired"));
    QCOMPARE(server.requests[1].header("authorization"), "Bearer " + goodToken);
    QCOMPARE(server.requests[0].path, server.requests[1].path);
    QCOMPARE(gcloud.runs(), 2);
    // Cloud Logging requests use the same, now fresh, token.
    auto window = wait<ApiResult<trainyard::spec::LogWindow>>([&](auto done) { google->readLogs(census, 0, 1, done); });
    QVERIFY(std::holds_alternative<trainyard::spec::LogWindow>(window));
    for (const auto& r : server.requestsTo("/v2/"))
        QCOMPARE(r.header("authorization"), "Bearer " + goodToken);
    QCOMPARE(gcloud.runs(), 2);

    // A command that fails: the caller reads the server's refusal and why no token came.
    CommandTokenProvider broken(QStringLiteral("sh"),
        { QStringLiteral("-c"), QStringLiteral("echo 'ERROR: (gcloud.auth.print-access-token) You do not currently have an active account selected.' >&2; exit 1") });
    auto failing = backend(server, &broken);
    auto refused = wait<ApiResult<Job>>([&](auto done) { failing->getJob(census, done); });
    const ApiError& error = std::get<ApiError>(refused);
    QCOMPARE(error.status, std::string("UNAUTHENTICATED"));
    QVERIFY2(error.message.find("`sh -c ") != std::string::npos, error.message.c_str());
    QVERIFY2(error.message.find("exited with code 1: ERROR: (gcloud.auth.print-access-token) You do not currently have an active account selected.")
            != std::string::npos,
        error.message.c_str());
    // Nothing works without a token: the backend says so.
    QCOMPARE(failing->status().state, ConnectionState::Offline);
    QCOMPARE(failing->status().detail.toStdString(), error.message);
}

void TestGoogleBackend::permissionDeniedIsOfflineWithTheServersMessage()
{
    ReplayServer server;
    QVERIFY(server.listen());
    bool enabled = false;
    server.handler = [&](const Request&) {
        return enabled ? file(200, "jobs-list-older.json") : file(403, "error-403-service-disabled.json");
    };
    auto google = backend(server, &m_token);
    std::vector<ConnectionState> states;
    connect(google.get(), &Backend::statusChanged, this, [&](const ConnectionStatus& s) { states.push_back(s.state); });
    google->connectBackend();
    QVERIFY(QTest::qWaitFor([&] { return google->status().state == ConnectionState::Offline; }, 10'000));
    QCOMPARE(google->status().detail, QString::fromStdString(fixtureJson("error-403-service-disabled.json")["error"]["message"].get<std::string>()));
    QCOMPARE(server.requests.front().path, "/v1/projects/" + project + "/jobs?pageSize=1");

    // Offline, it keeps trying, less and less often: 100, 200, 400, 800, 800 ms …
    QElapsedTimer clock;
    clock.start();
    const auto before = server.requests.size();
    QTest::qWait(1'600);
    const auto tries = server.requests.size() - before;
    QVERIFY2(tries >= 2 && tries <= 5, std::to_string(tries).c_str());

    // The API enabled: the next attempt connects.
    enabled = true;
    QVERIFY(QTest::qWaitFor([&] { return google->status().state == ConnectionState::Connected; }, 5'000));
    QCOMPARE(states.front(), ConnectionState::Offline);
    QCOMPARE(states.back(), ConnectionState::Connected);
    QVERIFY(google->status().detail.isEmpty());

    // A different refusal: its own words.
    ReplayServer denied;
    QVERIFY(denied.listen());
    denied.handler = [&](const Request&) { return file(403, "error-403-permission-denied.json"); };
    auto other = backend(denied, &m_token);
    other->connectBackend();
    QVERIFY(QTest::qWaitFor([&] { return other->status().state == ConnectionState::Offline; }, 10'000));
    QCOMPARE(other->status().detail, QStringLiteral("Permission 'ml.jobs.list' denied on resource 'projects/trainyard-demo' (or it may not exist)."));
}

void TestGoogleBackend::vanishedServerReconnects()
{
    ReplayServer server;
    QVERIFY(server.listen());
    server.handler = [&](const Request& r) { return r.path.starts_with("/v1/projects/trainyard-demo/jobs?") ? file(200, "jobs-list-older.json") : ok(fixtureJson("jobs-list-3.json")["jobs"][0]); };
    auto google = backend(server, &m_token);
    std::vector<ConnectionState> states;
    connect(google.get(), &Backend::statusChanged, this, [&](const ConnectionStatus& s) {
        if (states.empty() || states.back() != s.state) // a new detail in the same state counts once
            states.push_back(s.state);
    });
    google->connectBackend();
    QVERIFY(QTest::qWaitFor([&] { return google->status().state == ConnectionState::Connected; }, 10'000));

    const quint16 port = server.port();
    server.close();
    auto failed = wait<ApiResult<Job>>([&](auto done) { google->getJob(census, done); });
    QVERIFY(std::get<ApiError>(failed).transportFailure());
    QCOMPARE(google->status().state, ConnectionState::Reconnecting);
    QVERIFY(!google->status().detail.isEmpty());
    QTest::qWait(500); // probes fail meanwhile: still Reconnecting, not Offline
    QCOMPARE(google->status().state, ConnectionState::Reconnecting);

    QVERIFY(server.listen(port));
    QVERIFY(QTest::qWaitFor([&] { return google->status().state == ConnectionState::Connected; }, 10'000));
    QCOMPARE(states, (std::vector<ConnectionState> { ConnectionState::Connected, ConnectionState::Reconnecting, ConnectionState::Connected }));
    auto got = wait<ApiResult<Job>>([&](auto done) { google->getJob(census, done); });
    QVERIFY(std::holds_alternative<Job>(got));
}

void TestGoogleBackend::nothingCalledBackAfterCancelOrDestruction()
{
    ReplayServer server;
    QVERIFY(server.listen());
    CensusLogServer logs;
    server.handler = [&](const Request& r) { return logs.answer(r); };
    auto google = backend(server, &m_token);
    bool called = false;
    const auto follow = google->followLogs(census, 0, [&](auto) { called = true; }, [&](auto) { called = true; });
    const auto watch = google->watchJobs([&](const auto&) { called = true; });
    const auto searchId = google->searchLogs(census, { "Epoch", false, true, 0, 10 }, [&](const auto&) { called = true; }, [&](auto) { called = true; });
    google->cancelStream(follow);
    google->cancelStream(watch);
    google->cancelStream(searchId);
    QTest::qWait(600);
    QVERIFY(!called);
    const auto count = server.requests.size();
    QTest::qWait(400);
    QCOMPARE(server.requests.size(), count); // no follow, no watch: no polls

    // Destroyed with requests, polls and reads under way: nothing is called.
    google->followLogs(census, 0, [&](auto) { called = true; }, [&](auto) { called = true; });
    google->readLogs(census, 0, 10, [&](auto) { called = true; });
    google->watchJobs([&](const auto&) { called = true; });
    google->getJob(census, [&](auto) { called = true; });
    google.reset();
    QTest::qWait(600);
    QVERIFY(!called);
}

// The four training series of the census job (master with two GPUs, worker with none), decoded and
// combined into one sample per replica and minute.
void TestGoogleBackend::monitoringReaderCombinesTheTrainingSeries()
{
    CloudMonitoringReader reader(project, census);
    reader.setStartTime(*trainyard::spec::Timestamp::parse("2024-06-11T09:30:17Z"));
    reader.beginPoll(*trainyard::spec::Timestamp::parse("2024-06-11T09:45:00Z"));
    const std::string path = reader.requestPath("ml.googleapis.com/training/cpu/utilization", "tok");
    QVERIFY2(path.starts_with("/v3/projects/trainyard-demo/timeSeries?filter="), path.c_str());
    QVERIFY(path.find(urlEncode("metric.type=\"ml.googleapis.com/training/cpu/utilization\" AND resource.type=\"cloudml_job\" AND resource.labels.job_id=\""
                + census + "\""))
        != std::string::npos);
    QVERIFY(path.find("&interval.startTime=2024-06-11T09%3A30%3A17Z&interval.endTime=2024-06-11T09%3A45%3A00Z&pageToken=tok") != std::string::npos);

    std::string error;
    const auto cpu1 = reader.accept(CloudMonitoringReader::metricTypes()[0], fixture("timeseries-cpu-1.json").toStdString(), error);
    QVERIFY(cpu1);
    QCOMPARE(cpu1->nextPageToken, std::string("CpkBCgx0aW1lU2VyaWVzLTE"));
    QCOMPARE(cpu1->points, std::size_t(3));
    QVERIFY(reader.accept(CloudMonitoringReader::metricTypes()[0], fixture("timeseries-cpu-2.json").toStdString(), error));
    QVERIFY(reader.accept(CloudMonitoringReader::metricTypes()[1], fixture("timeseries-memory.json").toStdString(), error));
    QVERIFY(reader.accept(CloudMonitoringReader::metricTypes()[2], fixture("timeseries-accelerator.json").toStdString(), error));
    QVERIFY(reader.accept(CloudMonitoringReader::metricTypes()[3], fixture("timeseries-accelerator-memory.json").toStdString(), error));
    const auto empty = reader.accept(CloudMonitoringReader::metricTypes()[3], fixture("timeseries-empty.json").toStdString(), error);
    QVERIFY(empty && empty->points == 0 && empty->nextPageToken.empty());
    QVERIFY(!reader.accept(CloudMonitoringReader::metricTypes()[0], R"({"timeSeries": 3})", error));
    QVERIFY(error.find("timeSeries") != std::string::npos);

    const auto samples = reader.take(false); // the poll ended 10 minutes after the last point: all settled
    QCOMPARE(samples.size(), std::size_t(6));
    // In time order, numbered; the master's minute 09:34 has every figure.
    for (std::size_t i = 0; i < samples.size(); ++i) {
        QCOMPARE(samples[i].seq, std::int64_t(i + 1));
        if (i > 0)
            QVERIFY(samples[i - 1].time <= samples[i].time);
    }
    const auto& m = samples[2];
    QCOMPARE(m.time, *trainyard::spec::Timestamp::parse("2024-06-11T09:34:00Z"));
    QCOMPARE(m.replica, std::string("master-replica-0"));
    QCOMPARE(*m.cpuPercent, 79.03);
    QCOMPARE(*m.memoryPercent, 40.9);
    QCOMPARE(*m.gpuUtilPercent, 88.0 + 86.0); // summed over its two GPUs, as the daemon reports
    QCOMPARE(*m.gpuMemoryPercent, (61.0 + 57.0) / 2);
    QVERIFY(!m.memoryBytes);
    const auto& w = samples[3];
    QCOMPARE(w.replica, std::string("worker-replica-0"));
    QCOMPARE(*w.cpuPercent, 24.8);
    QVERIFY(!w.gpuUtilPercent);

    const auto info = reader.info();
    QCOMPARE(info.intervalSeconds, 60.0);
    QVERIFY(info.cpuOfAllocation);
    QVERIFY(info.gpuAvailable);
    QCOMPARE(info.replicas.size(), std::size_t(2));
    QCOMPARE(info.replicas[0].replica, std::string("master-replica-0"));
    QCOMPARE(info.replicas[0].gpus.size(), std::size_t(2));
    QVERIFY(info.replicas[1].gpus.empty());
}

void TestGoogleBackend::monitoringReaderHandsOutSettledMinutesOnce()
{
    using trainyard::spec::Timestamp;
    CloudMonitoringReader reader(project, census, std::chrono::seconds(120));
    const auto all = [&] {
        std::string error;
        for (const char* name : { "timeseries-cpu-1.json", "timeseries-cpu-2.json" })
            QVERIFY(reader.accept(CloudMonitoringReader::metricTypes()[0], fixture(name).toStdString(), error));
    };
    // At 09:36:30 only 09:33 and 09:34 are two minutes old.
    reader.beginPoll(*Timestamp::parse("2024-06-11T09:36:30Z"));
    all();
    const auto first = reader.take(false);
    QCOMPARE(first.size(), std::size_t(4));
    QCOMPARE(first.back().time, *Timestamp::parse("2024-06-11T09:34:00Z"));
    // The next window starts two minutes before the last point handed out, so it overlaps: the
    // points seen again are not handed out twice.
    reader.beginPoll(*Timestamp::parse("2024-06-11T09:37:30Z"));
    const std::string path = reader.requestPath(CloudMonitoringReader::metricTypes()[0]);
    QVERIFY2(path.find("interval.startTime=2024-06-11T09%3A32%3A00Z") != std::string::npos, path.c_str());
    all();
    const auto second = reader.take(false);
    QCOMPARE(second.size(), std::size_t(2));
    QCOMPARE(second.front().seq, std::int64_t(5));
    QCOMPARE(second.front().time, *Timestamp::parse("2024-06-11T09:35:00Z"));
    reader.beginPoll(*Timestamp::parse("2024-06-11T09:38:30Z"));
    all();
    QVERIFY(reader.take(true).empty());
}

void TestGoogleBackend::followResourcesReadsCloudMonitoring()
{
    ReplayServer server;
    QVERIFY(server.listen());
    server.handler = [](const Request& r) {
        return authorized(r, [](const Request& request) {
            if (request.path == "/v1/projects/" + project + "/jobs/" + census)
                return ok(fixtureJson("jobs-list-3.json")["jobs"][0]); // SUCCEEDED in 2024: long settled
            if (!request.path.starts_with("/v3/projects/" + project + "/timeSeries?"))
                return Reply { 404, "{}" };
            const auto has = [&](const std::string& metric) { return request.path.find(urlEncode("\"" + metric + "\"")) != std::string::npos; };
            if (has("ml.googleapis.com/training/cpu/utilization"))
                return file(200, request.path.find("pageToken=") == std::string::npos ? "timeseries-cpu-1.json" : "timeseries-cpu-2.json");
            if (has("ml.googleapis.com/training/memory/utilization"))
                return file(200, "timeseries-memory.json");
            if (has("ml.googleapis.com/training/accelerator/utilization"))
                return file(200, "timeseries-accelerator.json");
            return file(200, "timeseries-accelerator-memory.json");
        });
    };
    auto google = backend(server, &m_token);
    std::vector<trainyard::spec::ResourceWindow> windows;
    std::optional<std::optional<ApiError>> ended;
    google->followResources(census, 2, [&](const trainyard::spec::ResourceWindow& w) { windows.push_back(w); },
        [&](std::optional<ApiError> error) { ended = std::move(error); });
    QVERIFY(QTest::qWaitFor([&] { return ended.has_value(); }, 10'000));
    QVERIFY2(!*ended, ended->has_value() ? (*ended)->message.c_str() : "");
    QCOMPARE(windows.size(), std::size_t(1));
    const auto& w = windows.front();
    QVERIFY(w.complete);
    QCOMPARE(w.samples.size(), std::size_t(4)); // 6, less the 2 the caller already had (since=2)
    QCOMPARE(w.samples.front().seq, std::int64_t(3));
    QCOMPARE(w.nextSince, std::int64_t(6));
    QVERIFY(w.info.cpuOfAllocation);
    // Every metric was asked for, the CPU series' second page with its token, all with the token.
    QCOMPARE(server.requestsTo("/v3/").size(), std::size_t(5));
    QVERIFY(server.requestsTo("/v3/")[1].path.find("pageToken=CpkBCgx0aW1lU2VyaWVzLTE") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestGoogleBackend)
#include "tst_googlebackend.moc"
