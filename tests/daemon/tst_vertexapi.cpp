// The Vertex AI surface of the real trainyardd (customJobs, hyperparameterTuningJobs, their
// operations, the daemon's extensions of a job): every method and error, ids, paging, filters,
// delete, a v1 surface blind to Vertex jobs, and a restart that keeps them.

#include "daemonprocess.h"
#include "vertexjobbodies.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <regex>
#include <set>

using namespace trainyard::test;
using json = nlohmann::json;
using namespace trainyard::test::vertexbodies;

namespace {

const std::string base = "/v1/projects/local/locations/local/";

} // namespace

class TestVertexApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void createAnswersTheQueuedResource();
    void idsAreNineteenDigitsAndUnique();
    void createRefusesWhatVertexRefuses_data();
    void createRefusesWhatVertexRefuses();
    void unknownNamesAreNotFound_data();
    void unknownNamesAreNotFound();
    void failedJobCarriesItsError();
    void listPages();
    void listFilters_data();
    void listFilters();
    void listRefusesBadFilterAndToken();
    void cancelRunningJob();
    void deleteAnswersAnOperation();
    void operationsOfADeletedJob();
    void extensionsOfAVertexJob();
    void v1SurfaceIsBlindToVertexJobs();
    void tuningJobServesTrials();
    void restartKeepsJobsAndIds();

private:
    // Creates the resource; answers its name.
    std::string create(const std::string& collection, const json& body);
    json waitFor(const std::string& name, const std::set<std::string>& states, int timeoutMs = 60'000) const;

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4"), QStringLiteral("--grace"), QStringLiteral("1") } };
    std::string m_failed; // a custom job that failed: labels {team: a}
    std::string m_failedToo; // another: labels {team: b}
    std::string m_deleted; // the operation of a deletion (deleteAnswersAnOperation)
    json m_deletion;
};

std::string TestVertexApi::create(const std::string& collection, const json& body)
{
    const auto reply = m_daemon.post(base + collection, body);
    if (reply.status != 200)
        qWarning("create answered %d: %s", reply.status, reply.body.c_str());
    return reply.status == 200 ? reply.json().value("name", "") : std::string();
}

json TestVertexApi::waitFor(const std::string& name, const std::set<std::string>& states, int timeoutMs) const
{
    QElapsedTimer clock;
    clock.start();
    json job = json::object();
    while (clock.elapsed() < timeoutMs) {
        const auto reply = m_daemon.get("/v1/" + name);
        if (reply.status == 200)
            job = reply.json();
        if (states.contains(job.value("state", "")))
            return job;
        QThread::msleep(50);
    }
    return job;
}

void TestVertexApi::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    m_failed = create("customJobs", customJob("failing one", "failing", "failing.task", { { "team", "a" } }));
    m_failedToo = create("customJobs", customJob("failing two", "failing", "failing.task", { { "team", "b" } }));
    QVERIFY(!m_failed.empty() && !m_failedToo.empty());
    QCOMPARE(waitFor(m_failed, { "JOB_STATE_FAILED" }).value("state", ""), std::string("JOB_STATE_FAILED"));
    QCOMPARE(waitFor(m_failedToo, { "JOB_STATE_FAILED" }).value("state", ""), std::string("JOB_STATE_FAILED"));
}

void TestVertexApi::cleanupTestCase()
{
    m_daemon.stop();
}

void TestVertexApi::createAnswersTheQueuedResource()
{
    json body = customJob("queued", "stubborn", "stubborn.task");
    body["state"] = "JOB_STATE_SUCCEEDED"; // output fields a client sends are ignored, as Google does
    body["name"] = "projects/x/locations/y/customJobs/1";
    const auto reply = m_daemon.post(base + "customJobs", body);
    QCOMPARE(reply.status, 200);
    const json job = reply.json();
    QVERIFY(std::regex_match(job.value("name", ""), std::regex("projects/local/locations/local/customJobs/[0-9]{19}")));
    QCOMPARE(job.value("state", ""), std::string("JOB_STATE_QUEUED"));
    QCOMPARE(job.value("displayName", ""), std::string("queued"));
    QVERIFY(job.contains("createTime") && job.contains("updateTime"));
    QVERIFY(!job.contains("startTime") && !job.contains("error"));
    QCOMPARE(js(job["jobSpec"]), js(body["jobSpec"])); // the resource as sent, int64 as strings
    QCOMPARE(m_daemon.request("POST", "/v1/" + job["name"].get<std::string>() + ":cancel", "{}").status, 200);
}

void TestVertexApi::idsAreNineteenDigitsAndUnique()
{
    std::set<std::string> names;
    for (int i = 0; i < 5; ++i) {
        const std::string name = create("customJobs", customJob("id " + std::to_string(i), "failing", "failing.task"));
        QVERIFY(std::regex_match(name, std::regex(".*/customJobs/[1-9][0-9]{18}")));
        names.insert(name);
    }
    QCOMPARE(names.size(), std::size_t(5));
}

void TestVertexApi::createRefusesWhatVertexRefuses_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("field"); // the first field violation's path; empty when none is named
    json twoPrimaries = customJob("two", "failing", "failing.task");
    twoPrimaries["jobSpec"]["workerPoolSpecs"][0]["replicaCount"] = "2";
    json noPools = customJob("none", "failing", "failing.task");
    noPools["jobSpec"]["workerPoolSpecs"] = json::array();
    json badType = customJob("bad", "failing", "failing.task");
    badType["displayName"] = 5;
    QTest::newRow("pool 0 has one replica") << QString::fromStdString(twoPrimaries.dump()) << "jobSpec.workerPoolSpecs[0].replicaCount";
    QTest::newRow("no pool") << QString::fromStdString(noPools.dump()) << "jobSpec.workerPoolSpecs";
    json unknown = customJob("unknown", "failing", "failing.task");
    unknown["jobSpec"]["workerPoolSpecs"][0]["machineSpec"]["gpuCount"] = 1;
    QTest::newRow("a field of the wrong type") << QString::fromStdString(badType.dump()) << "displayName";
    QTest::newRow("an unknown member") << QString::fromStdString(unknown.dump()) << "jobSpec.workerPoolSpecs[0].machineSpec.gpuCount";
    QTest::newRow("not an object") << "[1, 2]" << "";
    QTest::newRow("not JSON") << "{\"displayName\": " << "";
}

void TestVertexApi::createRefusesWhatVertexRefuses()
{
    QFETCH(QString, body);
    QFETCH(QString, field);
    const auto reply = m_daemon.request("POST", base + "customJobs", body.toStdString());
    QCOMPARE(reply.status, 400);
    const json error = reply.json()["error"];
    QCOMPARE(error.value("status", ""), std::string("INVALID_ARGUMENT"));
    if (!field.isEmpty()) {
        const json violations = error["details"][0]["fieldViolations"];
        QVERIFY2(std::any_of(violations.begin(), violations.end(), [&](const json& v) { return v.value("field", "") == field.toStdString(); }),
            reply.body.c_str());
    }
}

void TestVertexApi::unknownNamesAreNotFound_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    const std::string customId = m_failed.substr(m_failed.rfind('/') + 1);
    QTest::newRow("unknown id") << "GET" << QString::fromStdString(base + "customJobs/1234567890123456789");
    QTest::newRow("not an id") << "GET" << QString::fromStdString(base + "customJobs/abc");
    QTest::newRow("a custom job's id as a tuning job") << "GET" << QString::fromStdString(base + "hyperparameterTuningJobs/" + customId);
    QTest::newRow("unknown location") << "GET" << QString::fromStdString("/v1/projects/local/locations/us-central1/customJobs");
    QTest::newRow("other project") << "GET" << QString::fromStdString("/v1/projects/other/locations/local/customJobs");
    QTest::newRow("cancel unknown") << "POST" << QString::fromStdString(base + "customJobs/1234567890123456789:cancel");
    QTest::newRow("delete unknown") << "DELETE" << QString::fromStdString(base + "customJobs/1234567890123456789");
    QTest::newRow("operations of unknown") << "GET" << QString::fromStdString(base + "customJobs/1234567890123456789/operations");
    QTest::newRow("unknown operation") << "GET" << QString::fromStdString("/v1/" + m_failed + "/operations/42");
    QTest::newRow("logs of unknown") << "GET" << QString::fromStdString(base + "customJobs/1234567890123456789/logs");
}

void TestVertexApi::unknownNamesAreNotFound()
{
    QFETCH(QString, method);
    QFETCH(QString, path);
    const auto reply = m_daemon.request(method.toStdString(), path.toStdString(), method == QLatin1String("POST") ? "{}" : "");
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.json()["error"].value("status", ""), std::string("NOT_FOUND"));
}

void TestVertexApi::failedJobCarriesItsError()
{
    const json job = m_daemon.get("/v1/" + m_failed).json();
    QCOMPARE(job.value("state", ""), std::string("JOB_STATE_FAILED"));
    QCOMPARE(job["error"].value("code", 0), 13);
    QVERIFY(job["error"].value("message", "").find("ValueError") != std::string::npos);
    QVERIFY(job.contains("startTime") && job.contains("endTime") && job.contains("updateTime"));
    QCOMPARE(js(job["updateTime"]), js(job["endTime"]));
}

void TestVertexApi::listPages()
{
    const json first = m_daemon.get(base + "customJobs?pageSize=1&filter=labels.team%3Da%20OR%20labels.team%3Db").json();
    QCOMPARE(first["customJobs"].size(), std::size_t(1));
    QCOMPARE(first["customJobs"][0].value("name", ""), m_failedToo); // newest first
    QVERIFY(first.contains("nextPageToken"));
    const json second = m_daemon.get(base + "customJobs?pageSize=1&filter=labels.team%3Da%20OR%20labels.team%3Db&pageToken="
                                      + first["nextPageToken"].get<std::string>())
                            .json();
    QCOMPARE(second["customJobs"].size(), std::size_t(1));
    QCOMPARE(second["customJobs"][0].value("name", ""), m_failed);
    QVERIFY(!second.contains("nextPageToken"));
    // Each collection lists only its own kind.
    const json tuning = m_daemon.get(base + "hyperparameterTuningJobs?filter=labels.team%3Da").json();
    QCOMPARE(js(tuning), js(json::object()));
}

void TestVertexApi::listFilters_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("displayNames"); // among the two failed jobs, newest first
    QTest::newRow("labels") << "labels.team=a" << QStringList { QStringLiteral("failing one") };
    QTest::newRow("display_name") << "display_name=\"failing two\"" << QStringList { QStringLiteral("failing two") };
    QTest::newRow("displayName") << "displayName=\"failing two\"" << QStringList { QStringLiteral("failing two") };
    QTest::newRow("state AND labels") << "state=JOB_STATE_FAILED AND labels.team:*" << QStringList { QStringLiteral("failing two"), QStringLiteral("failing one") };
    QTest::newRow("state excludes") << "state=JOB_STATE_RUNNING AND labels.team:*" << QStringList {};
    QTest::newRow("NOT") << "labels.team:* AND NOT labels.team=a" << QStringList { QStringLiteral("failing two") };
}

void TestVertexApi::listFilters()
{
    QFETCH(QString, filter);
    QFETCH(QStringList, displayNames);
    const auto reply = m_daemon.get(base + "customJobs?filter=" + QUrl::toPercentEncoding(filter).toStdString());
    QCOMPARE(reply.status, 200);
    QStringList found;
    const json jobs = reply.json().value("customJobs", json::array());
    for (const auto& job : jobs)
        found << QString::fromStdString(job.value("displayName", ""));
    QCOMPARE(found, displayNames);
}

void TestVertexApi::listRefusesBadFilterAndToken()
{
    QCOMPARE(m_daemon.get(base + "customJobs?filter=state%3D%28").status, 400);
    QCOMPARE(m_daemon.get(base + "customJobs?pageToken=abc").status, 400);
    QCOMPARE(m_daemon.get(base + "customJobs?pageSize=-1").status, 400);
}

void TestVertexApi::cancelRunningJob()
{
    const std::string name = create("customJobs", customJob("to cancel", "stubborn", "stubborn.task"));
    QCOMPARE(waitFor(name, { "JOB_STATE_RUNNING" }).value("state", ""), std::string("JOB_STATE_RUNNING"));
    // A running job cannot be deleted.
    const auto refused = m_daemon.request("DELETE", "/v1/" + name);
    QCOMPARE(refused.status, 400);
    QCOMPARE(refused.json()["error"].value("status", ""), std::string("FAILED_PRECONDITION"));
    const auto cancelled = m_daemon.request("POST", "/v1/" + name + ":cancel", "{}");
    QCOMPARE(cancelled.status, 200);
    QCOMPARE(js(cancelled.json()), js(json::object()));
    const json job = waitFor(name, { "JOB_STATE_CANCELLED" });
    QCOMPARE(job.value("state", ""), std::string("JOB_STATE_CANCELLED"));
    QCOMPARE(job["error"].value("code", 0), 1);
    // Cancelling an ended job is refused, as the v1 surface refuses it.
    const auto again = m_daemon.request("POST", "/v1/" + name + ":cancel", "{}");
    QCOMPARE(again.status, 400);
    QCOMPARE(again.json()["error"].value("status", ""), std::string("FAILED_PRECONDITION"));
}

void TestVertexApi::deleteAnswersAnOperation()
{
    const std::string name = create("customJobs", customJob("to delete", "failing", "failing.task"));
    QVERIFY(waitFor(name, { "JOB_STATE_FAILED" }).value("state", "") == "JOB_STATE_FAILED");
    const std::string id = name.substr(name.rfind('/') + 1);
    QVERIFY(QDir(m_daemon.dataDir() + QStringLiteral("/jobs/custom_job_") + QString::fromStdString(id)).exists());
    const auto reply = m_daemon.request("DELETE", "/v1/" + name);
    QCOMPARE(reply.status, 200);
    const json operation = reply.json();
    QVERIFY(std::regex_match(operation.value("name", ""), std::regex(name + "/operations/[0-9]{19}")));
    QCOMPARE(operation.value("done", false), true);
    QCOMPARE(operation["response"].value("@type", ""), std::string("type.googleapis.com/google.protobuf.Empty"));
    QCOMPARE(operation["metadata"].value("@type", ""), std::string("type.googleapis.com/google.cloud.aiplatform.v1.DeleteOperationMetadata"));
    QVERIFY(operation["metadata"]["genericMetadata"].contains("createTime"));
    m_deleted = operation.value("name", "");
    m_deletion = operation;
    QCOMPARE(m_daemon.get("/v1/" + name).status, 404);
    QCOMPARE(m_daemon.get("/v1/" + name + "/events").status, 404);
    QVERIFY(!QDir(m_daemon.dataDir() + QStringLiteral("/jobs/custom_job_") + QString::fromStdString(id)).exists());
    const json listed = m_daemon.get(base + "customJobs?filter=display_name%3D%22to%20delete%22").json();
    QCOMPARE(js(listed), js(json::object()));
}

void TestVertexApi::operationsOfADeletedJob()
{
    const std::string name = create("customJobs", customJob("deleted", "failing", "failing.task"));
    QVERIFY(waitFor(name, { "JOB_STATE_FAILED" }).value("state", "") == "JOB_STATE_FAILED");
    QCOMPARE(js(m_daemon.get("/v1/" + name + "/operations").json()), js(json::object())); // a live job with none
    const json operation = m_daemon.request("DELETE", "/v1/" + name).json();
    const std::string op = operation.value("name", "");
    const json listed = m_daemon.get("/v1/" + name + "/operations").json();
    QCOMPARE(listed["operations"].size(), std::size_t(1));
    QCOMPARE(js(listed["operations"][0]), js(operation));
    QCOMPARE(js(m_daemon.get("/v1/" + op).json()), js(operation));
    QCOMPARE(js(m_daemon.request("POST", "/v1/" + op + ":wait?timeout=1s", "{}").json()), js(operation));
    QCOMPARE(m_daemon.request("POST", "/v1/" + op + ":wait?timeout=soon", "{}").status, 400);
    QCOMPARE(js(m_daemon.request("POST", "/v1/" + op + ":cancel", "{}").json()), js(json::object()));
    QCOMPARE(js(m_daemon.request("DELETE", "/v1/" + op).json()), js(json::object()));
    QCOMPARE(m_daemon.get("/v1/" + op).status, 404);
}

void TestVertexApi::extensionsOfAVertexJob()
{
    const auto logs = m_daemon.get("/v1/" + m_failed + "/logs?pageSize=1000");
    QCOMPARE(logs.status, 200);
    const json window = logs.json();
    bool sawError = false;
    for (const auto& line : window["lines"])
        sawError = sawError || line.value("text", "").find("ValueError") != std::string::npos;
    QVERIFY2(sawError, logs.body.c_str());
    QCOMPARE(window.value("complete", false), true);
    const json events = m_daemon.get("/v1/" + m_failed + "/events").json()["events"];
    QVERIFY(events.size() >= 3);
    QCOMPARE(events.front().value("state", ""), std::string("QUEUED"));
    QCOMPARE(events.back().value("state", ""), std::string("FAILED"));
    QCOMPARE(m_daemon.get("/v1/" + m_failed + "/resources").status, 200);
    QCOMPARE(m_daemon.get("/v1/" + m_failed + "/logs:attributes").status, 200);
    const auto search = m_daemon.stream("/v1/" + m_failed + "/logs:search?pattern=ValueError", 10, 10'000);
    QVERIFY(!search.empty());
}

void TestVertexApi::v1SurfaceIsBlindToVertexJobs()
{
    const std::string engineId = "custom_job_" + m_failed.substr(m_failed.rfind('/') + 1);
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/" + engineId).status, 404);
    QCOMPARE(m_daemon.request("POST", "/v1/projects/local/jobs/" + engineId + ":cancel", "{}").status, 404);
    QCOMPARE(m_daemon.request("PATCH", "/v1/projects/local/jobs/" + engineId + "?updateMask=labels", "{\"labels\": {}}").status, 404);
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/" + engineId + "/logs").status, 404);
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/" + engineId + "/events").status, 404);
    QCOMPARE(js(m_daemon.get("/v1/projects/local/jobs").json()), js(json::object()));
    // The v1 watch stream tells no Vertex job's transitions: it opens with its position only.
    const auto events = m_daemon.stream("/v1/projects/local/jobs:watch?since=0", 1, 1'000);
    QVERIFY(std::none_of(events.begin(), events.end(), [](const SseEvent& e) { return e.event == "transition"; }));
}

void TestVertexApi::tuningJobServesTrials()
{
    const std::string name = create("hyperparameterTuningJobs", tuningJob("tuning"));
    QVERIFY(std::regex_match(name, std::regex("projects/local/locations/local/hyperparameterTuningJobs/[0-9]{19}")));
    const json job = waitFor(name, { "JOB_STATE_SUCCEEDED", "JOB_STATE_FAILED" }, 120'000);
    QCOMPARE(job.value("state", ""), std::string("JOB_STATE_SUCCEEDED"));
    const json trials = job["trials"];
    QCOMPARE(trials.size(), std::size_t(3));
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const json& trial = trials[i];
        QCOMPARE(trial.value("id", ""), std::to_string(i + 1)); // by id, as Vertex lists them
        QCOMPARE(trial.value("state", ""), std::string("SUCCEEDED"));
        QCOMPARE(trial.value("customJob", ""), name + "/trials/" + std::to_string(i + 1));
        QCOMPARE(trial["finalMeasurement"]["metrics"][0].value("metricId", ""), std::string("score"));
        for (const auto& parameter : trial["parameters"]) {
            if (parameter["parameterId"] == "x")
                QVERIFY(parameter["value"].is_number());
            else
                QVERIFY(parameter["value"] == "a" || parameter["value"] == "b");
        }
    }
    QCOMPARE(job.value("maxTrialCount", 0), 3);
    // Its extensions, under its own collection, filter by trial as the v1 ones do.
    const auto logs = m_daemon.get("/v1/" + name + "/logs?trial=2&pageSize=1000");
    QCOMPARE(logs.status, 200);
    const json lines = logs.json()["lines"];
    QVERIFY(!lines.empty());
    for (const auto& line : lines)
        QCOMPARE(line.value("trial", ""), std::string("2"));
}

void TestVertexApi::restartKeepsJobsAndIds()
{
    const json before = m_daemon.get("/v1/" + m_failed).json();
    m_daemon.stop();
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    const json after = m_daemon.get("/v1/" + m_failed).json();
    QCOMPARE(js(after), js(before));
    QCOMPARE(m_daemon.get(base + "customJobs?filter=labels.team%3Db").json()["customJobs"][0].value("name", ""), m_failedToo);
    const std::string engineId = "custom_job_" + m_failed.substr(m_failed.rfind('/') + 1);
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/" + engineId).status, 404);
    // The operation of a deletion before the restart is still served.
    QCOMPARE(js(m_daemon.get("/v1/" + m_deleted).json()), js(m_deletion));
    QCOMPARE(m_daemon.get("/v1/" + m_deleted.substr(0, m_deleted.find("/operations/")) + "/operations").json()["operations"].size(),
        std::size_t(1));
    // A new job after the restart gets a new id.
    const std::string name = create("customJobs", customJob("after restart", "failing", "failing.task"));
    QVERIFY(!name.empty() && name != m_failed && name != m_failedToo);
}

QTEST_GUILESS_MAIN(TestVertexApi)
#include "tst_vertexapi.moc"
