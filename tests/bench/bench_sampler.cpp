// What resource sampling costs the daemon: ResourceMonitor sampling 8 replicas (process groups of 3
// processes each, as a trainer with two helpers) at 1 Hz and 10 Hz, driven by its own timer on an
// event loop as in trainyardd, with `extra` unrelated processes on the machine (a workstation runs
// hundreds; each sample scans all of /proc). Reports the CPU time of the sampling thread per second
// of wall time, as a percentage of one core, and per tick.
//
//   build/bin/bench_sampler [--seconds 20] [--extra 0,400]
// Each configuration runs twice: /proc scanned whole at every sample, and once a second.

#include "daemon/resourcemonitor.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace trainyard::daemon;

namespace {

pid_t startGroup(const char* command)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        ::execl("/bin/sh", "sh", "-c", command, static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::setpgid(pid, pid);
    return pid;
}

double threadCpuSeconds()
{
    timespec ts {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

int processCount()
{
    int n = 0;
    for (const auto& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool number = false;
        name.toInt(&number);
        n += number ? 1 : 0;
    }
    return n;
}

struct Result {
    long long rescanMs;
    double rate;
    int extra;
    int processes;
    std::int64_t ticks;
    double cpuSeconds;
    double wallSeconds;
};

Result measure(double rate, int seconds, const std::vector<ReplicaGroup>& groups, int extra, std::chrono::milliseconds rescan)
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("resources.jsonl")).toStdString();
    const auto started = std::chrono::system_clock::now();
    ResourceMonitor monitor(rate, [&] { return std::vector<SampledJob> { { "bench", path, started, groups } }; }, nullptr, rescan);
    std::int64_t samples = 0;
    QObject::connect(&monitor, &ResourceMonitor::appended, [&] { ++samples; });
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    const double cpu0 = threadCpuSeconds();
    const auto wall0 = std::chrono::steady_clock::now();
    monitor.start();
    loop.exec();
    monitor.stop();
    const double cpu = threadCpuSeconds() - cpu0;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    return { static_cast<long long>(rescan.count()), rate, extra, processCount(), samples, cpu, wall };
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int seconds = 20;
    std::vector<int> extras { 0, 400 };
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--seconds") {
            seconds = std::atoi(argv[i + 1]);
        } else if (flag == "--extra") {
            extras.clear();
            for (const auto& part : QString::fromLatin1(argv[i + 1]).split(QLatin1Char(',')))
                extras.push_back(part.toInt());
        }
    }

    std::vector<pid_t> all;
    std::vector<ReplicaGroup> groups;
    for (int r = 0; r < 8; ++r) {
        const pid_t pgid = startGroup("sleep 3600 & sleep 3600 & wait");
        all.push_back(pgid);
        groups.push_back({ (r == 0 ? std::string("master-replica-0") : "worker-replica-" + std::to_string(r - 1)), "", pgid, {} });
    }
    ::usleep(200'000);

    std::printf("proc_rescan_ms,rate_hz,extra_processes,processes_in_proc,ticks,cpu_ms,wall_s,percent_of_one_core,us_per_tick\n");
    int started = 0;
    for (const int extra : extras) {
        // Unrelated processes, in one group no replica owns.
        if (extra > started) {
            std::string command;
            for (int i = started; i < extra; ++i)
                command += "sleep 3600 & ";
            command += "wait";
            all.push_back(startGroup(command.c_str()));
            started = extra;
            ::usleep(500'000);
        }
        // Side by side: /proc scanned whole at every sample (0), and once a second (the daemon's way).
        for (const auto rescan : { std::chrono::milliseconds(0), std::chrono::milliseconds(1000) })
        for (const double rate : { 1.0, 10.0 }) {
            const Result r = measure(rate, seconds, groups, extra, rescan);
            const double ticks = static_cast<double>(r.ticks);
            std::printf("%lld,%.0f,%d,%d,%lld,%.1f,%.1f,%.3f,%.0f\n", r.rescanMs, r.rate, r.extra, r.processes, static_cast<long long>(r.ticks),
                r.cpuSeconds * 1000, r.wallSeconds, r.cpuSeconds / r.wallSeconds * 100, ticks > 0 ? r.cpuSeconds / ticks * 1e6 : 0.0);
            std::fflush(stdout);
        }
    }
    for (const pid_t pgid : all) {
        ::kill(-pgid, SIGKILL);
        ::waitpid(pgid, nullptr, 0);
    }
    return 0;
}
