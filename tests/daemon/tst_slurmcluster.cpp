// SlurmCluster against a real two-node Slurm 22.05 cluster that the test brings up
// (tests/support/slurmtestcluster.h): describe, submit a het job and watch it, a job pending on
// resources, sstat of a running het job, cancel, ends from the completion log, sbatch's refusal, and a
// controller that dies and comes back. SLURM_CONF is set in the test's environment, as the daemon's.

#include "daemon/slurmcluster.h"
#include "slurmtestcluster.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace trainyard::daemon;
using trainyard::test::SlurmTestCluster;

namespace {

const std::string prefix = "trainyard:tst:";

// sbatch's script for a het job: component 0 one task on one node, component 1 two tasks on the
// other (each component needs its own node, F3), each running `command`.
QString hetScript(const QString& name, const QString& command)
{
    return QStringLiteral("#!/bin/bash\n"
                          "#SBATCH --job-name=%1\n"
                          "#SBATCH --comment=%2%1\n"
                          "#SBATCH -n 1 --cpus-per-task=1 --mem=100\n"
                          "#SBATCH hetjob\n"
                          "#SBATCH -n 2 --cpus-per-task=1 --mem=100 --gpus-per-task=1\n"
                          "exec srun --het-group=0 -n1 %3 : --het-group=1 -n2 %3\n")
        .arg(name, QString::fromStdString(prefix), command);
}

QString plainScript(const QString& name, const QString& options, const QString& body, bool ours = true)
{
    return QStringLiteral("#!/bin/bash\n#SBATCH --job-name=%1\n%2#SBATCH %3\n%4\n")
        .arg(name,
            ours ? QStringLiteral("#SBATCH --comment=%1%2\n").arg(QString::fromStdString(prefix), name) : QString(),
            options, body);
}

std::vector<SlurmJobStatus> componentsOf(const SlurmCluster& cluster, std::int64_t jobId)
{
    std::vector<SlurmJobStatus> out;
    for (const auto& job : cluster.jobs())
        if (job.jobId == jobId || job.hetJobId == jobId)
            out.push_back(job);
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.hetOffset < b.hetOffset; });
    return out;
}

bool allIn(const std::vector<SlurmJobStatus>& jobs, const char* state, std::size_t count)
{
    return jobs.size() == count
        && std::all_of(jobs.begin(), jobs.end(), [&](const auto& job) { return job.state == state; });
}

} // namespace

class TestSlurmCluster : public QObject {
    Q_OBJECT
    SlurmTestCluster m_slurm;

    QString writeScript(const QString& name, const QString& text)
    {
        const QString path = m_slurm.workDir() + QLatin1Char('/') + name + QStringLiteral(".sh");
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    std::int64_t submit(SlurmCluster& cluster, const QString& name, const QString& text)
    {
        std::optional<std::optional<std::int64_t>> result;
        std::string error;
        cluster.submit(writeScript(name, text).toStdString(), m_slurm.workDir().toStdString(),
            [&](std::optional<std::int64_t> id, std::string e) {
                result = id;
                error = std::move(e);
            });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 40'000))
            qWarning("sbatch of %s did not call back", qPrintable(name));
        if (!result || !*result)
            qWarning("sbatch of %s failed: %s", qPrintable(name), error.c_str());
        return result && *result ? **result : 0;
    }

    std::vector<SlurmEnded> ended(SlurmCluster& cluster, const std::vector<std::string>& names, std::string& error)
    {
        std::optional<std::vector<SlurmEnded>> result;
        cluster.ended(names, [&](std::vector<SlurmEnded> jobs, std::string e) {
            result = std::move(jobs);
            error = std::move(e);
        });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 40'000))
            qWarning("sacct did not call back");
        return result.value_or(std::vector<SlurmEnded> {});
    }

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_slurm.start(error), qPrintable(error));
        qputenv("SLURM_CONF", m_slurm.slurmConf().toLocal8Bit());
    }

    void describesThePartition()
    {
        SlurmCluster cluster("cluster", "debug");
        QCOMPARE(cluster.partitionInfo().available, false); // not asked yet
        QSignalSpy described(&cluster, &SlurmCluster::described);
        QVERIFY(described.wait(30'000)); // the first description runs by itself
        const SlurmPartition& partition = cluster.partitionInfo();
        QVERIFY2(partition.available, partition.error.c_str());
        QCOMPARE(partition.nodes.size(), std::size_t(2));
        QCOMPARE(partition.cpus(), 16);
        QCOMPARE(partition.gpus(), 4);
        QCOMPARE(partition.maxMemoryPerNodeMb(), std::int64_t(32000));
        QCOMPARE(partition.nodes[0].name, std::string("n1"));
        QCOMPARE(partition.nodes[0].address, std::string("127.0.0.1"));

        SlurmCluster other("other", "nosuch");
        std::optional<SlurmPartition> answer;
        other.describe([&](const SlurmPartition& p) { answer = p; });
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 30'000);
        QVERIFY(!answer->available);
        QCOMPARE(answer->error, std::string("partition nosuch has no nodes (sinfo lists none in it)"));
    }

    void watchesHetJobPendingUsageAndCancel()
    {
        SlurmCluster cluster("cluster", "debug");
        cluster.setCommentPrefix(prefix);
        cluster.setPollInterval(200);
        cluster.watch();
        QSignalSpy polled(&cluster, &SlurmCluster::polled);
        QVERIFY(polled.wait(30'000));
        QVERIFY2(cluster.answering(), cluster.lastError().c_str());

        const std::int64_t het = submit(
            cluster, QStringLiteral("ty-het"), hetScript(QStringLiteral("ty-het"), QStringLiteral("sleep 60")));
        QVERIFY(het > 0);
        const std::int64_t foreign = submit(cluster, QStringLiteral("not-ours"),
            plainScript(QStringLiteral("not-ours"), QStringLiteral("-n 1"), QStringLiteral("sleep 1"), false));
        QVERIFY(foreign > 0);
        // Both components RUNNING, each on its own node, with our comment; the other job not ours.
        QTRY_VERIFY_WITH_TIMEOUT(allIn(componentsOf(cluster, het), "RUNNING", 2), 20'000);
        const auto components = componentsOf(cluster, het);
        QCOMPARE(components[0].jobId, het);
        QCOMPARE(components[1].jobId, het + 1);
        QCOMPARE(components[1].hetJobId, het);
        QCOMPARE(components[0].comment, prefix + "ty-het");
        QVERIFY(components[0].nodes != components[1].nodes);
        QVERIFY(componentsOf(cluster, foreign).empty());
        QVERIFY(!m_slurm.jobProcesses().empty()); // its steps and tasks

        // Three of the sixteen CPUs are taken: a fourteen-task job waits, and says why.
        const std::int64_t wide = submit(cluster, QStringLiteral("ty-wide"),
            plainScript(QStringLiteral("ty-wide"), QStringLiteral("-n 14"), QStringLiteral("sleep 1")));
        QVERIFY(wide > 0);
        QTRY_VERIFY_WITH_TIMEOUT(componentsOf(cluster, wide).size() == 1, 20'000);
        QCOMPARE(componentsOf(cluster, wide)[0].state, std::string("PENDING"));
        QTRY_COMPARE_WITH_TIMEOUT(componentsOf(cluster, wide)[0].reason, std::string("Resources"), 20'000);

        // sstat of the het job: the step of each component (jobacct_gather samples every second).
        std::vector<SlurmStepUsage> steps;
        std::string usageError;
        const auto stepOf = [&](int offset) {
            return std::find_if(
                steps.begin(), steps.end(), [&](const auto& s) { return s.hetOffset == offset && s.step == "0"; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::optional<bool> done;
                cluster.usage(het, [&](std::vector<SlurmStepUsage> s, std::string e) {
                    steps = std::move(s);
                    usageError = std::move(e);
                    done = true;
                });
                if (!QTest::qWaitFor([&] { return done.has_value(); }, 40'000))
                    qWarning("sstat did not call back");
                return stepOf(0) != steps.end() && stepOf(1) != steps.end() && stepOf(1)->maxRssBytes > 0;
            }(),
            20'000);
        QCOMPARE(usageError, std::string());
        QCOMPARE(stepOf(0)->jobId, het);
        QCOMPARE(stepOf(0)->tasks, 1);
        QCOMPARE(stepOf(1)->jobId, het + 1);
        QCOMPARE(stepOf(1)->tasks, 2);
        QCOMPARE(stepOf(1)->nodes, components[1].nodes);

        // scancel of the leader ends every component; then the wide job runs and ends.
        std::optional<std::string> cancelError;
        cluster.cancel(het, [&](std::string e) { cancelError = std::move(e); });
        QTRY_VERIFY_WITH_TIMEOUT(cancelError.has_value(), 40'000);
        QCOMPARE(*cancelError, std::string());
        QTRY_VERIFY_WITH_TIMEOUT(allIn(componentsOf(cluster, het), "CANCELLED", 2), 20'000);
        const auto active = m_slurm.run(QStringLiteral("squeue"),
            { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("PD,R,CG"), QStringLiteral("-j"),
                QString::number(het) });
        QCOMPARE(active.out.trimmed(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(allIn(componentsOf(cluster, wide), "COMPLETED", 1), 30'000);
        cluster.unwatch();
        QTRY_VERIFY_WITH_TIMEOUT(m_slurm.jobProcesses().empty(), 20'000); // no step or task left
    }

    void endsFromTheCompletionLog()
    {
        SlurmCluster cluster("cluster", "debug");
        cluster.setCommentPrefix(prefix);
        const std::int64_t ok = submit(cluster, QStringLiteral("ty-ok"),
            plainScript(QStringLiteral("ty-ok"), QStringLiteral("-n 1"), QStringLiteral("echo fine")));
        const std::int64_t failing = submit(cluster, QStringLiteral("ty-fail"),
            plainScript(QStringLiteral("ty-fail"), QStringLiteral("-n 1"), QStringLiteral("echo oops >&2; exit 3")));
        const std::int64_t het = submit(
            cluster, QStringLiteral("ty-het-ok"), hetScript(QStringLiteral("ty-het-ok"), QStringLiteral("true")));
        QVERIFY(ok > 0 && failing > 0 && het > 0);
        std::vector<SlurmEnded> jobs;
        std::string error;
        QTRY_VERIFY_WITH_TIMEOUT(
            (jobs = ended(cluster, { "ty-ok", "ty-fail", "ty-het-ok" }, error)).size() == 4, 30'000);
        QCOMPARE(error, std::string());
        const auto byId = [&](std::int64_t id) {
            return *std::find_if(jobs.begin(), jobs.end(), [&](const auto& j) { return j.jobId == id; });
        };
        QCOMPARE(byId(ok).state, std::string("COMPLETED"));
        QCOMPARE(byId(ok).exitCode, 0);
        QCOMPARE(byId(failing).name, std::string("ty-fail"));
        QCOMPARE(byId(failing).state, std::string("FAILED"));
        QCOMPARE(byId(failing).exitCode, 3);
        QCOMPARE(byId(het).state, std::string("COMPLETED"));
        QCOMPARE(byId(het + 1).state, std::string("COMPLETED"));
        QCOMPARE(byId(het + 1).name, std::string("ty-het-ok"));
        // Only the names asked for (the completion log ignores --name: filtered by the adapter).
        QVERIFY(std::none_of(
            jobs.begin(), jobs.end(), [](const auto& j) { return j.name == "ty-wide" || j.name == "not-ours"; }));
    }

    void sbatchRefusal()
    {
        SlurmCluster cluster("cluster", "debug");
        std::optional<std::optional<std::int64_t>> id;
        std::string error;
        cluster.submit(
            writeScript(QStringLiteral("bad"),
                plainScript(QStringLiteral("bad"), QStringLiteral("--partition=nosuch"), QStringLiteral("true")))
                .toStdString(),
            m_slurm.workDir().toStdString(), [&](std::optional<std::int64_t> jobId, std::string e) {
                id = jobId;
                error = std::move(e);
            });
        QTRY_VERIFY_WITH_TIMEOUT(id.has_value(), 40'000);
        QVERIFY(!id->has_value());
        QVERIFY2(error.find("invalid partition specified: nosuch") != std::string::npos, error.c_str());
    }

    // Last: the controller is killed. squeue then says so in its JSON after ~9 s of retries.
    void controllerKilledAndBack()
    {
        SlurmCluster cluster("cluster", "debug");
        cluster.setCommentPrefix(prefix);
        QSignalSpy polled(&cluster, &SlurmCluster::polled);
        cluster.pollNow();
        QVERIFY(polled.wait(30'000));
        QVERIFY2(cluster.answering(), cluster.lastError().c_str());
        QVERIFY(!cluster.jobs().empty()); // the jobs above, still listed (MinJobAge)

        QString error;
        QVERIFY2(m_slurm.killController(error), qPrintable(error));
        // Both ask at once: each waits out the client's retries.
        std::optional<SlurmPartition> partition;
        cluster.describe([&](const SlurmPartition& p) { partition = p; });
        cluster.pollNow();
        QVERIFY(polled.wait(40'000));
        QVERIFY(!cluster.answering());
        QVERIFY2(cluster.lastError().find("slurm_load_jobs") != std::string::npos, cluster.lastError().c_str());
        QVERIFY(!cluster.jobs().empty()); // not known gone because squeue failed
        QTRY_VERIFY_WITH_TIMEOUT(partition.has_value(), 40'000);
        QVERIFY(!partition->available);
        QVERIFY(!partition->error.empty());

        QVERIFY2(m_slurm.restartController(error), qPrintable(error));
        cluster.pollNow();
        QVERIFY(polled.wait(30'000));
        QVERIFY2(cluster.answering(), cluster.lastError().c_str());
        QCOMPARE(cluster.lastError(), std::string());
        // The restarted cluster runs jobs again.
        const std::int64_t after = submit(cluster, QStringLiteral("ty-after"),
            plainScript(QStringLiteral("ty-after"), QStringLiteral("-n 1"), QStringLiteral("true")));
        QVERIFY(after > 0);
        std::vector<SlurmEnded> jobs;
        std::string endedError;
        QTRY_VERIFY_WITH_TIMEOUT((jobs = ended(cluster, { "ty-after" }, endedError)).size() == 1, 30'000);
        QCOMPARE(jobs[0].state, std::string("COMPLETED"));
    }

    void cleanupTestCase()
    {
        const auto daemons = m_slurm.daemonPids();
        QString error;
        QVERIFY2(m_slurm.stop(error), qPrintable(error));
        QCOMPARE(m_slurm.processesOfCluster().size(), std::size_t(0));
        for (const qint64 pid : daemons)
            QVERIFY2(pid == 0 || ::kill(static_cast<pid_t>(pid), 0) != 0,
                qPrintable(QStringLiteral("pid %1 still there").arg(pid)));
    }
};

QTEST_GUILESS_MAIN(TestSlurmCluster)
#include "tst_slurmcluster.moc"
