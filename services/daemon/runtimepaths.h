#pragma once

#include <string>

namespace trainyard::daemon {

// The paths the daemon keeps its state, its socket and its token in (docs/api.md, "What the daemon
// refuses to touch"). What it creates, it creates with the right modes (folders 0700, the token 0600,
// O_EXCL); what exists already it checks and, when its owner or mode is unsafe, refuses with what to
// run, as OpenSSH does for its keys. It never changes the mode of a path it did not just create: an
// existing folder may be shared (/tmp), and quietly making it 0700 would break everyone else's use of it.
//
// Every function returns false with `error` set to the message to print ("trainyardd: <error>").
class RuntimePaths {
public:
    // The data dir: created 0700 (with missing parents) when absent. An existing one must be a folder of
    // this user's that neither its group nor others can write (they could change jobs, code and logs).
    static bool prepareDataDir(const std::string& dir, std::string& error);
    // The socket's folder: created 0700 (with missing parents) when absent. An existing one must belong
    // to this user or root, and neither its group nor others may write to it (they could replace the
    // socket) unless it is sticky, like /tmp: there only the socket's owner can remove or rename it, and
    // the socket's own mode (0600) keeps others from connecting.
    static bool prepareSocketDir(const std::string& dir, std::string& error);
    // The socket's path must be free. A stale socket (one of this user's that nobody answers on, left by
    // a killed daemon) is removed; anything else there (a file, a folder, a link, another user's socket,
    // a live server) is refused.
    static bool clearSocketPath(const std::string& path, std::string& error);
    // The bearer token: read from an existing file, which must be a regular file of this user's that
    // neither its group nor others can read or write (else: chmod 600 FILE); made (32 random bytes, hex)
    // into a new file, created 0600 with O_EXCL, when there is none.
    static bool loadOrCreateToken(const std::string& file, std::string& token, std::string& error);
};

} // namespace trainyard::daemon
