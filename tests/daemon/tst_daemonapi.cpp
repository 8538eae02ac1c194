// The v1 jobs API contract, against the real trainyardd: every method, every error code.

#include "daemonprocess.h"

#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <set>
#include <QUrl>

using namespace trainyard::test;
using json = nlohmann::json;

class TestDaemonApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void healthAndMetrics();
    void createReturnsTheQueuedJob();
    void createListsEveryFieldViolation();
    void createRejectsMalformedJson();
    void duplicateIdIsAlreadyExists();
    void moreThanTheMachineHasIsFailedPrecondition();
    void unknownJobIsNotFound();
    void otherProjectIsNotFound();
    void listPagesNewestFirst();
    void listFilters_data();
    void listFilters();
    void listWithNothingMatchingIsEmptyObject();
    void badFilterIsInvalidArgument();
    void cancelFinishedJobIsFailedPrecondition();
    void patchLabelsWithEtag();
    void locations();
    void eventsOfAJob();
    void oversizedBodyIs413();
    void tcpNeedsTheToken();
    void tcpRefusesForeignHostAndOrigin();
    void socketAndTokenAreTheUsersOnly();
    void oneDaemonPerDataDir();

private:
    DaemonProcess m_daemon { { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--slots"), QStringLiteral("2") } };
};

void TestDaemonApi::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    QVERIFY(m_daemon.readyLine().starts_with("ready unix:"));
    QVERIFY(m_daemon.tcpPort() != 0);
    // Jobs used by several tests: they fail quickly, so they end in a terminal state.
    for (const char* id : { "fail_a", "fail_b", "other_c" })
        QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob(id, "failing", "failing.task")).status, 200);
    for (const char* id : { "fail_a", "fail_b", "other_c" })
        QCOMPARE(m_daemon.waitForState(id, "FAILED", 30'000).value("state", ""), std::string("FAILED"));
}

void TestDaemonApi::cleanupTestCase()
{
    m_daemon.stop();
}

void TestDaemonApi::healthAndMetrics()
{
    const auto health = m_daemon.get("/healthz");
    QCOMPARE(health.status, 200);
    QCOMPARE(js(health.json()["status"]), js(json("ok")));
    const auto metrics = m_daemon.get("/metrics");
    QCOMPARE(metrics.status, 200);
    QVERIFY(metrics.headers.at("content-type").starts_with("text/plain; version=0.0.4"));
    QVERIFY(metrics.body.find("trainyard_jobs{state=\"FAILED\"}") != std::string::npos);
    QVERIFY(metrics.body.find("trainyard_queue_length ") != std::string::npos);
    QVERIFY(metrics.body.find("trainyard_log_bytes ") != std::string::npos);
}

void TestDaemonApi::createReturnsTheQueuedJob()
{
    json job = exampleJob("created_1", "failing", "failing.task");
    job["state"] = "SUCCEEDED"; // output fields from the client are ignored
    const auto reply = m_daemon.post("/v1/projects/local/jobs", job);
    QCOMPARE(reply.status, 200);
    const json created = reply.json();
    QCOMPARE(js(created["jobId"]), js(json("created_1")));
    QCOMPARE(js(created["state"]), js(json("QUEUED")));
    QVERIFY(created.contains("createTime"));
    QVERIFY(created.contains("etag"));
    QCOMPARE(js(created["trainingInput"]["scheduling"]["maxRunningTime"]), js(json("604800s"))); // defaults made explicit
    QVERIFY(reply.headers.at("content-type").starts_with("application/json"));
}

void TestDaemonApi::createListsEveryFieldViolation()
{
    json job = exampleJob("9bad", "failing", "failing.task");
    job["trainingInput"]["scheduling"] = { { "priority", 5000 } };
    job["trainingInput"].erase("pythonModule");
    const auto reply = m_daemon.post("/v1/projects/local/jobs", job);
    QCOMPARE(reply.status, 400);
    const json error = reply.json()["error"];
    QCOMPARE(js(error["code"]), js(json(400)));
    QCOMPARE(js(error["status"]), js(json("INVALID_ARGUMENT")));
    QCOMPARE(js(error["details"][0]["@type"]), js(json("type.googleapis.com/google.rpc.BadRequest")));
    std::vector<std::string> fields;
    for (const auto& v : error["details"][0]["fieldViolations"])
        fields.push_back(v["field"].get<std::string>());
    std::sort(fields.begin(), fields.end());
    QCOMPARE(fields, (std::vector<std::string> { "jobId", "trainingInput.pythonModule", "trainingInput.scheduling.priority" }));
    QVERIFY(m_daemon.get("/v1/projects/local/jobs/9bad").status == 404);
}

void TestDaemonApi::createRejectsMalformedJson()
{
    const auto syntax = m_daemon.request("POST", "/v1/projects/local/jobs", "{\"jobId\": ");
    QCOMPARE(syntax.status, 400);
    QCOMPARE(js(syntax.json()["error"]["status"]), js(json("INVALID_ARGUMENT")));
    const auto types = m_daemon.request("POST", "/v1/projects/local/jobs", R"({"jobId": "x", "trainingInput": {"workerCount": "many"}})");
    QCOMPARE(types.status, 400);
    QCOMPARE(js(types.json()["error"]["details"][0]["fieldViolations"][0]["field"]), js(json("trainingInput.workerCount")));
}

void TestDaemonApi::duplicateIdIsAlreadyExists()
{
    const auto reply = m_daemon.post("/v1/projects/local/jobs", exampleJob("fail_a", "failing", "failing.task"));
    QCOMPARE(reply.status, 409);
    QCOMPARE(js(reply.json()["error"]["status"]), js(json("ALREADY_EXISTS")));
}

void TestDaemonApi::moreThanTheMachineHasIsFailedPrecondition()
{
    json gpu = exampleJob("needs_gpu", "failing", "failing.task");
    gpu["trainingInput"]["scaleTier"] = "BASIC_GPU";
    const auto noGpu = m_daemon.post("/v1/projects/local/jobs", gpu);
    QCOMPARE(noGpu.status, 400);
    QCOMPARE(js(noGpu.json()["error"]["status"]), js(json("FAILED_PRECONDITION")));
    QVERIFY(noGpu.json()["error"]["message"].get<std::string>().find("--gpus") != std::string::npos);
    json wide = exampleJob("too_wide", "failing", "failing.task");
    wide["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" },
        { "workerCount", "5" } });
    const auto noSlots = m_daemon.post("/v1/projects/local/jobs", wide);
    QCOMPARE(noSlots.status, 400);
    QVERIFY(noSlots.json()["error"]["message"].get<std::string>().find("--slots") != std::string::npos);
}

void TestDaemonApi::unknownJobIsNotFound()
{
    for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>> { { "GET", "/v1/projects/local/jobs/nope" },
             { "POST", "/v1/projects/local/jobs/nope:cancel" }, { "GET", "/v1/projects/local/jobs/nope/logs" },
             { "GET", "/v1/projects/local/jobs/nope/events" }, { "GET", "/v1/nothing/here" } }) {
        const auto reply = m_daemon.request(method, path, method == "POST" ? "{}" : "");
        QCOMPARE(reply.status, 404);
        QCOMPARE(js(reply.json()["error"]["status"]), js(json("NOT_FOUND")));
    }
}

void TestDaemonApi::otherProjectIsNotFound()
{
    const auto reply = m_daemon.get("/v1/projects/someone-else/jobs");
    QCOMPARE(reply.status, 404);
    QVERIFY(reply.json()["error"]["message"].get<std::string>().find("project local") != std::string::npos);
}

void TestDaemonApi::listPagesNewestFirst()
{
    std::vector<std::string> seen;
    std::string token;
    int pages = 0;
    do {
        const auto reply = m_daemon.get("/v1/projects/local/jobs?pageSize=2" + (token.empty() ? "" : "&pageToken=" + token));
        QCOMPARE(reply.status, 200);
        const json page = reply.json();
        for (const auto& job : page["jobs"])
            seen.push_back(job["jobId"].get<std::string>());
        token = page.value("nextPageToken", "");
        ++pages;
    } while (!token.empty() && pages < 10);
    QVERIFY(seen.size() >= 4);
    QCOMPARE(seen[seen.size() - 3], std::string("other_c"));
    QCOMPARE(seen[seen.size() - 2], std::string("fail_b"));
    QCOMPARE(seen.back(), std::string("fail_a"));
    std::vector<std::string> sorted = seen;
    std::sort(sorted.begin(), sorted.end());
    QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()); // no job twice across pages
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs?pageSize=1000").status, 200); // clamped to 100, not an error
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs?pageSize=-1").status, 400);
}

void TestDaemonApi::listFilters_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("state") << "state=FAILED AND jobId:fail*" << QStringList { "fail_b", "fail_a" };
    QTest::newRow("prefix") << "jobId:other*" << QStringList { "other_c" };
    QTest::newRow("or") << "jobId=fail_a OR jobId=other_c" << QStringList { "other_c", "fail_a" };
    QTest::newRow("not") << "jobId:fail* AND NOT jobId=fail_a" << QStringList { "fail_b" };
}

void TestDaemonApi::listFilters()
{
    QFETCH(QString, filter);
    QFETCH(QStringList, expected);
    const std::string query = QUrl::toPercentEncoding(filter).toStdString();
    const auto reply = m_daemon.get("/v1/projects/local/jobs?filter=" + query);
    QCOMPARE(reply.status, 200);
    QStringList ids;
    const json document = reply.json(); // keep the value alive for the loop
    for (const auto& job : document["jobs"])
        ids << QString::fromStdString(job["jobId"].get<std::string>());
    QCOMPARE(ids, expected);
}

void TestDaemonApi::listWithNothingMatchingIsEmptyObject()
{
    const auto reply = m_daemon.get("/v1/projects/local/jobs?filter=jobId%3Dnobody");
    QCOMPARE(reply.status, 200);
    QCOMPARE(js(reply.json()), js(json::object()));
}

void TestDaemonApi::badFilterIsInvalidArgument()
{
    const auto reply = m_daemon.get("/v1/projects/local/jobs?filter=state%3D");
    QCOMPARE(reply.status, 400);
    QCOMPARE(js(reply.json()["error"]["status"]), js(json("INVALID_ARGUMENT")));
}

void TestDaemonApi::cancelFinishedJobIsFailedPrecondition()
{
    const auto reply = m_daemon.post("/v1/projects/local/jobs/fail_a:cancel", json::object());
    QCOMPARE(reply.status, 400);
    QCOMPARE(js(reply.json()["error"]["status"]), js(json("FAILED_PRECONDITION")));
}

void TestDaemonApi::patchLabelsWithEtag()
{
    const json before = m_daemon.get("/v1/projects/local/jobs/fail_b").json();
    const json body = { { "labels", { { "owner", "ana" } } }, { "etag", before["etag"] } };
    const auto ok = m_daemon.request("PATCH", "/v1/projects/local/jobs/fail_b?updateMask=labels,etag", body.dump());
    QCOMPARE(ok.status, 200);
    QCOMPARE(js(ok.json()["labels"]["owner"]), js(json("ana")));
    QVERIFY(ok.json()["etag"] != before["etag"]);
    // The old etag no longer matches: someone else changed the labels.
    const auto stale = m_daemon.request("PATCH", "/v1/projects/local/jobs/fail_b?updateMask=labels,etag", body.dump());
    QCOMPARE(stale.status, 409);
    QCOMPARE(js(stale.json()["error"]["status"]), js(json("ABORTED")));
    const auto badMask = m_daemon.request("PATCH", "/v1/projects/local/jobs/fail_b?updateMask=state", body.dump());
    QCOMPARE(badMask.status, 400);
    const json badLabel = { { "labels", { { "Owner", "x" } } } };
    const auto invalid = m_daemon.request("PATCH", "/v1/projects/local/jobs/fail_b?updateMask=labels", badLabel.dump());
    QCOMPARE(invalid.status, 400);
    QCOMPARE(js(invalid.json()["error"]["details"][0]["fieldViolations"][0]["field"]), js(json("labels.Owner")));
    QCOMPARE(js(m_daemon.get("/v1/projects/local/jobs/fail_b").json()["labels"]["owner"]), js(json("ana")));
}

void TestDaemonApi::locations()
{
    const auto list = m_daemon.get("/v1/projects/local/locations");
    QCOMPARE(list.status, 200);
    QCOMPARE(js(list.json()["locations"][0]["name"]), js(json("projects/local/locations/local")));
    QCOMPARE(js(list.json()["locations"][0]["capabilities"][0]["type"]), js(json("TRAINING")));
    QCOMPARE(m_daemon.get("/v1/projects/local/locations/local").status, 200);
    QCOMPARE(m_daemon.get("/v1/projects/local/locations/us-central1").status, 404);
}

void TestDaemonApi::eventsOfAJob()
{
    const json events = m_daemon.get("/v1/projects/local/jobs/fail_a/events").json()["events"];
    std::vector<std::string> states;
    for (const auto& e : events)
        states.push_back(e["state"].get<std::string>());
    QCOMPARE(states, (std::vector<std::string> { "QUEUED", "PREPARING", "RUNNING", "FAILED" }));
    QVERIFY(events.back()["reason"].get<std::string>().find("master-replica-0 exited with exit code 1") != std::string::npos);
    const json job = m_daemon.get("/v1/projects/local/jobs/fail_a").json();
    QVERIFY(job["errorMessage"].get<std::string>().find("ValueError: learning rate must be positive") != std::string::npos);
}

void TestDaemonApi::oversizedBodyIs413()
{
    const std::string big(9 * 1024 * 1024, ' ');
    const auto reply = m_daemon.request("POST", "/v1/projects/local/jobs", "{" + big + "}");
    QCOMPARE(reply.status, 413);
}

void TestDaemonApi::tcpNeedsTheToken()
{
    const auto none = m_daemon.tcpRequest("GET", "/v1/projects/local/jobs", {}, {});
    QCOMPARE(none.status, 401);
    QCOMPARE(js(none.json()["error"]["status"]), js(json("UNAUTHENTICATED")));
    const auto wrong = m_daemon.tcpRequest("GET", "/v1/projects/local/jobs", {}, { { "Authorization", "Bearer 0000" } });
    QCOMPARE(wrong.status, 401);
    const auto right = m_daemon.tcpRequest("GET", "/v1/projects/local/jobs", {}, { { "Authorization", "Bearer " + m_daemon.token() } });
    QCOMPARE(right.status, 200);
    QVERIFY(right.json().contains("jobs"));
}

void TestDaemonApi::tcpRefusesForeignHostAndOrigin()
{
    const std::string auth = "Bearer " + m_daemon.token();
    const auto host = m_daemon.tcpRequest("GET", "/healthz", {}, { { "Host", "evil.example:80" }, { "Authorization", auth } });
    QCOMPARE(host.status, 403);
    const auto origin = m_daemon.tcpRequest("GET", "/healthz", {}, { { "Origin", "http://evil.example" }, { "Authorization", auth } });
    QCOMPARE(origin.status, 403);
    const std::string own = "http://127.0.0.1:" + std::to_string(m_daemon.tcpPort());
    const auto same = m_daemon.tcpRequest("GET", "/healthz", {}, { { "Origin", own }, { "Authorization", auth } });
    QCOMPARE(same.status, 200);
}

void TestDaemonApi::socketAndTokenAreTheUsersOnly()
{
    QCOMPARE(QFileInfo(m_daemon.socketPath()).permissions() & ~(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser),
        QFile::Permissions());
    const QFileInfo token(m_daemon.dataDir() + QStringLiteral("/token"));
    QVERIFY(token.exists());
    QCOMPARE(token.permissions() & ~(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser), QFile::Permissions());
    QCOMPARE(m_daemon.token().size(), std::size_t(64));
}

void TestDaemonApi::oneDaemonPerDataDir()
{
    QProcess second;
    second.start(QStringLiteral(TRAINYARD_DAEMON_BINARY),
        { QStringLiteral("--data-dir"), m_daemon.dataDir(), QStringLiteral("--socket"), m_daemon.tempPath(QStringLiteral("other.sock")) });
    QVERIFY(second.waitForFinished(10'000));
    QCOMPARE(second.exitCode(), 1);
    QVERIFY(QString::fromUtf8(second.readAllStandardError()).contains(QStringLiteral("another trainyardd")));
    QCOMPARE(m_daemon.get("/healthz").status, 200); // the first one is unharmed
}

QTEST_GUILESS_MAIN(TestDaemonApi)
#include "tst_daemonapi.moc"
