#include "pathconfinement.h"

#include "httprequest.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

#include <sys/stat.h>

namespace trainyard::daemon {

namespace {

    ConfinedPath refuse(ConfinedPath::Outcome outcome, std::string reason)
    {
        ConfinedPath out;
        out.outcome = outcome;
        out.reason = std::move(reason);
        return out;
    }

    // realpath(3), or nullopt with errno set.
    std::optional<std::string> resolve(const std::string& path)
    {
        std::unique_ptr<char, decltype(&std::free)> resolved(::realpath(path.c_str(), nullptr), &std::free);
        if (!resolved)
            return std::nullopt;
        return std::string(resolved.get());
    }

} // namespace

ConfinedPath confinePath(const std::string& root, std::string_view requested)
{
    using Outcome = ConfinedPath::Outcome;
    // Decoded exactly once: the HTTP layer's decoding is not used, so that an escape written as
    // %2e%2e or %2f is judged for what it decodes to, and %252e stays the name "%2e".
    const std::string decoded = percentDecode(requested, false);
    if (decoded.find('\0') != std::string::npos)
        return refuse(Outcome::Denied, "The path contains a NUL byte.");
    if (!decoded.empty() && decoded.front() == '/')
        return refuse(Outcome::Denied, "The path is absolute; name a file relative to the job's folder.");
    std::vector<std::string> segments;
    std::size_t start = 0;
    while (start <= decoded.size()) {
        const std::size_t slash = decoded.find('/', start);
        const std::string segment
            = decoded.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (segment == "..")
            return refuse(Outcome::Denied, "The path has a \"..\" segment; it may not climb out of the job's folder.");
        if (!segment.empty() && segment != ".")
            segments.push_back(segment);
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    if (decoded.size() > maxRequestedPath)
        return refuse(Outcome::Invalid, "The path is longer than " + std::to_string(maxRequestedPath) + " bytes.");
    for (const std::string& segment : segments) {
        if (segment.size() > NAME_MAX)
            return refuse(
                Outcome::Invalid, "A name in the path is longer than " + std::to_string(NAME_MAX) + " bytes.");
    }

    const auto realRoot = resolve(root);
    if (!realRoot)
        return refuse(Outcome::Missing, "The job's folder " + root + " does not exist (yet).");
    std::string joined = *realRoot;
    for (const std::string& segment : segments)
        joined += (joined == "/" ? "" : "/") + segment;
    const auto real = resolve(joined);
    if (!real) {
        const int error = errno;
        struct stat st { };
        if ((error == ENOENT || error == ENOTDIR) && ::lstat(joined.c_str(), &st) == 0 && S_ISLNK(st.st_mode))
            return refuse(Outcome::Missing, "The path is a symbolic link to nothing.");
        if (error == ENOENT || error == ENOTDIR)
            return refuse(Outcome::Missing, "No such file in the job's folder.");
        if (error == ELOOP)
            return refuse(Outcome::Invalid, "The path has a loop of symbolic links.");
        if (error == EACCES)
            return refuse(Outcome::Denied, "The daemon may not look into a folder on the path.");
        return refuse(Outcome::Invalid, "The path cannot be resolved (errno " + std::to_string(error) + ").");
    }
    const std::string& base = *realRoot;
    const bool inside = *real == base
        || (real->size() > base.size() && real->compare(0, base.size(), base) == 0
            && (base == "/" || (*real)[base.size()] == '/'));
    if (!inside)
        return refuse(Outcome::Denied, "The path leads out of the job's folder through a symbolic link.");
    ConfinedPath out;
    out.outcome = Outcome::Inside;
    out.path = *real;
    return out;
}

} // namespace trainyard::daemon
