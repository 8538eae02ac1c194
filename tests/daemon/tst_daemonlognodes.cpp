// A log line knows the node it came from: the node JobLog::setNode gave a replica (SlurmRun does once a
// Slurm replica's node is known) is kept in the job's log folder, so the real trainyardd, restarted,
// serves it on every line of that replica through every path: windows, follows, attributes' sources.
// The node is set in-process on the log folder while the daemon is down (no HTTP surface sets one).

#include "daemonprocess.h"

#include "daemon/joblog.h"

#include <QTest>

#include <set>

using namespace trainyard;
using namespace trainyard::test;
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
    void nodeSurvivesADaemonRestart();
};

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
