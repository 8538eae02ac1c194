#pragma once

// Process groups for sampling tests: started the way the replica launcher starts a replica (a new
// group of its own) and killed whole.

#include <csignal>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace trainyard::test {

// Starts argv in a new process group of its own, as the replica launcher does; returns its pid,
// which is the group id.
inline pid_t startGroup(const std::vector<const char*>& argv)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        std::vector<char*> args;
        for (const char* arg : argv)
            args.push_back(const_cast<char*>(arg));
        args.push_back(nullptr);
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    if (pid > 0)
        ::setpgid(pid, pid); // both sides, so the group exists before either runs on
    return pid;
}

// The CPU time (user and system) the living processes of a group have used, in seconds, read from
// /proc: what a sampler's CPU figure is checked against, however busy the machine is (a fixed "a
// busy loop shows > 50 %" failed with the other tests and builds running beside it).
inline double groupCpuSeconds(pid_t pgid)
{
    double ticks = 0;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return 0;
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9')
            continue;
        std::ifstream file(std::string("/proc/") + entry->d_name + "/stat");
        std::string text; // one line
        std::getline(file, text);
        const auto close = text.rfind(')');
        if (close == std::string::npos)
            continue;
        // After "(comm)": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
        std::istringstream fields(text.substr(close + 2));
        std::string state;
        long long ppid = 0, pgrp = 0, skip = 0, utime = 0, stime = 0;
        fields >> state >> ppid >> pgrp;
        for (int i = 0; i < 8; ++i)
            fields >> skip;
        fields >> utime >> stime;
        if (fields && pgrp == pgid)
            ticks += static_cast<double>(utime + stime);
    }
    ::closedir(proc);
    return ticks / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

inline void killGroup(pid_t pgid)
{
    if (pgid <= 0)
        return;
    ::kill(-pgid, SIGKILL);
    ::waitpid(pgid, nullptr, 0);
}
} // namespace trainyard::test
