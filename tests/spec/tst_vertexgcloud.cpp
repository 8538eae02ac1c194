#include "testfixtures.h"

#include "spec/shellwords.h"
#include "spec/vertex/gcloudcommand.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/yamlconfig.h"

#include <QTest>

using namespace trainyard::spec;
using namespace trainyard::spec::vertex;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

// `gcloud ai custom-jobs create` and `gcloud ai hp-tuning-jobs create`, written and read: flags plus
// the --config file give the job back; flags override the file as gcloud's do.

namespace {

const QString C = QStringLiteral("gcloud ai custom-jobs create --display-name=d");
const QString H = QStringLiteral("gcloud ai hp-tuning-jobs create --display-name=d --config=c.yaml");

QString asJson(const VertexJob& job)
{
    return std::visit([](const auto& j) { return js(toJson<std::decay_t<decltype(j)>>(j)); }, job);
}

VertexJob jobFromJson(const std::string& text)
{
    const auto value = json::parse(text, nullptr, false);
    if (value.is_object() && (value.contains("studySpec") || value.contains("trialJobSpec"))) {
        const auto job = hyperparameterTuningJobFromJsonText(text);
        if (!job)
            qFatal("bad test JSON: %s", job.error.toString().c_str());
        return *job.value;
    }
    const auto job = customJobFromJsonText(text);
    if (!job)
        qFatal("bad test JSON: %s", job.error.toString().c_str());
    return *job.value;
}

GcloudCommand commandOf(const VertexJob& job, std::string_view region)
{
    return std::visit([region](const auto& j) { return toGcloudCommand(j, region); }, job);
}

VertexJob withoutOutput(const VertexJob& job)
{
    return std::visit([](const auto& j) { return VertexJob(withoutOutputFields(j)); }, job);
}

QString words(const std::vector<std::string>& argv)
{
    return js(json(argv));
}

} // namespace

class TestVertexGcloud : public QObject {
    Q_OBJECT

private slots:
    void documentedExamples();
    void roundTrip_data();
    void roundTrip();
    void placement_data();
    void placement();
    void precedence_data();
    void precedence();
    void errors_data();
    void errors();
    void recognizesCommands();
};

// The examples of gcloud's reference pages.
void TestVertexGcloud::documentedExamples()
{
    const auto custom = vertexJobFromGcloudCommandLine(
        "gcloud ai custom-jobs create --region=us-central1 --project=example "
        "--worker-pool-spec=replica-count=1,machine-type='n1-highmem-2',container-image-uri='gcr.io/ucaip-test/ucaip-training-test' "
        "--display-name=test");
    QVERIFY2(custom, custom.error.toString().c_str());
    QCOMPARE(QString::fromStdString(custom->region), QStringLiteral("us-central1"));
    QCOMPARE(asJson(custom->job), js(json::parse(R"({"displayName": "test", "jobSpec": {"workerPoolSpecs": [
        {"machineSpec": {"machineType": "n1-highmem-2"}, "replicaCount": "1",
         "containerSpec": {"imageUri": "gcr.io/ucaip-test/ucaip-training-test"}}]}})")));

    const char* config = R"(displayName: TestHpTuningJob
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
)";
    const auto tuning = vertexJobFromGcloudCommandLine(
        "gcloud ai hp-tuning-jobs create --region=us-central1 --project=example --config=config.yaml --display-name=test",
        config);
    QVERIFY2(tuning, tuning.error.toString().c_str());
    const auto& job = std::get<HyperparameterTuningJob>(tuning->job);
    QCOMPARE(QString::fromStdString(*job.displayName), QStringLiteral("test")); // the flag wins over the file
    QCOMPARE(*job.maxTrialCount, 1);
    QCOMPARE(job.studySpec->parameters->at(0).parameterId.value_or(""), std::string("z"));
}

void TestVertexGcloud::roundTrip_data()
{
    QTest::addColumn<QString>("jobJson");
    for (const QString& file : fixtureFiles(QStringLiteral("vertex"), { QStringLiteral("*.json") })) {
        const std::string text = readFixture(file);
        const auto value = json::parse(text, nullptr, false);
        if (!value.is_object() || !value.contains("displayName") || !(value.contains("jobSpec") || value.contains("studySpec")))
            continue;
        // Only what the command can carry (gcloudcommand.h lists the rest): a display name (a required flag),
        // counts gcloud keeps, no unknown members of the CustomJob itself.
        const VertexJob job = jobFromJson(text);
        if (const auto* custom = std::get_if<CustomJob>(&job);
            custom && (!custom->unknown.is_null() || (custom->encryptionSpec && !custom->encryptionSpec->unknown.is_null())))
            continue;
        if (const auto* tuning = std::get_if<HyperparameterTuningJob>(&job);
            tuning && (tuning->maxTrialCount.value_or(0) == 0 || tuning->parallelTrialCount.value_or(0) == 0))
            continue;
        QTest::newRow(qPrintable(file)) << QString::fromStdString(text);
    }
    const auto row = [](const char* name, const char* text) { QTest::newRow(name) << QString::fromUtf8(text); };
    row("one container pool", R"({"displayName": "c", "jobSpec": {"workerPoolSpecs": [{"machineSpec":
        {"machineType": "n1-standard-4"}, "replicaCount": "1", "containerSpec": {"imageUri": "gcr.io/p/i:1",
        "command": ["python", "-m", "t"], "args": ["--lr=0.1", "a,b", "x;y"]}}]}})");
    row("python pools with GPUs and shared packages", R"({"displayName": "p", "labels": {"team": "ml", "env": "dev"},
        "jobSpec": {"workerPoolSpecs": [
          {"machineSpec": {"machineType": "n1-standard-8", "acceleratorType": "NVIDIA_TESLA_T4", "acceleratorCount": 2},
           "replicaCount": "1", "pythonPackageSpec": {"executorImageUri": "us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest",
           "packageUris": ["gs://b/t-0.1.tar.gz", "gs://b/dep.tar.gz"], "pythonModule": "trainer.task", "args": ["--epochs", "3"]}},
          {},
          {"machineSpec": {"machineType": "n1-highmem-2"}, "replicaCount": "2",
           "pythonPackageSpec": {"executorImageUri": "us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest",
           "packageUris": ["gs://b/t-0.1.tar.gz", "gs://b/dep.tar.gz"], "pythonModule": "trainer.ps", "args": ["--epochs", "3"]}}],
        "serviceAccount": "sa@p.iam.gserviceaccount.com", "network": "projects/1/global/networks/n",
        "enableWebAccess": true, "enableDashboardAccess": false, "persistentResourceId": "pr"},
        "encryptionSpec": {"kmsKeyName": "projects/p/locations/us-central1/keyRings/r/cryptoKeys/k"}})");
    row("pools that differ in args stay in the config", R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [
        {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1", "containerSpec": {"imageUri": "i", "args": ["a"]}},
        {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "3", "containerSpec": {"imageUri": "i", "args": ["b"]}}]}})");
    row("env, disks and scheduling", R"({"displayName": "e", "jobSpec": {"workerPoolSpecs": [
        {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1", "diskSpec": {"bootDiskSizeGb": 200},
         "containerSpec": {"imageUri": "i", "env": [{"name": "A", "value": "1"}]}}],
        "scheduling": {"timeout": "3600s", "strategy": "SPOT"}, "baseOutputDirectory": {"outputUriPrefix": "gs://b/o/"},
        "enableWebAccess": false, "persistentResourceId": ""}, "labels": {"k": "v"}})");
    row("no pools at all", R"({"displayName": "n", "jobSpec": {"network": "n"}})");
    row("empty display name", R"({"displayName": "", "jobSpec": {"workerPoolSpecs": [{"replicaCount": "1",
        "machineSpec": {}, "containerSpec": {"imageUri": "i"}}]}})");
    row("output fields are dropped", R"({"name": "projects/p/locations/l/customJobs/1", "displayName": "o",
        "state": "JOB_STATE_RUNNING", "createTime": "2024-05-01T12:00:00Z", "jobSpec": {"workerPoolSpecs": [
        {"replicaCount": "1", "machineSpec": {"machineType": "e2-standard-4"}, "containerSpec": {"imageUri": "i"}}]}})");
    row("tuning job", R"({"displayName": "hp", "maxTrialCount": 12, "parallelTrialCount": 3, "maxFailedTrialCount": 2,
        "labels": {"a": "b"}, "studySpec": {"metrics": [{"metricId": "acc", "goal": "MAXIMIZE"}],
          "parameters": [{"parameterId": "optimizer", "categoricalValueSpec": {"values": ["sgd", "adam"]},
            "conditionalParameterSpecs": [{"parentCategoricalValues": {"values": ["sgd"]},
              "parameterSpec": {"parameterId": "momentum", "doubleValueSpec": {"minValue": 0.1, "maxValue": 0.9}}}]}],
          "algorithm": "GRID_SEARCH"},
        "trialJobSpec": {"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
          "containerSpec": {"imageUri": "i"}}], "network": "n", "serviceAccount": "s@p.x"},
        "trials": [{"id": "1", "state": "SUCCEEDED"}], "state": "JOB_STATE_SUCCEEDED"})");
    row("tuning job with labels gcloud would refuse in a flag", R"({"displayName": "hp", "maxTrialCount": 1,
        "parallelTrialCount": 1, "labels": {"Upper": "x"}, "studySpec": {}, "trialJobSpec": {}})");
}

// Job -> argv + config -> job, both from the words and from the shell text.
void TestVertexGcloud::roundTrip()
{
    QFETCH(QString, jobJson);
    const VertexJob job = jobFromJson(jobJson.toStdString());
    const GcloudCommand command = commandOf(job, "europe-west4");
    const auto back = vertexJobFromGcloudCommand(command.argv, command.configYaml);
    QVERIFY2(back, (back.error.toString() + "\n" + command.text() + "\n" + command.configYaml).c_str());
    QCOMPARE(asJson(back->job), asJson(withoutOutput(job)));
    QCOMPARE(QString::fromStdString(back->region), QStringLiteral("europe-west4"));

    const auto typed = vertexJobFromGcloudCommandLine(command.text("my config.yaml"), command.configYaml);
    QVERIFY2(typed, (typed.error.toString() + "\n" + command.text()).c_str());
    QCOMPARE(asJson(typed->job), asJson(withoutOutput(job)));
}

// Which fields become flags, and which stay in the file.
void TestVertexGcloud::placement_data()
{
    QTest::addColumn<QString>("jobJson");
    QTest::addColumn<QString>("argv");
    QTest::addColumn<QString>("config");
    QTest::newRow("flags only") << QStringLiteral(R"({"displayName": "x", "labels": {"a": "1"}, "jobSpec": {
        "workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4", "acceleratorType": "NVIDIA_TESLA_T4",
        "acceleratorCount": 1}, "replicaCount": "1", "containerSpec": {"imageUri": "gcr.io/p/i", "args": ["--a", "1,2"]}}],
        "serviceAccount": "s@p.x"}})")
                                << words({ "gcloud", "ai", "custom-jobs", "create", "--region=us-central1", "--display-name=x",
                                       "--worker-pool-spec=machine-type=n1-standard-4,replica-count=1,accelerator-type=NVIDIA_TESLA_T4,"
                                       "accelerator-count=1,container-image-uri=gcr.io/p/i",
                                       "--args=^;^--a;1,2", "--service-account=s@p.x", "--labels=a=1" })
                                << QString();
    QTest::newRow("env sends the pools to the file") << QStringLiteral(R"({"displayName": "x", "jobSpec": {
        "workerPoolSpecs": [{"replicaCount": "1", "containerSpec": {"imageUri": "i", "env": [{"name": "A", "value": "b"}]}}]}})")
                                                     << words({ "gcloud", "ai", "custom-jobs", "create", "--region=us-central1",
                                                            "--display-name=x", "--config=config.yaml" })
                                                     << QStringLiteral("workerPoolSpecs:\n  - containerSpec:\n      imageUri: i\n"
                                                                       "      env:\n        - name: A\n          value: b\n    replicaCount: 1\n");
    QTest::newRow("tuning job") << QStringLiteral(R"({"displayName": "t", "maxTrialCount": 4, "parallelTrialCount": 2,
        "studySpec": {"algorithm": "RANDOM_SEARCH"}, "trialJobSpec": {"network": "n"}})")
                                << words({ "gcloud", "ai", "hp-tuning-jobs", "create", "--region=us-central1", "--display-name=t",
                                       "--max-trial-count=4", "--parallel-trial-count=2", "--config=config.yaml" })
                                << QStringLiteral("studySpec:\n  algorithm: RANDOM_SEARCH\ntrialJobSpec:\n  network: 'n'\n"); // "n" is false to PyYAML
}

void TestVertexGcloud::placement()
{
    QFETCH(QString, jobJson);
    QFETCH(QString, argv);
    QFETCH(QString, config);
    const GcloudCommand command = commandOf(jobFromJson(jobJson.toStdString()), "us-central1");
    QCOMPARE(words(command.argv), argv);
    QCOMPARE(QString::fromStdString(command.configYaml), config);
}

// gcloud's rules for flags over the file.
void TestVertexGcloud::precedence_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("expected");
    const char* pools = "workerPoolSpecs:\n- replicaCount: 1\n  containerSpec: {imageUri: i, args: [old]}\n"
                        "- replicaCount: 2\n  pythonPackageSpec: {executorImageUri: e, pythonModule: m}\nnetwork: file\n";
    QTest::newRow("flags override the file") << C + QStringLiteral(" --config=c.yaml --network=flag --service-account=s@p.x")
                                             << QString::fromUtf8(pools)
                                             << QStringLiteral(R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [
        {"replicaCount": "1", "containerSpec": {"imageUri": "i", "args": ["old"]}},
        {"replicaCount": "2", "pythonPackageSpec": {"executorImageUri": "e", "pythonModule": "m"}}],
        "network": "flag", "serviceAccount": "s@p.x"}})");
    QTest::newRow("--args and --command reach the file's pools")
        << C + QStringLiteral(" --config=c.yaml --args=x,y --command=run") << QString::fromUtf8(pools)
        << QStringLiteral(R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [
        {"replicaCount": "1", "containerSpec": {"imageUri": "i", "args": ["x", "y"], "command": ["run"]}},
        {"replicaCount": "2", "pythonPackageSpec": {"executorImageUri": "e", "pythonModule": "m", "args": ["x", "y"]}}],
        "network": "file"}})");
    QTest::newRow("--worker-pool-spec replaces the file's pools")
        << C + QStringLiteral(" --config=c.yaml --worker-pool-spec=container-image-uri=j --worker-pool-spec= "
                              "--worker-pool-spec=executor-image-uri=e,python-module=m,accelerator-type=nvidia-tesla-v100 "
                              "--python-package-uris=gs://b/p.tar.gz")
        << QString::fromUtf8(pools)
        << QStringLiteral(R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [
        {"machineSpec": {}, "replicaCount": "1", "containerSpec": {"imageUri": "j"}}, {},
        {"machineSpec": {"acceleratorType": "NVIDIA_TESLA_V100", "acceleratorCount": 1}, "replicaCount": "1",
         "pythonPackageSpec": {"executorImageUri": "e", "pythonModule": "m", "packageUris": ["gs://b/p.tar.gz"]}}],
        "network": "file"}})");
    QTest::newRow("repeated labels merge; kms key from its parts")
        << C + QStringLiteral(" --worker-pool-spec=container-image-uri=i --labels=a=1 --labels=b=2,a=3 --kms-key=k "
                              "--kms-keyring=r --kms-location=l --kms-project=p")
        << QString()
        << QStringLiteral(R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [{"machineSpec": {}, "replicaCount": "1",
        "containerSpec": {"imageUri": "i"}}]}, "labels": {"a": "3", "b": "2"},
        "encryptionSpec": {"kmsKeyName": "projects/p/locations/l/keyRings/r/cryptoKeys/k"}})");
    QTest::newRow("tuning counts default to 1") << H << QStringLiteral("studySpec: {}\n")
                                                << QStringLiteral(R"({"displayName": "d", "maxTrialCount": 1,
        "parallelTrialCount": 1, "studySpec": {}})");
    QTest::newRow("tuning flags over the file")
        << H + QStringLiteral(" --max-trial-count=9 --algorithm=grid-search --network=n --enable-web-access")
        << QStringLiteral("displayName: file\nmaxTrialCount: 3\nparallelTrialCount: 2\nstudySpec: {algorithm: RANDOM_SEARCH}\n")
        << QStringLiteral(R"({"displayName": "d", "maxTrialCount": 9, "parallelTrialCount": 2,
        "studySpec": {"algorithm": "GRID_SEARCH"}, "trialJobSpec": {"network": "n", "enableWebAccess": true}})");
    QTest::newRow("a flag of 0 leaves the file's count") << H + QStringLiteral(" --max-trial-count=0")
                                                         << QStringLiteral("maxTrialCount: 5\nparallelTrialCount: 1\n")
                                                         << QStringLiteral(R"({"displayName": "d", "maxTrialCount": 5,
        "parallelTrialCount": 1})");
}

void TestVertexGcloud::precedence()
{
    QFETCH(QString, command);
    QFETCH(QString, config);
    QFETCH(QString, expected);
    const auto job = vertexJobFromGcloudCommandLine(command.toStdString(), config.toStdString());
    QVERIFY2(job, job.error.toString().c_str());
    QCOMPARE(asJson(job->job), asJson(jobFromJson(expected.toStdString())));
}

void TestVertexGcloud::errors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* name, const QString& command, const char* path, const char* message,
                         const QString& config = {}) {
        QTest::newRow(name) << command << config << QString::fromUtf8(path) << QString::fromUtf8(message);
    };
    const QString pool = QStringLiteral(" --worker-pool-spec=container-image-uri=i");
    row("not gcloud", QStringLiteral("kubectl apply -f x"), "", "expected `gcloud ai custom-jobs create");
    row("v1 command", QStringLiteral("gcloud ai-platform jobs submit training j"), "", "expected `gcloud ai");
    row("unknown flag", C + pool + QStringLiteral(" --frobnicate=1"), "--frobnicate", "unknown flag");
    row("flag of the other command", C + pool + QStringLiteral(" --max-trial-count=3"), "--max-trial-count",
        "is not a flag of `gcloud ai custom-jobs create`");
    row("pool flag on a tuning job", H + pool, "--worker-pool-spec", "is not a flag of `gcloud ai hp-tuning-jobs create`");
    row("no display name", QStringLiteral("gcloud ai custom-jobs create") + pool, "--display-name", "is required");
    row("no pools and no config", C, "--worker-pool-spec", "needs --worker-pool-spec or --config");
    row("tuning job without config", QStringLiteral("gcloud ai hp-tuning-jobs create --display-name=d"), "--config",
        "is required");
    row("both images", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,executor-image-uri=e"),
        "--worker-pool-spec", "exactly one of keys");
    row("no image", C + QStringLiteral(" --worker-pool-spec=machine-type=n1-standard-4"), "--worker-pool-spec",
        "exactly one of keys");
    row("module with a container", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,python-module=m"),
        "--worker-pool-spec", "not allowed together");
    row("executor without module", C + QStringLiteral(" --worker-pool-spec=executor-image-uri=e"), "--worker-pool-spec",
        "[python-module] is required");
    row("unknown key", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,gpus=2"), "--worker-pool-spec",
        "unknown key \"gpus\"");
    row("autopackaging", C + QStringLiteral(" --worker-pool-spec=executor-image-uri=e,local-package-path=.,script=t.py"),
        "--worker-pool-spec", "build and push the image");
    row("replica count not a number", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,replica-count=two"),
        "--worker-pool-spec", "[replica-count]: expected an integer");
    row("bad accelerator", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,accelerator-type='t 4'"),
        "--worker-pool-spec", "not an accelerator type");
    row("key twice", C + QStringLiteral(" --worker-pool-spec=container-image-uri=i,container-image-uri=j"),
        "--worker-pool-spec", "given twice");
    row("empty first pool", C + QStringLiteral(" --worker-pool-spec= --worker-pool-spec=container-image-uri=i"),
        "--worker-pool-spec", "cannot be empty");
    row("bad pool syntax", C + QStringLiteral(" --worker-pool-spec=container-image-uri"), "--worker-pool-spec",
        "bad syntax");
    row("bad label", C + pool + QStringLiteral(" --labels=Team=x"), "--labels", "invalid key");
    row("kms key id without its parts", C + pool + QStringLiteral(" --kms-key=k"), "--kms-key", "full name");
    row("kms part without key", C + pool + QStringLiteral(" --kms-project=p"), "--kms-project", "needs --kms-key");
    row("bad algorithm", H + QStringLiteral(" --algorithm=bayes"), "--algorithm", "not one of");
    row("bad count", H + QStringLiteral(" --max-trial-count=lots"), "--max-trial-count", "expected an integer");
    row("switch with a value", C + pool + QStringLiteral(" --enable-web-access=yes"), "--enable-web-access",
        "takes no value");
    row("value missing", C + pool + QStringLiteral(" --region"), "--region", "expects a value");
    row("user args", C + pool + QStringLiteral(" -- --epochs=3"), "--", "--args");
    row("stray word", C + pool + QStringLiteral(" job1"), "", "unexpected argument \"job1\"");
    row("config without flag", C + pool, "--config", "no --config flag", QStringLiteral("network: n\n"));
    row("config error keeps its path", C + QStringLiteral(" --config=c.yaml"), "workerPoolSpecs[0].replicaCount",
        "expected an integer", QStringLiteral("workerPoolSpecs:\n- replicaCount: x\n"));
    row("a whole CustomJob as the config", C + QStringLiteral(" --config=c.yaml"), "--config", "takes the CustomJobSpec alone",
        QStringLiteral("displayName: x\njobSpec:\n  workerPoolSpecs: []\n"));
    row("shell error", C + QStringLiteral(" --region=$REGION"), "", "");
}

void TestVertexGcloud::errors()
{
    QFETCH(QString, command);
    QFETCH(QString, config);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto job = vertexJobFromGcloudCommandLine(command.toStdString(), config.toStdString());
    QVERIFY2(!job, "the command must be refused");
    QCOMPARE(QString::fromStdString(job.error.path), path);
    QVERIFY2(QString::fromStdString(job.error.message).contains(message), job.error.message.c_str());
}

void TestVertexGcloud::recognizesCommands()
{
    QVERIFY(isVertexGcloudCommand({ "gcloud", "ai", "custom-jobs", "create", "--display-name=x" }));
    QVERIFY(isVertexGcloudCommand({ "/usr/bin/gcloud", "beta", "ai", "hp-tuning-jobs", "create" }));
    QVERIFY(!isVertexGcloudCommand({ "gcloud", "ai-platform", "jobs", "submit", "training", "j" }));
    QVERIFY(!isVertexGcloudCommand({ "gcloud", "ai", "custom-jobs", "--region=r", "create" }));
    QVERIFY(!isVertexGcloudCommand({}));
}

QTEST_GUILESS_MAIN(TestVertexGcloud)
#include "tst_vertexgcloud.moc"
