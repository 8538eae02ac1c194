#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::daemon {

// What Slurm's commands answer, as values, and the pure parsers of their text. SlurmCluster runs the
// commands; these only read what they print, so they are tested with text recorded from a real
// Slurm 22.05 cluster (tests/fixtures/slurm/README.md says how each file was made).

// One entry of `squeue --json`: a plain job, or one component of a heterogeneous job (Slurm lists
// a het job as one entry per component: jobId is the leader's for offset 0, then leader + 1, …).
struct SlurmJobStatus {
    std::int64_t jobId = 0;
    std::int64_t hetJobId = 0; // the leader's id; 0 for a job that is not heterogeneous
    int hetOffset = 0;
    std::string name;
    std::string comment;
    // PENDING RUNNING COMPLETING COMPLETED FAILED TIMEOUT CANCELLED OUT_OF_MEMORY NODE_FAIL PREEMPTED
    // BOOT_FAIL DEADLINE (and SUSPENDED, REQUEUED… as Slurm writes them)
    std::string state;
    std::string reason; // "Resources", "Priority", "None", …
    std::string nodes; // "n[1-2]" as Slurm writes it; empty while pending
    int exitCode = 0; // from the wait status Slurm reports: its exit code…
    int signal = 0; // …or the signal that ended it
    friend bool operator==(const SlurmJobStatus&, const SlurmJobStatus&) = default;
};

// One line of `sacct -c` (the completion log, jobcomp/filetxt; one line per het component).
struct SlurmEnded {
    std::int64_t jobId = 0;
    std::string name;
    std::string state;
    std::string nodes;
    int exitCode = 0;
    int signal = 0;
    friend bool operator==(const SlurmEnded&, const SlurmEnded&) = default;
};

// One node of a partition, as `sinfo --json` describes it.
struct SlurmNode {
    std::string name;
    std::string address; // NodeAddr: what other nodes reach it at (node names need not resolve)
    std::string state; // "idle", "mixed", "allocated", "down", … with "+DRAIN"-style flags appended
    int cpus = 0;
    int gpus = 0; // the gpu GRES count ("gpu:2", "gpu:a100:4(S:0-1)")
    std::int64_t memoryMb = 0; // RealMemory
    friend bool operator==(const SlurmNode&, const SlurmNode&) = default;
};

struct SlurmPartition {
    bool available = false; // the controller answered and the partition has nodes
    std::string error; // why not available
    std::string partition;
    std::vector<SlurmNode> nodes;

    int cpus() const;
    int gpus() const;
    int maxCpusPerNode() const;
    int maxGpusPerNode() const;
    std::int64_t maxMemoryPerNodeMb() const;
};

// One step's usage in `sstat -a -P --noconvert -o JobID,AveCPU,AveRSS,MaxRSS,NTasks,Nodelist`.
// sstat names a het component's steps by the component's own job id ("5.0" for 4+1): jobId is that
// id, and hetOffset is 0 here; SlurmCluster::usage() sets it from the component ids it asked for.
struct SlurmStepUsage {
    std::int64_t jobId = 0;
    int hetOffset = 0;
    std::string step; // "batch", "extern", "0", …
    double aveCpuSeconds = 0;
    std::int64_t aveRssBytes = 0;
    std::int64_t maxRssBytes = 0;
    int tasks = 0;
    std::string nodes;
    friend bool operator==(const SlurmStepUsage&, const SlurmStepUsage&) = default;
};

// The sacct and sstat formats SlurmCluster asks for (the parsers read columns by the header line,
// so an older or reordered format still parses).
inline constexpr const char* slurmSacctFormat = "JobIDRaw,JobID,JobName,State,ExitCode,NodeList,Start,End";
inline constexpr const char* slurmSstatFormat = "JobID,AveCPU,AveRSS,MaxRSS,NTasks,Nodelist";

// Every job in `squeue --json` (v0.0.38 and later field names). `error`: the text is not squeue's
// JSON, or squeue reported errors (then no jobs).
std::vector<SlurmJobStatus> parseSqueueJson(std::string_view text, std::string& error);
// `sacct -c -P -o <slurmSacctFormat>`: one entry per line, in the log's order (the order the jobs
// ended; a job id handed out again after a controller crash appears twice, the later line is newer).
std::vector<SlurmEnded> parseSacct(std::string_view text);
// `sstat -a -P --noconvert -o <slurmSstatFormat>`.
std::vector<SlurmStepUsage> parseSstat(std::string_view text);
// `sinfo --json` (which lists every node whatever -p says): the nodes of `partition`. Not available,
// with the reason in `error` and `partition.error`, when the text is not sinfo's JSON or no node
// belongs to the partition.
SlurmPartition parsePartition(std::string_view text, const std::string& partition, std::string& error);

// The pieces, for their own tests: Slurm's wait status (exit code << 8 | signal) split; "3:0" of
// sacct's ExitCode; AveCPU's "[D-][HH:]MM:SS[.mmm]"; a size with an optional K/M/G/T suffix (×1024).
void splitWaitStatus(std::int64_t status, int& exitCode, int& signal);
bool parseExitPair(std::string_view text, int& exitCode, int& signal);
double parseSlurmDuration(std::string_view text);
std::int64_t parseSlurmSize(std::string_view text);
int parseGpuGres(std::string_view gres);

} // namespace trainyard::daemon
