#include "spec/catalog.h"
#include "spec/catalogtext.h"

#include <QTest>

using namespace trainyard::spec;

class TestCatalog : public QObject {
    Q_OBJECT

private slots:
    void builtinLoads();
    void lookups_data();
    void lookups();
    void everyReferenceResolves();
    void gpuCountsFollowVcpuLimits_data();
    void gpuCountsFollowVcpuLimits();
    void malformedCatalogsAreRejected_data();
    void malformedCatalogsAreRejected();
    void proseIsTranslatable();
};

void TestCatalog::builtinLoads()
{
    const Catalog& c = Catalog::builtin();
    QCOMPARE(c.scaleTiers().size(), std::size_t(6));
    QVERIFY(c.machineTypes().size() >= 30);
    QCOMPARE(c.acceleratorTypes().size(), std::size_t(11)); // every non-unspecified AcceleratorConfig.type of the API
    QVERIFY(c.regions().size() >= 9);
    QCOMPARE(c.limits().bootDiskSizeGbMin, 100);
    QCOMPARE(c.limits().bootDiskSizeGbMax, 64000);
    QCOMPARE(&Catalog::builtin(), &c); // loaded once
}

void TestCatalog::lookups_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("vcpus");
    QTest::addColumn<QString>("builtInGpu");
    QTest::newRow("standard") << "standard" << int(MachineFamily::Legacy) << 4 << "";
    QTest::newRow("complex_model_m_gpu") << "complex_model_m_gpu" << int(MachineFamily::Legacy) << 16 << "NVIDIA_TESLA_K80";
    QTest::newRow("large_model_v100") << "large_model_v100" << int(MachineFamily::Legacy) << 8 << "NVIDIA_TESLA_V100";
    QTest::newRow("n1-highmem-96") << "n1-highmem-96" << int(MachineFamily::ComputeEngine) << 96 << "";
    QTest::newRow("cloud_tpu") << "cloud_tpu" << int(MachineFamily::Tpu) << 0 << "";
}

void TestCatalog::lookups()
{
    QFETCH(QString, machine);
    QFETCH(int, family);
    QFETCH(int, vcpus);
    QFETCH(QString, builtInGpu);
    const MachineTypeInfo* info = Catalog::builtin().machineType(machine.toStdString());
    QVERIFY(info);
    QCOMPARE(int(info->family), family);
    QCOMPARE(info->vcpus, vcpus);
    QCOMPARE(QString::fromStdString(info->builtInAccelerator ? info->builtInAccelerator->type : std::string()), builtInGpu);
    QVERIFY(!Catalog::builtin().machineType("n1-standard-3"));
    QVERIFY(Catalog::builtin().runtimeVersion("2.4"));
    QVERIFY(!Catalog::builtin().runtimeVersion("2.40"));
    QVERIFY(Catalog::builtin().region("europe-west4"));
}

void TestCatalog::everyReferenceResolves()
{
    const Catalog& c = Catalog::builtin();
    for (const auto& tier : c.scaleTiers()) {
        for (const auto& pool : { tier.master, tier.workers, tier.parameterServers }) {
            if (pool)
                QVERIFY2(c.machineType(pool->machineType), (tier.name + " -> " + pool->machineType).c_str());
        }
    }
    for (const auto& machine : c.machineTypes()) {
        if (machine.builtInAccelerator)
            QVERIFY2(c.acceleratorType(machine.builtInAccelerator->type), machine.name.c_str());
        for (const auto& [type, counts] : machine.accelerators) {
            QVERIFY2(c.acceleratorType(type), (machine.name + " -> " + type).c_str());
            QVERIFY(!counts.empty());
        }
        // Legacy types carry their GPUs built in and take no acceleratorConfig.
        if (machine.family == MachineFamily::Legacy)
            QVERIFY2(machine.accelerators.empty(), machine.name.c_str());
    }
    for (const auto& runtime : c.runtimeVersions())
        QVERIFY2(!runtime.pythonVersions.empty(), runtime.version.c_str());
}

void TestCatalog::gpuCountsFollowVcpuLimits_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("K80 on 8 vCPUs") << "n1-standard-8" << "NVIDIA_TESLA_K80" << QList<int> { 1, 2, 4, 8 };
    QTest::newRow("K80 on 64 vCPUs") << "n1-standard-64" << "NVIDIA_TESLA_K80" << QList<int> { 8 };
    QTest::newRow("V100 on 96 vCPUs") << "n1-highmem-96" << "NVIDIA_TESLA_V100" << QList<int> { 8 };
    QTest::newRow("T4 on 2 vCPUs") << "n1-highmem-2" << "NVIDIA_TESLA_T4" << QList<int> { 1, 2, 4 };
    QTest::newRow("A100 on a2-highgpu-4g") << "a2-highgpu-4g" << "NVIDIA_TESLA_A100" << QList<int> { 4 };
    QTest::newRow("TPU v3 on cloud_tpu") << "cloud_tpu" << "TPU_V3" << QList<int> { 8 };
}

void TestCatalog::gpuCountsFollowVcpuLimits()
{
    QFETCH(QString, machine);
    QFETCH(QString, gpu);
    QFETCH(QList<int>, counts);
    const MachineTypeInfo* info = Catalog::builtin().machineType(machine.toStdString());
    QVERIFY(info);
    const auto it = info->accelerators.find(gpu.toStdString());
    QVERIFY(it != info->accelerators.end());
    QCOMPARE(QList<int>(it->second.begin(), it->second.end()), counts);
}

void TestCatalog::malformedCatalogsAreRejected_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::newRow("not json") << "{regions" << "";
    QTest::newRow("not an object") << "[]" << "";
    QTest::newRow("regions not a list") << R"({"regions": {}})" << "regions";
    QTest::newRow("region without name") << R"({"regions": [{"name": "a"}, {}]})" << "regions[1].name";
    QTest::newRow("bad family") << R"({"machineTypes": [{"name": "m", "family": "gpu"}]})" << "machineTypes[0].family";
    QTest::newRow("vcpus as text") << R"({"machineTypes": [{"name": "m", "family": "legacy", "vcpus": "four"}]})" << "machineTypes[0].vcpus";
    QTest::newRow("pool without count") << R"({"scaleTiers": [{"name": "BASIC", "master": {"type": "standard"}}]})" << "scaleTiers[0].master.count";
}

void TestCatalog::malformedCatalogsAreRejected()
{
    QFETCH(QString, text);
    QFETCH(QString, path);
    const auto catalog = Catalog::fromJson(text.toStdString());
    QVERIFY(!catalog);
    QCOMPARE(QString::fromStdString(catalog.error.path), path);
    QVERIFY(!catalog.error.message.empty());
}

// Every description the console shows from the catalog is in catalogtext.cpp for lupdate; a tier
// added to catalog.json without it would show in English in every language.
void TestCatalog::proseIsTranslatable()
{
    std::vector<std::string> inCatalog;
    for (const auto& tier : Catalog::builtin().scaleTiers())
        inCatalog.push_back(tier.description);
    std::vector<std::string> marked = translatableCatalogTexts();
    std::sort(inCatalog.begin(), inCatalog.end());
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, inCatalog);
    QCOMPARE(catalogText("A tier only a remote backend knows."), QStringLiteral("A tier only a remote backend knows."));
    QCOMPARE(catalogText(inCatalog.front()), QString::fromStdString(inCatalog.front())); // no translator installed
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
