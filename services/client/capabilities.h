#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::client {

// What a backend can run, so that the job wizard says before Review what the backend would refuse
// (a job with more replicas than the daemon runs at once, a gs:// package on a daemon that reads its
// own disk, a region it does not serve). Each member may be unknown; nothing is checked against an
// unknown one.
struct Capabilities {
    // Where it runs jobs, its default first (a daemon: "local"); empty: not known.
    std::vector<std::string> regions;
    // Replicas it runs at once, a job's whole cluster included; none: no such limit (Google) or not known.
    std::optional<int> replicaSlots;
    // GPUs a job may have at once; none: not known.
    std::optional<int> gpus;
    // URI schemes it reads trainer packages from and writes job directories to: "gs", "file"; "" is a
    // plain path on the backend's own disk. Empty: any.
    std::vector<std::string> packageSchemes;
    std::vector<std::string> jobDirSchemes;

    // From a projects.locations.list answer ({"locations": [...]}) or one location: the regions that
    // train, and a Trainyard daemon's replicaSlots and gpus (docs/api.md).
    static Capabilities fromLocations(const nlohmann::json& answer);
    // "gs" for gs://bucket/p, "file" for file:///x, "" for /data/x or data/x.
    static std::string schemeOf(const std::string& uri);
    // Whether a backend reading `schemes` reads `uri` (an empty list reads everything).
    static bool reads(const std::vector<std::string>& schemes, const std::string& uri);
};

} // namespace trainyard::client
