// The Resources tab's model: windows appended across a resumed stream, the min/max pyramid behind the
// charts' decimation, summaries, the idle-GPU rule and the two ways a backend reports memory.

#include "models/resourcehistory.h"

#include <QTest>

#include <cmath>
#include <random>
#include <tuple>

using namespace trainyard;
using models::ResourceHistory;
using models::ResourceMetric;

namespace {

constexpr std::int64_t t0 = 1'760'000'000;

spec::ResourceSample sample(std::int64_t seq, std::int64_t second, const char* replica, double gpu, double cpu = 50)
{
    spec::ResourceSample s;
    s.seq = seq;
    s.time = spec::Timestamp { t0 + second, 0 };
    s.replica = replica;
    s.gpuUtilPercent = gpu;
    s.cpuPercent = cpu;
    s.memoryBytes = 1e9;
    s.gpuMemoryBytes = 2e9;
    return s;
}

spec::ResourceInfo gpuInfo()
{
    spec::ResourceInfo info;
    info.gpuAvailable = true;
    info.replicas = { { "master-replica-0", "", { 0 } }, { "ps-replica-0", "", {} } };
    return info;
}

} // namespace

class TestResourceHistory : public QObject {
    Q_OBJECT

private slots:
    void appendsAcrossWindowsWithoutDuplicates()
    {
        ResourceHistory h;
        spec::ResourceWindow w1;
        w1.info = gpuInfo();
        w1.samples = { sample(1, 0, "master-replica-0", 50), sample(2, 0, "ps-replica-0", 0), sample(3, 1, "master-replica-0", 60) };
        w1.nextSince = 3;
        QCOMPARE(h.append(w1), std::size_t(3));
        QCOMPARE(h.cursor(), std::int64_t(3));
        QCOMPARE(h.seriesCount(), 2);
        // A resumed stream that repeats the last sample, then brings new ones.
        spec::ResourceWindow w2;
        w2.info = gpuInfo();
        w2.samples = { sample(3, 1, "master-replica-0", 60), sample(4, 1, "ps-replica-0", 1), sample(5, 2, "master-replica-0", 70) };
        w2.nextSince = 5;
        QCOMPARE(h.append(w2), std::size_t(2));
        QCOMPARE(h.sampleCount(), std::size_t(5));
        const int master = h.indexOf(QString(), QStringLiteral("master-replica-0"));
        QCOMPARE(h.series(master).times.size(), std::size_t(3));
        QCOMPARE(h.series(master).column(ResourceMetric::GpuUtil)[2], 70.0f);
        QCOMPARE(h.firstTime(), double(t0));
        QCOMPARE(h.lastTime(), double(t0 + 2));
        QVERIFY(!h.complete());
        spec::ResourceWindow end;
        end.info = gpuInfo();
        end.nextSince = 5;
        end.complete = true;
        QCOMPARE(h.append(end), std::size_t(0));
        QVERIFY(h.complete());
        // Unnumbered samples (seq 0) are deduplicated by time.
        ResourceHistory plain;
        spec::ResourceWindow w3;
        w3.samples = { sample(0, 0, "master-replica-0", 1), sample(0, 0, "master-replica-0", 1), sample(0, 1, "master-replica-0", 2) };
        QCOMPARE(plain.append(w3), std::size_t(2));
    }

    void tuningSeriesAreKeyedByTrialAndReplica()
    {
        ResourceHistory h;
        spec::ResourceWindow w;
        auto a = sample(1, 0, "master-replica-0", 10);
        a.trial = "3";
        auto b = sample(2, 0, "master-replica-0", 20);
        b.trial = "4";
        w.samples = { a, b };
        h.append(w);
        QCOMPARE(h.seriesCount(), 2);
        QVERIFY(h.isTuning());
        QCOMPARE(h.series(0).label(), QStringLiteral("trial 3 · master-replica-0"));
        QCOMPARE(h.indexOf(QStringLiteral("4"), QStringLiteral("master-replica-0")), 1);
    }

    void seriesLabelNamesTheNode()
    {
        // A Slurm replica's samples name its node; the daemon's own replicas' name none.
        ResourceHistory h;
        spec::ResourceWindow w;
        auto local = sample(1, 0, "master-replica-0", 10);
        auto slurm = sample(2, 0, "worker-replica-0", 20);
        slurm.node = "n1";
        auto moved = sample(3, 1, "worker-replica-0", 20);
        moved.node = "n2"; // resubmitted elsewhere: the latest node
        auto trial = sample(4, 0, "master-replica-0", 30);
        trial.trial = "3";
        trial.node = "gpu01";
        w.samples = { local, slurm, moved, trial };
        h.append(w);
        QCOMPARE(h.seriesCount(), 3);
        QCOMPARE(h.series(0).label(), QStringLiteral("master-replica-0"));
        QCOMPARE(h.series(1).label(), QStringLiteral("worker-replica-0 · n2"));
        QCOMPARE(h.series(2).label(), QStringLiteral("trial 3 · master-replica-0 · gpu01"));
        QCOMPARE(h.indexOf({}, QStringLiteral("worker-replica-0")), 1); // keyed by replica, not by node
    }

    void decimationKeepsEveryColumnsExtremes()
    {
        ResourceHistory h;
        spec::ResourceWindow w;
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> value(0, 100);
        const int n = 10'007; // not a power of two: partial blocks at every level
        std::vector<double> values;
        for (int i = 0; i < n; ++i) {
            values.push_back(std::round(value(rng) * 10) / 10);
            auto s = sample(i + 1, i, "master-replica-0", values.back());
            if (i % 97 == 5)
                s.gpuUtilPercent.reset(); // unmeasured: ignored, never a zero
            w.samples.push_back(s);
        }
        h.append(w);
        // Columns of a few samples and of a few dozen are scanned, columns of hundreds go through the
        // pyramid (ResourceHistory::decimate): both must give every column's exact extremes.
        for (const auto& [from, to, columns] : { std::tuple { 0.0, double(n), 1600 }, { 100.5, 7000.25, 333 }, { 5000.0, 5100.0, 1000 },
                 { -50.0, 20.0, 7 }, { 0.0, double(n), 20 }, { 3.0, double(n) - 2, 39 }, { 1.0, 4000.0, 13 } }) {
            std::vector<ResourceHistory::Range> out;
            h.decimate(0, ResourceMetric::GpuUtil, double(t0) + from, double(t0) + to, columns, out);
            QCOMPARE(out.size(), std::size_t(columns));
            const double width = (to - from) / columns;
            for (int c = 0; c < columns; ++c) {
                float lo = INFINITY, hi = -INFINITY;
                for (int i = 0; i < n; ++i) {
                    const double t = i;
                    const bool inColumn = t >= from + c * width && (c + 1 == columns ? t <= to : t < from + (c + 1) * width);
                    if (inColumn && i % 97 != 5) {
                        lo = std::min(lo, float(values[std::size_t(i)]));
                        hi = std::max(hi, float(values[std::size_t(i)]));
                    }
                }
                const auto& r = out[std::size_t(c)];
                if (lo > hi) {
                    QVERIFY2(r.empty(), qPrintable(QStringLiteral("column %1 should be empty").arg(c)));
                } else {
                    QCOMPARE(r.min, lo);
                    QCOMPARE(r.max, hi);
                }
            }
        }
        // Any run of samples, through the pyramid, against a scan.
        std::uniform_int_distribution<std::size_t> index(0, std::size_t(n));
        for (int k = 0; k < 2000; ++k) {
            std::size_t a = index(rng), b = index(rng);
            if (a > b)
                std::swap(a, b);
            float lo = INFINITY, hi = -INFINITY;
            for (std::size_t i = a; i < b; ++i) {
                if (i % 97 != 5) {
                    lo = std::min(lo, float(values[i]));
                    hi = std::max(hi, float(values[i]));
                }
            }
            const auto r = h.extremes(0, ResourceMetric::GpuUtil, a, b);
            QCOMPARE(r.min, lo);
            QCOMPARE(r.max, hi);
        }
    }

    void summaries()
    {
        ResourceHistory h;
        spec::ResourceWindow w;
        for (int i = 0; i < 10; ++i)
            w.samples.push_back(sample(i + 1, i, "master-replica-0", i * 10.0, i < 5 ? 100 : 300));
        w.samples[3].cpuPercent.reset();
        h.append(w);
        const auto gpu = h.summary(0, ResourceMetric::GpuUtil, double(t0), double(t0 + 9));
        QCOMPARE(gpu.count, std::int64_t(10));
        QCOMPARE(gpu.peak, 90.0);
        QCOMPARE(gpu.mean, 45.0);
        const auto part = h.summary(0, ResourceMetric::GpuUtil, double(t0 + 2), double(t0 + 4));
        QCOMPARE(part.peak, 40.0);
        QCOMPARE(part.mean, 30.0);
        const auto cpu = h.summary(0, ResourceMetric::Cpu, double(t0), double(t0 + 9));
        QCOMPARE(cpu.count, std::int64_t(9)); // one unmeasured
        QCOMPARE(cpu.mean, (4 * 100.0 + 5 * 300.0) / 9);
        const auto none = h.summary(0, ResourceMetric::Cpu, double(t0 + 100), double(t0 + 200));
        QCOMPARE(none.count, std::int64_t(0));
        QVERIFY(std::isnan(none.peak));
        QCOMPARE(h.valueAt(0, ResourceMetric::GpuUtil, double(t0) + 3.4, 1.0).value_or(-1), 30.0);
        QCOMPARE(h.valueAt(0, ResourceMetric::GpuUtil, double(t0) + 3.6, 1.0).value_or(-1), 40.0);
        QVERIFY(!h.valueAt(0, ResourceMetric::GpuUtil, double(t0) + 30, 2.0));
    }

    void idleGpuExactBoundaries()
    {
        ResourceHistory h;
        spec::ResourceWindow w;
        w.info = gpuInfo();
        std::int64_t seq = 0;
        // Busy at 0..9, then 9.9 % (idle) from second 10; exactly 10 % is not idle.
        for (int i = 0; i < 10; ++i)
            w.samples.push_back(sample(++seq, i, "master-replica-0", 10.0));
        for (int i = 10; i < 69; ++i) // 10..68: 58 s idle
            w.samples.push_back(sample(++seq, i, "master-replica-0", 9.9));
        // The ps holds no GPU: never reported, however idle.
        for (int i = 0; i < 200; ++i)
            w.samples.push_back(sample(++seq, i, "ps-replica-0", 0));
        h.append(w);
        QVERIFY(h.idleGpus().empty());
        spec::ResourceWindow more;
        more.info = gpuInfo();
        more.samples = { sample(++seq, 69, "master-replica-0", 0) }; // 59 s since second 10
        h.append(more);
        QVERIFY(h.idleGpus().empty());
        more.samples = { sample(++seq, 70, "master-replica-0", 0) }; // 60 s: a minute
        h.append(more);
        const auto idle = h.idleGpus();
        QCOMPARE(idle.size(), std::size_t(1));
        QCOMPARE(h.series(idle[0].series).replica, QStringLiteral("master-replica-0"));
        QCOMPARE(idle[0].since, double(t0 + 10));
        QCOMPARE(idle[0].seconds(), 60.0);
        // Busy again: the warning goes.
        more.samples = { sample(++seq, 71, "master-replica-0", 35) };
        h.append(more);
        QVERIFY(h.idleGpus().empty());
        // An unmeasured GPU figure breaks a stretch rather than counting as idle.
        for (int i = 72; i < 140; ++i) {
            auto s = sample(++seq, i, "master-replica-0", 1);
            if (i == 100)
                s.gpuUtilPercent.reset();
            more.samples = { s };
            h.append(more);
        }
        QCOMPARE(h.idleGpus().size(), std::size_t(0)); // 101..139: 38 s
    }

    void memoryAsPercentOrBytes()
    {
        ResourceHistory google;
        spec::ResourceWindow w;
        spec::ResourceSample s;
        s.seq = 1;
        s.time = spec::Timestamp { t0, 0 };
        s.replica = "master-replica-0";
        s.memoryPercent = 42;
        s.gpuMemoryPercent = 12.5;
        s.cpuPercent = 80;
        w.info.cpuOfAllocation = true;
        w.samples = { s };
        google.append(w);
        QVERIFY(google.unit(ResourceMetric::Memory) == ResourceHistory::Unit::Percent);
        QVERIFY(google.unit(ResourceMetric::GpuMemory) == ResourceHistory::Unit::Percent);
        QCOMPARE(google.series(0).column(ResourceMetric::Memory)[0], 42.0f);
        QCOMPARE(google.series(0).column(ResourceMetric::GpuMemory)[0], 12.5f);
        QVERIFY(google.info().cpuOfAllocation);
        QVERIFY(!google.unit(ResourceMetric::GpuUtil));

        ResourceHistory daemon;
        s.memoryBytes = 3.5e9; // both: bytes win
        s.gpuMemoryBytes = 1e9;
        w.info.cpuOfAllocation = false;
        w.samples = { s };
        daemon.append(w);
        QVERIFY(daemon.unit(ResourceMetric::Memory) == ResourceHistory::Unit::Bytes);
        QCOMPARE(daemon.series(0).column(ResourceMetric::Memory)[0], 3.5e9f);
        QCOMPARE(daemon.series(0).column(ResourceMetric::GpuMemory)[0], 1e9f);
        // Once bytes, a later sample with only a percentage is unmeasured in bytes, not mixed in.
        spec::ResourceSample later = s;
        later.seq = 2;
        later.time.seconds += 1;
        later.memoryBytes.reset();
        w.samples = { later };
        daemon.append(w);
        QVERIFY(std::isnan(daemon.series(0).column(ResourceMetric::Memory)[1]));
    }
};

QTEST_GUILESS_MAIN(TestResourceHistory)
#include "tst_resourcehistory.moc"
