// TrustRegion and what it does to the acquisition: candidates far from every trial lose to those near
// one, whatever their expected improvement, and local steps never land on a face of the box.

#include "specbuilder.h"
#include "tuner/acquisitionoptimizer.h"
#include "tuner/expectedimprovement.h"
#include "tuner/gaussianprocess.h"
#include "tuner/rng.h"
#include "tuner/trustregion.h"

#include <QTest>

using namespace trainyard::tuner;
using namespace tunertest;

namespace {
SearchSpace space(std::vector<trainyard::spec::ParameterSpec> params)
{
    std::string error;
    auto s = SearchSpace::create(study(std::move(params)), error);
    if (!s)
        qFatal("%s", error.c_str());
    return *s;
}
} // namespace

class TestTrustRegion : public QObject {
    Q_OBJECT

private slots:
    void distanceIsLInfinityToTheNearestTrial()
    {
        const SearchSpace s = space({ doubleParam("a", 0, 1), doubleParam("b", 0, 1) });
        Eigen::MatrixXd trusted(2, 2);
        trusted << 0.1, 0.8, //
            0.1, 0.5;
        const TrustRegion region(s, trusted, 0.2);
        Eigen::Index nearest = -1;
        QCOMPARE(region.distance({ 0.7, 0.55 }, &nearest), 0.1);
        QCOMPARE(nearest, Eigen::Index { 1 });
        QCOMPARE(region.distance({ 0.15, 0.4 }, &nearest), 0.3); // b: 0.3 from the first, a: 0.65 from the second
        QCOMPARE(nearest, Eigen::Index { 0 });
        QVERIFY(region.contains({ 0.7, 0.55 }));
        QVERIFY(!region.contains({ 0.15, 0.4 }));
        QVERIFY(!region.contains({ 1.0, 1.0 }));
    }

    void categoriesAreFree()
    {
        // One-hot columns do not count: a trial with another category is as near as one with the same.
        const SearchSpace s = space({ doubleParam("a", 0, 1), categoricalParam("c", { "x", "y", "z" }) });
        Eigen::MatrixXd trusted(4, 1);
        trusted << 0.5, 1.0, 0.0, 0.0;
        const TrustRegion region(s, trusted, 0.2);
        QCOMPARE(region.distance({ 0.6, 0.0, 0.0, 1.0 }), 0.1);
    }

    void coversTheBoxWithoutTrialsOrWithALargeRadius()
    {
        const SearchSpace s = space({ doubleParam("a", 0, 1) });
        QVERIFY(TrustRegion(s, Eigen::MatrixXd(1, 0), 0.2).covers());
        Eigen::MatrixXd one(1, 1);
        one << 0.0;
        QVERIFY(TrustRegion(s, one, 1.0).covers());
        QVERIFY(TrustRegion(s, one, 1.0).contains({ 1.0 }));
        QVERIFY(!TrustRegion(s, one, 0.5).covers());
    }

    void acquisitionPrefersTheRegionOverHigherImprovementFarAway()
    {
        // Three trials near a = 0.1, worse than the prior mean, none near 1: the GP is most uncertain,
        // and EI highest, at the far end; the first ranked candidates must still be within 0.2 of a trial.
        const SearchSpace s = space({ doubleParam("a", 0, 1), doubleParam("b", 0, 1) });
        Eigen::MatrixXd x(2, 3);
        x << 0.05, 0.1, 0.15, //
            0.5, 0.45, 0.55;
        Eigen::VectorXd y(3);
        y << 0.5, 0.4, 0.6;
        GpParameters p;
        p.lengthScales = Eigen::VectorXd::Constant(2, 0.1);
        p.signalVariance = 1.0;
        p.noiseVariance = 1e-6;
        const GaussianProcess gp(x, y, p);
        const ExpectedImprovement ei(0.4);
        Rng rng(3);
        AcquisitionOptimizer::Options options;
        const auto ranked = AcquisitionOptimizer::rank(s, gp, ei, { { 0.1, 0.45 } }, rng, options);
        QVERIFY(ranked.size() > 100);
        const TrustRegion region(s, x, options.trustRadius);
        for (std::size_t i = 0; i < 100; ++i)
            QVERIFY2(region.contains(ranked[i]), qPrintable(QString::number(i)));
        // Without the region the far side wins: what the region is for.
        options.trustRadius = 1.0;
        Rng again(3);
        const auto unbounded = AcquisitionOptimizer::rank(s, gp, ei, { { 0.1, 0.45 } }, again, options);
        QVERIFY(!region.contains(unbounded.front()));
    }

    void localStepsNeverLandOnAFace()
    {
        // The incumbent sits on a face: clamped steps would put about half the local candidates exactly
        // on it; reflected ones put none there.
        const SearchSpace s = space({ doubleParam("a", 0, 1), doubleParam("b", 0, 1) });
        Eigen::MatrixXd x(2, 2);
        x << 0.0, 0.3, //
            0.0, 0.3;
        Eigen::VectorXd y(2);
        y << -1.0, 0.0;
        GpParameters p;
        p.lengthScales = Eigen::VectorXd::Constant(2, 0.3);
        const GaussianProcess gp(x, y, p);
        const ExpectedImprovement ei(-1.0);
        Rng rng(5);
        AcquisitionOptimizer::Options options;
        options.randomCandidates = 0;
        const auto ranked = AcquisitionOptimizer::rank(s, gp, ei, { { 0.0, 0.0 } }, rng, options);
        QCOMPARE(ranked.size(), std::size_t(options.localCandidates));
        for (const auto& c : ranked) {
            QVERIFY(c[0] > 0.0 && c[0] < 1.0);
            QVERIFY(c[1] > 0.0 && c[1] < 1.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestTrustRegion)
#include "tst_trustregion.moc"
