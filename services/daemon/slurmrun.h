#pragma once

#include "daemonconfig.h"
#include "replicaplan.h"
#include "run.h"
#include "runstatefile.h"
#include "trialsetup.h"

#include "spec/job.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace trainyard::daemon {

class JobLog;
class Preparer;
class SlurmCluster;
class SlurmUsageSampler;
struct SlurmEnded;
struct VertexOrigin;

// Runs one job's replicas, or one trial's, as one heterogeneous Slurm job (a component per replica
// pool, so that the pools start together and Slurm places them). PREPARING stages the trainer
// package into the workspace, which the nodes share; launch() writes the task plan and the batch
// script and submits them with sbatch. From then on Slurm's queue says where the job is: pending
// (queued() with Slurm's reason), running once every replica's task reported its node (started()),
// gone. How each replica ended is what its task wrote beside it (replicas/<name>.status, as a local
// supervisor writes it); what Slurm did to the job (a time limit, memory, a node) comes from its
// accounting (sacct -c) when no replica could say. Everything a restarted daemon needs is in
// run.json: the Slurm job is found again by its name (unique per submission) under the daemon's
// comment, never by its id alone, and a job the controller lost is submitted once more.
// signals: as Run's; queued() when Slurm's pending reason changes or the job was submitted again.
class SlurmRun : public Run {
    Q_OBJECT

public:
    SlurmRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, SlurmCluster& cluster,
        std::string daemonId, QObject* parent = nullptr, TrialSetup trial = {}, const VertexOrigin* vertex = nullptr);
    ~SlurmRun() override;

    void prepare() override;
    // Submits the job (the GPUs are Slurm's to give, not the daemon's).
    void launch(const std::vector<int>& gpus) override;
    bool resume(std::string& reason) override;
    void killLeftovers() override;
    void stop() override;
    bool stopping() const override { return m_stopping; }
    bool launched() const override { return m_state.exists(); }
    int slotCount() const override { return static_cast<int>(m_replicas.size()); }
    const std::vector<int>& gpus() const override { return m_noGpus; }
    std::string startReason() const override;
    // The replicas that run on the cluster's nodes, with no process group here: sampled through sstat.
    std::vector<ReplicaGroup> replicaGroups() const override;
    std::string resourceStatus() const override;

    // True when the run in `workspace` was (or was being) submitted: a restarted daemon follows it.
    static bool submitted(const std::string& workspace);
    std::int64_t slurmJobId() const { return m_slurmJobId; }
    // The node of each replica whose task has reported it.
    const std::map<std::string, std::string>& nodes() const { return m_nodes; }

private:
    void submit();
    bool writeSubmission(std::string& scriptPath, std::string& error);
    void onPolled();
    void readNodes();
    void checkReplicaEnds();
    void onEnded(const std::vector<SlurmEnded>& ends);
    void resubmitLost(std::int64_t lostId);
    void finish(bool success, const std::string& reason);
    void sendCancel();
    void finishStop();
    void ingestAll(bool flush);
    std::string stderrTail(const std::string& replica) const;
    std::string statusPath(const std::string& replica, const char* suffix) const;
    void saveState() const;

    const DaemonConfig& m_config;
    spec::Job m_job;
    std::string m_workspace;
    JobLog& m_log;
    SlurmCluster& m_cluster;
    std::string m_daemonId;
    TrialSetup m_trial;
    const VertexOrigin* m_vertex = nullptr; // the job's Vertex resource, for the task plan
    std::vector<ReplicaPlan> m_replicas;
    std::vector<std::string> m_pythonPath;
    RunStateFile m_state;
    Preparer* m_preparer = nullptr;
    const std::vector<int> m_noGpus;

    std::string m_jobName; // unique per submission: the key Slurm's queue and accounting are searched by
    std::int64_t m_slurmJobId = 0;
    int m_attempt = 0; // 1 once a lost job was submitted again
    std::map<std::string, std::string> m_nodes; // replica -> node
    std::string m_lastReason; // Slurm's last pending reason told
    int m_missingPolls = 0; // answers in a row without the job
    bool m_watching = false;
    bool m_submitting = false;
    bool m_asking = false; // sacct under way
    bool m_started = false;
    bool m_finished = false;
    bool m_stopping = false;
    bool m_stopped = false;
    int m_cancelPolls = 0;
    SlurmUsageSampler* m_usage = nullptr; // asked every other poll while the job runs
    int m_usagePolls = 0;
};

} // namespace trainyard::daemon
