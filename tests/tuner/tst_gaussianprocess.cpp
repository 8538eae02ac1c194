// The GP machinery under the Bayesian optimiser: analytic gradients against finite differences,
// posterior sanity, expected improvement and the bounded L-BFGS.

#include "tuner/boundedlbfgs.h"
#include "tuner/expectedimprovement.h"
#include "tuner/gaussianprocess.h"
#include "tuner/hyperparameterfit.h"
#include "tuner/rng.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace trainyard::tuner;

namespace {
// n points in [0, 1]^d with a smooth function of them.
void data(Eigen::Index d, Eigen::Index n, Eigen::MatrixXd& x, Eigen::VectorXd& y)
{
    Rng rng(11);
    x.resize(d, n);
    y.resize(n);
    for (Eigen::Index j = 0; j < n; ++j) {
        for (Eigen::Index i = 0; i < d; ++i)
            x(i, j) = rng.uniform();
        y[j] = std::sin(3.0 * x(0, j)) + (x.col(j).array() - 0.4).square().sum();
    }
    y = (y.array() - y.mean()) / std::sqrt((y.array() - y.mean()).square().mean());
}

GpParameters parameters(const Eigen::VectorXd& theta, Eigen::Index d)
{
    GpParameters p;
    p.lengthScales = theta.head(d).array().exp();
    p.signalVariance = std::exp(theta[d]);
    p.noiseVariance = std::exp(theta[d + 1]);
    p.mean = theta[d + 2];
    return p;
}

bool close(double analytic, double numeric, double tolerance)
{
    return std::abs(analytic - numeric) <= tolerance * std::max(1.0, std::abs(numeric));
}
} // namespace

class TestGaussianProcess : public QObject {
    Q_OBJECT

private slots:
    void likelihoodGradient();
    void posteriorInterpolatesAndReverts();
    void predictionGradient();
    void expectedImprovement();
    void lbfgsRosenbrock();
    void lbfgsStopsAtBounds();
    void hyperparameterFitImprovesLikelihood();
};

void TestGaussianProcess::likelihoodGradient()
{
    Eigen::MatrixXd x;
    Eigen::VectorXd y;
    data(3, 9, x, y);
    Eigen::VectorXd theta(6);
    theta << std::log(0.3), std::log(0.7), std::log(1.5), std::log(0.8), std::log(0.01), 0.1;
    const GaussianProcess gp(x, y, parameters(theta, 3));
    QVERIFY(gp.valid());
    const Eigen::VectorXd analytic = gp.logMarginalLikelihoodGradient();
    for (Eigen::Index k = 0; k < theta.size(); ++k) {
        const double h = 1e-6;
        Eigen::VectorXd up = theta, down = theta;
        up[k] += h;
        down[k] -= h;
        const double numeric = (GaussianProcess(x, y, parameters(up, 3)).logMarginalLikelihood()
                                   - GaussianProcess(x, y, parameters(down, 3)).logMarginalLikelihood())
            / (2 * h);
        QVERIFY2(close(analytic[k], numeric, 1e-5), qPrintable(QStringLiteral("θ%1: %2 vs %3").arg(k).arg(analytic[k]).arg(numeric)));
    }
}

void TestGaussianProcess::posteriorInterpolatesAndReverts()
{
    Eigen::MatrixXd x;
    Eigen::VectorXd y;
    data(2, 6, x, y);
    GpParameters p;
    p.lengthScales = Eigen::VectorXd::Constant(2, 0.3);
    p.signalVariance = 1.5;
    p.noiseVariance = 1e-10;
    const GaussianProcess gp(x, y, p);
    Eigen::VectorXd mean, variance;
    gp.predict(x, mean, variance);
    QVERIFY((mean - y).cwiseAbs().maxCoeff() < 1e-6);
    QVERIFY(variance.maxCoeff() < 1e-6);
    // Far from every point: back to the prior mean and variance.
    gp.predict(Eigen::MatrixXd::Constant(2, 1, 50.0), mean, variance);
    QVERIFY(std::abs(mean[0]) < 1e-9);
    QVERIFY(std::abs(variance[0] - 1.5) < 1e-9);
}

void TestGaussianProcess::predictionGradient()
{
    Eigen::MatrixXd x;
    Eigen::VectorXd y;
    data(3, 8, x, y);
    GpParameters p;
    p.lengthScales = Eigen::Vector3d(0.4, 0.9, 0.25);
    p.signalVariance = 1.2;
    p.noiseVariance = 1e-4;
    const GaussianProcess gp(x, y, p);
    const Eigen::Vector3d at(0.3, 0.6, 0.45);
    double mean = 0, variance = 0;
    Eigen::VectorXd dMean, dVariance;
    gp.predict(at, mean, variance, dMean, dVariance);
    Eigen::VectorXd m1, v1;
    gp.predict(Eigen::MatrixXd(at), m1, v1);
    QVERIFY(std::abs(m1[0] - mean) < 1e-12 && std::abs(v1[0] - variance) < 1e-12);
    for (Eigen::Index i = 0; i < 3; ++i) {
        const double h = 1e-6;
        Eigen::VectorXd up = at, down = at;
        up[i] += h;
        down[i] -= h;
        double mu = 0, md = 0, vu = 0, vd = 0;
        Eigen::VectorXd g1, g2;
        gp.predict(up, mu, vu, g1, g2);
        gp.predict(down, md, vd, g1, g2);
        QVERIFY(close(dMean[i], (mu - md) / (2 * h), 1e-5));
        QVERIFY(close(dVariance[i], (vu - vd) / (2 * h), 1e-5));
    }
}

void TestGaussianProcess::expectedImprovement()
{
    const ExpectedImprovement ei(0.0);
    auto direct = [](double mean, double variance) {
        const double s = std::sqrt(variance), z = -mean / s;
        const double cdf = 0.5 * std::erfc(-z / std::numbers::sqrt2);
        const double pdf = std::exp(-0.5 * z * z) / std::sqrt(2 * std::numbers::pi);
        return s * (z * cdf + pdf);
    };
    for (double mean : { -1.0, 0.0, 0.5, 2.0 })
        QVERIFY(close(std::exp(ei.logValue(mean, 0.25)), direct(mean, 0.25), 1e-12));
    // Far below the incumbent's improvement the value underflows, its logarithm does not.
    QVERIFY(std::isfinite(ei.logValue(40.0, 1.0)));
    QVERIFY(ei.logValue(40.0, 1.0) < ei.logValue(39.0, 1.0));
    // The asymptotic branch (z ≤ −6) joins the direct formula smoothly.
    QVERIFY(close(ei.logValue(6.0 - 1e-9, 1.0), ei.logValue(6.0 + 1e-9, 1.0), 1e-3));
    for (double mean : { -0.5, 0.3, 3.0, 7.0, 12.0 }) {
        double dMean = 0, dVariance = 0;
        ei.logValue(mean, 0.7, dMean, dVariance);
        const double h = 1e-6;
        QVERIFY(close(dMean, (ei.logValue(mean + h, 0.7) - ei.logValue(mean - h, 0.7)) / (2 * h), 1e-4));
        QVERIFY(close(dVariance, (ei.logValue(mean, 0.7 + h) - ei.logValue(mean, 0.7 - h)) / (2 * h), 1e-4));
    }
}

void TestGaussianProcess::lbfgsRosenbrock()
{
    const BoundedLbfgs::Objective rosenbrock = [](const Eigen::VectorXd& v, Eigen::VectorXd& g) {
        const double a = 1 - v[0], b = v[1] - v[0] * v[0];
        g.resize(2);
        g[0] = -2 * a - 400 * v[0] * b;
        g[1] = 200 * b;
        return a * a + 100 * b * b;
    };
    BoundedLbfgs::Options options;
    options.maxIterations = 500;
    options.gradientTolerance = 1e-10;
    options.relativeTolerance = 0;
    const auto r = BoundedLbfgs::minimize(rosenbrock, Eigen::Vector2d(-1.2, 1.0), Eigen::Vector2d(-5, -5), Eigen::Vector2d(5, 5), options);
    QVERIFY2((r.x - Eigen::Vector2d(1, 1)).norm() < 1e-4, qPrintable(QStringLiteral("%1 %2").arg(r.x[0]).arg(r.x[1])));
}

void TestGaussianProcess::lbfgsStopsAtBounds()
{
    // Minimum at (2, −3), box [0, 1]²: the answer is the corner (1, 0).
    const BoundedLbfgs::Objective bowl = [](const Eigen::VectorXd& v, Eigen::VectorXd& g) {
        g = 2 * (v - Eigen::Vector2d(2, -3));
        return (v - Eigen::Vector2d(2, -3)).squaredNorm();
    };
    const auto r = BoundedLbfgs::minimize(bowl, Eigen::Vector2d(0.5, 0.5), Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1), {});
    QVERIFY((r.x - Eigen::Vector2d(1, 0)).norm() < 1e-9);
}

void TestGaussianProcess::hyperparameterFitImprovesLikelihood()
{
    Eigen::MatrixXd x;
    Eigen::VectorXd y;
    data(2, 15, x, y);
    Rng rng(3);
    HyperparameterFit::Options options;
    options.lengthScalePriorShape = 0; // plain likelihood, to compare with the start
    const GpParameters fitted = HyperparameterFit::fit(x, y, rng, options);
    GpParameters start;
    start.lengthScales = Eigen::VectorXd::Constant(2, 0.5);
    QVERIFY(GaussianProcess(x, y, fitted).logMarginalLikelihood() > GaussianProcess(x, y, start).logMarginalLikelihood());
    QVERIFY(fitted.lengthScales.minCoeff() >= options.minLengthScale * (1 - 1e-12));
    QVERIFY(fitted.lengthScales.maxCoeff() <= options.maxLengthScale * (1 + 1e-12));
    QVERIFY(fitted.noiseVariance <= options.maxNoiseVariance * (1 + 1e-12));
    // Same data, same generator state: same answer.
    Rng again(3);
    QCOMPARE(HyperparameterFit::fit(x, y, again, options).lengthScales, fitted.lengthScales);
}

QTEST_APPLESS_MAIN(TestGaussianProcess)
#include "tst_gaussianprocess.moc"
