// RANDOM_SEARCH: seeded, uniform on the scaled axes, never a point already in the history.

#include "specbuilder.h"
#include "tuner/tuner.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::Observation;
using trainyard::tuner::Tuner;

namespace {
std::unique_ptr<Tuner> make(std::vector<spec::ParameterSpec> params, std::uint64_t seed)
{
    std::string error;
    auto t = Tuner::create(study(std::move(params), spec::Algorithm::RandomSearch), seed, error);
    if (!t)
        qFatal("Tuner::create: %s", error.c_str());
    return t;
}
} // namespace

class TestRandomSearch : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameSuggestions();
    void neverRepeatsAndExhausts();
    void logUniform();
    void integersAreWholeAndInRange();
};

void TestRandomSearch::sameSeedSameSuggestions()
{
    const std::vector<spec::ParameterSpec> params { doubleParam("x", 0, 1), integerParam("n", 1, 100), categoricalParam("c", { "a", "b" }) };
    const auto a = make(params, 42)->suggest({}, 5);
    const auto b = make(params, 42)->suggest({}, 5);
    QCOMPARE(a.size(), std::size_t { 5 });
    QCOMPARE(a, b);
    QVERIFY(make(params, 43)->suggest({}, 5) != a);
    // The history's length is part of the stream: the next call does not repeat the first.
    std::vector<Observation> history;
    for (const auto& s : a)
        history.push_back(completed(s, 1.0));
    const auto next = make(params, 42)->suggest(history, 5);
    for (const auto& s : next)
        QVERIFY(std::find(a.begin(), a.end(), s) == a.end());
}

void TestRandomSearch::neverRepeatsAndExhausts()
{
    // 3 × 2 = 6 points.
    const std::vector<spec::ParameterSpec> params { integerParam("n", 1, 3), categoricalParam("c", { "a", "b" }) };
    auto t = make(params, 1);
    const auto all = t->suggest({}, 10);
    QCOMPARE(all.size(), std::size_t { 6 });
    QCOMPARE(std::set<Assignment>(all.begin(), all.end()).size(), std::size_t { 6 });

    std::vector<Observation> history;
    for (std::size_t i = 0; i < 5; ++i)
        history.push_back(i % 2 ? failed(all[i]) : completed(all[i], 0.0));
    const auto last = t->suggest(history, 3);
    QCOMPARE(last.size(), std::size_t { 1 });
    QCOMPARE(last[0], all[5]);

    history.push_back(pending(all[5]));
    QVERIFY(t->suggest(history, 3).empty());
    // The history's text is compared in canonical form: "2.0" is the trial "2".
    std::vector<Observation> written { completed({ { "n", "2.0" }, { "c", "a" } }, 1.0) };
    for (const auto& s : t->suggest(written, 10))
        QVERIFY(!(s.at("n") == "2" && s.at("c") == "a"));
}

void TestRandomSearch::logUniform()
{
    auto t = make({ doubleParam("lr", 1e-4, 1.0, spec::ScaleType::UnitLog) }, 5);
    const auto draws = t->suggest({}, 2000);
    QCOMPARE(draws.size(), std::size_t { 2000 });
    int belowGeometricMean = 0;
    for (const auto& d : draws) {
        const double v = std::stod(d.at("lr"));
        QVERIFY(v >= 1e-4 && v <= 1.0);
        if (v < 1e-2)
            ++belowGeometricMean;
    }
    // Log-uniform: half below the geometric mean (a uniform draw would put 1% there).
    QVERIFY2(std::abs(belowGeometricMean - 1000) < 100, qPrintable(QString::number(belowGeometricMean)));
}

void TestRandomSearch::integersAreWholeAndInRange()
{
    auto t = make({ integerParam("n", -2, 2) }, 3);
    std::set<std::string> seen;
    for (const auto& d : t->suggest({}, 5))
        seen.insert(d.at("n"));
    QCOMPARE(seen, (std::set<std::string> { "-2", "-1", "0", "1", "2" }));
}

QTEST_APPLESS_MAIN(TestRandomSearch)
#include "tst_randomsearch.moc"
