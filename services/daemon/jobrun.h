#pragma once

#include "daemonconfig.h"
#include "replicalauncher.h"

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

class JobLog;

// One replica of a job as this daemon runs it.
struct ReplicaPlan {
    std::string name; // "master-replica-0", "worker-replica-2", "ps-replica-0", "evaluator-replica-0"
    std::string taskType; // TF_CONFIG task type: "master" (or "chief"), "worker", "ps", "evaluator"
    int index = 0;
    int gpuCount = 0;
};

// How many replicas of which kind a job gets here, and how many GPUs each: scale tiers are mapped
// to local replica counts (docs/api.md), CUSTOM counts are taken as given. Empty with `error` set
// when the job cannot run on this daemon at all.
std::vector<ReplicaPlan> planReplicas(const spec::Job& job, std::string& error);
int gpuTotal(const std::vector<ReplicaPlan>& plan);

// Runs one job's replicas: stages the trainer package (PREPARING), starts every replica under its
// supervisor with the cluster environment (RUNNING), watches them end, and stops them (cancel,
// time limit, failure, success). Everything it needs to take a job up again after a daemon restart
// lives in the job's workspace folder: run.json (ports, GPUs, restarts), replicas/<name>.pid|.status.
class JobRun : public QObject {
    Q_OBJECT

public:
    JobRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, QObject* parent = nullptr);
    ~JobRun() override;

    const std::vector<ReplicaPlan>& replicas() const { return m_replicas; }
    int slotCount() const { return static_cast<int>(m_replicas.size()); }

    // PREPARING: checks the interpreter and job dir, stages the packages. Ends with prepared() or failed().
    void prepare();
    // RUNNING: starts every replica with these GPUs (gpuTotal() of its plan).
    void launch(const std::vector<int>& gpus);
    // After a daemon restart: re-adopts live replicas, restarts dead ones (up to the limit), and takes
    // the recorded end of those that finished meanwhile. False when the job cannot be taken up.
    bool resume(std::string& reason);
    // For a job that was still PREPARING when the daemon died: kills whatever replicas it had started.
    void killLeftovers();
    // Stops every replica: SIGTERM to each process group, SIGKILL after the grace period. Ends with stopped().
    void stop();
    bool stopping() const { return m_stopping; }
    const std::vector<int>& gpus() const { return m_gpus; }

signals:
    void prepared();
    void failed(const std::string& reason); // preparation or a replica failed; replicas are being stopped
    void succeeded(); // the master exited 0; the other replicas are being stopped
    void replicaRestarted(const std::string& replica, int restart, const std::string& reason);
    void stopped(); // no process of the job is left

private:
    struct Replica {
        ReplicaPlan plan;
        pid_t pgid = 0;
        int handle = -1; // pidfd of the supervisor
        QSocketNotifier* notifier = nullptr;
        bool ended = false;
        int restarts = 0;
    };

    void stageNext();
    bool startReplica(Replica& replica, std::string& error);
    void watch(Replica& replica);
    void replicaEnded(const std::string& name);
    void onReplicaEnded(Replica& replica);
    void checkStopped();
    void saveRunState() const;
    bool loadRunState();
    std::vector<std::string> environmentFor(const Replica& replica) const;
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
    QPointer<QProcess> m_staging;
    QTimer* m_killTimer = nullptr;
    QTimer* m_reaper = nullptr;
    bool m_stopping = false;
    bool m_stopped = false; // stopped() was emitted
    bool m_finished = false; // succeeded() or failed() was emitted
};

} // namespace trainyard::daemon
