#pragma once

#include "tuner/searchspace.h"
#include "tuner/tuner.h"

#include <functional>
#include <string>
#include <vector>

namespace trainyard::tunerbench {

// One benchmark problem: a spec the tuner searches (always MINIMIZE) and the noise-free objective,
// read from the assignment's text as a trainer would.
struct BenchProblem {
    std::string name;
    spec::HyperparameterSpec spec;
    std::function<double(const tuner::Assignment&)> f;
    double fopt = 0.0;
    double noise = 0.0; // standard deviation of the Gaussian noise added to observed values
};

// branin, hartmann6, mixed, hartmann6_noisy: the four of tuning-bench/problems.py, same formulas and
// constants; mixed10: a 10-parameter case (Hartmann6 plus a log DOUBLE, a log DISCRETE, an INTEGER
// and a CATEGORICAL, each with an additive penalty whose minimum is 0) for suggestion time;
// levy4, rosenbrock4, styblinski5: optima inside the box, off its centre (problems.py has them too).
const std::vector<BenchProblem>& benchProblems();
// The problem of that name, or nullptr.
const BenchProblem* benchProblem(const std::string& name);

// Some numeric (DOUBLE, INTEGER, DISCRETE) parameter of the assignment at its minimum or maximum,
// within 1e-9 of its range: the boundary share of issue 20 counts these trials.
bool onBound(const tuner::SearchSpace& space, const tuner::Assignment& assignment);
// Every DOUBLE parameter on a bound (false when there is none): a corner of the box.
bool atCorner(const tuner::SearchSpace& space, const tuner::Assignment& assignment);

} // namespace trainyard::tunerbench
