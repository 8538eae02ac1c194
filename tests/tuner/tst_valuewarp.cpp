// ValueWarp: the worse tail pulled in, the better side and the order kept.

#include "tuner/valuewarp.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace trainyard::tuner;

class TestValueWarp : public QObject {
    Q_OBJECT

private slots:
    void keepsTheOrder()
    {
        Eigen::VectorXd v(8);
        v << 3.0, 1e4, 0.5, 2.0, 250.0, 1.0, 7.0, 40.0;
        const Eigen::VectorXd w = ValueWarp::compressWorseTail(v);
        std::vector<int> a(8), b(8);
        std::iota(a.begin(), a.end(), 0);
        std::iota(b.begin(), b.end(), 0);
        std::sort(a.begin(), a.end(), [&](int i, int j) { return v[i] < v[j]; });
        std::sort(b.begin(), b.end(), [&](int i, int j) { return w[i] < w[j]; });
        QCOMPARE(a, b);
    }

    void pullsInTheWorseTail()
    {
        // Rosenbrock-like: most values small, a few enormous. After the warp the largest is within a
        // few robust units of the rest instead of thousands.
        Eigen::VectorXd v(8);
        v << 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1e5;
        const Eigen::VectorXd w = ValueWarp::compressWorseTail(v);
        QVERIFY(w[7] < 15.0);
        QVERIFY(w[7] > w[6]);
        // The better side is linear: equal steps stay equal.
        QVERIFY(std::abs((w[1] - w[0]) - (w[2] - w[1])) < 1e-12);
    }

    void leavesABoundedObjectiveAlmostAlone()
    {
        // Symmetric values: only those beyond one robust sd above the median move, and only a little.
        Eigen::VectorXd v(9);
        v << -2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0;
        const Eigen::VectorXd w = ValueWarp::compressWorseTail(v);
        const double spread = (1.0 - -1.0) / 1.349;
        for (Eigen::Index i = 0; i < 5; ++i)
            QVERIFY(std::abs(w[i] - v[i] / spread) < 1e-12);
        QVERIFY(w[8] < v[8] / spread);
        QVERIFY(w[8] > 1.0);
    }

    void tooFewOrTiedValuesAreUnchanged()
    {
        Eigen::VectorXd two(2);
        two << 1.0, 1e9;
        QCOMPARE(ValueWarp::compressWorseTail(two), two);
        Eigen::VectorXd tied(5);
        tied << 1.0, 1.0, 1.0, 1.0, 50.0; // quartiles coincide: no robust scale
        QCOMPARE(ValueWarp::compressWorseTail(tied), tied);
    }
};

QTEST_APPLESS_MAIN(TestValueWarp)
#include "tst_valuewarp.moc"
