// The built-in Vertex catalog: complete for the discovery document's accelerators, consistent in
// itself, and right on the entries the wizard and the validator lean on most.

#include "spec/vertex/catalog.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace trainyard::spec::vertex;

class TestVertexCatalog : public QObject {
    Q_OBJECT

private slots:
    void builtInLoadsOnce();
    void everyDiscoveryAcceleratorIsListed();
    void familiesOfTheBrief();
    void namesAreUnique();
    void acceleratorOptionsAreConsistent();
    void allowedCounts_data();
    void allowedCounts();
    void memoryFollowsTheShape_data();
    void memoryFollowsTheShape();
    void executorImages_data();
    void executorImages();
    void containersByUri();
    void regions();
};

void TestVertexCatalog::builtInLoadsOnce()
{
    const VertexCatalog& c = VertexCatalog::builtIn();
    QCOMPARE(&VertexCatalog::builtIn(), &c);
    QVERIFY(c.machineTypes().size() >= 60);
    QVERIFY(c.containers().size() >= 20);
}

void TestVertexCatalog::everyDiscoveryAcceleratorIsListed()
{
    // GoogleCloudAiplatformV1MachineSpec.acceleratorType's enum, less ACCELERATOR_TYPE_UNSPECIFIED.
    const std::vector<std::string> discovery { "NVIDIA_TESLA_K80", "NVIDIA_TESLA_P100", "NVIDIA_TESLA_V100", "NVIDIA_TESLA_P4",
        "NVIDIA_TESLA_T4", "NVIDIA_TESLA_A100", "NVIDIA_A100_80GB", "NVIDIA_L4", "NVIDIA_H100_80GB", "NVIDIA_H100_MEGA_80GB",
        "NVIDIA_H200_141GB", "NVIDIA_B200", "NVIDIA_GB200", "NVIDIA_RTX_PRO_6000", "TPU_V2", "TPU_V3", "TPU_V4_POD", "TPU_V5_LITEPOD" };
    const VertexCatalog& c = VertexCatalog::builtIn();
    QCOMPARE(c.accelerators().size(), discovery.size());
    for (const std::string& type : discovery) {
        const Accelerator* a = c.accelerator(type);
        QVERIFY2(a, type.c_str());
        QCOMPARE(a->tpu, type.rfind("TPU_", 0) == 0);
        QVERIFY(a->memoryGb > 0);
        QVERIFY(!a->displayName.empty());
        // Every accelerator sits on at least one machine type, or the wizard could never offer it.
        const bool offered = std::any_of(c.machineTypes().begin(), c.machineTypes().end(), [&](const MachineType& m) {
            return !c.allowedCounts(m.name, type).empty();
        });
        QVERIFY2(offered, type.c_str());
    }
    QVERIFY(!c.accelerator("ACCELERATOR_TYPE_UNSPECIFIED"));
}

void TestVertexCatalog::familiesOfTheBrief()
{
    std::set<std::string> families;
    for (const MachineType& m : VertexCatalog::builtIn().machineTypes())
        families.insert(m.family);
    for (const char* f : { "n1", "n2", "e2", "c2", "a2", "a3", "g2", "tpu" })
        QVERIFY2(families.count(f), f);
}

void TestVertexCatalog::namesAreUnique()
{
    const VertexCatalog& c = VertexCatalog::builtIn();
    std::set<std::string> names;
    for (const MachineType& m : c.machineTypes())
        QVERIFY2(names.insert(m.name).second, m.name.c_str());
    std::set<std::string> uris;
    for (const PrebuiltContainer& p : c.containers()) {
        QVERIFY2(uris.insert(p.uri).second, p.uri.c_str());
        QVERIFY(p.uri.rfind("us-docker.pkg.dev/vertex-ai/training/", 0) == 0);
        QVERIFY(p.uri.size() > 7 && p.uri.substr(p.uri.size() - 7) == ":latest"); // Vertex takes only :latest
    }
}

void TestVertexCatalog::acceleratorOptionsAreConsistent()
{
    const VertexCatalog& c = VertexCatalog::builtIn();
    for (const MachineType& m : c.machineTypes()) {
        QVERIFY2(m.vcpus > 0 && m.memoryGb > 0, m.name.c_str());
        QVERIFY2(m.name.rfind(m.family, 0) == 0 || m.tpu, m.name.c_str());
        for (const AcceleratorOption& option : m.accelerators) {
            const Accelerator* a = c.accelerator(option.accelerator);
            QVERIFY2(a, option.accelerator.c_str());
            QCOMPARE(a->tpu, m.tpu); // TPUs only on TPU hosts, GPUs never there
            QVERIFY(!option.counts.empty());
            QVERIFY(std::is_sorted(option.counts.begin(), option.counts.end()));
            QVERIFY(option.counts.front() > 0);
        }
        // Built-in GPUs and TPU chips come in one count per option (cloud-tpu offers v2 or v3).
        if (m.acceleratorRequired) {
            QVERIFY(!m.accelerators.empty());
            for (const AcceleratorOption& option : m.accelerators)
                QCOMPARE(option.counts.size(), std::size_t(1));
        }
    }
}

void TestVertexCatalog::allowedCounts_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("a2-highgpu-1g = 1 A100") << "a2-highgpu-1g" << "NVIDIA_TESLA_A100" << QList<int> { 1 };
    QTest::newRow("a2-highgpu-8g = 8 A100") << "a2-highgpu-8g" << "NVIDIA_TESLA_A100" << QList<int> { 8 };
    QTest::newRow("a2-ultragpu takes the 80 GB A100") << "a2-ultragpu-2g" << "NVIDIA_A100_80GB" << QList<int> { 2 };
    QTest::newRow("a2-highgpu not the 80 GB one") << "a2-highgpu-1g" << "NVIDIA_A100_80GB" << QList<int> {};
    QTest::newRow("a3-highgpu-8g = 8 H100") << "a3-highgpu-8g" << "NVIDIA_H100_80GB" << QList<int> { 8 };
    QTest::newRow("a3-megagpu-8g = 8 H100 Mega") << "a3-megagpu-8g" << "NVIDIA_H100_MEGA_80GB" << QList<int> { 8 };
    QTest::newRow("g2-standard-4 = 1 L4") << "g2-standard-4" << "NVIDIA_L4" << QList<int> { 1 };
    QTest::newRow("g2-standard-24 = 2 L4") << "g2-standard-24" << "NVIDIA_L4" << QList<int> { 2 };
    QTest::newRow("g2-standard-96 = 8 L4") << "g2-standard-96" << "NVIDIA_L4" << QList<int> { 8 };
    QTest::newRow("n1-standard-4 T4") << "n1-standard-4" << "NVIDIA_TESLA_T4" << QList<int> { 1, 2, 4 };
    QTest::newRow("n1-standard-8 V100") << "n1-standard-8" << "NVIDIA_TESLA_V100" << QList<int> { 1, 2, 4, 8 };
    QTest::newRow("n1-standard-16 K80") << "n1-standard-16" << "NVIDIA_TESLA_K80" << QList<int> { 2, 4, 8 };
    QTest::newRow("n1-highmem-96 no K80") << "n1-highmem-96" << "NVIDIA_TESLA_K80" << QList<int> {};
    QTest::newRow("n1 no L4") << "n1-standard-4" << "NVIDIA_L4" << QList<int> {};
    QTest::newRow("e2 takes none") << "e2-standard-4" << "NVIDIA_TESLA_T4" << QList<int> {};
    QTest::newRow("c2 takes none") << "c2-standard-60" << "NVIDIA_TESLA_T4" << QList<int> {};
    QTest::newRow("cloud-tpu v3-8") << "cloud-tpu" << "TPU_V3" << QList<int> { 8 };
    QTest::newRow("v5e 4 chips") << "ct5lp-hightpu-4t" << "TPU_V5_LITEPOD" << QList<int> { 4 };
    QTest::newRow("unknown machine") << "n1-standard-3" << "NVIDIA_TESLA_T4" << QList<int> {};
    QTest::newRow("unknown accelerator") << "n1-standard-4" << "NVIDIA_TESLA_X" << QList<int> {};
}

void TestVertexCatalog::allowedCounts()
{
    QFETCH(QString, machine);
    QFETCH(QString, accelerator);
    QFETCH(QList<int>, counts);
    const std::vector<int> got = VertexCatalog::builtIn().allowedCounts(machine.toStdString(), accelerator.toStdString());
    QCOMPARE(QList<int>(got.begin(), got.end()), counts);
}

void TestVertexCatalog::memoryFollowsTheShape_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<int>("vcpus");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<bool>("verified");
    QTest::newRow("n1-standard-4") << "n1-standard-4" << 4 << 15.0 << true;
    QTest::newRow("n1-highmem-8") << "n1-highmem-8" << 8 << 52.0 << true;
    QTest::newRow("n1-highcpu-16") << "n1-highcpu-16" << 16 << 14.4 << true;
    QTest::newRow("e2-standard-8") << "e2-standard-8" << 8 << 32.0 << true;
    QTest::newRow("e2-highmem-16") << "e2-highmem-16" << 16 << 128.0 << true;
    QTest::newRow("n2-standard-32") << "n2-standard-32" << 32 << 128.0 << false;
    QTest::newRow("c2-standard-30") << "c2-standard-30" << 30 << 120.0 << false;
    QTest::newRow("a2-highgpu-1g") << "a2-highgpu-1g" << 12 << 85.0 << false;
    QTest::newRow("a3-highgpu-8g") << "a3-highgpu-8g" << 208 << 1872.0 << false;
    QTest::newRow("g2-standard-8") << "g2-standard-8" << 8 << 32.0 << false;
}

void TestVertexCatalog::memoryFollowsTheShape()
{
    QFETCH(QString, machine);
    QFETCH(int, vcpus);
    QFETCH(double, memoryGb);
    QFETCH(bool, verified);
    const MachineType* m = VertexCatalog::builtIn().machineType(machine.toStdString());
    QVERIFY(m);
    QCOMPARE(m->vcpus, vcpus);
    QCOMPARE(m->memoryGb, memoryGb);
    QCOMPARE(m->verified, verified);
}

void TestVertexCatalog::executorImages_data()
{
    QTest::addColumn<QString>("framework");
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("gpu");
    QTest::addColumn<QString>("uri"); // empty: none
    const QString base = QStringLiteral("us-docker.pkg.dev/vertex-ai/training/");
    QTest::newRow("tf 2.12 cpu") << "tensorflow" << "2.12" << false << base + "tf-cpu.2-12.py310:latest";
    QTest::newRow("tf 2.12 gpu") << "tensorflow" << "2.12" << true << base + "tf-gpu.2-12.py310:latest";
    QTest::newRow("a patch release runs on its minor") << "tensorflow" << "2.13.1" << false << base + "tf-cpu.2-13.py310:latest";
    QTest::newRow("2.1 is not 2.12") << "tensorflow" << "2.1" << false << "";
    QTest::newRow("pytorch 2.1 gpu") << "pytorch" << "2.1" << true << base + "pytorch-gpu.2-1.py310:latest";
    QTest::newRow("sklearn 1.0") << "sklearn" << "1.0" << false << base + "sklearn-cpu.1-0:latest";
    QTest::newRow("no sklearn on GPU") << "sklearn" << "1.0" << true << "";
    QTest::newRow("xgboost 1.1") << "xgboost" << "1.1" << false << base + "xgboost-cpu.1-1:latest";
    QTest::newRow("unknown framework") << "jax" << "0.4" << false << "";
}

void TestVertexCatalog::executorImages()
{
    QFETCH(QString, framework);
    QFETCH(QString, version);
    QFETCH(bool, gpu);
    QFETCH(QString, uri);
    const auto got = VertexCatalog::builtIn().executorImageFor(framework.toStdString(), version.toStdString(), gpu);
    QCOMPARE(QString::fromStdString(got.value_or(std::string())), uri);
    if (got) {
        const PrebuiltContainer* c = VertexCatalog::builtIn().containerByUri(*got);
        QVERIFY(c);
        QCOMPARE(c->gpu, gpu);
        QCOMPARE(QString::fromStdString(c->framework), framework);
    }
}

void TestVertexCatalog::containersByUri()
{
    const VertexCatalog& c = VertexCatalog::builtIn();
    const PrebuiltContainer* tf = c.containerByUri("us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest");
    QVERIFY(tf);
    QCOMPARE(tf->version, std::string("2.12"));
    QCOMPARE(tf->pythonVersion, std::string("3.10"));
    QVERIFY(tf->verified);
    // The same image from Europe's and Asia's registries.
    QCOMPARE(c.containerByUri("europe-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest"), tf);
    QCOMPARE(c.containerByUri("asia-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest"), tf);
    QVERIFY(!c.containerByUri("gcr.io/my-project/tf-cpu.2-12.py310:latest"));
    QVERIFY(!c.containerByUri("us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310")); // Vertex needs :latest
}

void TestVertexCatalog::regions()
{
    const VertexCatalog& c = VertexCatalog::builtIn();
    QVERIFY(c.hasRegion("us-central1"));
    QVERIFY(c.hasRegion("europe-west4"));
    QVERIFY(!c.hasRegion("local"));
    const std::set<std::string> unique(c.regions().begin(), c.regions().end());
    QCOMPARE(unique.size(), c.regions().size());
}

QTEST_GUILESS_MAIN(TestVertexCatalog)
#include "tst_vertexcatalog.moc"
