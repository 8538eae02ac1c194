#pragma once

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
// and a CATEGORICAL, each with an additive penalty whose minimum is 0) for suggestion time.
const std::vector<BenchProblem>& benchProblems();

} // namespace trainyard::tunerbench
