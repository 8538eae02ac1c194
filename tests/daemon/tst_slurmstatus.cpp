// The pure parsers of Slurm's answers (slurmstatus.h), on text recorded from a real Slurm 22.05
// cluster (tests/fixtures/slurm/README.md says how each file was made) and on the pieces' edge cases.

#include "daemon/slurmstatus.h"

#include <QFile>
#include <QTest>

using namespace trainyard::daemon;

namespace {

std::string fixture(const char* name)
{
    QFile file(QStringLiteral(TRAINYARD_FIXTURES "/slurm/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll().toStdString();
}

// The entry of that job id, or an empty one (which no expected value equals).
SlurmJobStatus byId(const std::vector<SlurmJobStatus>& jobs, std::int64_t id)
{
    for (const auto& job : jobs)
        if (job.jobId == id)
            return job;
    return {};
}

} // namespace

class TestSlurmStatus : public QObject {
    Q_OBJECT
private slots:
    void squeuePendingAndRunningHetJob()
    {
        std::string error;
        const auto jobs = parseSqueueJson(fixture("squeue-pending-running.json"), error);
        QCOMPARE(error, std::string());
        QCOMPARE(jobs.size(), std::size_t(7));
        // The het job: one entry per component, leader id and offset on each.
        QCOMPARE(byId(jobs, 4),
            (SlurmJobStatus { 4, 4, 0, "ty-het", "trainyard:daemon-abc:job-1", "RUNNING", "None", "n1", 0, 0 }));
        QCOMPARE(byId(jobs, 5),
            (SlurmJobStatus { 5, 4, 1, "ty-het", "trainyard:daemon-abc:job-1", "RUNNING", "None", "n2", 0, 0 }));
        // Waiting for the het job's CPUs: PENDING with Slurm's reason, no nodes yet, not heterogeneous.
        QCOMPARE(byId(jobs, 6),
            (SlurmJobStatus { 6, 0, 0, "ty-wide", "trainyard:daemon-abc:job-2", "PENDING", "Resources", "", 0, 0 }));
        QCOMPARE(byId(jobs, 7).comment, std::string()); // not ours
        QCOMPARE(byId(jobs, 3).nodes, std::string("n[1-2]"));
    }

    void squeueEnded()
    {
        std::string error;
        const auto jobs = parseSqueueJson(fixture("squeue-ended.json"), error);
        QCOMPARE(error, std::string());
        QCOMPARE(jobs.size(), std::size_t(10));
        QCOMPARE(byId(jobs, 4).state, std::string("COMPLETED"));
        QCOMPARE(byId(jobs, 5).state, std::string("COMPLETED"));
        // exit_code is the wait status: 768 = exit 3; 9 = killed by SIGKILL.
        QCOMPARE(byId(jobs, 8),
            (SlurmJobStatus {
                8, 0, 0, "ty-fail", "trainyard:daemon-abc:job-3", "FAILED", "NonZeroExitCode", "n1", 3, 0 }));
        QCOMPARE(byId(jobs, 9),
            (SlurmJobStatus {
                9, 0, 0, "ty-sig", "trainyard:daemon-abc:job-4", "FAILED", "JobLaunchFailure", "n1", 0, 9 }));
        QCOMPARE(byId(jobs, 10),
            (SlurmJobStatus {
                10, 0, 0, "ty-cancel", "trainyard:daemon-abc:job-5", "CANCELLED", "BeginTime", "", 0, 0 }));
    }

    void squeueControllerDown()
    {
        // squeue exits 0 here: only errors[] says the controller did not answer.
        std::string error;
        const auto jobs = parseSqueueJson(fixture("squeue-controller-down.json"), error);
        QVERIFY(jobs.empty());
        QCOMPARE(error, std::string("slurm_load_jobs: Failed while looking for jobs (Unspecified error)"));
    }

    void squeueNotJson_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("stderr text") << QStringLiteral("squeue: error: Invalid user");
        QTest::newRow("other json") << QStringLiteral(R"({"nodes": []})");
        QTest::newRow("torn") << QStringLiteral(R"({"jobs": [{"job_id": 1)");
    }
    void squeueNotJson()
    {
        QFETCH(QString, text);
        std::string error;
        QVERIFY(parseSqueueJson(text.toStdString(), error).empty());
        QCOMPARE(error, std::string("Slurm's squeue --json did not answer with its JSON"));
    }

    void squeueNewerShapes()
    {
        // Slurm 23.02+ writes numbers as objects, states as arrays and exit codes split: still read.
        std::string error;
        const auto jobs = parseSqueueJson(
            R"({"jobs": [{"job_id": {"set": true, "number": 12}, "het_job_id": {"set": true, "number": 12},
            "het_job_offset": {"set": true, "number": 0}, "name": "a", "comment": "c", "job_state": ["FAILED"], "state_reason": "NonZeroExitCode",
            "nodes": "n1", "exit_code": {"status": ["EXITED"], "return_code": {"set": true, "number": 2}, "signal": {"id": {"set": false, "number": 0}}}}],
            "errors": []})",
            error);
        QCOMPARE(error, std::string());
        QCOMPARE(jobs.size(), std::size_t(1));
        QCOMPARE(jobs[0], (SlurmJobStatus { 12, 12, 0, "a", "c", "FAILED", "NonZeroExitCode", "n1", 2, 0 }));
    }

    void sacctCompletionLog()
    {
        const auto ended = parseSacct(fixture("sacct.txt"));
        QCOMPARE(ended.size(), std::size_t(10));
        // In the log's order: the order the jobs ended (8 before 4).
        QCOMPARE(ended[5], (SlurmEnded { 8, "ty-fail", "FAILED", "n1", 3, 0 }));
        QCOMPARE(ended[6], (SlurmEnded { 9, "ty-sig", "FAILED", "n1", 0, 9 }));
        QCOMPARE(ended[7], (SlurmEnded { 4, "ty-het", "COMPLETED", "n1", 0, 0 }));
        QCOMPARE(ended[8], (SlurmEnded { 5, "ty-het", "COMPLETED", "n2", 0, 0 }));
        QCOMPARE(ended[4], (SlurmEnded { 10, "ty-cancel", "CANCELLED", "", 0, 0 })); // "(null)" nodes
        QCOMPARE(ended[2].nodes, std::string("n[1-2]"));
    }

    void sacctShapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("state");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        // Columns found by the header, whatever their order; the database's "CANCELLED by 0" state;
        // step lines (from sacct without -X) and stray lines skipped; CRLF.
        QTest::newRow("reordered") << QStringLiteral("State|ExitCode|JobName|JobID\nTIMEOUT|0:15|x|42\n") << 1
                                   << "TIMEOUT" << 0 << 15;
        QTest::newRow("cancelled by") << QStringLiteral("JobID|JobName|State|ExitCode\n42|x|CANCELLED by 0|0:15\n") << 1
                                      << "CANCELLED" << 0 << 15;
        QTest::newRow("steps skipped") << QStringLiteral(
            "JobID|JobName|State|ExitCode\n42|x|FAILED|1:0\n42.batch|batch|FAILED|1:0\n42.0|python3|FAILED|1:0\n")
                                       << 1 << "FAILED" << 1 << 0;
        // The accounting database's het component ("4+1" = 5) and its raw id column, which wins.
        QTest::newRow("het component") << QStringLiteral(
            "JobID|JobName|State|ExitCode\n41+1|x|FAILED|2:0\n41+1.0|x|FAILED|2:0\n")
                                       << 1 << "FAILED" << 2 << 0;
        QTest::newRow("raw id") << QStringLiteral(
            "JobIDRaw|JobID|JobName|State|ExitCode\n42|41+1|x|COMPLETED|0:0\n42.batch|41+1.batch|batch|COMPLETED|0:0\n")
                                << 1 << "COMPLETED" << 0 << 0;
        QTest::newRow("crlf") << QStringLiteral("JobID|JobName|State|ExitCode\r\n42|x|OUT_OF_MEMORY|0:125\r\n") << 1
                              << "OUT_OF_MEMORY" << 0 << 125;
        QTest::newRow("short line") << QStringLiteral(
            "JobID|JobName|State|ExitCode\nsacct: error: Unknown type HetJobId: 1\n")
                                    << 0 << "" << 0 << 0;
        QTest::newRow("empty") << QString() << 0 << "" << 0 << 0;
    }
    void sacctShapes()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        const auto ended = parseSacct(text.toStdString());
        QCOMPARE(int(ended.size()), count);
        if (count) {
            QTEST(QString::fromStdString(ended[0].state), "state");
            QTEST(ended[0].exitCode, "exitCode");
            QTEST(ended[0].signal, "signal");
            QCOMPARE(ended[0].jobId, std::int64_t(42));
        }
    }

    void sstatHetJob()
    {
        // Component 4+1's step is listed under its own id (5); parseSstat leaves offsets to the caller.
        const auto steps = parseSstat(fixture("sstat-het-running.txt"));
        QCOMPARE(steps.size(), std::size_t(3));
        QCOMPARE(steps[0], (SlurmStepUsage { 4, 0, "batch", 0, 12308480, 12308480, 1, "n1" }));
        QCOMPARE(steps[1], (SlurmStepUsage { 4, 0, "0", 1, 53698560, 53698560, 1, "n1" }));
        QCOMPARE(steps[2], (SlurmStepUsage { 5, 0, "0", 0, 37687296, 37699584, 2, "n2" }));
    }

    void sstatWithoutGathering()
    {
        // jobacct_gather/none: steps listed with no tasks, no memory and AveCPU at Slurm's "infinite".
        const auto steps = parseSstat(fixture("sstat-no-gathering.txt"));
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0], (SlurmStepUsage { 2, 0, "batch", 0, 0, 0, 0, "n1" }));
        QCOMPARE(steps[1], (SlurmStepUsage { 2, 0, "0", 0, 0, 0, 0, "n1" }));
    }

    void sstatHetSuffix()
    {
        const auto steps = parseSstat("JobID|AveCPU|AveRSS|MaxRSS|NTasks|Nodelist\n7.0+1|01:02.500|1K|2M|2|n[1-2]\n");
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0], (SlurmStepUsage { 7, 1, "0", 62.5, 1024, 2 * 1024 * 1024, 2, "n[1-2]" }));
    }

    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("seconds");
        QTest::newRow("hms") << QStringLiteral("00:00:01") << 1.0;
        QTest::newRow("hms big") << QStringLiteral("12:34:56") << 45296.0;
        QTest::newRow("ms.mmm") << QStringLiteral("01:02.500") << 62.5;
        QTest::newRow("days") << QStringLiteral("2-01:00:00") << 176400.0;
        QTest::newRow("empty") << QString() << 0.0;
        QTest::newRow("junk") << QStringLiteral("abc") << 0.0;
        QTest::newRow("bad field") << QStringLiteral("1:x:3") << 0.0;
    }
    void durations()
    {
        QFETCH(QString, text);
        QTEST(parseSlurmDuration(text.toStdString()), "seconds");
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("bytes") << QStringLiteral("12308480") << qint64(12308480);
        QTest::newRow("K") << QStringLiteral("12020K") << qint64(12020 * 1024);
        QTest::newRow("M fraction") << QStringLiteral("1.5M") << qint64(1572864);
        QTest::newRow("G") << QStringLiteral("2G") << (qint64(2) << 30);
        QTest::newRow("empty") << QString() << qint64(0);
        QTest::newRow("junk") << QStringLiteral("12X") << qint64(0);
        QTest::newRow("negative") << QStringLiteral("-5") << qint64(0);
    }
    void sizes()
    {
        QFETCH(QString, text);
        QTEST(qint64(parseSlurmSize(text.toStdString())), "bytes");
    }

    void gres_data()
    {
        QTest::addColumn<QString>("gres");
        QTest::addColumn<int>("gpus");
        QTest::newRow("count") << QStringLiteral("gpu:2") << 2;
        QTest::newRow("typed with sockets") << QStringLiteral("gpu:a100:4(S:0-1)") << 4;
        QTest::newRow("with mps") << QStringLiteral("gpu:2,mps:100") << 2;
        QTest::newRow("two types") << QStringLiteral("gpu:a100:2,gpu:v100:1") << 3;
        QTest::newRow("none") << QStringLiteral("(null)") << 0;
        QTest::newRow("empty") << QString() << 0;
    }
    void gres()
    {
        QFETCH(QString, gres);
        QTEST(parseGpuGres(gres.toStdString()), "gpus");
    }

    void waitStatus_data()
    {
        QTest::addColumn<qint64>("status");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        QTest::newRow("ok") << qint64(0) << 0 << 0;
        QTest::newRow("exit 3") << qint64(768) << 3 << 0;
        QTest::newRow("SIGKILL") << qint64(9) << 0 << 9;
        QTest::newRow("exit 255") << qint64(65280) << 255 << 0;
    }
    void waitStatus()
    {
        QFETCH(qint64, status);
        int exitCode = -1, signal = -1;
        splitWaitStatus(status, exitCode, signal);
        QTEST(exitCode, "exitCode");
        QTEST(signal, "signal");
    }

    void partition()
    {
        std::string error;
        const SlurmPartition debug = parsePartition(fixture("sinfo.json"), "debug", error);
        QCOMPARE(error, std::string());
        QVERIFY(debug.available);
        QCOMPARE(debug.partition, std::string("debug"));
        QCOMPARE(debug.nodes.size(), std::size_t(2));
        QCOMPARE(debug.nodes[0], (SlurmNode { "n1", "127.0.0.1", "idle", 2, 2, 1000 }));
        QCOMPARE(debug.nodes[1].name, std::string("n2"));
        QCOMPARE(debug.cpus(), 4);
        QCOMPARE(debug.gpus(), 4);
        QCOMPARE(debug.maxCpusPerNode(), 2);
        QCOMPARE(debug.maxGpusPerNode(), 2);
        QCOMPARE(debug.maxMemoryPerNodeMb(), std::int64_t(1000));
    }

    void partitionUnknown()
    {
        // sinfo --json lists every node whatever -p says: a partition no node is in is not there.
        std::string error;
        const SlurmPartition gpu = parsePartition(fixture("sinfo.json"), "gpu", error);
        QVERIFY(!gpu.available);
        QCOMPARE(error, std::string("partition gpu has no nodes (sinfo lists none in it)"));
        QCOMPARE(gpu.error, error);
        QCOMPARE(gpu.cpus(), 0);
        QCOMPARE(gpu.maxMemoryPerNodeMb(), std::int64_t(0));
    }

    void partitionControllerDown()
    {
        std::string error;
        const SlurmPartition down = parsePartition(fixture("squeue-controller-down.json"), "debug", error);
        QVERIFY(!down.available);
        QCOMPARE(error, std::string("Slurm's sinfo --json did not answer with its JSON")); // no "nodes" at all
        const SlurmPartition failed = parsePartition(
            R"j({"errors": [{"error": "Unable to contact slurm controller (connect failure)", "source": "slurm_load_node"}], "nodes": []})j",
            "debug", error);
        QVERIFY(!failed.available);
        QCOMPARE(failed.error, std::string("slurm_load_node: Unable to contact slurm controller (connect failure)"));
    }
};

QTEST_GUILESS_MAIN(TestSlurmStatus)
#include "tst_slurmstatus.moc"
