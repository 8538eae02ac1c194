#pragma once

#include "daemon/resourcesample.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <unordered_map>
#include <vector>

namespace trainyard::daemon {

// The fields of one /proc/<pid>/stat line that resource sampling needs.
struct ProcStat {
    pid_t pid = 0;
    std::string comm;
    char state = '?';
    pid_t ppid = 0;
    pid_t pgrp = 0;
    std::uint64_t utime = 0; // clock ticks
    std::uint64_t stime = 0;
    std::uint64_t cutime = 0; // ticks of children this process has waited for
    std::uint64_t cstime = 0;
    std::uint64_t starttime = 0; // ticks after boot; tells a reused pid from the old one
    std::uint64_t rssPages = 0;
};

// Parses one /proc/<pid>/stat line. The command name sits in parentheses and may itself contain
// spaces and parentheses, so the fields start after the LAST ')'. nullopt for a malformed line.
std::optional<ProcStat> parseProcStat(std::string_view line);

// The process group of a live process, read from /proc/<pid>/stat; nullopt once it is gone.
std::optional<pid_t> readProcessGroup(pid_t pid);

// Samples CPU and resident memory per replica, a replica being a process group (its supervisor's
// pid). Finds the groups' processes with one pass over /proc, at most once per rescan interval
// (and whenever a group is new); samples in between read only the processes found.
//
// CPU % is the growth of the group's clock ticks since the previous sample over the wall time
// between them. Ticks are kept per process (pid + start time), so processes that appear in a group
// between samples count in full and ones that vanish stop counting; the ticks of children a
// process in the group has waited for (cutime/cstime) are included, so short-lived helpers that
// ran and were reaped between two samples are not lost.
class ProcSampler {
public:
    explicit ProcSampler(std::chrono::milliseconds rescanInterval = std::chrono::milliseconds(1000));

    // groups: replica name -> process group id. Replicas whose group has no process left are
    // left out of the result. The first sample of a group has no baseline and reports 0 % CPU.
    std::vector<ReplicaResourceSample> sample(const std::map<std::string, pid_t>& groups);

private:
    struct ProcessTicks {
        std::uint64_t starttime = 0;
        std::uint64_t ticks = 0;
    };
    struct GroupState {
        std::chrono::steady_clock::time_point time;
        std::unordered_map<pid_t, ProcessTicks> processes;
    };

    std::unordered_map<pid_t, GroupState> m_groups; // by process group id
    std::chrono::milliseconds m_rescanInterval;
    std::chrono::steady_clock::time_point m_lastFullScan {};
    double m_ticksPerSecond = 100.0;
    std::uint64_t m_pageSize = 4096;
};

} // namespace trainyard::daemon
