#pragma once

// The words of `gcloud ai custom-jobs create` and `gcloud ai hp-tuning-jobs create` sorted into flags
// and checked one by one, as gcloud's argument parser does (calliope/arg_parsers.py, labels_util.py,
// kms_resource_args.py); what the flags then do to the job is gcloudcommandreader.cpp's. Private to
// the spec library.

#include "customjob.h"

#include "spec/gcloudflags_p.h"
#include "spec/gcloudvalues_p.h"
#include "spec/numbers.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trainyard::spec::vertex::gcloudai {

using gcloud::FlagError;
using gcloud::shown;

enum class Kind { CustomJobs, HpTuningJobs };

struct FlagInfo {
    std::string_view name;
    bool takesValue;
    bool customJobs;
    bool hpTuningJobs;
};

inline constexpr FlagInfo knownFlags[] = {
    { "region", true, true, true },
    { "display-name", true, true, true },
    { "config", true, true, true },
    { "labels", true, true, true },
    { "network", true, true, true },
    { "service-account", true, true, true },
    { "enable-web-access", false, true, true },
    { "enable-dashboard-access", false, true, true },
    { "kms-key", true, true, true },
    { "kms-keyring", true, true, true },
    { "kms-location", true, true, true },
    { "kms-project", true, true, true },
    { "worker-pool-spec", true, true, false },
    { "args", true, true, false },
    { "command", true, true, false },
    { "python-package-uris", true, true, false },
    { "persistent-resource-id", true, true, false },
    { "max-trial-count", true, false, true },
    { "parallel-trial-count", true, false, true },
    { "algorithm", true, false, true },
    // gcloud-wide flags: accepted, and nothing in the job depends on them
    { "project", true, true, true },
    { "account", true, true, true },
    { "billing-project", true, true, true },
    { "configuration", true, true, true },
    { "impersonate-service-account", true, true, true },
    { "format", true, true, true },
    { "verbosity", true, true, true },
    { "trace-token", true, true, true },
    { "quiet", false, true, true },
    { "log-http", false, true, true },
    { "user-output-enabled", false, true, true },
    { "no-user-output-enabled", false, true, true },
};

// Flags whose every occurrence counts: --worker-pool-spec appends a pool, the lists add up.
inline constexpr std::array<std::string_view, 5> repeatable { "worker-pool-spec", "labels", "args", "command",
    "python-package-uris" };


inline std::string commandName(Kind kind) { return kind == Kind::CustomJobs ? "custom-jobs" : "hp-tuning-jobs"; }

inline bool isGcloud(std::string_view word) { return word == "gcloud" || word.ends_with("/gcloud"); }

// The kind of command the words name, and how many words that took; nothing when they are not one.
inline std::optional<std::pair<Kind, std::size_t>> commandKind(const std::vector<std::string_view>& words)
{
    const auto at = [&words](std::size_t k) { return k < words.size() ? words[k] : std::string_view(); };
    if (!isGcloud(at(0)))
        return std::nullopt;
    std::size_t next = at(1) == "alpha" || at(1) == "beta" ? 2 : 1;
    if (at(next) != "ai" || at(next + 2) != "create")
        return std::nullopt;
    if (at(next + 1) == "custom-jobs")
        return std::pair { Kind::CustomJobs, next + 3 };
    if (at(next + 1) == "hp-tuning-jobs")
        return std::pair { Kind::HpTuningJobs, next + 3 };
    return std::nullopt;
}

inline const FlagInfo* findFlag(std::string_view name)
{
    const auto it = std::find_if(std::begin(knownFlags), std::end(knownFlags), [name](const FlagInfo& f) { return f.name == name; });
    return it == std::end(knownFlags) ? nullptr : &*it;
}

class GcloudFlagReader {
public:
    // Sorts the words into positionals and flags; the command words are checked before any flag
    // is judged, so that another command is named as such.
    Kind scan(const std::vector<std::string>& argv)
    {
        std::optional<FlagError> firstError;
        const auto fail = [&firstError](std::string flag, std::string message) {
            if (!firstError)
                firstError = FlagError { std::move(flag), std::move(message) };
        };
        std::vector<std::pair<std::string_view, std::string_view>> flags;
        for (std::size_t i = 0; i < argv.size(); ++i) {
            const std::string_view token = argv[i];
            if (token == "--") {
                fail("--", "`gcloud ai custom-jobs create` takes no arguments after --: the job's arguments go in --args");
                break;
            }
            if (token == "-q") {
                m_switches.insert("quiet");
                continue;
            }
            if (!gcloud::looksLikeFlag(token)) {
                m_positionals.push_back(token);
                continue;
            }
            const auto eq = token.find('=');
            const std::string_view name = token.starts_with("--")
                ? token.substr(2, eq == std::string_view::npos ? std::string_view::npos : eq - 2)
                : token;
            const FlagInfo* info = token.starts_with("--") ? findFlag(name) : nullptr;
            if (!info) {
                fail(std::string(token.substr(0, eq)), "unknown flag");
                continue;
            }
            if (!info->takesValue) {
                if (eq != std::string_view::npos)
                    fail(gcloud::flagName(name), "takes no value");
                m_switches.insert(info->name);
                continue;
            }
            std::string_view value;
            if (eq != std::string_view::npos)
                value = token.substr(eq + 1);
            else if (i + 1 < argv.size() && !gcloud::looksLikeFlag(argv[i + 1]) && argv[i + 1] != "--")
                value = argv[++i];
            else {
                fail(gcloud::flagName(name), "expects a value: " + gcloud::flagName(name) + "=VALUE");
                continue;
            }
            flags.emplace_back(info->name, value);
        }
        const auto kind = commandKind(m_positionals);
        if (!kind)
            throw FlagError { {}, "expected `gcloud ai custom-jobs create …` or `gcloud ai hp-tuning-jobs create …`" };
        m_kind = kind->first;
        if (firstError)
            throw *firstError;
        if (kind->second < m_positionals.size())
            throw FlagError { {}, "unexpected argument " + shown(m_positionals[kind->second]) };
        for (const auto& [name, value] : flags) {
            const FlagInfo& info = *findFlag(name);
            if (!(m_kind == Kind::CustomJobs ? info.customJobs : info.hpTuningJobs))
                throw FlagError { gcloud::flagName(name), "is not a flag of `gcloud ai " + commandName(m_kind) + " create`" };
            if (std::find(repeatable.begin(), repeatable.end(), name) != repeatable.end())
                m_lists[name].push_back(value);
            m_values[name] = value; // argparse: the last one wins
        }
        return m_kind;
    }

    bool given(std::string_view name) const { return m_values.contains(name) || m_switches.contains(name); }

    std::optional<std::string> value(std::string_view name) const
    {
        const auto it = m_values.find(name);
        return it == m_values.end() ? std::nullopt : std::optional<std::string>(it->second);
    }

    // An ArgList flag, its occurrences added up; nothing when the flag is absent.
    std::optional<std::vector<std::string>> list(std::string_view name) const
    {
        const auto it = m_lists.find(name);
        if (it == m_lists.end())
            return std::nullopt;
        std::vector<std::string> out;
        for (const auto text : it->second) {
            std::string error;
            const auto items = gcloud::splitGcloudList(text, error);
            if (!items)
                throw FlagError { gcloud::flagName(name), error };
            out.insert(out.end(), items->begin(), items->end());
        }
        return out;
    }

    std::vector<std::string_view> occurrences(std::string_view name) const
    {
        const auto it = m_lists.find(name);
        return it == m_lists.end() ? std::vector<std::string_view> {} : it->second;
    }

    // labels_util: KEY=VALUE items, every occurrence merged, keys and values checked.
    std::optional<std::map<std::string, std::string>> labels() const
    {
        if (!given("labels"))
            return std::nullopt;
        std::map<std::string, std::string> out;
        for (const auto text : occurrences("labels")) {
            std::string error;
            const auto items = gcloud::splitGcloudDict(text, error);
            if (!items)
                throw FlagError { "--labels", error };
            for (const auto& [key, label] : *items) {
                if (!gcloud::isLabelKey(key))
                    throw FlagError { "--labels", "invalid key " + shown(key)
                            + ": lower-case letters, digits, '_' and '-', starting with a letter, at most 63" };
                if (!gcloud::isLabelValue(label))
                    throw FlagError { "--labels", "invalid value " + shown(label) + " of " + shown(key) };
                out[key] = label;
            }
        }
        return out;
    }

    // kms_resource_args: the key's full name, or its id with --kms-keyring, --kms-location and
    // --kms-project.
    std::optional<EncryptionSpec> encryption() const
    {
        const auto key = value("kms-key");
        if (!key) {
            for (const auto part : { "kms-keyring", "kms-location", "kms-project" }) {
                if (given(part))
                    throw FlagError { gcloud::flagName(part), "needs --kms-key" };
            }
            return std::nullopt;
        }
        EncryptionSpec spec;
        if (gcloud::isKmsKeyName(*key)) {
            spec.kmsKeyName = *key;
            return spec;
        }
        const auto ring = value("kms-keyring");
        const auto location = value("kms-location");
        const auto project = value("kms-project");
        const std::string name = "projects/" + project.value_or("") + "/locations/" + location.value_or("")
            + "/keyRings/" + ring.value_or("") + "/cryptoKeys/" + *key;
        if (!ring || !location || !project || !gcloud::isKmsKeyName(name))
            throw FlagError { "--kms-key", shown(*key)
                    + " is not a key's full name (projects/P/locations/L/keyRings/R/cryptoKeys/K); a key id needs "
                      "--kms-keyring, --kms-location and --kms-project" };
        spec.kmsKeyName = name;
        return spec;
    }

    std::optional<std::int32_t> count(std::string_view name) const
    {
        const auto text = value(name);
        if (!text)
            return std::nullopt;
        const auto n = parseInteger<std::int32_t>(*text);
        if (!n)
            throw FlagError { gcloud::flagName(name), "expected an integer, found " + shown(*text) };
        return *n;
    }

private:
    Kind m_kind = Kind::CustomJobs;
    std::vector<std::string_view> m_positionals;
    std::map<std::string_view, std::string_view> m_values;
    std::map<std::string_view, std::vector<std::string_view>> m_lists;
    std::set<std::string_view> m_switches;
};

} // namespace trainyard::spec::vertex::gcloudai
