// The resource monitor's parts: what long jobs keep (ResourceDownsampler), how samples are stored and
// read back after a kill (ResourceRecord), and the monitor itself sampling real process groups through
// /proc, with GPU readings fed in NVML's own structures and mapped to replicas by process group.

#include "daemon/resourcedownsampler.h"
#include "daemon/resourcemonitor.h"
#include "daemon/resourcerecord.h"
#include "fakenvml.h"
#include "processgroups.h"

#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "resourcesamples.h"

#include <fstream>
#include <thread>

using namespace trainyard;
using namespace trainyard::daemon;
using namespace std::chrono_literals;

using trainyard::test::readFile;
using trainyard::test::sampleAt;

class TestResourceMonitor : public QObject {
    Q_OBJECT

private slots:
    void keepsEverySampleDuringTheFirstHour();
    void mergesTenSecondBucketsAfterAnHour();
    void keepsOnePointAMinuteAfterADay();
    void flushKeepsAPartialBucket();
    void recordRoundTripsThroughItsFile();
    void recordDropsATornLastLine();
    void monitorSamplesRealGroupsWithNvmlReadings();
    void monitorWithoutGpuSaysWhy();
    void metricsExportLatestFigures();
};

void TestResourceMonitor::keepsEverySampleDuringTheFirstHour()
{
    ResourceDownsampler downsampler(1000ms);
    for (int i = 0; i < 5; ++i) {
        const auto kept = downsampler.add("a", sampleAt(100 + i, i, 10), std::chrono::seconds(59 * 60));
        QVERIFY(kept);
        QCOMPARE(kept->time.seconds, 100 + i);
        QCOMPARE(*kept->cpuPercent, double(i));
    }
    QVERIFY(!downsampler.flush("a"));
    // At 10 Hz the first hour keeps 10 Hz.
    QCOMPARE(ResourceDownsampler(100ms).keptInterval(10min), 100ms);
}

void TestResourceMonitor::mergesTenSecondBucketsAfterAnHour()
{
    ResourceDownsampler downsampler(1000ms);
    QCOMPARE(downsampler.keptInterval(2h), 10'000ms);
    std::vector<spec::ResourceSample> kept;
    // 30 one-second samples: CPU 0,1,…,29; memory peaks at sample 13.
    for (int i = 0; i < 30; ++i) {
        if (auto k = downsampler.add("a", sampleAt(1000 + i, i, i == 13 ? 500 : 100), 2h))
            kept.push_back(*k);
    }
    QCOMPARE(kept.size(), std::size_t(3));
    // Each point stands for ten samples: the mean of CPU, the peak of memory, the time of its last.
    QCOMPARE(*kept[0].cpuPercent, 4.5);
    QCOMPARE(*kept[0].memoryBytes, 100.0);
    QCOMPARE(kept[0].time.seconds, std::int64_t(1009));
    QCOMPARE(*kept[1].cpuPercent, 14.5);
    QCOMPARE(*kept[1].memoryBytes, 500.0);
    QCOMPARE(*kept[2].cpuPercent, 24.5);
    QCOMPARE(kept[2].time.seconds, std::int64_t(1029));
}

void TestResourceMonitor::keepsOnePointAMinuteAfterADay()
{
    ResourceDownsampler downsampler(1000ms);
    QCOMPARE(downsampler.keptInterval(25h), 60'000ms);
    int kept = 0;
    for (int i = 0; i < 600; ++i)
        kept += downsampler.add("a", sampleAt(i, 50, 1), 25h) ? 1 : 0;
    QCOMPARE(kept, 10);
    // GPU figures that are absent in some samples average over those that have them.
    ResourceDownsampler gpu(1000ms);
    for (int i = 0; i < 59; ++i) {
        auto s = sampleAt(i, 0, 0);
        if (i % 2 == 0)
            s.gpuUtilPercent = 80.0;
        QVERIFY(!gpu.add("g", s, 25h));
    }
    const auto last = gpu.add("g", sampleAt(59, 0, 0), 25h);
    QVERIFY(last);
    QCOMPARE(*last->gpuUtilPercent, 80.0);
}

void TestResourceMonitor::flushKeepsAPartialBucket()
{
    ResourceDownsampler downsampler(1000ms);
    QVERIFY(!downsampler.add("a", sampleAt(0, 10, 1), 2h));
    QVERIFY(!downsampler.add("a", sampleAt(1, 30, 2), 2h));
    QVERIFY(!downsampler.add("b", sampleAt(0, 99, 1, "worker-replica-0"), 2h));
    const auto a = downsampler.flush("a");
    QVERIFY(a);
    QCOMPARE(*a->cpuPercent, 20.0);
    QCOMPARE(*a->memoryBytes, 2.0);
    QCOMPARE(a->replica, std::string("master-replica-0"));
    QVERIFY(!downsampler.flush("a"));
    QCOMPARE(*downsampler.flush("b")->cpuPercent, 99.0);
}

void TestResourceMonitor::recordRoundTripsThroughItsFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("resources.jsonl")).toStdString();
    std::string error;
    {
        ResourceRecord record;
        QVERIFY2(record.open(path, error), error.c_str());
        record.addReplica({ "master-replica-0", "", { 0, 1 } });
        record.addReplica({ "master-replica-0", "2", {} });
        record.addReplica({ "master-replica-0", "", { 0, 1 } }); // again: no change
        auto s = sampleAt(10, 150.5, 1e9);
        s.gpuUtilPercent = 170.0;
        s.gpuMemoryBytes = 2e9;
        QCOMPARE(record.append(s), std::int64_t(1));
        auto t = sampleAt(11, 3, 4);
        t.trial = "2";
        QCOMPARE(record.append(t), std::int64_t(2));
        record.flush();
        QCOMPARE(record.replicas().size(), std::size_t(2));
    }
    ResourceRecord again;
    QVERIFY2(again.open(path, error), error.c_str());
    QCOMPARE(again.count(), std::int64_t(2));
    QCOMPARE(again.replicas().size(), std::size_t(2));
    QCOMPARE(again.replicas()[0].gpus, (std::vector<int> { 0, 1 }));
    QCOMPARE(again.replicas()[1].trial, std::string("2"));
    const auto all = again.read(0, 10);
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(all[0].seq, std::int64_t(1));
    QCOMPARE(*all[0].cpuPercent, 150.5);
    QCOMPARE(*all[0].gpuUtilPercent, 170.0);
    QCOMPARE(*all[0].gpuMemoryBytes, 2e9);
    QVERIFY(!all[0].memoryPercent);
    QCOMPARE(all[1].trial, std::string("2"));
    QVERIFY(!all[1].gpuUtilPercent);
    // Windows: after a cursor, bounded.
    QCOMPARE(again.read(1, 10).size(), std::size_t(1));
    QCOMPARE(again.read(0, 1).size(), std::size_t(1));
    QCOMPARE(again.read(2, 10).size(), std::size_t(0));
    // Appends continue the numbering.
    QCOMPARE(again.append(sampleAt(12, 1, 1)), std::int64_t(3));
}

void TestResourceMonitor::recordDropsATornLastLine()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("resources.jsonl")).toStdString();
    std::string error;
    {
        ResourceRecord record;
        QVERIFY(record.open(path, error));
        record.addReplica({ "master-replica-0", "", {} });
        record.append(sampleAt(1, 1, 1));
        record.append(sampleAt(2, 2, 2));
    }
    {
        std::ofstream out(path, std::ios::app | std::ios::binary);
        out << R"({"seq":"3","time":"1970-01-01T00:00:03Z","replica":"master-rep)"; // killed mid-write
    }
    ResourceRecord record;
    QVERIFY2(record.open(path, error), error.c_str());
    QCOMPARE(record.count(), std::int64_t(2));
    QCOMPARE(record.append(sampleAt(3, 3, 3)), std::int64_t(3));
    record.close();
    // The torn text is gone: every line of the file is whole JSON again.
    const std::string text = readFile(QString::fromStdString(path));
    QVERIFY(text.find("master-rep\"") == std::string::npos);
    QVERIFY(text.find("master-rep)") == std::string::npos);
    ResourceRecord reread;
    QVERIFY(reread.open(path, error));
    QCOMPARE(reread.count(), std::int64_t(3));
    QCOMPARE(*reread.read(2, 1).front().cpuPercent, 3.0);
}

void TestResourceMonitor::monitorSamplesRealGroupsWithNvmlReadings()
{
    QVERIFY2(::access("/usr/bin/python3", X_OK) == 0, "/usr/bin/python3 (packaging/debian-packages.txt) is missing");
    // Two replicas: the master burns a core and "uses" GPU 0; the worker sleeps and holds no GPU.
    const pid_t master = test::startGroup({ "/usr/bin/python3", "-c", "while True: pass" });
    const pid_t worker = test::startGroup({ "/bin/sleep", "30" });
    const auto cleanup = qScopeGuard([&] {
        test::killGroup(master);
        test::killGroup(worker);
    });
    // Let both exec first: a process in the middle of exec shows no resident memory for a moment.
    std::this_thread::sleep_for(300ms);
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("resources.jsonl")).toStdString();
    const auto started = std::chrono::system_clock::now();
    bool running = true;
    ResourceMonitor monitor(10.0, [&] {
        std::vector<SampledJob> jobs;
        if (running)
            jobs.push_back({ "job1", path, started, { { "master-replica-0", "", master, { 0 } }, { "worker-replica-0", "", worker, {} } } });
        return jobs;
    });
    // One GPU, as NVML reports it: the master's process at 2 GiB and 85 % SM utilisation.
    test::FakeNvml nvml;
    test::FakeGpu gpu;
    gpu.name = "NVIDIA H100 80GB HBM3";
    gpu.uuid = "GPU-5b2c";
    gpu.utilization = { 85, 40 };
    gpu.memory = { 80 * test::GiB, 78 * test::GiB, 2 * test::GiB };
    gpu.milliwatts = 312'000;
    gpu.celsius = 61;
    gpu.processes = { test::process(static_cast<unsigned int>(master), 2 * test::GiB) };
    nvml.gpus.push_back(gpu);
    monitor.setGpuSource(&nvml);
    QSignalSpy appended(&monitor, &ResourceMonitor::appended);
    QSignalSpy ended(&monitor, &ResourceMonitor::ended);

    unsigned long long stamp = 1'000'000;
    const double cpuBefore = test::groupCpuSeconds(master);
    QElapsedTimer wall;
    wall.start();
    for (int i = 0; i < 6; ++i) {
        nvml.gpus[0].samples.push_back(test::utilSample(static_cast<unsigned int>(master), stamp += 100'000, 85));
        monitor.sampleNow();
        std::this_thread::sleep_for(150ms);
    }
    // The master's share of a core over the six samples, as /proc counts it (however busy the machine).
    const double used = (test::groupCpuSeconds(master) - cpuBefore) / (static_cast<double>(wall.nsecsElapsed()) / 1e9) * 100;
    QVERIFY(monitor.sampling("job1"));
    QCOMPARE(appended.count(), 6);
    ResourceRecord* record = monitor.record("job1", path);
    QVERIFY(record);
    QCOMPARE(record->count(), std::int64_t(12)); // every sample of both replicas: the job is young
    const auto samples = record->read(0, 100);
    double masterCpu = 0;
    for (const auto& s : samples) {
        QVERIFY(s.cpuPercent);
        QVERIFY(s.memoryBytes && *s.memoryBytes > 0);
        if (s.replica == "master-replica-0") {
            masterCpu = std::max(masterCpu, *s.cpuPercent);
            QVERIFY(s.gpuUtilPercent);
            QCOMPARE(*s.gpuUtilPercent, 85.0);
            QCOMPARE(*s.gpuMemoryBytes, double(2 * test::GiB));
        } else {
            QCOMPARE(s.replica, std::string("worker-replica-0"));
            QVERIFY(*s.cpuPercent < 20);
            QVERIFY(!s.gpuUtilPercent); // it holds no GPU
        }
    }
    // The busiest sample is at least the average share, within /proc's 10 ms ticks over 150 ms samples.
    QVERIFY2(used > 10, qPrintable(QStringLiteral("the master got %1 % of a core").arg(used)));
    QVERIFY2(masterCpu > used - 15 && masterCpu > 10, qPrintable(QStringLiteral("busiest sample %1 %, /proc says %2 % on average").arg(masterCpu).arg(used)));
    const auto info = monitor.info(*record);
    QVERIFY(info.gpuAvailable);
    QCOMPARE(info.intervalSeconds, 0.1);
    QCOMPARE(info.replicas.size(), std::size_t(2));
    QCOMPARE(info.replicas[0].gpus, std::vector<int> { 0 });

    // The worker ends: its series stops; the job ends: the record is complete and stays readable.
    test::killGroup(worker);
    monitor.sampleNow();
    QCOMPARE(monitor.record("job1", path)->count(), std::int64_t(13));
    running = false;
    monitor.sampleNow();
    QCOMPARE(ended.count(), 1);
    QVERIFY(!monitor.sampling("job1"));
    QCOMPARE(monitor.record("job1", path)->count(), std::int64_t(13));
    // What a restarted daemon reads.
    ResourceRecord reread;
    std::string error;
    QVERIFY(reread.open(path, error));
    QCOMPARE(reread.count(), std::int64_t(13));
}

void TestResourceMonitor::monitorWithoutGpuSaysWhy()
{
    ResourceMonitor monitor(1.0, [] { return std::vector<SampledJob> {}; });
    // This machine may or may not have a driver; with no source at all the reason is given as told.
    monitor.setGpuSource(nullptr, "no NVIDIA driver: libnvidia-ml.so.1 was not found");
    const auto info = monitor.info(ResourceRecord());
    QVERIFY(!info.gpuAvailable);
    QCOMPARE(info.gpuStatus, std::string("no NVIDIA driver: libnvidia-ml.so.1 was not found"));
    QCOMPARE(info.intervalSeconds, 1.0);
    QVERIFY(monitor.metrics().find("trainyard_gpu_figures_available 0\n") != std::string::npos);
    // A job that never ran has no record.
    QVERIFY(!monitor.record("nojob", "/nonexistent/resources.jsonl"));
}

void TestResourceMonitor::metricsExportLatestFigures()
{
    const pid_t group = test::startGroup({ "/bin/sleep", "30" });
    const auto cleanup = qScopeGuard([&] { test::killGroup(group); });
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
    ResourceMonitor monitor(2.0, [&] {
        return std::vector<SampledJob> { { "job-\"q\"", path, std::chrono::system_clock::now(), { { "master-replica-0", "3", group, { 0 } } } } };
    });
    test::FakeNvml nvml;
    test::FakeGpu gpu;
    gpu.uuid = "GPU-1";
    gpu.utilization = { 7, 1 };
    gpu.memory = { 16 * test::GiB, 15 * test::GiB, 1 * test::GiB };
    gpu.milliwatts = 70'500;
    gpu.celsius = 40;
    nvml.gpus.push_back(gpu);
    monitor.setGpuSource(&nvml);
    monitor.sampleNow();
    const std::string text = monitor.metrics();
    QVERIFY2(text.find("trainyard_resource_sample_interval_seconds 0.5\n") != std::string::npos, text.c_str());
    QVERIFY(text.find("trainyard_gpu_figures_available 1\n") != std::string::npos);
    // Label values are escaped; the trial is a label.
    QVERIFY2(text.find("trainyard_replica_memory_bytes{job=\"job-\\\"q\\\"\",replica=\"master-replica-0\",trial=\"3\"} ") != std::string::npos,
        text.c_str());
    QVERIFY(text.find("trainyard_gpu_utilization_percent{gpu=\"0\",uuid=\"GPU-1\"} 7\n") != std::string::npos);
    // Whole bytes (16 GiB), not 1.71799e+10.
    QVERIFY(text.find("trainyard_gpu_memory_total_bytes{gpu=\"0\",uuid=\"GPU-1\"} 17179869184\n") != std::string::npos);
    QVERIFY(text.find("trainyard_gpu_power_watts{gpu=\"0\",uuid=\"GPU-1\"} 70.5\n") != std::string::npos);
    QVERIFY(text.find("trainyard_gpu_temperature_celsius{gpu=\"0\",uuid=\"GPU-1\"} 40\n") != std::string::npos);
    // The replica holds GPU 0 and NVML lists no process of its group there: it uses none of it.
    QVERIFY2(text.find("trainyard_replica_gpu_memory_bytes{job=\"job-\\\"q\\\"\",replica=\"master-replica-0\",trial=\"3\"} 0\n") != std::string::npos,
        text.c_str());
}

QTEST_GUILESS_MAIN(TestResourceMonitor)
#include "tst_resourcemonitor.moc"
