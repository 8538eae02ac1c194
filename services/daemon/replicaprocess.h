#pragma once

#include "replicalauncher.h"
#include "replicaplan.h"

#include <QObject>

#include <memory>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

class QSocketNotifier;

namespace trainyard::daemon {

struct RunContext;

// One replica of a run, started under its supervisor (replicalauncher.h) and watched until it ends.
// The kind of replica says what the supervisor runs and what else there is to stop and clean up: a
// PythonReplica runs the trainer package's module; a ContainerReplica runs the engine's client in the
// foreground and removes its container. A kind of its own (Slurm's srun) is one more subclass.
// signals: finished() once when its supervisor has ended; idle() when a removal it waited for is done.
class ReplicaProcess : public QObject {
    Q_OBJECT

public:
    ReplicaProcess(const RunContext& run, ReplicaPlan plan);
    ~ReplicaProcess() override;

    // The replica of `plan` for the run's job: a ContainerReplica for a custom-container job.
    static std::unique_ptr<ReplicaProcess> create(const RunContext& run, const ReplicaPlan& plan);

    const ReplicaPlan& plan() const { return m_plan; }
    const std::string& name() const { return m_plan.name; }
    pid_t pgid() const { return m_pgid; } // its supervisor's, which leads its group; 0 before it started
    bool ended() const { return m_ended; }
    void markEnded() { m_ended = true; } // never started: nothing of it to wait for
    int restarts() const { return m_restarts; }
    void setRestarts(int restarts) { m_restarts = restarts; }
    // The GPUs of the run that this replica has.
    std::vector<int> gpus() const;
    // "<workspace>/replicas/<name><suffix>": its .pid and .status files.
    std::string path(const char* suffix) const;

    // Starts it under a new supervisor and watches it.
    bool start(std::string& error);
    // After a daemon restart: takes up the supervisor of its pid file, if it still runs or recorded the
    // replica's end. False (and ended) when nothing of it runs; pgid() then says whether it had started.
    bool adopt();
    // How its replica ended, as its supervisor recorded it.
    std::optional<ReplicaExit> exit() const;
    // SIGTERM, and whatever else this kind needs to stop within `graceSeconds`.
    virtual void stop(int graceSeconds);
    // SIGKILL to every process of it but its supervisor, which then records the end and exits.
    void kill();
    // Nothing of it runs any more (its supervisor has ended, and no process is left in its group).
    bool gone() const;
    // Once every replica of the run is gone: what is left to remove. True when that has started
    // (idle() follows once it is done).
    virtual bool cleanUp() { return false; }
    // Work still under way that the run's stop waits for (a container's removal).
    virtual bool busy() const { return false; }
    // The process group whose processes are the replica's work, for resource sampling; 0 when unknown.
    virtual pid_t samplingGroup() const { return m_pgid; }
    // The container engine this kind runs, or empty.
    virtual std::string engine() const { return {}; }
    // For a run that is not watched (the daemon died while it was PREPARING): kills whatever was started.
    virtual void killLeftovers();

signals:
    void finished();
    void idle();

protected:
    virtual std::vector<std::string> argv() const = 0;
    virtual std::vector<std::string> environment() const = 0;
    // Whether the supervisor adopts the replica's orphans (LaunchSpec::adoptOrphans).
    virtual bool adoptsOrphans() const { return true; }
    // Its supervisor runs (started, or adopted after a daemon restart).
    virtual void supervised() { }

    const RunContext& m_run;

private:
    void watch();
    void onSupervisorEnded();
    void signal(int signal) const;

    ReplicaPlan m_plan;
    pid_t m_pgid = 0;
    int m_handle = -1; // pidfd of the supervisor
    QSocketNotifier* m_notifier = nullptr;
    bool m_ended = false;
    int m_restarts = 0;
};

} // namespace trainyard::daemon
