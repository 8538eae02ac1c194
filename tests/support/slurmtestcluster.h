#pragma once

// Test support: a real two-node Slurm cluster on this machine, the reference's recipe
// (shared/reference/slurm.md §1) brought up in a fresh short temporary folder with free ports.

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace trainyard::test {

// munged, slurmctld and two slurmd "nodes" (n1, n2: 8 CPUs, 32000 MB, 2 fake GPUs each, partition
// debug, both at 127.0.0.1), as children of the test process (they die with it: PR_SET_PDEATHSIG).
// slurmd takes the configured sizes as they are (SlurmdParameters=config_overrides), so that the
// catalog's machine types, 2 to 4 vCPUs and 13 to 15 GB, fit on a two-core test machine.
// With jobacct_gather/linux every second (sstat answers), bf_interval=1 (het jobs start within a
// second), cred_expire=10, the completion log as accounting (sacct -c) and SlurmdTimeout=6.
//
// Nothing is skipped: without the tools, without root, or when the nodes are not idle within 15 s,
// start() fails with a message saying which. Teardown (the destructor, or stop()) goes by PID and
// leaves nothing running, whatever state a failed test left: scancel of every job and a wait for the
// queue to drain, SIGTERM then SIGKILL of the Slurm daemons, then SIGKILL of every process left that
// carries this cluster's SLURM_CONF in its environment (job steps outlive slurmd, and jobs submitted
// with environment() carry it), a wait until each is gone, munged last, and the folder removed.
class SlurmTestCluster {
public:
    SlurmTestCluster();
    ~SlurmTestCluster();
    SlurmTestCluster(const SlurmTestCluster&) = delete;
    SlurmTestCluster& operator=(const SlurmTestCluster&) = delete;

    // Up in about a second; waits at most 15 s for both nodes to be idle.
    bool start(QString& error);
    // Tears down (see above); returns false with what it could not do. Safe to call twice.
    bool stop(QString& error);

    QString dir() const { return m_dir; } // the cluster's folder (short: unix sockets live in it)
    QString slurmConf() const { return m_dir + QStringLiteral("/etc/slurm.conf"); }
    // A folder for jobs' scripts and outputs (what the nodes share: it is all one machine).
    QString workDir() const { return m_dir + QStringLiteral("/work"); }
    QString partition() const { return QStringLiteral("debug"); }
    int controllerPort() const { return m_controllerPort; }
    // The test process's environment with SLURM_CONF naming this cluster: for Slurm's commands,
    // for a trainyardd that talks to it, for QProcesses of the test.
    QProcessEnvironment environment() const;

    // SIGKILL of slurmctld, as a crash (state saved at most every 5 s is lost, see the reference);
    // waits until it is gone.
    bool killController(QString& error);
    // Starts slurmctld again on the same state; waits at most 15 s until it answers and both nodes
    // have registered again.
    bool restartController(QString& error);
    bool controllerRunning() const;

    struct Result {
        int exitCode = -1; // -1: did not start or did not end in time
        QString out;
        QString err;
    };
    // A Slurm command (squeue, scontrol, …) with environment(), waited for at most timeoutMs.
    Result run(const QString& program, const QStringList& args, int timeoutMs = 20'000) const;
    // The daemons' pids (munged, slurmctld, slurmd n1, slurmd n2), 0 for one not running.
    std::vector<qint64> daemonPids() const;
    // Every process whose environment names this cluster's SLURM_CONF (daemons, steps, jobs).
    std::vector<qint64> processesOfCluster() const;
    // What its jobs run: processesOfCluster() less the daemons, slurmctld's slurmscriptd and the
    // descendants of this test process (a trainyardd it started, Slurm commands in flight). Job steps
    // (slurmstepd), their tasks and orphans of either count. Empty once every job ended or was killed.
    std::vector<qint64> jobProcesses() const;
    // The last lines of the controller's and nodes' logs, for a failure message.
    QString logTail(int lines = 15) const;

private:
    bool writeConfig(QString& error);
    std::unique_ptr<QProcess> startDaemon(
        const QString& program, const QStringList& args, const QString& logName, QString& error);
    bool waitForController(int timeoutMs, QString& error);
    bool waitForNodes(bool idle, int timeoutMs, QString& error);
    bool drainQueue(int timeoutMs, QString& error);
    static void endProcess(QProcess* process, int graceMs);

    QString m_dir;
    int m_controllerPort = 0;
    int m_nodePort = 0; // n1's; n2's is the next one
    std::unique_ptr<QProcess> m_munged;
    std::unique_ptr<QProcess> m_controller;
    std::vector<std::unique_ptr<QProcess>> m_nodes;
    bool m_stopped = false;
};

} // namespace trainyard::test
