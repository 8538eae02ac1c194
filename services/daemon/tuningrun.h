#pragma once

#include "daemonconfig.h"
#include "run.h"

#include "spec/job.h"
#include "tuner/tuner.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class HypertuneFile;
class JobLog;
class JobRun;

// Runs a hyperparameter-tuning job (docs/api.md, "Hyperparameter tuning"): stages the trainer package
// once, then runs trials, each a full replica set (a JobRun of its own, in <workspace>/trials/<id>/),
// up to maxParallelTrials at once and maxTrials in all, with the parameters the Tuner suggests. It
// reads each trial's hypertune metric file while the trial runs, stops trials the median rule finds
// hopeless (enableTrialEarlyStopping), and ends the job: succeeded once every trial has ended and one
// succeeded, failed after maxFailedTrials failed trials or when none succeeded.
//
// What it knows is in the job's trainingOutput (output()), which the engine stores with every trial
// start and end (as RUNNING → RUNNING transitions, see noted()) and, throttled, with new metrics; the
// rest, in <workspace>/tuning.json and each trial's folder. A restarted daemon takes the job up from
// those: it re-adopts running trials (JobRun::resume) and goes on suggesting.
class TuningRun : public Run {
    Q_OBJECT

public:
    // `parallelTrials`: how many trials run at once (parallelTrials() when the job was scheduled; a
    // resumed run reads it back). `previousTrials`: the trials of the jobs this one resumes
    // (resumePreviousJobId), the tuner's history before this job's own trials.
    TuningRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, int parallelTrials,
        std::vector<spec::HyperparameterOutput> previousTrials, QObject* parent = nullptr);
    ~TuningRun() override;

    void prepare() override;
    void launch(const std::vector<int>& gpus) override;
    bool resume(std::string& reason) override;
    void killLeftovers() override;
    void stop() override;
    int slotCount() const override;
    const std::vector<int>& gpus() const override { return m_gpus; }
    std::string startReason() const override;
    std::vector<ReplicaGroup> replicaGroups() const override;
    std::optional<spec::TrainingOutput> output() const override;

    // How many of the job's trials may run at once on this daemon: maxParallelTrials (at most maxTrials),
    // fewer when the daemon's replica slots or GPUs hold fewer trials; `note` then says why.
    static int parallelTrials(const spec::Job& job, int replicasPerTrial, int gpusPerTrial, int totalSlots, int totalGpus,
        std::string& note);
    // Failed trials that fail the job: maxFailedTrials, or for 0 ("the service decides") a quarter of
    // maxTrials, at least 3 and at most maxTrials.
    static int failureLimit(const spec::HyperparameterSpec& spec);
    // The seed of a job's tuner: the same for the same job id, so a restarted daemon suggests alike.
    static std::uint64_t seedOf(const std::string& jobId);

private:
    enum class Outcome { None, Succeeded, Failed };
    struct Trial {
        int id = 0;
        tuner::Assignment parameters;
        spec::State state = spec::State::Running;
        spec::Timestamp startTime;
        std::optional<spec::Timestamp> endTime;
        std::vector<spec::HyperparameterMetric> metrics; // every report, in the order made
        bool stoppedEarly = false;
        std::string stopReason; // why it was stopped early
        // While it runs:
        JobRun* run = nullptr;
        std::unique_ptr<HypertuneFile> file;
        Outcome outcome = Outcome::None;
        std::string error; // why it failed
    };

    void requestStep();
    void step();
    // The tuner's answer to the request step() made on a worker thread (a Bayesian suggestion after a
    // few hundred trials takes seconds: the daemon's event loop must not wait for it).
    void onSuggested(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error);
    void startTrial(const tuner::Assignment& parameters);
    JobRun* makeTrialRun(Trial& trial);
    void launchTrial(Trial& trial);
    std::vector<int> freeGpus() const;
    void pollTrials();
    void pollTrial(Trial& trial, bool final);
    void considerStopping(Trial& trial);
    void onTrialOutcome(int id, Outcome outcome, const std::string& error);
    void onTrialStopped(int id);
    void onStaged();
    void record(const std::string& reason);
    void metricsChanged();
    void publish();
    void end(bool success, const std::string& reason);
    void checkStopped();
    std::vector<tuner::Observation> history() const;
    const Trial* best() const;
    std::string trialWorkspace(int id) const;
    std::string describe(const Trial& trial) const; // "accuracy=0.93 at step 10"
    bool saveState() const;
    bool loadState();

    const DaemonConfig& m_config;
    spec::Job m_job;
    spec::HyperparameterSpec m_spec;
    std::string m_workspace;
    JobLog& m_log;
    std::string m_tag;
    spec::GoalType m_goal = spec::GoalType::Maximize;
    int m_parallel = 1;
    int m_replicasPerTrial = 1;
    int m_gpusPerTrial = 0;
    std::vector<spec::HyperparameterOutput> m_previous;
    std::shared_ptr<tuner::Tuner> m_tuner; // shared with a suggestion in flight, which may outlive this run
    std::map<int, Trial> m_trials; // by id; never erased from
    std::vector<std::string> m_pythonPath;
    std::vector<int> m_gpus;
    JobRun* m_stager = nullptr; // PREPARING: stages the packages for every trial
    QTimer* m_poll = nullptr;
    QTimer* m_throttle = nullptr;
    bool m_dirty = false; // metrics changed since the engine last stored the output
    bool m_stepQueued = false;
    bool m_suggesting = false; // a suggestion is being computed on a worker thread
    bool m_exhausted = false; // the tuner gave fewer points than asked: the space has no untried one left
    bool m_ended = false; // succeeded() or failed() was emitted
    bool m_stopping = false;
    bool m_stopped = false;
};

} // namespace trainyard::daemon
