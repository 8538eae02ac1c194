// SearchSpace: the [0, 1] encoding of each parameter type and the text a trainer receives.

#include "specbuilder.h"
#include "tuner/rng.h"
#include "tuner/searchspace.h"

#include <QTest>

#include <cmath>

using namespace tunertest;
using trainyard::tuner::Assignment;
using trainyard::tuner::Rng;
using trainyard::tuner::SearchSpace;

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }

SearchSpace make(std::vector<spec::ParameterSpec> params)
{
    std::string error;
    auto space = SearchSpace::create(study(std::move(params)), error);
    if (!space)
        qFatal("SearchSpace::create: %s", error.c_str());
    return *space;
}

bool near(double a, double b, double tolerance = 1e-12) { return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b)); }
} // namespace

class TestSearchSpace : public QObject {
    Q_OBJECT

private slots:
    void linearDouble();
    void logDouble();
    void reverseLogDouble();
    void integerRelaxedAndRounded();
    void discreteSnapsToNearest();
    void categoricalOneHot();
    void encodeRejectsWhatDoesNotFit();
    void canonicalText();
    void shortestText();
    void enumerationOrder();
    void samplesStayFeasible();
    void createErrors();
};

void TestSearchSpace::linearDouble()
{
    const SearchSpace space = make({ doubleParam("x", -5.0, 10.0) });
    const auto& p = space.parameters()[0];
    QCOMPARE(space.featureCount(), std::size_t { 1 });
    QCOMPARE(SearchSpace::toUnit(p, -5.0), 0.0);
    QCOMPARE(SearchSpace::toUnit(p, 10.0), 1.0);
    QCOMPARE(SearchSpace::toUnit(p, 2.5), 0.5);
    for (double z : { 0.0, 0.1, 0.37, 0.5, 0.99, 1.0 })
        QVERIFY(near(SearchSpace::toUnit(p, SearchSpace::fromUnit(p, z)), z));
    QCOMPARE(q(space.decode({ 0.5 }).at("x")), QStringLiteral("2.5"));
    const auto point = space.encode({ { "x", "2.5" } });
    QVERIFY(point);
    QCOMPARE((*point)[0], 0.5);
    QVERIFY(space.continuous()[0]);
}

void TestSearchSpace::logDouble()
{
    const SearchSpace space = make({ doubleParam("lr", 1e-5, 1.0, spec::ScaleType::UnitLog) });
    const auto& p = space.parameters()[0];
    // z = (ln x − ln lo)/(ln hi − ln lo): 1e-3 is two of five decades up.
    QVERIFY(near(SearchSpace::toUnit(p, 1e-3), 0.4));
    QVERIFY(near(SearchSpace::fromUnit(p, 0.4), 1e-3));
    QCOMPARE(SearchSpace::fromUnit(p, 0.0), 1e-5); // the ends exactly, not exp(log(...))
    QCOMPARE(SearchSpace::fromUnit(p, 1.0), 1.0);
    // Text → point → text is stable (std::to_chars writes 1e-4 as "1e-04", its shortest form).
    for (const char* text : { "1e-05", "1e-04", "0.00316227766017", "0.5", "1" }) {
        const auto point = space.encode({ { "lr", text } });
        QVERIFY(point);
        QCOMPARE(q(space.decode(*point).at("lr")), QString::fromLatin1(text));
    }
    // Other text reads fine and comes back in that form.
    const auto point = space.encode({ { "lr", "0.0001" } });
    QVERIFY(point);
    QCOMPARE(q(space.decode(*point).at("lr")), QStringLiteral("1e-04"));
    // Values are written with at most 12 significant digits: exp(ln x) is not always x exactly.
    QCOMPARE(q(space.decode({ 0.5 }).at("lr")), QStringLiteral("0.00316227766017"));
}

void TestSearchSpace::reverseLogDouble()
{
    // z = 1 − (ln(hi + lo − x) − ln lo)/(ln hi − ln lo): fine resolution near the upper bound (a
    // momentum of 0.99 vs 0.999).
    const SearchSpace space = make({ doubleParam("m", 1.0, 100.0, spec::ScaleType::UnitReverseLog) });
    const auto& p = space.parameters()[0];
    QCOMPARE(SearchSpace::toUnit(p, 1.0), 0.0);
    QCOMPARE(SearchSpace::toUnit(p, 100.0), 1.0);
    QVERIFY(near(SearchSpace::toUnit(p, 91.0), 0.5)); // 101 − 91 = 10 = √100
    QVERIFY(near(SearchSpace::fromUnit(p, 0.5), 91.0));
    QCOMPARE(SearchSpace::fromUnit(p, 1.0), 100.0);
    for (double z : { 0.0, 0.2, 0.5, 0.75, 0.999, 1.0 })
        QVERIFY(near(SearchSpace::toUnit(p, SearchSpace::fromUnit(p, z)), z, 1e-9));
    // Half the unit interval maps to the top tenth of the range.
    QVERIFY(SearchSpace::fromUnit(p, 0.5) > 90.0);
    const auto point = space.encode({ { "m", "91" } });
    QVERIFY(point);
    QCOMPARE(q(space.decode(*point).at("m")), QStringLiteral("91"));
}

void TestSearchSpace::integerRelaxedAndRounded()
{
    const SearchSpace space = make({ integerParam("layers", 1, 10) });
    SearchSpace::Point point { 0.5 }; // 5.5 relaxed
    space.snap(point);
    QCOMPARE(q(space.decode(point).at("layers")), QStringLiteral("6")); // no ".0"
    QCOMPARE(point[0], SearchSpace::toUnit(space.parameters()[0], 6.0));
    QVERIFY(!space.continuous()[0]);
    const auto three = space.encode({ { "layers", "3" } });
    QVERIFY(three);
    QVERIFY(near((*three)[0], 2.0 / 9.0));
    QVERIFY(space.encode({ { "layers", "3.0" } }));
    QCOMPARE(q(space.decode({ 1.0 }).at("layers")), QStringLiteral("10"));

    const SearchSpace logInt = make({ integerParam("batch", 1, 1000, spec::ScaleType::UnitLog) });
    point = { 0.5 }; // √1000 ≈ 31.6
    logInt.snap(point);
    QCOMPARE(q(logInt.decode(point).at("batch")), QStringLiteral("32"));
    QCOMPARE(logInt.finiteSize(), std::optional<std::uint64_t> { 1000 });
}

void TestSearchSpace::discreteSnapsToNearest()
{
    // Listed out of order: the space sorts them.
    const SearchSpace linear = make({ discreteParam("d", { 16, 1, 4, 2, 8 }) });
    SearchSpace::Point point { (5.5 - 1.0) / 15.0 }; // 5.5: nearer 4 than 8
    linear.snap(point);
    QCOMPARE(q(linear.decode(point).at("d")), QStringLiteral("4"));
    QCOMPARE(point[0], (4.0 - 1.0) / 15.0);
    // A value that is not listed reads as the nearest listed one.
    const auto five = linear.encode({ { "d", "5" } });
    QVERIFY(five);
    QCOMPARE(q(linear.decode(*five).at("d")), QStringLiteral("4"));
    QCOMPARE(linear.finiteSize(), std::optional<std::uint64_t> { 5 });

    // On a log scale the powers of two are evenly spaced: z = 0.3 is nearest 2 (z = 0.25).
    const SearchSpace logScale = make({ discreteParam("d", { 1, 2, 4, 8, 16 }, spec::ScaleType::UnitLog) });
    point = { 0.3 };
    logScale.snap(point);
    QCOMPARE(q(logScale.decode(point).at("d")), QStringLiteral("2"));
    QVERIFY(near(point[0], 0.25));

    // A single value sits in the middle and never moves.
    const SearchSpace single = make({ discreteParam("d", { 0.5 }) });
    point = { 0.9 };
    single.snap(point);
    QCOMPARE(point[0], 0.5);
    QCOMPARE(q(single.decode(point).at("d")), QStringLiteral("0.5"));
}

void TestSearchSpace::categoricalOneHot()
{
    const SearchSpace space = make({ doubleParam("x", 0, 1), categoricalParam("opt", { "sgd", "adam", "rmsprop" }) });
    QCOMPARE(space.featureCount(), std::size_t { 4 });
    QCOMPARE(space.parameters()[1].feature, std::size_t { 1 });
    const auto point = space.encode({ { "x", "0.25" }, { "opt", "adam" } });
    QVERIFY(point);
    QCOMPARE(*point, (SearchSpace::Point { 0.25, 0.0, 1.0, 0.0 }));
    QCOMPARE(q(space.decode(*point).at("opt")), QStringLiteral("adam"));
    SearchSpace::Point relaxed { 0.25, 0.2, 0.3, 0.7 };
    space.snap(relaxed);
    QCOMPARE(relaxed, (SearchSpace::Point { 0.25, 0.0, 0.0, 1.0 }));
    QVERIFY(!space.continuous()[1]);
}

void TestSearchSpace::encodeRejectsWhatDoesNotFit()
{
    const SearchSpace space = make({ integerParam("n", 1, 10), categoricalParam("c", { "a", "b" }) });
    QVERIFY(space.encode({ { "n", "4" }, { "c", "a" } }));
    QVERIFY(!space.encode({ { "c", "a" } })); // missing
    QVERIFY(!space.encode({ { "n", "four" }, { "c", "a" } })); // unreadable
    QVERIFY(!space.encode({ { "n", "11" }, { "c", "a" } })); // out of bounds
    QVERIFY(!space.encode({ { "n", "nan" }, { "c", "a" } }));
    QVERIFY(!space.encode({ { "n", "4" }, { "c", "z" } })); // unknown category
    QVERIFY(space.encode({ { "n", "4" }, { "c", "a" }, { "other", "1" } })); // extra keys are ignored
}

void TestSearchSpace::canonicalText()
{
    const SearchSpace space
        = make({ integerParam("n", 1, 10), doubleParam("x", 0, 1), discreteParam("d", { 0.5, 1 }), categoricalParam("c", { "a", "b" }) });
    const Assignment c = space.canonical({ { "n", "3.0" }, { "x", "1e-1" }, { "d", "+0.50" }, { "c", "b" }, { "extra", "1" } });
    QCOMPARE(c, (Assignment { { "n", "3" }, { "x", "0.1" }, { "d", "0.5" }, { "c", "b" } }));
    // Text that is not a number stays as it is (it can only ever equal itself).
    QCOMPARE(space.canonical({ { "n", "three" } }), (Assignment { { "n", "three" } }));
}

void TestSearchSpace::shortestText()
{
    QCOMPARE(q(SearchSpace::formatNumber(0.1)), QStringLiteral("0.1"));
    QCOMPARE(q(SearchSpace::formatNumber(1e-5)), QStringLiteral("1e-05"));
    QCOMPARE(q(SearchSpace::formatNumber(0.1 + 0.2)), QStringLiteral("0.30000000000000004"));
    QCOMPARE(q(SearchSpace::formatNumber(-0.0)), QStringLiteral("0"));
    QCOMPARE(q(SearchSpace::formatNumber(3.0)), QStringLiteral("3"));
    QCOMPARE(q(SearchSpace::formatInteger(1e15)), QStringLiteral("1000000000000000"));
    QCOMPARE(q(SearchSpace::formatInteger(-7.0)), QStringLiteral("-7"));
}

void TestSearchSpace::enumerationOrder()
{
    const SearchSpace space = make({ integerParam("a", 1, 2), categoricalParam("b", { "x", "y", "z" }) });
    QCOMPARE(space.finiteSize(), std::optional<std::uint64_t> { 6 });
    const char* expected[][2] = { { "1", "x" }, { "1", "y" }, { "1", "z" }, { "2", "x" }, { "2", "y" }, { "2", "z" } };
    for (std::uint64_t i = 0; i < 6; ++i) {
        const Assignment a = space.decode(space.pointAt(i));
        QCOMPARE(q(a.at("a")), QString::fromLatin1(expected[i][0]));
        QCOMPARE(q(a.at("b")), QString::fromLatin1(expected[i][1]));
    }
    QVERIFY(!make({ doubleParam("x", 0, 1) }).finiteSize());
}

void TestSearchSpace::samplesStayFeasible()
{
    const SearchSpace space = make({ doubleParam("lr", 1e-4, 1, spec::ScaleType::UnitLog), integerParam("n", -3, 3),
        discreteParam("d", { 0.1, 0.2, 0.4 }), categoricalParam("c", { "a", "b", "c" }) });
    Rng rng(7);
    for (int i = 0; i < 500; ++i) {
        const SearchSpace::Point p = space.sample(rng);
        const Assignment a = space.decode(p);
        const auto back = space.encode(a);
        QVERIFY(back);
        QCOMPARE(space.decode(*back), a); // decoded text reads back to the same trial
        SearchSpace::Point snapped = p;
        space.snap(snapped);
        QCOMPARE(snapped, p); // samples are already feasible
    }
}

void TestSearchSpace::createErrors()
{
    std::string error;
    QVERIFY(!SearchSpace::create(study({}), error));
    QVERIFY(error.find("at least one parameter") != std::string::npos);
    QVERIFY(!SearchSpace::create(study({ doubleParam("x", 0, 1, spec::ScaleType::UnitLog) }), error));
    QVERIFY(error.find("logarithmic") != std::string::npos);
    QVERIFY(!SearchSpace::create(study({ doubleParam("x", 1, 1) }), error));
    QVERIFY(!SearchSpace::create(study({ integerParam("n", 1.2, 1.8) }), error));
    QVERIFY(!SearchSpace::create(study({ categoricalParam("c", {}) }), error));
    QVERIFY(!SearchSpace::create(study({ discreteParam("d", {}) }), error));
    QVERIFY(!SearchSpace::create(study({ doubleParam("x", 0, 1), doubleParam("x", 0, 2) }), error));
    spec::ParameterSpec untyped = doubleParam("x", 0, 1);
    untyped.type.reset();
    QVERIFY(!SearchSpace::create(study({ untyped }), error));
}

QTEST_APPLESS_MAIN(TestSearchSpace)
#include "tst_searchspace.moc"
