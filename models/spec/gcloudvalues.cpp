#include "gcloudvalues_p.h"

#include "ascii.h"
#include "gcloudflags_p.h"
#include "numbers.h"

#include <algorithm>

// The facts this file follows are gcloud's own (google-cloud-sdk: command_lib/ml_engine/flags.py,
// calliope/arg_parsers.py, command_lib/util/args/labels_util.py); api.md §4 lists the flags.

namespace trainyard::spec::gcloud {

// A value as error messages show it: quoted and cut short.
std::string shown(std::string_view value)
{
    constexpr std::size_t limit = 64;
    return '"' + std::string(value.substr(0, limit)) + (value.size() > limit ? "…\"" : "\"");
}

// ---- gcloud's value syntaxes --------------------------------------------------------------------

// arg_parsers.ArgList: items split on ',' or, after a leading "^DELIM^", on DELIM; a delimiter at the
// end closes the list without adding an empty item; the empty text is the empty list.
std::optional<std::vector<std::string>> splitGcloudList(std::string_view value, std::string& error)
{
    std::string delimiter = ",";
    if (value.starts_with('^')) {
        if (const auto end = value.find('^', 1); end != std::string_view::npos) {
            delimiter = std::string(value.substr(1, end - 1));
            value.remove_prefix(end + 1);
            if (delimiter.empty()) {
                error = "invalid delimiter \"^^\" (see `gcloud topic escaping`)";
                return std::nullopt;
            }
        }
    }
    std::vector<std::string> items;
    if (value.empty())
        return items;
    std::string text(value);
    if (!text.ends_with(delimiter))
        text += delimiter;
    for (std::size_t start = 0;;) {
        const auto pos = text.find(delimiter, start);
        if (pos == std::string::npos)
            break; // what follows the last delimiter is empty and dropped
        items.push_back(text.substr(start, pos - start));
        start = pos + delimiter.size();
    }
    return items;
}

// The ArgList text that splitGcloudList reads back to `items` (not empty): comma-separated, or with
// the first "^X^" delimiter that no item contains.
std::optional<std::string> joinGcloudList(const std::vector<std::string>& items)
{
    static constexpr std::string_view delimiters = ",;|#~!@+:";
    for (const char delimiter : delimiters) {
        if (std::any_of(items.begin(), items.end(),
                [delimiter](const std::string& item) { return item.find(delimiter) != std::string::npos; }))
            continue;
        std::string out;
        // A first item starting with '^' would read as a delimiter declaration: declare one instead.
        if (delimiter != ',' || items.front().starts_with('^'))
            out = std::string { '^', delimiter, '^' };
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i > 0)
                out += delimiter;
            out += items[i];
        }
        if (items.back().empty())
            out += delimiter;
        return out;
    }
    return std::nullopt;
}

// arg_parsers.ArgDict: an ArgList of KEY=VALUE items (the key holds no '=', the value may).
std::optional<std::vector<std::pair<std::string, std::string>>> splitGcloudDict(
    std::string_view value, std::string& error)
{
    const auto items = splitGcloudList(value, error);
    if (!items)
        return std::nullopt;
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& item : *items) {
        const auto eq = item.find('=');
        if (eq == 0 || eq == std::string::npos) {
            error = "bad syntax " + shown(item) + ": expected KEY=VALUE items separated by commas";
            return std::nullopt;
        }
        out.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    }
    return out;
}

// ---- the values each flag takes -------------------------------------------------------------------

std::optional<std::string_view> scaleTierChoice(const Enum<ScaleTier>& tier)
{
    if (!tier.isRecognized())
        return std::nullopt;
    for (const auto& [choice, value] : scaleTierChoices) {
        if (value == tier.value())
            return choice;
    }
    return std::nullopt;
}

namespace {

    // Label keys and values as gcloud checks them (labels_util): lowercase letters (international ones
    // too), digits, '_' and '-', at most 63 characters; a key starts with a letter.
    bool isLabelChar(char c)
    {
        return isAsciiLower(c) || isAsciiDigit(c) || c == '_' || c == '-' || isNonAscii(c);
    }
    std::size_t codePoints(std::string_view s)
    {
        return static_cast<std::size_t>(
            std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    }

} // namespace

bool isLabelValue(std::string_view s)
{
    return codePoints(s) <= 63 && std::all_of(s.begin(), s.end(), isLabelChar);
}
bool isLabelKey(std::string_view s)
{
    return !s.empty() && (isAsciiLower(s.front()) || isNonAscii(s.front())) && isLabelValue(s);
}
// What toGcloudCommand puts in --labels: ASCII only, since gcloud refuses international capitals,
// which the byte-wise check above lets through.
bool isPlainLabel(std::string_view s)
{
    return std::none_of(s.begin(), s.end(), isNonAscii);
}

// An AcceleratorConfig.type as gcloud's choice: NVIDIA_TESLA_T4 <-> nvidia-tesla-t4.
bool isEnumName(std::string_view s)
{
    return !s.empty()
        && std::all_of(s.begin(), s.end(), [](char c) { return isAsciiUpper(c) || isAsciiDigit(c) || c == '_'; });
}

// The --*-accelerator value that says all of `config`, if one does.
std::optional<std::string> acceleratorFlagValue(const AcceleratorConfig& config)
{
    if (!config.unknown.is_null() || !config.count || *config.count < 1 || !config.type || !isEnumName(*config.type)
        || *config.type == unspecifiedAccelerator)
        return std::nullopt;
    std::string choice;
    for (const char c : *config.type)
        choice += c == '_' ? '-' : asciiLower(c);
    return "count=" + std::to_string(*config.count) + ",type=" + choice;
}

// gcloud's ObjectReference with an empty object allowed (--job-dir): gs://BUCKET/OBJECT, written
// back as "gs://BUCKET/OBJECT", so "gs://b" becomes "gs://b/".
std::optional<std::string> storageUrl(std::string_view url)
{
    constexpr std::string_view scheme = "gs://";
    if (!url.starts_with(scheme))
        return std::nullopt;
    const std::string_view rest = url.substr(scheme.size());
    const auto slash = rest.find('/');
    const std::string_view bucket = rest.substr(0, slash);
    const std::string_view object = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    if (bucket.empty() || object.size() > 1024 || object.find_first_of("\r\n") != std::string_view::npos)
        return std::nullopt;
    return std::string(scheme) + std::string(bucket) + '/' + std::string(object);
}

// gcloud's service-account check: ^(.+@.+\..+|[0-9]+)$ (a unique id or something like an email).
bool isServiceAccount(std::string_view s)
{
    if (s.empty() || s.find('\n') != std::string_view::npos)
        return false;
    if (std::all_of(s.begin(), s.end(), isAsciiDigit))
        return true;
    const auto at = s.find('@', 1);
    if (at == std::string_view::npos)
        return false;
    const auto dot = s.find('.', at + 2);
    return dot != std::string_view::npos && dot + 1 < s.size();
}

// projects/P/locations/L/keyRings/R/cryptoKeys/K, each name non-empty.
bool isKmsKeyName(std::string_view s)
{
    static constexpr std::string_view collections[] = { "projects", "locations", "keyRings", "cryptoKeys" };
    for (const auto collection : collections) {
        if (!s.starts_with(collection) || s.size() <= collection.size() || s[collection.size()] != '/')
            return false;
        s.remove_prefix(collection.size() + 1);
        const auto slash = s.find('/');
        const auto name = s.substr(0, slash);
        if (name.empty())
            return false;
        s.remove_prefix(slash == std::string_view::npos ? s.size() : slash + 1);
        if (collection != collections[3] && slash == std::string_view::npos)
            return false;
        if (collection == collections[3] && slash != std::string_view::npos)
            return false;
    }
    return true;
}

// --package-path names the Python package itself (…/trainer); gcloud builds it with its parent as
// the setup.py folder. A local packageUris folder is that parent: the package root holding setup.py
// and trainer/, which Trainyard's daemon copies and puts on PYTHONPATH.
std::string packageRoot(std::string_view packagePath)
{
    while (packagePath.size() > 1 && packagePath.back() == '/')
        packagePath.remove_suffix(1);
    const auto slash = packagePath.rfind('/');
    if (slash == std::string_view::npos)
        return ".";
    if (slash == 0)
        return "/";
    return std::string(packagePath.substr(0, slash));
}

// A packageUris entry that is a local folder rather than an archive or a remote URI.
bool isLocalFolder(std::string_view uri)
{
    static constexpr std::string_view archives[]
        = { ".tar.gz", ".tgz", ".tar", ".tar.bz2", ".tar.xz", ".zip", ".whl", ".egg" };
    if (uri.empty() || uri.find("://") != std::string_view::npos || uri.starts_with("gs:"))
        return false;
    return std::none_of(
        std::begin(archives), std::end(archives), [uri](std::string_view suffix) { return uri.ends_with(suffix); });
}

// The top-level package of a module name ("trainer" of "trainer.task"), if it is a Python identifier.
std::optional<std::string> topPackage(std::string_view module)
{
    const std::string_view top = module.substr(0, module.find('.'));
    if (top.empty() || isAsciiDigit(top.front()) || !std::all_of(top.begin(), top.end(), [](char c) {
            return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c) || c == '_';
        }))
        return std::nullopt;
    return std::string(top);
}

// ---- reading a flag's value ---------------------------------------------------------------------------

AcceleratorConfig parseAccelerator(const std::string& flag, std::string_view text)
{
    std::string error;
    const auto items = splitGcloudDict(text, error);
    if (!items)
        throw FlagError { flag, error + ", e.g. count=1,type=nvidia-tesla-t4" };
    std::optional<std::string> type;
    std::optional<std::string> count;
    for (const auto& [key, item] : *items) {
        if (key == "type")
            type = item;
        else if (key == "count")
            count = item;
        else
            throw FlagError { flag, "unknown key " + shown(key) + ": valid keys are [count, type]" };
    }
    if (!type || !count)
        throw FlagError { flag,
            std::string("key [") + (type ? "count" : "type")
                + "] required: expected count=N,type=TYPE, e.g. count=1,type=nvidia-tesla-t4" };
    const auto n = parseInteger<std::int64_t>(*count);
    if (!n)
        throw FlagError { flag, "count: expected an integer, found " + shown(*count) };
    if (*n <= 0)
        throw FlagError { flag, "the count of the accelerator must be greater than 0" };
    std::string name;
    for (const char c : *type)
        name += c == '-' ? '_' : asciiUpper(c);
    if (!isEnumName(name) || name == unspecifiedAccelerator)
        throw FlagError { flag, "invalid accelerator type " + shown(*type) + ", e.g. nvidia-tesla-t4" };
    AcceleratorConfig config;
    config.count = *n;
    config.type = std::move(name);
    return config;
}

Enum<ScaleTier> scaleTier(std::string_view text)
{
    std::string choice;
    for (const char c : text)
        choice += c == '_' ? '-' : asciiLower(c);
    for (const auto& [name, tier] : scaleTierChoices) {
        if (name == choice)
            return tier;
    }
    throw FlagError { "--scale-tier",
        "invalid choice " + shown(text)
            + ": valid choices are basic, basic-gpu, basic-tpu, custom, premium-1, standard-1" };
}

// arg_parsers.ArgBoolean
bool boolean(const std::string& flag, std::string_view text)
{
    std::string lower;
    for (const char c : text)
        lower += asciiLower(c);
    if (lower == "true" || lower == "yes")
        return true;
    if (lower == "false" || lower == "no")
        return false;
    throw FlagError { flag, "invalid value " + shown(text) + ": expected one of true, yes, false, no" };
}

} // namespace trainyard::spec::gcloud
