#pragma once

#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace trainyard::daemon {

// How to start one replica process.
struct LaunchSpec {
    std::vector<std::string> argv; // argv[0] is an absolute path
    std::vector<std::string> environment; // "NAME=value", the whole environment
    std::string workingDirectory;
    std::string stdoutPath; // appended to
    std::string stderrPath;
    std::string statusPath; // written when the replica ends: "exit N" or "signal S"
    std::string pidPath; // written first: the supervisor's pid, which is also the process group id
    // The supervisor adopts the replica's orphans (PR_SET_CHILD_SUBREAPER), so that whatever the replica
    // started stays its descendant, and ends them before it records the replica's end: SIGTERM, then
    // SIGKILL after graceSeconds. Off for a container's client: podman daemonizes conmon out of the tree
    // on purpose, the container's processes live in their own PID namespace, and `podman rm` ends them.
    bool adoptOrphans = true;
    int graceSeconds = 10;
};

// How a replica ended, as its supervisor recorded it.
struct ReplicaExit {
    bool signaled = false;
    int code = 0; // exit code, or signal number when signaled
    bool success() const { return !signaled && code == 0; }
    std::string describe() const; // "exit code 1", "signal 9 (Killed)"
};

// Starts a replica under a supervisor: a forked child that leads a new session and process group,
// runs the command in it with its output going straight to files, waits for it, ends whatever the
// replica left running (spec.adoptOrphans) and records how it ended. Replicas therefore keep running, and their end is still known, if the daemon dies: a
// restarted daemon re-adopts them by the pid file. Returns the supervisor's pid (= process group id).
std::optional<pid_t> launchReplica(const LaunchSpec& spec, std::string& error);

std::optional<ReplicaExit> readReplicaExit(const std::string& statusPath);
std::optional<pid_t> readPidFile(const std::string& pidPath);

// True while the process exists and is not a zombie.
bool processAlive(pid_t pid);
// Sends a signal to a whole process group. False when the group no longer exists.
bool signalGroup(pid_t pgid, int signal);
// True when some process still belongs to the group (scans /proc).
bool groupAlive(pid_t pgid);

// The whole tree of a replica, wherever its processes went (processtree.h): its supervisor's process
// group and every descendant of the supervisor, those that called setsid() or double-forked included.
// Sends `signal` to each of them but the supervisor itself, which ignores SIGTERM and must outlive its
// descendants: once it is gone they would be re-parented out of reach. A supervisor that is gone already
// (killed from outside) leaves only its group to signal, as a whole. False when nothing was signalled.
bool signalReplicaTree(pid_t supervisor, int signal);
// SIGKILL to every descendant, again until none is left (at most timeoutMs), then to the group and the
// supervisor: for a run that is not watched (a job that was still PREPARING when the daemon died).
void killReplicaTree(pid_t supervisor, int timeoutMs = 5000);
// A descriptor that becomes readable when the process exits (pidfd), or -1.
int openProcessHandle(pid_t pid);
// Reaps the process if it is our child and has exited; harmless otherwise.
void reap(pid_t pid);

} // namespace trainyard::daemon
