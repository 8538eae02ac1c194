#include "testfixtures.h"

#include "spec/jsoncodec.h"
#include "spec/overrides.h"
#include "spec/yamlcodec.h"

#include <QTest>

using namespace trainyard::spec;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

class TestOverrides : public QObject {
    Q_OBJECT

private slots:
    void flagsCompleteSeedExample2();
    void explicitValuesWin_data();
    void explicitValuesWin();
    void nothingExplicitKeepsTheFile();
};

void TestOverrides::flagsCompleteSeedExample2()
{
    // Seed 003: the config file holds the cluster; --module-name, --packages, --region, --job-dir and the
    // trailing args come from the command line. Together they make the Python job_spec of the same seed.
    const auto file = jobFromYaml(readFixture(QStringLiteral("yaml/seed003-example2.yaml")));
    QVERIFY(file);
    Job flags;
    flags.jobId = "my_job_name";
    flags.trainingInput = TrainingInput {};
    flags.trainingInput->pythonModule = "trainer.task";
    flags.trainingInput->packageUris = std::vector<std::string> { "gs://my/trainer/path/package-0.0.0.tar.gz" };
    flags.trainingInput->region = "us-central1";
    flags.trainingInput->jobDir = "gs://my/training/job/directory";
    flags.trainingInput->args = std::vector<std::string> { "--arg1", "value1", "--arg2", "value2" };
    const Job merged = applyExplicitValues(*file.value, flags);
    const auto expected = jobFromJsonText(readFixture(QStringLiteral("jobs/seed003-job-spec.json")));
    QVERIFY(expected);
    QCOMPARE(js(toJson(merged)), js(toJson(*expected)));
}

void TestOverrides::explicitValuesWin_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("merged");
    QTest::newRow("scalar replaced") << R"({"trainingInput": {"region": "us-east1", "runtimeVersion": "2.4"}})"
                                     << R"({"trainingInput": {"region": "europe-west4"}})"
                                     << R"({"trainingInput": {"region": "europe-west4", "runtimeVersion": "2.4"}})";
    QTest::newRow("nested message merged field by field")
        << R"({"trainingInput": {"scheduling": {"maxWaitTime": "3600s", "maxRunningTime": "7200s"}}})"
        << R"({"trainingInput": {"scheduling": {"maxRunningTime": "60s"}}})"
        << R"({"trainingInput": {"scheduling": {"maxWaitTime": "3600s", "maxRunningTime": "60s"}}})";
    QTest::newRow("list replaced whole") << R"({"trainingInput": {"args": ["--a", "1", "--b", "2"]}})"
                                         << R"({"trainingInput": {"args": ["--c"]}})" << R"({"trainingInput": {"args": ["--c"]}})";
    QTest::newRow("labels replaced whole") << R"({"labels": {"a": "1", "b": "2"}})" << R"({"labels": {"c": "3"}})"
                                           << R"({"labels": {"c": "3"}})";
    QTest::newRow("explicit empty list clears") << R"({"trainingInput": {"args": ["--a"]}})" << R"({"trainingInput": {"args": []}})"
                                                << R"({"trainingInput": {"args": []}})";
    QTest::newRow("explicit zero wins") << R"({"trainingInput": {"workerCount": "9"}})" << R"({"trainingInput": {"workerCount": "0"}})"
                                        << R"({"trainingInput": {"workerCount": "0"}})";
    QTest::newRow("accelerator merged inside replica config")
        << R"({"trainingInput": {"masterConfig": {"imageUri": "gcr.io/p/i:1", "acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "1"}}}})"
        << R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"count": "4"}}}})"
        << R"({"trainingInput": {"masterConfig": {"imageUri": "gcr.io/p/i:1", "acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "4"}}}})";
    QTest::newRow("unknown fields merged") << R"({"x": 1, "y": 2})" << R"({"y": 3})" << R"({"x": 1, "y": 3})";
    QTest::newRow("params list replaced") << R"({"trainingInput": {"hyperparameters": {"goal": "MINIMIZE", "params": [{"parameterName": "a"}, {"parameterName": "b"}]}}})"
                                          << R"({"trainingInput": {"hyperparameters": {"params": [{"parameterName": "c"}]}}})"
                                          << R"({"trainingInput": {"hyperparameters": {"goal": "MINIMIZE", "params": [{"parameterName": "c"}]}}})";
}

void TestOverrides::explicitValuesWin()
{
    QFETCH(QString, file);
    QFETCH(QString, flags);
    QFETCH(QString, merged);
    const auto fileJob = jobFromJsonText(file.toStdString());
    const auto flagJob = jobFromJsonText(flags.toStdString());
    QVERIFY(fileJob);
    QVERIFY(flagJob);
    QCOMPARE(js(toJson(applyExplicitValues(*fileJob.value, *flagJob.value))), js(json::parse(merged.toStdString())));
}

void TestOverrides::nothingExplicitKeepsTheFile()
{
    const auto file = jobFromJsonText(readFixture(QStringLiteral("jobs/complete-with-output.json")));
    QVERIFY(file);
    QVERIFY(applyExplicitValues(*file.value, Job {}) == *file.value);
}

QTEST_GUILESS_MAIN(TestOverrides)
#include "tst_overrides.moc"
