#include "descriptorlimit.h"

#include <sys/resource.h>

namespace trainyard::daemon {

namespace {
    // Linux refuses a soft limit over fs.nr_open (1,048,576 by default) even when the hard limit is
    // "unlimited"; no daemon of ours needs more.
    constexpr rlim_t ceiling = 1 << 20;
    // What raiseDescriptorLimit() found; plain statics, read after fork without locks.
    bool raised = false;
    rlimit before {};
} // namespace

bool raiseDescriptorLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return false;
    const rlim_t wanted = limit.rlim_max == RLIM_INFINITY ? ceiling : limit.rlim_max;
    if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur >= wanted)
        return true;
    const rlimit original = limit;
    limit.rlim_cur = wanted;
    if (::setrlimit(RLIMIT_NOFILE, &limit) != 0)
        return false;
    before = original;
    raised = true;
    return true;
}

void restoreDescriptorLimit()
{
    if (raised)
        ::setrlimit(RLIMIT_NOFILE, &before);
}

std::size_t descriptorLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 1024;
    return limit.rlim_cur == RLIM_INFINITY ? static_cast<std::size_t>(ceiling) : static_cast<std::size_t>(limit.rlim_cur);
}

} // namespace trainyard::daemon
