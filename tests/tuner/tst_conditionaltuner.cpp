// Conditional parameters (Vertex's conditionalParameterSpecs): which parameters of a trial are active,
// and suggestions through every algorithm carrying only those, one trial per distinct active set.

#include "specbuilder.h"
#include "tuner/conditionaltuner.h"

#include <QTest>

#include <set>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::ConditionalTuner;
using trainyard::tuner::Conditions;
using trainyard::tuner::Observation;

Q_DECLARE_METATYPE(Assignment)
Q_DECLARE_METATYPE(Conditions)

namespace {

// optimizer ∈ {adam, sgd}; momentum only under sgd.
const Conditions momentumUnderSgd = { { "momentum", { "optimizer", { "sgd" } } } };

std::unique_ptr<trainyard::tuner::Tuner> make(std::vector<spec::ParameterSpec> params, spec::Algorithm algorithm, const Conditions& conditions)
{
    std::string error;
    auto t = ConditionalTuner::create(study(std::move(params), algorithm), conditions, 7, error);
    if (!t)
        qFatal("ConditionalTuner::create: %s", error.c_str());
    return t;
}

// Every suggestion has momentum exactly when its optimizer is sgd, and the unconditional rest.
void checkActive(const std::vector<Assignment>& suggestions, const std::vector<std::string>& always)
{
    for (const auto& a : suggestions) {
        QVERIFY(a.contains("optimizer"));
        QCOMPARE(a.contains("momentum"), a.at("optimizer") == "sgd");
        for (const auto& name : always)
            QVERIFY(a.contains(name));
    }
}

} // namespace

class TestConditionalTuner : public QObject {
    Q_OBJECT

private slots:
    void activeParameters_data();
    void activeParameters();
    void imputedAtTheMiddle();
    void gridYieldsEachDistinctTrialOnce();
    void gridSkipsTrialsOfTheHistory();
    void randomCarriesOnlyActiveParameters();
    void bayesianLearnsFromTrialsWithoutTheParameter();
};

void TestConditionalTuner::activeParameters_data()
{
    QTest::addColumn<Assignment>("assignment");
    QTest::addColumn<Conditions>("conditions");
    QTest::addColumn<Assignment>("active");

    const Assignment sgd = { { "optimizer", "sgd" }, { "momentum", "0.9" }, { "lr", "0.01" } };
    const Assignment adam = { { "optimizer", "adam" }, { "momentum", "0.9" }, { "lr", "0.01" } };
    QTest::newRow("no conditions") << adam << Conditions {} << adam;
    QTest::newRow("parent takes a listed value") << sgd << momentumUnderSgd << sgd;
    QTest::newRow("parent takes another value") << adam << momentumUnderSgd << Assignment { { "optimizer", "adam" }, { "lr", "0.01" } };
    QTest::newRow("parent absent") << Assignment { { "momentum", "0.9" } } << momentumUnderSgd << Assignment {};
    // layers (integer) 2 or 3 → width2; width2 (discrete) 64 → dropout: a child of an inactive parent is inactive.
    const Conditions tree = { { "width2", { "layers", { "2", "3" } } }, { "dropout", { "width2", { "64" } } } };
    QTest::newRow("grandchild active") << Assignment { { "layers", "3" }, { "width2", "64" }, { "dropout", "0.1" } } << tree
                                       << Assignment { { "layers", "3" }, { "width2", "64" }, { "dropout", "0.1" } };
    QTest::newRow("grandchild under an inactive parent") << Assignment { { "layers", "1" }, { "width2", "64" }, { "dropout", "0.1" } } << tree
                                                         << Assignment { { "layers", "1" } };
    QTest::newRow("child active, grandchild not") << Assignment { { "layers", "2" }, { "width2", "32" }, { "dropout", "0.1" } } << tree
                                                  << Assignment { { "layers", "2" }, { "width2", "32" } };
    // Numbers compare by value, as the tuner and the condition may write them differently.
    QTest::newRow("numbers by value") << Assignment { { "layers", "3" }, { "width2", "64.0" }, { "dropout", "0.1" } }
                                      << Conditions { { "width2", { "layers", { "3.0" } } }, { "dropout", { "width2", { "6.4e1" } } } }
                                      << Assignment { { "layers", "3" }, { "width2", "64.0" }, { "dropout", "0.1" } };
    QTest::newRow("a cycle is never active") << Assignment { { "a", "1" }, { "b", "1" } }
                                             << Conditions { { "a", { "b", { "1" } } }, { "b", { "a", { "1" } } } } << Assignment {};
}

void TestConditionalTuner::activeParameters()
{
    QFETCH(Assignment, assignment);
    QFETCH(Conditions, conditions);
    QFETCH(Assignment, active);
    QCOMPARE(trainyard::tuner::activeParameters(assignment, conditions), active);
}

void TestConditionalTuner::imputedAtTheMiddle()
{
    std::string error;
    auto tuner = ConditionalTuner::create(
        study({ categoricalParam("optimizer", { "adam", "sgd" }), doubleParam("momentum", 0, 0.8), integerParam("units", 1, 9),
            doubleParam("decay", 1e-4, 1, spec::ScaleType::UnitLog) }),
        { { "momentum", { "optimizer", { "sgd" } } }, { "units", { "optimizer", { "sgd" } } }, { "decay", { "optimizer", { "sgd" } } } }, 1, error);
    QVERIFY2(tuner, error.c_str());
    const auto* conditional = dynamic_cast<ConditionalTuner*>(tuner.get());
    QVERIFY(conditional);
    // adam's trial lacks the three; the inner tuner sees them at the middle of their scaled axes.
    const Assignment full = conditional->completed({ { "optimizer", "adam" }, { "momentum", "0.3" } });
    QCOMPARE(full, (Assignment { { "optimizer", "adam" }, { "momentum", "0.4" }, { "units", "5" }, { "decay", "0.01" } }));
    // An active value stays.
    QCOMPARE(conditional->completed({ { "optimizer", "sgd" }, { "momentum", "0.3" } }).at("momentum"), std::string("0.3"));
}

void TestConditionalTuner::gridYieldsEachDistinctTrialOnce()
{
    auto tuner = make({ categoricalParam("optimizer", { "adam", "sgd" }), discreteParam("momentum", { 0.1, 0.5, 0.9 }) },
        spec::Algorithm::GridSearch, momentumUnderSgd);
    const auto suggestions = tuner->suggest({}, 10);
    // adam once (its three grid points are one trial), sgd with each momentum.
    const std::vector<Assignment> expected = { { { "optimizer", "adam" } }, { { "optimizer", "sgd" }, { "momentum", "0.1" } },
        { { "optimizer", "sgd" }, { "momentum", "0.5" } }, { { "optimizer", "sgd" }, { "momentum", "0.9" } } };
    QCOMPARE(suggestions, expected);
}

void TestConditionalTuner::gridSkipsTrialsOfTheHistory()
{
    auto tuner = make({ categoricalParam("optimizer", { "adam", "sgd" }), discreteParam("momentum", { 0.1, 0.5, 0.9 }) },
        spec::Algorithm::GridSearch, momentumUnderSgd);
    // The trials as the study keeps them: only their active parameters.
    const std::vector<Observation> history = { { { { "optimizer", "adam" } }, Observation::Status::Completed, 0.3 },
        { { { "optimizer", "sgd" }, { "momentum", "0.5" } }, Observation::Status::Pending, std::nullopt } };
    const auto suggestions = tuner->suggest(history, 10);
    const std::vector<Assignment> expected = { { { "optimizer", "sgd" }, { "momentum", "0.1" } }, { { "optimizer", "sgd" }, { "momentum", "0.9" } } };
    QCOMPARE(suggestions, expected);
    QVERIFY(tuner->suggest({ history[0], history[1], { expected[0], Observation::Status::Failed, std::nullopt },
                               { expected[1], Observation::Status::Completed, 0.1 } },
                           3)
                .empty());
}

void TestConditionalTuner::randomCarriesOnlyActiveParameters()
{
    auto tuner = make({ categoricalParam("optimizer", { "adam", "sgd" }), doubleParam("momentum", 0, 0.99), doubleParam("lr", 1e-4, 1e-1, spec::ScaleType::UnitLog) },
        spec::Algorithm::RandomSearch, momentumUnderSgd);
    const auto suggestions = tuner->suggest({}, 30);
    QCOMPARE(suggestions.size(), std::size_t(30));
    checkActive(suggestions, { "lr" });
    QVERIFY(std::any_of(suggestions.begin(), suggestions.end(), [](const Assignment& a) { return a.at("optimizer") == "adam"; }));
    QVERIFY(std::any_of(suggestions.begin(), suggestions.end(), [](const Assignment& a) { return a.at("optimizer") == "sgd"; }));
    QCOMPARE(std::set<Assignment>(suggestions.begin(), suggestions.end()).size(), suggestions.size());
}

void TestConditionalTuner::bayesianLearnsFromTrialsWithoutTheParameter()
{
    auto tuner = make({ categoricalParam("optimizer", { "adam", "sgd" }), doubleParam("momentum", 0, 0.99), doubleParam("lr", 1e-4, 1e-1, spec::ScaleType::UnitLog) },
        spec::Algorithm::Unspecified, momentumUnderSgd);
    // Completed trials with and without momentum, as the study stores them: every one is placed.
    std::vector<Observation> history;
    for (int i = 0; i < 8; ++i) {
        const std::string lr = std::to_string(0.001 * (i + 1));
        if (i % 2 == 0)
            history.push_back({ { { "optimizer", "adam" }, { "lr", lr } }, Observation::Status::Completed, 0.5 + 0.01 * i });
        else
            history.push_back({ { { "optimizer", "sgd" }, { "momentum", "0." + std::to_string(i) }, { "lr", lr } }, Observation::Status::Completed, 0.2 });
    }
    const auto suggestions = tuner->suggest(history, 3);
    QCOMPARE(suggestions.size(), std::size_t(3));
    checkActive(suggestions, { "lr" });
}

QTEST_GUILESS_MAIN(TestConditionalTuner)
#include "tst_conditionaltuner.moc"
