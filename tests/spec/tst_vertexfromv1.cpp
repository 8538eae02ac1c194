// v1 -> Vertex (vertex::fromV1): each row a v1 job, the Vertex job it must become (compared as the
// Vertex codec writes it) and the report. Then every v1 fixture goes v1 -> Vertex -> v1: each field of
// the original comes back equal, or the report names it (or a field above it), or it is one of the
// few listed below with the reason it cannot survive.

#include "vertexconversiontest.h"

#include "spec/vertex/catalog.h"
#include "spec/vertex/conversion.h"
#include "spec/vertex/executorimage.h"

#include <QTest>


namespace spec = trainyard::spec;
namespace vertex = trainyard::spec::vertex;
using namespace trainyard::test;

class TestVertexFromV1 : public QObject {
    Q_OBJECT

private slots:
    void fromV1_data();
    void fromV1();
    void roundTrip_data();
    void roundTrip();
    void executorImage_data();
    void executorImage();
    void catalogImagesParse();
};

namespace {
const QString cpu212 = QStringLiteral("us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest");
const QString gpu212 = QStringLiteral("us-docker.pkg.dev/vertex-ai/training/tf-gpu.2-12.py310:latest");

QString vertexText(const vertex::VertexJob& job)
{
    return std::visit([](const auto& j) { return QString::fromStdString(vertex::toJsonText(j, -1)); }, job);
}

// What cannot come back, and why (paths with indexes written as []).
const std::vector<std::string> lossy = {
    "etag", "jobPosition", // set by the v1 service alone
    "predictionOutput", // batch prediction is no training job (predictionInput is reported)
    "trainingInput.pythonVersion", // the executor image decides the Python
    "trainingInput.useChiefInTfConfig", // Vertex always says chief (false is reported)
    "trainingOutput.consumedMLUnits", // Vertex bills no ML units
    "trainingOutput.webAccessUris", // a tuning job has them per trial only
    "trainingOutput.trials[].isTrialStoppedEarly", // Vertex reports an early-stopped trial as SUCCEEDED
};
} // namespace

void TestVertexFromV1::fromV1_data()
{
    QTest::addColumn<QString>("v1Json");
    QTest::addColumn<QString>("expectedVertex");
    QTest::addColumn<bool>("tuning");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QStringList>("report");

    QTest::newRow("BASIC is one n1-standard-4 replica")
        << R"({"jobId":"b","labels":{"k":"v"},"trainingInput":{"packageUris":["gs://b/t.tar.gz"],"pythonModule":"trainer.task","args":["--x=1"],
            "region":"us-central1","runtimeVersion":"2.12","pythonVersion":"3.10","jobDir":"gs://b/out","scheduling":{"maxRunningTime":"7200s","maxWaitTime":"1800s","priority":3}}})"
        << QString(R"({"displayName":"b","labels":{"k":"v"},"jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1",
            "pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"trainer.task","args":["--x=1"]}}],
            "scheduling":{"timeout":"7200s","maxWaitDuration":"1800s"},"baseOutputDirectory":{"outputUriPrefix":"gs://b/out"}}})").arg(cpu212)
        << false << "us-central1"
        << QStringList { "trainingInput.scaleTier convert.scaleTierExpanded", "trainingInput.scaleTier convert.legacyMachineType",
               "trainingInput.scheduling.priority convert.noCounterpart" };

    QTest::newRow("BASIC_GPU is n1-standard-8 with a K80, on the GPU image")
        << R"({"jobId":"g","trainingInput":{"scaleTier":"BASIC_GPU","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m","runtimeVersion":"2.12"}})"
        << QString(R"({"displayName":"g","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-8","acceleratorType":"NVIDIA_TESLA_K80","acceleratorCount":1},
            "replicaCount":"1","pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}}]}})").arg(gpu212)
        << false << ""
        << QStringList { "trainingInput.scaleTier convert.scaleTierExpanded", "trainingInput.scaleTier convert.legacyMachineType" };

    QTest::newRow("a container master and an evaluator, empty pools between")
        << R"({"jobId":"c","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","masterConfig":{"imageUri":"gcr.io/p/t:1","containerCommand":["python3"],
            "containerArgs":["-m","t"],"diskConfig":{"bootDiskType":"pd-standard","bootDiskSizeGb":150},"acceleratorConfig":{"type":"NVIDIA_TESLA_T4","count":"1"}},
            "evaluatorType":"n1-highmem-2","evaluatorCount":"1","serviceAccount":"sa","network":"n","enableWebAccess":true,
            "encryptionConfig":{"kmsKeyName":"k"},"useChiefInTfConfig":true}})"
        << R"({"displayName":"c","encryptionSpec":{"kmsKeyName":"k"},"jobSpec":{"workerPoolSpecs":[
            {"machineSpec":{"machineType":"n1-standard-4","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":1},"replicaCount":"1",
             "diskSpec":{"bootDiskType":"pd-standard","bootDiskSizeGb":150},"containerSpec":{"imageUri":"gcr.io/p/t:1","command":["python3"],"args":["-m","t"]}},
            {},{},{"machineSpec":{"machineType":"n1-highmem-2"},"replicaCount":"1","containerSpec":{"imageUri":"gcr.io/p/t:1","command":["python3"],"args":["-m","t"]}}],
            "serviceAccount":"sa","network":"n","enableWebAccess":true}})"
        << false << ""
        << QStringList {};

    QTest::newRow("STANDARD_1 written out with n1 machines")
        << R"({"jobId":"s1","trainingInput":{"scaleTier":"STANDARD_1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m","runtimeVersion":"2.12"}})"
        << QString(R"({"displayName":"s1","jobSpec":{"workerPoolSpecs":[
            {"machineSpec":{"machineType":"n1-highcpu-16"},"replicaCount":"1","pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}},
            {"machineSpec":{"machineType":"n1-highcpu-16"},"replicaCount":"4","pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}},
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"3","pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}}]}})").arg(cpu212)
        << false << ""
        << QStringList { "trainingInput.scaleTier convert.scaleTierExpanded", "trainingInput.scaleTier convert.legacyMachineType",
               "trainingInput.scaleTier convert.legacyMachineType", "trainingInput.scaleTier convert.legacyMachineType" };

    QTest::newRow("BASIC_TPU: the TPU worker is left out")
        << R"({"jobId":"tpu","trainingInput":{"scaleTier":"BASIC_TPU","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m","runtimeVersion":"2.12"}})"
        << QString(R"({"displayName":"tpu","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1",
            "pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}}]}})").arg(cpu212)
        << false << ""
        << QStringList { "trainingInput.scaleTier convert.scaleTierExpanded", "trainingInput.scaleTier convert.legacyMachineType",
               "trainingInput.scaleTier convert.cloudTpu" };

    QTest::newRow("workers on the master's image take its command; job args follow")
        << R"({"jobId":"w","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","masterConfig":{"imageUri":"i","containerCommand":["run"],"containerArgs":["--a"]},
            "workerType":"n1-standard-4","workerCount":"2","workerConfig":{"containerArgs":["--w"]},
            "parameterServerType":"n1-standard-4","parameterServerCount":"1","parameterServerConfig":{"imageUri":"ps"},"args":["--epochs=2"]}})"
        << R"({"displayName":"w","jobSpec":{"workerPoolSpecs":[
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"i","command":["run"],"args":["--a","--epochs=2"]}},
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"2","containerSpec":{"imageUri":"i","command":["run"],"args":["--w","--epochs=2"]}},
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"ps","args":["--epochs=2"]}}]}})"
        << false << ""
        << QStringList {};

    QTest::newRow("a machine Vertex lacks, no runtime version")
        << R"({"jobId":"s","trainingInput":{"scaleTier":"CUSTOM","masterType":"complex_model_s","pythonModule":"m","useChiefInTfConfig":false}})"
        << R"({"displayName":"s","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"complex_model_s"},"replicaCount":"1","pythonPackageSpec":{"pythonModule":"m"}}]}})"
        << false << ""
        << QStringList { "trainingInput.masterType convert.noMachineCounterpart", "trainingInput.runtimeVersion convert.noExecutorImage",
               "trainingInput.useChiefInTfConfig convert.noCounterpart" };

    QTest::newRow("a failed tuning job and its trials")
        << R"({"jobId":"t","state":"FAILED","errorMessage":"Too many failed trials.","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4",
            "packageUris":["gs://b/t.tar.gz"],"pythonModule":"m","runtimeVersion":"2.12","hyperparameters":{"goal":"MINIMIZE","maxTrials":4,"maxParallelTrials":2,
            "maxFailedTrials":1,"enableTrialEarlyStopping":true,"algorithm":"GRID_SEARCH","resumePreviousJobId":"old","params":[
              {"parameterName":"units","type":"INTEGER","minValue":1.5,"maxValue":8},{"parameterName":"opt","type":"CATEGORICAL","categoricalValues":["a","b"]},
              {"parameterName":"lr","type":"DOUBLE","minValue":0.001,"maxValue":0.1,"scaleType":"UNIT_LOG_SCALE"}]}},
            "trainingOutput":{"isHyperparameterTuningJob":true,"trials":[{"trialId":"1","state":"FAILED","hyperparameters":{"units":"2","opt":"a","lr":"0.01"}}]}})"
        << QString(R"({"displayName":"t","state":"JOB_STATE_FAILED","error":{"code":13,"message":"Too many failed trials."},"maxTrialCount":4,"parallelTrialCount":2,
            "maxFailedTrialCount":1,"studySpec":{"metrics":[{"metricId":"training/hptuning/metric","goal":"MINIMIZE"}],"parameters":[
              {"parameterId":"units","integerValueSpec":{"maxValue":"8"}},{"parameterId":"opt","categoricalValueSpec":{"values":["a","b"]}},
              {"parameterId":"lr","doubleValueSpec":{"minValue":0.001,"maxValue":0.1},"scaleType":"UNIT_LOG_SCALE"}],
              "algorithm":"GRID_SEARCH","medianAutomatedStoppingSpec":{}},
            "trialJobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1",
              "pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"m"}}]},
            "trials":[{"id":"1","state":"INFEASIBLE","parameters":[{"parameterId":"units","value":2},{"parameterId":"opt","value":"a"},{"parameterId":"lr","value":0.01}]}]})").arg(cpu212)
        << true << ""
        << QStringList { "trainingInput.hyperparameters.params[0].minValue convert.integerBound",
               "trainingInput.hyperparameters.resumePreviousJobId convert.noCounterpart" };
}

void TestVertexFromV1::fromV1()
{
    QFETCH(QString, v1Json);
    QFETCH(QString, expectedVertex);
    QFETCH(bool, tuning);
    QFETCH(QString, location);
    QFETCH(QStringList, report);
    const auto converted = vertex::fromV1(v1Job(v1Json.toStdString()), vertex::VertexCatalog::builtIn());
    QCOMPARE(std::holds_alternative<vertex::HyperparameterTuningJob>(converted.job), tuning);
    const vertex::VertexJob expected = tuning ? vertex::VertexJob(tuningJob(expectedVertex.toStdString()))
                                              : vertex::VertexJob(customJob(expectedVertex.toStdString()));
    QCOMPARE(vertexText(converted.job), vertexText(expected));
    QCOMPARE(QString::fromStdString(converted.location), location);
    QCOMPARE(reportLines(converted.report), report);
}

void TestVertexFromV1::roundTrip_data()
{
    QTest::addColumn<QString>("fixture");
    for (const QString& file : fixtureFiles(QStringLiteral("jobs"), { QStringLiteral("*.json") }))
        QTest::newRow(qPrintable(file)) << file;
}

void TestVertexFromV1::roundTrip()
{
    QFETCH(QString, fixture);
    const spec::Job original = v1Job(readFixture(fixture));
    const auto there = vertex::fromV1(original, vertex::VertexCatalog::builtIn());
    const auto back = std::visit([&](const auto& j) { return vertex::toV1(j, original.jobId.value_or(""), there.location); }, there.job);

    const QStringList lost = lostFields(spec::toJson(original), spec::toJson(back.job), there.report, lossy);
    QCOMPARE(lost.join(QLatin1Char('\n')), QString());
}

// What toV1 reads of an executor image name: framework, version, Python, GPU; empty framework: not one.
void TestVertexFromV1::executorImage_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("python");
    QTest::addColumn<bool>("gpu");
    const QString base = QStringLiteral("us-docker.pkg.dev/vertex-ai/training/");
    QTest::newRow("tf cpu") << base + "tf-cpu.2-12.py310:latest" << "tensorflow" << "2.12" << "3.10" << false;
    QTest::newRow("tf gpu, Europe") << "europe-docker.pkg.dev/vertex-ai/training/tf-gpu.2-11.py310:latest" << "tensorflow" << "2.11" << "3.10" << true;
    QTest::newRow("pytorch xla") << base + "pytorch-xla.1-11.py37:latest" << "pytorch" << "1.11" << "3.7" << false;
    QTest::newRow("sklearn, no python tag") << base + "sklearn-cpu.1-0:latest" << "sklearn" << "1.0" << "" << false;
    QTest::newRow("xgboost") << base + "xgboost-cpu.1-1" << "xgboost" << "1.1" << "" << false;
    QTest::newRow("by digest") << base + "tf-cpu.2-12.py310@sha256:0123abcd" << "tensorflow" << "2.12" << "3.10" << false;
    QTest::newRow("not Google's repository") << "gcr.io/me/tf-cpu.2-12.py310:latest" << "" << "" << "" << false;
    QTest::newRow("no version") << base + "tf-cpu:latest" << "" << "" << "" << false;
    QTest::newRow("unknown framework") << base + "jax-cpu.0-4.py310:latest" << "" << "" << "" << false;
    QTest::newRow("bad version") << base + "tf-cpu.2-x.py310:latest" << "" << "" << "" << false;
    QTest::newRow("bad python tag") << base + "tf-cpu.2-12.py2:latest" << "" << "" << "" << false;
    QTest::newRow("unknown accelerator") << base + "tf-fpga.2-12.py310:latest" << "" << "" << "" << false;
}

void TestVertexFromV1::executorImage()
{
    QFETCH(QString, uri);
    QFETCH(QString, framework);
    QFETCH(QString, version);
    QFETCH(QString, python);
    QFETCH(bool, gpu);
    const auto image = vertex::ExecutorImage::parse(uri.toStdString());
    QCOMPARE(image.has_value(), !framework.isEmpty());
    if (!image)
        return;
    QCOMPARE(QString::fromStdString(image->framework), framework);
    QCOMPARE(QString::fromStdString(image->version), version);
    QCOMPARE(QString::fromStdString(image->pythonVersion), python);
    QCOMPARE(image->gpu, gpu);
}

// Every prebuilt container of the catalog reads back as the framework, version and kind it is listed
// under: the names and the catalog agree.
void TestVertexFromV1::catalogImagesParse()
{
    for (const auto& container : vertex::VertexCatalog::builtIn().containers()) {
        const auto image = vertex::ExecutorImage::parse(container.uri);
        QVERIFY2(image, container.uri.c_str());
        QCOMPARE(image->framework, container.framework);
        QCOMPARE(image->version, container.version);
        QCOMPARE(image->gpu, container.gpu);
        if (!image->pythonVersion.empty())
            QCOMPARE(image->pythonVersion, container.pythonVersion);
    }
}

QTEST_GUILESS_MAIN(TestVertexFromV1)
#include "tst_vertexfromv1.moc"
