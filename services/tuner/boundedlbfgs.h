#pragma once

#include <Eigen/Core>

#include <functional>

namespace trainyard::tuner {

// Minimises a smooth function inside a box with a projected limited-memory BFGS: the quasi-Newton
// direction is taken in the variables not held at a bound, and every trial step is projected back
// into the box before an Armijo backtracking test. Simpler than L-BFGS-B (no generalised Cauchy
// point), which is plenty for the tuner's problems: a GP's dozen log-hyperparameters and the
// continuous coordinates of one candidate. Deterministic: no randomness, fixed-order arithmetic.
class BoundedLbfgs {
public:
    // Returns f(x) and writes its gradient; a non-finite value rejects the step that led there.
    using Objective = std::function<double(const Eigen::VectorXd& x, Eigen::VectorXd& gradient)>;

    struct Options {
        int maxIterations = 100;
        int memory = 8;
        double gradientTolerance = 1e-6; // on the largest projected-gradient component
        double relativeTolerance = 1e-10; // on the decrease of f in one iteration
    };

    struct Result {
        Eigen::VectorXd x;
        double value = 0.0;
        int iterations = 0;
        int evaluations = 0;
    };

    static Result minimize(const Objective& f, const Eigen::VectorXd& start, const Eigen::VectorXd& lower,
        const Eigen::VectorXd& upper, const Options& options);
};

} // namespace trainyard::tuner
