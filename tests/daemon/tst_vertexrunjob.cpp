// The v1 job the daemon runs for a Vertex resource: no jobDir, every pool's packages staged once,
// pool 0's first.

#include "daemon/vertexrunjob.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

json pythonPool(const std::vector<std::string>& packages)
{
    return { { "replicaCount", "1" }, { "pythonPackageSpec", { { "pythonModule", "m" }, { "packageUris", packages } } } };
}

// What toV1 made: pool 0's packages, baseOutputDirectory as the jobDir.
spec::Job converted(const std::vector<std::string>& packages)
{
    json input = { { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "pythonModule", "m" }, { "region", "local" },
        { "jobDir", "gs://bucket/out" } };
    if (!packages.empty())
        input["packageUris"] = packages;
    auto decoded = spec::jobFromJson({ { "jobId", "custom_job_1" }, { "trainingInput", input } });
    if (!decoded.value)
        qFatal("the test's job does not decode");
    return *decoded.value;
}

} // namespace

class TestVertexRunJob : public QObject {
    Q_OBJECT

private slots:
    void adapt_data();
    void adapt();
};

void TestVertexRunJob::adapt_data()
{
    QTest::addColumn<QByteArray>("resource");
    QTest::addColumn<QStringList>("pool0"); // the packages toV1 kept
    QTest::addColumn<QStringList>("packages"); // what is staged

    const auto bytes = [](const json& j) { return QByteArray::fromStdString(j.dump()); };
    QTest::newRow("one pool") << bytes({ { "jobSpec", { { "workerPoolSpecs", { pythonPool({ "/p/a" }) } } } } }) << QStringList { "/p/a" }
                              << QStringList { "/p/a" };
    QTest::newRow("pools of their own packages, each once")
        << bytes({ { "jobSpec",
               { { "workerPoolSpecs", { pythonPool({ "/p/a", "/p/common" }), json::object(), pythonPool({ "/p/b", "/p/common" }), pythonPool({ "/p/a" }) } } } } })
        << QStringList { "/p/a", "/p/common" } << QStringList { "/p/a", "/p/common", "/p/b" };
    QTest::newRow("a container pool has none")
        << bytes({ { "jobSpec",
               { { "workerPoolSpecs", { pythonPool({ "/p/a" }), { { "replicaCount", "1" }, { "containerSpec", { { "imageUri", "img" } } } } } } } } })
        << QStringList { "/p/a" } << QStringList { "/p/a" };
    QTest::newRow("a tuning job's trial spec")
        << bytes({ { "studySpec", json::object() }, { "trialJobSpec", { { "workerPoolSpecs", { pythonPool({ "/p/a" }), pythonPool({ "/p/t" }) } } } } })
        << QStringList { "/p/a" } << QStringList { "/p/a", "/p/t" };
    QTest::newRow("containers only") << bytes({ { "jobSpec", { { "workerPoolSpecs", { { { "containerSpec", { { "imageUri", "img" } } } } } } } } })
                                     << QStringList {} << QStringList {};
}

void TestVertexRunJob::adapt()
{
    QFETCH(QByteArray, resource);
    QFETCH(QStringList, pool0);
    QFETCH(QStringList, packages);
    std::vector<std::string> kept;
    for (const auto& p : pool0)
        kept.push_back(p.toStdString());
    spec::Job job = converted(kept);
    daemon::adaptForVertexRun(job, json::parse(resource.toStdString()));
    QVERIFY(!job.trainingInput->jobDir); // Vertex passes no --job-dir: AIP_* instead
    QStringList staged;
    for (const auto& p : job.trainingInput->packageUris.value_or(std::vector<std::string> {}))
        staged << QString::fromStdString(p);
    QCOMPARE(staged, packages);
}

QTEST_GUILESS_MAIN(TestVertexRunJob)
#include "tst_vertexrunjob.moc"
