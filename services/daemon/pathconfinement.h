#pragma once

#include <string>
#include <string_view>

namespace trainyard::daemon {

// Whether a path a client asked for (GET …/jobs/{id}/files/{path}, docs/api.md "Files") names something
// inside a job's folder, and where it is. The request is taken as it was written in the URL and
// percent-decoded here, once, so that "%2e%2e" is seen for the ".." it is; then it must be relative,
// free of NUL and of ".." segments, and the path it resolves to (realpath: every symbolic link followed)
// must lie inside the root as it resolves. A link inside the root to elsewhere inside it is allowed;
// one that leads out (to /etc, to a sibling job's folder) is not, nor is one that points to nothing.
//
// It answers for the moment it looks: the caller opens the resolved path with O_NOFOLLOW, so that a
// last component swapped for a link meanwhile is refused by the kernel.
struct ConfinedPath {
    enum class Outcome {
        Inside, // `path` is the resolved absolute path (the root's own for an empty request)
        Denied, // an escape: 403 PERMISSION_DENIED
        Missing, // nothing there (a link to nothing too): 404
        Invalid, // not a path this daemon serves (too long, a loop of links): 400
    };
    Outcome outcome = Outcome::Invalid;
    std::string path;
    std::string reason; // why, in words, for every outcome but Inside
};

// `root`: the job's folder, absolute. `requested`: percent-encoded, '/'-separated; empty and "."
// segments are ignored.
ConfinedPath confinePath(const std::string& root, std::string_view requested);

// The longest request served, decoded (PATH_MAX, with room for the root).
inline constexpr std::size_t maxRequestedPath = 3072;

} // namespace trainyard::daemon
