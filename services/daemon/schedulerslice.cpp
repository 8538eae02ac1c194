#include "schedulerslice.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    // struct sched_attr of the sched_setattr(2) manual page; glibc 2.36 declares neither it nor the call.
    struct SchedAttr {
        std::uint32_t size;
        std::uint32_t policy;
        std::uint64_t flags;
        std::int32_t nice;
        std::uint32_t priority;
        std::uint64_t runtime;
        std::uint64_t deadline;
        std::uint64_t period;
    };
    constexpr std::uint64_t resetOnFork = 0x01; // SCHED_FLAG_RESET_ON_FORK
    constexpr std::uint32_t schedOther = 0;

} // namespace

bool requestSchedulerSlice(int microseconds, std::string& error)
{
    SchedAttr attr {};
    attr.size = sizeof attr;
    attr.policy = schedOther;
    attr.flags = resetOnFork;
    // The nice value is part of the call: the one the daemon was started with is kept. (With
    // SCHED_FLAG_KEEP_PARAMS the kernel would keep the slice too, ignoring the request.)
    errno = 0;
    const int nice = ::getpriority(PRIO_PROCESS, 0);
    attr.nice = errno == 0 ? nice : 0;
    attr.runtime = static_cast<std::uint64_t>(microseconds) * 1000;
    if (::syscall(SYS_sched_setattr, 0, &attr, 0) != 0) {
        error = std::string("sched_setattr: ") + std::strerror(errno);
        return false;
    }
    return true;
}

long long schedulerSliceNs(int tid)
{
    SchedAttr attr {};
    if (::syscall(SYS_sched_getattr, tid, &attr, sizeof attr, 0) != 0)
        return -1;
    return static_cast<long long>(attr.runtime);
}

} // namespace trainyard::daemon
