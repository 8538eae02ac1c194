#include "daemon/procsampler.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

// Reads a small /proc file with plain syscalls: sampling opens one per process, so iostreams'
// allocation and locale machinery would be most of the cost.
bool readSmallFile(const char* path, std::string& out)
{
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char buffer[1024];
    out.clear();
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        out.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return !out.empty();
}

template <typename T> bool parseNumber(std::string_view text, T& value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

bool readStat(pid_t pid, std::string& buffer, ProcStat& stat)
{
    const std::string path = "/proc/" + std::to_string(pid) + "/stat";
    if (!readSmallFile(path.c_str(), buffer))
        return false;
    auto parsed = parseProcStat(buffer);
    if (!parsed)
        return false;
    stat = std::move(*parsed);
    return true;
}

} // namespace

std::optional<ProcStat> parseProcStat(std::string_view line)
{
    const std::size_t open = line.find('(');
    const std::size_t close = line.rfind(')');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        return std::nullopt;

    ProcStat stat;
    std::string_view pidText = line.substr(0, open);
    while (!pidText.empty() && pidText.back() == ' ')
        pidText.remove_suffix(1);
    if (!parseNumber(pidText, stat.pid))
        return std::nullopt;
    stat.comm = std::string(line.substr(open + 1, close - open - 1));

    // Fields after the command name, numbered as in proc(5): 3 is the state.
    std::string_view rest = line.substr(close + 1);
    int field = 3;
    bool ok = true;
    while (ok && field <= 24) {
        const std::size_t start = rest.find_first_not_of(" \n");
        if (start == std::string_view::npos)
            break;
        rest.remove_prefix(start);
        const std::size_t end = rest.find_first_of(" \n");
        const std::string_view token = rest.substr(0, end);
        rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
        switch (field) {
        case 3: stat.state = token.empty() ? '?' : token.front(); break;
        case 4: ok = parseNumber(token, stat.ppid); break;
        case 5: ok = parseNumber(token, stat.pgrp); break;
        case 14: ok = parseNumber(token, stat.utime); break;
        case 15: ok = parseNumber(token, stat.stime); break;
        // cutime/cstime are signed in the kernel's format but never negative in practice.
        case 16: ok = parseNumber(token, stat.cutime); break;
        case 17: ok = parseNumber(token, stat.cstime); break;
        case 22: ok = parseNumber(token, stat.starttime); break;
        case 24: ok = parseNumber(token, stat.rssPages); break;
        default: break;
        }
        ++field;
    }
    if (!ok || field <= 24)
        return std::nullopt;
    return stat;
}

std::optional<pid_t> readProcessGroup(pid_t pid)
{
    std::string buffer;
    ProcStat stat;
    if (!readStat(pid, buffer, stat) || stat.state == 'Z')
        return std::nullopt;
    return stat.pgrp;
}

ProcSampler::ProcSampler(std::chrono::milliseconds rescanInterval)
    : m_rescanInterval(rescanInterval)
{
    const long ticks = ::sysconf(_SC_CLK_TCK);
    if (ticks > 0)
        m_ticksPerSecond = static_cast<double>(ticks);
    const long page = ::sysconf(_SC_PAGESIZE);
    if (page > 0)
        m_pageSize = static_cast<std::uint64_t>(page);
}

std::vector<ReplicaResourceSample> ProcSampler::sample(const std::map<std::string, pid_t>& groups)
{
    struct Accumulated {
        bool seen = false;
        std::uint64_t deltaTicks = 0;
        std::uint64_t rssPages = 0;
        std::unordered_map<pid_t, ProcessTicks> processes;
    };
    std::unordered_map<pid_t, Accumulated> current;
    current.reserve(groups.size());
    for (const auto& entry : groups)
        current.try_emplace(entry.second);

    const auto steadyNow = std::chrono::steady_clock::now();
    const auto wallNow = std::chrono::system_clock::now();

    // Adds one process's stat to its group's figures (if its group is one we sample).
    const auto take = [&](pid_t pid, const ProcStat& stat) {
        const auto group = current.find(stat.pgrp);
        if (group == current.end())
            return;
        Accumulated& acc = group->second;
        acc.seen = true;
        acc.rssPages += stat.rssPages;
        const std::uint64_t ticks = stat.utime + stat.stime + stat.cutime + stat.cstime;
        acc.processes[pid] = ProcessTicks{stat.starttime, ticks};

        const auto previousGroup = m_groups.find(stat.pgrp);
        if (previousGroup == m_groups.end())
            return; // no baseline for this group yet
        const auto previous = previousGroup->second.processes.find(pid);
        if (previous == previousGroup->second.processes.end() || previous->second.starttime != stat.starttime) {
            acc.deltaTicks += ticks; // born (or joined the group, or first seen) since the last sample
        } else if (ticks > previous->second.ticks) {
            acc.deltaTicks += ticks - previous->second.ticks;
        }
    };

    // Finding a group's processes takes a pass over every process of the machine (hundreds on a
    // workstation: most of a sample's cost). So the pass is made only once per rescan interval, or
    // when a group is new; in between, only the processes found last time are read. A process that
    // joins a group in between is found by the next pass and its ticks then count in full, so no CPU
    // time is lost, only reported up to one interval late.
    const bool knownGroups = std::all_of(current.begin(), current.end(), [this](const auto& g) { return m_groups.contains(g.first); });
    const bool fullScan = !knownGroups || steadyNow - m_lastFullScan >= m_rescanInterval;
    std::string buffer;
    buffer.reserve(512);
    if (!current.empty() && fullScan) {
        m_lastFullScan = steadyNow;
        if (DIR* proc = ::opendir("/proc")) {
            while (const dirent* entry = ::readdir(proc)) {
                pid_t pid = 0;
                if (!parseNumber(std::string_view(entry->d_name), pid) || pid <= 0)
                    continue;
                ProcStat stat;
                if (readStat(pid, buffer, stat))
                    take(pid, stat); // else it exited since readdir
            }
            ::closedir(proc);
        }
    } else {
        for (const auto& [pgid, acc] : current) {
            const auto known = m_groups.find(pgid);
            for (const auto& process : known->second.processes) {
                ProcStat stat;
                if (readStat(process.first, buffer, stat) && stat.state != 'Z' && stat.pgrp == pgid)
                    take(process.first, stat);
            }
        }
    }

    std::vector<ReplicaResourceSample> samples;
    samples.reserve(groups.size());
    std::unordered_map<pid_t, GroupState> next;
    for (const auto& [replica, pgid] : groups) {
        Accumulated& acc = current[pgid];
        if (!acc.seen)
            continue; // the group is gone: nothing to report, and its state is dropped below
        ReplicaResourceSample sample;
        sample.replica = replica;
        sample.time = wallNow;
        sample.rssBytes = acc.rssPages * m_pageSize;
        const auto previousGroup = m_groups.find(pgid);
        if (previousGroup != m_groups.end()) {
            const double seconds = std::chrono::duration<double>(steadyNow - previousGroup->second.time).count();
            if (seconds > 0.0)
                sample.cpuPercent = static_cast<double>(acc.deltaTicks) / m_ticksPerSecond / seconds * 100.0;
        }
        samples.push_back(std::move(sample));
        if (!next.contains(pgid))
            next.emplace(pgid, GroupState{steadyNow, std::move(acc.processes)});
    }
    // Only groups asked for this time are kept, so vanished or forgotten replicas cost nothing.
    m_groups = std::move(next);
    return samples;
}

} // namespace trainyard::daemon
