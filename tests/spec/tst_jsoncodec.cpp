#include "testfixtures.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard::spec;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

class TestJsonCodec : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsLossless_data();
    void roundTripIsLossless();
    void readsEveryField();
    void int64ReadFromNumberOrStringWrittenAsString_data();
    void int64ReadFromNumberOrStringWrittenAsString();
    void pythonJobSpecOfSeed003EqualsCanonicalFixture();
    void unknownFieldsAreKeptAtEveryLevel();
    void unrecognisedEnumValuesSurvive();
    void enumNumbersAreAccepted();
    void nullMeansAbsent();
    void integralDoublesWrittenWithoutFraction();
    void typeErrorsNameTheirPath_data();
    void typeErrorsNameTheirPath();
    void messageTypesHaveTheirOwnCodec();
};

void TestJsonCodec::roundTripIsLossless_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& file : fixtureFiles(QStringLiteral("jobs"), { QStringLiteral("*.json") }))
        QTest::newRow(qPrintable(file)) << file;
}

void TestJsonCodec::roundTripIsLossless()
{
    QFETCH(QString, file);
    const std::string text = readFixture(file);
    const auto job = jobFromJsonText(text);
    QVERIFY2(job, job.error.toString(file.toStdString()).c_str());
    // Canonical formatting: both sides parsed and dumped with sorted keys; numbers compare by value.
    const json original = json::parse(text);
    const json written = toJson(*job);
    const QStringList writtenLines = QString::fromStdString(written.dump(2)).split(QLatin1Char('\n'));
    const QStringList originalLines = QString::fromStdString(original.dump(2)).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(writtenLines.size(), originalLines.size()); ++i)
        QCOMPARE(writtenLines[i], originalLines[i]); // the first differing line, not the whole document
    QCOMPARE(writtenLines.size(), originalLines.size());
    // And the written text reads back to the same value.
    const auto again = jobFromJsonText(toJsonText(*job));
    QVERIFY(again);
    QVERIFY(*again.value == *job.value);
}

void TestJsonCodec::readsEveryField()
{
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/complete-with-output.json")));
    QVERIFY(job);
    QCOMPARE(*job->jobId, std::string("census_tuning_20240501_120000"));
    QCOMPARE(job->labels->at("owner"), std::string("ana-silva"));
    QVERIFY(*job->state == State::Running);
    QCOMPARE(job->createTime->toString(), std::string("2024-05-01T12:00:00Z"));
    QCOMPARE(job->startTime->nanos, 123'000'000);
    QCOMPARE(*job->jobPosition, std::int64_t(0));

    const TrainingInput& in = *job->trainingInput;
    QVERIFY(*in.scaleTier == ScaleTier::Custom);
    QCOMPARE(*in.masterConfig->acceleratorConfig->count, std::int64_t(2));
    QCOMPARE(*in.masterConfig->acceleratorConfig->type, std::string("NVIDIA_TESLA_T4"));
    QCOMPARE(*in.masterConfig->diskConfig->bootDiskSizeGb, 200);
    QCOMPARE(*in.workerCount, std::int64_t(4));
    QCOMPARE(*in.evaluatorCount, std::int64_t(1));
    QCOMPARE(in.args->size(), std::size_t(4));
    QCOMPARE(in.scheduling->maxRunningTime->seconds, std::int64_t(86400));
    QCOMPARE(in.scheduling->maxRunningTime->nanos, 500'000'000);
    QCOMPARE(*in.scheduling->priority, 500);
    QCOMPARE(*in.enableWebAccess, true);
    QCOMPARE(*in.useChiefInTfConfig, false);

    const HyperparameterSpec& hp = *in.hyperparameters;
    QVERIFY(*hp.goal == GoalType::Maximize);
    QCOMPARE(*hp.maxTrials, 40);
    QCOMPARE(hp.params->size(), std::size_t(5));
    QCOMPARE(*(*hp.params)[0].minValue, 0.0001);
    QVERIFY(*(*hp.params)[0].scaleType == ScaleType::UnitLog);
    QCOMPARE((*hp.params)[3].discreteValues->back(), 256.0);
    QCOMPARE((*hp.params)[2].categoricalValues->at(1), std::string("sgd"));

    const TrainingOutput& out = *job->trainingOutput;
    QCOMPARE(*out.completedTrialCount, std::int64_t(2));
    QCOMPARE(out.trials->size(), std::size_t(3));
    const HyperparameterOutput& second = (*out.trials)[1];
    QCOMPARE(*second.finalMetric->trainingStep, std::int64_t(400));
    QCOMPARE(*second.finalMetric->objectiveValue, 0.7012);
    QCOMPARE(second.allMetrics->size(), std::size_t(2));
    QCOMPARE(*second.isTrialStoppedEarly, true);
    QCOMPARE(second.endTime->nanos, 1);
    QVERIFY(!(*out.trials)[2].finalMetric);
}

void TestJsonCodec::int64ReadFromNumberOrStringWrittenAsString_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("string") << QStringLiteral("\"9\"") << qint64(9);
    QTest::newRow("number") << QStringLiteral("9") << qint64(9);
    QTest::newRow("float with integral value") << QStringLiteral("9.0") << qint64(9);
    QTest::newRow("exponent") << QStringLiteral("9e2") << qint64(900);
    QTest::newRow("max int64 string") << QStringLiteral("\"9223372036854775807\"") << qint64(9223372036854775807LL);
    QTest::newRow("min int64 number") << QStringLiteral("-9223372036854775808") << std::numeric_limits<qint64>::min();
    QTest::newRow("plus sign string") << QStringLiteral("\"+12\"") << qint64(12);
}

void TestJsonCodec::int64ReadFromNumberOrStringWrittenAsString()
{
    QFETCH(QString, value);
    QFETCH(qint64, expected);
    const std::string text = R"({"jobId":"j","trainingInput":{"workerCount":)" + value.toStdString() + "}}";
    const auto job = jobFromJsonText(text);
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(*job->trainingInput->workerCount, static_cast<std::int64_t>(expected));
    QCOMPARE(js(toJson(*job)["trainingInput"]["workerCount"]), js(json(std::to_string(expected))));
}

void TestJsonCodec::pythonJobSpecOfSeed003EqualsCanonicalFixture()
{
    // The Python dict of seed 003 ("job_spec"), as json.dumps writes it: int64 counts as numbers.
    const std::string python = R"({"jobId": "my_job_name", "trainingInput": {"scaleTier": "CUSTOM",
        "masterType": "complex_model_m", "workerType": "complex_model_m", "parameterServerType": "large_model",
        "workerCount": 9, "parameterServerCount": 3, "packageUris": ["gs://my/trainer/path/package-0.0.0.tar.gz"],
        "pythonModule": "trainer.task", "args": ["--arg1", "value1", "--arg2", "value2"], "region": "us-central1",
        "jobDir": "gs://my/training/job/directory", "runtimeVersion": "2.4", "pythonVersion": "3.7",
        "scheduling": {"maxWaitTime": "3600s", "maxRunningTime": "7200s"}}})";
    const auto fromPython = jobFromJsonText(python);
    const auto canonical = jobFromJsonText(readFixture(QStringLiteral("jobs/seed003-job-spec.json")));
    QVERIFY(fromPython);
    QVERIFY(canonical);
    QVERIFY(*fromPython.value == *canonical.value);
    QCOMPARE(js(toJson(*fromPython)["trainingInput"]["workerCount"]), js(json("9")));
}

void TestJsonCodec::unknownFieldsAreKeptAtEveryLevel()
{
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/unknown-fields.json")));
    QVERIFY(job);
    QCOMPARE(js(job->unknown["satisfiesPzs"]), js(json(true)));
    QCOMPARE(js(job->unknown["jobInsights"]["scores"][3]), js(json("x")));
    QCOMPARE(js(job->trainingInput->unknown["tensorboard"]), js(json("projects/p/locations/us-central1/tensorboards/7")));
    QCOMPARE(js(job->trainingInput->masterConfig->unknown["reservationAffinity"]["values"][1]), js(json("b")));
    QCOMPARE(js(job->trainingInput->masterConfig->acceleratorConfig->unknown["sharing"]), js(json("TIME_SLICED")));
    QCOMPARE(js(job->trainingInput->masterConfig->diskConfig->unknown["bootDiskIops"]), js(json("3000")));
    QCOMPARE(js(job->trainingInput->scheduling->unknown["strategy"]), js(json("SPOT")));
    QCOMPARE(js(job->trainingInput->encryptionConfig->unknown["rotation"]), js(json(7)));
    QCOMPARE(js(job->trainingInput->hyperparameters->unknown["studyConfig"]["measurementSelection"]), js(json("LAST")));
    QCOMPARE(js((*job->trainingInput->hyperparameters->params)[0].unknown["conditionalParameterSpecs"]), js(json::array()));
    QCOMPARE(js((*job->trainingOutput->trials)[0].finalMetric->unknown["stepTime"]), js(json("1.5s")));
    QCOMPARE(js((*job->trainingOutput->trials)[0].unknown["infeasibleReason"]), js(json("")));
    QCOMPARE(js(job->trainingOutput->unknown["nodeHours"]), js(json(1.75)));
    // Known fields never leak into `unknown`.
    QVERIFY(!job->trainingInput->unknown.contains("region"));
}

void TestJsonCodec::unrecognisedEnumValuesSurvive()
{
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/unknown-fields.json")));
    QVERIFY(job);
    QVERIFY(!job->state->isRecognized());
    QCOMPARE(job->state->wire(), std::string_view("PAUSED"));
    QVERIFY(job->state->value() == State::Unspecified);
    QVERIFY(!(*job->state == State::Unspecified)); // an unknown value equals no known one
    QCOMPARE(job->trainingInput->hyperparameters->algorithm->wire(), std::string_view("SOBOL"));
    QCOMPARE(js(toJson(*job)["state"]), js(json("PAUSED")));
}

void TestJsonCodec::enumNumbersAreAccepted()
{
    const auto job = jobFromJsonText(R"({"state": 3, "trainingInput": {"scaleTier": 5}})");
    QVERIFY(job);
    QVERIFY(*job->state == State::Running);
    QVERIFY(*job->trainingInput->scaleTier == ScaleTier::Custom);
    QCOMPARE(js(toJson(*job)["state"]), js(json("RUNNING")));
    const auto outOfRange = jobFromJsonText(R"({"state": 99})");
    QVERIFY(!outOfRange);
    QCOMPARE(outOfRange.error.path, std::string("state"));
}

void TestJsonCodec::nullMeansAbsent()
{
    const auto job = jobFromJsonText(R"({"jobId": "a", "labels": null, "trainingInput": {"region": null, "args": null}})");
    QVERIFY(job);
    QVERIFY(!job->labels);
    QVERIFY(!job->trainingInput->region);
    QVERIFY(!job->trainingInput->args);
    QCOMPARE(js(toJson(*job)), js(json::parse(R"({"jobId": "a", "trainingInput": {}})")));
}

void TestJsonCodec::integralDoublesWrittenWithoutFraction()
{
    const auto job = jobFromJsonText(
        R"({"trainingInput": {"hyperparameters": {"params": [{"minValue": 1.0, "maxValue": 2.5, "discreteValues": [1, 2.0, 1e3]}]}}})");
    QVERIFY(job);
    const std::string text = toJson(*job).dump();
    QVERIFY2(text.find(R"("minValue":1})") != std::string::npos, text.c_str());
    QVERIFY2(text.find(R"("maxValue":2.5)") != std::string::npos, text.c_str());
    QVERIFY2(text.find(R"("discreteValues":[1,2,1000])") != std::string::npos, text.c_str());
}

void TestJsonCodec::typeErrorsNameTheirPath_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("top level not an object") << QStringLiteral("[1]") << QString() << QStringLiteral("expected an object");
    QTest::newRow("jobId number") << QStringLiteral(R"({"jobId": 5})") << QStringLiteral("jobId") << QStringLiteral("expected a string");
    QTest::newRow("labels value number") << QStringLiteral(R"({"labels": {"a": 1}})") << QStringLiteral("labels.a")
                                         << QStringLiteral("expected a string");
    QTest::newRow("workerCount fraction") << QStringLiteral(R"({"trainingInput": {"workerCount": 2.5}})")
                                          << QStringLiteral("trainingInput.workerCount") << QStringLiteral("expected an integer");
    QTest::newRow("workerCount words") << QStringLiteral(R"({"trainingInput": {"workerCount": "nine"}})")
                                       << QStringLiteral("trainingInput.workerCount") << QStringLiteral("expected an integer");
    QTest::newRow("int64 overflow") << QStringLiteral(R"({"trainingInput": {"workerCount": "9223372036854775808"}})")
                                    << QStringLiteral("trainingInput.workerCount") << QStringLiteral("between");
    QTest::newRow("int32 overflow") << QStringLiteral(R"({"trainingInput": {"scheduling": {"priority": 2147483648}}})")
                                    << QStringLiteral("trainingInput.scheduling.priority") << QStringLiteral("between");
    QTest::newRow("huge float for int") << QStringLiteral(R"({"trainingInput": {"workerCount": 1e300}})")
                                        << QStringLiteral("trainingInput.workerCount") << QStringLiteral("between");
    QTest::newRow("bool as string") << QStringLiteral(R"({"trainingInput": {"enableWebAccess": "true"}})")
                                    << QStringLiteral("trainingInput.enableWebAccess") << QStringLiteral("expected true or false");
    QTest::newRow("duration without unit") << QStringLiteral(R"({"trainingInput": {"scheduling": {"maxWaitTime": "3600"}}})")
                                           << QStringLiteral("trainingInput.scheduling.maxWaitTime") << QStringLiteral("is not a duration");
    QTest::newRow("duration as number") << QStringLiteral(R"({"trainingInput": {"scheduling": {"maxWaitTime": 3600}}})")
                                        << QStringLiteral("trainingInput.scheduling.maxWaitTime") << QStringLiteral("expected a duration");
    QTest::newRow("time without zone") << QStringLiteral(R"({"createTime": "2024-05-01T12:00:00"})") << QStringLiteral("createTime")
                                       << QStringLiteral("RFC 3339");
    QTest::newRow("time 30 february") << QStringLiteral(R"({"createTime": "2024-02-30T12:00:00Z"})") << QStringLiteral("createTime")
                                       << QStringLiteral("RFC 3339");
    QTest::newRow("param min as string words") << QStringLiteral(R"({"trainingInput": {"hyperparameters": {"params": [{}, {"minValue": "low"}]}}})")
                                               << QStringLiteral("trainingInput.hyperparameters.params[1].minValue")
                                               << QStringLiteral("finite number");
    QTest::newRow("NaN string") << QStringLiteral(R"({"trainingOutput": {"consumedMLUnits": "NaN"}})")
                                << QStringLiteral("trainingOutput.consumedMLUnits") << QStringLiteral("finite number");
    QTest::newRow("discrete value not number") << QStringLiteral(R"({"trainingInput": {"hyperparameters": {"params": [{"discreteValues": [1, true]}]}}})")
                                               << QStringLiteral("trainingInput.hyperparameters.params[0].discreteValues[1]")
                                               << QStringLiteral("finite number");
    QTest::newRow("args not a list") << QStringLiteral(R"({"trainingInput": {"args": "--epochs=3"}})")
                                     << QStringLiteral("trainingInput.args") << QStringLiteral("expected a list");
    QTest::newRow("trial not an object") << QStringLiteral(R"({"trainingOutput": {"trials": [{}, 7]}})")
                                         << QStringLiteral("trainingOutput.trials[1]") << QStringLiteral("expected an object");
    QTest::newRow("enum as bool") << QStringLiteral(R"({"trainingInput": {"scaleTier": true}})")
                                  << QStringLiteral("trainingInput.scaleTier") << QStringLiteral("expected one of the names");
}

void TestJsonCodec::typeErrorsNameTheirPath()
{
    QFETCH(QString, text);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto job = jobFromJsonText(text.toStdString());
    QVERIFY(!job);
    QCOMPARE(QString::fromStdString(job.error.path), path);
    QVERIFY2(QString::fromStdString(job.error.message).contains(message), job.error.message.c_str());
}

void TestJsonCodec::messageTypesHaveTheirOwnCodec()
{
    const auto trial = fromJson<HyperparameterOutput>(json::parse(R"({"trialId": "4", "finalMetric": {"trainingStep": 7}})"));
    QVERIFY(trial);
    QCOMPARE(*trial->finalMetric->trainingStep, std::int64_t(7));
    QCOMPARE(js(toJson(*trial)), js(json::parse(R"({"trialId": "4", "finalMetric": {"trainingStep": "7"}})")));
}

QTEST_GUILESS_MAIN(TestJsonCodec)
#include "tst_jsoncodec.moc"
