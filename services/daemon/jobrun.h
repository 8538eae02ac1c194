#pragma once

#include "daemonconfig.h"
#include "replicaplan.h"
#include "run.h"
#include "runcontext.h"
#include "runstatefile.h"
#include "trialsetup.h"

#include "spec/job.h"

#include <QObject>

#include <memory>
#include <string>
#include <vector>

class QTimer;

namespace trainyard::daemon {

class JobLog;
class Preparer;
class ReplicaProcess;

// Runs one job's replicas, or one trial's: has its Preparer make the job ready (PREPARING), starts
// every replica (a ReplicaProcess of the job's kind) with the ports and GPUs of the run, primary last
// (RUNNING), decides the job's end from theirs, and stops them all (cancel, time limit, failure,
// success). Everything it needs to take a run up again after a daemon restart lives in its workspace
// folder: run.json (ports, GPUs, restarts), replicas/<name>.pid|.status.
// signals: failed() when preparation or a replica failed, succeeded() when the master exited 0, noted()
// when a replica was restarted after a daemon restart.
class JobRun : public Run {
    Q_OBJECT

public:
    // `vertex`: the job's Vertex resource (RunContext::vertex), nullptr for a v1 job.
    JobRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, QObject* parent = nullptr, TrialSetup trial = {},
        const VertexOrigin* vertex = nullptr);
    ~JobRun() override;

    const std::vector<ReplicaPlan>& replicas() const { return m_replicas; }
    int slotCount() const override { return static_cast<int>(m_replicas.size()); }

    // PREPARING: checks the interpreter and job dir, stages the packages. Ends with prepared() or failed().
    void prepare() override;
    // RUNNING: starts every replica with these GPUs (gpuTotal() of its plan).
    void launch(const std::vector<int>& gpus) override;
    // After a daemon restart: re-adopts live replicas, restarts dead ones (up to the limit), and takes
    // the recorded end of those that finished meanwhile. False when the run cannot be taken up.
    bool resume(std::string& reason) override;
    // For a job that was still PREPARING when the daemon died: kills whatever replicas it had started.
    void killLeftovers() override;
    // Stops every replica: SIGTERM to each replica's processes (its group and every descendant of its
    // supervisor), SIGKILL after the grace period, again until none is left. Ends with stopped().
    void stop() override;
    bool stopping() const override { return m_stopping; }
    const std::vector<int>& gpus() const override { return m_context.gpus; }
    std::string startReason() const override;
    std::vector<ReplicaGroup> replicaGroups() const override;
    // True when run.json exists: launch() got as far as choosing ports, so resume() can take it up.
    bool launched() const override;

private:
    void dropPreparer();
    void makeReplicas();
    // The replicas in the order they start: the primary last, as gcloud's local runner does (the others
    // are listening by then).
    std::vector<ReplicaProcess*> startOrder(const std::vector<ReplicaProcess*>& replicas) const;
    void onReplicaEnded(ReplicaProcess& replica);
    void checkStopped();
    void killRemaining();
    void saveRunState() const;
    bool loadRunState();

    std::vector<ReplicaPlan> m_replicas;
    spec::Job m_job;
    RunContext m_context;
    RunStateFile m_state;
    std::vector<std::unique_ptr<ReplicaProcess>> m_running;
    Preparer* m_preparer = nullptr; // while PREPARING, and while a process of it that stop() ended is still there
    bool m_swept = false; // the last removal, after every replica ended, was started
    QTimer* m_killTimer = nullptr;
    QTimer* m_reaper = nullptr;
    bool m_stopping = false;
    bool m_killing = false; // the grace has passed: every stop pass SIGKILLs what is left
    bool m_stopped = false; // stopped() was emitted
    bool m_finished = false; // succeeded() or failed() was emitted
};

} // namespace trainyard::daemon
