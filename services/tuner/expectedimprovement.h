#pragma once

namespace trainyard::tuner {

// Expected improvement below `best` (the tuner minimises) of a Gaussian posterior N(mean, variance):
//   EI = σ h(z),  z = (best − mean)/σ,  h(z) = z Φ(z) + φ(z).
// Worked in logarithms: far from the incumbent EI underflows to 0 in doubles, which would leave both
// the candidate ranking and the gradient polish blind; log EI stays informative (an asymptotic series
// takes over from the direct formula where it would cancel).
class ExpectedImprovement {
public:
    explicit ExpectedImprovement(double best)
        : m_best(best)
    {
    }

    double best() const { return m_best; }
    double logValue(double mean, double variance) const;
    // Also ∂ log EI/∂mean and ∂ log EI/∂variance.
    double logValue(double mean, double variance, double& dMean, double& dVariance) const;

private:
    double m_best;
};

} // namespace trainyard::tuner
