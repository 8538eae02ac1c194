// GRID_SEARCH: every INTEGER × DISCRETE × CATEGORICAL combination in a fixed order, skipping the history.

#include "specbuilder.h"
#include "tuner/tuner.h"

#include <QTest>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::Observation;
using trainyard::tuner::Tuner;

namespace {
std::unique_ptr<Tuner> makeGrid()
{
    std::string error;
    auto t = Tuner::create(study({ integerParam("a", 1, 2), discreteParam("b", { 0.5, 1 }), categoricalParam("c", { "x", "y" }) },
                               spec::Algorithm::GridSearch),
        0, error);
    if (!t)
        qFatal("Tuner::create: %s", error.c_str());
    return t;
}

Assignment point(const char* a, const char* b, const char* c) { return { { "a", a }, { "b", b }, { "c", c } }; }
} // namespace

class TestGridSearch : public QObject {
    Q_OBJECT

private slots:
    void enumerationOrder();
    void exhaustion();
    void skipsHistory();
    void doubleIsRefused();
};

void TestGridSearch::enumerationOrder()
{
    // Parameters in the spec's order, the last varying fastest.
    const std::vector<Assignment> expected { point("1", "0.5", "x"), point("1", "0.5", "y"), point("1", "1", "x"), point("1", "1", "y"),
        point("2", "0.5", "x"), point("2", "0.5", "y"), point("2", "1", "x"), point("2", "1", "y") };
    QCOMPARE(makeGrid()->suggest({}, 100), expected);
    // Asking in small batches gives the same sequence.
    auto t = makeGrid();
    std::vector<Observation> history;
    std::vector<Assignment> seen;
    while (true) {
        const auto batch = t->suggest(history, 3);
        if (batch.empty())
            break;
        for (const auto& a : batch) {
            seen.push_back(a);
            history.push_back(pending(a));
        }
    }
    QCOMPARE(seen, expected);
}

void TestGridSearch::exhaustion()
{
    auto t = makeGrid();
    std::vector<Observation> history;
    for (const auto& a : t->suggest({}, 6))
        history.push_back(completed(a, 1.0));
    QCOMPARE(t->suggest(history, 5).size(), std::size_t { 2 }); // fewer than asked: the grid is used up
    for (const auto& a : t->suggest(history, 5))
        history.push_back(failed(a));
    QVERIFY(t->suggest(history, 5).empty());
}

void TestGridSearch::skipsHistory()
{
    // Any state blocks its point; numbers match in canonical form ("1.0" is 1, "0.50" is 0.5).
    const std::vector<Observation> history { completed(point("1", "0.5", "x"), 1.0), failed(point("1.0", "0.50", "y")),
        pending(point("1", "1", "y")) };
    const std::vector<Assignment> expected { point("1", "1", "x"), point("2", "0.5", "x") };
    QCOMPARE(makeGrid()->suggest(history, 2), expected);
}

void TestGridSearch::doubleIsRefused()
{
    std::string error;
    QVERIFY(!Tuner::create(study({ integerParam("a", 1, 2), doubleParam("x", 0, 1) }, spec::Algorithm::GridSearch), 0, error));
    QVERIFY(error.find("GRID_SEARCH") != std::string::npos);
    QVERIFY(!Tuner::create(study({}, spec::Algorithm::GridSearch), 0, error));
}

QTEST_APPLESS_MAIN(TestGridSearch)
#include "tst_gridsearch.moc"
