// The daemon's default replica slots (issue 16, point 4): a trainyardd started with no --slots runs a
// master and two workers at once on a two-core machine, as a workstation user submits them; the
// default is spec::defaultReplicaSlots (twice the CPUs, at least 4) and says so in --help.

#include "daemonprocess.h"

#include "spec/replicaslots.h"

#include <QProcess>
#include <QTest>

#include <set>
#include <thread>

using namespace trainyard::test;
using nlohmann::json;

class TestDefaultSlots : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }

    // The distributed example's master waits for every worker to report over its TF_CONFIG port, so
    // it succeeds only when all three replicas run at the same time.
    void masterAndTwoWorkersRunTogether()
    {
        json job = exampleJob("cluster_1", "distributed", "distributed.task", { "--timeout", "60" });
        job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "standard" }, { "workerType", "standard" }, { "workerCount", "2" } });
        const HttpReply created = m_daemon.post("/v1/projects/local/jobs", job);
        QVERIFY2(created.status == 200, created.body.c_str());
        const json done = m_daemon.waitForState("cluster_1", "SUCCEEDED,FAILED", 120'000);
        QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
        std::set<std::string> replicas;
        const json document = m_daemon.get("/v1/projects/local/jobs/cluster_1/logs?pageSize=10000").json();
        for (const auto& line : document["lines"])
            replicas.insert(line["replica"].get<std::string>());
        QCOMPARE(replicas, (std::set<std::string> { "master-replica-0", "worker-replica-0", "worker-replica-1" }));
    }

    // Every slot is free again once the job ended: the daemon holds exactly the default, whatever the CPUs.
    void holdsTwiceTheCpusAndAtLeastFour()
    {
        const int expected = trainyard::spec::defaultReplicaSlots(static_cast<int>(std::thread::hardware_concurrency()));
        QVERIFY(expected >= 4);
        QVERIFY(expected >= 2 * static_cast<int>(std::thread::hardware_concurrency()));
        QTRY_VERIFY_WITH_TIMEOUT(m_daemon.get("/metrics").body.find("\ntrainyard_free_slots " + std::to_string(expected) + "\n") != std::string::npos, 10'000);
    }

    // A job of more replicas than the default is still refused, naming the limit: oversubscription has a bound.
    void moreThanTheDefaultIsRefused()
    {
        const int capacity = trainyard::spec::defaultReplicaSlots(static_cast<int>(std::thread::hardware_concurrency()));
        json job = exampleJob("too_big_1", "distributed", "distributed.task");
        job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "standard" }, { "workerType", "standard" },
            { "workerCount", std::to_string(capacity) } });
        const HttpReply refused = m_daemon.post("/v1/projects/local/jobs", job);
        QCOMPARE(refused.status, 400);
        QVERIFY2(refused.body.find("at most " + std::to_string(capacity) + " at once") != std::string::npos, refused.body.c_str());
    }

    void helpSaysTheDefault()
    {
        QProcess help;
        help.start(QStringLiteral(TRAINYARD_DAEMON_BINARY), { QStringLiteral("--help") });
        QVERIFY(help.waitForFinished(10'000));
        const QString text = QString::fromUtf8(help.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains(QStringLiteral("twice the number of CPUs, at least 4")), qPrintable(text));
    }

private:
    DaemonProcess m_daemon; // no --slots: the default is what is tested
};

QTEST_GUILESS_MAIN(TestDefaultSlots)
#include "tst_defaultslots.moc"
