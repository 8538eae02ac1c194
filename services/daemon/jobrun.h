#pragma once

#include "containerengine.h"
#include "daemonconfig.h"
#include "replicalauncher.h"
#include "replicaplan.h"
#include "run.h"

#include "spec/job.h"

#include <QObject>
#include <QPointer>

#include <map>
#include <memory>
#include <string>
#include <vector>

class QProcess;
class QSocketNotifier;
class QTimer;

namespace trainyard::daemon {

class ContainerPreparer;
class JobLog;

// What makes a run one trial of a hyperparameter-tuning job (docs/api.md, "Hyperparameter tuning");
// empty for a plain job.
struct TrialSetup {
    std::string id; // "3": CLOUD_ML_TRIAL_ID, TF_CONFIG's task.trial, the trial of its log sources
    std::vector<std::string> args; // the trial's parameters as --name=value, after the job's args
    std::string metricTag; // CLOUD_ML_HP_METRIC_TAG
    // CLOUD_ML_HP_METRIC_FILE of the primary replica, the one the tuning reads; every other replica
    // gets <same folder>/<replica>.metrics, so that a worker reporting too cannot overwrite it.
    std::string metricFile;
    std::vector<std::string> pythonPath; // the job's packages, staged once for all its trials
};

// Runs one job's replicas, or one trial's: stages the trainer package, or finds the container engine
// and images of a custom-container job (PREPARING), starts every replica under its supervisor with the
// cluster environment, a container replica as `podman run` in the foreground (RUNNING), watches them
// end, and stops them (cancel, time limit, failure, success), containers removed as well. Everything it needs to take a run up again after a
// daemon restart lives in its workspace folder: run.json (ports, GPUs, restarts), replicas/<name>.pid|.status.
// signals: failed() when preparation or a replica failed, succeeded() when the master exited 0, noted()
// when a replica was restarted after a daemon restart.
class JobRun : public Run {
    Q_OBJECT

public:
    JobRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, QObject* parent = nullptr, TrialSetup trial = {});
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
    bool stopping() const { return m_stopping; }
    const std::vector<int>& gpus() const override { return m_gpus; }
    std::string startReason() const override;
    std::vector<ReplicaGroup> replicaGroups() const override;
    // The staged packages' roots (after prepared()), for the trials of a tuning job to share.
    const std::vector<std::string>& pythonPath() const { return m_pythonPath; }
    // True when run.json exists: launch() got as far as choosing ports, so resume() can take it up.
    bool launched() const;

private:
    struct Replica {
        ReplicaPlan plan;
        pid_t pgid = 0;
        int handle = -1; // pidfd of the supervisor
        QSocketNotifier* notifier = nullptr;
        bool ended = false;
        int restarts = 0;
        std::string container {}; // its container's name; empty for a trainer-package replica
        // The host pid of the container's init, which leads the group of the container's processes
        // (what resource sampling reads); 0 until the engine reports it.
        pid_t containerPid = 0;
    };

    void stageNext();
    bool startReplica(Replica& replica, std::string& error);
    void watch(Replica& replica);
    void replicaEnded(const std::string& name);
    void onReplicaEnded(Replica& replica);
    void checkStopped();
    void killRemaining();
    void signalReplica(const Replica& replica, int signal);
    void saveRunState() const;
    bool loadRunState();
    // The variables a replica gets from the daemon (TF_CONFIG, CLOUD_ML_*, …); inside a container the
    // GPUs it was given are renumbered from 0, as the engine exposes only those.
    std::vector<std::pair<std::string, std::string>> jobEnvironment(const Replica& replica, bool inContainer) const;
    std::vector<std::string> environmentFor(const Replica& replica) const;
    // Custom containers (containerengine.h).
    bool isContainerJob() const;
    Replica makeReplica(const ReplicaPlan& plan) const;
    ContainerSpec containerSpecFor(const Replica& replica) const;
    ContainerEngine containerEngine(bool withGpus = false) const;
    void inspectContainer(const std::string& replicaName);
    void removeContainer(const std::string& container, int graceSeconds);
    std::vector<int> gpusOf(const std::string& replicaName) const;
    std::string replicaPath(const Replica& replica, const char* suffix) const;

    const DaemonConfig& m_config;
    spec::Job m_job;
    std::string m_workspace;
    JobLog& m_log;
    std::vector<ReplicaPlan> m_replicas;
    std::vector<Replica> m_running;
    std::map<std::string, int> m_ports; // replica name -> port
    std::vector<int> m_gpus;
    std::vector<std::string> m_pythonPath; // staged package roots
    std::vector<std::string> m_toStage;
    TrialSetup m_trial;
    QPointer<QProcess> m_staging;
    QPointer<ContainerPreparer> m_preparer;
    std::string m_containerEngine; // the podman or docker binary, once PREPARING found it (run.json keeps it)
    int m_removals = 0; // `podman rm` processes still running: the run is not stopped before they end
    bool m_swept = false; // the last removal, after every replica ended, was started
    QTimer* m_killTimer = nullptr;
    QTimer* m_reaper = nullptr;
    bool m_stopping = false;
    bool m_killing = false; // the grace has passed: every stop pass SIGKILLs what is left
    bool m_stopped = false; // stopped() was emitted
    bool m_finished = false; // succeeded() or failed() was emitted
};

} // namespace trainyard::daemon
