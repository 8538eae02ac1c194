// ALGORITHM_UNSPECIFIED: the GP-EI optimiser as the daemon uses it, through Tuner::create.

#include "specbuilder.h"
#include "tuner/bayesianoptimizer.h"
#include "tuner/tuner.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::Observation;
using trainyard::tuner::Tuner;

namespace {
std::unique_ptr<Tuner> make(const spec::HyperparameterSpec& s, std::uint64_t seed)
{
    std::string error;
    auto t = Tuner::create(s, seed, error);
    if (!t)
        qFatal("Tuner::create: %s", error.c_str());
    return t;
}

double num(const Assignment& a, const std::string& name) { return std::stod(a.at(name)); }

using Objective = std::function<double(const Assignment&)>;

// Runs a study one trial at a time; returns the history.
std::vector<Observation> run(Tuner& t, const Objective& f, int trials)
{
    std::vector<Observation> history;
    while (static_cast<int>(history.size()) < trials) {
        const auto next = t.suggest(history, 1);
        if (next.empty())
            break;
        history.push_back(completed(next[0], f(next[0])));
    }
    return history;
}

double best(const std::vector<Observation>& history)
{
    double b = INFINITY;
    for (const auto& o : history)
        b = std::min(b, *o.value);
    return b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

const std::vector<spec::ParameterSpec> box3 { doubleParam("a", 0, 1), doubleParam("b", 0, 1), doubleParam("c", 0, 1) };

double quadratic(const Assignment& p)
{
    return std::pow(num(p, "a") - 0.3, 2) + std::pow(num(p, "b") - 0.7, 2) + std::pow(num(p, "c") - 0.2, 2);
}
} // namespace

class TestBayesianOptimizer : public QObject {
    Q_OBJECT

private slots:
    void firstTrialIsTheCentre();
    void sameSeedSameSuggestions();
    void beatsRandomOnQuadratic();
    void maximizeAndMinimize();
    void pendingNotResuggestedAndBatchDistinct();
    void failedNotResuggested();
    void exhaustsSmallSpace();
    void foreignTrialsAreTolerated();
    void fallsBackToRandomBeyondLimits();
    void createErrors();
};

void TestBayesianOptimizer::firstTrialIsTheCentre()
{
    const auto first = make(study({ doubleParam("x", 0, 10), integerParam("n", 1, 9), doubleParam("lr", 1e-4, 1, spec::ScaleType::UnitLog) }), 3)
                           ->suggest({}, 1);
    QCOMPARE(first.size(), std::size_t { 1 });
    QCOMPARE(first[0], (Assignment { { "x", "5" }, { "n", "5" }, { "lr", "0.01" } }));
}

void TestBayesianOptimizer::sameSeedSameSuggestions()
{
    const auto s = study({ doubleParam("x", -2, 2), integerParam("n", 1, 5), categoricalParam("c", { "p", "q", "r" }) });
    const Objective f = [](const Assignment& p) { return std::pow(num(p, "x") - 0.5, 2) + num(p, "n") + (p.at("c") == "q" ? 0.0 : 1.0); };
    auto a = make(s, 17);
    auto b = make(s, 17);
    const auto ha = run(*a, f, 14);
    const auto hb = run(*b, f, 14);
    QCOMPARE(ha.size(), std::size_t { 14 });
    for (std::size_t i = 0; i < ha.size(); ++i)
        QCOMPARE(ha[i].parameters, hb[i].parameters);
    // A batch from the same history is the same too.
    QCOMPARE(a->suggest(ha, 3), b->suggest(ha, 3));
    // Another seed takes another path.
    const auto hc = run(*make(s, 18), f, 14);
    bool differs = false;
    for (std::size_t i = 0; i < hc.size(); ++i)
        differs = differs || hc[i].parameters != ha[i].parameters;
    QVERIFY(differs);
}

void TestBayesianOptimizer::beatsRandomOnQuadratic()
{
    // Best value after 20 trials, median over 7 seeds.
    std::vector<double> gp, random;
    for (std::uint64_t seed = 0; seed < 7; ++seed) {
        gp.push_back(best(run(*make(study(box3), seed), quadratic, 20)));
        random.push_back(best(run(*make(study(box3, spec::Algorithm::RandomSearch), seed), quadratic, 20)));
    }
    const double g = median(gp), r = median(random);
    QVERIFY2(g < 0.25 * r, qPrintable(QStringLiteral("GP %1, random %2").arg(g).arg(r)));
    QVERIFY2(g < 0.01, qPrintable(QString::number(g)));
}

void TestBayesianOptimizer::maximizeAndMinimize()
{
    const Objective bump = [](const Assignment& p) { return -std::pow(num(p, "x") - 0.8, 2); };
    const Objective bowl = [&](const Assignment& p) { return -bump(p); };
    auto closest = [](const std::vector<Observation>& h, bool maximize) {
        const auto it = std::max_element(h.begin(), h.end(), [&](const Observation& a, const Observation& b) {
            return maximize ? *a.value < *b.value : *a.value > *b.value;
        });
        return std::abs(num(it->parameters, "x") - 0.8);
    };
    const auto params = std::vector<spec::ParameterSpec> { doubleParam("x", 0, 1) };
    QVERIFY(closest(run(*make(study(params, spec::Algorithm::Unspecified, spec::GoalType::Maximize), 1), bump, 10), true) < 0.02);
    QVERIFY(closest(run(*make(study(params, spec::Algorithm::Unspecified, spec::GoalType::Minimize), 1), bowl, 10), false) < 0.02);
    // GOAL_TYPE_UNSPECIFIED maximises.
    QVERIFY(closest(run(*make(study(params, spec::Algorithm::Unspecified, spec::GoalType::Unspecified), 1), bump, 10), true) < 0.02);
}

void TestBayesianOptimizer::pendingNotResuggestedAndBatchDistinct()
{
    // 5 × 2 = 10 points: collisions are likely unless the tuner avoids them.
    const auto s = study({ integerParam("n", 1, 5), categoricalParam("c", { "a", "b" }) });
    const Objective f = [](const Assignment& p) { return std::abs(num(p, "n") - 4) + (p.at("c") == "b" ? 0.0 : 0.5); };
    auto t = make(s, 9);
    auto history = run(*t, f, 4);
    // Two pending trials, near the optimum where EI would go.
    history.push_back(pending({ { "n", "4" }, { "c", "b" } }));
    history.push_back(pending({ { "n", "3" }, { "c", "b" } }));
    const auto batch = t->suggest(history, 3);
    QCOMPARE(batch.size(), std::size_t { 3 });
    std::set<Assignment> taken;
    for (const auto& o : history)
        taken.insert(o.parameters);
    for (const auto& a : batch)
        QVERIFY(taken.insert(a).second); // new, and distinct within the batch

    // A continuous space: a batch of 4 spreads out (the kriging believer lowers the variance around
    // each point chosen).
    auto c = make(study(box3), 4);
    auto h = run(*c, quadratic, 8);
    const auto spread = c->suggest(h, 4);
    QCOMPARE(spread.size(), std::size_t { 4 });
    for (std::size_t i = 0; i < spread.size(); ++i) {
        for (std::size_t j = i + 1; j < spread.size(); ++j) {
            double d2 = 0;
            for (const char* k : { "a", "b", "c" })
                d2 += std::pow(num(spread[i], k) - num(spread[j], k), 2);
            QVERIFY(d2 > 1e-6);
        }
    }
}

void TestBayesianOptimizer::failedNotResuggested()
{
    // 3 × 2 = 6 points; the best region failed twice: it must not come back.
    const auto s = study({ integerParam("n", 1, 3), categoricalParam("c", { "a", "b" }) });
    std::vector<Observation> history { completed({ { "n", "1" }, { "c", "a" } }, 3.0), completed({ { "n", "2" }, { "c", "a" } }, 2.0),
        completed({ { "n", "1" }, { "c", "b" } }, 2.5), failed({ { "n", "3" }, { "c", "a" } }), failed({ { "n", "3" }, { "c", "b" } }) };
    const auto next = make(s, 2)->suggest(history, 5);
    QCOMPARE(next, (std::vector<Assignment> { { { "n", "2" }, { "c", "b" } } }));
}

void TestBayesianOptimizer::exhaustsSmallSpace()
{
    auto t = make(study({ discreteParam("d", { 1, 2, 4 }) }), 5);
    const Objective f = [](const Assignment& p) { return num(p, "d"); };
    const auto history = run(*t, f, 10);
    QCOMPARE(history.size(), std::size_t { 3 });
    QVERIFY(t->suggest(history, 2).empty());
}

void TestBayesianOptimizer::foreignTrialsAreTolerated()
{
    // A resumed job's trials with another spec: out of range, unknown category, missing parameter,
    // completed without a value. None may crash the tuner or come back.
    const auto s = study({ doubleParam("x", 0, 1), categoricalParam("c", { "a", "b" }) });
    std::vector<Observation> history { completed({ { "x", "7" }, { "c", "a" } }, 1.0), completed({ { "x", "0.5" }, { "c", "z" } }, 2.0),
        completed({ { "x", "0.5" } }, 0.5), { { { "x", "0.2" }, { "c", "a" } }, Observation::Status::Completed, std::nullopt },
        completed({ { "x", "0.9" }, { "c", "b" } }, 0.3), completed({ { "x", "0.1" }, { "c", "a" } }, 0.7),
        completed({ { "x", "0.4" }, { "c", "b" } }, 0.2) };
    const auto next = make(s, 6)->suggest(history, 2);
    QCOMPARE(next.size(), std::size_t { 2 });
    for (const auto& a : next) {
        QVERIFY(num(a, "x") >= 0 && num(a, "x") <= 1);
        QVERIFY(a.at("c") == "a" || a.at("c") == "b");
        QVERIFY(a != (Assignment { { "x", "0.2" }, { "c", "a" } }));
    }
}

void TestBayesianOptimizer::fallsBackToRandomBeyondLimits()
{
    std::vector<spec::ParameterSpec> many;
    for (int i = 0; i < 21; ++i)
        many.push_back(doubleParam("p" + std::to_string(i), 0, 1));
    auto t = make(study(many), 8);
    std::vector<Observation> history;
    for (const auto& a : t->suggest({}, 30))
        history.push_back(completed(a, 1.0));
    QCOMPARE(history.size(), std::size_t { 30 });
    // Random draws, not the centre first.
    QVERIFY(history[0].parameters.at("p0") != "0.5");
    QCOMPARE(make(study(many), 8)->suggest(history, 2), t->suggest(history, 2));

    // Beyond maxTrials (made small here), the same.
    trainyard::tuner::BayesianOptions options;
    options.maxTrials = 5;
    std::string error;
    auto capped = Tuner::create(study(box3), 1, error, options);
    QVERIFY(capped);
    const auto h = run(*capped, quadratic, 12);
    QCOMPARE(h.size(), std::size_t { 12 });
}

void TestBayesianOptimizer::createErrors()
{
    std::string error;
    QVERIFY(!Tuner::create(study({}), 0, error));
    QVERIFY(!error.empty());
    spec::HyperparameterSpec s = study(box3);
    s.algorithm = spec::Enum<spec::Algorithm>::fromWire("SIMULATED_ANNEALING");
    QVERIFY(!Tuner::create(s, 0, error));
    QVERIFY(error.find("SIMULATED_ANNEALING") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestBayesianOptimizer)
#include "tst_bayesianoptimizer.moc"
