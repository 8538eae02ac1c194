#include "testfixtures.h"

#include "spec/gcloudcommand.h"
#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

using namespace trainyard::spec;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;
using json = nlohmann::json;

namespace {

const QString G = QStringLiteral("gcloud ai-platform jobs submit training j1");

Job jobFromJsonString(const QString& text)
{
    const auto job = jobFromJsonText(text.toStdString());
    if (!job)
        qFatal("bad test JSON: %s", job.error.toString().c_str());
    return *job.value;
}

QString wordsJson(const std::vector<std::string>& words)
{
    return js(json(words));
}

QString errorText(const DecodeError& error)
{
    return QString::fromStdString(error.toString());
}

std::string readExample(const QString& relative)
{
    QFile file(QStringLiteral(TRAINYARD_EXAMPLES) + QLatin1Char('/') + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open example %s", qPrintable(relative));
    return file.readAll().toStdString();
}

// What the shell does with the variables a seed sets before its command (parseShellWords expands none).
QString expand(QString text, std::vector<std::pair<QString, QString>> variables)
{
    std::sort(variables.begin(), variables.end(),
        [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    for (const auto& [name, value] : variables) {
        text.replace(QStringLiteral("${") + name + QLatin1Char('}'), value);
        text.replace(QLatin1Char('$') + name, value);
    }
    return text;
}

// toGcloudCommand → text() → parseShellWords → jobFromGcloudCommand gives the job back.
void checkRoundTrip(const Job& job)
{
    const GcloudCommand command = toGcloudCommand(job);
    const auto words = parseShellWords(command.text());
    QVERIFY2(words, qPrintable(errorText(words.error)));
    QCOMPARE(wordsJson(*words), wordsJson(command.argv));
    QCOMPARE(command.configYaml.empty(),
        std::find(command.argv.begin(), command.argv.end(), "--config=config.yaml") == command.argv.end());
    const auto back = jobFromGcloudCommand(*words, command.configYaml);
    QVERIFY2(back,
        qPrintable(errorText(back.error) + QStringLiteral("\n")
            + QString::fromStdString(command.text() + "\n" + command.configYaml)));
    QCOMPARE(js(toJson(*back)), js(toJson(withoutOutputFields(job))));
}

} // namespace

class TestGcloudCommand : public QObject {
    Q_OBJECT

private slots:
    // script() picks a here-document delimiter no line of the config equals; splitGcloudScript reads it back.
    void scriptSplitsBack()
    {
        trainyard::spec::GcloudCommand command;
        command.argv = { "gcloud", "ai", "custom-jobs", "create", "--config=config.yaml" };
        command.configYaml = "a: 1\nEOF\nEOF_1\n  EOF_2\n"; // an indented line is no delimiter
        const std::string script = command.script();
        QVERIFY(script.starts_with("cat > config.yaml <<'EOF_2'\n"));
        const auto split = trainyard::spec::splitGcloudScript(script);
        QVERIFY(split);
        QCOMPARE(std::string(split->configYaml), command.configYaml);
        QCOMPARE(std::string(split->commandLine), command.text() + "\n");
        QVERIFY(!trainyard::spec::splitGcloudScript("cat > config.yaml <<'EOF'\na: 1\n"));
        QCOMPARE(std::string(trainyard::spec::splitGcloudScript("gcloud ai custom-jobs create")->commandLine), std::string("gcloud ai custom-jobs create"));
    }
    void roundTrip_data();
    void roundTrip();
    void seed003JobSpecAsCommand();
    void whatGoesWhere();
    void configPathInText();
    void flags_data();
    void flags();
    void precedence_data();
    void precedence();
    void errors_data();
    void errors();
    void configErrorKeepsItsLine();
    void seedCommands_data();
    void seedCommands();
    void shellWords_data();
    void shellWords();
    void shellWordErrors_data();
    void shellWordErrors();
    void shellQuote_data();
    void shellQuote();
};

void TestGcloudCommand::roundTrip_data()
{
    QTest::addColumn<QString>("jobJson");
    for (const QString& file : fixtureFiles(QStringLiteral("jobs"), { QStringLiteral("*.json") }))
        QTest::newRow(qPrintable(file)) << QString::fromStdString(readFixture(file));
    const QDir examples(QStringLiteral(TRAINYARD_EXAMPLES) + QStringLiteral("/configs"));
    for (const QString& name : examples.entryList({ QStringLiteral("*.yaml") }, QDir::Files, QDir::Name)) {
        const auto job = jobFromYaml(readExample(QStringLiteral("configs/") + name));
        if (!job)
            qFatal("examples/configs/%s: %s", qPrintable(name), job.error.toString().c_str());
        QTest::newRow(qPrintable(QStringLiteral("examples/configs/") + name))
            << QString::fromStdString(toJsonText(*job));
    }

    // Jobs at the edges of what each flag can say.
    const auto row = [](const char* name, const char* text) { QTest::newRow(name) << QString::fromUtf8(text); };
    row("no job id", R"({"trainingInput": {"region": "us-central1"}})");
    row("empty job id", R"({"jobId": "", "trainingInput": {"region": "us-central1"}})");
    row("job id like a flag", R"({"jobId": "-x", "labels": {"a": "b"}})");
    row("nothing at all", R"({})");
    row("empty trainingInput", R"({"jobId": "a", "trainingInput": {}})");
    row("empty masterConfig", R"({"jobId": "a", "trainingInput": {"masterConfig": {}}})");
    row("empty masterConfig beside an image flag",
        R"({"jobId": "a", "trainingInput": {"masterConfig": {"imageUri": "gcr.io/p/i:1"}, "workerConfig": {}}})");
    row("README daemon job", R"({"jobId": "digits_1", "trainingInput": {"region": "local", "runtimeVersion": "2.11",
        "packageUris": ["/home/u/trainyard/examples/digits", "dist/dep-1.0.tar.gz"], "pythonModule": "trainer.task",
        "args": ["--epochs", "20"], "jobDir": "/tmp/digits_1", "pythonInterpreter": "/usr/bin/python3"}})");
    row("package folder with a trailing slash",
        R"({"jobId": "a", "trainingInput": {"packageUris": ["examples/digits/"], "pythonModule": "trainer.task"}})");
    row("package folder at the root",
        R"({"jobId": "a", "trainingInput": {"packageUris": ["/"], "pythonModule": "trainer"}})");
    row("package folder without a module", R"({"jobId": "a", "trainingInput": {"packageUris": ["examples/digits"]}})");
    row("package folder with an odd module",
        R"({"jobId": "a", "trainingInput": {"packageUris": ["examples/digits"], "pythonModule": "9lives.task"}})");
    row("package folder not first",
        R"({"jobId": "a", "trainingInput": {"packageUris": ["gs://b/p.tar.gz", "examples/digits"], "pythonModule": "trainer.task"}})");
    row("packages with commas, carets and an empty one",
        R"({"jobId": "a", "trainingInput": {"packageUris": ["^x^y.whl", "gs://b/a,b.tar.gz", ""]}})");
    row("one empty package", R"({"jobId": "a", "trainingInput": {"packageUris": [""]}})");
    row("no packages", R"({"jobId": "a", "trainingInput": {"packageUris": []}})");
    row("labels gcloud refuses", R"({"jobId": "a", "labels": {"Team": "x", "ok": "y"}})");
    row("international label", R"({"jobId": "a", "labels": {"équipe": "données"}})");
    row("empty label value", R"({"jobId": "a", "labels": {"a": "", "b": "2"}})");
    row("empty labels", R"({"jobId": "a", "labels": {}})");
    row("accelerator types and counts no flag says",
        R"({"jobId": "a", "trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "nvidia-lowercase", "count": "1"}},
        "workerConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "0"}},
        "parameterServerConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_T4"}},
        "evaluatorConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "1"}}}})");
    row("unspecified accelerator",
        R"({"jobId": "a", "trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "ACCELERATOR_TYPE_UNSPECIFIED", "count": "1"}}}})");
    row("pools the flags cannot say",
        R"({"jobId": "a", "trainingInput": {"workerType": "n1-standard-4", "workerCount": "0", "parameterServerCount": "2",
        "evaluatorType": "n1-standard-4", "evaluatorCount": "1"}})");
    row("pool type without count", R"({"jobId": "a", "trainingInput": {"workerType": "n1-standard-4"}})");
    row("job dirs", R"({"jobId": "a", "trainingInput": {"jobDir": "gs://bucket"}})");
    row("job dir bucket root", R"({"jobId": "a", "trainingInput": {"jobDir": "gs://bucket/"}})");
    row("user args the shell would eat",
        R"({"jobId": "a", "trainingInput": {"args": ["it's", "say \"hi\"", "a b", "", "line1\nline2", "$HOME", "`x`", "--", "*", "~", "#", "-", "é"]}})");
    row("empty user args", R"({"jobId": "a", "trainingInput": {"args": []}})");
    row("false switches",
        R"({"jobId": "a", "trainingInput": {"enableWebAccess": false, "useChiefInTfConfig": false}})");
    row("identity gcloud refuses",
        R"({"jobId": "a", "trainingInput": {"serviceAccount": "bob", "encryptionConfig": {"kmsKeyName": "keyRings/r"}}})");
    row("kms key beside an unknown field",
        R"({"jobId": "a", "trainingInput": {"encryptionConfig": {"kmsKeyName": "projects/p/locations/l/keyRings/r/cryptoKeys/k", "rotation": 7}}})");
    row("unknown scale tier", R"({"jobId": "a", "trainingInput": {"scaleTier": "MEGA_1"}})");
    row("every scale tier name", R"({"jobId": "a", "trainingInput": {"scaleTier": "PREMIUM_1"}})");
    row("empty image", R"({"jobId": "a", "trainingInput": {"masterConfig": {"imageUri": ""}}})");
    row("values like flags and with equals signs",
        R"({"jobId": "a", "trainingInput": {"region": "-x", "pythonModule": "a=b", "runtimeVersion": "", "masterType": "--y"}})");
    row("tpu and network",
        R"({"jobId": "a", "trainingInput": {"network": "projects/1/global/networks/v", "workerConfig": {"tpuTfVersion": "2.4", "imageUri": "gcr.io/p/w"}}})");
}

void TestGcloudCommand::roundTrip()
{
    QFETCH(QString, jobJson);
    checkRoundTrip(jobFromJsonString(jobJson));
}

void TestGcloudCommand::seed003JobSpecAsCommand()
{
    // Seed 003's Python job_spec: every field but scheduling has a flag.
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/seed003-job-spec.json")));
    QVERIFY(job);
    const GcloudCommand command = toGcloudCommand(*job);
    QCOMPARE(
        QString::fromStdString(command.text()), QStringLiteral(R"(gcloud ai-platform jobs submit training my_job_name \
    --scale-tier=custom \
    --packages=gs://my/trainer/path/package-0.0.0.tar.gz \
    --module-name=trainer.task \
    --job-dir=gs://my/training/job/directory \
    --region=us-central1 \
    --runtime-version=2.4 \
    --python-version=3.7 \
    --master-machine-type=complex_model_m \
    --worker-machine-type=complex_model_m \
    --worker-count=9 \
    --parameter-server-machine-type=large_model \
    --parameter-server-count=3 \
    --config=config.yaml \
    -- \
    --arg1 value1 \
    --arg2 value2)"));
    QCOMPARE(QString::fromStdString(command.configYaml),
        QStringLiteral("trainingInput:\n  scheduling:\n    maxWaitTime: 3600s\n    maxRunningTime: 7200s\n"));
}

void TestGcloudCommand::whatGoesWhere()
{
    const auto job = jobFromJsonText(readFixture(QStringLiteral("jobs/complete-with-output.json")));
    QVERIFY(job);
    const GcloudCommand command = toGcloudCommand(*job);
    const std::vector<std::string> expectedArgv {
        "gcloud",
        "ai-platform",
        "jobs",
        "submit",
        "training",
        "census_tuning_20240501_120000",
        "--scale-tier=custom",
        "--packages=gs://bucket/trainer/census-0.1.tar.gz,gs://bucket/deps/extra-1.0.tar.gz",
        "--module-name=trainer.task",
        "--job-dir=gs://bucket/jobs/census_tuning",
        "--region=europe-west4",
        "--runtime-version=2.4",
        "--python-version=3.7",
        "--master-machine-type=n1-highmem-8",
        "--master-accelerator=count=2,type=nvidia-tesla-t4",
        "--worker-machine-type=n1-standard-16",
        "--worker-count=4",
        "--worker-accelerator=count=2,type=nvidia-tesla-v100",
        "--parameter-server-machine-type=n1-highmem-4",
        "--parameter-server-count=2",
        "--use-chief-in-tf-config=false",
        "--service-account=trainer@my-project.iam.gserviceaccount.com",
        "--kms-key=projects/my-project/locations/europe-west4/keyRings/ml/cryptoKeys/jobs",
        "--enable-web-access",
        "--labels=owner=ana-silva,priority=p1,team=forecast",
        "--config=config.yaml",
        "--",
        "--train-files",
        "gs://bucket/data/adult.data.csv",
        "--num-epochs",
        "20",
    };
    QCOMPARE(wordsJson(command.argv), wordsJson(expectedArgv));
    // The config holds what no flag says, and nothing the flags say.
    const auto config = jobFromYaml(command.configYaml);
    QVERIFY(config);
    const json configJson = toJson(*config);
    std::set<std::string> keys;
    for (const auto& [key, value] : configJson.at("trainingInput").items())
        keys.insert(key);
    QCOMPARE(js(json(keys)),
        js(json(std::set<std::string> { "evaluatorCount", "evaluatorType", "hyperparameters", "masterConfig", "network",
            "scheduling", "workerConfig" })));
    QCOMPARE(js(configJson.at("trainingInput").at("masterConfig")),
        js(json::parse(R"({"diskConfig": {"bootDiskSizeGb": 200, "bootDiskType": "pd-standard"}})")));
    QCOMPARE(configJson.size(), std::size_t { 1 }); // no jobId, labels or output fields
}

void TestGcloudCommand::configPathInText()
{
    const Job job = jobFromJsonString(QStringLiteral(
        R"({"jobId": "a", "trainingInput": {"scheduling": {"maxRunningTime": "60s"}, "args": ["--config=config.yaml"]}})"));
    const GcloudCommand command = toGcloudCommand(job);
    const QString text = QString::fromStdString(command.text("/tmp/my dir/job config.yaml"));
    QCOMPARE(text,
        QStringLiteral("gcloud ai-platform jobs submit training a \\\n    --config='/tmp/my dir/job config.yaml' \\\n  "
                       "  -- \\\n    --config=config.yaml"));
    const auto words = parseShellWords(text.toStdString());
    QVERIFY(words);
    QCOMPARE(words->at(6), std::string("--config=/tmp/my dir/job config.yaml"));
    // The config path is whatever the file is called; the user arg of the same text is not the flag.
    const auto back = jobFromGcloudCommand(*words, command.configYaml);
    QVERIFY2(back, qPrintable(errorText(back.error)));
    QCOMPARE(js(toJson(*back)), js(toJson(job)));
}

void TestGcloudCommand::flags_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("needsConfig"); // writing the expected job back needs a config file

    const auto row = [](const char* name, const QString& command, const char* expected, bool needsConfig = false) {
        QTest::newRow(name) << command << QString::fromUtf8(expected) << needsConfig;
    };
    row("job id alone", G, R"({"jobId": "j1"})");
    row("--region VALUE", G + QStringLiteral(" --region us-east1"),
        R"({"jobId": "j1", "trainingInput": {"region": "us-east1"}})");
    row("--region=VALUE", G + QStringLiteral(" --region=europe-west4"),
        R"({"jobId": "j1", "trainingInput": {"region": "europe-west4"}})");
    row("flags before the job id", QStringLiteral("gcloud ai-platform jobs submit training --region us-east1 j1"),
        R"({"jobId": "j1", "trainingInput": {"region": "us-east1"}})");
    row("--job-dir", G + QStringLiteral(" --job-dir gs://b/jobs/1"),
        R"({"jobId": "j1", "trainingInput": {"jobDir": "gs://b/jobs/1"}})");
    row("--job-dir bucket, as gcloud writes it", G + QStringLiteral(" --job-dir=gs://b"),
        R"({"jobId": "j1", "trainingInput": {"jobDir": "gs://b/"}})");
    row("--package-path names the package; its parent is the root",
        G + QStringLiteral(" --package-path /src/app/trainer --module-name trainer.task"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["/src/app"], "pythonModule": "trainer.task"}})");
    row("--package-path relative", G + QStringLiteral(" --package-path=trainer/ --module-name=trainer.task"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["."], "pythonModule": "trainer.task"}})");
    row("--packages", G + QStringLiteral(" --packages gs://b/app-1.0.tar.gz,gs://b/dep.whl"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["gs://b/app-1.0.tar.gz", "gs://b/dep.whl"]}})");
    row("--package-path and --packages",
        G
            + QStringLiteral(
                " --packages=dist/dep-1.0.tar.gz --package-path=/src/app/trainer --module-name=trainer.task"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["/src/app", "dist/dep-1.0.tar.gz"], "pythonModule": "trainer.task"}})");
    row("--packages with another delimiter", G + QStringLiteral(" --packages='^;^gs://b/a,1.tar.gz;gs://b/c.whl'"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["gs://b/a,1.tar.gz", "gs://b/c.whl"]}})");
    row("no module name is not an error here", G + QStringLiteral(" --packages gs://b/p.tar.gz"),
        R"({"jobId": "j1", "trainingInput": {"packageUris": ["gs://b/p.tar.gz"]}})");
    row("--module-name", G + QStringLiteral(" --module-name trainer.task"),
        R"({"jobId": "j1", "trainingInput": {"pythonModule": "trainer.task"}})");
    row("--runtime-version --python-version", G + QStringLiteral(" --runtime-version 2.11 --python-version 3.7"),
        R"({"jobId": "j1", "trainingInput": {"runtimeVersion": "2.11", "pythonVersion": "3.7"}})");
    row("--scale-tier", G + QStringLiteral(" --scale-tier basic-gpu"),
        R"({"jobId": "j1", "trainingInput": {"scaleTier": "BASIC_GPU"}})");
    row("--scale-tier as the enum name", G + QStringLiteral(" --scale-tier=STANDARD_1"),
        R"({"jobId": "j1", "trainingInput": {"scaleTier": "STANDARD_1"}})");
    row("--master-machine-type", G + QStringLiteral(" --scale-tier custom --master-machine-type n1-highmem-8"),
        R"({"jobId": "j1", "trainingInput": {"scaleTier": "CUSTOM", "masterType": "n1-highmem-8"}})");
    row("--master-accelerator", G + QStringLiteral(" --master-accelerator count=2,type=nvidia-tesla-t4"),
        R"({"jobId": "j1", "trainingInput": {"masterConfig": {"acceleratorConfig": {"count": "2", "type": "NVIDIA_TESLA_T4"}}}})");
    row("--master-accelerator keys in any order",
        G + QStringLiteral(" --master-accelerator=type=nvidia-tesla-v100,count=8"),
        R"({"jobId": "j1", "trainingInput": {"masterConfig": {"acceleratorConfig": {"count": "8", "type": "NVIDIA_TESLA_V100"}}}})");
    row("workers",
        G
            + QStringLiteral(" --worker-machine-type n1-standard-8 --worker-count 3 --worker-accelerator "
                             "type=nvidia-tesla-v100,count=4"),
        R"({"jobId": "j1", "trainingInput": {"workerType": "n1-standard-8", "workerCount": "3",
            "workerConfig": {"acceleratorConfig": {"count": "4", "type": "NVIDIA_TESLA_V100"}}}})");
    row("parameter servers",
        G
            + QStringLiteral(" --parameter-server-machine-type n1-highmem-4 --parameter-server-count 2 "
                             "--parameter-server-accelerator count=1,type=nvidia-tesla-k80"),
        R"({"jobId": "j1", "trainingInput": {"parameterServerType": "n1-highmem-4", "parameterServerCount": "2",
            "parameterServerConfig": {"acceleratorConfig": {"count": "1", "type": "NVIDIA_TESLA_K80"}}}})");
    row("images",
        G
            + QStringLiteral(" --master-image-uri gcr.io/p/m:1 --worker-image-uri gcr.io/p/w:1 "
                             "--parameter-server-image-uri gcr.io/p/ps:1"),
        R"({"jobId": "j1", "trainingInput": {"masterConfig": {"imageUri": "gcr.io/p/m:1"}, "workerConfig": {"imageUri": "gcr.io/p/w:1"},
            "parameterServerConfig": {"imageUri": "gcr.io/p/ps:1"}}})");
    row("an empty image is ignored, as gcloud does", G + QStringLiteral(" --master-image-uri="), R"({"jobId": "j1"})");
    row("--use-chief-in-tf-config true", G + QStringLiteral(" --use-chief-in-tf-config true"),
        R"({"jobId": "j1", "trainingInput": {"useChiefInTfConfig": true}})");
    row("--use-chief-in-tf-config=no", G + QStringLiteral(" --use-chief-in-tf-config=No"),
        R"({"jobId": "j1", "trainingInput": {"useChiefInTfConfig": false}})");
    row("--labels with several entries", G + QStringLiteral(" --labels=team=forecast,owner=ana-silva,env="),
        R"({"jobId": "j1", "labels": {"env": "", "owner": "ana-silva", "team": "forecast"}})");
    row("--labels given twice", G + QStringLiteral(" --labels a=1 --labels b=2"),
        R"({"jobId": "j1", "labels": {"a": "1", "b": "2"}})");
    row("--service-account", G + QStringLiteral(" --service-account trainer@p.iam.gserviceaccount.com"),
        R"({"jobId": "j1", "trainingInput": {"serviceAccount": "trainer@p.iam.gserviceaccount.com"}})");
    row("--kms-key full name",
        G + QStringLiteral(" --kms-key projects/p/locations/us-central1/keyRings/r/cryptoKeys/k"),
        R"({"jobId": "j1", "trainingInput": {"encryptionConfig": {"kmsKeyName": "projects/p/locations/us-central1/keyRings/r/cryptoKeys/k"}}})");
    row("--kms-key in parts",
        G + QStringLiteral(" --kms-key k --kms-keyring r --kms-location us-central1 --kms-project p"),
        R"({"jobId": "j1", "trainingInput": {"encryptionConfig": {"kmsKeyName": "projects/p/locations/us-central1/keyRings/r/cryptoKeys/k"}}})");
    row("--enable-web-access", G + QStringLiteral(" --enable-web-access"),
        R"({"jobId": "j1", "trainingInput": {"enableWebAccess": true}})");
    row("flags that change nothing in the job",
        G
            + QStringLiteral(
                " --stream-logs --project my-project --staging-bucket gs://stage -q --verbosity=debug --format json"),
        R"({"jobId": "j1"})");
    row("--async", G + QStringLiteral(" --async"), R"({"jobId": "j1"})");
    row("beta: --network",
        QStringLiteral("gcloud beta ai-platform jobs submit training j1 --network projects/1/global/networks/v"),
        R"({"jobId": "j1", "trainingInput": {"network": "projects/1/global/networks/v"}})", true);
    row("alpha: --tpu-tf-version",
        QStringLiteral("gcloud alpha ai-platform jobs submit training j1 --tpu-tf-version 2.4"),
        R"({"jobId": "j1", "trainingInput": {"workerConfig": {"tpuTfVersion": "2.4"}}})", true);
    row("ml-engine, the old name", QStringLiteral("gcloud ml-engine jobs submit training j1 --region r"),
        R"({"jobId": "j1", "trainingInput": {"region": "r"}})");
    row("gcloud by its path",
        QStringLiteral("/usr/lib/google-cloud-sdk/bin/gcloud ai-platform jobs submit training j1"),
        R"({"jobId": "j1"})");
    row("user args with spaces and quotes",
        G + QStringLiteral(R"( -- --msg 'hello world' "it's" 'say "hi"' --empty '')"),
        R"({"jobId": "j1", "trainingInput": {"args": ["--msg", "hello world", "it's", "say \"hi\"", "--empty", ""]}})");
    row("empty user args", G + QStringLiteral(" --"), R"({"jobId": "j1", "trainingInput": {"args": []}})");
    row("user args are never flags", G + QStringLiteral(" --region r -- --region x -- y"),
        R"({"jobId": "j1", "trainingInput": {"region": "r", "args": ["--region", "x", "--", "y"]}})");
    row("empty job id", QStringLiteral("gcloud ai-platform jobs submit training '' --region r"),
        R"({"trainingInput": {"region": "r"}})");
    row("continuation lines",
        QStringLiteral("gcloud ai-platform jobs submit training j1 \\\n    --region us-east1 \\\n    --module-name "
                       "trainer.task\n"),
        R"({"jobId": "j1", "trainingInput": {"region": "us-east1", "pythonModule": "trainer.task"}})");
    row("the last of a repeated flag wins", G + QStringLiteral(" --region a --region b"),
        R"({"jobId": "j1", "trainingInput": {"region": "b"}})");
    row("a negative number is a value", G + QStringLiteral(" --region -5"),
        R"({"jobId": "j1", "trainingInput": {"region": "-5"}})");
}

void TestGcloudCommand::flags()
{
    QFETCH(QString, command);
    QFETCH(QString, expected);
    QFETCH(bool, needsConfig);
    const auto job = jobFromGcloudCommandLine(command.toStdString());
    QVERIFY2(job, qPrintable(errorText(job.error)));
    const Job expectedJob = jobFromJsonString(expected);
    QCOMPARE(js(toJson(*job)), js(toJson(expectedJob)));
    // And back: the job as a command says the same.
    QCOMPARE(!toGcloudCommand(expectedJob).configYaml.empty(), needsConfig);
    checkRoundTrip(expectedJob);
}

void TestGcloudCommand::precedence_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("expected");

    const QString withConfig = G + QStringLiteral(" --config config.yaml");
    QTest::newRow("a flag beats the file")
        << withConfig + QStringLiteral(" --region us-east1")
        << QStringLiteral("trainingInput:\n  region: europe-west4\n  runtimeVersion: '2.4'\n")
        << R"({"jobId": "j1", "trainingInput": {"region": "us-east1", "runtimeVersion": "2.4"}})";
    QTest::newRow("the file fills what the flags leave")
        << withConfig + QStringLiteral(" --worker-machine-type n1-standard-8 --worker-count 2")
        << QStringLiteral("trainingInput:\n  scaleTier: CUSTOM\n  masterType: n1-standard-8\n  workerCount: 9\n")
        << R"({"jobId": "j1", "trainingInput": {"scaleTier": "CUSTOM", "masterType": "n1-standard-8", "workerType": "n1-standard-8", "workerCount": "2"}})";
    QTest::newRow("an accelerator flag sets type and count, the rest stays")
        << withConfig + QStringLiteral(" --master-accelerator=count=4,type=nvidia-tesla-v100")
        << QStringLiteral("trainingInput:\n  masterConfig:\n    imageUri: gcr.io/p/i:1\n    acceleratorConfig: {type: "
                          "NVIDIA_TESLA_T4, count: 1, sharing: TIME_SLICED}\n")
        << R"({"jobId": "j1", "trainingInput": {"masterConfig": {"imageUri": "gcr.io/p/i:1",
              "acceleratorConfig": {"type": "NVIDIA_TESLA_V100", "count": "4", "sharing": "TIME_SLICED"}}}})";
    QTest::newRow("--labels replaces the file's labels")
        << withConfig + QStringLiteral(" --labels c=3") << QStringLiteral("labels: {a: '1', b: '2'}\n")
        << R"({"jobId": "j1", "labels": {"c": "3"}})";
    QTest::newRow("JOB beats the file's jobId")
        << withConfig << QStringLiteral("jobId: from_file\n") << R"({"jobId": "j1"})";
    QTest::newRow("an empty JOB leaves the file's jobId")
        << QStringLiteral("gcloud ai-platform jobs submit training '' --config=c.yaml")
        << QStringLiteral("jobId: from_file\n") << R"({"jobId": "from_file"})";
    QTest::newRow("user args replace the file's")
        << withConfig + QStringLiteral(" -- --b") << QStringLiteral("trainingInput:\n  args: [--a, '1']\n")
        << R"({"jobId": "j1", "trainingInput": {"args": ["--b"]}})";
    QTest::newRow("without --, the file's args stay")
        << withConfig << QStringLiteral("trainingInput:\n  args: [--a, '1']\n")
        << R"({"jobId": "j1", "trainingInput": {"args": ["--a", "1"]}})";
    QTest::newRow("--kms-key replaces the key name only")
        << withConfig + QStringLiteral(" --kms-key=projects/p/locations/l/keyRings/r/cryptoKeys/new")
        << QStringLiteral("trainingInput:\n  encryptionConfig: {kmsKeyName: "
                          "projects/p/locations/l/keyRings/r/cryptoKeys/old, rotation: 7}\n")
        << R"({"jobId": "j1", "trainingInput": {"encryptionConfig": {"kmsKeyName": "projects/p/locations/l/keyRings/r/cryptoKeys/new", "rotation": 7}}})";
    QTest::newRow("--packages replaces the file's list")
        << withConfig + QStringLiteral(" --packages gs://b/new.tar.gz")
        << QStringLiteral("trainingInput:\n  packageUris: [gs://b/old.tar.gz, gs://b/dep.whl]\n")
        << R"({"jobId": "j1", "trainingInput": {"packageUris": ["gs://b/new.tar.gz"]}})";
    QTest::newRow("a JSON config")
        << withConfig + QStringLiteral(" --scale-tier basic")
        << QStringLiteral(R"({"trainingInput": {"scaleTier": "CUSTOM", "region": "us-east1"}})")
        << R"({"jobId": "j1", "trainingInput": {"scaleTier": "BASIC", "region": "us-east1"}})";
    QTest::newRow("an empty config file") << withConfig << QString() << R"({"jobId": "j1"})";
}

void TestGcloudCommand::precedence()
{
    QFETCH(QString, command);
    QFETCH(QString, config);
    QFETCH(QString, expected);
    const auto job = jobFromGcloudCommandLine(command.toStdString(), config.toStdString());
    QVERIFY2(job, qPrintable(errorText(job.error)));
    QCOMPARE(js(toJson(*job)), js(toJson(jobFromJsonString(expected))));
}

void TestGcloudCommand::errors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    const auto row = [](const char* name, const QString& command, const char* path, const char* message,
                         const QString& config = {}) {
        QTest::newRow(name) << command << config << QString::fromUtf8(path) << QString::fromUtf8(message);
    };
    row("unknown flag, near miss", G + QStringLiteral(" --modul-name trainer.task"), "--modul-name",
        "did you mean --module-name?");
    row("unknown flag", G + QStringLiteral(" --frobnicate"), "--frobnicate", "unknown flag");
    row("unknown short flag", G + QStringLiteral(" -x"), "-x", "unknown flag");
    row("unknown flag after a wrong one", G + QStringLiteral(" --nope --region r"), "--nope", "unknown flag");
    row("bad scale tier", G + QStringLiteral(" --scale-tier huge"), "--scale-tier", "invalid choice \"huge\"");
    row("accelerator without keys", G + QStringLiteral(" --master-accelerator nvidia-tesla-t4"), "--master-accelerator",
        "bad syntax");
    row("accelerator without count", G + QStringLiteral(" --master-accelerator type=nvidia-tesla-t4"),
        "--master-accelerator", "key [count] required");
    row("accelerator without type", G + QStringLiteral(" --worker-accelerator count=1"), "--worker-accelerator",
        "key [type] required");
    row("accelerator count zero", G + QStringLiteral(" --master-accelerator count=0,type=nvidia-tesla-t4"),
        "--master-accelerator", "greater than 0");
    row("accelerator count not a number", G + QStringLiteral(" --master-accelerator count=two,type=nvidia-tesla-t4"),
        "--master-accelerator", "expected an integer");
    row("accelerator unknown key",
        G + QStringLiteral(" --parameter-server-accelerator count=1,type=nvidia-tesla-t4,memory=2"),
        "--parameter-server-accelerator", "valid keys are [count, type]");
    row("accelerator bad type", G + QStringLiteral(" --master-accelerator 'count=1,type=nvidia tesla'"),
        "--master-accelerator", "invalid accelerator type");
    row("accelerator unspecified",
        G + QStringLiteral(" --master-accelerator count=1,type=accelerator-type-unspecified"), "--master-accelerator",
        "invalid accelerator type");
    row("worker count not an integer", G + QStringLiteral(" --worker-machine-type n1-standard-4 --worker-count many"),
        "--worker-count", "expected an integer");
    row("worker count zero", G + QStringLiteral(" --worker-machine-type n1-standard-4 --worker-count 0"),
        "--worker-count", "at least 1");
    row("worker count without type", G + QStringLiteral(" --worker-count 2"), "--worker-machine-type",
        "must be given with --worker-count");
    row("parameter server type without count", G + QStringLiteral(" --parameter-server-machine-type large_model"),
        "--parameter-server-count", "must be given with --parameter-server-machine-type");
    row("missing job id", QStringLiteral("gcloud ai-platform jobs submit training --region r"), "JOB",
        "missing the job id");
    row("not gcloud", QStringLiteral("kubectl apply -f job.yaml"), "", "not a gcloud command");
    row("another gcloud command", QStringLiteral("gcloud ai-platform jobs submit prediction j1 --region r"), "",
        "found `gcloud ai-platform jobs submit prediction j1`");
    row("a second positional", G + QStringLiteral(" extra --region r"), "", "unexpected argument \"extra\"");
    row("value missing at the end", G + QStringLiteral(" --region"), "--region", "expects a value");
    row("value missing before a flag", G + QStringLiteral(" --region --module-name x"), "--region", "expects a value");
    row("a switch with a value", G + QStringLiteral(" --enable-web-access=true"), "--enable-web-access",
        "takes no value");
    row("local --job-dir", G + QStringLiteral(" --job-dir /tmp/out"), "--job-dir", "gs://BUCKET/PATH");
    row("label key", G + QStringLiteral(" --labels Team=x"), "--labels", "invalid key \"Team\"");
    row("label value", G + QStringLiteral(" --labels team=X"), "--labels", "invalid value \"X\"");
    row("label syntax", G + QStringLiteral(" --labels team"), "--labels", "bad syntax");
    row("label given twice", G + QStringLiteral(" --labels a=1 --labels a=2"), "--labels",
        "cannot be given more than once");
    row("boolean", G + QStringLiteral(" --use-chief-in-tf-config maybe"), "--use-chief-in-tf-config",
        "expected one of true, yes, false, no");
    row("service account", G + QStringLiteral(" --service-account bob"), "--service-account",
        "not a valid service account");
    row("kms parts without key", G + QStringLiteral(" --kms-keyring r"), "--kms-key", "not fully specified");
    row("kms key id without its parts", G + QStringLiteral(" --kms-key k --kms-keyring r"), "--kms-key",
        "not fully specified");
    row("kms bad name", G + QStringLiteral(" --kms-key projects/p/keyRings/r"), "--kms-key",
        "projects/P/locations/L/keyRings/R/cryptoKeys/K");
    row("beta flag in GA", G + QStringLiteral(" --network projects/1/global/networks/v"), "--network", "gcloud beta");
    row("--async with --stream-logs", G + QStringLiteral(" --async --stream-logs"), "--stream-logs", "--async");
    row("list delimiter", G + QStringLiteral(" --packages '^^a'"), "--packages", "invalid delimiter");
    row("staging bucket", G + QStringLiteral(" --staging-bucket stage"), "--staging-bucket", "gs://BUCKET");
    row("config text without --config", G, "--config", "no --config flag", QStringLiteral("trainingInput: {}\n"));
    row("shell syntax", G + QStringLiteral(" --region 'us"), "", "never closed");
}

void TestGcloudCommand::errors()
{
    QFETCH(QString, command);
    QFETCH(QString, config);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto job = jobFromGcloudCommandLine(command.toStdString(), config.toStdString());
    QVERIFY2(!job, "the command was accepted");
    QCOMPARE(QString::fromStdString(job.error.path), path);
    QVERIFY2(QString::fromStdString(job.error.message).contains(message), qPrintable(errorText(job.error)));
}

void TestGcloudCommand::configErrorKeepsItsLine()
{
    const auto job = jobFromGcloudCommandLine(
        (G + QStringLiteral(" --config=config.yaml")).toStdString(), "trainingInput:\n  workerCount: many\n");
    QVERIFY(!job);
    QCOMPARE(job.error.path, std::string("trainingInput.workerCount"));
    QCOMPARE(job.error.line, 2);
    QCOMPARE(job.error.column, 16);
}

void TestGcloudCommand::seedCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("configFixture");
    QTest::addColumn<QString>("expected");

    // Seed 003 ("Como executar um job de treinamento"): the variables it sets, with a fixed time for `date`.
    const std::vector<std::pair<QString, QString>> seed003 {
        { QStringLiteral("PACKAGE_PATH"), QStringLiteral("/path/to/your/application/sources") },
        { QStringLiteral("JOB_NAME"), QStringLiteral("your_name_20240501_120000") },
        { QStringLiteral("MODULE_NAME"), QStringLiteral("trainer.task") },
        { QStringLiteral("JOB_DIR"), QStringLiteral("gs://your/chosen/job/output/path") },
        { QStringLiteral("REGION"), QStringLiteral("us-east1") },
        { QStringLiteral("RUNTIME_VERSION"), QStringLiteral("2.4") },
    };
    // --package-path names the sources folder; gcloud builds the package with its parent as root.
    QTest::newRow("seed 003, example 1: flags only") << expand(
        QStringLiteral(R"(gcloud ai-platform jobs submit training $JOB_NAME \
        --scale-tier basic \
        --package-path $PACKAGE_PATH \
        --module-name $MODULE_NAME \
        --job-dir $JOB_DIR \
        --region $REGION \
        -- \
        --user_first_arg=first_arg_value \
        --user_second_arg=second_arg_value)"),
        seed003) << QString() << R"({"jobId": "your_name_20240501_120000", "trainingInput": {"scaleTier": "BASIC",
        "packageUris": ["/path/to/your/application"], "pythonModule": "trainer.task", "jobDir": "gs://your/chosen/job/output/path",
        "region": "us-east1", "args": ["--user_first_arg=first_arg_value", "--user_second_arg=second_arg_value"]}})";
    QTest::newRow("seed 003, example 2: config.yaml and flags")
        << expand(QStringLiteral(R"(gcloud ai-platform jobs submit training $JOB_NAME \
        --package-path $PACKAGE_PATH \
        --module-name $MODULE_NAME \
        --job-dir $JOB_DIR \
        --region $REGION \
        --config config.yaml \
        -- \
        --user_first_arg=first_arg_value \
        --user_second_arg=second_arg_value)"),
               seed003)
        << QStringLiteral("yaml/seed003-example2.yaml") << R"({"jobId": "your_name_20240501_120000", "trainingInput": {
        "scaleTier": "CUSTOM", "masterType": "complex_model_m", "workerType": "complex_model_m", "parameterServerType": "large_model",
        "workerCount": "9", "parameterServerCount": "3", "runtimeVersion": "2.4", "pythonVersion": "3.7",
        "scheduling": {"maxWaitTime": "3600s", "maxRunningTime": "7200s"},
        "packageUris": ["/path/to/your/application"], "pythonModule": "trainer.task", "jobDir": "gs://your/chosen/job/output/path",
        "region": "us-east1", "args": ["--user_first_arg=first_arg_value", "--user_second_arg=second_arg_value"]}})";

    // Seed 004 ("Container in AI Platform Training verwenden"). The first example leaves JOB_NAME and
    // REGION to the reader; PROJECT_ID comes from `gcloud config list`.
    const std::vector<std::pair<QString, QString>> seed004 {
        { QStringLiteral("JOB_NAME"), QStringLiteral("custom_container_job_20240501_120000") },
        { QStringLiteral("REGION"), QStringLiteral("us-central1") },
        { QStringLiteral("PROJECT_ID"), QStringLiteral("my-project") },
        { QStringLiteral("IMAGE_URI"),
            QStringLiteral("gcr.io/my-project/example_custom_container_image:example_image_tag") },
        { QStringLiteral("BUCKET_NAME"), QStringLiteral("custom_containers") },
        { QStringLiteral("MODEL_DIR"), QStringLiteral("example_model_20240501_120000") },
    };
    QTest::newRow("seed 004: a custom container")
        << expand(QStringLiteral(R"(gcloud ai-platform jobs submit training $JOB_NAME \
  --region $REGION \
  --master-image-uri $IMAGE_URI \
  -- \
  --model-dir=gs://$BUCKET_NAME/$MODEL_DIR \
  --epochs=10)"),
               seed004)
        << QString() << R"({"jobId": "custom_container_job_20240501_120000", "trainingInput": {"region": "us-central1",
        "masterConfig": {"imageUri": "gcr.io/my-project/example_custom_container_image:example_image_tag"},
        "args": ["--model-dir=gs://custom_containers/example_model_20240501_120000", "--epochs=10"]}})";
    const std::vector<std::pair<QString, QString>> seed004Distributed {
        { QStringLiteral("MASTER_IMAGE_URI"), QStringLiteral("gcr.io/my-project/master_image_name:master_tag") },
        { QStringLiteral("WORKER_IMAGE_URI"), QStringLiteral("gcr.io/my-project/worker_image_name:worker_tag") },
        { QStringLiteral("PS_IMAGE_URI"), QStringLiteral("gcr.io/my-project/ps_image_name:ps_tag") },
        { QStringLiteral("BUCKET_NAME"), QStringLiteral("custom_containers") },
        { QStringLiteral("MODEL_DIR"), QStringLiteral("distributed_example_20240501_120000") },
        { QStringLiteral("REGION"), QStringLiteral("us-central1") },
        { QStringLiteral("JOB_NAME"), QStringLiteral("distributed_container_job_20240501_120000") },
    };
    QTest::newRow("seed 004: distributed custom containers") << expand(
        QStringLiteral(R"(gcloud ai-platform jobs submit training $JOB_NAME \
  --region $REGION \
  --master-machine-type complex_model_m \
  --master-image-uri $MASTER_IMAGE_URI \
  --worker-machine-type complex_model_m \
  --worker-image-uri $WORKER_IMAGE_URI \
  --worker-count 9 \
  --parameter-server-machine-type large_model \
  --parameter-server-image-uri $PS_IMAGE_URI \
  --parameter-server-count 3 \
  -- \
  --model-dir=gs://$BUCKET_NAME/$MODEL_DIR \
  --epochs=10)"),
        seed004Distributed) << QString() << R"({"jobId": "distributed_container_job_20240501_120000", "trainingInput": {
        "region": "us-central1", "masterType": "complex_model_m", "masterConfig": {"imageUri": "gcr.io/my-project/master_image_name:master_tag"},
        "workerType": "complex_model_m", "workerCount": "9", "workerConfig": {"imageUri": "gcr.io/my-project/worker_image_name:worker_tag"},
        "parameterServerType": "large_model", "parameterServerCount": "3",
        "parameterServerConfig": {"imageUri": "gcr.io/my-project/ps_image_name:ps_tag"},
        "args": ["--model-dir=gs://custom_containers/distributed_example_20240501_120000", "--epochs=10"]}})";
}

void TestGcloudCommand::seedCommands()
{
    QFETCH(QString, command);
    QFETCH(QString, configFixture);
    QFETCH(QString, expected);
    const std::string config = configFixture.isEmpty() ? std::string() : readFixture(configFixture);
    const auto job = jobFromGcloudCommandLine(command.toStdString(), config);
    QVERIFY2(job, qPrintable(errorText(job.error)));
    const Job expectedJob = jobFromJsonString(expected);
    QCOMPARE(js(toJson(*job)), js(toJson(expectedJob)));
    checkRoundTrip(expectedJob);
}

void TestGcloudCommand::shellWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("words");
    const auto row = [](const char* name, const char* text, const char* words) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(words);
    };
    row("plain", "a b  c", R"(["a", "b", "c"])");
    row("single quotes", R"('a b' 'it'\''s')", R"(["a b", "it's"])");
    row("double quotes", R"("a \"b\" \\ \$ c")", R"(["a \"b\" \\ $ c"])");
    row("other backslashes stay in double quotes", R"("a\nb")", R"(["a\\nb"])");
    row("backslash escapes", R"(a\ b \'c)", R"(["a b", "'c"])");
    row("pieces make one word", R"(--x='a b'"c"d)", R"(["--x=a bcd"])");
    row("empty words", R"('' "")", R"(["", ""])");
    row("continuations", "a \\\n  b \\\r\n c", R"(["a", "b", "c"])");
    row("a continuation inside a word", "ab\\\ncd", R"(["abcd"])");
    row("a continuation inside double quotes", "\"ab\\\ncd\"", R"(["abcd"])");
    row("comments", "# submit the job\n  a # the rest is a comment\n", R"(["a"])");
    row("# inside a word", "a#b", R"(["a#b"])");
    row("a lone dollar", "cost $ 5", R"(["cost", "$", "5"])");
    row("dollar in single quotes", "'$HOME'", R"(["$HOME"])");
    row("escaped dollar", "\\$HOME \"\\$HOME\"", R"(["$HOME", "$HOME"])");
    row("newline in quotes", "'a\nb'", R"(["a\nb"])");
    row("blank lines after", "a b\n\n  \n", R"(["a", "b"])");
    row("tabs and CRLF", "a\tb\r\n", R"(["a", "b"])");
    row("nothing", "", R"([])");
}

void TestGcloudCommand::shellWords()
{
    QFETCH(QString, text);
    QFETCH(QString, words);
    const auto parsed = parseShellWords(text.toStdString());
    QVERIFY2(parsed, qPrintable(errorText(parsed.error)));
    QCOMPARE(wordsJson(*parsed), js(json::parse(words.toStdString())));
}

void TestGcloudCommand::shellWordErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("single quote") << QStringLiteral("'abc") << 1 << 1 << QStringLiteral("never closed");
    QTest::newRow("double quote") << QStringLiteral("a \"b") << 1 << 3 << QStringLiteral("never closed");
    QTest::newRow("variable") << QStringLiteral("echo $HOME") << 1 << 6 << QStringLiteral("expansion");
    QTest::newRow("braced variable") << QStringLiteral("echo ${HOME}") << 1 << 6 << QStringLiteral("expansion");
    QTest::newRow("command substitution in quotes")
        << QStringLiteral("a \"$(date)\"") << 1 << 4 << QStringLiteral("expansion");
    QTest::newRow("backquotes") << QStringLiteral("a `date`") << 1 << 3 << QStringLiteral("expansion");
    QTest::newRow("a forgotten backslash")
        << QStringLiteral("gcloud a \\\n  --b c\n  --d e") << 3 << 3 << QStringLiteral("second command");
    QTest::newRow("semicolon") << QStringLiteral("a; b") << 1 << 2 << QStringLiteral("single command");
    QTest::newRow("pipe") << QStringLiteral("a | tee") << 1 << 3 << QStringLiteral("single command");
    QTest::newRow("redirection") << QStringLiteral("a > out") << 1 << 3 << QStringLiteral("single command");
}

void TestGcloudCommand::shellWordErrors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto parsed = parseShellWords(text.toStdString());
    QVERIFY(!parsed);
    QCOMPARE(parsed.error.line, line);
    QCOMPARE(parsed.error.column, column);
    QVERIFY2(QString::fromStdString(parsed.error.message).contains(message), parsed.error.message.c_str());
}

void TestGcloudCommand::shellQuote_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("quoted");
    const auto row = [](const char* word, const char* quoted) {
        QString name = QString::fromUtf8(word);
        name.replace(QLatin1Char('\n'), QStringLiteral("\\n")).replace(QLatin1Char('\t'), QStringLiteral("\\t"));
        QTest::newRow(qPrintable(name.isEmpty() ? QStringLiteral("(empty)") : name))
            << QString::fromUtf8(word) << QString::fromUtf8(quoted);
    };
    row("plain", "plain");
    row("--flag=gs://b/p-1.0.tar.gz,x@y%z+w", "--flag=gs://b/p-1.0.tar.gz,x@y%z+w");
    row("", "''");
    row("a b", "'a b'");
    row("it's", R"('it'\''s')");
    row("'", R"(''\''')");
    row("a\"b", R"('a"b')");
    row("$HOME", "'$HOME'");
    row("`x`", "'`x`'");
    row("a\\b", R"('a\b')");
    row("line1\nline2", "'line1\nline2'");
    row("*", "'*'");
    row("~", "'~'");
    row("#x", "'#x'");
    row("é", "'é'");
    row("tab\there", "'tab\there'");
    row("!bang", "'!bang'");
    row("a;b", "'a;b'");
    row("^;^a", "'^;^a'");
}

void TestGcloudCommand::shellQuote()
{
    QFETCH(QString, word);
    QFETCH(QString, quoted);
    const std::string text = trainyard::spec::shellQuote(word.toStdString());
    QCOMPARE(QString::fromStdString(text), quoted);
    const auto back = parseShellWords(text);
    QVERIFY2(back, qPrintable(errorText(back.error)));
    QCOMPARE(wordsJson(*back), wordsJson({ word.toStdString() }));
}

QTEST_GUILESS_MAIN(TestGcloudCommand)
#include "tst_gcloudcommand.moc"
