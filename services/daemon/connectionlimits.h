#pragma once

namespace trainyard::daemon {

// How many connections the HTTP server holds and how long it waits for them (docs/api.md, "Limits").
// A cap of 0 means the default, which is also bounded by the descriptor limit so that connections
// cannot take the descriptors the daemon needs for its jobs, logs and database.
struct ConnectionLimits {
    int maxConnections = 0; // both listeners together; default 512, at most half the descriptor limit
    int maxTcpConnections = 0; // TCP; default 256, at most a quarter of the descriptor limit
    int headTimeoutMs = 10'000; // a request head must be complete this long after its first byte
    int bodyTimeoutMs = 60'000; // a body must be complete this long after its head
    int idleTimeoutMs = 60'000; // a connection without a request in progress (streams are not idle)

    static constexpr int defaultMaxConnections = 512;
    static constexpr int defaultMaxTcpConnections = 256;
};

} // namespace trainyard::daemon
