#include "expectedimprovement.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace trainyard::tuner {

namespace {
    constexpr double minVariance = 1e-14; // a posterior at an observed point still has a direction

    double logPdf(double z) { return -0.5 * z * z - 0.5 * std::log(2.0 * std::numbers::pi); }
    double cdf(double z) { return 0.5 * std::erfc(-z / std::numbers::sqrt2); }

    // log h(z), Φ(z)/h(z) and φ(z)/h(z).
    struct Terms {
        double logH;
        double cdfOverH;
        double pdfOverH;
    };

    Terms terms(double z)
    {
        if (z > -6.0) {
            const double pdf = std::exp(logPdf(z));
            const double h = std::max(z * cdf(z) + pdf, 1e-300);
            return { std::log(h), cdf(z) / h, pdf / h };
        }
        // For t = −z ≥ 6, with Mills' ratio Φ(−t)/φ(t) ≈ 1/t − 1/t³ + 3/t⁵ − 15/t⁷:
        //   h(z)/φ(z) = 1 − t·Mills ≈ 1/t² − 3/t⁴ + 15/t⁶ − 105/t⁸.
        const double t = -z;
        const double u = 1.0 / (t * t);
        const double hOverPdf = u * (1.0 - u * (3.0 - u * (15.0 - 105.0 * u)));
        const double mills = (1.0 - u * (1.0 - u * (3.0 - 15.0 * u))) / t;
        return { logPdf(z) + std::log(hOverPdf), mills / hOverPdf, 1.0 / hOverPdf };
    }
} // namespace

double ExpectedImprovement::logValue(double mean, double variance) const
{
    const double v = std::max(variance, minVariance);
    const double sigma = std::sqrt(v);
    return std::log(sigma) + terms((m_best - mean) / sigma).logH;
}

double ExpectedImprovement::logValue(double mean, double variance, double& dMean, double& dVariance) const
{
    const bool floored = !(variance > minVariance);
    const double v = floored ? minVariance : variance;
    const double sigma = std::sqrt(v);
    const Terms t = terms((m_best - mean) / sigma);
    // z = (best − mean)/σ: ∂z/∂mean = −1/σ, ∂z/∂v = −z/(2v); d log h/dz = Φ/h; 1 − zΦ/h = φ/h.
    dMean = -t.cdfOverH / sigma;
    dVariance = floored ? 0.0 : t.pdfOverH / (2.0 * v);
    return std::log(sigma) + t.logH;
}

} // namespace trainyard::tuner
