// GET …/{job}/importance end to end: the real trainyardd runs a tuning study of a real trainer
// (tests/fixtures/trainers/tunable, whose objective is -(x - 0.3)² - 0.1 (y - 2)² + a small bonus
// per kind: over x in [-3, 3] x explains nearly all of its spread) and serves which parameters
// mattered, on the v1 and the Vertex surfaces, while the trials run and after.

#include "daemonprocess.h"
#include "vertexjobbodies.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <set>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

constexpr int jobTimeoutMs = 90'000;
const std::string jobs = "/v1/projects/local/jobs/";
const std::string vertexBase = "/v1/projects/local/locations/local/";

json real(const std::string& name, double minValue, double maxValue)
{
    return { { "parameterName", name }, { "type", "DOUBLE" }, { "minValue", minValue }, { "maxValue", maxValue } };
}

// The parameters as the report ranks them.
std::vector<std::string> ranking(const json& report)
{
    std::vector<std::string> out;
    for (const auto& p : report.at("parameters"))
        out.push_back(p.at("parameter").get<std::string>());
    return out;
}

} // namespace

class TestImportanceApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void importanceFollowsTheStudy();
    void aResumedStudyCountsTheTrialsItResumes();
    void aJobWithoutTuningIsRefused();
    void anUnknownJobIsNotFound();
    void vertexTuningJobHasImportance();

private:
    json tuningJob(const std::string& id, json hyperparameters) const;

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
};

void TestImportanceApi::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestImportanceApi::cleanupTestCase()
{
    m_daemon.stop();
}

json TestImportanceApi::tuningJob(const std::string& id, json hyperparameters) const
{
    const std::string fixtures = TRAINYARD_FIXTURES;
    json job = exampleJob(id, "digits", "tunable.task", { "--steps", "1", "--step-seconds", "0.2" });
    job["trainingInput"]["packageUris"] = { fixtures + "/trainers/tunable", examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["jobDir"] = m_daemon.tempPath(QString::fromStdString(id)).toStdString();
    hyperparameters.emplace("goal", "MAXIMIZE");
    hyperparameters.emplace("hyperparameterMetricTag", "score");
    job["trainingInput"]["hyperparameters"] = hyperparameters;
    return job;
}

void TestImportanceApi::importanceFollowsTheStudy()
{
    const json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 8 }, { "maxParallelTrials", 1 },
        { "params",
            { real("x", -3.0, 3.0), { { "parameterName", "y" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 3 } },
                { { "parameterName", "kind" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "a", "b", "c" } } } } } };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", tuningJob("study", hp)).status, 200);

    // Polled as the console polls it, faster: each answer is a report for the trials finished then.
    std::vector<json> reports;
    std::string state;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < jobTimeoutMs) {
        state = m_daemon.get(jobs + "study").json().value("state", "");
        const auto reply = m_daemon.get(jobs + "study/importance");
        QCOMPARE(reply.status, 200);
        reports.push_back(reply.json());
        if (state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED")
            break;
        QThread::msleep(100);
    }
    QCOMPARE(state, std::string("SUCCEEDED"));

    std::set<int> counts;
    int last = 0;
    for (const json& report : reports) {
        QCOMPARE(report.value("method", ""), std::string("fanova"));
        QCOMPARE(report.value("minimumTrials", 0), 5);
        const int completed = report.value("completedTrials", -1);
        QVERIFY2(completed >= last, report.dump().c_str()); // trials only ever finish
        last = completed;
        counts.insert(completed);
        // Below five finished trials there is nothing to rank; from five on, every parameter is ranked.
        QCOMPARE(report.at("parameters").size(), std::size_t(completed < 5 ? 0 : 3));
        if (completed >= 5)
            QCOMPARE(ranking(report).front(), std::string("x"));
    }
    qInfo("completed trials seen while polling: %s", json(counts).dump().c_str());
    // It changed as the trials finished, and was there before the study ended.
    QVERIFY2(counts.size() >= 3, json(counts).dump().c_str());
    QVERIFY2(counts.contains(0), json(counts).dump().c_str());

    const json job = m_daemon.get(jobs + "study").json();
    const json report = m_daemon.get(jobs + "study/importance").json();
    QCOMPARE(report.value("completedTrials", -1), std::stoi(job["trainingOutput"]["completedTrialCount"].get<std::string>()));
    QCOMPARE(report.value("completedTrials", -1), 8);
    qInfo("the study's report: %s", report.dump().c_str());
    const auto ranked = ranking(report);
    QCOMPARE(ranked.front(), std::string("x"));
    double sum = 0.0;
    for (const auto& p : report.at("parameters"))
        sum += p.at("importance").get<double>();
    QVERIFY2(std::abs(sum - 1.0) < 1e-9, report.dump().c_str());
    QVERIFY2(report["parameters"][0]["importance"].get<double>() > 0.5, report.dump().c_str());
    // The same trials, the same report: the kept one, answered at once (a computed report comes chunked).
    const auto again = m_daemon.get(jobs + "study/importance");
    QVERIFY(!again.headers.contains("transfer-encoding"));
    QCOMPARE(js(again.json()), js(report));
}

void TestImportanceApi::aResumedStudyCountsTheTrialsItResumes()
{
    // Two more trials of "study": the report rests on its eight and these two, as the tuner's history does.
    json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 2 }, { "maxParallelTrials", 2 }, { "resumePreviousJobId", "study" },
        { "params",
            { real("x", -3.0, 3.0), { { "parameterName", "y" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 3 } },
                { { "parameterName", "kind" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "a", "b", "c" } } } } } };
    const auto created = m_daemon.post("/v1/projects/local/jobs", tuningJob("resumed", hp));
    QVERIFY2(created.status == 200, created.body.c_str());
    const json job = m_daemon.waitForState("resumed", "SUCCEEDED,FAILED,CANCELLED", jobTimeoutMs);
    QCOMPARE(job.value("state", ""), std::string("SUCCEEDED"));
    const auto reply = m_daemon.get(jobs + "resumed/importance");
    QCOMPARE(reply.status, 200);
    const json report = reply.json();
    QCOMPARE(report.value("completedTrials", -1), 10);
    QCOMPARE(ranking(report).front(), std::string("x"));
    // Its first request computed the report on a pool thread (the body followed the status); the
    // next is answered from the kept one.
    QCOMPARE(reply.headers.count("transfer-encoding") ? reply.headers.at("transfer-encoding") : std::string(), std::string("chunked"));
    const auto again = m_daemon.get(jobs + "resumed/importance");
    QVERIFY(!again.headers.contains("transfer-encoding"));
    QCOMPARE(js(again.json()), js(report));
}

void TestImportanceApi::aJobWithoutTuningIsRefused()
{
    const std::string fixtures = TRAINYARD_FIXTURES;
    json job = exampleJob("plain", "digits", "tunable.task", { "--steps", "1" });
    job["trainingInput"]["packageUris"] = { fixtures + "/trainers/tunable", examplesDir().toStdString() + "/digits" };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    const auto reply = m_daemon.get(jobs + "plain/importance");
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json()["error"].value("status", ""), std::string("FAILED_PRECONDITION"));
    QVERIFY2(reply.json()["error"].value("message", "").find("no hyperparameter tuning") != std::string::npos, reply.body.c_str());
    m_daemon.waitForState("plain", "SUCCEEDED,FAILED,CANCELLED", jobTimeoutMs);
}

void TestImportanceApi::anUnknownJobIsNotFound()
{
    const auto reply = m_daemon.get(jobs + "nosuchjob/importance");
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.json()["error"].value("status", ""), std::string("NOT_FOUND"));
    const auto vertex = m_daemon.get(vertexBase + "hyperparameterTuningJobs/1234567890123456789/importance");
    QCOMPARE(vertex.status, 404);
    QCOMPARE(vertex.json()["error"].value("status", ""), std::string("NOT_FOUND"));
}

void TestImportanceApi::vertexTuningJobHasImportance()
{
    json body = vertexbodies::tuningJob("importance");
    body["maxTrialCount"] = 6;
    body["parallelTrialCount"] = 2;
    body["studySpec"]["parameters"][0]["doubleValueSpec"] = { { "minValue", -3 }, { "maxValue", 3 } };
    const auto created = m_daemon.post(vertexBase + "hyperparameterTuningJobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    const std::string name = created.json().value("name", "");
    QVERIFY(!name.empty());

    json job;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < jobTimeoutMs) {
        job = m_daemon.get("/v1/" + name).json();
        const std::string state = job.value("state", "");
        if (state == "JOB_STATE_SUCCEEDED" || state == "JOB_STATE_FAILED" || state == "JOB_STATE_CANCELLED")
            break;
        QThread::msleep(100);
    }
    QCOMPARE(job.value("state", ""), std::string("JOB_STATE_SUCCEEDED"));
    const auto reply = m_daemon.get("/v1/" + name + "/importance");
    QCOMPARE(reply.status, 200);
    const json report = reply.json();
    QCOMPARE(report.value("completedTrials", -1), 6);
    QCOMPARE(ranking(report), (std::vector<std::string> { "x", "kind" }));

    // The v1 surface does not see it; a Vertex custom job has no study; a deleted job has no report.
    const std::string id = name.substr(name.rfind('/') + 1);
    QCOMPARE(m_daemon.get(jobs + "hp_tuning_job_" + id + "/importance").status, 404);
    const auto custom = m_daemon.post(vertexBase + "customJobs", vertexbodies::customJob("plain", "digits", "trainer.task"));
    QVERIFY2(custom.status == 200, custom.body.c_str());
    const auto refused = m_daemon.get("/v1/" + custom.json().value("name", "") + "/importance");
    QCOMPARE(refused.status, 400);
    QCOMPARE(refused.json()["error"].value("status", ""), std::string("FAILED_PRECONDITION"));
    QCOMPARE(m_daemon.request("DELETE", "/v1/" + name).status, 200);
    QCOMPARE(m_daemon.get("/v1/" + name + "/importance").status, 404);
}

QTEST_GUILESS_MAIN(TestImportanceApi)
#include "tst_importanceapi.moc"
