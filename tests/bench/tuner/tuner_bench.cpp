// tuner-bench: runs the tuner on the benchmark problems of docs/tuning.md and prints one CSV row per
// trial in the schema of tuning-bench/bench_py.py:
//   method,problem,seed,trial,value,regret,suggest_s,on_bound,corner
// value = observed value; regret = noise-free value of the incumbent (the trial with the best
// observed value so far) minus the optimum; suggest_s = wall time of the suggest() call that produced
// the trial, divided by the trials it returned (a batch of 4 is one call); on_bound = 1 when some
// numeric parameter is at its minimum or maximum, corner = 1 when every DOUBLE one is (onBound(),
// atCorner(); optuna_baseline.py counts the same for Optuna's trials).
//
//   tuner-bench [--methods trainyard_gp,trainyard_gp_randfirst,trainyard_gp_p4,trainyard_random]
//               [--problems branin,...] [--seeds 20] [--first-seed 0] [--budget 50] [--jobs 2] [--set knob=value]...
//               [--trace]
//   tuner-bench --time-at N [--problems ...] [--seeds S]     one suggestion's time after N trials
//
// --set changes one of BayesianOptions' knobs (see set(), for experiments such as docs/tuning.md's
// ablation); --trace prints every trial's parameters on stderr. trainyard_gp_randfirst is trainyard_gp
// with centreFirst off (its first trial drawn at random, not the box's centre): whether a problem's
// lead comes from the centre trial alone (issue 20).
// Jobs (method, problem, seed) run on --jobs threads, one tuner per thread (each single-threaded),
// and rows come out in job order, so the output does not depend on --jobs apart from the timings.
// Noise (hartmann6_noisy) is N(0, 0.1²) from std::mt19937_64 seeded 10000 + seed, with our own
// Box–Muller: deterministic per seed, but not numpy's stream, so noisy values differ from bench_py.py's.

#include "benchproblems.h"
#include "tuner/bayesianoptimizer.h"
#include "tuner/rng.h"

#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace trainyard;

namespace {

struct Method {
    std::string name;
    spec::Algorithm algorithm;
    int parallel;
    bool randomFirst = false; // centreFirst = false
};

const std::vector<Method> allMethods {
    { "trainyard_gp", spec::Algorithm::Unspecified, 1 },
    { "trainyard_gp_randfirst", spec::Algorithm::Unspecified, 1, true },
    { "trainyard_gp_p4", spec::Algorithm::Unspecified, 4 },
    { "trainyard_random", spec::Algorithm::RandomSearch, 1 },
    { "trainyard_random_p4", spec::Algorithm::RandomSearch, 4 },
};

struct Job {
    const Method* method;
    const tunerbench::BenchProblem* problem;
    int seed;
};

std::string num(double v)
{
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

std::vector<std::string> split(const std::string& text)
{
    std::vector<std::string> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty())
            out.push_back(item);
    return out;
}

// Box–Muller on the raw 64-bit stream: same numbers with every standard library.
class Noise {
public:
    explicit Noise(std::uint64_t seed)
        : m_rng(seed)
    {
    }
    double next(double sd)
    {
        if (sd <= 0.0)
            return 0.0;
        const double u1 = 1.0 - m_rng.uniform();
        const double u2 = m_rng.uniform();
        return sd * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * 3.14159265358979323846 * u2);
    }

private:
    tuner::Rng m_rng;
};

bool trace = false; // --trace: every trial's parameters on stderr
std::mutex traceMutex;

std::string run(const Job& job, int budget, tuner::BayesianOptions options)
{
    if (job.method->randomFirst)
        options.centreFirst = false;
    spec::HyperparameterSpec s = job.problem->spec;
    s.algorithm = job.method->algorithm;
    s.maxTrials = budget;
    s.maxParallelTrials = job.method->parallel;
    std::string error;
    auto t = tuner::Tuner::create(s, static_cast<std::uint64_t>(job.seed), error, options);
    if (!t)
        throw std::runtime_error(error);
    const auto space = tuner::SearchSpace::create(s, error);
    if (!space)
        throw std::runtime_error(error);
    Noise noise(10000U + static_cast<std::uint64_t>(job.seed));
    std::vector<tuner::Observation> history;
    std::string out;
    double bestObserved = std::numeric_limits<double>::infinity();
    double incumbentTrue = std::numeric_limits<double>::infinity();
    while (static_cast<int>(history.size()) < budget) {
        const int n = std::min(job.method->parallel, budget - static_cast<int>(history.size()));
        const auto t0 = std::chrono::steady_clock::now();
        const auto batch = t->suggest(history, n);
        const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()
            / static_cast<double>(std::max<std::size_t>(1, batch.size()));
        if (batch.empty())
            break;
        // Ask the whole batch, then tell: the tuner saw them all pending.
        for (const auto& a : batch) {
            const double value = job.problem->f(a);
            const double observed = value + noise.next(job.problem->noise);
            history.push_back({ a, tuner::Observation::Status::Completed, observed });
            if (observed < bestObserved) {
                bestObserved = observed;
                incumbentTrue = value;
            }
            if (trace) {
                std::string text;
                for (const auto& [k, v] : a)
                    text += k + '=' + v + ' ';
                const std::lock_guard lock(traceMutex);
                std::cerr << job.problem->name << " seed " << job.seed << " trial " << history.size() << ": " << text
                          << "→ " << value << '\n';
            }
            out += job.method->name + ',' + job.problem->name + ',' + std::to_string(job.seed) + ','
                + std::to_string(history.size()) + ',' + num(observed) + ',' + num(incumbentTrue - job.problem->fopt)
                + ',' + num(dt) + ',' + (tunerbench::onBound(*space, a) ? '1' : '0') + ','
                + (tunerbench::atCorner(*space, a) ? '1' : '0') + '\n';
        }
    }
    return out;
}

// --set NAME=VALUE: one of the Bayesian optimiser's knobs, for experiments.
bool set(tuner::BayesianOptions& o, const std::string& text)
{
    const auto eq = text.find('=');
    if (eq == std::string::npos)
        return false;
    const std::string name = text.substr(0, eq);
    const double v = std::stod(text.substr(eq + 1));
    const int i = static_cast<int>(v);
    if (name == "restarts")
        o.fit.restarts = i;
    else if (name == "fit-iterations")
        o.fit.maxIterations = i;
    else if (name == "max-noise")
        o.fit.maxNoiseVariance = v;
    else if (name == "min-length")
        o.fit.minLengthScale = v;
    else if (name == "max-length")
        o.fit.maxLengthScale = v;
    else if (name == "ls-shape")
        o.fit.lengthScalePriorShape = v;
    else if (name == "ls-rate")
        o.fit.lengthScalePriorRate = v;
    else if (name == "cat-prior")
        o.categoricalPrior = i != 0;
    else if (name == "mean-best")
        o.meanIncumbent = i != 0;
    else if (name == "tie")
        o.tieCategories = i != 0;
    else if (name == "random")
        o.acquisition.randomCandidates = i;
    else if (name == "local")
        o.acquisition.localCandidates = i;
    else if (name == "centres")
        o.acquisition.localCentres = i;
    else if (name == "scale")
        o.acquisition.localScale = v;
    else if (name == "flip")
        o.acquisition.categoryFlip = v;
    else if (name == "polished")
        o.acquisition.polished = i;
    else if (name == "noisy-ei")
        o.acquisition.includeNoise = i != 0;
    else if (name == "centre-each-category")
        o.centreEachCategory = i != 0;
    else if (name == "initial")
        o.initialTrials = i;
    else if (name == "centreFirst")
        o.centreFirst = i != 0;
    else if (name == "pessimistic-mean")
        o.pessimisticMean = i != 0;
    else if (name == "compress-tail")
        o.compressWorseTail = i != 0;
    else if (name == "trust")
        o.acquisition.trustRadius = v;
    else if (name == "local-scales")
        o.acquisition.localScales = i;
    else if (name == "polish-iterations")
        o.acquisition.polishIterations = i;
    else
        return false;
    return true;
}

// --time-at N: the time of one Bayesian suggestion after N trials (random ones, evaluated), for
// each problem and seed: how the cost grows towards the 500-trial fallback.
int timeAt(int trials, const std::vector<const tunerbench::BenchProblem*>& problems, int firstSeed, int seeds,
    const tuner::BayesianOptions& options)
{
    std::cout << "problem,seed,trials,suggest_s\n";
    for (const auto* problem : problems) {
        for (int seed = firstSeed; seed < firstSeed + seeds; ++seed) {
            spec::HyperparameterSpec s = problem->spec;
            s.maxTrials = trials + 1;
            s.algorithm = spec::Algorithm::RandomSearch;
            std::string error;
            auto random = tuner::Tuner::create(s, static_cast<std::uint64_t>(seed), error);
            s.algorithm = spec::Algorithm::Unspecified;
            auto bayes = tuner::Tuner::create(s, static_cast<std::uint64_t>(seed), error, options);
            if (!random || !bayes) {
                std::cerr << "tuner-bench: " << error << '\n';
                return 1;
            }
            std::vector<tuner::Observation> history;
            for (const auto& a : random->suggest({}, trials))
                history.push_back({ a, tuner::Observation::Status::Completed, problem->f(a) });
            const auto t0 = std::chrono::steady_clock::now();
            const auto next = bayes->suggest(history, 1);
            const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::cout << problem->name << ',' << seed << ',' << history.size() << ',' << num(dt) << '\n';
        }
    }
    return 0;
}

int usage()
{
    std::cerr
        << "usage: tuner-bench [--methods LIST] [--problems LIST] [--seeds N] [--first-seed N] [--budget N] [--jobs "
           "N]\n"
           "                   [--set knob=value]... [--trace]   (knobs: see set())\n"
           "       tuner-bench --time-at N [--problems LIST] [--seeds N]\n"
           "methods: trainyard_gp, trainyard_gp_randfirst, trainyard_gp_p4, trainyard_random, trainyard_random_p4\n"
           "problems: branin, hartmann6, mixed, hartmann6_noisy, levy4, rosenbrock4, styblinski5, mixed10\n";
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> methods { "trainyard_gp", "trainyard_gp_p4", "trainyard_random" };
    std::vector<std::string> problems { "branin", "hartmann6", "mixed", "hartmann6_noisy", "levy4", "rosenbrock4",
        "styblinski5" };
    int seeds = 20, firstSeed = 0, budget = 50, jobs = 2, timeAtTrials = 0;
    tuner::BayesianOptions options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--trace") {
            trace = true;
            continue;
        }
        if (i + 1 >= argc)
            return usage();
        const std::string value = argv[++i];
        if (arg == "--methods")
            methods = split(value);
        else if (arg == "--problems")
            problems = split(value);
        else if (arg == "--seeds")
            seeds = std::stoi(value);
        else if (arg == "--first-seed")
            firstSeed = std::stoi(value);
        else if (arg == "--budget")
            budget = std::stoi(value);
        else if (arg == "--time-at")
            timeAtTrials = std::stoi(value);
        else if (arg == "--jobs")
            jobs = std::max(1, std::stoi(value));
        else if (arg == "--set") {
            if (!set(options, value))
                return usage();
        } else
            return usage();
    }
    if (timeAtTrials > 0) {
        std::vector<const tunerbench::BenchProblem*> chosen;
        for (const auto& p : problems) {
            for (const auto& candidate : tunerbench::benchProblems())
                if (candidate.name == p)
                    chosen.push_back(&candidate);
        }
        return timeAt(timeAtTrials, chosen, firstSeed, seeds, options);
    }
    std::vector<Job> work;
    for (const auto& m : methods) {
        const Method* method = nullptr;
        for (const auto& candidate : allMethods)
            if (candidate.name == m)
                method = &candidate;
        if (!method)
            return usage();
        for (const auto& p : problems) {
            const tunerbench::BenchProblem* problem = nullptr;
            for (const auto& candidate : tunerbench::benchProblems())
                if (candidate.name == p)
                    problem = &candidate;
            if (!problem)
                return usage();
            for (int seed = firstSeed; seed < firstSeed + seeds; ++seed)
                work.push_back({ method, problem, seed });
        }
    }

    std::vector<std::string> results(work.size());
    std::atomic<std::size_t> next { 0 };
    std::mutex failure;
    std::string error;
    auto worker = [&] {
        for (std::size_t i = next++; i < work.size(); i = next++) {
            try {
                results[i] = run(work[i], budget, options);
            } catch (const std::exception& e) {
                const std::lock_guard lock(failure);
                error = e.what();
            }
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j)
        threads.emplace_back(worker);
    for (auto& t : threads)
        t.join();
    if (!error.empty()) {
        std::cerr << "tuner-bench: " << error << '\n';
        return 1;
    }
    std::cout << "method,problem,seed,trial,value,regret,suggest_s,on_bound,corner\n";
    for (const auto& r : results)
        std::cout << r;
    return 0;
}
