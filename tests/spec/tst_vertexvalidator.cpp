// vertex::validate: each rule, table-driven. A valid fixture is broken by one JSON Patch (RFC 6902)
// per row; the row names the code, the path and the severity that must come out.

#include "testfixtures.h"

#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/validator.h"

#include <QTest>

#include <algorithm>

using namespace trainyard::spec;
using namespace trainyard::spec::vertex;
using trainyard::test::readFixture;
using json = nlohmann::json;

class TestVertexValidator : public QObject {
    Q_OBJECT

private slots:
    void fixturesAreValid_data();
    void fixturesAreValid();
    void customJobRules_data();
    void customJobRules();
    void tuningJobRules_data();
    void tuningJobRules();
    void specAloneHasUnprefixedPaths();
    void outputFieldsAreNotChecked();
};

namespace {
    const QString cpuJob = QStringLiteral("vertex/customjob_cpu.json");
    const QString tuningJob = QStringLiteral("vertex/hptuning_conditional.json");

    std::vector<Violation> validateFixture(const QString& fixture, const std::string& patch)
    {
        json document = json::parse(readFixture(fixture));
        if (!patch.empty())
            document = document.patch(json::parse(patch));
        if (fixture.contains(QLatin1String("hptuning"))) {
            const auto job = fromJson<HyperparameterTuningJob>(document);
            if (!job)
                qFatal("fixture does not decode: %s", job.error.toString().c_str());
            return validate(*job);
        }
        const auto job = fromJson<CustomJob>(document);
        if (!job)
            qFatal("fixture does not decode: %s", job.error.toString().c_str());
        return validate(*job);
    }

    QString describe(const std::vector<Violation>& violations)
    {
        QString out;
        for (const Violation& v : violations)
            out += QString::fromStdString(v.code + " @ " + v.path + ": " + v.englishMessage()) + QLatin1Char('\n');
        return out;
    }

    void addColumns()
    {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("isError");
    }

    void checkRow(const QString& fixture)
    {
        QFETCH(QString, patch);
        QFETCH(QString, code);
        QFETCH(QString, path);
        QFETCH(bool, isError);
        const auto violations = validateFixture(fixture, patch.toStdString());
        const auto it = std::find_if(violations.begin(), violations.end(),
            [&](const Violation& v) { return v.code == code.toStdString() && v.path == path.toStdString(); });
        QVERIFY2(it != violations.end(), qPrintable(QStringLiteral("expected %1 @ %2, got:\n%3").arg(code, path, describe(violations))));
        QCOMPARE(it->severity == Severity::Error, isError);
        // Every %n marker is filled: the text and its arguments agree.
        for (const Violation& v : violations)
            QVERIFY2(v.englishMessage().find('%') == std::string::npos, v.englishMessage().c_str());
    }
} // namespace

void TestVertexValidator::fixturesAreValid_data()
{
    QTest::addColumn<QString>("file");
    for (const char* file : { "customjob_cpu.json", "customjob_distributed.json", "customjob_container.json",
             "customjob_failed_output.json", "hptuning_conditional.json", "hptuning_with_trials.json" })
        QTest::newRow(file) << QStringLiteral("vertex/") + QLatin1String(file);
}

void TestVertexValidator::fixturesAreValid()
{
    QFETCH(QString, file);
    const auto violations = validateFixture(file, {});
    QVERIFY2(!hasErrors(violations), qPrintable(describe(violations)));
    if (file.endsWith(QLatin1String("customjob_cpu.json")) || file.endsWith(QLatin1String("hptuning_conditional.json")))
        QVERIFY2(violations.empty(), qPrintable(describe(violations))); // not even a warning
}

void TestVertexValidator::customJobRules_data()
{
    addColumns();
    const char* pool0 = "jobSpec.workerPoolSpecs[0]";
    auto row = [](const char* name, const char* patch, const char* code, std::string path, bool isError = true) {
        QTest::newRow(name) << QString::fromUtf8(patch) << QString::fromUtf8(code) << QString::fromStdString(path) << isError;
    };
    const std::string p0 = pool0;
    const std::string m0 = p0 + ".machineSpec";
    // Pools
    row("no pools", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs"}])", "vertex.noPools", "jobSpec.workerPoolSpecs");
    row("empty pool list", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs","value":[]}])", "vertex.noPools", "jobSpec.workerPoolSpecs");
    row("five pools", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/-","value":{}},{"op":"add","path":"/jobSpec/workerPoolSpecs/-","value":{}},{"op":"add","path":"/jobSpec/workerPoolSpecs/-","value":{}},{"op":"add","path":"/jobSpec/workerPoolSpecs/-","value":{}}])",
        "vertex.tooManyPools", "jobSpec.workerPoolSpecs");
    row("pool 0 with two replicas", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/replicaCount","value":"2"}])", "vertex.pool0OneReplica", p0 + ".replicaCount");
    row("pool 0 empty", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0","value":{}}])", "vertex.pool0Required", p0);
    row("trailing empty pool", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/-","value":{}}])", "vertex.trailingEmptyPool", "jobSpec.workerPoolSpecs[1]");
    row("pool 1 with no replicas", R"([{"op":"copy","from":"/jobSpec/workerPoolSpecs/0","path":"/jobSpec/workerPoolSpecs/-"},{"op":"replace","path":"/jobSpec/workerPoolSpecs/1/replicaCount","value":"0"}])",
        "vertex.replicaCountPositive", "jobSpec.workerPoolSpecs[1].replicaCount");
    // Machines and accelerators
    row("no machine spec", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/machineSpec"}])", "vertex.machineSpecRequired", m0);
    row("no machine type", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/machineSpec/machineType"}])", "vertex.machineTypeRequired", m0 + ".machineType");
    row("unknown machine type", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec/machineType","value":"n1-standard-3"}])", "vertex.machineTypeUnknown", m0 + ".machineType");
    row("unverified machine type warns", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec/machineType","value":"n2-standard-4"}])", "vertex.machineTypeUnverified", m0 + ".machineType", false);
    row("unknown accelerator", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_TESLA_X"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":1}])",
        "vertex.acceleratorUnknown", m0 + ".acceleratorType");
    row("L4 on n1", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_L4"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":1}])",
        "vertex.acceleratorNotAllowed", m0 + ".acceleratorType");
    row("GPU on e2", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec/machineType","value":"e2-standard-4"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_TESLA_T4"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":1}])",
        "vertex.acceleratorNotAllowed", m0 + ".acceleratorType");
    row("three T4s", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_TESLA_T4"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":3}])",
        "vertex.acceleratorCountNotAllowed", m0 + ".acceleratorCount");
    row("T4 without a count", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_TESLA_T4"}])",
        "vertex.acceleratorCountRequired", m0 + ".acceleratorCount");
    row("count without a type", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":2}])",
        "vertex.acceleratorTypeRequired", m0 + ".acceleratorType");
    row("a2 without its A100", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec/machineType","value":"a2-highgpu-1g"}])",
        "vertex.acceleratorRequired", m0 + ".acceleratorType");
    row("a2-highgpu-1g with two A100s", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec","value":{"machineType":"a2-highgpu-1g","acceleratorType":"NVIDIA_TESLA_A100","acceleratorCount":2}}])",
        "vertex.acceleratorCountNotAllowed", m0 + ".acceleratorCount");
    row("g2 with a T4", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec","value":{"machineType":"g2-standard-4","acceleratorType":"NVIDIA_TESLA_T4","acceleratorCount":1}}])",
        "vertex.acceleratorNotAllowed", m0 + ".acceleratorType");
    row("TPU VM with a second pool", R"([{"op":"copy","from":"/jobSpec/workerPoolSpecs/0","path":"/jobSpec/workerPoolSpecs/-"},{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/machineSpec","value":{"machineType":"ct5lp-hightpu-4t","acceleratorType":"TPU_V5_LITEPOD","acceleratorCount":4}}])",
        "vertex.tpuSinglePool", "jobSpec.workerPoolSpecs");
    // Disks
    row("unknown disk type", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/diskSpec/bootDiskType","value":"pd-balanced"}])", "vertex.bootDiskType", p0 + ".diskSpec.bootDiskType");
    row("disk too small", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/diskSpec/bootDiskSizeGb","value":99}])", "vertex.bootDiskSize", p0 + ".diskSpec.bootDiskSizeGb");
    row("disk too large", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/diskSpec/bootDiskSizeGb","value":64001}])", "vertex.bootDiskSize", p0 + ".diskSpec.bootDiskSizeGb");
    // Code
    row("package and container", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/containerSpec","value":{"imageUri":"gcr.io/p/i"}}])", "vertex.codeBoth", p0);
    row("no code", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec"}])", "vertex.codeRequired", p0);
    row("no executor image", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/executorImageUri"}])", "vertex.executorImageRequired", p0 + ".pythonPackageSpec.executorImageUri");
    row("no package URIs", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/packageUris","value":[]}])", "vertex.packageUrisRequired", p0 + ".pythonPackageSpec.packageUris");
    row("no python module", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/pythonModule"}])", "vertex.pythonModuleRequired", p0 + ".pythonPackageSpec.pythonModule");
    row("container without image", R"([{"op":"remove","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/containerSpec","value":{"args":["x"]}}])",
        "vertex.imageUriRequired", p0 + ".containerSpec.imageUri");
    row("GPU image on a CPU machine warns", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/executorImageUri","value":"us-docker.pkg.dev/vertex-ai/training/tf-gpu.2-12.py310:latest"}])",
        "vertex.gpuImageWithoutGpu", p0 + ".pythonPackageSpec.executorImageUri", false);
    row("CPU image with a GPU warns", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorType","value":"NVIDIA_TESLA_T4"},{"op":"add","path":"/jobSpec/workerPoolSpecs/0/machineSpec/acceleratorCount","value":1}])",
        "vertex.cpuImageWithGpu", p0 + ".pythonPackageSpec.executorImageUri", false);
    row("empty package URI", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/packageUris/-","value":""}])", "vertex.packageUriEmpty", p0 + ".pythonPackageSpec.packageUris[1]");
    row("NFS mount without a server", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/nfsMounts","value":[{"path":"/export","mountPoint":"data"}]}])", "vertex.nfsMountIncomplete", p0 + ".nfsMounts[0]");
    // Environment
    row("env name starts with a digit", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/env/0/name","value":"1BAD"}])", "vertex.envNameInvalid", p0 + ".pythonPackageSpec.env[0].name");
    row("env name with a dash", R"([{"op":"replace","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/env/0/name","value":"MY-VAR"}])", "vertex.envNameInvalid", p0 + ".pythonPackageSpec.env[0].name");
    row("env name twice", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/env/-","value":{"name":"TF_CPP_MIN_LOG_LEVEL","value":"3"}}])", "vertex.envNameDuplicate", p0 + ".pythonPackageSpec.env[1].name");
    row("env without a name", R"([{"op":"add","path":"/jobSpec/workerPoolSpecs/0/pythonPackageSpec/env/-","value":{"value":"3"}}])", "vertex.envNameRequired", p0 + ".pythonPackageSpec.env[1].name");
    // Scheduling and the job
    row("zero timeout", R"([{"op":"replace","path":"/jobSpec/scheduling/timeout","value":"0s"}])", "vertex.timeoutNotPositive", "jobSpec.scheduling.timeout");
    row("negative timeout", R"([{"op":"replace","path":"/jobSpec/scheduling/timeout","value":"-5s"}])", "vertex.timeoutNotPositive", "jobSpec.scheduling.timeout");
    row("unknown strategy", R"([{"op":"add","path":"/jobSpec/scheduling/strategy","value":"SOMETIMES"}])", "vertex.enumUnknown", "jobSpec.scheduling.strategy");
    row("no output URI", R"([{"op":"replace","path":"/jobSpec/baseOutputDirectory","value":{}}])", "vertex.outputUriRequired", "jobSpec.baseOutputDirectory.outputUriPrefix");
    row("negative max wait", R"([{"op":"add","path":"/jobSpec/scheduling/maxWaitDuration","value":"-1s"}])", "vertex.maxWaitNegative", "jobSpec.scheduling.maxWaitDuration");
    row("no display name", R"([{"op":"remove","path":"/displayName"}])", "vertex.displayNameRequired", "displayName");
    std::string longName;
    for (int i = 0; i < 129; ++i)
        longName += "\u00e9"; // é: characters are counted, not bytes
    row("display name of 129 characters", (R"([{"op":"replace","path":"/displayName","value":")" + longName + R"("}])").c_str(),
        "vertex.displayNameTooLong", "displayName");
    row("label key with a capital", R"([{"op":"add","path":"/labels/Team","value":"x"}])", "vertex.labelKeyInvalid", "labels.Team");
    row("label value with a space", R"([{"op":"replace","path":"/labels/team","value":"a b"}])", "vertex.labelValueInvalid", "labels.team");
    row("no job spec", R"([{"op":"remove","path":"/jobSpec"}])", "vertex.jobSpecRequired", "jobSpec");
}

void TestVertexValidator::customJobRules()
{
    checkRow(cpuJob);
}

void TestVertexValidator::tuningJobRules_data()
{
    addColumns();
    auto row = [](const char* name, const char* patch, const char* code, const char* path, bool isError = true) {
        QTest::newRow(name) << QString::fromUtf8(patch) << QString::fromUtf8(code) << QString::fromUtf8(path) << isError;
    };
    // Counts
    row("no max trial count", R"([{"op":"remove","path":"/maxTrialCount"}])", "vertex.maxTrialCountRequired", "maxTrialCount");
    row("zero max trial count", R"([{"op":"replace","path":"/maxTrialCount","value":0}])", "vertex.maxTrialCountPositive", "maxTrialCount");
    row("no parallel trial count", R"([{"op":"remove","path":"/parallelTrialCount"}])", "vertex.parallelTrialCountRequired", "parallelTrialCount");
    row("parallel above max", R"([{"op":"replace","path":"/parallelTrialCount","value":13}])", "vertex.parallelAboveMax", "parallelTrialCount");
    row("negative failed trials", R"([{"op":"replace","path":"/maxFailedTrialCount","value":-1}])", "vertex.maxFailedTrialCountNegative", "maxFailedTrialCount");
    row("zero parallel trials", R"([{"op":"replace","path":"/parallelTrialCount","value":0}])", "vertex.parallelTrialCountPositive", "parallelTrialCount");
    row("no study", R"([{"op":"remove","path":"/studySpec"}])", "vertex.studySpecRequired", "studySpec");
    row("no trial job spec", R"([{"op":"remove","path":"/trialJobSpec"}])", "vertex.trialJobSpecRequired", "trialJobSpec");
    row("trial job spec's pool", R"([{"op":"replace","path":"/trialJobSpec/workerPoolSpecs/0/replicaCount","value":"3"}])", "vertex.pool0OneReplica", "trialJobSpec.workerPoolSpecs[0].replicaCount");
    // Metrics
    row("no metrics", R"([{"op":"replace","path":"/studySpec/metrics","value":[]}])", "vertex.metricRequired", "studySpec.metrics");
    row("metric twice", R"([{"op":"add","path":"/studySpec/metrics/-","value":{"metricId":"accuracy","goal":"MINIMIZE"}}])", "vertex.metricIdDuplicate", "studySpec.metrics[1].metricId");
    row("metric without goal", R"([{"op":"remove","path":"/studySpec/metrics/0/goal"}])", "vertex.goalRequired", "studySpec.metrics[0].goal");
    row("metric without id", R"([{"op":"remove","path":"/studySpec/metrics/0/metricId"}])", "vertex.metricIdRequired", "studySpec.metrics[0].metricId");
    // Parameters
    row("no parameters", R"([{"op":"remove","path":"/studySpec/parameters"}])", "vertex.parameterRequired", "studySpec.parameters");
    row("no value spec", R"([{"op":"remove","path":"/studySpec/parameters/2/doubleValueSpec"}])", "vertex.valueSpecRequired", "studySpec.parameters[2]");
    row("two value specs", R"([{"op":"add","path":"/studySpec/parameters/2/integerValueSpec","value":{"minValue":"1","maxValue":"2"}}])", "vertex.valueSpecMultiple", "studySpec.parameters[2]");
    row("min not below max", R"([{"op":"replace","path":"/studySpec/parameters/2/doubleValueSpec/minValue","value":0.1}])", "vertex.minNotBelowMax", "studySpec.parameters[2].doubleValueSpec.minValue");
    row("integer min above max", R"([{"op":"replace","path":"/studySpec/parameters/1/integerValueSpec/minValue","value":"5"}])", "vertex.minNotBelowMax", "studySpec.parameters[1].integerValueSpec.minValue");
    row("missing bound", R"([{"op":"remove","path":"/studySpec/parameters/2/doubleValueSpec/maxValue"}])", "vertex.boundsRequired", "studySpec.parameters[2].doubleValueSpec");
    row("log scale from zero", R"([{"op":"replace","path":"/studySpec/parameters/2/doubleValueSpec/minValue","value":0}])", "vertex.logScaleNeedsPositiveMin", "studySpec.parameters[2].doubleValueSpec.minValue");
    row("default outside the range", R"([{"op":"add","path":"/studySpec/parameters/2/doubleValueSpec/defaultValue","value":0.5}])", "vertex.defaultOutOfRange", "studySpec.parameters[2].doubleValueSpec.defaultValue");
    row("categorical default not a value", R"([{"op":"add","path":"/studySpec/parameters/0/categoricalValueSpec/defaultValue","value":"rmsprop"}])", "vertex.defaultNotAValue", "studySpec.parameters[0].categoricalValueSpec.defaultValue");
    row("no categorical values", R"([{"op":"replace","path":"/studySpec/parameters/0/categoricalValueSpec/values","value":[]}])", "vertex.valuesRequired", "studySpec.parameters[0].categoricalValueSpec.values");
    row("categorical value twice", R"([{"op":"add","path":"/studySpec/parameters/0/categoricalValueSpec/values/-","value":"sgd"}])", "vertex.valuesDuplicate", "studySpec.parameters[0].categoricalValueSpec.values");
    row("discrete value twice", R"([{"op":"add","path":"/studySpec/parameters/0/conditionalParameterSpecs/1/parameterSpec/discreteValueSpec/values/-","value":0.9}])",
        "vertex.valuesDuplicate", "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec.discreteValueSpec.values");
    row("scale on a categorical warns", R"([{"op":"add","path":"/studySpec/parameters/0/scaleType","value":"UNIT_LINEAR_SCALE"}])", "vertex.scaleTypeIgnored", "studySpec.parameters[0].scaleType", false);
    row("unknown scale", R"([{"op":"add","path":"/studySpec/parameters/2/scaleType","value":"UNIT_CUBIC"}])", "vertex.enumUnknown", "studySpec.parameters[2].scaleType");
    // Conditional parameters
    row("int condition under a categorical", R"([{"op":"add","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentIntValues","value":{"values":["1"]}},{"op":"remove","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentCategoricalValues"}])",
        "vertex.conditionTypeMismatch", "studySpec.parameters[0].conditionalParameterSpecs[0].parentIntValues");
    row("categorical condition under an integer", R"([{"op":"add","path":"/studySpec/parameters/1/conditionalParameterSpecs/0/parentCategoricalValues","value":{"values":["3"]}},{"op":"remove","path":"/studySpec/parameters/1/conditionalParameterSpecs/0/parentIntValues"}])",
        "vertex.conditionTypeMismatch", "studySpec.parameters[1].conditionalParameterSpecs[0].parentCategoricalValues");
    row("discrete condition under a double", R"([{"op":"add","path":"/studySpec/parameters/2/conditionalParameterSpecs","value":[{"parentDiscreteValues":{"values":[0.01]},"parameterSpec":{"parameterId":"warmup","integerValueSpec":{"minValue":"0","maxValue":"10"}}}]}])",
        "vertex.conditionTypeMismatch", "studySpec.parameters[2].conditionalParameterSpecs[0].parentDiscreteValues");
    row("value the parent never takes", R"([{"op":"replace","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentCategoricalValues/values/0","value":"rmsprop"}])",
        "vertex.conditionValueImpossible", "studySpec.parameters[0].conditionalParameterSpecs[0].parentCategoricalValues.values");
    row("integer outside the parent's range", R"([{"op":"add","path":"/studySpec/parameters/1/conditionalParameterSpecs/0/parentIntValues/values/-","value":"7"}])",
        "vertex.conditionValueImpossible", "studySpec.parameters[1].conditionalParameterSpecs[0].parentIntValues.values");
    row("no parent values", R"([{"op":"replace","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentCategoricalValues/values","value":[]}])",
        "vertex.conditionValuesRequired", "studySpec.parameters[0].conditionalParameterSpecs[0].parentCategoricalValues.values");
    row("no condition", R"([{"op":"remove","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentCategoricalValues"}])",
        "vertex.conditionRequired", "studySpec.parameters[0].conditionalParameterSpecs[0]");
    row("two conditions", R"([{"op":"add","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parentIntValues","value":{"values":["1"]}}])",
        "vertex.conditionMultiple", "studySpec.parameters[0].conditionalParameterSpecs[0]");
    row("no child parameter", R"([{"op":"remove","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parameterSpec"}])",
        "vertex.conditionalParameterRequired", "studySpec.parameters[0].conditionalParameterSpecs[0].parameterSpec");
    row("child reuses a top-level id", R"([{"op":"replace","path":"/studySpec/parameters/1/conditionalParameterSpecs/0/parameterSpec/parameterId","value":"learning_rate"}])",
        "vertex.parameterIdDuplicate", "studySpec.parameters[2].parameterId");
    row("two children share an id", R"([{"op":"replace","path":"/studySpec/parameters/0/conditionalParameterSpecs/1/parameterSpec/parameterId","value":"momentum"}])",
        "vertex.parameterIdDuplicate", "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec.parameterId");
    row("child's own rules", R"([{"op":"replace","path":"/studySpec/parameters/0/conditionalParameterSpecs/0/parameterSpec/doubleValueSpec/maxValue","value":-1}])",
        "vertex.minNotBelowMax", "studySpec.parameters[0].conditionalParameterSpecs[0].parameterSpec.doubleValueSpec.minValue");
}

void TestVertexValidator::tuningJobRules()
{
    checkRow(tuningJob);
}

void TestVertexValidator::specAloneHasUnprefixedPaths()
{
    const auto job = fromJson<CustomJob>(json::parse(readFixture(cpuJob)));
    QVERIFY(job);
    CustomJobSpec spec = *job->jobSpec;
    (*spec.workerPoolSpecs)[0].replicaCount = 4;
    const auto top = validate(spec, std::string());
    QCOMPARE(top.size(), std::size_t(1));
    QCOMPARE(top[0].path, std::string("workerPoolSpecs[0].replicaCount"));
    QCOMPARE(top[0].code, std::string("vertex.pool0OneReplica"));
    const auto nested = validate(spec, "trialJobSpec");
    QCOMPARE(nested[0].path, std::string("trialJobSpec.workerPoolSpecs[0].replicaCount"));
    QVERIFY(validate(*job->jobSpec, std::string()).empty());
}

void TestVertexValidator::outputFieldsAreNotChecked()
{
    // A job as `get` answers it (state, error, times) validates like the one that was created.
    const auto job = fromJson<CustomJob>(json::parse(readFixture(QStringLiteral("vertex/customjob_failed_output.json"))));
    QVERIFY(job);
    QCOMPARE(describe(validate(*job)), describe(validate(withoutOutputFields(*job))));
}

QTEST_GUILESS_MAIN(TestVertexValidator)
#include "tst_vertexvalidator.moc"
