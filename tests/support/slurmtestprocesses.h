#pragma once

// The process-level helpers of SlurmTestCluster: free ports, processes found by their environment,
// waits by PID, and the reaping of clusters whose test died without its teardown.

#include <QByteArray>
#include <QString>

#include <vector>

namespace trainyard::test::slurmtest {

// A Slurm program by name, looked up on PATH and in /usr/sbin, /sbin (the daemons); empty if absent.
QString tool(const QString& name);
bool portFree(int port); // nothing bound to it on any address
bool listening(int port); // something accepts on 127.0.0.1:port
// Free ports: the controller's, and two consecutive ones for the nodes (Port=[p-(p+1)]), below the
// ephemeral range so that no outgoing connection takes them meanwhile.
bool pickPorts(int& controllerPort, int& nodePort);
// Gone: no such process, or a zombie nobody reaped yet (it runs nothing any more).
bool gone(qint64 pid);
bool waitGone(const std::vector<qint64>& pids, int timeoutMs);
// Every process but this one whose environment has SLURM_CONF=<conf>.
std::vector<qint64> processesWith(const QString& conf);
qint64 parentOf(qint64 pid); // 0 when gone
bool descendsFrom(qint64 pid, qint64 ancestor);
// A process as "pid start-time" (/proc/PID/stat field 22): pids are reused, the pair is not.
QByteArray processIdentity(qint64 pid);
// What a test process that died without its teardown (a crash, ctest's timeout) left: its daemons
// died with it (PR_SET_PDEATHSIG), but job steps and scripts outlive them. Each /tmp/tyslurm-*
// folder whose owner (run/owner, a processIdentity) is gone: its processes killed by PID, the folder
// removed.
void reapOrphanedClusters();
QString pidList(const std::vector<qint64>& pids);
// The last lines of the controller's, the nodes' and munged's logs in dir/log.
QString logsTail(const QString& dir, int lines);
// slurm.conf of the test cluster in `dir` (reference recipe, see slurmtestcluster.h).
QString slurmTestConfig(const QString& dir, int controllerPort, int nodePort);

} // namespace trainyard::test::slurmtest
