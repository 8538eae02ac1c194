#pragma once

// The values gcloud's training flags take, checked and written as gcloud does: its list and dict
// syntaxes, scale tiers, labels, accelerators, Cloud Storage paths, service accounts, KMS keys and
// packages. Shared by the reader (gcloudcommandreader.cpp) and the writer (gcloudcommand.cpp) of the
// command line; not part of the library's API.

#include "enum.h"
#include "enums.h"
#include "replicaconfig.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trainyard::spec::gcloud {

// A value as error messages show it: quoted and cut short.
std::string shown(std::string_view value);

// ---- gcloud's value syntaxes --------------------------------------------------------------------

std::optional<std::vector<std::string>> splitGcloudList(std::string_view value, std::string& error);
std::optional<std::string> joinGcloudList(const std::vector<std::string>& items);
std::optional<std::vector<std::pair<std::string, std::string>>> splitGcloudDict(
    std::string_view value, std::string& error);

// ---- the values each flag takes -------------------------------------------------------------------

inline constexpr std::array<std::pair<std::string_view, ScaleTier>, 6> scaleTierChoices { {
    { "basic", ScaleTier::Basic },
    { "standard-1", ScaleTier::Standard1 },
    { "premium-1", ScaleTier::Premium1 },
    { "basic-gpu", ScaleTier::BasicGpu },
    { "basic-tpu", ScaleTier::BasicTpu },
    { "custom", ScaleTier::Custom },
} };

std::optional<std::string_view> scaleTierChoice(const Enum<ScaleTier>& tier);

bool isLabelValue(std::string_view s);
bool isLabelKey(std::string_view s);
bool isPlainLabel(std::string_view s);

bool isEnumName(std::string_view s);
inline constexpr std::string_view unspecifiedAccelerator = "ACCELERATOR_TYPE_UNSPECIFIED";
std::optional<std::string> acceleratorFlagValue(const AcceleratorConfig& config);

std::optional<std::string> storageUrl(std::string_view url);
bool isServiceAccount(std::string_view s);
bool isKmsKeyName(std::string_view s);

std::string packageRoot(std::string_view packagePath);
bool isLocalFolder(std::string_view uri);
std::optional<std::string> topPackage(std::string_view module);

// The values of --*-accelerator, --scale-tier and the boolean flags (arg_parsers.ArgBoolean); a wrong
// one throws a FlagError naming `flag`.
AcceleratorConfig parseAccelerator(const std::string& flag, std::string_view text);
Enum<ScaleTier> scaleTier(std::string_view text);
bool boolean(const std::string& flag, std::string_view text);

} // namespace trainyard::spec::gcloud
