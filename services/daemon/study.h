#pragma once

#include "joberror.h"

#include "spec/job.h"
#include "tuner/earlystopping.h"
#include "tuner/tuner.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

// A hyperparameter-tuning study as this daemon keeps it (docs/api.md, "Hyperparameter tuning"): the
// policy read from a job's spec (trials at once, the failure limit, the tuner's seed, whether it may
// resume another job's study) and the trials so far, with what follows from them (the tuner's history,
// the best trial, when the study has failed or ended, the job's trainingOutput). A value: it runs
// nothing and reads no file, so that every rule is checked in-process (tst_study). TuningRun drives
// the trials' processes around one; Engine asks it whether a job may be created and what it resumes.
class Study {
public:
    // A job by id, or null: how the study finds the jobs it resumes.
    using JobLookup = std::function<const spec::Job*(const std::string& jobId)>;

    struct Trial {
        int id = 0;
        tuner::Assignment parameters;
        spec::State state = spec::State::Running;
        spec::Timestamp startTime;
        std::optional<spec::Timestamp> endTime;
        std::vector<spec::HyperparameterMetric> metrics; // every report, in the order made
        bool stoppedEarly = false;
        std::string stopReason; // why it was stopped early
        std::string error; // why it failed
    };

    // How the study ends when nothing more runs.
    struct Verdict {
        bool success = false;
        std::string reason;
    };

    // How many of the job's trials may run at once on this daemon: maxParallelTrials (at most maxTrials),
    // fewer when the daemon's replica slots or GPUs hold fewer trials; `note` then says why.
    static int parallelTrials(const spec::Job& job, int replicasPerTrial, int gpusPerTrial, int totalSlots, int totalGpus,
        std::string& note);
    // Failed trials that fail the job: maxFailedTrials, or for 0 ("the service decides") a quarter of
    // maxTrials, at least 3 and at most maxTrials.
    static int failureLimit(const spec::HyperparameterSpec& spec);
    // The seed of a job's tuner: the same for the same job id, so a restarted daemon suggests alike.
    static std::uint64_t seedOf(const std::string& jobId);
    // Why a tuning job may not be created: a search space the tuner refuses, or a resumePreviousJobId
    // that names no job of `project`, a job that is no tuning job, tuned other params or the opposite
    // goal, or has not ended. Nothing for a job without hyperparameters.
    static std::optional<JobError> check(const spec::Job& job, const std::string& project, const JobLookup& find);
    // The trials of every job along the job's resumePreviousJobId chain, the oldest job's first: they
    // are one study. A job that is missing, or seen before, ends the chain.
    static std::vector<spec::HyperparameterOutput> previousTrials(const spec::Job& job, const JobLookup& find);

    // The study of a job with this spec; `previous`: the trials of the jobs it resumes (previousTrials()).
    explicit Study(const spec::HyperparameterSpec& spec, std::vector<spec::HyperparameterOutput> previous = {});

    const std::string& metricTag() const { return m_tag; }
    spec::GoalType goal() const { return m_goal; }
    int maxTrials() const;
    const std::map<int, Trial>& trials() const { return m_trials; }
    Trial& trial(int id) { return m_trials.at(id); }

    // A new trial, running from `now`, numbered after every trial of this study and the ones it resumes.
    Trial& start(const tuner::Assignment& parameters, spec::Timestamp now);
    // Takes up the trials a job's stored trainingOutput lists (after a daemon restart).
    void restore(const spec::TrainingOutput& stored);
    // What the tuner has learnt: the resumed jobs' trials, then this job's, in trial-id order.
    std::vector<tuner::Observation> history() const;
    // Why the median rule stops this running trial now (enableTrialEarlyStopping): its best value so
    // far is worse than the median of the completed trials' at the same step. Nothing when it goes on.
    std::optional<std::string> earlyStop(const Trial& trial) const;
    // The succeeded trial with the best last value for the goal (the lowest id of equals); null for none.
    const Trial* best() const;
    // "accuracy=0.93 at step 10", or that it reported none.
    std::string describe(const Trial& trial) const;
    // The job's end once failed trials have reached the failure limit; nothing before.
    std::optional<Verdict> failedTooOften() const;
    // The job's end when nothing runs and no trial more will.
    Verdict conclusion() const;
    // The job's trainingOutput: every trial, best first for the goal once `ended` (as AI Platform
    // lists them), else in id order.
    spec::TrainingOutput output(bool ended) const;

private:
    // The median rule's population: curves of trials that ran to their end, the resumed jobs' included.
    std::vector<tuner::Curve> completedCurves() const;
    const Trial* lastFailed() const;
    int failedCount() const;

    spec::HyperparameterSpec m_spec;
    std::string m_tag;
    spec::GoalType m_goal = spec::GoalType::Maximize;
    std::vector<spec::HyperparameterOutput> m_previous; // by trial id
    std::map<int, Trial> m_trials; // by id; never erased from
};

} // namespace trainyard::daemon
