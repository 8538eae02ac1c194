// A Vertex study's conditional parameters as the daemon's tuner takes them: added to the v1 job's
// flat parameters (toV1 left them out), and the condition of each, written as trial values are.

#include "daemon/vertexstudy.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

json studySpec()
{
    const json momentum = { { "parameterId", "momentum" }, { "doubleValueSpec", { { "minValue", 0 }, { "maxValue", 0.99 } } },
        { "scaleType", "UNIT_LINEAR_SCALE" } };
    const json nesterov = { { "parameterId", "nesterov" }, { "categoricalValueSpec", { { "values", { "yes", "no" } } } } };
    json momentumWithChild = momentum;
    momentumWithChild["conditionalParameterSpecs"] = json::array(); // a leaf: no conditions of its own
    const json width = { { "parameterId", "width" }, { "discreteValueSpec", { { "values", { 32, 64 } } } },
        { "conditionalParameterSpecs",
            json::array({ { { "parentDiscreteValues", { { "values", { 64 } } } },
                { "parameterSpec", { { "parameterId", "dropout" }, { "doubleValueSpec", { { "minValue", 0 }, { "maxValue", 0.5 } } } } } } }) } };
    return { { "metrics", json::array({ { { "metricId", "accuracy" }, { "goal", "MAXIMIZE" } } }) },
        { "parameters",
            json::array({ { { "parameterId", "optimizer" }, { "categoricalValueSpec", { { "values", { "adam", "sgd" } } } },
                              { "conditionalParameterSpecs",
                                  json::array({ { { "parentCategoricalValues", { { "values", { "sgd" } } } }, { "parameterSpec", momentumWithChild } },
                                      { { "parentCategoricalValues", { { "values", { "sgd" } } } }, { "parameterSpec", nesterov } } }) } },
                { { "parameterId", "layers" }, { "integerValueSpec", { { "minValue", "1" }, { "maxValue", "3" } } },
                    { "conditionalParameterSpecs",
                        json::array({ { { "parentIntValues", { { "values", { "2", "3" } } } }, { "parameterSpec", width } } }) } } }) } };
}

daemon::VertexOrigin origin()
{
    daemon::VertexOrigin o;
    o.kind = daemon::VertexOrigin::Kind::HyperparameterTuningJob;
    o.name = "projects/local/locations/local/hyperparameterTuningJobs/7";
    o.resource = { { "displayName", "t" }, { "studySpec", studySpec() }, { "maxTrialCount", 4 } };
    return o;
}

// The v1 job toV1 makes of it: the top-level parameters only.
spec::Job v1Job()
{
    const json job = { { "jobId", "hp_tuning_job_7" },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "pythonModule", "t" }, { "region", "local" },
                { "hyperparameters",
                    { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "accuracy" }, { "maxTrials", 4 },
                        { "params",
                            json::array({ { { "parameterName", "optimizer" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "adam", "sgd" } } },
                                { { "parameterName", "layers" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 3 } } }) } } } } } };
    auto decoded = spec::jobFromJson(job);
    if (!decoded.value)
        qFatal("the v1 job does not decode");
    return *decoded.value;
}

} // namespace

class TestVertexStudy : public QObject {
    Q_OBJECT

private slots:
    void parametersAdded();
    void conditions();
    void v1JobUnchanged();
};

void TestVertexStudy::parametersAdded()
{
    const auto o = origin();
    const spec::Job job = daemon::withConditionalParameters(v1Job(), &o);
    const auto& params = *job.trainingInput->hyperparameters->params;
    QStringList names;
    for (const auto& p : params)
        names << QString::fromStdString(p.parameterName.value_or(""));
    QCOMPARE(names, (QStringList { "optimizer", "layers", "momentum", "nesterov", "width", "dropout" }));
    QCOMPARE(params[2].type->value(), spec::ParameterType::Double);
    QCOMPARE(*params[2].maxValue, 0.99);
    QCOMPARE(params[2].scaleType->value(), spec::ScaleType::UnitLinear);
    QCOMPARE(params[3].type->value(), spec::ParameterType::Categorical);
    QCOMPARE(*params[3].categoricalValues, (std::vector<std::string> { "yes", "no" }));
    QCOMPARE(params[4].type->value(), spec::ParameterType::Discrete);
    QCOMPARE(*params[4].discreteValues, (std::vector<double> { 32, 64 }));
    // Added once, however often it is converted.
    QCOMPARE(daemon::withConditionalParameters(job, &o).trainingInput->hyperparameters->params->size(), params.size());
}

void TestVertexStudy::conditions()
{
    const auto o = origin();
    const tuner::Conditions c = daemon::conditionsOf(&o);
    QCOMPARE(c.size(), std::size_t(4));
    QCOMPARE(c.at("momentum").parent, std::string("optimizer"));
    QCOMPARE(c.at("momentum").parentValues, (std::vector<std::string> { "sgd" }));
    QCOMPARE(c.at("nesterov").parent, std::string("optimizer"));
    QCOMPARE(c.at("width").parent, std::string("layers"));
    QCOMPARE(c.at("width").parentValues, (std::vector<std::string> { "2", "3" }));
    QCOMPARE(c.at("dropout").parent, std::string("width"));
    QCOMPARE(c.at("dropout").parentValues, (std::vector<std::string> { "64" }));
    // A trial's active parameters follow from them.
    const tuner::Assignment trial = { { "optimizer", "adam" }, { "momentum", "0.5" }, { "nesterov", "yes" }, { "layers", "2" }, { "width", "32" },
        { "dropout", "0.1" } };
    QCOMPARE(tuner::activeParameters(trial, c), (tuner::Assignment { { "optimizer", "adam" }, { "layers", "2" }, { "width", "32" } }));
}

void TestVertexStudy::v1JobUnchanged()
{
    const spec::Job job = v1Job();
    QCOMPARE(daemon::withConditionalParameters(job, nullptr).trainingInput->hyperparameters->params->size(), std::size_t(2));
    QVERIFY(daemon::conditionsOf(nullptr).empty());
    daemon::VertexOrigin custom = origin();
    custom.kind = daemon::VertexOrigin::Kind::CustomJob;
    QVERIFY(daemon::conditionsOf(&custom).empty());
}

QTEST_GUILESS_MAIN(TestVertexStudy)
#include "tst_vertexstudy.moc"
