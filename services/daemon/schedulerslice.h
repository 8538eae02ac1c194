#pragma once

#include <string>

namespace trainyard::daemon {

// Asks the kernel to run the calling thread in short slices (Linux 6.12+, EEVDF: sched_attr's
// sched_runtime for SCHED_OTHER). The daemon's event loop wakes thousands of times a second for a few
// microseconds each; with the default slice (0.7–3 ms) a thread woken while CPU-bound trainers run
// waits for the running one's slice to end, and every log line a follower waits for waits with it. A
// shorter slice is what the kernel offers latency-sensitive threads: they preempt sooner and get no
// more CPU than before. Children (replicas, their supervisors, QProcess helpers) and threads started
// later get the kernel's default again (SCHED_FLAG_RESET_ON_FORK). Older kernels ignore the slice.
// False with `error` set when the kernel refuses the call.
bool requestSchedulerSlice(int microseconds, std::string& error);

// The scheduler slice of a thread (a process's main thread: its pid) in nanoseconds, as the kernel
// reports it (the default one too, on EEVDF kernels); -1 when it cannot be read.
long long schedulerSliceNs(int tid);

} // namespace trainyard::daemon
