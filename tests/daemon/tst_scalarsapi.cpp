// GET …/jobs/{id}/scalars end to end (docs/api.md, "Scalars"): the real trainyardd runs a trainer that
// writes TensorBoard event files as it goes (tests/fixtures/trainers/tbsteps, through the tests' own
// writer tbwriter.py) and serves its points: plain with filters and maxPoints, followed until `end`
// with every point exactly once, resumed from a cursor; a tuning job's trials as runs "1/train"; a
// Vertex CustomJob's AIP_TENSORBOARD_LOG_DIR.

#include "daemonprocess.h"
#include "vertexjobbodies.h"

#include <QTest>

#include <map>
#include <set>
#include <tuple>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

constexpr int jobTimeoutMs = 90'000;
const std::string jobsPath = "/v1/projects/local/jobs";
const std::string jobs = jobsPath + "/";
const std::string vertexBase = "/v1/projects/local/locations/local/";
const std::string writer = TRAINYARD_FIXTURES "/tensorboard/tbwriter.py";
const std::string trainers = TRAINYARD_FIXTURES "/trainers/tbsteps";

std::vector<std::string> tbstepsArgs(int steps, int batch, double pause)
{
    return { "--writer", writer, "--steps", std::to_string(steps), "--batch", std::to_string(batch), "--pause",
        std::to_string(pause) };
}

json tbstepsJob(const std::string& id, const std::string& jobDir, int steps, int batch, double pause)
{
    json job = exampleJob(id, "digits", "tbsteps.task", tbstepsArgs(steps, batch, pause));
    job["trainingInput"]["packageUris"] = { trainers, examplesDir().toStdString() + "/digits" };
    if (!jobDir.empty())
        job["trainingInput"]["jobDir"] = jobDir;
    return job;
}

using Key = std::tuple<std::string, std::string, std::int64_t>; // run, tag, step

// Every point of the windows, counted: a point twice shows as 2.
void count(const json& window, std::map<Key, int>& seen)
{
    for (const auto& s : window.at("series"))
        for (const auto& p : s.at("points"))
            ++seen[{ s.at("run").get<std::string>(), s.at("tag").get<std::string>(), p.at(0).get<std::int64_t>() }];
}

std::map<Key, int> expected(const std::string& prefix, int steps, int batch)
{
    std::map<Key, int> out;
    for (int s = 0; s < steps; ++s)
        out[{ prefix + "train", "loss", s }] = 1;
    for (int start = 0; start < steps; start += batch)
        out[{ prefix + "validation", "accuracy", std::min(start + batch, steps) - 1 }] = 1;
    return out;
}

QString describe(const std::map<Key, int>& m)
{
    QStringList out;
    for (const auto& [k, n] : m)
        out << QStringLiteral("%1/%2@%3x%4")
                   .arg(QString::fromStdString(std::get<0>(k)), QString::fromStdString(std::get<1>(k)))
                   .arg(std::get<2>(k))
                   .arg(n);
    return out.join(' ');
}

} // namespace

class TestScalarsApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void plainGetWithFilters();
    void followSeesEveryPointOnceThenEnd();
    void aTuningJobsTrialsAreRuns();
    void aVertexCustomJobsTensorBoardLogDir();
    void aJobWithoutAFolderSaysSo();
    void malformedParametersAreRefused();

private:
    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
};

void TestScalarsApi::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestScalarsApi::cleanupTestCase()
{
    m_daemon.stop();
}

void TestScalarsApi::plainGetWithFilters()
{
    const std::string dir = m_daemon.tempPath("plain").toStdString();
    QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("sc_plain", dir, 40, 20, 0)).status, 200);
    QCOMPARE(m_daemon.waitForState("sc_plain", "SUCCEEDED,FAILED", jobTimeoutMs).value("state", ""),
        std::string("SUCCEEDED"));

    HttpReply reply = m_daemon.get(jobs + "sc_plain/scalars");
    QCOMPARE(reply.status, 200);
    json window = reply.json();
    std::map<Key, int> seen;
    count(window, seen);
    QCOMPARE(describe(seen), describe(expected("", 40, 20)));
    QCOMPARE(window.at("complete").get<bool>(), true); // the job had finished before the read began
    QCOMPARE(window.at("nextSince").get<std::string>(), std::string("42"));
    QCOMPARE(js(window.at("info").at("logRoots")), js(json::array({ dir })));
    QCOMPARE(window.at("info").at("eventFiles").get<std::string>(), std::string("2"));
    QCOMPARE(window.at("info").at("corruptRecords").get<std::string>(), std::string("0"));
    // Values and wall times as tbwriter.py wrote them: step / 4 at 1700000000 + step.
    for (const auto& s : window.at("series"))
        for (const auto& p : s.at("points")) {
            QCOMPARE(p.at(2).get<double>(), p.at(0).get<double>() / 4);
            QCOMPARE(p.at(1).get<double>(), 1700000000.0 + p.at(0).get<double>());
        }

    // Filters: tags, runs, a step span, maxPoints.
    window = m_daemon.get(jobs + "sc_plain/scalars?tags=loss").json();
    QCOMPARE(window.at("series").size(), std::size_t(1));
    QCOMPARE(window.at("series")[0].at("tag").get<std::string>(), std::string("loss"));
    window = m_daemon.get(jobs + "sc_plain/scalars?runs=validation,nothing").json();
    QCOMPARE(window.at("series").size(), std::size_t(1));
    QCOMPARE(window.at("series")[0].at("run").get<std::string>(), std::string("validation"));
    QCOMPARE(window.at("series")[0].at("points").size(), std::size_t(2));
    window = m_daemon.get(jobs + "sc_plain/scalars?tags=loss&stepMin=5&stepMax=9").json();
    QCOMPARE(window.at("series")[0].at("points").size(), std::size_t(5));
    QCOMPARE(window.at("series")[0].at("points")[0].at(0).get<int>(), 5);
    window = m_daemon.get(jobs + "sc_plain/scalars?tags=loss&maxPoints=10").json();
    QCOMPARE(window.value("downsampled", false), true);
    const auto& reduced = window.at("series")[0].at("points");
    QVERIFY2(reduced.size() <= 12 && reduced.size() >= 2, reduced.dump().c_str());
    QCOMPARE(reduced.front().at(0).get<int>(), 0); // first and last kept
    QCOMPARE(reduced.back().at(0).get<int>(), 39);
    // After the cursor: nothing more, still complete.
    window = m_daemon.get(jobs + "sc_plain/scalars?since=42").json();
    QVERIFY(window.at("series").empty());
    QCOMPARE(window.at("nextSince").get<std::string>(), std::string("42"));
    QCOMPARE(window.at("complete").get<bool>(), true);
}

void TestScalarsApi::followSeesEveryPointOnceThenEnd()
{
    const std::string dir = m_daemon.tempPath("follow").toStdString();
    QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("sc_follow", dir, 30, 5, 0.4)).status, 200);
    // Followed from before the first point until the end.
    const std::vector<SseEvent> events = m_daemon.stream(jobs + "sc_follow/scalars?follow=true", 10'000, jobTimeoutMs);
    QVERIFY(events.size() >= 2);
    QCOMPARE(events.front().event, std::string("scalars")); // the first at once, with the info
    QVERIFY(json::parse(events.front().data).contains("info"));
    QCOMPARE(events.back().event, std::string("end"));
    std::map<Key, int> seen;
    int withPoints = 0;
    std::int64_t lastId = -1;
    for (std::size_t i = 0; i + 1 < events.size(); ++i) {
        QCOMPARE(events[i].event, std::string("scalars"));
        const json window = json::parse(events[i].data);
        QCOMPARE(events[i].id, window.at("nextSince").get<std::string>());
        QVERIFY(std::stoll(events[i].id) >= lastId);
        lastId = std::stoll(events[i].id);
        withPoints += window.at("series").empty() ? 0 : 1;
        count(window, seen);
    }
    QCOMPARE(describe(seen), describe(expected("", 30, 5)));
    QCOMPARE(json::parse(events[events.size() - 2].data).at("complete").get<bool>(), true);
    QCOMPARE(events.back().id, std::to_string(36));
    QCOMPARE(m_daemon.get(jobs + "sc_follow").json().value("state", ""), std::string("SUCCEEDED"));

    // Resumed after a cursor (Last-Event-ID, as an EventSource reconnecting): exactly the points after it.
    const std::int64_t cursor = 12;
    const std::vector<SseEvent> resumed = m_daemon.stream(
        jobs + "sc_follow/scalars?follow=true", 10'000, jobTimeoutMs, { { "Last-Event-ID", std::to_string(cursor) } });
    QCOMPARE(resumed.back().event, std::string("end"));
    std::map<Key, int> after;
    for (const auto& e : resumed)
        if (e.event == "scalars")
            count(json::parse(e.data), after);
    QCOMPARE(after.size(), std::size_t(36 - cursor));
    for (const auto& [key, n] : after)
        QCOMPARE(n, 1);
    // The same with ?since=, plain: the points after 12 of the full answer.
    const json plain = m_daemon.get(jobs + "sc_follow/scalars?since=12").json();
    std::map<Key, int> plainAfter;
    count(plain, plainAfter);
    QCOMPARE(describe(plainAfter), describe(after));
}

void TestScalarsApi::aTuningJobsTrialsAreRuns()
{
    const std::string dir = m_daemon.tempPath("tuning").toStdString();
    json job = tbstepsJob("sc_tuning", dir, 6, 3, 0);
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" },
        { "maxTrials", 2 }, { "maxParallelTrials", 2 }, { "algorithm", "RANDOM_SEARCH" },
        { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0 }, { "maxValue", 1 } } } } };
    const HttpReply created = m_daemon.post(jobsPath, job);
    QVERIFY2(created.status == 200, created.body.c_str());
    const json done = m_daemon.waitForState("sc_tuning", "SUCCEEDED,FAILED,CANCELLED", jobTimeoutMs);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    const json window = m_daemon.get(jobs + "sc_tuning/scalars?tags=loss").json();
    std::set<std::string> runs;
    for (const auto& s : window.at("series")) {
        runs.insert(s.at("run").get<std::string>());
        QCOMPARE(s.at("points").size(), std::size_t(6));
    }
    QCOMPARE(js(runs), js(std::set<std::string> { "1/train", "2/train" }));
    QCOMPARE(window.at("complete").get<bool>(), true);
}

void TestScalarsApi::aVertexCustomJobsTensorBoardLogDir()
{
    const QString base = m_daemon.tempPath("vertex-out");
    json body = { { "displayName", "scalars" },
        { "jobSpec",
            { { "workerPoolSpecs",
                  json::array({ vertexbodies::pythonPool({ trainers }, "tbsteps.task", tbstepsArgs(8, 4, 0)) }) },
                { "baseOutputDirectory", { { "outputUriPrefix", base.toStdString() } } } } } };
    const HttpReply created = m_daemon.post(vertexBase + "customJobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    const std::string name = "/v1/" + created.json().at("name").get<std::string>();
    // Followed on the Vertex path until the end.
    const std::vector<SseEvent> events = m_daemon.stream(name + "/scalars?follow=true", 10'000, jobTimeoutMs);
    QVERIFY(!events.empty());
    QCOMPARE(events.back().event, std::string("end"));
    std::map<Key, int> seen;
    for (const auto& e : events)
        if (e.event == "scalars") {
            const json window = json::parse(e.data);
            QCOMPARE(js(window.at("info").at("logRoots")), js(json::array({ base.toStdString() + "/logs" })));
            count(window, seen);
        }
    QCOMPARE(describe(seen), describe(expected("", 8, 4)));
    // Ended (the stream said so), then deleted (Engine::removed): its points go with it, and its scalars are not found.
    QCOMPARE(m_daemon.get(name + "/scalars").status, 200);
    const HttpReply deleted = m_daemon.request("DELETE", name);
    QVERIFY2(deleted.status == 200, deleted.body.c_str());
    QCOMPARE(m_daemon.get(name + "/scalars").status, 404);
}

void TestScalarsApi::aJobWithoutAFolderSaysSo()
{
    QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("sc_nofolder", {}, 4, 4, 0)).status, 200);
    m_daemon.waitForState("sc_nofolder", "SUCCEEDED,FAILED", jobTimeoutMs);
    const json window = m_daemon.get(jobs + "sc_nofolder/scalars").json();
    QVERIFY(window.at("series").empty());
    QVERIFY(window.at("info").at("logRoots").empty());
    QVERIFY2(window.at("info").value("status", "").find("jobDir") != std::string::npos, window.dump().c_str());
    QCOMPARE(window.at("complete").get<bool>(), true);
    const std::vector<SseEvent> events = m_daemon.stream(jobs + "sc_nofolder/scalars?follow=true", 100, jobTimeoutMs);
    QCOMPARE(events.back().event, std::string("end"));
    QCOMPARE(m_daemon.get(jobs + "no_such_job/scalars").status, 404);
}

void TestScalarsApi::malformedParametersAreRefused()
{
    QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("sc_params", {}, 1, 1, 0)).status, 200);
    for (const std::string query : { "since=ten", "maxPoints=-1", "stepMin=x" }) {
        const HttpReply reply = m_daemon.get(jobs + "sc_params/scalars?" + query);
        QCOMPARE(reply.status, 400);
        QCOMPARE(reply.json().at("error").at("status").get<std::string>(), std::string("INVALID_ARGUMENT"));
    }
}

QTEST_GUILESS_MAIN(TestScalarsApi)
#include "tst_scalarsapi.moc"
