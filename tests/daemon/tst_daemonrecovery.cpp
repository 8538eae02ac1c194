// Kill the daemon with SIGKILL at different moments, restart it, and check that nothing it had
// acknowledged is lost: jobs, transitions, log lines, and the replicas themselves.

#include "daemonprocess.h"
#include "escapedprocesses.h"

#include <QFile>
#include <QLocalSocket>
#include <QTest>
#include <QThread>

#include <csignal>
#include <fstream>
#include <set>

using namespace trainyard::test;
using json = nlohmann::json;

class TestDaemonRecovery : public QObject {
    Q_OBJECT

private slots:
    void acknowledgedJobSurvives();
    void runningReplicaIsReadopted();
    void deadReplicaRestartsFromItsCheckpoint();
    void replicaThatEndedWhileDownIsAccounted();
    void restartsStopAtTheLimit();
    void killBeforeTheReplicaStartsCountsNoRestart();
    void readoptedRunIsStoppedWithItsWholeTree();
    void watchReplaysEveryTransition();
    void watchOpensWithItsCursor();

private:
    static json digitsJob(DaemonProcess& daemon, const std::string& id, int epochs, const char* epochSeconds);
    static std::vector<json> allLines(DaemonProcess& daemon, const std::string& id);
    static bool sawLine(DaemonProcess& daemon, const std::string& id, const std::string& prefix);
    static int masterPid(DaemonProcess& daemon, const std::string& id);
};

json TestDaemonRecovery::digitsJob(DaemonProcess& daemon, const std::string& id, int epochs, const char* epochSeconds)
{
    json job = exampleJob(id, "digits", "trainer.task", { "--epochs", std::to_string(epochs), "--epoch-seconds", epochSeconds });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromStdString(id)).toStdString();
    return job;
}

std::vector<json> TestDaemonRecovery::allLines(DaemonProcess& daemon, const std::string& id)
{
    std::vector<json> lines;
    const json page = daemon.get("/v1/projects/local/jobs/" + id + "/logs?pageSize=10000").json();
    for (const auto& line : page["lines"])
        lines.push_back(line);
    return lines;
}

bool TestDaemonRecovery::sawLine(DaemonProcess& daemon, const std::string& id, const std::string& prefix)
{
    for (const auto& line : allLines(daemon, id)) {
        if (line["text"].get<std::string>().starts_with(prefix))
            return true;
    }
    return false;
}

int TestDaemonRecovery::masterPid(DaemonProcess& daemon, const std::string& id)
{
    std::ifstream in((daemon.dataDir() + QStringLiteral("/jobs/%1/replicas/master-replica-0.pid").arg(QString::fromStdString(id))).toStdString());
    int pid = 0;
    in >> pid;
    return pid;
}

void TestDaemonRecovery::acknowledgedJobSurvives()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", digitsJob(daemon, "acked", 3, "0")).status, 200);
    daemon.kill9(); // right after the answer
    QVERIFY(daemon.start());
    const json job = daemon.waitForState("acked", "SUCCEEDED,FAILED", 60'000);
    QCOMPARE(job.value("state", ""), std::string("SUCCEEDED"));
    const json events = daemon.get("/v1/projects/local/jobs/acked/events").json()["events"];
    QCOMPARE(js(events[0]["state"]), js(json("QUEUED")));
}

void TestDaemonRecovery::runningReplicaIsReadopted()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", digitsJob(daemon, "adopted", 40, "0.05")).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(sawLine(daemon, "adopted", "epoch 3/"), 60'000);
    const int pid = masterPid(daemon, "adopted");
    QVERIFY(pid > 0);
    daemon.kill9();
    QThread::msleep(500); // the trainer goes on writing while no daemon is there
    QVERIFY(::kill(pid, 0) == 0);
    QVERIFY(daemon.start());
    QCOMPARE(masterPid(daemon, "adopted"), pid); // the same process, taken up again
    const json job = daemon.waitForState("adopted", "SUCCEEDED,FAILED", 60'000);
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump().c_str());
    // Every line exactly once, numbered without a gap.
    const auto lines = allLines(daemon, "adopted");
    std::multiset<std::string> epochs;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i]["seq"].get<std::string>(), std::to_string(i + 1));
        if (lines[i]["text"].get<std::string>().starts_with("epoch "))
            epochs.insert(lines[i]["text"].get<std::string>().substr(0, 11));
    }
    QCOMPARE(epochs.size(), std::size_t(40));
    QCOMPARE(std::set<std::string>(epochs.begin(), epochs.end()).size(), std::size_t(40));
    const json document = daemon.get("/v1/projects/local/jobs/adopted/events").json(); // keep the value alive for the loop
    for (const auto& e : document["events"])
        QVERIFY(e["reason"].get<std::string>().find("restarted") == std::string::npos);
}

void TestDaemonRecovery::deadReplicaRestartsFromItsCheckpoint()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", digitsJob(daemon, "restarted", 30, "0.05")).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(sawLine(daemon, "restarted", "epoch 5/"), 60'000);
    const int pid = masterPid(daemon, "restarted");
    daemon.kill9();
    ::kill(-pid, SIGKILL); // the machine "lost" the replica while the daemon was down
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, 5'000);
    QVERIFY(daemon.start());
    const json job = daemon.waitForState("restarted", "SUCCEEDED,FAILED", 60'000);
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump().c_str());
    QVERIFY(sawLine(daemon, "restarted", "resuming from epoch"));
    bool recorded = false;
    const json document = daemon.get("/v1/projects/local/jobs/restarted/events").json(); // keep the value alive for the loop
    for (const auto& e : document["events"])
        recorded |= e["reason"].get<std::string>().starts_with("master-replica-0 restarted (1 of 3)");
    QVERIFY(recorded);
}

void TestDaemonRecovery::replicaThatEndedWhileDownIsAccounted()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", digitsJob(daemon, "ended", 10, "0.05")).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(sawLine(daemon, "ended", "epoch 1/"), 60'000);
    daemon.kill9();
    const QString status = daemon.dataDir() + QStringLiteral("/jobs/ended/replicas/master-replica-0.status");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(status), 60'000);
    QVERIFY(daemon.start());
    const json job = daemon.waitForState("ended", "SUCCEEDED,FAILED", 30'000);
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump().c_str());
    QVERIFY(sawLine(daemon, "ended", "saved model to"));
}

void TestDaemonRecovery::restartsStopAtTheLimit()
{
    DaemonProcess daemon({ QStringLiteral("--max-restarts"), QStringLiteral("0") });
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", digitsJob(daemon, "limited", 100, "0.05")).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(sawLine(daemon, "limited", "epoch 2/"), 60'000);
    const int pid = masterPid(daemon, "limited");
    daemon.kill9();
    ::kill(-pid, SIGKILL);
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, 5'000);
    QVERIFY(daemon.start());
    const json job = daemon.waitForState("limited", "FAILED,SUCCEEDED", 30'000);
    QCOMPARE(job.value("state", ""), std::string("FAILED"));
    QVERIFY2(job["errorMessage"].get<std::string>().find("already restarted 0 times") != std::string::npos, job.dump().c_str());
}

void TestDaemonRecovery::killBeforeTheReplicaStartsCountsNoRestart()
{
    // The daemon dies by SIGKILL right after recording a run (run.json) and before starting its
    // replica (TRAINYARD_FAILPOINT, services/daemon/failpoint.h). That is a trial of a tuning job: the
    // job is RUNNING and its trial recorded, so the next daemon takes the trial up. Its replica never
    // ran, so starting it is no restart.
    qputenv("TRAINYARD_FAILPOINT", "after-run-state");
    DaemonProcess daemon;
    const bool started = daemon.start();
    qunsetenv("TRAINYARD_FAILPOINT"); // for the daemon started next
    QVERIFY(started);
    const std::string fixtures = TRAINYARD_FIXTURES;
    json job = exampleJob("unstarted", "digits", "tunable.task", { "--steps", "2" });
    job["trainingInput"]["packageUris"] = { fixtures + "/trainers/tunable", examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" }, { "maxTrials", 1 },
        { "algorithm", "RANDOM_SEARCH" }, { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } } } } };
    QCOMPARE(daemon.post("/v1/projects/local/jobs", job).status, 200);
    const QString trial = daemon.dataDir() + QStringLiteral("/jobs/unstarted/trials/1");
    QTRY_VERIFY_WITH_TIMEOUT(!livingProcess(static_cast<int>(daemon.pid())), 60'000); // the failpoint fired
    QVERIFY(QFile::exists(trial + QStringLiteral("/run.json")));
    QVERIFY(!QFile::exists(trial + QStringLiteral("/replicas/master-replica-0.pid"))); // killed before the start
    QVERIFY(daemon.start());
    const json done = daemon.waitForState("unstarted", "SUCCEEDED,FAILED,CANCELLED", 60'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const json document = daemon.get("/v1/projects/local/jobs/unstarted/events").json(); // keep the value alive for the loop
    for (const auto& e : document["events"])
        QVERIFY2(e["reason"].get<std::string>().find("restarted") == std::string::npos, e.dump().c_str());
    std::ifstream in((trial + QStringLiteral("/run.json")).toStdString());
    const json runState = json::parse(in, nullptr, false);
    QVERIFY2(runState.is_object() && runState.contains("restarts"), runState.dump().c_str());
    for (const auto& [replica, restarts] : runState["restarts"].items())
        QVERIFY2(restarts.get<int>() == 0, runState.dump().c_str());
}

void TestDaemonRecovery::readoptedRunIsStoppedWithItsWholeTree()
{
    // A daemon killed while a replica's grandchild runs in a session of its own; the next daemon
    // re-adopts the replica, and its cancel still reaches that grandchild.
    const EscapedProcesses escaped("trainyard-escaper-readopted-" + std::to_string(::getpid()));
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    const QString pidFile = daemon.tempPath(QStringLiteral("escaped.pid"));
    json job = exampleJob("readopted", "stubborn", "escaper.task", { "--marker", escaped.marker(), "--pid-file", pidFile.toStdString() });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/escaper" };
    QCOMPARE(daemon.post("/v1/projects/local/jobs", job).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pidFile), 30'000);
    const int grandchild = pidInFile(pidFile);
    QVERIFY(daemon.waitForState("readopted", "RUNNING", 30'000).value("state", "") == "RUNNING");
    daemon.kill9();
    QVERIFY(daemon.start());
    QVERIFY(livingProcess(grandchild));
    QCOMPARE(daemon.post("/v1/projects/local/jobs/readopted:cancel", json::object()).status, 200);
    QCOMPARE(daemon.waitForState("readopted", "CANCELLED", 30'000).value("state", ""), std::string("CANCELLED"));
    QVERIFY2(!livingProcess(grandchild), "the setsid() grandchild survived the cancel after a daemon restart");
    QVERIFY(escaped.living().empty());
}

void TestDaemonRecovery::watchReplaysEveryTransition()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", exampleJob("watched", "failing", "failing.task")).status, 200);
    QCOMPARE(daemon.waitForState("watched", "FAILED", 30'000).value("state", ""), std::string("FAILED"));
    daemon.kill9();
    QVERIFY(daemon.start());
    const auto events = daemon.stream("/v1/projects/local/jobs:watch?since=0", 4, 10'000);
    QCOMPARE(events.size(), std::size_t(4));
    std::vector<std::string> states;
    for (std::size_t i = 0; i < events.size(); ++i) {
        QCOMPARE(events[i].id, std::to_string(i + 1));
        states.push_back(json::parse(events[i].data)["state"]);
    }
    QCOMPARE(states, (std::vector<std::string> { "QUEUED", "PREPARING", "RUNNING", "FAILED" }));
    // Resuming after event 2 gives 3 and 4 only.
    const auto rest = daemon.stream("/v1/projects/local/jobs:watch", 2, 10'000, { { "Last-Event-ID", "2" } });
    QCOMPARE(rest.size(), std::size_t(2));
    QCOMPARE(rest[0].id, std::string("3"));
}

// A watch opened without a cursor names the transition it starts after before any event, so that a
// client that sees no change before an outage resumes from there (and knows the watch is registered).
void TestDaemonRecovery::watchOpensWithItsCursor()
{
    DaemonProcess daemon;
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post("/v1/projects/local/jobs", exampleJob("cursor", "failing", "failing.task")).status, 200);
    QCOMPARE(daemon.waitForState("cursor", "FAILED", 30'000).value("state", ""), std::string("FAILED"));
    const auto history = daemon.get("/v1/projects/local/jobs/cursor/events").json()["events"];
    QVERIFY(!history.empty());
    const std::string last = history.back()["id"].get<std::string>();

    QLocalSocket socket;
    socket.connectToServer(daemon.socketPath());
    QVERIFY(socket.waitForConnected(5'000));
    socket.write("GET /v1/projects/local/jobs:watch HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n");
    QByteArray received;
    const QByteArray opening = QByteArrayLiteral("retry: 1000\nid: ") + QByteArray::fromStdString(last) + QByteArrayLiteral("\n\n");
    while (!received.contains(opening) && socket.waitForReadyRead(10'000))
        received += socket.readAll();
    QVERIFY2(received.contains(opening), received.constData());
    QVERIFY(!received.contains("event:")); // nothing happened since
}

QTEST_GUILESS_MAIN(TestDaemonRecovery)
#include "tst_daemonrecovery.moc"
