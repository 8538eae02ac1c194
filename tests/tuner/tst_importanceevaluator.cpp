// Parameter importance: a random forest on the completed trials, then functional ANOVA per tree
// (docs/tuning.md, "Parameter importance"). The forest and the ANOVA first on their own, where the
// answer is known exactly, then the evaluator on studies whose influential parameter is known.

#include "specbuilder.h"
#include "tuner/fanova.h"
#include "tuner/importanceevaluator.h"
#include "tuner/randomforest.h"
#include "tuner/regressiontree.h"
#include "tuner/rng.h"
#include "tuner/searchspace.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>
#include <functional>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::Fanova;
using trainyard::tuner::FeatureDomain;
using trainyard::tuner::ImportanceEvaluator;
using trainyard::tuner::Observation;
using trainyard::tuner::RandomForest;
using trainyard::tuner::RegressionTree;
using trainyard::tuner::Rng;
using trainyard::tuner::SearchSpace;

namespace {

// `count` trials drawn uniformly on the scaled axes (log-uniform on a log scale), each completed
// with objective(its assignment).
std::vector<Observation> sampled(const spec::HyperparameterSpec& study, int count, std::uint64_t seed,
    const std::function<double(const Assignment&)>& objective)
{
    std::string error;
    const auto space = SearchSpace::create(study, error);
    if (!space)
        qFatal("SearchSpace::create: %s", error.c_str());
    Rng rng(seed);
    std::vector<Observation> trials;
    for (int i = 0; i < count; ++i) {
        auto point = space->sample(rng);
        space->snap(point);
        const Assignment a = space->decode(point);
        trials.push_back(completed(a, objective(a)));
    }
    return trials;
}

double number(const Assignment& a, const std::string& name)
{
    return std::stod(a.at(name));
}

double importanceOf(const spec::ImportanceReport& report, const std::string& name)
{
    for (const auto& p : report.parameters)
        if (p.parameter == name)
            return p.importance;
    qFatal("no parameter %s in the report", name.c_str());
}

double sum(const spec::ImportanceReport& report)
{
    double s = 0.0;
    for (const auto& p : report.parameters)
        s += p.importance;
    return s;
}

// A 4 × 4 grid at the cells' centres of [0, 1]², f on it, and the tree fitted to all of it.
RegressionTree gridTree(const std::function<double(double, double)>& f, const std::vector<FeatureDomain>& domains)
{
    std::vector<std::vector<double>> rows;
    std::vector<double> y;
    std::vector<std::size_t> samples;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) {
            const double a = (i + 0.5) / 4.0;
            const double b = (j + 0.5) / 4.0;
            samples.push_back(rows.size());
            rows.push_back({ a, b });
            y.push_back(f(a, b));
        }
    Rng rng(1);
    return RegressionTree::fit(rows, y, samples, domains, {}, rng);
}

} // namespace

class TestImportanceEvaluator : public QObject {
    Q_OBJECT

private slots:
    void treeFitsAStepExactly();
    void treeSplitsCategoriesIntoSets();
    void fanovaOfKnownFunctions();
    void fanovaCategoricalCellsAreEqual();
    void forestIsDeterministic();

    void quadraticParameterRanksFirst();
    void categoricalAloneDeterminesTheValue();
    void fewerThanMinimumTrials();
    void sameSeedSameReport();
    void failedPendingAndUnplaceableTrialsIgnored();
    void allEqualValuesGiveZeros();
    void logScaleMeasuredInLogCoordinate();
    void conditionalParameterInactiveIsAValue();
    void objectiveSignDoesNotMatter();
    void twoHundredTrialsTenParameters();
};

void TestImportanceEvaluator::treeFitsAStepExactly()
{
    const std::vector<FeatureDomain> domains(2);
    const RegressionTree tree = gridTree([](double a, double) { return a > 0.5 ? 3.0 : -1.0; }, domains);
    // One split, half-way between 0.375 and 0.625, on the feature that matters.
    QCOMPARE(tree.nodes().size(), std::size_t { 3 });
    QCOMPARE(tree.nodes()[0].feature, 0);
    QCOMPARE(tree.nodes()[0].threshold, 0.5);
    QCOMPARE(tree.predict({ 0.9, 0.1 }), 3.0);
    QCOMPARE(tree.predict({ 0.1, 0.9 }), -1.0);
}

void TestImportanceEvaluator::treeSplitsCategoriesIntoSets()
{
    // Categories 0 and 2 give 1, 1 and 3 give 5: one split into {0, 2} | {1, 3}, never by index order.
    std::vector<std::vector<double>> rows;
    std::vector<double> y;
    std::vector<std::size_t> samples;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c) {
            samples.push_back(rows.size());
            rows.push_back({ static_cast<double>(c) });
            y.push_back(c % 2 == 0 ? 1.0 : 5.0);
        }
    Rng rng(3);
    FeatureDomain categorical;
    categorical.categories = 5; // category 4 has no sample: it goes with the larger side (a tie: right)
    const RegressionTree tree = RegressionTree::fit(rows, y, samples, { categorical }, {}, rng);
    QCOMPARE(tree.nodes().size(), std::size_t { 3 });
    const auto& goes = tree.nodes()[0].goesLeft;
    QCOMPARE(goes.size(), std::size_t { 5 });
    QCOMPARE(goes[0], goes[2]);
    QCOMPARE(goes[1], goes[3]);
    QVERIFY(goes[0] != goes[1]);
    QCOMPARE(goes[4], false);
    QCOMPARE(tree.predict({ 2.0 }), 1.0);
    QCOMPARE(tree.predict({ 3.0 }), 5.0);
}

void TestImportanceEvaluator::fanovaOfKnownFunctions()
{
    const std::vector<FeatureDomain> domains(2);
    const auto step = [](double v) { return v > 0.5 ? 1.0 : 0.0; };

    // f = [x0 > ½]: x0 explains everything.
    auto shares = Fanova::mainEffectShares(gridTree([&](double a, double) { return step(a); }, domains), domains);
    QVERIFY(shares);
    QCOMPARE((*shares)[0], 1.0);
    QCOMPARE((*shares)[1], 0.0);

    // Additive, x0's step twice x1's: variances 4·¼ and 1·¼ of 5·¼.
    shares = Fanova::mainEffectShares(
        gridTree([&](double a, double b) { return 2.0 * step(a) + step(b); }, domains), domains);
    QVERIFY(shares);
    QVERIFY(std::abs((*shares)[0] - 0.8) < 1e-12);
    QVERIFY(std::abs((*shares)[1] - 0.2) < 1e-12);

    // A pure interaction f = [x0 > ½]·[x1 > ½]: V = 3/16, each marginal is 0 or ½ (V_i = 1/16), so
    // each main effect is a third and the last third is the interaction's.
    shares
        = Fanova::mainEffectShares(gridTree([&](double a, double b) { return step(a) * step(b); }, domains), domains);
    QVERIFY(shares);
    QVERIFY(std::abs((*shares)[0] - 1.0 / 3.0) < 1e-12);
    QVERIFY(std::abs((*shares)[1] - 1.0 / 3.0) < 1e-12);

    // On a wider domain [0, 2] the same step cuts x0's axis into cells of ¼ and ¾ of it, weighed by
    // their lengths: x0 still explains all of the variance (¼·¾ now, not ¼).
    std::vector<FeatureDomain> wide(2);
    wide[0].hi = 2.0;
    shares = Fanova::mainEffectShares(gridTree([&](double a, double) { return step(a); }, wide), wide);
    QVERIFY(shares);
    QCOMPARE((*shares)[0], 1.0);

    // A constant tree has no variance to share.
    QVERIFY(!Fanova::mainEffectShares(gridTree([](double, double) { return 7.0; }, domains), domains));
}

void TestImportanceEvaluator::fanovaCategoricalCellsAreEqual()
{
    // Feature 0 categorical with 4 categories, only category 3 differs (value 4 against 0): the
    // marginal over categories is {0, 0, 0, 4}, so V_0 = V = ¼·¾·16 = 3; feature 1 explains none.
    std::vector<std::vector<double>> rows;
    std::vector<double> y;
    std::vector<std::size_t> samples;
    for (int c = 0; c < 4; ++c)
        for (int j = 0; j < 3; ++j) {
            samples.push_back(rows.size());
            rows.push_back({ static_cast<double>(c), (j + 0.5) / 3.0 });
            y.push_back(c == 3 ? 4.0 : 0.0);
        }
    std::vector<FeatureDomain> domains(2);
    domains[0].categories = 4;
    Rng rng(5);
    const RegressionTree tree = RegressionTree::fit(rows, y, samples, domains, {}, rng);
    const auto shares = Fanova::mainEffectShares(tree, domains);
    QVERIFY(shares);
    QCOMPARE((*shares)[0], 1.0);
    QCOMPARE((*shares)[1], 0.0);
}

void TestImportanceEvaluator::forestIsDeterministic()
{
    std::vector<std::vector<double>> rows;
    std::vector<double> y;
    Rng rng(9);
    for (int i = 0; i < 40; ++i) {
        rows.push_back({ rng.uniform(), rng.uniform(), rng.uniform() });
        y.push_back(std::sin(6.0 * rows.back()[0]) + rows.back()[1]);
    }
    const std::vector<FeatureDomain> domains(3);
    RandomForest::Options options;
    options.tree.featuresPerSplit = 2;
    const RandomForest a = RandomForest::fit(rows, y, domains, options, 11);
    const RandomForest b = RandomForest::fit(rows, y, domains, options, 11);
    const RandomForest c = RandomForest::fit(rows, y, domains, options, 12);
    QCOMPARE(a.trees().size(), std::size_t { 64 });
    bool differs = false;
    for (int i = 0; i < 20; ++i) {
        const std::vector<double> x { i / 20.0, 0.3, 0.7 };
        QCOMPARE(a.predict(x), b.predict(x));
        differs = differs || a.predict(x) != c.predict(x);
    }
    QVERIFY(differs); // the seed picks the bootstrap samples and the features
    // Bagged trees of a smooth function predict it roughly where there is data.
    QVERIFY(std::abs(a.predict({ 0.25, 0.5, 0.5 }) - (std::sin(1.5) + 0.5)) < 0.35);
}

void TestImportanceEvaluator::quadraticParameterRanksFirst()
{
    const auto s = study({ doubleParam("x0", 0, 1), doubleParam("x1", 0, 1), doubleParam("x2", 0, 1) });
    const auto trials = sampled(s, 60, 20, [](const Assignment& a) {
        return 10.0 * number(a, "x0") * number(a, "x0") + 0.1 * number(a, "x1") + 0.0 * number(a, "x2");
    });
    const auto report = ImportanceEvaluator::evaluate(s, trials, 1);
    QCOMPARE(report.method, std::string("fanova"));
    QCOMPARE(report.completedTrials, 60);
    QCOMPARE(report.minimumTrials, 5);
    QCOMPARE(report.parameters.size(), std::size_t { 3 });
    QCOMPARE(report.parameters[0].parameter, std::string("x0"));
    QVERIFY2(report.parameters[0].importance > 0.8, std::to_string(report.parameters[0].importance).c_str());
    QVERIFY(std::abs(sum(report) - 1.0) < 1e-12);
    // x1's true share is 1e-4 (its variance 0.1²/12 against x0's 100·4/45): below what 60 points can
    // tell from x2's nothing, for this forest as for Optuna's (both give each a few 1e-4, in either
    // order, by seed). Both are reported as next to nothing.
    QVERIFY(importanceOf(report, "x1") < 0.01);
    QVERIFY(importanceOf(report, "x2") < 0.01);

    // With x1 at 2·x1 (a true share of 3.6%) the order below x0 is x1, then x2, whatever the points.
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const auto more = sampled(s, 60, 200 + seed, [](const Assignment& a) {
            return 10.0 * number(a, "x0") * number(a, "x0") + 2.0 * number(a, "x1") + 0.0 * number(a, "x2");
        });
        const auto r = ImportanceEvaluator::evaluate(s, more, seed);
        qInfo("x1 = 2: x0 %.4f, x1 %.5f, x2 %.5f", importanceOf(r, "x0"), importanceOf(r, "x1"), importanceOf(r, "x2"));
        QCOMPARE(r.parameters[0].parameter, std::string("x0"));
        QVERIFY(r.parameters[0].importance > 0.8);
        QCOMPARE(r.parameters[1].parameter, std::string("x1"));
        QCOMPARE(r.parameters[2].parameter, std::string("x2"));
    }
}

void TestImportanceEvaluator::categoricalAloneDeterminesTheValue()
{
    const auto s = study({ doubleParam("lr", 1e-4, 1e-1, spec::ScaleType::UnitLog),
        categoricalParam("optimizer", { "adam", "sgd", "rmsprop", "adagrad" }), integerParam("layers", 1, 8) });
    const std::map<std::string, double> byOptimizer { { "adam", 0.9 }, { "sgd", 0.5 }, { "rmsprop", 0.8 },
        { "adagrad", 0.2 } };
    const auto trials = sampled(s, 40, 21, [&](const Assignment& a) { return byOptimizer.at(a.at("optimizer")); });
    const auto report = ImportanceEvaluator::evaluate(s, trials, 2);
    QCOMPARE(report.parameters.size(), std::size_t { 3 });
    QCOMPARE(report.parameters[0].parameter, std::string("optimizer"));
    QVERIFY2(report.parameters[0].importance > 0.9, std::to_string(report.parameters[0].importance).c_str());
}

void TestImportanceEvaluator::fewerThanMinimumTrials()
{
    const auto s = study({ doubleParam("x", 0, 1), doubleParam("y", 0, 1) });
    auto trials = sampled(s, 4, 22, [](const Assignment& a) { return number(a, "x"); });
    trials.push_back(pending({ { "x", "0.5" }, { "y", "0.5" } }));
    trials.push_back(failed({ { "x", "0.25" }, { "y", "0.5" } }));
    auto report = ImportanceEvaluator::evaluate(s, trials, 3);
    QCOMPARE(report.method, std::string("fanova"));
    QCOMPARE(report.completedTrials, 4);
    QCOMPARE(report.minimumTrials, ImportanceEvaluator::minimumTrials);
    QVERIFY(report.parameters.empty());

    // The fifth completed trial is enough.
    trials.push_back(completed({ { "x", "0.75" }, { "y", "0.5" } }, 0.75));
    report = ImportanceEvaluator::evaluate(s, trials, 3);
    QCOMPARE(report.completedTrials, 5);
    QCOMPARE(report.parameters.size(), std::size_t { 2 });

    // A spec the tuner cannot read: no parameters, but the count stays honest.
    auto bad = s;
    (*bad.params)[0].minValue = 2.0; // inverted bounds
    report = ImportanceEvaluator::evaluate(bad, trials, 3);
    QCOMPARE(report.completedTrials, 5);
    QVERIFY(report.parameters.empty());
}

void TestImportanceEvaluator::sameSeedSameReport()
{
    const auto s
        = study({ doubleParam("a", -1, 1), integerParam("b", 0, 10), categoricalParam("c", { "p", "q", "r" }) });
    const auto trials = sampled(s, 30, 23, [](const Assignment& a) {
        return std::sin(3.0 * number(a, "a")) + 0.2 * number(a, "b") + (a.at("c") == "q" ? 1.0 : 0.0);
    });
    const auto first = ImportanceEvaluator::evaluate(s, trials, 77);
    QCOMPARE(ImportanceEvaluator::evaluate(s, trials, 77), first);
    QCOMPARE(first.parameters.size(), std::size_t { 3 });
    // Another seed grows other trees: other numbers, about the same story.
    const auto other = ImportanceEvaluator::evaluate(s, trials, 78);
    QVERIFY(other != first);
    for (const auto& p : first.parameters)
        QVERIFY(std::abs(importanceOf(other, p.parameter) - p.importance) < 0.15);
}

void TestImportanceEvaluator::failedPendingAndUnplaceableTrialsIgnored()
{
    const auto s = study({ doubleParam("x", 0, 1), categoricalParam("c", { "a", "b" }) });
    const auto trials
        = sampled(s, 12, 24, [](const Assignment& a) { return number(a, "x") + (a.at("c") == "a" ? 0.5 : 0.0); });
    const auto clean = ImportanceEvaluator::evaluate(s, trials, 4);
    QCOMPARE(clean.completedTrials, 12);

    // Trials that would change the forest if they counted: extreme values at new places.
    auto noisy = trials;
    noisy.insert(noisy.begin() + 3, failed({ { "x", "0.5" }, { "c", "a" } }));
    noisy.insert(noisy.begin() + 5, pending({ { "x", "0.1" }, { "c", "b" } }));
    noisy.push_back({ { { "x", "0.9" }, { "c", "b" } }, Observation::Status::Failed, 1e6 });
    noisy.push_back({ { { "x", "0.2" }, { "c", "a" } }, Observation::Status::Completed, std::nan("") });
    noisy.push_back({ { { "x", "0.3" }, { "c", "b" } }, Observation::Status::Completed, INFINITY });
    noisy.push_back({ { { "x", "0.4" }, { "c", "b" } }, Observation::Status::Completed, std::nullopt });
    noisy.push_back(completed({ { "x", "0.6" }, { "c", "zzz" } }, 1e6)); // a category this spec lacks
    noisy.push_back(completed({ { "x", "7" }, { "c", "a" } }, -1e6)); // outside the bounds
    const auto report = ImportanceEvaluator::evaluate(s, noisy, 4);
    QCOMPARE(report, clean);
}

void TestImportanceEvaluator::allEqualValuesGiveZeros()
{
    const auto s = study({ doubleParam("x", 0, 1), integerParam("n", 1, 5), categoricalParam("c", { "a", "b" }) });
    const auto trials = sampled(s, 20, 25, [](const Assignment&) { return 0.25; });
    const auto report = ImportanceEvaluator::evaluate(s, trials, 5);
    QCOMPARE(report.completedTrials, 20);
    QCOMPARE(report.parameters.size(), std::size_t { 3 });
    for (const auto& p : report.parameters) {
        QVERIFY(!std::isnan(p.importance));
        QCOMPARE(p.importance, 0.0);
    }
    // Ties rank by name.
    QCOMPARE(report.parameters[0].parameter, std::string("c"));
    QCOMPARE(report.parameters[1].parameter, std::string("n"));
    QCOMPARE(report.parameters[2].parameter, std::string("x"));
}

void TestImportanceEvaluator::logScaleMeasuredInLogCoordinate()
{
    // f = log10(lr) + 5·x with lr log-uniform on [1e-5, 1] and x uniform on [0, 1]: on their own
    // axes (log for lr) both vary by 5 and explain half each. Measured on lr's linear axis, 90% of it
    // would be lr > 0.1 where f hardly moves, and lr would explain about a tenth.
    const auto s = study({ doubleParam("lr", 1e-5, 1, spec::ScaleType::UnitLog), doubleParam("x", 0, 1) });
    const auto trials
        = sampled(s, 80, 26, [](const Assignment& a) { return std::log10(number(a, "lr")) + 5.0 * number(a, "x"); });
    const auto report = ImportanceEvaluator::evaluate(s, trials, 6);
    const double lr = importanceOf(report, "lr");
    QVERIFY2(lr > 0.35 && lr < 0.65, std::to_string(lr).c_str());
}

void TestImportanceEvaluator::conditionalParameterInactiveIsAValue()
{
    // momentum exists only with sgd; with sgd it decides the value, otherwise the value is the
    // optimizer's. Trials without momentum count it as inactive, a value of its own.
    const auto s = study({ categoricalParam("optimizer", { "adam", "sgd" }), doubleParam("momentum", 0, 1),
        doubleParam("noise", 0, 1) });
    auto trials = sampled(
        s, 60, 27, [](const Assignment& a) { return a.at("optimizer") == "sgd" ? 4.0 * number(a, "momentum") : 2.0; });
    for (auto& t : trials)
        if (t.parameters.at("optimizer") != "sgd")
            t.parameters.erase("momentum");
    const auto report = ImportanceEvaluator::evaluate(s, trials, 7);
    QCOMPARE(report.completedTrials, 60);
    QCOMPARE(report.parameters.size(), std::size_t { 3 });
    QCOMPARE(report.parameters[0].parameter, std::string("momentum"));
    QCOMPARE(report.parameters[2].parameter, std::string("noise"));
    QVERIFY(std::abs(sum(report) - 1.0) < 1e-12);
    for (const auto& p : report.parameters)
        QVERIFY(std::isfinite(p.importance));
}

void TestImportanceEvaluator::objectiveSignDoesNotMatter()
{
    const auto s = study({ doubleParam("x", 0, 1), doubleParam("y", 0, 1) });
    const auto f = [](const Assignment& a) { return std::exp(2.0 * number(a, "x")) + number(a, "y"); };
    const auto trials = sampled(s, 25, 28, f);
    auto negated = trials;
    for (auto& t : negated)
        t.value = -*t.value;
    const auto a = ImportanceEvaluator::evaluate(s, trials, 8);
    const auto b = ImportanceEvaluator::evaluate(s, negated, 8);
    QCOMPARE(a.parameters.size(), b.parameters.size());
    for (std::size_t i = 0; i < a.parameters.size(); ++i) {
        QCOMPARE(a.parameters[i].parameter, b.parameters[i].parameter);
        QVERIFY(std::abs(a.parameters[i].importance - b.parameters[i].importance) < 1e-9);
    }
}

void TestImportanceEvaluator::twoHundredTrialsTenParameters()
{
    // The size docs/tuning.md quotes a cost for. Only the report's sanity is asserted; the time is
    // printed, not checked (machines differ).
    std::vector<spec::ParameterSpec> params;
    for (int i = 0; i < 8; ++i)
        params.push_back(doubleParam("x" + std::to_string(i), 0, 1));
    params.push_back(integerParam("n", 1, 64, spec::ScaleType::UnitLog));
    params.push_back(categoricalParam("c", { "a", "b", "c", "d" }));
    const auto s = study(params);
    const auto trials = sampled(s, 200, 29, [](const Assignment& a) {
        double v = 3.0 * std::sin(4.0 * number(a, "x0")) + std::log(number(a, "n")) + (a.at("c") == "b" ? 1.0 : 0.0);
        for (int i = 1; i < 8; ++i)
            v += 0.1 * i * number(a, "x" + std::to_string(i));
        return v;
    });
    QElapsedTimer timer;
    timer.start();
    const auto report = ImportanceEvaluator::evaluate(s, trials, 9);
    qInfo("200 trials x 10 parameters: %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(report.completedTrials, 200);
    QCOMPARE(report.parameters.size(), std::size_t { 10 });
    QCOMPARE(report.parameters[0].parameter, std::string("x0"));
    QVERIFY(std::abs(sum(report) - 1.0) < 1e-12);
}

QTEST_GUILESS_MAIN(TestImportanceEvaluator)
#include "tst_importanceevaluator.moc"
