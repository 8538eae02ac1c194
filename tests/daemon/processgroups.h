#pragma once

// Process groups for sampling tests: started the way the replica launcher starts a replica (a new
// group of its own) and killed whole.

#include <csignal>
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

inline void killGroup(pid_t pgid)
{
    if (pgid <= 0)
        return;
    ::kill(-pgid, SIGKILL);
    ::waitpid(pgid, nullptr, 0);
}
} // namespace trainyard::test
