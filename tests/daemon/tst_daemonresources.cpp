// Resource sampling through the real daemon: a two-replica job of the burner trainer (the master keeps
// a core busy and holds 64 MB, the worker sleeps), sampled from /proc at 5 Hz, served on
// GET …/resources, followed as a stream, exported on /metrics, and kept across a daemon kill.

#include "daemonprocess.h"

#include "spec/resourcerecords.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

using namespace trainyard;
using namespace trainyard::test;

namespace {

const std::string jobs = "/v1/projects/local/jobs";

nlohmann::json burnerJob(const std::string& jobId, double seconds)
{
    return { { "jobId", jobId },
        { "trainingInput",
            { { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" }, { "workerCount", "1" },
                { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/burner" } }, { "pythonModule", "burner.task" },
                { "args", { "--seconds", std::to_string(seconds) } }, { "region", "local" }, { "runtimeVersion", "2.11" },
                { "pythonVersion", "3.7" } } } };
}

spec::ResourceWindow window(const DaemonProcess& daemon, const std::string& jobId, std::int64_t since = 0)
{
    const auto reply = daemon.get(jobs + "/" + jobId + "/resources?since=" + std::to_string(since));
    if (reply.status != 200)
        return {};
    return spec::resourceWindowFromJson(reply.json()).value_or(spec::ResourceWindow {});
}

struct Figures {
    int samples = 0;
    double peakCpu = 0;
    double meanCpu = 0;
    double peakMemory = 0;
};

Figures figuresOf(const spec::ResourceWindow& w, const std::string& replica)
{
    Figures f;
    double sum = 0;
    for (const auto& s : w.samples) {
        if (s.replica != replica)
            continue;
        ++f.samples;
        f.peakCpu = std::max(f.peakCpu, s.cpuPercent.value_or(0));
        sum += s.cpuPercent.value_or(0);
        f.peakMemory = std::max(f.peakMemory, s.memoryBytes.value_or(0));
    }
    f.meanCpu = f.samples ? sum / f.samples : 0;
    return f;
}

} // namespace

class TestDaemonResources : public QObject {
    Q_OBJECT

private slots:
    void samplesEveryReplicaOfARunningJob();
    void followStreamsSamplesThenEnds();
    void samplesSurviveADaemonKill();
    void refusesABadSampleRate();
};

void TestDaemonResources::samplesEveryReplicaOfARunningJob()
{
    DaemonProcess daemon({ QStringLiteral("--sample-rate"), QStringLiteral("5") });
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post(jobs, burnerJob("burn", 4)).status, 200);
    QCOMPARE(QString::fromStdString(daemon.waitForState("burn", "RUNNING,SUCCEEDED,FAILED", 60'000).value("state", "")), QStringLiteral("RUNNING"));

    // While it runs, /metrics has each replica's latest figures.
    QElapsedTimer clock;
    clock.start();
    std::string metrics;
    while (clock.elapsed() < 10'000) {
        metrics = daemon.get("/metrics").body;
        if (metrics.find("trainyard_replica_cpu_percent{job=\"burn\",replica=\"worker-replica-0\"}") != std::string::npos)
            break;
        QThread::msleep(100);
    }
    QVERIFY2(metrics.find("trainyard_replica_cpu_percent{job=\"burn\",replica=\"master-replica-0\"} ") != std::string::npos, metrics.c_str());
    QVERIFY(metrics.find("trainyard_replica_memory_bytes{job=\"burn\",replica=\"worker-replica-0\"} ") != std::string::npos);
    QVERIFY(metrics.find("trainyard_resource_sample_interval_seconds 0.2\n") != std::string::npos);
    const auto live = window(daemon, "burn");
    QVERIFY(!live.complete);

    const auto job = daemon.waitForState("burn", "SUCCEEDED,FAILED", 60'000);
    QCOMPARE(QString::fromStdString(job.value("state", "")), QStringLiteral("SUCCEEDED"));
    // The record completes once the monitor has seen the replicas go.
    spec::ResourceWindow w;
    clock.restart();
    do {
        w = window(daemon, "burn");
    } while (!w.complete && clock.elapsed() < 5'000 && (QThread::msleep(50), true));
    QVERIFY(w.complete);

    QCOMPARE(w.info.intervalSeconds, 0.2);
    QCOMPARE(w.info.cpuOfAllocation, false);
    if (!w.info.gpuAvailable) // this machine has no GPU: the API says why, plainly
        QVERIFY2(!w.info.gpuStatus.empty(), "no GPU figures, and no reason given");
    QCOMPARE(w.info.replicas.size(), std::size_t(2));

    // Numbered 1…n with no gap, in time order, within the job's run.
    const auto start = spec::Timestamp::parse(job.value("startTime", ""));
    const auto end = spec::Timestamp::parse(job.value("endTime", ""));
    QVERIFY(start && end);
    for (std::size_t i = 0; i < w.samples.size(); ++i) {
        QCOMPARE(w.samples[i].seq, std::int64_t(i + 1));
        QVERIFY(w.samples[i].time >= *start);
        QVERIFY(w.samples[i].time <= *end);
        if (i > 0 && w.samples[i].replica == w.samples[i - 1].replica)
            QVERIFY(w.samples[i].time >= w.samples[i - 1].time);
    }
    QCOMPARE(w.nextSince, static_cast<std::int64_t>(w.samples.size()));

    // About 5 samples a second for 4 s; the busy master near a full core and 64 MB resident; the
    // sleeping worker near nothing.
    const Figures master = figuresOf(w, "master-replica-0");
    const Figures worker = figuresOf(w, "worker-replica-0");
    QVERIFY2(master.samples >= 12, qPrintable(QString::number(master.samples)));
    QVERIFY2(worker.samples >= 12, qPrintable(QString::number(worker.samples)));
    QVERIFY2(master.peakCpu > 60, qPrintable(QString::number(master.peakCpu)));
    QVERIFY2(master.meanCpu > 40, qPrintable(QString::number(master.meanCpu)));
    QVERIFY2(master.peakMemory > 64.0 * 1024 * 1024, qPrintable(QString::number(master.peakMemory)));
    QVERIFY2(worker.meanCpu < 15, qPrintable(QString::number(worker.meanCpu)));
    QVERIFY(worker.peakMemory > 0);

    // Windows after a cursor, bounded by pageSize.
    const auto reply = daemon.get(jobs + "/burn/resources?since=3&pageSize=2");
    const auto page = spec::resourceWindowFromJson(reply.json());
    QVERIFY(page);
    QCOMPARE(page->samples.size(), std::size_t(2));
    QCOMPARE(page->samples[0].seq, std::int64_t(4));
    QCOMPARE(page->nextSince, std::int64_t(5));
    QVERIFY(!page->complete);
    // Unknown job: 404 like every job path.
    QCOMPARE(daemon.get(jobs + "/nosuchjob/resources").status, 404);
}

void TestDaemonResources::followStreamsSamplesThenEnds()
{
    DaemonProcess daemon({ QStringLiteral("--sample-rate"), QStringLiteral("4") });
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post(jobs, burnerJob("follow", 3)).status, 200);
    // Until `end`: the first event comes at once (with the info), then batches as they are sampled.
    const auto events = daemon.stream(jobs + "/follow/resources?follow=true", 10'000, 60'000);
    QVERIFY(events.size() >= 3);
    QCOMPARE(QString::fromStdString(events.back().event), QStringLiteral("end"));
    std::int64_t last = 0;
    int samples = 0;
    for (std::size_t i = 0; i + 1 < events.size(); ++i) {
        QCOMPARE(QString::fromStdString(events[i].event), QStringLiteral("resources"));
        const auto w = spec::resourceWindowFromJson(nlohmann::json::parse(events[i].data));
        QVERIFY(w);
        for (const auto& s : w->samples) {
            QCOMPARE(s.seq, last + 1); // nothing lost, nothing twice
            last = s.seq;
            ++samples;
        }
        QCOMPARE(QString::fromStdString(events[i].id), QString::number(w->nextSince));
    }
    QVERIFY(samples >= 8);
    QCOMPARE(samples, static_cast<int>(window(daemon, "follow").samples.size()));
    // Resuming from a cursor sends only what follows it.
    const auto resumed = daemon.stream(jobs + "/follow/resources?follow=true&since=" + std::to_string(last - 2), 10, 10'000);
    QCOMPARE(resumed.size(), std::size_t(2));
    const auto tail = spec::resourceWindowFromJson(nlohmann::json::parse(resumed[0].data));
    QVERIFY(tail);
    QCOMPARE(tail->samples.size(), std::size_t(2));
    QCOMPARE(tail->samples[0].seq, last - 1);
    QCOMPARE(QString::fromStdString(resumed[1].event), QStringLiteral("end"));
}

void TestDaemonResources::samplesSurviveADaemonKill()
{
    DaemonProcess daemon({ QStringLiteral("--sample-rate"), QStringLiteral("5") });
    QVERIFY(daemon.start());
    QCOMPARE(daemon.post(jobs, burnerJob("survive", 6)).status, 200);
    QElapsedTimer clock;
    clock.start();
    spec::ResourceWindow before;
    while (before.samples.size() < 6 && clock.elapsed() < 30'000) {
        before = window(daemon, "survive");
        QThread::msleep(100);
    }
    QVERIFY(before.samples.size() >= 6);
    daemon.kill9();
    QVERIFY(daemon.start());
    const auto job = daemon.waitForState("survive", "SUCCEEDED,FAILED", 60'000);
    QCOMPARE(QString::fromStdString(job.value("state", "")), QStringLiteral("SUCCEEDED"));
    spec::ResourceWindow after;
    clock.restart();
    do {
        after = window(daemon, "survive");
    } while (!after.complete && clock.elapsed() < 5'000 && (QThread::msleep(50), true));
    QVERIFY(after.complete);
    // Everything measured before the kill is still there, unchanged, and sampling went on after it.
    QVERIFY(after.samples.size() > before.samples.size());
    for (std::size_t i = 0; i < before.samples.size(); ++i) {
        QCOMPARE(after.samples[i].seq, before.samples[i].seq);
        QCOMPARE(after.samples[i].replica, before.samples[i].replica);
        QVERIFY(after.samples[i].time == before.samples[i].time);
        QCOMPARE(after.samples[i].cpuPercent, before.samples[i].cpuPercent);
    }
    for (std::size_t i = 0; i < after.samples.size(); ++i)
        QCOMPARE(after.samples[i].seq, std::int64_t(i + 1));
}

void TestDaemonResources::refusesABadSampleRate()
{
    DaemonProcess daemon({ QStringLiteral("--sample-rate"), QStringLiteral("50") });
    QVERIFY(!daemon.start());
    QVERIFY2(daemon.output().contains(QStringLiteral("--sample-rate must be a number of samples per second from 0.1 to 10")),
        qPrintable(daemon.output()));
}

QTEST_GUILESS_MAIN(TestDaemonResources)
#include "tst_daemonresources.moc"
