#include "daemon/gpusampler.h"
#include "fakenvml.h"

#include <QTest>

using namespace trainyard::daemon;
using namespace trainyard::test;

namespace {

// Replica A = group 100 (pids 101-103), B = group 200 (201, 202), C = group 300 (no GPU work);
// pid 999 belongs to a group that is no replica's.
std::optional<pid_t> groupOf(pid_t pid)
{
    if (pid == 999)
        return 900;
    if (pid == 404)
        return std::nullopt; // exited between NVML's answer and the lookup
    return pid / 100 * 100;
}

const std::map<std::string, pid_t> kGroups{{"A", 100}, {"B", 200}, {"C", 300}};

FakeNvml twoGpus()
{
    FakeNvml nvml;
    FakeGpu gpu0;
    gpu0.name = "NVIDIA H100 80GB HBM3";
    gpu0.uuid = "GPU-0000aaaa";
    gpu0.utilization = {87, 40};
    gpu0.memory = {80 * GiB, 50 * GiB, 30 * GiB};
    gpu0.milliwatts = 350500;
    gpu0.celsius = 65;
    gpu0.processes = {process(101, 10 * GiB), process(102, 2 * GiB), process(201, 5 * GiB), process(999, 7 * GiB),
        process(103, NVML_VALUE_NOT_AVAILABLE), process(404, 1 * GiB)};
    gpu0.samples = {utilSample(101, 1000, 60), utilSample(101, 2000, 80), utilSample(102, 1500, 50),
        utilSample(201, 1800, 25), utilSample(999, 1900, 90), utilSample(404, 1900, 10)};
    FakeGpu gpu1;
    gpu1.name = "NVIDIA H100 80GB HBM3";
    gpu1.uuid = "GPU-1111bbbb";
    gpu1.utilization = {40, 10};
    gpu1.memory = {80 * GiB, 77 * GiB, 3 * GiB};
    gpu1.powerResult = NVML_ERROR_NOT_SUPPORTED;
    gpu1.celsius = 50;
    gpu1.processes = {process(202, 3 * GiB)};
    gpu1.samples = {utilSample(202, 1900, 40)};
    nvml.gpus = {gpu0, gpu1};
    return nvml;
}

} // namespace

class TestGpuSampler : public QObject {
    Q_OBJECT

private slots:
    void perGpuFigures();
    void attributesProcessesToReplicas();
    void laterSamplesCoverOnlyNewUtilisation();
    void unsupportedQueriesLeaveFiguresAbsent();
    void deviceCountFailure();
    void nvmlApiLoadsOrSaysWhy();
};

void TestGpuSampler::perGpuFigures()
{
    FakeNvml nvml = twoGpus();
    GpuSampler sampler(nvml);
    const GpuSampleSet set = sampler.sample(kGroups, groupOf);
    QVERIFY(set.error.empty());
    QCOMPARE(set.gpus.size(), std::size_t(2));
    const GpuSample& gpu0 = set.gpus[0];
    QCOMPARE(gpu0.index, 0u);
    QCOMPARE(gpu0.name, std::string("NVIDIA H100 80GB HBM3"));
    QCOMPARE(gpu0.uuid, std::string("GPU-0000aaaa"));
    QCOMPARE(gpu0.utilPercent, std::optional<unsigned int>(87));
    QCOMPARE(gpu0.memoryUsed, std::optional<std::uint64_t>(30 * GiB));
    QCOMPARE(gpu0.memoryTotal, std::optional<std::uint64_t>(80 * GiB));
    QCOMPARE(gpu0.powerWatts, std::optional<double>(350.5));
    QCOMPARE(gpu0.temperatureC, std::optional<unsigned int>(65));
    const GpuSample& gpu1 = set.gpus[1];
    QCOMPARE(gpu1.index, 1u);
    QCOMPARE(gpu1.uuid, std::string("GPU-1111bbbb"));
    QCOMPARE(gpu1.utilPercent, std::optional<unsigned int>(40));
    QVERIFY(!gpu1.powerWatts); // NVML_ERROR_NOT_SUPPORTED
    QCOMPARE(gpu1.temperatureC, std::optional<unsigned int>(50));
}

void TestGpuSampler::attributesProcessesToReplicas()
{
    FakeNvml nvml = twoGpus();
    GpuSampler sampler(nvml);
    const GpuSampleSet set = sampler.sample(kGroups, groupOf);
    QCOMPARE(set.replicas.size(), std::size_t(3));
    // A on GPU 0: pid 101 averages (60 + 80) / 2 = 70, pid 102 50: 120, capped at 100. Memory
    // 10 + 2 GiB; pid 103's unavailable figure counts as nothing.
    const ReplicaGpuUsage& a = set.replicas.at("A");
    QCOMPARE(a.utilPercent, std::optional<double>(100.0));
    QCOMPARE(a.memoryBytes, std::optional<std::uint64_t>(12 * GiB));
    // B: 25 on GPU 0 plus 40 on GPU 1; 5 + 3 GiB.
    const ReplicaGpuUsage& b = set.replicas.at("B");
    QCOMPARE(b.utilPercent, std::optional<double>(65.0));
    QCOMPARE(b.memoryBytes, std::optional<std::uint64_t>(8 * GiB));
    // C has nothing on the GPUs: known to be zero, not unknown. Pid 999 (group 900) and the
    // vanished pid 404 are nobody's.
    const ReplicaGpuUsage& c = set.replicas.at("C");
    QCOMPARE(c.utilPercent, std::optional<double>(0.0));
    QCOMPARE(c.memoryBytes, std::optional<std::uint64_t>(0));
}

void TestGpuSampler::laterSamplesCoverOnlyNewUtilisation()
{
    FakeNvml nvml = twoGpus();
    GpuSampler sampler(nvml);
    sampler.sample(kGroups, groupOf);
    GpuSampleSet set = sampler.sample(kGroups, groupOf);
    // The second call asks only for samples after the newest seen on each device.
    QCOMPARE(nvml.gpus[0].askedSince, (std::vector<unsigned long long>{0, 2000}));
    QCOMPARE(nvml.gpus[1].askedSince, (std::vector<unsigned long long>{0, 1900}));
    // Nothing new (NVML_ERROR_NOT_FOUND): idle, while memory is still held.
    QCOMPARE(set.replicas.at("A").utilPercent, std::optional<double>(0.0));
    QCOMPARE(set.replicas.at("A").memoryBytes, std::optional<std::uint64_t>(12 * GiB));

    nvml.gpus[0].samples.push_back(utilSample(201, 3000, 30));
    set = sampler.sample(kGroups, groupOf);
    QCOMPARE(set.replicas.at("B").utilPercent, std::optional<double>(30.0));
    QCOMPARE(set.replicas.at("A").utilPercent, std::optional<double>(0.0));
}

void TestGpuSampler::unsupportedQueriesLeaveFiguresAbsent()
{
    FakeNvml nvml = twoGpus();
    for (FakeGpu& gpu : nvml.gpus) {
        gpu.samplesResult = NVML_ERROR_NOT_SUPPORTED;
        gpu.processesResult = NVML_ERROR_NO_PERMISSION;
    }
    GpuSampler sampler(nvml);
    GpuSampleSet set = sampler.sample(kGroups, groupOf);
    QCOMPARE(set.gpus.size(), std::size_t(2));
    for (const auto& [replica, usage] : set.replicas) {
        QVERIFY2(!usage.utilPercent, replica.c_str());
        QVERIFY2(!usage.memoryBytes, replica.c_str());
    }

    // One device answering is enough to know the figures; the other adds nothing.
    nvml.gpus[1].samplesResult = NVML_SUCCESS;
    nvml.gpus[1].processesResult = NVML_SUCCESS;
    set = sampler.sample(kGroups, groupOf);
    QCOMPARE(set.replicas.at("B").utilPercent, std::optional<double>(40.0));
    QCOMPARE(set.replicas.at("B").memoryBytes, std::optional<std::uint64_t>(3 * GiB));
    QCOMPARE(set.replicas.at("A").utilPercent, std::optional<double>(0.0));
    QCOMPARE(set.replicas.at("A").memoryBytes, std::optional<std::uint64_t>(0));
}

void TestGpuSampler::deviceCountFailure()
{
    FakeNvml nvml = twoGpus();
    nvml.countResult = NVML_ERROR_UNKNOWN;
    GpuSampler sampler(nvml);
    const GpuSampleSet set = sampler.sample(kGroups, groupOf);
    QVERIFY(set.gpus.empty());
    QCOMPARE(set.error, std::string("cannot count GPUs: Unknown Error"));
    QVERIFY(!set.replicas.at("A").utilPercent);
    QVERIFY(!set.replicas.at("A").memoryBytes);
}

void TestGpuSampler::nvmlApiLoadsOrSaysWhy()
{
    NvmlApi api;
    std::string error;
    if (api.load(error)) {
        // A machine with a driver: the library is usable through the same declarations.
        unsigned int count = 0;
        QCOMPARE(api.deviceGetCount(&count), NVML_SUCCESS);
        QVERIFY(error.empty());
        return;
    }
    QVERIFY(!api.loaded());
    QVERIFY2(error.find("no NVIDIA driver: libnvidia-ml.so.1 was not found (") == 0, error.c_str());
    QVERIFY(error.back() == ')');
    QVERIFY(!api.errorString(NVML_ERROR_NOT_SUPPORTED).empty()); // safe without the library
}

QTEST_GUILESS_MAIN(TestGpuSampler)
#include "tst_gpusampler.moc"
