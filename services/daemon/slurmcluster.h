#pragma once

#include "slurmstatus.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

class QProcess;

namespace trainyard::daemon {

// One Slurm location: the partition of the cluster that Slurm's commands on PATH reach (SLURM_CONF
// from the environment). Runs sbatch, scancel, squeue, sacct, sstat and sinfo as QProcesses on the
// daemon's event loop, never blocking it, each with a timeout (a client whose controller is gone
// retries for MessageTimeout, 10 s by default, before it says so). Reads their answers with the pure
// parsers of slurmstatus.h.
//
// Watching: while the watch count is above zero, squeue --json runs every interval (one at a time:
// the next starts an interval after the previous answer) and the snapshot keeps the jobs whose
// comment starts with the comment prefix (this daemon's): squeue --json of 22.05 lists every job of the
// cluster whatever -u, --me or -p say (seen), so the filter is ours. The partition is described at
// construction and every 30 s.
class SlurmCluster : public QObject {
    Q_OBJECT
public:
    SlurmCluster(std::string location, std::string partition, QObject* parent = nullptr);
    ~SlurmCluster() override;

    const std::string& location() const { return m_location; }
    const std::string& partition() const { return m_partition; }

    // sbatch --parsable <script>, in workDir: the job id, or the error (sbatch's stderr, trimmed).
    void submit(const std::string& scriptPath, const std::string& workDir,
        std::function<void(std::optional<std::int64_t>, std::string)> done);
    // scancel <id>: the whole job (every component of a het job). Empty error when scancel succeeded.
    void cancel(std::int64_t jobId, std::function<void(std::string error)> done);

    void setCommentPrefix(std::string prefix) { m_commentPrefix = std::move(prefix); }
    void watch();
    void unwatch();
    // An squeue now (or right after the one in flight), whether watched or not.
    void pollNow();
    bool answering() const { return m_answering; } // the last squeue succeeded
    const std::string& lastError() const { return m_lastError; }
    const std::vector<SlurmJobStatus>& jobs() const { return m_jobs; } // the last snapshot (ours only)

    // The ends of these jobs (by job name), from `sacct -X`, or from the completion log (`sacct -c`)
    // on a cluster without an accounting database. One entry per het component, in the order they
    // ended; a name may appear more than once (a resubmission): the last is the newest.
    void ended(
        const std::vector<std::string>& jobNames, std::function<void(std::vector<SlurmEnded>, std::string error)> done);
    // sstat of every step of the job (every component of a het job the last snapshot knows, each
    // entry's hetOffset set); needs JobAcctGatherType on the cluster, else the error says so.
    void usage(std::int64_t jobId, std::function<void(std::vector<SlurmStepUsage>, std::string error)> done);
    // sinfo --json: the partition's nodes.
    void describe(std::function<void(const SlurmPartition&)> done = {});
    const SlurmPartition& partitionInfo() const { return m_partitionInfo; }

    // For tests and special set-ups: the environment the commands run in (default: the daemon's), how
    // often squeue runs while watched, how long one command may take.
    void setEnvironment(const QProcessEnvironment& environment) { m_environment = environment; }
    void setPollInterval(int milliseconds) { m_pollTimer.setInterval(milliseconds); }
    void setCommandTimeout(int milliseconds) { m_commandTimeoutMs = milliseconds; }

signals:
    void polled();
    void described();

private:
    struct Answer {
        int exitCode = -1; // -1: did not start, crashed or timed out (then `failure` says which)
        QByteArray out;
        QByteArray err;
        std::string failure;
        // The error to report: the failure, else stderr trimmed, else the exit code.
        std::string error(const char* command) const;
    };
    // Runs program with args; calls done on the event loop once it ended or its timeout killed it.
    void run(const std::string& program, const std::vector<std::string>& args, const std::string& workDir,
        std::function<void(const Answer&)> done);
    void poll();
    void pollAnswered(const Answer& answer);
    void endedFrom(const std::vector<std::string>& jobNames, bool completionLog,
        std::function<void(std::vector<SlurmEnded>, std::string error)> done);

    std::string m_location;
    std::string m_partition;
    std::string m_commentPrefix;
    std::optional<QProcessEnvironment> m_environment;
    int m_commandTimeoutMs = 30'000;

    int m_watchCount = 0;
    bool m_polling = false; // an squeue is in flight
    bool m_pollAgain = false; // pollNow() came while it was
    QTimer m_pollTimer;
    bool m_answering = false;
    std::string m_lastError;
    std::vector<SlurmJobStatus> m_jobs;

    // Which sacct answers ends: unknown until the first call, then the accounting database or, where
    // sacct says "Slurm accounting storage is disabled", the completion log (-c).
    enum class Accounting { Unknown, Database, CompletionLog };
    Accounting m_accounting = Accounting::Unknown;

    QTimer m_describeTimer;
    SlurmPartition m_partitionInfo;

    std::set<QProcess*> m_processes; // in flight; killed at destruction without calling back
};

} // namespace trainyard::daemon
