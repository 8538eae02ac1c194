// The Vertex messages on the shared JSON codec: every fixture in tests/fixtures/vertex/ and the
// documented request examples round-trip; unknown members survive; int64 fields are strings on the
// wire; a bad field is reported with its JSON path.

#include "testfixtures.h"

#include "spec/vertex/jsoncodec.h"

#include <QTest>

using namespace trainyard::spec;
using namespace trainyard::spec::vertex;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

class TestVertexCodec : public QObject {
    Q_OBJECT

private slots:
    void fixturesRoundTrip_data();
    void fixturesRoundTrip();
    void documentedExamplesRoundTrip_data();
    void documentedExamplesRoundTrip();
    void unknownFieldsAreKept();
    void int64ReadFromNumberOrStringWrittenAsString_data();
    void int64ReadFromNumberOrStringWrittenAsString();
    void readsTrialsAsGoogleReturnsThem();
    void readsConditionalParameters();
    void badFieldsNameTheirJsonPath_data();
    void badFieldsNameTheirJsonPath();
};

namespace {
    // Decodes `document` as T, encodes it, decodes that again: the JSON must match the source (int64
    // written as strings, as the fixtures have them) and both values must be equal.
    template <typename T>
    void roundTrip(const json& document)
    {
        const Decoded<T> first = fromJson<T>(document);
        QVERIFY2(first, first.error.toString().c_str());
        const json written = toJson(*first);
        // Compared as JSON values (2 == 2.0), the difference shown as a JSON Patch when they differ.
        QVERIFY2(written == document, json::diff(document, written).dump().c_str());
        const Decoded<T> second = fromJson<T>(written);
        QVERIFY2(second, second.error.toString().c_str());
        QVERIFY(*second == *first);
    }
} // namespace

void TestVertexCodec::fixturesRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = fixtureFiles(QStringLiteral("vertex"), { QStringLiteral("*.json") });
    QVERIFY(files.size() >= 8);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestVertexCodec::fixturesRoundTrip()
{
    QFETCH(QString, file);
    const json document = json::parse(readFixture(file));
    const QString name = file.section(QLatin1Char('/'), -1);
    // The file name says the message: customjob_*, hptuning_*, operation_*, status_*.
    if (name.startsWith(QLatin1String("customjob_")))
        roundTrip<CustomJob>(document);
    else if (name.startsWith(QLatin1String("hptuning_")))
        roundTrip<HyperparameterTuningJob>(document);
    else if (name.startsWith(QLatin1String("operation_")))
        roundTrip<vertex::Operation>(document);
    else if (name.startsWith(QLatin1String("status_")))
        roundTrip<vertex::Status>(document);
    else
        QFAIL("a fixture's name must say its message type");
}

void TestVertexCodec::documentedExamplesRoundTrip_data()
{
    // Request bodies as Google's REST examples write them (placeholders filled in): int64 counts as
    // JSON numbers, which the codec reads and writes back as strings.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("customJobs.create, container")
        << "custom"
        << R"({"displayName":"JOB_NAME","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":1},"replicaCount":1,"containerSpec":{"imageUri":"us-central1-docker.pkg.dev/p/r/i:latest","command":[],"args":[]}}]}})"
        << R"({"displayName":"JOB_NAME","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":1},"replicaCount":"1","containerSpec":{"imageUri":"us-central1-docker.pkg.dev/p/r/i:latest","command":[],"args":[]}}]}})";
    QTest::newRow("customJobs.create, python package")
        << "custom"
        << R"({"displayName":"JOB_NAME","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":1,"pythonPackageSpec":{"executorImageUri":"us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest","packageUris":["gs://b/trainer-0.1.tar.gz"],"pythonModule":"trainer.task","args":["--epochs=5"]}}]}})"
        << R"({"displayName":"JOB_NAME","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","pythonPackageSpec":{"executorImageUri":"us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest","packageUris":["gs://b/trainer-0.1.tar.gz"],"pythonModule":"trainer.task","args":["--epochs=5"]}}]}})";
    QTest::newRow("hyperparameterTuningJobs.create")
        << "tuning"
        << R"({"displayName":"DISPLAY_NAME","studySpec":{"metrics":[{"metricId":"accuracy","goal":"MAXIMIZE"}],"parameters":[{"parameterId":"learning_rate","doubleValueSpec":{"minValue":0.001,"maxValue":0.1},"scaleType":"UNIT_LOG_SCALE"},{"parameterId":"units","integerValueSpec":{"minValue":4,"maxValue":128}}],"algorithm":"RANDOM_SEARCH"},"maxTrialCount":10,"parallelTrialCount":2,"trialJobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":1,"containerSpec":{"imageUri":"gcr.io/p/i:latest"}}]}})"
        << R"({"displayName":"DISPLAY_NAME","studySpec":{"metrics":[{"metricId":"accuracy","goal":"MAXIMIZE"}],"parameters":[{"parameterId":"learning_rate","doubleValueSpec":{"minValue":0.001,"maxValue":0.1},"scaleType":"UNIT_LOG_SCALE"},{"parameterId":"units","integerValueSpec":{"minValue":"4","maxValue":"128"}}],"algorithm":"RANDOM_SEARCH"},"maxTrialCount":10,"parallelTrialCount":2,"trialJobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"gcr.io/p/i:latest"}}]}})";
}

void TestVertexCodec::documentedExamplesRoundTrip()
{
    QFETCH(QString, kind);
    QFETCH(QString, request);
    QFETCH(QString, canonical);
    const json expected = json::parse(canonical.toStdString());
    if (kind == QLatin1String("custom")) {
        const auto job = customJobFromJsonText(request.toStdString());
        QVERIFY2(job, job.error.toString().c_str());
        QCOMPARE(js(json::parse(toJsonText(*job))), js(expected));
        roundTrip<CustomJob>(expected);
    } else {
        const auto job = hyperparameterTuningJobFromJsonText(request.toStdString());
        QVERIFY2(job, job.error.toString().c_str());
        QCOMPARE(js(json::parse(toJsonText(*job))), js(expected));
        roundTrip<HyperparameterTuningJob>(expected);
    }
}

void TestVertexCodec::unknownFieldsAreKept()
{
    const auto job = customJobFromJsonText(readFixture(QStringLiteral("vertex/customjob_failed_output.json")));
    QVERIFY2(job, job.error.toString().c_str());
    const json written = toJson(*job);
    QCOMPARE(js(written.at("someNewTopLevelField")), js(json("kept verbatim")));
    QCOMPARE(js(written.at("jobSpec").at("futureSpecField")), js(json::parse(R"({"kept":[1,2,3]})")));
    // Output fields are read, and withoutOutputFields drops them but keeps what the client sent.
    QVERIFY(job->state && *job->state == JobState::Failed);
    QCOMPARE(job->error->code.value_or(0), 3);
    const json input = toJson(withoutOutputFields(*job));
    QVERIFY(!input.contains("state") && !input.contains("error") && !input.contains("name") && !input.contains("webAccessUris"));
    QVERIFY(input.at("jobSpec").contains("futureSpecField"));
}

void TestVertexCodec::int64ReadFromNumberOrStringWrittenAsString_data()
{
    QTest::addColumn<QString>("replicaCount");
    QTest::addColumn<qint64>("value");
    QTest::newRow("string") << R"("3")" << qint64(3);
    QTest::newRow("number") << "3" << qint64(3);
    QTest::newRow("beyond 2^53 as string") << R"("9007199254740993")" << qint64(9007199254740993LL);
}

void TestVertexCodec::int64ReadFromNumberOrStringWrittenAsString()
{
    QFETCH(QString, replicaCount);
    QFETCH(qint64, value);
    const std::string text = R"({"workerPoolSpecs":[{},{"replicaCount":)" + replicaCount.toStdString() + "}]}";
    const auto spec = fromJson<CustomJobSpec>(json::parse(text));
    QVERIFY2(spec, spec.error.toString().c_str());
    QCOMPARE(qint64((*spec->workerPoolSpecs)[1].replicaCount.value_or(-1)), value);
    const json written = toJson(*spec);
    QCOMPARE(js(written.at("workerPoolSpecs").at(1).at("replicaCount")), js(json(std::to_string(value))));
    QCOMPARE(js(written.at("workerPoolSpecs").at(0)), js(json::object())); // an empty pool stays {}
}

void TestVertexCodec::readsTrialsAsGoogleReturnsThem()
{
    const auto job = hyperparameterTuningJobFromJsonText(readFixture(QStringLiteral("vertex/hptuning_with_trials.json")));
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(job->trials->size(), std::size_t(2));
    const Trial& first = job->trials->at(0);
    QCOMPARE(first.id.value_or(""), std::string("1"));
    QVERIFY(first.state && *first.state == TrialState::Succeeded);
    QCOMPARE(first.finalMeasurement->stepCount.value_or(0), std::int64_t(1000));
    QCOMPARE(first.finalMeasurement->metrics->at(0).value.value_or(0), 0.214);
    QCOMPARE(js(*first.parameters->at(0).value), js(json(0.0123))); // numbers stay numbers
    QCOMPARE(first.startTime->nanos, 123456000);
    QVERIFY(job->trials->at(1).state && *job->trials->at(1).state == TrialState::Infeasible);
    QVERIFY(job->state && *job->state == JobState::Succeeded);
}

void TestVertexCodec::readsConditionalParameters()
{
    const auto job = hyperparameterTuningJobFromJsonText(readFixture(QStringLiteral("vertex/hptuning_conditional.json")));
    QVERIFY2(job, job.error.toString().c_str());
    const vertex::ParameterSpec& optimizer = job->studySpec->parameters->at(0);
    QCOMPARE(optimizer.conditionalParameterSpecs->size(), std::size_t(2));
    const vertex::ConditionalParameterSpec& momentum = optimizer.conditionalParameterSpecs->at(0);
    QCOMPARE(*momentum.parentCategoricalValues->values, std::vector<std::string> { "sgd" });
    QCOMPARE(momentum.parameterSpec->parameterId.value_or(""), std::string("momentum"));
    const vertex::ConditionalParameterSpec& dropout = job->studySpec->parameters->at(1).conditionalParameterSpecs->at(0);
    QCOMPARE(*dropout.parentIntValues->values, (std::vector<std::int64_t> { 3, 4 }));
}

void TestVertexCodec::badFieldsNameTheirJsonPath_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("path");
    QTest::newRow("display name not a string") << "custom" << R"({"displayName":5})" << "displayName";
    QTest::newRow("replica count not an integer")
        << "custom" << R"({"jobSpec":{"workerPoolSpecs":[{},{"replicaCount":"two"}]}})" << "jobSpec.workerPoolSpecs[1].replicaCount";
    QTest::newRow("accelerator count fractional")
        << "custom" << R"({"jobSpec":{"workerPoolSpecs":[{"machineSpec":{"acceleratorCount":1.5}}]}})"
        << "jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount";
    QTest::newRow("timeout not a duration")
        << "custom" << R"({"jobSpec":{"scheduling":{"timeout":"2 hours"}}})" << "jobSpec.scheduling.timeout";
    QTest::newRow("env not a list")
        << "custom" << R"({"jobSpec":{"workerPoolSpecs":[{"containerSpec":{"env":{"A":"1"}}}]}})"
        << "jobSpec.workerPoolSpecs[0].containerSpec.env";
    QTest::newRow("labels value not a string") << "custom" << R"({"labels":{"a":1}})" << "labels.a";
    QTest::newRow("create time not RFC 3339") << "custom" << R"({"createTime":"yesterday"})" << "createTime";
    QTest::newRow("conditional child bound")
        << "tuning"
        << R"({"studySpec":{"parameters":[{"parameterId":"o","categoricalValueSpec":{"values":["a"]},"conditionalParameterSpecs":[{"parameterSpec":{"doubleValueSpec":{"minValue":"low"}}}]}]}})"
        << "studySpec.parameters[0].conditionalParameterSpecs[0].parameterSpec.doubleValueSpec.minValue";
    QTest::newRow("int condition not an integer")
        << "tuning"
        << R"({"studySpec":{"parameters":[{"conditionalParameterSpecs":[{"parentIntValues":{"values":["x"]}}]}]}})"
        << "studySpec.parameters[0].conditionalParameterSpecs[0].parentIntValues.values[0]";
    QTest::newRow("max trial count a string of letters") << "tuning" << R"({"maxTrialCount":"many"})" << "maxTrialCount";
    QTest::newRow("trial step count") << "tuning" << R"({"trials":[{"finalMeasurement":{"stepCount":"x"}}]})"
                                      << "trials[0].finalMeasurement.stepCount";
}

void TestVertexCodec::badFieldsNameTheirJsonPath()
{
    QFETCH(QString, kind);
    QFETCH(QString, document);
    QFETCH(QString, path);
    const std::string text = document.toStdString();
    const DecodeError error = kind == QLatin1String("custom") ? customJobFromJsonText(text).error
                                                                : hyperparameterTuningJobFromJsonText(text).error;
    QVERIFY(!error.message.empty());
    QCOMPARE(QString::fromStdString(error.path), path);
}

QTEST_GUILESS_MAIN(TestVertexCodec)
#include "tst_vertexcodec.moc"
