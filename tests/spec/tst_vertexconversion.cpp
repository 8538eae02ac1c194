// Vertex -> v1 (vertex::toV1), the states both ways and the trials both ways. Each toV1 row is a
// Vertex job, the v1 job it must become (compared as the v1 codec writes it) and the report: the
// source path and code of every field that did not map, in order.

#include "vertexconversiontest.h"

#include "spec/vertex/catalog.h"
#include "spec/vertex/conversion.h"

#include <QTest>

namespace spec = trainyard::spec;
namespace vertex = trainyard::spec::vertex;
using namespace trainyard::test;

class TestVertexConversion : public QObject {
    Q_OBJECT

private slots:
    void customJobToV1_data();
    void customJobToV1();
    void tuningJobToV1_data();
    void tuningJobToV1();
    void jobStates_data();
    void jobStates();
    void v1StatesRoundTrip();
    void trialStates();
    void trialsBothWays();
    void trialMetricsPickTheStudyMetric();
    void vertexRoundTrip_data();
    void vertexRoundTrip();
};

namespace {
const char* const tf212 = "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest";

QString v1Text(const spec::Job& job)
{
    return QString::fromStdString(spec::toJsonText(job, -1));
}
} // namespace

void TestVertexConversion::customJobToV1_data()
{
    QTest::addColumn<QString>("vertexJson");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("expectedV1");
    QTest::addColumn<QStringList>("report");

    QTest::newRow("a package on one CPU machine")
        << QString(R"({"displayName":"mnist","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1",
            "pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t-0.1.tar.gz"],"pythonModule":"trainer.task","args":["--epochs","3"]}}]}})").arg(QLatin1String(tf212))
        << "us-central1"
        << R"({"jobId":"mnist","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","packageUris":["gs://b/t-0.1.tar.gz"],
            "pythonModule":"trainer.task","args":["--epochs","3"],"runtimeVersion":"2.12","pythonVersion":"3.10","region":"us-central1"}})"
        << QStringList {};

    QTest::newRow("three container pools with GPUs and a disk")
        << R"({"displayName":"dist","jobSpec":{"workerPoolSpecs":[
            {"machineSpec":{"machineType":"n1-standard-8","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":2},"replicaCount":"1",
             "diskSpec":{"bootDiskType":"pd-standard","bootDiskSizeGb":200},
             "containerSpec":{"imageUri":"gcr.io/p/t:1","command":["python3","-m","trainer"],"args":["--lr=0.1"]}},
            {"machineSpec":{"machineType":"n1-standard-8","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":1},"replicaCount":"2","containerSpec":{"imageUri":"gcr.io/p/t:1"}},
            {"machineSpec":{"machineType":"n1-highmem-4"},"replicaCount":"1","containerSpec":{"imageUri":"gcr.io/p/t:1"}}]}})"
        << ""
        << R"({"jobId":"dist","trainingInput":{"scaleTier":"CUSTOM",
            "masterType":"n1-standard-8","masterConfig":{"acceleratorConfig":{"count":"2","type":"NVIDIA_TESLA_T4"},
               "diskConfig":{"bootDiskSizeGb":200,"bootDiskType":"pd-standard"},"imageUri":"gcr.io/p/t:1","containerCommand":["python3","-m","trainer"],"containerArgs":["--lr=0.1"]},
            "workerType":"n1-standard-8","workerCount":"2","workerConfig":{"acceleratorConfig":{"count":"1","type":"NVIDIA_TESLA_T4"},"imageUri":"gcr.io/p/t:1"},
            "parameterServerType":"n1-highmem-4","parameterServerCount":"1","parameterServerConfig":{"imageUri":"gcr.io/p/t:1"}}})"
        << QStringList {};

    QTest::newRow("empty pools before the evaluator")
        << R"({"displayName":"e","jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"i"}},
            {},{},{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"i"}}]}})"
        << ""
        << R"({"jobId":"e","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","masterConfig":{"imageUri":"i"},
            "evaluatorType":"n1-standard-4","evaluatorCount":"1","evaluatorConfig":{"imageUri":"i"}}})"
        << QStringList {};

    QTest::newRow("job fields, and what v1 cannot hold")
        << R"({"displayName":"Nightly run","labels":{"team":"ml"},"encryptionSpec":{"kmsKeyName":"k"},"jobSpec":{
            "workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4","tpuTopology":"2x2"},"replicaCount":"3",
              "containerSpec":{"imageUri":"i","env":[{"name":"A","value":"1"}]},"nfsMounts":[{"server":"s","path":"/p","mountPoint":"m"}]}],
            "scheduling":{"timeout":"3600s","maxWaitDuration":"1800s","strategy":"SPOT","restartJobOnWorkerRestart":true},
            "serviceAccount":"sa@p.iam.gserviceaccount.com","network":"projects/1/global/networks/n",
            "baseOutputDirectory":{"outputUriPrefix":"gs://b/out"},"enableWebAccess":true,
            "tensorboard":"projects/p/locations/l/tensorboards/1","experiment":"x","futureField":7}})"
        << "europe-west4"
        << R"({"jobId":"nightly_1","labels":{"team":"ml"},"trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","masterConfig":{"imageUri":"i"},
            "scheduling":{"maxRunningTime":"3600s","maxWaitTime":"1800s"},"serviceAccount":"sa@p.iam.gserviceaccount.com",
            "network":"projects/1/global/networks/n","jobDir":"gs://b/out","enableWebAccess":true,"region":"europe-west4",
            "encryptionConfig":{"kmsKeyName":"k"}}})"
        << QStringList { "displayName convert.noCounterpart", "jobSpec.workerPoolSpecs[0].machineSpec.tpuTopology convert.noCounterpart",
               "jobSpec.workerPoolSpecs[0].containerSpec.env convert.noCounterpart", "jobSpec.workerPoolSpecs[0].nfsMounts convert.noCounterpart",
               "jobSpec.workerPoolSpecs[0].replicaCount convert.masterOneReplica",
               "jobSpec.scheduling.restartJobOnWorkerRestart convert.noCounterpart", "jobSpec.scheduling.strategy convert.noCounterpart",
               "jobSpec.tensorboard convert.noCounterpart", "jobSpec.experiment convert.noCounterpart", "jobSpec.futureField convert.noCounterpart" };

    QTest::newRow("pools running different packages, on a PyTorch image")
        << R"({"displayName":"p","jobSpec":{"workerPoolSpecs":[
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","pythonPackageSpec":{"executorImageUri":"us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest",
               "packageUris":["gs://b/a.tar.gz"],"pythonModule":"a.main","args":["--x"]}},
            {"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"2","pythonPackageSpec":{"executorImageUri":"us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest",
               "packageUris":["gs://b/a.tar.gz"],"pythonModule":"a.worker","env":[{"name":"B","value":"2"}]}}]}})"
        << ""
        << R"({"jobId":"p","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","workerType":"n1-standard-4","workerCount":"2",
            "packageUris":["gs://b/a.tar.gz"],"pythonModule":"a.main","args":["--x"]}})"
        << QStringList { "jobSpec.workerPoolSpecs[1].pythonPackageSpec.env convert.noCounterpart",
               "jobSpec.workerPoolSpecs[1].pythonPackageSpec convert.poolsDiffer",
               "jobSpec.workerPoolSpecs[0].pythonPackageSpec.executorImageUri convert.executorImageFramework" };

    QTest::newRow("a fifth pool, an image of no known shape")
        << R"({"jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","pythonPackageSpec":{"executorImageUri":"gcr.io/me/base:1","pythonModule":"m"}},
            {},{},{},{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1"}]}})"
        << ""
        << R"({"jobId":"five","trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","pythonModule":"m"}})"
        << QStringList { "jobSpec.workerPoolSpecs[4] convert.extraPool", "jobSpec.workerPoolSpecs[0].pythonPackageSpec.executorImageUri convert.unknownExecutorImage" };

    QTest::newRow("output fields of a failed job")
        << R"({"name":"projects/p/locations/l/customJobs/123","displayName":"f","state":"JOB_STATE_FAILED","createTime":"2026-01-02T03:04:05Z",
            "startTime":"2026-01-02T03:05:00Z","endTime":"2026-01-02T03:06:00.5Z","updateTime":"2026-01-02T03:06:01Z",
            "error":{"code":13,"message":"The replica workerpool0-0 exited with a non-zero status of 1."},"webAccessUris":{"workerpool0-0":"https://x"},
            "jobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1","containerSpec":{"imageUri":"i"}}]}})"
        << ""
        << R"({"jobId":"f","state":"FAILED","errorMessage":"The replica workerpool0-0 exited with a non-zero status of 1.","createTime":"2026-01-02T03:04:05Z",
            "startTime":"2026-01-02T03:05:00Z","endTime":"2026-01-02T03:06:00.500Z","trainingOutput":{"webAccessUris":{"workerpool0-0":"https://x"}},
            "trainingInput":{"scaleTier":"CUSTOM","masterType":"n1-standard-4","masterConfig":{"imageUri":"i"}}})"
        << QStringList {};
}

void TestVertexConversion::customJobToV1()
{
    QFETCH(QString, vertexJson);
    QFETCH(QString, location);
    QFETCH(QString, expectedV1);
    QFETCH(QStringList, report);
    const spec::Job expected = v1Job(expectedV1.toStdString());
    const auto converted = vertex::toV1(customJob(vertexJson.toStdString()), *expected.jobId, location.toStdString());
    QCOMPARE(v1Text(converted.job), v1Text(expected));
    QCOMPARE(reportLines(converted.report), report);
}

void TestVertexConversion::tuningJobToV1_data()
{
    QTest::addColumn<QString>("vertexJson");
    QTest::addColumn<QString>("expectedV1");
    QTest::addColumn<QStringList>("report");

    const QString trialJobSpec = QString(R"("trialJobSpec":{"workerPoolSpecs":[{"machineSpec":{"machineType":"n1-standard-4"},"replicaCount":"1",
        "pythonPackageSpec":{"executorImageUri":"%1","packageUris":["gs://b/t.tar.gz"],"pythonModule":"trainer.task"}}]})").arg(QLatin1String(tf212));
    const QString trainingInput = R"("scaleTier":"CUSTOM","masterType":"n1-standard-4","packageUris":["gs://b/t.tar.gz"],"pythonModule":"trainer.task",
        "runtimeVersion":"2.12","pythonVersion":"3.10")";

    QTest::newRow("every parameter type, a conditional child, a second metric")
        << QString(R"({"displayName":"hp","maxTrialCount":10,"parallelTrialCount":2,"maxFailedTrialCount":1,%1,"studySpec":{
            "metrics":[{"metricId":"accuracy","goal":"MAXIMIZE"},{"metricId":"latency","goal":"MINIMIZE"}],
            "parameters":[
              {"parameterId":"lr","doubleValueSpec":{"minValue":0.0001,"maxValue":0.1},"scaleType":"UNIT_LOG_SCALE"},
              {"parameterId":"units","integerValueSpec":{"minValue":"16","maxValue":"512"},"scaleType":"UNIT_LINEAR_SCALE"},
              {"parameterId":"optimizer","categoricalValueSpec":{"values":["sgd","adam"],"defaultValue":"adam"},
               "conditionalParameterSpecs":[{"parentCategoricalValues":{"values":["sgd"]},"parameterSpec":{"parameterId":"momentum","doubleValueSpec":{"minValue":0,"maxValue":0.9}}}]},
              {"parameterId":"batch","discreteValueSpec":{"values":[32,64]}}],
            "algorithm":"RANDOM_SEARCH","medianAutomatedStoppingSpec":{},"measurementSelectionType":"BEST_MEASUREMENT"}})").arg(trialJobSpec)
        << QString(R"({"jobId":"hp","trainingInput":{%1,"hyperparameters":{"goal":"MAXIMIZE","hyperparameterMetricTag":"accuracy",
            "maxTrials":10,"maxParallelTrials":2,"maxFailedTrials":1,"enableTrialEarlyStopping":true,"algorithm":"RANDOM_SEARCH","params":[
              {"parameterName":"lr","type":"DOUBLE","minValue":0.0001,"maxValue":0.1,"scaleType":"UNIT_LOG_SCALE"},
              {"parameterName":"units","type":"INTEGER","minValue":16,"maxValue":512,"scaleType":"UNIT_LINEAR_SCALE"},
              {"parameterName":"optimizer","type":"CATEGORICAL","categoricalValues":["sgd","adam"]},
              {"parameterName":"batch","type":"DISCRETE","discreteValues":[32,64]}]}}})").arg(trainingInput)
        << QStringList { "studySpec.metrics[1] convert.secondMetric", "studySpec.parameters[2].categoricalValueSpec.defaultValue convert.noCounterpart",
               "studySpec.parameters[2].conditionalParameterSpecs convert.conditionalParameters", "studySpec.measurementSelectionType convert.noCounterpart" };

    QTest::newRow("trials as Google returns them")
        << QString(R"({"displayName":"hp","state":"JOB_STATE_RUNNING",%1,"studySpec":{"metrics":[{"metricId":"accuracy","goal":"MAXIMIZE"}],
            "parameters":[{"parameterId":"units","integerValueSpec":{"minValue":"1","maxValue":"9"}},{"parameterId":"opt","categoricalValueSpec":{"values":["1","2"]}}]},
            "trials":[{"name":"projects/p/locations/l/studies/7/trials/1","id":"1","state":"SUCCEEDED","parameters":[{"parameterId":"units","value":4},{"parameterId":"opt","value":"2"}],
              "finalMeasurement":{"stepCount":"100","metrics":[{"metricId":"accuracy","value":0.9}]},"startTime":"2026-01-01T00:00:00Z","endTime":"2026-01-01T00:10:00Z",
              "customJob":"projects/p/locations/l/customJobs/9"},
              {"id":"2","state":"ACTIVE","parameters":[{"parameterId":"units","value":7},{"parameterId":"opt","value":"1"}]}]})").arg(trialJobSpec)
        << QString(R"({"jobId":"hp","state":"RUNNING","trainingInput":{%1,"hyperparameters":{"goal":"MAXIMIZE","hyperparameterMetricTag":"accuracy","params":[
              {"parameterName":"units","type":"INTEGER","minValue":1,"maxValue":9},{"parameterName":"opt","type":"CATEGORICAL","categoricalValues":["1","2"]}]}},
            "trainingOutput":{"isHyperparameterTuningJob":true,"hyperparameterMetricTag":"accuracy","completedTrialCount":"1","trials":[
              {"trialId":"1","state":"SUCCEEDED","hyperparameters":{"units":"4","opt":"2"},"finalMetric":{"trainingStep":"100","objectiveValue":0.9},
               "startTime":"2026-01-01T00:00:00Z","endTime":"2026-01-01T00:10:00Z"},
              {"trialId":"2","state":"RUNNING","hyperparameters":{"units":"7","opt":"1"}}]}})").arg(trainingInput)
        << QStringList {};
}

void TestVertexConversion::tuningJobToV1()
{
    QFETCH(QString, vertexJson);
    QFETCH(QString, expectedV1);
    QFETCH(QStringList, report);
    const auto converted = vertex::toV1(tuningJob(vertexJson.toStdString()), "hp");
    QCOMPARE(v1Text(converted.job), v1Text(v1Job(expectedV1.toStdString())));
    QCOMPARE(reportLines(converted.report), report);
}

void TestVertexConversion::jobStates_data()
{
    QTest::addColumn<QString>("vertexState");
    QTest::addColumn<QString>("v1State");
    const std::pair<const char*, const char*> rows[] = {
        { "JOB_STATE_UNSPECIFIED", "STATE_UNSPECIFIED" }, { "JOB_STATE_QUEUED", "QUEUED" }, { "JOB_STATE_PENDING", "PREPARING" },
        { "JOB_STATE_RUNNING", "RUNNING" }, { "JOB_STATE_SUCCEEDED", "SUCCEEDED" }, { "JOB_STATE_FAILED", "FAILED" },
        { "JOB_STATE_CANCELLING", "CANCELLING" }, { "JOB_STATE_CANCELLED", "CANCELLED" }, { "JOB_STATE_PAUSED", "RUNNING" },
        { "JOB_STATE_EXPIRED", "FAILED" }, { "JOB_STATE_UPDATING", "RUNNING" }, { "JOB_STATE_PARTIALLY_SUCCEEDED", "SUCCEEDED" },
    };
    for (const auto& [from, to] : rows)
        QTest::newRow(from) << from << to;
}

void TestVertexConversion::jobStates()
{
    QFETCH(QString, vertexState);
    QFETCH(QString, v1State);
    const auto state = spec::Enum<vertex::JobState>::lookup(vertexState.toStdString());
    QVERIFY(state);
    QCOMPARE(QString::fromUtf8(spec::Enum<spec::State>::nameOf(vertex::toV1State(*state))), v1State);
}

void TestVertexConversion::v1StatesRoundTrip()
{
    // Every v1 state has its own Vertex state and comes back from it; PREPARING is PENDING.
    for (const auto& [state, name] : spec::EnumNames<spec::State>::names)
        QCOMPARE(vertex::toV1State(vertex::toVertexState(state)), state);
    QCOMPARE(vertex::toVertexState(spec::State::Preparing), vertex::JobState::Pending);
    QCOMPARE(vertex::toVertexState(spec::State::Queued), vertex::JobState::Queued);
}

void TestVertexConversion::trialStates()
{
    using S = spec::State;
    using T = vertex::TrialState;
    QCOMPARE(vertex::toVertexTrialState(S::Queued), T::Requested);
    QCOMPARE(vertex::toVertexTrialState(S::Preparing), T::Requested);
    QCOMPARE(vertex::toVertexTrialState(S::Running), T::Active);
    QCOMPARE(vertex::toVertexTrialState(S::Cancelling), T::Stopping);
    QCOMPARE(vertex::toVertexTrialState(S::Succeeded), T::Succeeded);
    QCOMPARE(vertex::toVertexTrialState(S::Failed), T::Infeasible);
    QCOMPARE(vertex::toVertexTrialState(S::Cancelled), T::Infeasible);
    for (T t : { T::Unspecified, T::Requested, T::Active, T::Stopping, T::Succeeded, T::Infeasible })
        QCOMPARE(vertex::toVertexTrialState(vertex::toV1TrialState(t)), t);
}

void TestVertexConversion::trialsBothWays()
{
    const auto study = spec::fromJson<vertex::StudySpec>(nlohmann::json::parse(R"({"metrics":[{"metricId":"loss","goal":"MINIMIZE"}],"parameters":[
        {"parameterId":"opt","categoricalValueSpec":{"values":["3","adam"]},"conditionalParameterSpecs":[{"parentCategoricalValues":{"values":["3"]},
          "parameterSpec":{"parameterId":"momentum","doubleValueSpec":{"minValue":0,"maxValue":1}}}]},
        {"parameterId":"units","integerValueSpec":{"minValue":"1","maxValue":"512"}},{"parameterId":"batch","discreteValueSpec":{"values":[32,64]}}]})"));
    QVERIFY(study);
    const auto v1 = spec::fromJson<spec::TrainingOutput>(nlohmann::json::parse(R"({"trials":[
        {"trialId":"1","state":"SUCCEEDED","hyperparameters":{"opt":"3","momentum":"0.25","units":"64","batch":"32","extra":"x"},
         "finalMetric":{"trainingStep":"10","objectiveValue":0.5},"allMetrics":[{"trainingStep":"5","objectiveValue":0.7},{"trainingStep":"10","objectiveValue":0.5}],
         "startTime":"2026-01-01T00:00:00Z","endTime":"2026-01-01T00:01:00Z"},
        {"trialId":"2","state":"QUEUED","hyperparameters":{"opt":"adam","units":"8","batch":"64"}}]})"));
    QVERIFY(v1);
    const auto trials = vertex::toVertexTrials(*v1.value->trials, *study.value,
        [](const std::string& id) { return "projects/p/locations/l/customJobs/5" + id; });
    nlohmann::json written = nlohmann::json::array();
    for (const auto& t : trials)
        written.push_back(spec::toJson(t));
    // Categorical "3" stays text; numbers become numbers, in the study's order; unknown names stay text.
    QCOMPARE(js(written), canonical(R"([
        {"id":"1","state":"SUCCEEDED","parameters":[{"parameterId":"opt","value":"3"},{"parameterId":"momentum","value":0.25},
           {"parameterId":"units","value":64},{"parameterId":"batch","value":32.0},{"parameterId":"extra","value":"x"}],
         "finalMeasurement":{"stepCount":"10","metrics":[{"metricId":"loss","value":0.5}]},
         "measurements":[{"stepCount":"5","metrics":[{"metricId":"loss","value":0.7}]},{"stepCount":"10","metrics":[{"metricId":"loss","value":0.5}]}],
         "startTime":"2026-01-01T00:00:00Z","endTime":"2026-01-01T00:01:00Z","customJob":"projects/p/locations/l/customJobs/51"},
        {"id":"2","state":"REQUESTED","parameters":[{"parameterId":"opt","value":"adam"},{"parameterId":"units","value":8},{"parameterId":"batch","value":64.0}],
         "customJob":"projects/p/locations/l/customJobs/52"}])"));

    const auto back = vertex::toV1Trials(trials, *study.value);
    QCOMPARE(back, *v1.value->trials);
}

void TestVertexConversion::trialMetricsPickTheStudyMetric()
{
    const auto study = spec::fromJson<vertex::StudySpec>(nlohmann::json::parse(R"({"metrics":[{"metricId":"acc"}]})"));
    const auto trial = spec::fromJson<vertex::Trial>(nlohmann::json::parse(
        R"({"id":"1","finalMeasurement":{"stepCount":"3","metrics":[{"metricId":"loss","value":2.0},{"metricId":"acc","value":0.8}]}})"));
    QVERIFY(study && trial);
    const auto v1 = vertex::toV1Trials({ *trial.value }, *study.value);
    QCOMPARE(v1.size(), std::size_t(1));
    QCOMPARE(v1[0].finalMetric->objectiveValue, std::optional<double>(0.8));
    QCOMPARE(v1[0].finalMetric->trainingStep, std::optional<std::int64_t>(3));
}

void TestVertexConversion::vertexRoundTrip_data()
{
    QTest::addColumn<QString>("fixture");
    for (const QString& file : fixtureFiles(QStringLiteral("vertex"), { QStringLiteral("customjob_*.json"), QStringLiteral("hptuning_*.json") }))
        QTest::newRow(qPrintable(file)) << file;
}

// Every Vertex fixture goes Vertex -> v1 -> Vertex: each field comes back, or toV1's report names it,
// or it is one the v1 job has no place for and the server sets anyway.
void TestVertexConversion::vertexRoundTrip()
{
    QFETCH(QString, fixture);
    const std::vector<std::string> lossy = {
        "name", "updateTime", "satisfiesPzs", "satisfiesPzi", // the server's, and derived from where the job lives
        "error.code", "error.details", // a v1 job keeps the message only
        "trials[].name", "trials[].customJob", "trials[].clientId", "trials[].infeasibleReason", // the server's, per trial
        "trials[].finalMeasurement.elapsedDuration", "trials[].measurements[].elapsedDuration", // v1 measures by step only
    };
    const std::string text = readFixture(fixture);
    auto document = nlohmann::json::parse(text);
    // Explicit defaults say what a v1 job does anyway; toV1 drops them without a word.
    for (const char* spec : { "jobSpec", "trialJobSpec" }) {
        if (!document.contains(spec) || !document[spec].contains("scheduling"))
            continue;
        auto& scheduling = document[spec]["scheduling"];
        for (const char* flag : { "restartJobOnWorkerRestart", "disableRetries" }) {
            if (scheduling.value(flag, true) == false)
                scheduling.erase(flag);
        }
        if (scheduling.value("strategy", "") == "ON_DEMAND" || scheduling.value("strategy", "") == "STANDARD")
            scheduling.erase("strategy");
    }
    if (document.contains("studySpec") && document["studySpec"].contains("medianAutomatedStoppingSpec")
        && document["studySpec"]["medianAutomatedStoppingSpec"].value("useElapsedDuration", true) == false)
        document["studySpec"]["medianAutomatedStoppingSpec"].erase("useElapsedDuration");
    const std::string location = "us-central1";
    nlohmann::json back;
    std::vector<spec::Violation> report;
    if (fixture.contains(QLatin1String("customjob_"))) {
        const auto job = customJob(text);
        auto there = vertex::toV1(job, job.displayName.value_or("job"), location);
        report = there.report;
        const auto again = vertex::fromV1(there.job, vertex::VertexCatalog::builtIn());
        QCOMPARE(again.location, location);
        back = spec::toJson(std::get<vertex::CustomJob>(again.job));
    } else {
        const auto job = tuningJob(text);
        auto there = vertex::toV1(job, job.displayName.value_or("job"), location);
        report = there.report;
        const auto again = vertex::fromV1(there.job, vertex::VertexCatalog::builtIn());
        back = spec::toJson(std::get<vertex::HyperparameterTuningJob>(again.job));
    }
    const QStringList lost = lostFields(document, back, report, lossy);
    QCOMPARE(lost.join(QLatin1Char('\n')), QString());
}

QTEST_GUILESS_MAIN(TestVertexConversion)
#include "tst_vertexconversion.moc"
