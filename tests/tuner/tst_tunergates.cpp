// The tuner benchmark's gates of issue 20 in a form CI can afford (tests/bench/tuner/run.sh has the
// full ones): trainyard_gp, 5 seeds, 30 trials, on the benchmark's noise-free problems, against
// Optuna TPE's pinned runs (baseline-optuna.csv, the same seeds and budget) and against random search
// run here. On every problem: the share of trials on a bound of the box no higher than random
// search's plus 10 points, and median regret at 30 trials no higher than TPE's.
// hartmann6_noisy is left out: its noise is not Optuna's stream (README.md in tests/bench/tuner), and
// hartmann6 is the same landscape without it.
// Cost, one core of the 2-core VM: 4.3 s of CPU in the ci preset (RelWithDebInfo, -O2), 130 s with
// -O0 (Debug): the GP's Eigen code unoptimised. The six problems stay: each is a different shape.

#include "benchproblems.h"
#include "tuner/searchspace.h"
#include "tuner/tuner.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

using namespace trainyard;
using trainyard::tunerbench::BenchProblem;

namespace {
constexpr int seeds = 5;
constexpr int budget = 30;

struct Outcome {
    double regret = 0.0; // the incumbent's after `budget` trials
    int onBound = 0; // trials with a numeric parameter on a bound
    int corners = 0; // trials with every DOUBLE parameter on one
};

Outcome run(const BenchProblem& problem, spec::Algorithm algorithm, int seed)
{
    spec::HyperparameterSpec s = problem.spec;
    s.algorithm = algorithm;
    s.maxTrials = budget;
    std::string error;
    auto tuner = tuner::Tuner::create(s, static_cast<std::uint64_t>(seed), error);
    const auto space = tuner::SearchSpace::create(s, error);
    if (!tuner || !space)
        qFatal("%s: %s", problem.name.c_str(), error.c_str());
    std::vector<tuner::Observation> history;
    Outcome out;
    double best = std::numeric_limits<double>::infinity();
    while (history.size() < static_cast<std::size_t>(budget)) {
        const auto batch = tuner->suggest(history, 1);
        if (batch.empty())
            qFatal("%s: the tuner stopped after %zu trials", problem.name.c_str(), history.size());
        const double value = problem.f(batch.front());
        best = std::min(best, value);
        out.onBound += tunerbench::onBound(*space, batch.front()) ? 1 : 0;
        out.corners += tunerbench::atCorner(*space, batch.front()) ? 1 : 0;
        history.push_back({ batch.front(), tuner::Observation::Status::Completed, value });
    }
    out.regret = best - problem.fopt;
    return out;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// TPE's regret at `budget` trials, seeds 0 to seeds - 1, from the pinned baseline.
std::map<std::string, std::vector<double>> tpeRegrets()
{
    std::ifstream in(TRAINYARD_TUNER_BASELINE);
    if (!in)
        qFatal("cannot read %s", TRAINYARD_TUNER_BASELINE);
    std::map<std::string, std::vector<double>> out;
    std::string line;
    std::getline(in, line); // header: method,problem,seed,trial,value,regret,...
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::stringstream row(line);
        for (std::string cell; std::getline(row, cell, ',');)
            cells.push_back(cell);
        if (cells.size() < 6 || cells[0] != "tpe" || std::stoi(cells[3]) != budget || std::stoi(cells[2]) >= seeds)
            continue;
        out[cells[1]].push_back(std::stod(cells[5]));
    }
    return out;
}

tuner::Assignment uniform(int d, double x)
{
    tuner::Assignment a;
    for (int i = 0; i < d; ++i)
        a["x" + std::to_string(i)] = tuner::SearchSpace::formatNumber(x);
    return a;
}
} // namespace

class TestTunerGates : public QObject {
    Q_OBJECT

private slots:
    void newProblemsMatchPython_data();
    void newProblemsMatchPython();
    void boundsAndCorners();
    void gates_data();
    void gates();
};

// The values problems.py gives at the corners, the centre and the optimum (printed by
// /usr/bin/python3 with problems.py's levy, rosenbrock and styblinski): the two copies agree.
void TestTunerGates::newProblemsMatchPython_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("regret");
    QTest::newRow("levy4 lo") << QStringLiteral("levy4") << -5.0 << 29.70504426653394;
    QTest::newRow("levy4 centre") << QStringLiteral("levy4") << 2.5 << 4.331301313746933;
    QTest::newRow("levy4 optimum") << QStringLiteral("levy4") << 1.0 << 0.0;
    QTest::newRow("levy4 hi") << QStringLiteral("levy4") << 10.0 << 170.7997733495752;
    QTest::newRow("rosenbrock4 lo") << QStringLiteral("rosenbrock4") << -2.048 << 11717.7786805248;
    QTest::newRow("rosenbrock4 centre") << QStringLiteral("rosenbrock4") << 0.0 << 3.0;
    QTest::newRow("rosenbrock4 optimum") << QStringLiteral("rosenbrock4") << 1.0 << 0.0;
    QTest::newRow("rosenbrock4 hi") << QStringLiteral("rosenbrock4") << 2.048 << 1385.2811701247997;
    QTest::newRow("styblinski5 lo") << QStringLiteral("styblinski5") << -5.0 << 695.8308285188571;
    QTest::newRow("styblinski5 centre") << QStringLiteral("styblinski5") << 0.0 << 195.8308285188571;
    QTest::newRow("styblinski5 optimum") << QStringLiteral("styblinski5") << -2.903534 << 0.0;
    QTest::newRow("styblinski5 hi") << QStringLiteral("styblinski5") << 5.0 << 820.8308285188571;
}

void TestTunerGates::newProblemsMatchPython()
{
    QFETCH(QString, problem);
    QFETCH(double, x);
    QFETCH(double, regret);
    const BenchProblem* p = tunerbench::benchProblem(problem.toStdString());
    QVERIFY(p);
    const int d = static_cast<int>(p->spec.params->size());
    const double measured = p->f(uniform(d, x)) - p->fopt;
    QVERIFY2(std::abs(measured - regret) <= 1e-9 * std::max(1.0, std::abs(regret)),
        qPrintable(QString::number(measured, 'g', 17)));
}

void TestTunerGates::boundsAndCorners()
{
    const BenchProblem* mixed = tunerbench::benchProblem("mixed"); // lr log DOUBLE, layers INTEGER 1-10, opt
    QVERIFY(mixed);
    std::string error;
    const auto space = tuner::SearchSpace::create(mixed->spec, error);
    QVERIFY(space);
    const auto at = [&](const std::string& lr, const std::string& layers) {
        return tuner::Assignment { { "lr", lr }, { "layers", layers }, { "opt", "adam" } };
    };
    QVERIFY(!tunerbench::onBound(*space, at("0.001", "5")));
    QVERIFY(tunerbench::onBound(*space, at("0.001", "1"))); // an INTEGER at its minimum
    QVERIFY(!tunerbench::atCorner(*space, at("0.001", "1"))); // corners count DOUBLE parameters only
    QVERIFY(tunerbench::onBound(*space, at("1", "5")));
    QVERIFY(tunerbench::atCorner(*space, at("1", "5")));
    QVERIFY(tunerbench::atCorner(*space, at("1e-05", "5")));
    QVERIFY(tunerbench::onBound(*space, at("0.9999999999999", "5"))); // within 1e-9 of the range
    QVERIFY(!tunerbench::onBound(*space, at("0.99999", "5")));

    const BenchProblem* levy = tunerbench::benchProblem("levy4");
    QVERIFY(levy);
    const auto box = tuner::SearchSpace::create(levy->spec, error);
    QVERIFY(box);
    auto a = uniform(4, 10.0);
    QVERIFY(tunerbench::atCorner(*box, a));
    a["x2"] = "-5"; // a mirror-image corner is a corner too
    QVERIFY(tunerbench::atCorner(*box, a));
    a["x3"] = "3";
    QVERIFY(tunerbench::onBound(*box, a));
    QVERIFY(!tunerbench::atCorner(*box, a));
}

void TestTunerGates::gates_data()
{
    QTest::addColumn<QString>("problem");
    for (const char* name : { "branin", "hartmann6", "mixed", "levy4", "rosenbrock4", "styblinski5" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTunerGates::gates()
{
    QFETCH(QString, problem);
    static const auto tpe = tpeRegrets();
    const BenchProblem* p = tunerbench::benchProblem(problem.toStdString());
    QVERIFY(p);
    const auto baseline = tpe.find(p->name);
    QVERIFY2(
        baseline != tpe.end() && baseline->second.size() == seeds, "baseline-optuna.csv lacks this problem's TPE runs");

    std::vector<double> gp;
    std::vector<double> random;
    int gpOnBound = 0, randomOnBound = 0, gpCorners = 0;
    for (int seed = 0; seed < seeds; ++seed) {
        const Outcome g = run(*p, spec::Algorithm::Unspecified, seed);
        const Outcome r = run(*p, spec::Algorithm::RandomSearch, seed);
        gp.push_back(g.regret);
        random.push_back(r.regret);
        gpOnBound += g.onBound;
        randomOnBound += r.onBound;
        gpCorners += g.corners;
    }
    const double trials = seeds * budget;
    const double gpShare = gpOnBound / trials, randomShare = randomOnBound / trials;
    const double gpMedian = median(gp), tpeMedian = median(baseline->second);
    qInfo("%s: on a bound %.0f%% (random search %.0f%%), %d at corners; median regret @%d %.4g (TPE %.4g, random %.4g)",
        p->name.c_str(), 100 * gpShare, 100 * randomShare, gpCorners, budget, gpMedian, tpeMedian, median(random));
    QVERIFY2(gpShare <= randomShare + 0.10 + 1e-12,
        qPrintable(
            QStringLiteral("%1% of trials on a bound, random search %2%").arg(100 * gpShare).arg(100 * randomShare)));
    QVERIFY2(
        gpMedian <= tpeMedian, qPrintable(QStringLiteral("median regret %1, TPE's %2").arg(gpMedian).arg(tpeMedian)));
}

QTEST_GUILESS_MAIN(TestTunerGates)
#include "tst_tunergates.moc"
