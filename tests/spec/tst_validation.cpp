#include "spec/jsoncodec.h"
#include "spec/validation.h"

#include <QTest>

using namespace trainyard::spec;
using json = nlohmann::json;

// Each row starts from a valid job of one kind, applies a JSON merge patch (RFC 7386: null removes,
// lists replace) and expects exactly the listed violations, as "E|W path code", in any order.
class TestValidation : public QObject {
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void everyViolationAtOnce();
    void messagesNameTheValues();
    void catalogDecidesWhatExists();
    void defaultsAreMadeExplicit();
};

namespace {

json base(const QString& kind)
{
    json job = json::parse(R"({"jobId": "job_1", "trainingInput": {"scaleTier": "BASIC",
        "packageUris": ["gs://b/trainer-0.1.tar.gz"], "pythonModule": "trainer.task", "region": "us-central1",
        "runtimeVersion": "2.11", "pythonVersion": "3.7"}})");
    json& in = job["trainingInput"];
    if (kind == QLatin1String("custom")) {
        in.merge_patch(json::parse(R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-8",
            "masterConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "1"}},
            "workerType": "n1-standard-8", "workerCount": "2", "parameterServerType": "n1-highmem-4",
            "parameterServerCount": "1"})"));
    } else if (kind == QLatin1String("legacy")) {
        in.merge_patch(json::parse(R"({"scaleTier": "CUSTOM", "masterType": "complex_model_m",
            "workerType": "complex_model_m", "workerCount": "9", "parameterServerType": "large_model",
            "parameterServerCount": "3"})"));
    } else if (kind == QLatin1String("container")) {
        in = json::parse(R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-4", "region": "europe-west4",
            "masterConfig": {"imageUri": "gcr.io/p/trainer:1", "containerArgs": ["--epochs=3"]}})");
    } else if (kind == QLatin1String("tuning")) {
        in["hyperparameters"] = json::parse(R"({"goal": "MAXIMIZE", "maxTrials": 10, "maxParallelTrials": 2,
            "hyperparameterMetricTag": "accuracy", "params": [
              {"parameterName": "lr", "type": "DOUBLE", "minValue": 0.001, "maxValue": 0.1, "scaleType": "UNIT_LOG_SCALE"},
              {"parameterName": "layers", "type": "INTEGER", "minValue": 1, "maxValue": 4},
              {"parameterName": "optimizer", "type": "CATEGORICAL", "categoricalValues": ["adam", "sgd"]},
              {"parameterName": "batch_size", "type": "DISCRETE", "discreteValues": [16, 32, 64]}]})");
    }
    return job;
}

QStringList describe(const std::vector<Violation>& violations)
{
    QStringList out;
    for (const Violation& v : violations)
        out << QStringLiteral("%1 %2 %3")
                   .arg(v.severity == Severity::Error ? QLatin1Char('E') : QLatin1Char('W'))
                   .arg(QString::fromStdString(v.path), QString::fromStdString(v.code));
    out.sort();
    return out;
}

std::vector<Violation> validateJson(const json& document)
{
    const auto job = jobFromJson(document);
    if (!job)
        qFatal("fixture does not decode: %s", job.error.toString().c_str());
    return validate(*job.value);
}

} // namespace

void TestValidation::rules_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QStringList>("expected");

    const auto row = [](const char* name, const char* kind, const char* patch, QStringList expected) {
        QTest::newRow(name) << QString::fromLatin1(kind) << QString::fromUtf8(patch) << expected;
    };
    const QString ti = QStringLiteral("trainingInput.");
    const QString hp = QStringLiteral("trainingInput.hyperparameters.");

    // Valid jobs of every kind.
    row("package job", "package", "{}", {});
    row("custom cluster with GPUs", "custom", "{}", {});
    row("legacy cluster of seed 003", "legacy", "{}", {});
    row("custom container", "container", "{}", {});
    row("tuning job", "tuning", "{}", {});
    row("tpu workers", "custom", R"({"trainingInput": {"masterConfig": null, "workerType": "cloud_tpu", "workerCount": "1",
        "workerConfig": {"acceleratorConfig": {"type": "TPU_V2", "count": "8"}}}})", {});
    row("128-character id", "package", (R"({"jobId": "j)" + std::string(127, 'x') + R"("})").c_str(), {});
    row("international label", "package", R"({"labels": {"équipe": "prévision", "owner": "ana-silva_2"}})", {});
    row("shortest wait, edge priorities and disks", "custom", R"({"trainingInput": {"scheduling": {"maxWaitTime": "1800s",
        "priority": 1000}, "masterConfig": {"diskConfig": {"bootDiskSizeGb": 64000, "bootDiskType": "pd-standard"}},
        "workerConfig": {"diskConfig": {"bootDiskSizeGb": 100}}}})", {});
    row("python 3.5 on runtime 1.14", "package", R"({"trainingInput": {"runtimeVersion": "1.14", "pythonVersion": "3.5"}})", {});
    row("grid over countable parameters", "tuning", R"({"trainingInput": {"hyperparameters": {"algorithm": "GRID_SEARCH",
        "params": [{"parameterName": "layers", "type": "INTEGER", "minValue": 1, "maxValue": 4},
                   {"parameterName": "bs", "type": "DISCRETE", "discreteValues": [16, 32, 64]}]}}})", {});

    // Job id and labels.
    row("id missing", "package", R"({"jobId": null})", { "E jobId jobId.required" });
    row("id starts with a digit", "package", R"({"jobId": "1job"})", { "E jobId jobId.pattern" });
    row("id with a dash", "package", R"({"jobId": "my-job"})", { "E jobId jobId.pattern" });
    row("id of 129 characters", "package", (R"({"jobId": "j)" + std::string(128, 'x') + R"("})").c_str(), { "E jobId jobId.tooLong" });
    row("label key upper case", "package", R"({"labels": {"Team": "a"}})", { "E labels.Team labels.key" });
    row("label key starts with digit", "package", R"({"labels": {"1team": "a"}})", { "E labels.1team labels.key" });
    row("label value too long", "package", (R"({"labels": {"team": ")" + std::string(64, 'a') + R"("}})").c_str(), { "E labels.team labels.value" });
    row("label value with space", "package", R"({"labels": {"team": "a b"}})", { "E labels.team labels.value" });
    std::string labels = R"({"labels": {)";
    for (int i = 0; i < 65; ++i)
        labels += (i ? ",\"l" : "\"l") + std::to_string(i) + "\": \"v\"";
    labels += "}}";
    row("65 labels", "package", labels.c_str(), { "E labels labels.tooMany" });
    std::string packages = R"({"trainingInput": {"packageUris": [)";
    for (int i = 0; i < 101; ++i)
        packages += (i ? ",\"gs://b/p" : "\"gs://b/p") + std::to_string(i) + ".tar.gz\"";
    packages += "]}}";
    row("101 packages", "package", packages.c_str(), { "E trainingInput.packageUris package.tooMany" });
    row("64 labels", "package", [] {
        static std::string text;
        text = R"({"labels": {)";
        for (int i = 0; i < 64; ++i)
            text += (i ? ",\"l" : "\"l") + std::to_string(i) + "\": \"v\"";
        text += "}}";
        return text.c_str();
    }(), {});
    row("no training input", "package", R"({"trainingInput": null})", { "E trainingInput trainingInput.required" });

    // Scale tier and cluster shape.
    row("unknown tier", "package", R"({"trainingInput": {"scaleTier": "HUGE"}})", { "E " + ti + "scaleTier enum.unknown" });
    row("custom without master", "custom", R"({"trainingInput": {"masterType": null, "masterConfig": null}})",
        { "E " + ti + "masterType custom.masterTypeRequired" });
    row("workers without type", "custom", R"({"trainingInput": {"workerType": null}})", { "E " + ti + "workerType custom.typeRequired" });
    row("evaluators without type", "custom", R"({"trainingInput": {"evaluatorCount": "1"}})",
        { "E " + ti + "evaluatorType custom.typeRequired" });
    row("type without count", "custom", R"({"trainingInput": {"evaluatorType": "n1-standard-4"}})",
        { "W " + ti + "evaluatorType custom.typeWithoutCount" });
    row("negative count", "custom", R"({"trainingInput": {"workerCount": "-1"}})",
        { "E " + ti + "workerCount count.negative" });
    row("count without custom", "package", R"({"trainingInput": {"workerCount": "3"}})", { "E " + ti + "workerCount tier.countRequiresCustom" });
    row("machine type without custom", "package", R"({"trainingInput": {"masterType": "n1-standard-4"}})",
        { "W " + ti + "masterType tier.machineTypeIgnored" });
    row("accelerator without custom", "package", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_T4", "count": "1"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig tier.acceleratorRequiresCustom" });
    row("unknown machine type", "custom", R"({"trainingInput": {"workerType": "n1-standrd-8"}})",
        { "E " + ti + "workerType machineType.unknown" });
    row("legacy master with compute engine workers", "legacy", R"({"trainingInput": {"workerType": "n1-standard-8"}})",
        { "E " + ti + "workerType machineType.mixedFamilies" });
    row("compute engine master with legacy ps", "custom", R"({"trainingInput": {"parameterServerType": "large_model"}})",
        { "E " + ti + "parameterServerType machineType.mixedFamilies" });

    // Accelerators.
    row("accelerator on a legacy machine", "legacy", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_K80", "count": "1"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig accelerator.legacyMachine" });
    row("unknown accelerator", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "NVIDIA_RTX_9090"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.type accelerator.unknownType" });
    row("zero accelerators", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"count": "0"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.count accelerator.countPositive" });
    row("count without type", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": null, "count": "2"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.type accelerator.typeRequired" });
    row("unspecified type with count", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "ACCELERATOR_TYPE_UNSPECIFIED"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.type accelerator.typeRequired" });
    row("A100 on an N1 machine", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_A100"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.type accelerator.notForMachine" });
    row("one K80 on sixteen vCPUs", "custom", R"({"trainingInput": {"masterType": "n1-standard-16", "masterConfig": {"acceleratorConfig": {"type": "NVIDIA_TESLA_K80"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.count accelerator.countNotAllowed" });
    row("three T4", "custom", R"({"trainingInput": {"masterConfig": {"acceleratorConfig": {"count": "3"}}}})",
        { "E " + ti + "masterConfig.acceleratorConfig.count accelerator.countNotAllowed" });

    // Disks.
    row("small boot disk", "custom", R"({"trainingInput": {"workerConfig": {"diskConfig": {"bootDiskSizeGb": 99}}}})",
        { "E " + ti + "workerConfig.diskConfig.bootDiskSizeGb disk.sizeRange" });
    row("huge boot disk", "custom", R"({"trainingInput": {"workerConfig": {"diskConfig": {"bootDiskSizeGb": 64001}}}})",
        { "E " + ti + "workerConfig.diskConfig.bootDiskSizeGb disk.sizeRange" });
    row("unknown disk type", "custom", R"({"trainingInput": {"masterConfig": {"diskConfig": {"bootDiskType": "pd-balanced"}}}})",
        { "E " + ti + "masterConfig.diskConfig.bootDiskType disk.type" });

    // Package or container.
    row("container with runtime", "container", R"({"trainingInput": {"runtimeVersion": "2.11"}})", { "E " + ti + "runtimeVersion container.runtimeVersion" });
    row("container with python version", "container", R"({"trainingInput": {"pythonVersion": "3.7"}})", { "E " + ti + "pythonVersion container.pythonVersion" });
    row("container with packages", "container", R"({"trainingInput": {"packageUris": ["gs://b/p.tar.gz"]}})", { "E " + ti + "packageUris container.packageUris" });
    row("container with module", "container", R"({"trainingInput": {"pythonModule": "trainer.task"}})", { "E " + ti + "pythonModule container.pythonModule" });
    row("container args and args", "container", R"({"trainingInput": {"args": ["--x"]}})", { "E " + ti + "args container.argsConflict" });
    row("worker image without master image", "custom", R"({"trainingInput": {"workerConfig": {"imageUri": "gcr.io/p/w:1"}}})",
        { "E " + ti + "workerConfig.imageUri container.masterImageRequired" });
    row("container command without image", "custom", R"({"trainingInput": {"masterConfig": {"containerCommand": ["python3"]}}})",
        { "E " + ti + "masterConfig.containerCommand container.commandWithoutImage" });
    row("no package", "package", R"({"trainingInput": {"packageUris": null}})", { "E " + ti + "packageUris package.packageUrisRequired" });
    row("empty package list", "package", R"({"trainingInput": {"packageUris": []}})", { "E " + ti + "packageUris package.packageUrisRequired" });
    row("empty package location", "package", R"({"trainingInput": {"packageUris": ["gs://b/a.tar.gz", ""]}})",
        { "E " + ti + "packageUris[1] package.uriEmpty" });
    row("no module", "package", R"({"trainingInput": {"pythonModule": null}})", { "E " + ti + "pythonModule package.pythonModuleRequired" });
    row("module as a path", "package", R"({"trainingInput": {"pythonModule": "trainer/task.py"}})", { "E " + ti + "pythonModule package.pythonModulePattern" });
    row("unknown runtime", "package", R"({"trainingInput": {"runtimeVersion": "3.0"}})", { "E " + ti + "runtimeVersion runtime.unknown" });
    row("runtime unset", "package", R"({"trainingInput": {"runtimeVersion": null, "pythonVersion": null}})", { "W " + ti + "runtimeVersion runtime.unset" });
    row("python 2.7 on runtime 2.11", "package", R"({"trainingInput": {"pythonVersion": "2.7"}})", { "E " + ti + "pythonVersion python.notForRuntime" });
    row("python 3.7 on runtime 1.14", "package", R"({"trainingInput": {"runtimeVersion": "1.14"}})", { "E " + ti + "pythonVersion python.notForRuntime" });

    // Region and identity.
    row("no region", "package", R"({"trainingInput": {"region": null}})", { "E " + ti + "region region.required" });
    row("unknown region", "package", R"({"trainingInput": {"region": "mars-north1"}})", { "E " + ti + "region region.unknown" });
    row("chief without container", "package", R"({"trainingInput": {"useChiefInTfConfig": true}})", { "W " + ti + "useChiefInTfConfig tfconfig.chiefWithoutContainer" });
    row("service account not an email", "package", R"({"trainingInput": {"serviceAccount": "trainer"}})", { "E " + ti + "serviceAccount identity.serviceAccount" });
    row("network by name", "package", R"({"trainingInput": {"network": "my-vpc"}})", { "E " + ti + "network identity.network" });
    row("network with project id", "package", R"({"trainingInput": {"network": "projects/my-project/global/networks/vpc"}})", { "E " + ti + "network identity.network" });
    row("kms key by name", "package", R"({"trainingInput": {"encryptionConfig": {"kmsKeyName": "my-key"}}})",
        { "E " + ti + "encryptionConfig.kmsKeyName identity.kmsKeyName" });

    // Scheduling.
    row("wait below 30 minutes", "package", R"({"trainingInput": {"scheduling": {"maxWaitTime": "1799.999s"}}})",
        { "E " + ti + "scheduling.maxWaitTime scheduling.maxWaitTime" });
    row("zero running time", "package", R"({"trainingInput": {"scheduling": {"maxRunningTime": "0s"}}})",
        { "E " + ti + "scheduling.maxRunningTime scheduling.maxRunningTime" });
    row("negative running time", "package", R"({"trainingInput": {"scheduling": {"maxRunningTime": "-5s"}}})",
        { "E " + ti + "scheduling.maxRunningTime scheduling.maxRunningTime" });
    row("priority above 1000", "package", R"({"trainingInput": {"scheduling": {"priority": 1001}}})", { "E " + ti + "scheduling.priority scheduling.priority" });
    row("negative priority", "package", R"({"trainingInput": {"scheduling": {"priority": -1}}})", { "E " + ti + "scheduling.priority scheduling.priority" });

    // The study.
    row("no goal", "tuning", R"({"trainingInput": {"hyperparameters": {"goal": null}}})", { "E " + hp + "goal hp.goalRequired" });
    row("unspecified goal", "tuning", R"({"trainingInput": {"hyperparameters": {"goal": "GOAL_TYPE_UNSPECIFIED"}}})", { "E " + hp + "goal hp.goalRequired" });
    row("unknown algorithm", "tuning", R"({"trainingInput": {"hyperparameters": {"algorithm": "SOBOL"}}})", { "E " + hp + "algorithm enum.unknown" });
    row("zero trials", "tuning", R"({"trainingInput": {"hyperparameters": {"maxTrials": 0, "maxParallelTrials": null}}})", { "E " + hp + "maxTrials hp.maxTrials" });
    row("zero parallel trials", "tuning", R"({"trainingInput": {"hyperparameters": {"maxParallelTrials": 0}}})", { "E " + hp + "maxParallelTrials hp.maxParallelTrials" });
    row("more parallel than total", "tuning", R"({"trainingInput": {"hyperparameters": {"maxParallelTrials": 11}}})",
        { "E " + hp + "maxParallelTrials hp.parallelExceedsTrials" });
    row("parallel above default total", "tuning", R"({"trainingInput": {"hyperparameters": {"maxTrials": null}}})",
        { "E " + hp + "maxParallelTrials hp.parallelExceedsTrials" });
    row("negative failed trials", "tuning", R"({"trainingInput": {"hyperparameters": {"maxFailedTrials": -1}}})", { "E " + hp + "maxFailedTrials hp.maxFailedTrials" });
    row("empty metric tag", "tuning", R"({"trainingInput": {"hyperparameters": {"hyperparameterMetricTag": ""}}})",
        { "E " + hp + "hyperparameterMetricTag hp.metricTagEmpty" });
    row("resume from a bad id", "tuning", R"({"trainingInput": {"hyperparameters": {"resumePreviousJobId": "old-job"}}})",
        { "E " + hp + "resumePreviousJobId jobId.pattern" });
    row("no parameters", "tuning", R"({"trainingInput": {"hyperparameters": {"params": []}}})", { "E " + hp + "params hp.paramsRequired" });

    // Parameters.
    const char* twoParams = R"({"trainingInput": {"hyperparameters": {"params": [
        {"parameterName": "lr", "type": "DOUBLE", "minValue": 0.1, "maxValue": 1}, %1]}}})";
    const auto withParam = [&](const char* name, const char* param, QStringList expected) {
        QTest::newRow(name) << QStringLiteral("tuning") << QString::fromLatin1(twoParams).arg(QString::fromUtf8(param)) << expected;
    };
    const QString p1 = hp + QStringLiteral("params[1].");
    withParam("duplicate name", R"({"parameterName": "lr", "type": "INTEGER", "minValue": 1, "maxValue": 2})", { "E " + p1 + "parameterName hp.paramNameDuplicate" });
    withParam("name as a flag", R"({"parameterName": "--depth", "type": "INTEGER", "minValue": 1, "maxValue": 2})", { "E " + p1 + "parameterName hp.paramNamePattern" });
    withParam("name with equals", R"({"parameterName": "a=b", "type": "INTEGER", "minValue": 1, "maxValue": 2})", { "E " + p1 + "parameterName hp.paramNamePattern" });
    withParam("name job-dir", R"({"parameterName": "job-dir", "type": "CATEGORICAL", "categoricalValues": ["a"]})", { "W " + p1 + "parameterName hp.paramNameReserved" });
    withParam("no name", R"({"type": "INTEGER", "minValue": 1, "maxValue": 2})", { "E " + p1 + "parameterName hp.paramNameRequired" });
    withParam("no type", R"({"parameterName": "d", "minValue": 1, "maxValue": 2})", { "E " + p1 + "type hp.paramTypeRequired" });
    withParam("unknown type", R"({"parameterName": "d", "type": "BOOLEAN"})", { "E " + p1 + "type enum.unknown" });
    withParam("no bounds", R"({"parameterName": "d", "type": "DOUBLE"})",
        { "E " + p1 + "minValue hp.minValueRequired", "E " + p1 + "maxValue hp.maxValueRequired" });
    withParam("min equals max", R"({"parameterName": "d", "type": "DOUBLE", "minValue": 2, "maxValue": 2})", { "E " + p1 + "maxValue hp.minNotBelowMax" });
    withParam("min above max", R"({"parameterName": "d", "type": "INTEGER", "minValue": 5, "maxValue": 2})", { "E " + p1 + "maxValue hp.minNotBelowMax" });
    withParam("fractional integer bound", R"({"parameterName": "d", "type": "INTEGER", "minValue": 1.5, "maxValue": 4})", { "E " + p1 + "minValue hp.integerBounds" });
    withParam("log scale from zero", R"({"parameterName": "d", "type": "DOUBLE", "minValue": 0, "maxValue": 1, "scaleType": "UNIT_LOG_SCALE"})",
        { "E " + p1 + "minValue hp.logScaleNonPositive" });
    withParam("reverse log from negative", R"({"parameterName": "d", "type": "DOUBLE", "minValue": -1, "maxValue": 1, "scaleType": "UNIT_REVERSE_LOG_SCALE"})",
        { "E " + p1 + "minValue hp.logScaleNonPositive" });
    withParam("unknown scale", R"({"parameterName": "d", "type": "DOUBLE", "minValue": 1, "maxValue": 2, "scaleType": "UNIT_SQRT_SCALE"})",
        { "E " + p1 + "scaleType enum.unknown" });
    withParam("double with a list", R"({"parameterName": "d", "type": "DOUBLE", "minValue": 1, "maxValue": 2, "discreteValues": [1]})",
        { "E " + p1 + "discreteValues hp.valuesNotForType" });
    withParam("no categories", R"({"parameterName": "c", "type": "CATEGORICAL"})", { "E " + p1 + "categoricalValues hp.categoricalEmpty" });
    withParam("repeated category", R"({"parameterName": "c", "type": "CATEGORICAL", "categoricalValues": ["a", "a"]})",
        { "E " + p1 + "categoricalValues[1] hp.categoricalDuplicate" });
    withParam("empty category", R"({"parameterName": "c", "type": "CATEGORICAL", "categoricalValues": ["a", ""]})",
        { "E " + p1 + "categoricalValues[1] hp.categoricalValueEmpty" });
    withParam("categorical with bounds", R"({"parameterName": "c", "type": "CATEGORICAL", "categoricalValues": ["a"], "minValue": 1})",
        { "E " + p1 + "minValue hp.boundsNotForType" });
    withParam("categorical with a scale", R"({"parameterName": "c", "type": "CATEGORICAL", "categoricalValues": ["a"], "scaleType": "UNIT_LOG_SCALE"})",
        { "W " + p1 + "scaleType hp.scaleTypeIgnored" });
    withParam("no discrete values", R"({"parameterName": "v", "type": "DISCRETE"})", { "E " + p1 + "discreteValues hp.discreteEmpty" });
    withParam("decreasing values", R"({"parameterName": "v", "type": "DISCRETE", "discreteValues": [1, 3, 2]})",
        { "E " + p1 + "discreteValues[2] hp.discreteNotIncreasing" });
    withParam("repeated values", R"({"parameterName": "v", "type": "DISCRETE", "discreteValues": [1, 1]})",
        { "E " + p1 + "discreteValues[1] hp.discreteNotIncreasing" });
    withParam("discrete with bounds", R"({"parameterName": "v", "type": "DISCRETE", "discreteValues": [1, 2], "maxValue": 9})",
        { "W " + p1 + "maxValue hp.boundsIgnored" });
    withParam("discrete log from zero", R"({"parameterName": "v", "type": "DISCRETE", "discreteValues": [0, 2], "scaleType": "UNIT_LOG_SCALE"})",
        { "E " + p1 + "discreteValues[0] hp.logScaleNonPositive" });
    std::string many = R"({"parameterName": "v", "type": "DISCRETE", "discreteValues": [)";
    for (int i = 0; i < 1001; ++i)
        many += (i ? "," : "") + std::to_string(i);
    many += "]}";
    withParam("1001 discrete values", many.c_str(), { "E " + p1 + "discreteValues hp.discreteTooMany" });

    // Grid search.
    row("grid over a double", "tuning", R"({"trainingInput": {"hyperparameters": {"algorithm": "GRID_SEARCH"}}})",
        { "E " + hp + "params[0].type hp.gridDouble" });
    row("grid smaller than the budget", "tuning", R"({"trainingInput": {"hyperparameters": {"algorithm": "GRID_SEARCH", "maxTrials": 30,
        "params": [{"parameterName": "layers", "type": "INTEGER", "minValue": 1, "maxValue": 4},
                   {"parameterName": "opt", "type": "CATEGORICAL", "categoricalValues": ["adam", "sgd"]}]}}})",
        { "W " + hp + "maxTrials hp.gridSmallerThanMaxTrials" });
}

void TestValidation::rules()
{
    QFETCH(QString, kind);
    QFETCH(QString, patch);
    QFETCH(QStringList, expected);
    json document = base(kind);
    document.merge_patch(json::parse(patch.toStdString()));
    expected.sort();
    QCOMPARE(describe(validateJson(document)), expected);
}

void TestValidation::everyViolationAtOnce()
{
    json document = base(QStringLiteral("tuning"));
    document.merge_patch(json::parse(R"({"jobId": "9lives", "labels": {"Bad": "x"}, "trainingInput": {"region": null,
        "scheduling": {"priority": 5000}, "hyperparameters": {"goal": null, "params": [{"parameterName": "x", "type": "DOUBLE"}]}}})"));
    const QStringList found = describe(validateJson(document));
    QCOMPARE(found,
        QStringList({ "E jobId jobId.pattern", "E labels.Bad labels.key", "E trainingInput.hyperparameters.goal hp.goalRequired",
            "E trainingInput.hyperparameters.params[0].maxValue hp.maxValueRequired",
            "E trainingInput.hyperparameters.params[0].minValue hp.minValueRequired", "E trainingInput.region region.required",
            "E trainingInput.scheduling.priority scheduling.priority" }));
    QVERIFY(hasErrors(validateJson(document)));
}

void TestValidation::messagesNameTheValues()
{
    json document = base(QStringLiteral("custom"));
    document["jobId"] = "j" + std::string(129, 'x');
    document["trainingInput"]["masterType"] = "n1-standard-16";
    document["trainingInput"]["masterConfig"]["acceleratorConfig"]["type"] = "NVIDIA_TESLA_K80";
    const auto violations = validateJson(document);
    QCOMPARE(violations.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(violations[0].englishMessage()), QStringLiteral("At most 128 characters; this one has 130."));
    QCOMPARE(QString::fromStdString(violations[1].englishMessage()),
        QStringLiteral("n1-standard-16 takes NVIDIA_TESLA_K80 in counts of 2, 4, 8 only, not 1."));
    // Without a translator installed, message() is the English text.
    QCOMPARE(violations[1].message(), QString::fromStdString(violations[1].englishMessage()));
}

void TestValidation::catalogDecidesWhatExists()
{
    const auto catalog = Catalog::fromJson(R"({"regions": [{"name": "local"}], "runtimeVersions": [{"version": "2.11", "pythonVersions": ["3.11"]}],
        "machineTypes": [{"name": "workstation", "family": "compute-engine", "vcpus": 2, "accelerators": {"NVIDIA_RTX_4090": [1]}}],
        "acceleratorTypes": [{"name": "NVIDIA_RTX_4090"}]})");
    QVERIFY(catalog);
    json document = base(QStringLiteral("package"));
    document["trainingInput"].merge_patch(json::parse(R"({"region": "local", "pythonVersion": "3.11", "scaleTier": "CUSTOM",
        "masterType": "workstation", "masterConfig": {"acceleratorConfig": {"type": "NVIDIA_RTX_4090", "count": "1"}}})"));
    const auto job = jobFromJson(document);
    QVERIFY(job);
    QCOMPARE(describe(validate(*job.value, *catalog.value)), QStringList());
    QCOMPARE(describe(validate(*job.value)),
        QStringList({ "E trainingInput.masterConfig.acceleratorConfig.type accelerator.unknownType", "E trainingInput.masterType machineType.unknown",
            "E trainingInput.pythonVersion python.notForRuntime", "E trainingInput.region region.unknown" }));
}

void TestValidation::defaultsAreMadeExplicit()
{
    json document = base(QStringLiteral("tuning"));
    document["trainingInput"]["hyperparameters"].erase("hyperparameterMetricTag");
    document["trainingInput"]["hyperparameters"].erase("maxParallelTrials");
    document["trainingInput"].erase("scaleTier");
    const auto job = jobFromJson(document);
    QVERIFY(job);
    const Job filled = withDefaults(*job.value);
    QCOMPARE(*filled.trainingInput->hyperparameters->hyperparameterMetricTag, std::string("training/hptuning/metric"));
    QCOMPARE(*filled.trainingInput->hyperparameters->maxParallelTrials, 1);
    QCOMPARE(*filled.trainingInput->hyperparameters->maxTrials, 10);
    QVERIFY(*filled.trainingInput->scaleTier == ScaleTier::Basic);
    QCOMPARE(*filled.trainingInput->scheduling->maxRunningTime, Duration::fromSeconds(604800));
    QCOMPARE(describe(validate(filled)), QStringList());
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
