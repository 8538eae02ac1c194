// The median stopping rule (docs/tuning.md): stop a running trial whose best value so far is strictly
// worse than the median of the completed trials' running averages up to the same step.

#include "tuner/earlystopping.h"

#include <QTest>

using trainyard::spec::GoalType;
using trainyard::tuner::Curve;
using trainyard::tuner::MedianStoppingRule;

namespace {
// A curve with one measurement per step 1, 2, … holding these values.
Curve curve(std::initializer_list<double> values)
{
    Curve c;
    std::int64_t step = 0;
    for (double v : values)
        c.push_back({ ++step, v });
    return c;
}
} // namespace

class TestEarlyStopping : public QObject {
    Q_OBJECT

private slots:
    void clearlyWorseIsStopped();
    void betterIsNotStopped();
    void neverAtFirstMeasurement();
    void needsMinCompleted();
    void minimizeOrientation();
    void unspecifiedGoalMaximizes();
    void runningAveragesUpToTheStep();
    void completedWithoutEarlyMeasurementsDoNotCount();
    void tieWithMedianKeepsRunning();
    void evenCountMedian();
    void unsortedAndNonFiniteMeasurements();
};

void TestEarlyStopping::clearlyWorseIsStopped()
{
    const std::vector<Curve> done { curve({ 0.80, 0.85, 0.90 }), curve({ 0.70, 0.80, 0.85 }), curve({ 0.75, 0.82, 0.88 }) };
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 0.10, 0.20 }), done, GoalType::Maximize));
}

void TestEarlyStopping::betterIsNotStopped()
{
    const std::vector<Curve> done { curve({ 0.80, 0.85, 0.90 }), curve({ 0.70, 0.80, 0.85 }), curve({ 0.75, 0.82, 0.88 }) };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.90, 0.95 }), done, GoalType::Maximize));
    // Its best value counts, not its latest: a dip after a good step does not stop it.
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.90, 0.10 }), done, GoalType::Maximize));
}

void TestEarlyStopping::neverAtFirstMeasurement()
{
    const std::vector<Curve> done { curve({ 0.9 }), curve({ 0.9 }), curve({ 0.9 }), curve({ 0.9 }) };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.0 }), done, GoalType::Maximize));
    QVERIFY(!MedianStoppingRule {}.shouldStop({}, done, GoalType::Maximize));
}

void TestEarlyStopping::needsMinCompleted()
{
    const std::vector<Curve> two { curve({ 0.9, 0.9 }), curve({ 0.9, 0.9 }) };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.1 }), two, GoalType::Maximize));
    QVERIFY(MedianStoppingRule { 2 }.shouldStop(curve({ 0.1, 0.1 }), two, GoalType::Maximize));
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.1 }), {}, GoalType::Maximize));
}

void TestEarlyStopping::minimizeOrientation()
{
    const std::vector<Curve> done { curve({ 0.30, 0.20 }), curve({ 0.25, 0.20 }), curve({ 0.35, 0.25 }) };
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 2.0, 1.9 }), done, GoalType::Minimize));
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.10, 0.05 }), done, GoalType::Minimize));
    // The same low losses read as MAXIMIZE would be terrible.
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 0.10, 0.05 }), done, GoalType::Maximize));
}

void TestEarlyStopping::unspecifiedGoalMaximizes()
{
    const std::vector<Curve> done { curve({ 0.8, 0.9 }), curve({ 0.8, 0.9 }), curve({ 0.8, 0.9 }) };
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.2 }), done, GoalType::Unspecified));
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.95, 0.9 }), done, GoalType::Unspecified));
}

void TestEarlyStopping::runningAveragesUpToTheStep()
{
    // Completed trials that improve steadily: at step 2 their running averages are (0.1 + 0.2)/2 = 0.15,
    // although their final values are 1.0. A running trial at 0.2 is on track, not stopped.
    const Curve rising = curve({ 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0 });
    const std::vector<Curve> done { rising, rising, rising };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.2 }), done, GoalType::Maximize));
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.14 }), done, GoalType::Maximize));
}

void TestEarlyStopping::completedWithoutEarlyMeasurementsDoNotCount()
{
    // Completed trials that first reported at step 5 have no running average at step 2.
    Curve late;
    for (std::int64_t s = 5; s <= 8; ++s)
        late.push_back({ s, 0.9 });
    const std::vector<Curve> done { late, late, late };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.1, 0.1 }), done, GoalType::Maximize));
    Curve running = curve({ 0.1, 0.1 });
    running.push_back({ 6, 0.1 });
    QVERIFY(MedianStoppingRule {}.shouldStop(running, done, GoalType::Maximize));
}

void TestEarlyStopping::tieWithMedianKeepsRunning()
{
    const std::vector<Curve> done { curve({ 0.5, 0.5 }), curve({ 0.5, 0.5 }), curve({ 0.5, 0.5 }) };
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.4, 0.5 }), done, GoalType::Maximize));
}

void TestEarlyStopping::evenCountMedian()
{
    // Running averages 0.2, 0.4, 0.6, 0.8: median 0.5.
    const std::vector<Curve> done { curve({ 0.2, 0.2 }), curve({ 0.4, 0.4 }), curve({ 0.6, 0.6 }), curve({ 0.8, 0.8 }) };
    QVERIFY(MedianStoppingRule {}.shouldStop(curve({ 0.45, 0.45 }), done, GoalType::Maximize));
    QVERIFY(!MedianStoppingRule {}.shouldStop(curve({ 0.55, 0.55 }), done, GoalType::Maximize));
}

void TestEarlyStopping::unsortedAndNonFiniteMeasurements()
{
    const std::vector<Curve> done { curve({ 0.8, 0.9 }), curve({ 0.8, 0.9 }), curve({ 0.8, 0.9, std::nan("") }) };
    // Latest step is the largest, whatever the order; NaN neither counts as a measurement nor as a value.
    const Curve running { { 2, 0.1 }, { 1, 0.2 } };
    QVERIFY(MedianStoppingRule {}.shouldStop(running, done, GoalType::Maximize));
    const Curve onlyOneFinite { { 1, 0.1 }, { 2, std::nan("") } };
    QVERIFY(!MedianStoppingRule {}.shouldStop(onlyOneFinite, done, GoalType::Maximize));
}

QTEST_APPLESS_MAIN(TestEarlyStopping)
#include "tst_earlystopping.moc"
