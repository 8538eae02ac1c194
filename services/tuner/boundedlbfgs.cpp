#include "boundedlbfgs.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <vector>

namespace trainyard::tuner {

namespace {
    struct Pair {
        Eigen::VectorXd s; // step
        Eigen::VectorXd y; // change of gradient
        double rho = 0.0; // 1 / (y·s)
    };

    // Variables a descent step may move: not at a bound the gradient pushes against.
    Eigen::VectorXd freeMask(const Eigen::VectorXd& x, const Eigen::VectorXd& g, const Eigen::VectorXd& lower, const Eigen::VectorXd& upper)
    {
        Eigen::VectorXd mask = Eigen::VectorXd::Ones(x.size());
        for (Eigen::Index i = 0; i < x.size(); ++i) {
            if ((x[i] <= lower[i] && g[i] > 0.0) || (x[i] >= upper[i] && g[i] < 0.0))
                mask[i] = 0.0;
        }
        return mask;
    }
} // namespace

BoundedLbfgs::Result BoundedLbfgs::minimize(const Objective& f, const Eigen::VectorXd& start, const Eigen::VectorXd& lower,
    const Eigen::VectorXd& upper, const Options& options)
{
    Result result;
    Eigen::VectorXd x = start.cwiseMax(lower).cwiseMin(upper);
    Eigen::VectorXd g(x.size());
    double fx = f(x, g);
    result.evaluations = 1;
    if (!std::isfinite(fx) || !g.allFinite()) {
        result.x = x;
        result.value = fx;
        return result;
    }
    std::deque<Pair> memory;
    Eigen::VectorXd gNew(x.size());
    for (int iteration = 0; iteration < options.maxIterations; ++iteration) {
        result.iterations = iteration + 1;
        const Eigen::VectorXd mask = freeMask(x, g, lower, upper);
        const Eigen::VectorXd projected = g.cwiseProduct(mask);
        if (projected.cwiseAbs().maxCoeff() <= options.gradientTolerance)
            break;

        // Two-loop recursion on the free variables.
        Eigen::VectorXd q = projected;
        std::vector<double> alpha(memory.size());
        for (std::size_t k = memory.size(); k-- > 0;) {
            alpha[k] = memory[k].rho * memory[k].s.cwiseProduct(mask).dot(q);
            q -= alpha[k] * memory[k].y.cwiseProduct(mask);
        }
        if (!memory.empty()) {
            const Pair& last = memory.back();
            q *= last.s.dot(last.y) / last.y.squaredNorm();
        }
        for (std::size_t k = 0; k < memory.size(); ++k) {
            const double beta = memory[k].rho * memory[k].y.cwiseProduct(mask).dot(q);
            q += (alpha[k] - beta) * memory[k].s.cwiseProduct(mask);
        }
        Eigen::VectorXd direction = -q.cwiseProduct(mask);
        if (!(direction.dot(projected) < 0.0)) { // not a descent direction: forget the curvature
            memory.clear();
            direction = -projected;
        }
        // Without curvature information, the first step moves the largest coordinate by at most 1
        // (the optimisers work on log-parameters and unit boxes, where 1 is a large step).
        double step = 1.0;
        if (memory.empty())
            step = std::min(1.0, 1.0 / direction.cwiseAbs().maxCoeff());

        bool accepted = false;
        Eigen::VectorXd xNew;
        double fNew = 0.0;
        for (int trial = 0; trial < 30; ++trial) {
            xNew = (x + step * direction).cwiseMax(lower).cwiseMin(upper);
            fNew = f(xNew, gNew);
            ++result.evaluations;
            if (std::isfinite(fNew) && gNew.allFinite() && fNew <= fx + 1e-4 * g.dot(xNew - x)) {
                accepted = true;
                break;
            }
            step *= 0.5;
        }
        if (!accepted) {
            if (memory.empty())
                break; // not even a short steepest-descent step helps: at a (bounded) minimum
            memory.clear(); // the curvature pairs misled us; try steepest descent next
            continue;
        }
        Pair pair { xNew - x, gNew - g, 0.0 };
        const double sy = pair.s.dot(pair.y);
        if (sy > 1e-12 * pair.s.norm() * pair.y.norm()) {
            pair.rho = 1.0 / sy;
            memory.push_back(std::move(pair));
            if (static_cast<int>(memory.size()) > options.memory)
                memory.pop_front();
        }
        const double decrease = fx - fNew;
        x = xNew;
        g = gNew;
        fx = fNew;
        if (decrease <= options.relativeTolerance * std::max({ 1.0, std::abs(fx) }))
            break;
    }
    result.x = x;
    result.value = fx;
    return result;
}

} // namespace trainyard::tuner
