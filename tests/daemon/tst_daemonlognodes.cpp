// A log line knows the node it came from: the node JobLog::setNode gave a replica (SlurmRun does once a
// Slurm replica's node is known) is kept in the job's log folder, so a reopened JobLog, a LogScanner
// snapshot and the real trainyardd, restarted, serve it on every line of that replica through every
// path: windows, follows, attributes' sources. For the daemon the node is set in-process on the log
// folder while it is down (no HTTP surface sets one).

#include "daemonprocess.h"

#include "daemon/joblog.h"
#include "daemon/logscanner.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>

#include <set>

using namespace trainyard;
using namespace trainyard::test;
using trainyard::daemon::JobLog;
using trainyard::daemon::LogScanner;
using json = nlohmann::json;

namespace {

// A string member, "" when absent (json::value trips GCC's -Wnull-dereference here).
std::string member(const json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get_ref<const std::string&>() : std::string();
}

} // namespace

class TestDaemonLogNodes : public QObject {
    Q_OBJECT

private slots:
    void nodeIsServedAndSurvivesAReopen();
    void nodeOfATrialReplicaOnly();
    void nodeRefusesWhatTheFileCannotHold();
    void nodeSurvivesADaemonRestart();

private:
    static void append(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::app) << text; }
};

void TestDaemonLogNodes::nodeIsServedAndSurvivesAReopen()
{
    // A Slurm replica's node becomes known once it runs: lines it wrote before are served with it too,
    // and a reopened log (what a restarted daemon does) and a search snapshot know it from the folder.
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    std::string workerOut;
    {
        JobLog log(path);
        std::string error;
        QVERIFY(log.open(error));
        append(log.sourcePath("master-replica-0", "stdout"), "local\n");
        workerOut = log.sourcePath("worker-replica-0", "stdout");
        append(workerOut, "before\n");
        log.ingest();
        QVERIFY(log.setNode("worker-replica-0", "", "n2"));
        append(workerOut, "after\n");
        log.ingest();
        const auto lines = log.read(0, 10);
        QCOMPARE(lines.size(), std::size_t(3));
        QCOMPARE(lines[0].node, std::string());
        QCOMPARE(lines[1].node, std::string("n2"));
        QCOMPARE(lines[2].node, std::string("n2"));
    }
    append(workerOut, "after restart\n");
    JobLog log(path);
    std::string error;
    QVERIFY(log.open(error));
    QCOMPARE(log.ingest(), std::size_t(1));
    // The stderr source was registered by setNode, with the node, before it wrote anything.
    append(log.sourcePath("worker-replica-0", "stderr"), "oops\n");
    QCOMPARE(log.ingest(), std::size_t(1));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(5));
    QCOMPARE(lines[0].node, std::string());
    QCOMPARE(lines[3].text, std::string("after restart"));
    QCOMPARE(lines[3].node, std::string("n2"));
    QCOMPARE(lines[4].stream, std::string("stderr"));
    QCOMPARE(lines[4].node, std::string("n2"));
    // Resubmitted elsewhere: the new node replaces the old one, also after another reopen.
    QVERIFY(log.setNode("worker-replica-0", "", "n1"));
    QCOMPARE(log.read(1, 1)[0].node, std::string("n1"));
    JobLog again(path);
    QVERIFY(again.open(error));
    QCOMPARE(again.read(1, 1)[0].node, std::string("n1"));

    const auto scanner = LogScanner::open(path, log.count(), error);
    QVERIFY2(scanner, error.c_str());
    std::map<std::string, std::string> nodes;
    for (const auto& source : scanner->sources())
        nodes[source.replica + "." + source.stream] = source.node;
    QCOMPARE(nodes["master-replica-0.stdout"], std::string());
    QCOMPARE(nodes["worker-replica-0.stdout"], std::string("n1"));
    QCOMPARE(nodes["worker-replica-0.stderr"], std::string("n1"));
}

void TestDaemonLogNodes::nodeOfATrialReplicaOnly()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    append(log.sourcePath("master-replica-0", "stdout", "1"), "trial 1\n");
    append(log.sourcePath("master-replica-0", "stdout", "2"), "trial 2\n");
    log.ingest();
    QVERIFY(log.setNode("master-replica-0", "2", "n2"));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(lines[0].node, std::string());
    QCOMPARE(lines[1].trial, std::string("2"));
    QCOMPARE(lines[1].node, std::string("n2"));
}

void TestDaemonLogNodes::nodeRefusesWhatTheFileCannotHold()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    append(log.sourcePath("master-replica-0", "stdout"), "x\n");
    log.ingest();
    QVERIFY(!log.setNode("master-replica-0", "", ""));
    QVERIFY(!log.setNode("master-replica-0", "", "n1\tn2"));
    QVERIFY(!log.setNode("master-replica-0", "", "n1\nmaster-replica-0.stdout\tevil"));
    QCOMPARE(log.read(0, 1)[0].node, std::string());
}

void TestDaemonLogNodes::nodeSurvivesADaemonRestart()
{
    DaemonProcess daemon;
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    QCOMPARE(daemon.post("/v1/projects/local/jobs", exampleJob("noded", "failing", "failing.task")).status, 200);
    QCOMPARE(daemon.waitForState("noded", "FAILED", 30'000).value("state", ""), std::string("FAILED"));
    const json before = daemon.get("/v1/projects/local/jobs/noded/logs?pageSize=10000").json();
    QVERIFY(!before["lines"].empty());
    for (const auto& line : before["lines"])
        QVERIFY2(!line.contains("node"), line.dump().c_str()); // the daemon's own replicas name none
    daemon.stop();

    {
        daemon::JobLog log((daemon.dataDir() + QStringLiteral("/jobs/noded/logs")).toStdString());
        std::string error;
        QVERIFY2(log.open(error), error.c_str());
        QVERIFY(log.setNode("master-replica-0", "", "n2"));
    }
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));

    // Windows: every line of the replica, written before the node was set, now names it.
    const json after = daemon.get("/v1/projects/local/jobs/noded/logs?pageSize=10000").json();
    QCOMPARE(after["lines"].size(), before["lines"].size());
    std::set<std::string> streams;
    for (const auto& line : after["lines"]) {
        QCOMPARE(member(line, "replica"), std::string("master-replica-0"));
        QCOMPARE(member(line, "node"), std::string("n2"));
        streams.insert(member(line, "stream"));
    }
    QVERIFY(streams.contains("stderr")); // the failing trainer's traceback: both streams carry it

    // Follow: the same lines as events, then the end.
    const auto events = daemon.stream("/v1/projects/local/jobs/noded/logs?follow=true", after["lines"].size() + 1, 10'000);
    QCOMPARE(events.size(), after["lines"].size() + 1);
    for (std::size_t i = 0; i + 1 < events.size(); ++i) {
        QCOMPARE(events[i].event, std::string("line"));
        QCOMPARE(member(json::parse(events[i].data), "node"), std::string("n2"));
    }
    QCOMPARE(events.back().event, std::string("end"));

    // Attributes: each source of the replica names the node.
    const json attributes = daemon.get("/v1/projects/local/jobs/noded/logs:attributes").json();
    QVERIFY(!attributes["sources"].empty());
    for (const auto& source : attributes["sources"])
        QCOMPARE(member(source, "node"), std::string("n2"));
}

QTEST_GUILESS_MAIN(TestDaemonLogNodes)
#include "tst_daemonlognodes.moc"
