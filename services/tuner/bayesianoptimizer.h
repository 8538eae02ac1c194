#pragma once

#include "acquisitionoptimizer.h"
#include "gaussianprocess.h"
#include "hyperparameterfit.h"
#include "searchspace.h"
#include "tuner.h"

#include <optional>

namespace trainyard::tuner {

class Rng;
class TrialHistory;

// Knobs of the Bayesian optimiser; jobs use the defaults, tests and the benchmark may change them.
struct BayesianOptions {
    HyperparameterFit::Options fit;
    AcquisitionOptimizer::Options acquisition;
    bool centreEachCategory = true; // InitialDesign: the numeric centre once per category first
    bool centreFirst = true; // InitialDesign: false, every first trial random (the benchmark's check that no lead comes from the centre)
    int initialTrials = -1; // the centre plus random points before the GP takes over; -1: parameters + 1
    // EI measured from the lowest posterior mean at a trial instead of the lowest observed value: the
    // same without noise, and not fooled by a lucky draw with it (noisy Hartmann6: median regret at
    // 50 trials 0.31× → 0.20× TPE's).
    bool meanIncumbent = true;
    // The GP's prior mean at the worst value seen instead of the values' average: far from every trial
    // the GP then expects nothing better than the worst trial, not an average one, and expected
    // improvement there no longer outbids refining the incumbent once that is well known. With the
    // average, the late trials of a study went to the box's far faces and corners, with the worst
    // values of the study (docs/tuning.md, "Trials on the box's bounds"). The hyperparameters are still
    // fitted around the average.
    bool pessimisticMean = true;
    // ValueWarp::compressWorseTail on the values before they are standardised.
    bool compressWorseTail = true;
    // One length scale per categorical parameter instead of one per one-hot column (measured worse on
    // the mixed benchmark: 0.40× vs 0.13× TPE's median regret at 25 trials).
    bool tieCategories = false;
    // The length-scale prior also on the one-hot columns: they only take 0 and 1, a prior tuned for
    // distances within the unit box does not describe them (measured worse too).
    bool categoricalPrior = false;
    std::size_t maxParameters = 20; // beyond: random search (the GP's cost and sample need grow with d)
    std::size_t maxTrials = 500; // beyond: random search (O(n³) per suggestion)
};

// ALGORITHM_UNSPECIFIED: GP-EI Bayesian optimisation, after Vizier's default (docs/tuning.md).
//  1. InitialDesign (the centre of the box, once per category, then random points) until
//     `initialTrials` trials exist; random points while fewer than 2 have completed.
//  2. A GP (Matérn-5/2 ARD, constant mean at the worst value, white noise) on the completed trials'
//     values, their worse tail compressed (ValueWarp) and standardised, hyperparameters by maximum a
//     posteriori (HyperparameterFit); failed trials are left out.
//  3. Pending trials, and each suggestion of the same call, join as "kriging believers": observed at
//     their posterior mean, hyperparameters fixed. Their mean is unchanged, their uncertainty drops,
//     so the next suggestion looks elsewhere.
//  4. The next point maximises expected improvement (AcquisitionOptimizer) within a trust region of
//     the trials, skipping taken points.
//  5. Random search instead beyond `maxParameters` parameters or `maxTrials` trials.
// Minimises internally: a MAXIMIZE (or unspecified) goal is negated. Single-threaded; every random
// choice comes from Rng seeded by the job's seed and the history's length.
class BayesianOptimizer : public Tuner {
public:
    BayesianOptimizer(SearchSpace space, spec::GoalType goal, std::uint64_t seed, BayesianOptions options);
    std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) override;

private:
    // Which features share a length scale, and which get the prior.
    HyperparameterFit::Groups lengthScaleGroups() const;
    // The GP on the completed trials (standardised), with `pending` points as believers.
    GaussianProcess model(const TrialHistory& history, const std::vector<SearchSpace::Point>& pending, Rng& rng) const;
    // The untaken point of highest expected improvement, if any.
    std::optional<SearchSpace::Point> acquire(const GaussianProcess& gp, const TrialHistory& history, Rng& rng) const;

    SearchSpace m_space;
    bool m_maximize;
    std::uint64_t m_seed;
    BayesianOptions m_options;
};

} // namespace trainyard::tuner
