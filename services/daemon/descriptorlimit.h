#pragma once

#include <cstddef>

namespace trainyard::daemon {

// Raises the soft limit on open descriptors (RLIMIT_NOFILE) to the hard limit: the soft default of
// 1024 is what a few hundred idle clients exhaust. Returns false (and leaves it) when it cannot.
bool raiseDescriptorLimit();

// Puts back the soft limit the process had before raiseDescriptorLimit(), for a replica about to exec:
// a trainer gets the limit the user gave the daemon, not the daemon's. Async-signal-safe (it runs
// between fork and exec); nothing happens when the limit was never raised.
void restoreDescriptorLimit();

// The soft limit on open descriptors now.
std::size_t descriptorLimit();

} // namespace trainyard::daemon
