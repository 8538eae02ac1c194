// The Vertex draft the wizard composes, without a window: pools taken into use and dropped (an
// unused pool between used ones stays {}), machines that bring their GPUs, code switched between a
// package and a container, the kind switched both ways, the study's parameter tree with its
// conditions, the location checked against the backend's, and the three texts of the Review page
// read back into the same job. Problems come from the real vertex::validate.

#include "console/vertexdraft.h"
#include "console/vertextext.h"

#include "spec/vertex/jsoncodec.h"

#include <QTest>

using namespace trainyard;
using ui::VertexDraft;

// QCOMPARE would take nlohmann::json through Qt's number conversions.
#define JSON_COMPARE(actual, expected) \
    QVERIFY2(nlohmann::json(actual) == nlohmann::json(expected), (nlohmann::json(actual).dump() + " != " + nlohmann::json(expected).dump()).c_str())

namespace {

bool hasProblemAt(const VertexDraft& draft, const std::string& path, spec::Severity severity = spec::Severity::Error)
{
    for (const auto& v : draft.violations()) {
        if (v.path == path && v.severity == severity)
            return true;
    }
    return false;
}

// A custom job that passes the validator: one n1 replica running a package module.
void makeRunnable(VertexDraft& draft)
{
    draft.setValue("displayName", "mnist");
    draft.setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.packageUris", nlohmann::json::array({ "gs://b/trainer-0.1.tar.gz" }));
    draft.setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule", "trainer.task");
    draft.setLocation("us-central1");
}

} // namespace

class TestVertexDraft : public QObject {
    Q_OBJECT

private slots:
    void startsAsOneReplicaOnAPrebuiltContainer()
    {
        VertexDraft draft;
        QCOMPARE(draft.kind(), VertexDraft::Kind::CustomJob);
        QCOMPARE(draft.poolCount(), 1);
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].replicaCount"), nlohmann::json("1"));
        QVERIFY(draft.catalog().containerByUri(draft.value("jobSpec.workerPoolSpecs[0].pythonPackageSpec.executorImageUri").get<std::string>()));
        // Nothing names the code, the job or where it runs yet.
        QVERIFY(!draft.ready());
        QVERIFY(hasProblemAt(draft, "location"));
        makeRunnable(draft);
        QVERIFY2(draft.ready(), draft.violations().empty() ? "" : draft.violations().front().englishMessage().c_str());
    }

    void unusedPoolsBetweenUsedOnesStayEmpty()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setPoolUsed(2, true);
        QCOMPARE(draft.poolCount(), 3);
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[1]"), nlohmann::json::object()); // {} as the API wants it
        QVERIFY(!draft.poolUsed(1));
        QVERIFY(draft.poolUsed(2));
        // The new pool starts from pool 0's machine and code, one replica.
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[2].pythonPackageSpec.pythonModule"), nlohmann::json("trainer.task"));
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[2].replicaCount"), nlohmann::json("1"));
        QVERIFY(draft.ready());
        draft.setPoolUsed(2, false);
        QCOMPARE(draft.poolCount(), 1); // trailing unused pools are dropped
        draft.setPoolUsed(0, false); // pool 0 cannot be dropped
        QVERIFY(draft.poolUsed(0));
    }

    void pool0RunsOneReplica()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setValue("jobSpec.workerPoolSpecs[0].replicaCount", "2");
        QVERIFY(hasProblemAt(draft, "jobSpec.workerPoolSpecs[0].replicaCount"));
    }

    void machinesWithBuiltInGpusBringThem()
    {
        VertexDraft draft;
        const auto* a2 = draft.catalog().machineType("a2-highgpu-1g");
        QVERIFY(a2 && a2->acceleratorRequired && !a2->accelerators.empty());
        draft.setMachineType(0, "a2-highgpu-1g");
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorType"), nlohmann::json(a2->accelerators.front().accelerator));
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount"), nlohmann::json(a2->accelerators.front().counts.front()));
        // Back on an n1 machine the A100 goes: n1 does not take it.
        draft.setMachineType(0, "n1-standard-8");
        QVERIFY(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorType").is_null());
        QVERIFY(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount").is_null());
    }

    void acceleratorCountsAreTheMachines()
    {
        VertexDraft draft;
        makeRunnable(draft);
        const auto choices = draft.acceleratorChoices(0);
        QVERIFY(std::find(choices.begin(), choices.end(), "NVIDIA_TESLA_T4") != choices.end());
        draft.setAccelerator(0, "NVIDIA_TESLA_T4");
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount"), nlohmann::json(1));
        QCOMPARE(draft.acceleratorCounts(0), draft.catalog().allowedCounts("n1-standard-4", "NVIDIA_TESLA_T4"));
        QVERIFY(draft.ready());
        // A count the machine does not take is the validator's error at the count.
        draft.setValue("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount", 3);
        QVERIFY(!draft.violationsAt("jobSpec.workerPoolSpecs[0].machineSpec").empty());
        draft.setAccelerator(0, "");
        QVERIFY(draft.value("jobSpec.workerPoolSpecs[0].machineSpec.acceleratorCount").is_null());
    }

    void codeSwitchesKeepTheEnvironment()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.env", nlohmann::json::array({ { { "name", "MODE" }, { "value", "fast" } } }));
        const auto image = draft.value("jobSpec.workerPoolSpecs[0].pythonPackageSpec.executorImageUri");
        draft.setPoolCode(0, VertexDraft::Code::Container);
        QCOMPARE(draft.poolCode(0), VertexDraft::Code::Container);
        QCOMPARE(draft.codePath(0), std::string("jobSpec.workerPoolSpecs[0].containerSpec"));
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].containerSpec.env[0].name"), nlohmann::json("MODE"));
        JSON_COMPARE(draft.value("jobSpec.workerPoolSpecs[0].containerSpec.imageUri"), image);
        QVERIFY(draft.value("jobSpec.workerPoolSpecs[0].pythonPackageSpec").is_null());
        QVERIFY(draft.ready());
    }

    void kindSwitchesKeepTheStudy()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setKind(VertexDraft::Kind::TuningJob);
        QCOMPARE(draft.specPath(), std::string("trialJobSpec"));
        JSON_COMPARE(draft.value("trialJobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule"), nlohmann::json("trainer.task"));
        QVERIFY(draft.value("jobSpec").is_null());
        QVERIFY(std::holds_alternative<spec::vertex::HyperparameterTuningJob>(draft.job()));
        QVERIFY(!draft.ready()); // a study needs a parameter
        const std::string lr = draft.addParameter();
        QCOMPARE(lr, std::string("studySpec.parameters[0]"));
        QVERIFY2(draft.ready(), draft.violations().empty() ? "" : draft.violations().front().englishMessage().c_str());
        draft.setKind(VertexDraft::Kind::CustomJob);
        QVERIFY(draft.value("studySpec").is_null());
        draft.setKind(VertexDraft::Kind::TuningJob);
        JSON_COMPARE(draft.value("studySpec.parameters[0].parameterId"), nlohmann::json("param1"));
    }

    void parameterTree()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setKind(VertexDraft::Kind::TuningJob);
        const std::string optimizer = draft.addParameter();
        draft.setValue(optimizer + ".parameterId", "optimizer");
        draft.setParameterType(optimizer, VertexDraft::ParameterType::Categorical);
        draft.setValue(optimizer + ".categoricalValueSpec.values", nlohmann::json::array({ "sgd", "adam" }));
        const std::string momentum = draft.addParameter(optimizer);
        QCOMPARE(momentum, optimizer + ".conditionalParameterSpecs[0].parameterSpec");
        draft.setValue(momentum + ".parameterId", "momentum");
        // Under a categorical parent the condition lists categorical values, starting at its first.
        QCOMPARE(draft.conditionPath(momentum), optimizer + ".conditionalParameterSpecs[0].parentCategoricalValues.values");
        JSON_COMPARE(draft.value(draft.conditionPath(momentum)), nlohmann::json::array({ "sgd" }));
        QCOMPARE(draft.parameterPaths(), (std::vector<std::string> { optimizer, momentum }));
        QCOMPARE(VertexDraft::parentOf(momentum), optimizer);
        QCOMPARE(VertexDraft::depthOf(momentum), 1);
        QVERIFY2(draft.ready(), draft.violations().empty() ? "" : draft.violations().front().englishMessage().c_str());
        // A condition on a value the parent cannot take is refused where it is.
        draft.setValue(draft.conditionPath(momentum), nlohmann::json::array({ "rmsprop" }));
        QVERIFY(!draft.violationsAt(optimizer + ".conditionalParameterSpecs[0]").empty());
        // The parent turned integer: the child's condition follows, on the parent's minimum.
        draft.setParameterType(optimizer, VertexDraft::ParameterType::Integer);
        QCOMPARE(draft.conditionPath(momentum), optimizer + ".conditionalParameterSpecs[0].parentIntValues.values");
        JSON_COMPARE(draft.value(draft.conditionPath(momentum)), nlohmann::json::array({ "1" }));
        draft.removeParameter(momentum);
        QCOMPARE(draft.parameterPaths(), (std::vector<std::string> { optimizer }));
    }

    void pathHelpers_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("parent");
        QTest::addColumn<int>("depth");
        QTest::newRow("top") << "studySpec.parameters[2]" << "" << 0;
        QTest::newRow("child") << "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec" << "studySpec.parameters[0]" << 1;
        QTest::newRow("grandchild")
            << "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec.conditionalParameterSpecs[0].parameterSpec"
            << "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec" << 2;
    }
    void pathHelpers()
    {
        QFETCH(QString, path);
        QFETCH(QString, parent);
        QFETCH(int, depth);
        QCOMPARE(QString::fromStdString(VertexDraft::parentOf(path.toStdString())), parent);
        QCOMPARE(VertexDraft::depthOf(path.toStdString()), depth);
    }

    void locationIsTheBackends()
    {
        VertexDraft draft;
        makeRunnable(draft);
        draft.setLocations({ "local", "cluster" });
        QVERIFY(hasProblemAt(draft, "location"));
        draft.setLocation("cluster");
        QVERIFY(draft.ready());
    }

    void textsReadBackIntoTheSameJob_data()
    {
        QTest::addColumn<bool>("tuning");
        QTest::newRow("custom job") << false;
        QTest::newRow("tuning job") << true;
    }
    void textsReadBackIntoTheSameJob()
    {
        QFETCH(bool, tuning);
        VertexDraft draft;
        makeRunnable(draft);
        draft.setValue("labels.team", "vision");
        draft.setPoolUsed(1, true);
        draft.setValue("jobSpec.workerPoolSpecs[1].replicaCount", "2");
        draft.setValue("jobSpec.scheduling.timeout", "7200s");
        if (tuning) {
            draft.setKind(VertexDraft::Kind::TuningJob);
            draft.setParameterType(draft.addParameter(), VertexDraft::ParameterType::Categorical);
        }
        QVERIFY(draft.ready());
        const ui::VertexTexts texts = ui::vertexTexts(draft.job(), draft.location());
        // The REST body, the --config file and the command snippet each give the job back alone.
        auto json = ui::importVertexText(texts.json);
        QVERIFY2(json, json.error.toString().c_str());
        QVERIFY(json->job == draft.job());
        auto gcloud = ui::importVertexText(texts.gcloud);
        QVERIFY2(gcloud, gcloud.error.toString().c_str());
        QVERIFY(gcloud->job == draft.job());
        QCOMPARE(gcloud->location, std::string("us-central1"));
        if (tuning) { // the whole tuning job is in its --config file
            auto yaml = ui::importVertexText(texts.yaml);
            QVERIFY2(yaml, yaml.error.toString().c_str());
            QVERIFY(yaml->job == draft.job());
        }
    }

    void badImportsSayWhere()
    {
        auto read = ui::importVertexText("{\"displayName\": \"x\", \"jobSpec\": {\"workerPoolSpecs\": [{\"replicaCount\": \"many\"}]}}");
        QVERIFY(!read);
        QVERIFY2(read.error.path.find("replicaCount") != std::string::npos, read.error.path.c_str());
    }
};

QTEST_GUILESS_MAIN(TestVertexDraft)
#include "tst_vertexdraft.moc"
