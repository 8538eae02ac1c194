// Where a replica's resources were measured: a Slurm replica's samples name its node (SlurmRun hands
// them to ResourceMonitor::addSamples from sstat's figures); the record keeps each sample's node across
// a reopen (a daemon restart), and a replica's declaration names its latest.

#include "daemon/resourcemonitor.h"
#include "daemon/resourcerecord.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "resourcesamples.h"

using namespace trainyard;
using namespace trainyard::daemon;
using namespace std::chrono_literals;

using trainyard::test::readFile;
using trainyard::test::sampleAt;

class TestResourceNodes : public QObject {
    Q_OBJECT

private slots:
    void recordKeepsEachSamplesNode();
    void samplesFromElsewhereReachTheRecord();
};

void TestResourceNodes::recordKeepsEachSamplesNode()
{
    // A Slurm replica's samples name its node; a local replica's name none. After a reopen (a daemon
    // restart) each sample still names the node it was measured on, and the replica its latest one.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("resources.jsonl")).toStdString();
    std::string error;
    {
        ResourceRecord record;
        QVERIFY2(record.open(path, error), error.c_str());
        record.addReplica({ "master-replica-0", "", {} });
        record.append(sampleAt(10, 1, 1));
        auto onN1 = sampleAt(10, 2, 2, "worker-replica-0");
        onN1.node = "n1";
        record.append(onN1); // never declared: the sample declares it, with its node
        QCOMPARE(record.replicas().back().node, std::string("n1"));
        auto onN2 = sampleAt(11, 3, 3, "worker-replica-0");
        onN2.node = "n2"; // resubmitted elsewhere
        record.append(onN2);
        record.flush();
    }
    ResourceRecord again;
    QVERIFY2(again.open(path, error), error.c_str());
    QCOMPARE(again.replicas().size(), std::size_t(2));
    QCOMPARE(again.replicas()[0].node, std::string());
    QCOMPARE(again.replicas()[1].replica, std::string("worker-replica-0"));
    QCOMPARE(again.replicas()[1].node, std::string("n2"));
    const auto all = again.read(0, 10);
    QCOMPARE(all.size(), std::size_t(3));
    QCOMPARE(all[0].node, std::string());
    QCOMPARE(all[1].node, std::string("n1"));
    QCOMPARE(all[2].node, std::string("n2"));
    const std::string text = readFile(dir.filePath(QStringLiteral("resources.jsonl")));
    QVERIFY2(text.find(R"("node":"n1","replica":"worker-replica-0","seq":"2")") != std::string::npos, text.c_str());
}

void TestResourceNodes::samplesFromElsewhereReachTheRecord()
{
    // SlurmRun's way in: samples measured by Slurm, for a job listed with no process groups here.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
    // Listed as SlurmRun lists its replicas: groups with no process group here (pgid 0).
    const SampledJob job { "slurm1", path, std::chrono::system_clock::now(),
        { { "master-replica-0", "", 0, {} }, { "worker-replica-0", "", 0, {} } } };
    bool running = true;
    ResourceMonitor monitor(10.0, [&] { return running ? std::vector<SampledJob> { job } : std::vector<SampledJob> {}; });
    QSignalSpy appended(&monitor, &ResourceMonitor::appended);
    QSignalSpy ended(&monitor, &ResourceMonitor::ended);
    auto master = sampleAt(job.started.time_since_epoch() / 1s, 95, 5e8);
    master.node = "n1";
    auto worker = sampleAt(job.started.time_since_epoch() / 1s, 180, 7e8, "worker-replica-0");
    worker.node = "n2";
    monitor.addSamples(job, { master, worker });
    QCOMPARE(appended.count(), 1);
    monitor.sampleNow();
    QCOMPARE(appended.count(), 1); // the tick added nothing of its own // listed, nothing to read in /proc (pgid 0 is never looked up): the record stays open
    QVERIFY(monitor.sampling("slurm1"));
    QCOMPARE(ended.count(), 0);
    ResourceRecord* record = monitor.record("slurm1", path);
    QVERIFY(record);
    const auto samples = record->read(0, 10);
    QCOMPARE(samples.size(), std::size_t(2));
    QCOMPARE(samples[0].node, std::string("n1"));
    QCOMPARE(samples[1].replica, std::string("worker-replica-0"));
    QCOMPARE(samples[1].node, std::string("n2"));
    QCOMPARE(*samples[1].cpuPercent, 180.0);
    const auto info = monitor.info(*record);
    QCOMPARE(info.replicas.size(), std::size_t(2));
    QCOMPARE(info.replicas[1].node, std::string("n2"));
    running = false;
    monitor.sampleNow();
    QCOMPARE(ended.count(), 1);
    ResourceRecord reread;
    std::string error;
    QVERIFY2(reread.open(path, error), error.c_str());
    QCOMPARE(reread.read(0, 10).size(), std::size_t(2));
    QCOMPARE(reread.read(0, 10)[1].node, std::string("n2"));
}

QTEST_GUILESS_MAIN(TestResourceNodes)
#include "tst_resourcenodes.moc"
