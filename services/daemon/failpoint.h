#pragma once

#include <csignal>
#include <cstdlib>
#include <cstring>

namespace trainyard::daemon {

// A test hook: with TRAINYARD_FAILPOINT=<name> in its environment, the daemon dies by SIGKILL at the
// point of that name, as a daemon killed at that very moment would (tests/daemon/tst_daemonrecovery).
// Points: "after-run-state" (JobRun::launch, once run.json is written and before any replica starts).
inline void failpoint(const char* name)
{
    const char* armed = std::getenv("TRAINYARD_FAILPOINT");
    if (armed && std::strcmp(armed, name) == 0)
        std::raise(SIGKILL);
}

} // namespace trainyard::daemon
