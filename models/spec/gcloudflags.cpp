#include "gcloudflags_p.h"

#include "ascii.h"

#include <algorithm>
#include <vector>

// The flags are gcloud's own (google-cloud-sdk: surface/ai_platform/jobs/submit/training.py,
// command_lib/ml_engine/flags.py); api.md §4 lists them.

namespace trainyard::spec::gcloud {

const FlagInfo* findFlag(std::string_view name)
{
    for (const auto& flag : knownFlags) {
        if (flag.name == name)
            return &flag;
    }
    return nullptr;
}

namespace {

    std::size_t editDistance(std::string_view a, std::string_view b)
    {
        std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
        for (std::size_t j = 0; j <= b.size(); ++j)
            previous[j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            current[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j)
                current[j] = std::min(
                    { previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0U : 1U) });
            std::swap(previous, current);
        }
        return previous[b.size()];
    }

} // namespace

std::string suggestion(std::string_view name)
{
    if (name.size() > 64)
        return {};
    const FlagInfo* best = nullptr;
    std::size_t bestDistance = 0;
    for (const auto& flag : knownFlags) {
        const std::size_t distance
            = flag.name.starts_with(name) && !name.empty() ? 1 : editDistance(name, flag.name);
        if (!best || distance < bestDistance) {
            best = &flag;
            bestDistance = distance;
        }
    }
    if (!best || bestDistance > std::max<std::size_t>(2, name.size() / 4))
        return {};
    return " (did you mean --" + std::string(best->name) + "?)";
}

bool looksLikeFlag(std::string_view token)
{
    if (token.size() < 2 || token.front() != '-')
        return false;
    const std::string_view rest = token.substr(1);
    const bool number = std::all_of(rest.begin(), rest.end(), [](char c) { return isAsciiDigit(c) || c == '.'; })
        && std::any_of(rest.begin(), rest.end(), isAsciiDigit);
    return !number;
}

std::string flagName(std::string_view name)
{
    return "--" + std::string(name);
}

} // namespace trainyard::spec::gcloud
