#pragma once

#include <string>

namespace trainyard::daemon {

// One source of a job's log, (trial, replica, stream), and the name of its data file in the log folder,
// which is also its line in the folder's `sources` file. A plain job's sources are "<replica>.<stream>"
// (the layout logs had before tuning trials existed, so those read unchanged); a tuning trial's are
// "trial-<id>.<replica>.<stream>". Replica names never hold a dot, so the name splits without doubt.
// Kept flat rather than in per-trial folders: the log folder's one inotify watch sees every write.
struct LogSourceName {
    std::string trial; // "" outside tuning jobs
    std::string replica; // "master-replica-0"
    std::string stream; // "stdout", "stderr"

    std::string fileName() const;
    static LogSourceName parse(const std::string& fileName);
};

} // namespace trainyard::daemon
