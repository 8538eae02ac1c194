#pragma once

#include "daemonconfig.h"
#include "run.h"
#include "runlocation.h"
#include "runstatefile.h"
#include "study.h"

#include "spec/job.h"
#include "tuner/tuner.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class JobLog;
class Preparer;
class TrialRun;
class TrialSuggester;
struct VertexOrigin;

// Runs a hyperparameter-tuning job (docs/api.md, "Hyperparameter tuning"): prepares once (its
// Preparer stages the trainer package, or checks the engine and images), then runs trials, each a
// full replica set (a JobRun of its own, or a SlurmRun, in <workspace>/trials/<id>/), up to maxParallelTrials at
// once and maxTrials in all, with the parameters the Tuner suggests. It reads each trial's hypertune
// metric file while the trial runs, stops trials the median rule finds hopeless
// (enableTrialEarlyStopping), and ends the job as its Study says: succeeded once every trial has
// ended and one succeeded, failed after maxFailedTrials failed trials or when none succeeded.
//
// What it knows is in the job's trainingOutput (output()), which the engine stores with every trial
// start and end (as RUNNING → RUNNING transitions, see noted()) and, throttled, with new metrics; the
// rest, in <workspace>/tuning.json and each trial's folder. A restarted daemon takes the job up from
// those: it re-adopts running trials (Run::resume) and goes on suggesting.
class TuningRun : public Run {
    Q_OBJECT

public:
    // `parallelTrials`: how many trials run at once (Study::parallelTrials() when the job was
    // scheduled; a resumed run reads it back). `previousTrials`: the trials of the jobs this one
    // resumes (Study::previousTrials()), the tuner's history before this job's own trials.
    TuningRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, int parallelTrials,
        std::vector<spec::HyperparameterOutput> previousTrials, RunLocation where = {}, QObject* parent = nullptr,
        const VertexOrigin* vertex = nullptr);
    ~TuningRun() override;

    void prepare() override;
    void launch(const std::vector<int>& gpus) override;
    bool resume(std::string& reason) override;
    void killLeftovers() override;
    void stop() override;
    bool stopping() const override { return m_stopping; }
    bool launched() const override { return m_state.exists(); }
    int slotCount() const override;
    const std::vector<int>& gpus() const override { return m_gpus; }
    std::string startReason() const override;
    std::vector<ReplicaGroup> replicaGroups() const override;
    std::optional<spec::TrainingOutput> output() const override;

private:
    void requestStep();
    void step();
    // The tuner's answer to the request step() made (TrialSuggester).
    void onSuggested(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error);
    void startTrial(const tuner::Assignment& parameters);
    TrialRun* makeTrialRun(const Study::Trial& trial);
    void launchTrial(const Study::Trial& trial);
    std::vector<int> freeGpus() const;
    void pollTrials();
    void pollTrial(int id, bool final);
    void considerStopping(int id);
    void onTrialStopped(int id);
    void onPrepared();
    void dropPreparer();
    void record(const std::string& reason);
    void metricsChanged();
    void publish();
    void end(bool success, const std::string& reason);
    void checkStopped();
    std::string trialWorkspace(int id) const;
    bool saveState() const;
    bool loadState();

    const DaemonConfig& m_config;
    spec::Job m_job;
    RunLocation m_where; // where its trials run
    const VertexOrigin* m_vertex = nullptr; // the job's Vertex resource, for each trial's RunContext
    Study m_study;
    std::string m_workspace;
    RunStateFile m_state; // tuning.json
    JobLog& m_log;
    int m_parallel = 1;
    int m_replicasPerTrial = 1;
    int m_gpusPerTrial = 0;
    TrialSuggester* m_suggester = nullptr;
    std::map<int, TrialRun*> m_live; // the trials whose processes may run, by id
    std::vector<std::string> m_pythonPath;
    std::vector<int> m_gpus;
    Preparer* m_preparer = nullptr; // PREPARING: stages the packages for every trial, or checks the engine and images
    QTimer* m_poll = nullptr;
    QTimer* m_throttle = nullptr;
    bool m_dirty = false; // metrics changed since the engine last stored the output
    bool m_stepQueued = false;
    bool m_exhausted = false; // the tuner gave fewer points than asked: the space has no untried one left
    bool m_ended = false; // succeeded() or failed() was emitted
    bool m_stopping = false;
    bool m_stopped = false;
};

} // namespace trainyard::daemon
