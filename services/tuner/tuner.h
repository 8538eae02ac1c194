#pragma once

#include "spec/hyperparameterspec.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::tuner {

struct BayesianOptions; // bayesianoptimizer.h

// A trial's parameters as the API carries them (HyperparameterOutput.hyperparameters) and as the
// trainer receives them (--name=value): name → value as text. Numbers are written in their shortest
// form that reads back exactly ("0.001", "3", "1e-05"; DOUBLEs rounded to 12 significant digits first);
// categories as given.
using Assignment = std::map<std::string, std::string>;

// What the tuner knows of one trial it (or a previous job) suggested. Completed without a finite
// value counts as Failed. Failed trials are never suggested again and teach the model nothing.
struct Observation {
    enum class Status { Pending, Completed, Failed };
    Assignment parameters;
    Status status = Status::Pending;
    std::optional<double> value; // the objective as the trainer reported it (finalMetric); set when Completed
};

// Suggests the next trials of a study. Stateless between calls apart from its configuration: every
// call gets the whole history (trials of a resumed job first, then this job's, in trial-id order), so
// a daemon restart or a resumePreviousJobId needs nothing but the trials in the job document.
// Deterministic: the same spec, seed and history give the same suggestions.
class Tuner {
public:
    virtual ~Tuner() = default;

    // Up to `count` new assignments. Fewer (possibly none) when the space is exhausted (a grid whose
    // every point was tried, an integer space smaller than maxTrials); never a point already in history.
    virtual std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) = 0;

    // ALGORITHM_UNSPECIFIED (Bayesian optimisation), GRID_SEARCH or RANDOM_SEARCH, as `spec.algorithm` says.
    // Null with `error` set when the spec cannot be tuned (call spec::validate first for field-level errors).
    // The seed makes the job reproducible: random choices depend only on it and the history.
    // A goal of GOAL_TYPE_UNSPECIFIED is treated as MAXIMIZE.
    static std::unique_ptr<Tuner> create(const spec::HyperparameterSpec& spec, std::uint64_t seed, std::string& error);
    // The same with the Bayesian optimiser's knobs changed (tests, benchmarks).
    static std::unique_ptr<Tuner> create(const spec::HyperparameterSpec& spec, std::uint64_t seed, std::string& error,
        const BayesianOptions& options);
};

} // namespace trainyard::tuner
