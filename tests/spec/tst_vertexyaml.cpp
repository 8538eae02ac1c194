#include "testfixtures.h"

#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/yamlconfig.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard::spec;
using namespace trainyard::spec::vertex;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;

// The --config files of `gcloud ai custom-jobs create` (a CustomJobSpec) and `gcloud ai hp-tuning-jobs
// create` (a HyperparameterTuningJob), read and written through the walker v1's config.yaml uses.

namespace {

template <typename T>
QString jsonOf(const T& message)
{
    return js(toJson<T>(message));
}

CustomJob customJobFromJson(const std::string& text)
{
    const auto job = customJobFromJsonText(text);
    if (!job)
        qFatal("bad test JSON: %s", job.error.toString().c_str());
    return *job.value;
}

HyperparameterTuningJob tuningJobFromJson(const std::string& text)
{
    const auto job = hyperparameterTuningJobFromJsonText(text);
    if (!job)
        qFatal("bad test JSON: %s", job.error.toString().c_str());
    return *job.value;
}

bool isTuningJobJson(const std::string& text)
{
    const auto value = nlohmann::json::parse(text, nullptr, false);
    return value.is_object() && (value.contains("studySpec") || value.contains("trialJobSpec"));
}

} // namespace

class TestVertexYaml : public QObject {
    Q_OBJECT

private slots:
    void documentedExamples();
    void roundTrip_data();
    void roundTrip();
    void pyyamlReadsTheSame_data() { roundTrip_data(); }
    void pyyamlReadsTheSame();
    void scalarsKeepTheirType();
    void unknownMembersKept();
    void errors_data();
    void errors();
    void kindOfDocument_data();
    void kindOfDocument();
};

// The examples of gcloud's reference pages for `--config` (custom-jobs create, hp-tuning-jobs create).
void TestVertexYaml::documentedExamples()
{
    const auto spec = customJobSpecFromYaml(R"(workerPoolSpecs:
  machineSpec:
    machineType: n1-highmem-2
  replicaCount: 1
  containerSpec:
    imageUri: gcr.io/ucaip-test/ucaip-training-test
    args:
    - port=8500
    command:
    - start
)");
    // gcloud's page writes the one pool as a mapping, not a list; apitools (so gcloud) wraps it.
    QVERIFY2(spec, spec.error.toString().c_str());
    const nlohmann::json expected = nlohmann::json::parse(R"({"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-highmem-2"},
        "replicaCount": "1", "containerSpec": {"imageUri": "gcr.io/ucaip-test/ucaip-training-test",
        "args": ["port=8500"], "command": ["start"]}}]})");
    QCOMPARE(jsonOf(*spec.value), js(expected));

    const auto listed = customJobSpecFromYaml(R"(workerPoolSpecs:
- machineSpec:
    machineType: n1-highmem-2
  replicaCount: 1
  containerSpec:
    imageUri: gcr.io/ucaip-test/ucaip-training-test
    args:
    - port=8500
    command:
    - start
)");
    QVERIFY2(listed, listed.error.toString().c_str());
    QCOMPARE(jsonOf(*listed.value), js(expected));

    const auto tuning = hyperparameterTuningJobFromYaml(R"(displayName: TestHpTuningJob
maxTrialCount: 1
parallelTrialCount: 1
studySpec:
  metrics:
  - metricId: x
    goal: MINIMIZE
  parameters:
  - parameterId: z
    integerValueSpec:
      minValue: 1
      maxValue: 100
  algorithm: RANDOM_SEARCH
trialJobSpec:
  workerPoolSpecs:
  - machineSpec:
      machineType: n1-standard-4
    replicaCount: 1
    containerSpec:
      imageUri: gcr.io/ucaip-test/ucaip-training-test
)");
    QVERIFY2(tuning, tuning.error.toString().c_str());
    QCOMPARE(jsonOf(*tuning.value),
        js(nlohmann::json::parse(R"({"displayName": "TestHpTuningJob", "maxTrialCount": 1, "parallelTrialCount": 1,
            "studySpec": {"metrics": [{"metricId": "x", "goal": "MINIMIZE"}], "parameters": [{"parameterId": "z",
            "integerValueSpec": {"minValue": "1", "maxValue": "100"}}], "algorithm": "RANDOM_SEARCH"},
            "trialJobSpec": {"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
            "containerSpec": {"imageUri": "gcr.io/ucaip-test/ucaip-training-test"}}]}})")));
}

void TestVertexYaml::roundTrip_data()
{
    QTest::addColumn<QString>("jobJson");
    for (const QString& file : fixtureFiles(QStringLiteral("vertex"), { QStringLiteral("*.json") })) {
        const std::string text = readFixture(file);
        const auto value = nlohmann::json::parse(text, nullptr, false);
        // Operations and statuses are in the folder too; only jobs have a --config form.
        if (value.is_object() && (value.contains("jobSpec") || value.contains("trialJobSpec") || value.contains("studySpec")))
            QTest::newRow(qPrintable(file)) << QString::fromStdString(text);
    }
    const auto row = [](const char* name, const char* text) { QTest::newRow(name) << QString::fromUtf8(text); };
    row("empty custom job", R"({"jobSpec": {}})");
    row("three pools, one empty", R"({"displayName": "dist", "jobSpec": {"workerPoolSpecs": [
        {"machineSpec": {"machineType": "n1-standard-8", "acceleratorType": "NVIDIA_TESLA_T4", "acceleratorCount": 2},
         "replicaCount": "1", "diskSpec": {"bootDiskType": "pd-ssd", "bootDiskSizeGb": 200},
         "pythonPackageSpec": {"executorImageUri": "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest",
           "packageUris": ["gs://b/trainer-0.1.tar.gz"], "pythonModule": "trainer.task", "args": ["--epochs=3", "true", "1e-3"],
           "env": [{"name": "A", "value": "007"}, {"name": "B", "value": ""}]}},
        {},
        {"machineSpec": {"machineType": "n1-highmem-2"}, "replicaCount": "2",
         "containerSpec": {"imageUri": "gcr.io/p/ps:1", "command": ["python", "-m", "ps"], "args": []}}],
      "scheduling": {"timeout": "7200s", "restartJobOnWorkerRestart": true, "strategy": "SPOT"},
      "baseOutputDirectory": {"outputUriPrefix": "gs://b/out/"}, "serviceAccount": "sa@p.iam.gserviceaccount.com",
      "network": "projects/1/global/networks/n", "enableWebAccess": false},
      "labels": {"team": "ml", "empty": ""}, "encryptionSpec": {"kmsKeyName": "projects/p/locations/l/keyRings/r/cryptoKeys/k"}})");
    row("strings that read as other types in YAML 1.1", R"({"jobSpec": {"workerPoolSpecs": [{"replicaCount": "1",
        "containerSpec": {"imageUri": "i", "args": ["true", "no", "y", "N", "off", "1e3", "0x1F", "007", "1_000", "0o17",
        ".inf", "-.5", "1:20", "~", "null", "2024-01-01", "", "- x", "a: b", "#x", "&a", "*a", "!t", "%x", "@x", "`x",
        "x #y", "'q'", "\"d\"", "tab\there", "line\nbreak", "é"]}}]}})");
    row("custom job with output fields", R"({"name": "projects/p/locations/us-central1/customJobs/123",
        "displayName": "x", "state": "JOB_STATE_FAILED", "createTime": "2024-05-01T12:00:00Z",
        "error": {"code": 13, "message": "boom"}, "jobSpec": {"workerPoolSpecs": [{"replicaCount": "1"}]}})");
    row("tuning job, conditional parameters", R"({"displayName": "hp", "maxTrialCount": 8, "parallelTrialCount": 2,
      "maxFailedTrialCount": 3, "studySpec": {"metrics": [{"metricId": "accuracy", "goal": "MAXIMIZE"}],
        "parameters": [{"parameterId": "optimizer", "categoricalValueSpec": {"values": ["sgd", "adam", "no"]},
          "conditionalParameterSpecs": [{"parentCategoricalValues": {"values": ["sgd"]},
            "parameterSpec": {"parameterId": "momentum", "doubleValueSpec": {"minValue": 0.5, "maxValue": 0.99},
              "scaleType": "UNIT_LINEAR_SCALE"}}]},
          {"parameterId": "lr", "doubleValueSpec": {"minValue": 1e-05, "maxValue": 0.1}, "scaleType": "UNIT_LOG_SCALE"},
          {"parameterId": "layers", "discreteValueSpec": {"values": [1, 2, 4]}}],
        "algorithm": "ALGORITHM_UNSPECIFIED", "measurementSelectionType": "BEST_MEASUREMENT"},
      "trialJobSpec": {"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
        "containerSpec": {"imageUri": "gcr.io/p/t:1"}}]}, "labels": {"k": "v"}})");
}

// JSON -> YAML -> the same value, for each document kind the file may hold.
void TestVertexYaml::roundTrip()
{
    QFETCH(QString, jobJson);
    const std::string text = jobJson.toStdString();
    if (isTuningJobJson(text)) {
        const auto job = tuningJobFromJson(text);
        const std::string yaml = toConfigYaml(job);
        const auto back = hyperparameterTuningJobFromYaml(yaml);
        QVERIFY2(back, (back.error.toString("config.yaml") + "\n" + yaml).c_str());
        QCOMPARE(jsonOf(*back.value), jsonOf(withoutOutputFields(job)));
        const auto detected = vertexJobFromYaml(yaml);
        QVERIFY(detected && std::holds_alternative<HyperparameterTuningJob>(*detected.value));
        return;
    }
    const auto job = customJobFromJson(text);
    const std::string whole = toYaml(job);
    const auto back = customJobFromYaml(whole);
    QVERIFY2(back, (back.error.toString("job.yaml") + "\n" + whole).c_str());
    QCOMPARE(jsonOf(*back.value), jsonOf(job));

    const CustomJobSpec spec = job.jobSpec.value_or(CustomJobSpec {});
    const std::string config = toConfigYaml(spec);
    const auto specBack = customJobSpecFromYaml(config);
    QVERIFY2(specBack, (specBack.error.toString("config.yaml") + "\n" + config).c_str());
    QCOMPARE(jsonOf(*specBack.value), jsonOf(spec));
    const auto detected = vertexJobFromYaml(config);
    QVERIFY(detected && std::holds_alternative<CustomJob>(*detected.value));
    QCOMPARE(jsonOf(std::get<CustomJob>(*detected.value).jobSpec.value_or(CustomJobSpec {})), jsonOf(spec));
}

// What gcloud itself would read: PyYAML (Debian's python3-yaml, the parser gcloud bundles) loads the
// written file, and its JSON, read by our JSON codec, is the job again.
void TestVertexYaml::pyyamlReadsTheSame()
{
    QFETCH(QString, jobJson);
    const std::string text = jobJson.toStdString();
    const bool tuning = isTuningJobJson(text);
    const HyperparameterTuningJob tuningJob = tuning ? withoutOutputFields(tuningJobFromJson(text)) : HyperparameterTuningJob {};
    const CustomJobSpec spec = tuning ? CustomJobSpec {} : customJobFromJson(text).jobSpec.value_or(CustomJobSpec {});
    const std::string yaml = tuning ? toConfigYaml(tuningJob) : toConfigYaml(spec);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("config.yaml")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(yaml));
    file.close();
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
        { QStringLiteral("-c"),
            QStringLiteral("import json, sys, yaml\n"
                           "print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8')) or {}))"),
            file.fileName() });
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    const std::string loaded = python.readAllStandardOutput().toStdString();
    if (tuning) {
        const auto back = hyperparameterTuningJobFromJsonText(loaded);
        QVERIFY2(back, (back.error.toString() + "\n" + loaded).c_str());
        QCOMPARE(jsonOf(*back.value), jsonOf(tuningJob));
    } else {
        const auto parsed = nlohmann::json::parse(loaded);
        const auto back = fromJson<CustomJobSpec>(parsed);
        QVERIFY2(back, (back.error.toString() + "\n" + loaded).c_str());
        QCOMPARE(jsonOf(*back.value), jsonOf(spec));
    }
}

// Text PyYAML would take for a number, a boolean, a null or a date is quoted when written, so gcloud
// reads the same strings; int64 fields are read bare or quoted.
void TestVertexYaml::scalarsKeepTheirType()
{
    CustomJobSpec spec;
    ContainerSpec container;
    container.imageUri = "gcr.io/p/i:1";
    container.args = std::vector<std::string> { "true", "no", "1e3", "0x1F", "007", "~", "2024-01-01", "", "- x", "a: b" };
    WorkerPoolSpec pool;
    pool.containerSpec = container;
    pool.replicaCount = 3;
    spec.workerPoolSpecs = std::vector<WorkerPoolSpec> { pool };
    const std::string yaml = toConfigYaml(spec);
    const auto back = customJobSpecFromYaml(yaml);
    QVERIFY2(back, back.error.toString().c_str());
    QCOMPARE(jsonOf(*back.value), jsonOf(spec));
    QVERIFY2(yaml.find("replicaCount: 3") != std::string::npos, yaml.c_str());

    const auto quoted = customJobSpecFromYaml("workerPoolSpecs:\n- replicaCount: \"12\"\n- replicaCount: 4\n");
    QVERIFY2(quoted, quoted.error.toString().c_str());
    QCOMPARE(*quoted->workerPoolSpecs->at(0).replicaCount, std::int64_t { 12 });
    QCOMPARE(*quoted->workerPoolSpecs->at(1).replicaCount, std::int64_t { 4 });
}

void TestVertexYaml::unknownMembersKept()
{
    const char* text = R"(workerPoolSpecs:
- replicaCount: 1
  futurePoolField: {a: [1, two, true]}
  machineSpec: {machineType: n1-standard-4, newKnob: 3}
futureTopLevel: yes please
)";
    const auto spec = customJobSpecFromYaml(text);
    QVERIFY2(spec, spec.error.toString().c_str());
    QCOMPARE(js(spec->unknown), js(nlohmann::json { { "futureTopLevel", "yes please" } }));
    QCOMPARE(js(spec->workerPoolSpecs->at(0).unknown),
        js(nlohmann::json::parse(R"({"futurePoolField": {"a": [1, "two", true]}})")));
    QCOMPARE(js(spec->workerPoolSpecs->at(0).machineSpec->unknown), js(nlohmann::json { { "newKnob", 3 } }));
    const auto back = customJobSpecFromYaml(toConfigYaml(*spec.value));
    QVERIFY(back);
    QCOMPARE(jsonOf(*back.value), jsonOf(*spec.value));
}

void TestVertexYaml::errors_data()
{
    QTest::addColumn<QString>("kind"); // spec, tuning, job, any
    QTest::addColumn<QByteArray>("yaml"); // bytes: some rows are not UTF-8
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* name, const char* kind, const char* yaml, const char* path, int line, int column,
                         const char* message) {
        QTest::newRow(name) << QString::fromUtf8(kind) << QByteArray(yaml) << QString::fromUtf8(path) << line
                            << column << QString::fromUtf8(message);
    };
    row("replica count not a number", "spec", "workerPoolSpecs:\n- replicaCount: two\n",
        "workerPoolSpecs[0].replicaCount", 2, 17, "expected an integer");
    row("pool not a mapping", "spec", "workerPoolSpecs:\n- replicaCount: 1\n- [a, b]\n", "workerPoolSpecs[1]", 3, 3,
        "expected a mapping");
    row("lone pool not a mapping", "spec", "workerPoolSpecs: n1\n", "workerPoolSpecs[0]", 1, 18, "expected a mapping");
    row("duplicate key", "spec", "network: a\nnetwork: b\n", "network", 2, 1, "duplicate key");
    row("bad duration", "spec", "scheduling:\n  timeout: 2 hours\n", "scheduling.timeout", 2, 12, "not a duration");
    row("boolean", "spec", "enableWebAccess: maybe\n", "enableWebAccess", 1, 18, "expected true or false");
    row("trial count too large", "tuning", "maxTrialCount: 99999999999\n", "maxTrialCount", 1, 16,
        "expected an integer between");
    row("double in a study", "tuning",
        "studySpec:\n  parameters:\n  - parameterId: lr\n    doubleValueSpec: {minValue: low, maxValue: 1}\n",
        "studySpec.parameters[0].doubleValueSpec.minValue", 4, 33, "expected a finite number");
    row("conditional child", "tuning",
        "studySpec:\n  parameters:\n  - parameterId: o\n    conditionalParameterSpecs:\n    - parameterSpec: 3\n",
        "studySpec.parameters[0].conditionalParameterSpecs[0].parameterSpec", 5, 22, "expected a mapping");
    row("labels not text", "job", "labels:\n  a: [1]\n", "labels.a", 2, 6, "expected text");
    row("unclosed quote", "any", "displayName: 'abc\n", "", 1, 1, "never closed");
    row("two documents", "any", "a: 1\n---\nb: 2\n", "", 2, 1, "one YAML document");
    row("not UTF-8", "spec", "network: \xff\n", "", 1, 10, "not valid UTF-8");
    row("top level a list", "spec", "- workerPoolSpecs: []\n", "", 1, 1, "expected a mapping");
}

void TestVertexYaml::errors()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, yaml);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string text = yaml.toStdString();
    DecodeError error;
    bool decoded = false;
    if (kind == QLatin1String("spec")) {
        const auto result = customJobSpecFromYaml(text);
        decoded = result.value.has_value();
        error = result.error;
    } else if (kind == QLatin1String("tuning")) {
        const auto result = hyperparameterTuningJobFromYaml(text);
        decoded = result.value.has_value();
        error = result.error;
    } else if (kind == QLatin1String("job")) {
        const auto result = customJobFromYaml(text);
        decoded = result.value.has_value();
        error = result.error;
    } else {
        const auto result = vertexJobFromYaml(text);
        decoded = result.value.has_value();
        error = result.error;
    }
    QVERIFY2(!decoded, "the document must be refused");
    QCOMPARE(QString::fromStdString(error.path), path);
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
}

void TestVertexYaml::kindOfDocument_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<bool>("tuning");
    QTest::addColumn<QString>("displayName");
    QTest::newRow("CustomJobSpec") << QStringLiteral("workerPoolSpecs:\n- replicaCount: 1\n") << false << QString();
    QTest::newRow("CustomJob") << QStringLiteral("displayName: d\njobSpec:\n  network: n\n") << false
                               << QStringLiteral("d");
    QTest::newRow("tuning job by its study") << QStringLiteral("displayName: t\nstudySpec: {}\n") << true
                                             << QStringLiteral("t");
    QTest::newRow("tuning job by its counts") << QStringLiteral("displayName: t\nmaxTrialCount: 3\n") << true
                                              << QStringLiteral("t");
    QTest::newRow("empty document") << QString() << false << QString();
}

void TestVertexYaml::kindOfDocument()
{
    QFETCH(QString, yaml);
    QFETCH(bool, tuning);
    QFETCH(QString, displayName);
    const auto job = vertexJobFromYaml(yaml.toStdString());
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(std::holds_alternative<HyperparameterTuningJob>(*job.value), tuning);
    const auto name = std::visit([](const auto& j) { return j.displayName.value_or(""); }, *job.value);
    QCOMPARE(QString::fromStdString(name), displayName);
}

QTEST_GUILESS_MAIN(TestVertexYaml)
#include "tst_vertexyaml.moc"
