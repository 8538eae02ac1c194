#include "vertexjobref.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace trainyard::client {

namespace {

    std::vector<std::string_view> split(std::string_view text)
    {
        std::vector<std::string_view> parts;
        std::size_t start = 0;
        for (;;) {
            const std::size_t slash = text.find('/', start);
            parts.push_back(text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
            if (slash == std::string_view::npos)
                return parts;
            start = slash + 1;
        }
    }

    std::optional<VertexJobRef::Kind> kindOf(std::string_view collection)
    {
        if (collection == "customJobs")
            return VertexJobRef::Kind::CustomJob;
        if (collection == "hyperparameterTuningJobs")
            return VertexJobRef::Kind::HyperparameterTuningJob;
        return std::nullopt;
    }

    // Ids are numbers on Google; the daemon's are too. Anything with a character that would need
    // escaping in a URL path is refused rather than sent.
    bool plainSegment(std::string_view text)
    {
        return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
            const auto u = static_cast<unsigned char>(c);
            return std::isalnum(u) || c == '-' || c == '_' || c == '.';
        });
    }

    std::optional<VertexJobRef> make(std::string_view location, std::string_view collection, std::string_view id)
    {
        const auto kind = kindOf(collection);
        if (!kind || !plainSegment(location) || !plainSegment(id))
            return std::nullopt;
        return VertexJobRef { std::string(location), *kind, std::string(id) };
    }

} // namespace

std::string_view VertexJobRef::collection(Kind kind)
{
    return kind == Kind::CustomJob ? "customJobs" : "hyperparameterTuningJobs";
}

std::string VertexJobRef::jobId() const
{
    return location + "/" + std::string(collection(kind)) + "/" + id;
}

std::string VertexJobRef::resourceName(const std::string& project) const
{
    return "projects/" + project + "/locations/" + jobId();
}

std::optional<VertexJobRef> VertexJobRef::fromJobId(std::string_view jobId)
{
    const auto parts = split(jobId);
    if (parts.size() != 3)
        return std::nullopt;
    return make(parts[0], parts[1], parts[2]);
}

std::optional<VertexJobRef> VertexJobRef::fromResourceName(std::string_view name)
{
    const auto parts = split(name);
    if (parts.size() != 6 || parts[0] != "projects" || parts[1].empty() || parts[2] != "locations")
        return std::nullopt;
    return make(parts[3], parts[4], parts[5]);
}

} // namespace trainyard::client
