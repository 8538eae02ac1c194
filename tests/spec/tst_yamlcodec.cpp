#include "testfixtures.h"

#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace trainyard::spec;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

class TestYamlCodec : public QObject {
    Q_OBJECT

private slots:
    void documentMarkersInKeysAreQuoted()
    {
        // An unknown top-level key that begins like a document marker must not end the document.
        const auto job = jobFromYaml("'---   x': 1\n'... y': 2\njobId: a\n");
        QVERIFY(job);
        const std::string yaml = toYaml(*job.value, YamlScope::Everything);
        const auto again = jobFromYaml(yaml);
        QVERIFY2(again, (yaml + again.error.toString()).c_str());
        QCOMPARE(QString::fromStdString(toJson(*again.value).dump()), QString::fromStdString(toJson(*job.value).dump()));
    }

    void exponentsReadAsFloatsByYaml11()
    {
        // PyYAML (gcloud) takes "1e-04" for a string; the writer must put a dot in every float.
        Job job;
        job.trainingInput.emplace().hyperparameters.emplace().params.emplace().emplace_back();
        auto& param = job.trainingInput->hyperparameters->params->back();
        param.parameterName = "lr";
        param.minValue = 0.0001;
        param.maxValue = 1e21;
        const std::string yaml = toYaml(job);
        QVERIFY2(yaml.find("minValue: 1.0e-04") != std::string::npos, yaml.c_str());
        QVERIFY2(yaml.find("maxValue: 1.0e+21") != std::string::npos, yaml.c_str());
        const auto back = jobFromYaml(yaml);
        QVERIFY(back);
        QCOMPARE(*back.value->trainingInput->hyperparameters->params->back().minValue, 0.0001);
    }

    // Every input a fuzzer once crashed on (tests/fixtures/fuzz-regressions) keeps the fuzzer's
    // property: a job or a clean error, and a job written back reads to the same job.
    void fuzzRegressionsRoundTrip()
    {
        const QDir dir(QStringLiteral(TRAINYARD_FIXTURES "/fuzz-regressions"));
        const QStringList files = dir.entryList({ QStringLiteral("yaml-*.yaml") }, QDir::Files);
        QVERIFY(files.size() >= 7);
        for (const QString& name : files) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const std::string text = file.readAll().toStdString();
            const auto job = jobFromYaml(text);
            if (!job) {
                QVERIFY2(!job.error.message.empty(), qPrintable(name));
                continue;
            }
            const std::string yaml = toYaml(*job.value, YamlScope::Everything);
            if (yaml.size() > yamlMaxBytes)
                continue;
            const auto again = jobFromYaml(yaml);
            QVERIFY2(again, qPrintable(name + QStringLiteral(": ") + QString::fromStdString(again.error.toString())));
            QCOMPARE(QString::fromStdString(toJson(*again.value).dump()), QString::fromStdString(toJson(*job.value).dump()));
        }
    }

    void readsSeed003Example2();
    void seedYamlAndPythonDictDescribeTheSameTrainingInput();
    void roundTripKeepsEveryField_data();
    void roundTripKeepsEveryField();
    void gcloudConfigLeavesOutOutputFields();
    void ambiguousStringsAreQuoted_data();
    void ambiguousStringsAreQuoted();
    void yaml11BooleansAreRead_data();
    void yaml11BooleansAreRead();
    void unknownKeysKeepTheirYamlTypes();
    void escapesDecodeToUtf8_data();
    void escapesDecodeToUtf8();
    void jsonIsYamlToo();
    void emptyDocumentIsAnEmptyJob();
    void errorsCarryLineAndColumn_data();
    void errorsCarryLineAndColumn();
};

void TestYamlCodec::readsSeed003Example2()
{
    const auto job = jobFromYaml(readFixture(QStringLiteral("yaml/seed003-example2.yaml")));
    QVERIFY2(job, job.error.toString().c_str());
    const TrainingInput& in = *job->trainingInput;
    QVERIFY(*in.scaleTier == ScaleTier::Custom);
    QCOMPARE(*in.masterType, std::string("complex_model_m"));
    QCOMPARE(*in.workerType, std::string("complex_model_m"));
    QCOMPARE(*in.parameterServerType, std::string("large_model"));
    QCOMPARE(*in.workerCount, std::int64_t(9));
    QCOMPARE(*in.parameterServerCount, std::int64_t(3));
    QCOMPARE(*in.runtimeVersion, std::string("2.4"));
    QCOMPARE(*in.pythonVersion, std::string("3.7"));
    QCOMPARE(*in.scheduling->maxWaitTime, Duration::fromSeconds(3600));
    QCOMPARE(*in.scheduling->maxRunningTime, Duration::fromSeconds(7200));
    QVERIFY(!job->jobId);
}

void TestYamlCodec::seedYamlAndPythonDictDescribeTheSameTrainingInput()
{
    // Seed 003 shows the same cluster twice: as config.yaml (example 2) and as the Python job_spec,
    // which adds the package, module, args, region and job dir. The shared fields must agree.
    const auto yaml = jobFromYaml(readFixture(QStringLiteral("yaml/seed003-example2.yaml")));
    const auto python = jobFromJsonText(readFixture(QStringLiteral("jobs/seed003-job-spec.json")));
    QVERIFY(yaml);
    QVERIFY(python);
    TrainingInput fromYaml = *yaml->trainingInput;
    TrainingInput fromPython = *python->trainingInput;
    for (TrainingInput* in : { &fromYaml, &fromPython }) {
        in->packageUris.reset();
        in->pythonModule.reset();
        in->args.reset();
        in->region.reset();
        in->jobDir.reset();
    }
    QVERIFY(fromYaml == fromPython);
}

void TestYamlCodec::roundTripKeepsEveryField_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& file : fixtureFiles(QStringLiteral("jobs"), { QStringLiteral("*.json") }))
        QTest::newRow(qPrintable(file)) << file;
}

void TestYamlCodec::roundTripKeepsEveryField()
{
    QFETCH(QString, file);
    const auto job = jobFromJsonText(readFixture(file));
    QVERIFY(job);
    const std::string yaml = toYaml(*job, YamlScope::Everything);
    const auto back = jobFromYaml(yaml);
    QVERIFY2(back, (back.error.toString() + "\n" + yaml).c_str());
    QCOMPARE(js(toJson(*back)), js(toJson(*job)));
    QVERIFY(*back.value == *job.value);
}

void TestYamlCodec::gcloudConfigLeavesOutOutputFields()
{
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/complete-with-output.json")));
    QVERIFY(job);
    const auto back = jobFromYaml(toYaml(*job, YamlScope::GcloudConfig));
    QVERIFY(back);
    QVERIFY(!back->state);
    QVERIFY(!back->trainingOutput);
    QVERIFY(!back->createTime);
    QVERIFY(!back->etag);
    QVERIFY(!back->jobPosition);
    QVERIFY(!back->errorMessage);
    QVERIFY(*back->trainingInput == *job->trainingInput);
    QVERIFY(*back->labels == *job->labels);
    QCOMPARE(*back->jobId, *job->jobId);
}

void TestYamlCodec::ambiguousStringsAreQuoted_data()
{
    QTest::addColumn<QString>("value");
    for (const char* v : { "2.4", "1", "007", "1e3", "-1", ".5", ".inf", "-.nan", "true", "no", "on", "Off", "y", "null", "~", "",
             "2024-05-01", "12:30", "0x1F", "1_000", "--epochs", "- x", "a: b", "#hash", "[list]", "{map}", "'quoted'",
             "\"double\"", "multi\nline", "tab\there", "ünïcødé", "*alias", "&anchor", "!tag", "%directive", "@at", "`tick",
             "trailing space ", " leading space", "-9\x01", "9\x7f", "cr\rx", "nel\xc2\x85x", "bom\xef\xbb\xbfx", "ls\xe2\x80\xa8x", "c1\xc2\x80x", "nbsp\xc2\xa0x" })
        QTest::newRow(v) << QString::fromUtf8(v);
    QTest::newRow("nul inside") << QString::fromUtf8("-9\0\0" "9", 5);
}

void TestYamlCodec::ambiguousStringsAreQuoted()
{
    QFETCH(QString, value);
    Job job;
    job.jobId = value.toStdString();
    job.labels = std::map<std::string, std::string> { { value.toStdString(), value.toStdString() } };
    job.trainingInput = TrainingInput {};
    job.trainingInput->runtimeVersion = value.toStdString();
    job.trainingInput->args = std::vector<std::string> { value.toStdString(), "x" };
    const std::string yaml = toYaml(job);
    const auto back = jobFromYaml(yaml);
    QVERIFY2(back, (back.error.toString() + "\n" + yaml).c_str());
    QCOMPARE(QString::fromStdString(*back->jobId), value);
    QCOMPARE(QString::fromStdString(back->labels->begin()->first), value);
    QCOMPARE(QString::fromStdString(back->labels->begin()->second), value);
    QCOMPARE(QString::fromStdString(*back->trainingInput->runtimeVersion), value);
    QCOMPARE(QString::fromStdString(back->trainingInput->args->front()), value);
}

void TestYamlCodec::yaml11BooleansAreRead_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("true") << "true" << true;
    QTest::newRow("True") << "True" << true;
    QTest::newRow("yes") << "yes" << true;
    QTest::newRow("on") << "on" << true;
    QTest::newRow("false") << "false" << false;
    QTest::newRow("No") << "No" << false;
    QTest::newRow("OFF") << "OFF" << false;
}

void TestYamlCodec::yaml11BooleansAreRead()
{
    // gcloud reads config files with PyYAML, a YAML 1.1 reader.
    QFETCH(QString, text);
    QFETCH(bool, expected);
    const auto job = jobFromYaml("trainingInput:\n  enableWebAccess: " + text.toStdString() + "\n");
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(*job->trainingInput->enableWebAccess, expected);
}

void TestYamlCodec::unknownKeysKeepTheirYamlTypes()
{
    const auto job = jobFromYaml(R"(
jobId: j
futureFlag: true
futureCount: 12
futureRatio: 0.25
futureName: '12'
futureNull: ~
futureList: [1, two, 3.5]
trainingInput:
  futureBlock:
    nested: {a: 1}
)");
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(js(job->unknown), js(json::parse(R"({"futureFlag": true, "futureCount": 12, "futureRatio": 0.25,
        "futureName": "12", "futureNull": null, "futureList": [1, "two", 3.5]})")));
    QCOMPARE(js(job->trainingInput->unknown), js(json::parse(R"({"futureBlock": {"nested": {"a": 1}}})")));
}

void TestYamlCodec::escapesDecodeToUtf8_data()
{
    QTest::addColumn<QString>("escaped");
    QTest::addColumn<QString>("expected");
    QTest::newRow("next line") << R"("a\Nb")" << QStringLiteral("a\u0085b");
    QTest::newRow("no-break space") << R"("a\_b")" << QStringLiteral("a\u00a0b");
    QTest::newRow("line separator") << R"("a\Lb")" << QStringLiteral("a\u2028b");
    QTest::newRow("hex") << R"("caf\xe9")" << QStringLiteral("caf\u00e9");
    QTest::newRow("unicode") << R"("\u00e9t\u00e9")" << QStringLiteral("\u00e9t\u00e9");
}

void TestYamlCodec::escapesDecodeToUtf8()
{
    QFETCH(QString, escaped);
    QFETCH(QString, expected);
    const auto job = jobFromYaml("jobId: " + escaped.toStdString() + "\nfuture: " + escaped.toStdString() + "\n");
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(QString::fromStdString(*job->jobId), expected);
    QCOMPARE(QString::fromStdString(job->unknown["future"].get<std::string>()), expected);
}

void TestYamlCodec::jsonIsYamlToo()
{
    const std::string text = readFixture(QStringLiteral("jobs/complete-with-output.json"));
    const auto viaYaml = jobFromYaml(text);
    const auto viaJson = jobFromJsonText(text);
    QVERIFY2(viaYaml, viaYaml.error.toString().c_str());
    QVERIFY(viaJson);
    QVERIFY(*viaYaml.value == *viaJson.value);
}

void TestYamlCodec::emptyDocumentIsAnEmptyJob()
{
    const auto job = jobFromYaml("# only a comment\n");
    QVERIFY(job);
    QVERIFY(*job.value == Job {});
}

void TestYamlCodec::errorsCarryLineAndColumn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("count not a number") << "trainingInput:\n  scaleTier: CUSTOM\n  workerCount: nine\n"
                                        << "trainingInput.workerCount" << 3 << 16 << "expected an integer";
    QTest::newRow("duration without unit") << "trainingInput:\n  scheduling:\n    maxWaitTime: 3600\n"
                                           << "trainingInput.scheduling.maxWaitTime" << 3 << 18 << "is not a duration";
    QTest::newRow("args not a list") << "trainingInput:\n  args: --epochs=3\n" << "trainingInput.args" << 2 << 9 << "expected a list";
    QTest::newRow("list where text") << "jobId:\n  - a\n  - b\n" << "jobId" << 2 << 3 << "expected text";
    QTest::newRow("duplicate key") << "jobId: a\nlabels: {}\njobId: b\n" << "jobId" << 3 << 1 << "duplicate key";
    QTest::newRow("duplicate label") << "labels:\n  team: a\n  team: b\n" << "labels.team" << 3 << 3 << "duplicate key";
    QTest::newRow("bad indentation") << "trainingInput:\n  region: x\n bad: 1\n" << "" << 3 << 2 << "";
    QTest::newRow("unclosed flow") << "trainingInput: {region: x\n" << "" << 2 << 1 << "";
    QTest::newRow("top level list") << "- a\n- b\n" << "" << 1 << 1 << "expected a mapping";
    QTest::newRow("param bound words")
        << "trainingInput:\n  hyperparameters:\n    params:\n      - parameterName: lr\n        minValue: low\n"
        << "trainingInput.hyperparameters.params[0].minValue" << 5 << 19 << "finite number";
    QTest::newRow("infinite bound") << "trainingInput:\n  hyperparameters:\n    params:\n    - maxValue: .inf\n"
                                    << "trainingInput.hyperparameters.params[0].maxValue" << 4 << 17 << "finite number";
    QTest::newRow("complex key") << "? [a, b]\n: c\n" << "" << 1 << 3 << "keys must be plain names";
}

void TestYamlCodec::errorsCarryLineAndColumn()
{
    QFETCH(QString, text);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto job = jobFromYaml(text.toStdString());
    QVERIFY(!job);
    QCOMPARE(QString::fromStdString(job.error.path), path);
    QCOMPARE(job.error.line, line);
    QCOMPARE(job.error.column, column);
    QVERIFY(!job.error.message.empty());
    QVERIFY2(QString::fromStdString(job.error.message).contains(message), job.error.message.c_str());
}

QTEST_GUILESS_MAIN(TestYamlCodec)
#include "tst_yamlcodec.moc"
