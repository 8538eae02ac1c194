#pragma once

#include <cstddef>

namespace trainyard::daemon {

// Raises the soft limit on open descriptors (RLIMIT_NOFILE) to the hard limit: the soft default of
// 1024 is what a few hundred idle clients exhaust. Returns false (and leaves it) when it cannot.
bool raiseDescriptorLimit();

// The soft limit on open descriptors now.
std::size_t descriptorLimit();

} // namespace trainyard::daemon
