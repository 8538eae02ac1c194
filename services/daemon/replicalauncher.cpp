#include "replicalauncher.h"

#include "descriptorlimit.h"
#include "processtree.h"

#include "spec/daemonmessages.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <pthread.h>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <memory>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <time.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    // Only async-signal-safe calls run between fork and exec: the daemon is multi-threaded.
    void writeNumberFile(const char* path, const char* tmpPath, const char* prefix, long value)
    {
        char text[64];
        std::size_t n = 0;
        for (const char* p = prefix; *p; ++p)
            text[n++] = *p;
        char digits[24];
        std::size_t d = 0;
        const bool negative = value < 0;
        unsigned long v = negative ? static_cast<unsigned long>(-value) : static_cast<unsigned long>(value);
        do {
            digits[d++] = static_cast<char>('0' + v % 10);
            v /= 10;
        } while (v != 0);
        if (negative)
            text[n++] = '-';
        while (d > 0)
            text[n++] = digits[--d];
        text[n++] = '\n';
        const int fd = ::open(tmpPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
            return;
        (void)!::write(fd, text, n);
        ::fsync(fd);
        ::close(fd);
        ::rename(tmpPath, path);
    }

    // Processes a table holds: far more than a workstation runs (on a machine with more, the processes
    // past the first 65,536 in /proc would not be seen).
    constexpr std::size_t tableCapacity = 1 << 16;

    long long monotonicMs()
    {
        timespec now {};
        ::clock_gettime(CLOCK_MONOTONIC, &now);
        return static_cast<long long>(now.tv_sec) * 1000 + now.tv_nsec / 1'000'000;
    }

    void pauseMs(long ms)
    {
        timespec pause { 0, ms * 1'000'000 };
        while (::nanosleep(&pause, &pause) != 0 && errno == EINTR) {
        }
    }

    void reapAdopted()
    {
        while (::waitpid(-1, nullptr, WNOHANG) > 0) {
        }
    }

    // In the supervisor, once its replica has ended: what the replica left running (a daemon it
    // started, a grandchild that called setsid()) is this process's descendant, as its subreaper. It
    // gets SIGTERM, and SIGKILL after the grace, until none is left and every one is reaped, so that a
    // recorded end means the replica's processes are gone. Async-signal-safe, as runSupervisor.
    void endDescendants(int graceSeconds)
    {
        void* memory = ::mmap(nullptr, tableCapacity * sizeof(ProcessEntry), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED)
            return;
        auto* table = static_cast<ProcessEntry*>(memory);
        const pid_t self = ::getpid();
        const long long deadline = monotonicMs() + static_cast<long long>(graceSeconds) * 1000;
        bool terminated = false;
        for (;;) {
            reapAdopted();
            const std::size_t left = moveDescendantsFirst(self, table, readProcessTable(table, tableCapacity));
            if (left == 0)
                break;
            const bool kill = monotonicMs() >= deadline;
            if (kill || !terminated) {
                for (std::size_t i = 0; i < left; ++i)
                    ::kill(table[i].pid, kill ? SIGKILL : SIGTERM);
                terminated = true;
            }
            pauseMs(20);
        }
        reapAdopted();
        ::munmap(memory, tableCapacity * sizeof(ProcessEntry));
    }

    // "exec failed: E2BIG (argument list too long)" on the replica's stderr, whose last lines become the
    // job's error. strerror() is not async-signal-safe, so the usual reasons are spelled out here.
    void writeExecError(int error)
    {
        const char* reason = "an error the kernel reported";
        switch (error) {
        case ENOENT:
            reason = "ENOENT (no such file)";
            break;
        case EACCES:
            reason = "EACCES (permission denied)";
            break;
        case ENOEXEC:
            reason = "ENOEXEC (not an executable the kernel can run)";
            break;
        case E2BIG:
            reason = "E2BIG (argument list and environment too long)";
            break;
        case ENOMEM:
            reason = "ENOMEM (out of memory)";
            break;
        case ETXTBSY:
            reason = "ETXTBSY (the program is being written)";
            break;
        default:
            break;
        }
        static const char prefix[] = "trainyardd: cannot start the replica's program: exec failed: ";
        (void)!::write(2, prefix, sizeof prefix - 1);
        (void)!::write(2, reason, std::strlen(reason));
        (void)!::write(2, "\n", 1);
    }

    // Runs in the child of fork() with every signal blocked (launchReplica blocks them around the fork).
    [[noreturn]] void runSupervisor(char* const* argv, char* const* envp, const char* cwd, const char* out, const char* err,
        const char* status, const char* statusTmp, const char* pidPath, const char* pidTmp, bool adoptOrphans, int graceSeconds)
    {
        // The daemon's handlers come first, while signals are still blocked: its SIGTERM handler writes
        // to the daemon's quit pipe, which this fork shares until close_range below, so a cancel's
        // SIGTERM reaching the supervisor in that moment would stop the daemon itself. The group
        // receives SIGTERM on cancel; the supervisor ignores it and stays to record how its replica
        // ended. A signal that arrived meanwhile is pending, and is dropped once unblocked.
        struct sigaction deflt {};
        deflt.sa_handler = SIG_DFL;
        for (int s = 1; s < NSIG; ++s)
            ::sigaction(s, &deflt, nullptr);
        struct sigaction ignore {};
        ignore.sa_handler = SIG_IGN;
        ::sigaction(SIGTERM, &ignore, nullptr);
        ::sigaction(SIGINT, &ignore, nullptr);
        ::sigaction(SIGHUP, &ignore, nullptr);
        ::setsid();
        // Orphans of the replica come to this process instead of init: however they leave the group
        // (setsid, a double fork), they stay in its tree, where a stop finds them (processtree.h).
        if (adoptOrphans)
            ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        // Nothing of the daemon's (its sockets, its database, its quit pipe) may stay open in a process
        // that outlives it.
        ::syscall(SYS_close_range, 3U, ~0U, 0U);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        writeNumberFile(pidPath, pidTmp, "", static_cast<long>(::getpid()));

        const pid_t child = ::fork();
        if (child == 0) {
            // The trainer starts with default handlers (SIGTERM stops it) and nothing blocked.
            for (int s = 1; s < NSIG; ++s)
                ::sigaction(s, &deflt, nullptr);
            ::sigprocmask(SIG_SETMASK, &none, nullptr);
            const int in = ::open("/dev/null", O_RDONLY);
            const int o = ::open(out, O_WRONLY | O_CREAT | O_APPEND, 0600);
            const int e = ::open(err, O_WRONLY | O_CREAT | O_APPEND, 0600);
            if (in < 0 || o < 0 || e < 0)
                ::_exit(126);
            ::dup2(in, 0);
            ::dup2(o, 1);
            ::dup2(e, 2);
            ::syscall(SYS_close_range, 3U, ~0U, 0U);
            restoreDescriptorLimit();
            if (::chdir(cwd) != 0) {
                static const char message[] = "trainyardd: cannot enter the working directory\n";
                (void)!::write(2, message, sizeof message - 1);
                ::_exit(126);
            }
            ::execve(argv[0], argv, envp);
            writeExecError(errno);
            ::_exit(127);
        }
        if (child < 0) {
            writeNumberFile(status, statusTmp, "exit ", 126);
            ::_exit(1);
        }
        // Adopted orphans end here too: each is reaped as it goes, the replica's own end is kept.
        int wstatus = 0;
        for (;;) {
            int any = 0;
            const pid_t ended = ::waitpid(-1, &any, 0);
            if (ended == child) {
                wstatus = any;
                break;
            }
            if (ended < 0 && errno != EINTR)
                break;
        }
        if (adoptOrphans)
            endDescendants(graceSeconds);
        if (WIFSIGNALED(wstatus))
            writeNumberFile(status, statusTmp, "signal ", WTERMSIG(wstatus));
        else
            writeNumberFile(status, statusTmp, "exit ", WEXITSTATUS(wstatus));
        ::_exit(0);
    }

    std::vector<char*> pointers(std::vector<std::string>& strings)
    {
        std::vector<char*> out;
        for (auto& s : strings)
            out.push_back(s.data());
        out.push_back(nullptr);
        return out;
    }

} // namespace

std::string ReplicaExit::describe() const
{
    if (!signaled)
        return spec::formatDaemonMessage(spec::daemonmsg::exitCode, { std::to_string(code) });
    const char* name = ::strsignal(code);
    return name ? spec::formatDaemonMessage(spec::daemonmsg::exitSignalNamed, { std::to_string(code), name })
                : spec::formatDaemonMessage(spec::daemonmsg::exitSignal, { std::to_string(code) });
}

std::optional<pid_t> launchReplica(const LaunchSpec& spec, std::string& error)
{
    // Everything the child needs is prepared before fork: it must not allocate.
    std::vector<std::string> argv = spec.argv;
    std::vector<std::string> env = spec.environment;
    std::vector<char*> argvPtrs = pointers(argv);
    std::vector<char*> envPtrs = pointers(env);
    const std::string statusTmp = spec.statusPath + ".tmp";
    const std::string pidTmp = spec.pidPath + ".tmp";
    ::unlink(spec.statusPath.c_str());

    // Every signal blocked across fork(): the child must not run one of the daemon's handlers before
    // it has replaced them (see runSupervisor).
    sigset_t all;
    sigset_t previous;
    sigfillset(&all);
    ::pthread_sigmask(SIG_BLOCK, &all, &previous);
    const pid_t pid = ::fork();
    if (pid == 0)
        runSupervisor(argvPtrs.data(), envPtrs.data(), spec.workingDirectory.c_str(), spec.stdoutPath.c_str(), spec.stderrPath.c_str(),
            spec.statusPath.c_str(), statusTmp.c_str(), spec.pidPath.c_str(), pidTmp.c_str(), spec.adoptOrphans, spec.graceSeconds);
    const int forkError = errno;
    ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (pid < 0) {
        error = spec::formatDaemonMessage(spec::daemonmsg::forkFailed, { std::strerror(forkError) });
        return std::nullopt;
    }
    return pid;
}

std::optional<ReplicaExit> readReplicaExit(const std::string& statusPath)
{
    std::ifstream in(statusPath);
    std::string kind;
    int value = 0;
    if (!(in >> kind >> value))
        return std::nullopt;
    return ReplicaExit { kind == "signal", value };
}

std::optional<pid_t> readPidFile(const std::string& pidPath)
{
    std::ifstream in(pidPath);
    long pid = 0;
    if (!(in >> pid) || pid <= 0)
        return std::nullopt;
    return static_cast<pid_t>(pid);
}

bool processAlive(pid_t pid)
{
    if (pid <= 0 || (::kill(pid, 0) != 0 && errno == ESRCH))
        return false;
    // A zombie still "exists" for kill(); its state in /proc/<pid>/stat is 'Z'.
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(stat, line);
    const auto close = line.rfind(')');
    return close == std::string::npos || close + 2 >= line.size() || line[close + 2] != 'Z';
}

bool signalGroup(pid_t pgid, int signal)
{
    return pgid > 0 && ::kill(-pgid, signal) == 0;
}

bool groupAlive(pid_t pgid)
{
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return false;
    bool alive = false;
    while (const dirent* entry = ::readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(entry->d_name, &end, 10);
        if (*end != '\0' || pid <= 0)
            continue;
        if (::getpgid(static_cast<pid_t>(pid)) == pgid && processAlive(static_cast<pid_t>(pid))) {
            alive = true;
            break;
        }
    }
    ::closedir(proc);
    return alive;
}

bool signalReplicaTree(pid_t supervisor, int signal)
{
    if (supervisor <= 0)
        return false;
    // The group as a whole first (one kill reaches a process forked a moment ago too), unless that
    // would SIGKILL a supervisor that is still there.
    const bool supervised = processAlive(supervisor);
    bool signalled = false;
    const bool wholeGroup = signal != SIGKILL || !supervised;
    if (wholeGroup)
        signalled = signalGroup(supervisor, signal);
    const auto table = std::make_unique_for_overwrite<ProcessEntry[]>(tableCapacity);
    const std::size_t count = readProcessTable(table.get(), tableCapacity);
    const std::size_t descendants = supervised ? moveDescendantsFirst(supervisor, table.get(), count) : 0;
    for (std::size_t i = 0; i < count; ++i) {
        const ProcessEntry& p = table[i];
        const bool ofReplica = i < descendants || p.group == supervisor;
        if (!ofReplica || p.pid == supervisor || (wholeGroup && p.group == supervisor))
            continue;
        signalled |= ::kill(p.pid, signal) == 0;
    }
    return signalled;
}

void killReplicaTree(pid_t supervisor, int timeoutMs)
{
    // Descendants first, while the supervisor holds them: killed, their own children come to it.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (signalReplicaTree(supervisor, SIGKILL) && processAlive(supervisor) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    signalGroup(supervisor, SIGKILL);
    ::kill(supervisor, SIGKILL);
}

int openProcessHandle(pid_t pid)
{
    return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
}

void reap(pid_t pid)
{
    int status = 0;
    ::waitpid(pid, &status, WNOHANG);
}

} // namespace trainyard::daemon
