#include "executorimage.h"

#include <cctype>

namespace trainyard::spec::vertex {

namespace {
    bool allDigits(std::string_view text)
    {
        if (text.empty())
            return false;
        for (char c : text) {
            if (!std::isdigit(static_cast<unsigned char>(c)))
                return false;
        }
        return true;
    }

    // "2-12" -> "2.12"
    std::optional<std::string> dottedVersion(std::string_view text)
    {
        const auto dash = text.find('-');
        if (dash == std::string_view::npos || !allDigits(text.substr(0, dash)) || !allDigits(text.substr(dash + 1)))
            return std::nullopt;
        return std::string(text.substr(0, dash)) + '.' + std::string(text.substr(dash + 1));
    }

    // "py310" -> "3.10", "py39" -> "3.9"
    std::optional<std::string> pythonFromTag(std::string_view text)
    {
        if (text.size() < 4 || text.substr(0, 3) != "py3" || !allDigits(text.substr(3)))
            return std::nullopt;
        return "3." + std::string(text.substr(3));
    }

    std::optional<std::string> frameworkName(std::string_view prefix)
    {
        if (prefix == "tf" || prefix == "tf2")
            return "tensorflow";
        if (prefix == "pytorch" || prefix == "sklearn" || prefix == "xgboost")
            return std::string(prefix);
        return std::nullopt;
    }
} // namespace

std::optional<ExecutorImage> ExecutorImage::parse(std::string_view uri)
{
    if (const auto at = uri.find('@'); at != std::string_view::npos)
        uri = uri.substr(0, at);
    const auto slash = uri.rfind('/');
    if (slash == std::string_view::npos || uri.substr(0, slash).find("/vertex-ai/training") == std::string_view::npos)
        return std::nullopt;
    std::string_view name = uri.substr(slash + 1);
    if (const auto colon = name.find(':'); colon != std::string_view::npos)
        name = name.substr(0, colon);

    // {framework}-{accelerator}.{version}[.py3NN]
    const auto firstDot = name.find('.');
    if (firstDot == std::string_view::npos)
        return std::nullopt;
    const std::string_view kind = name.substr(0, firstDot);
    std::string_view rest = name.substr(firstDot + 1);
    const auto dash = kind.rfind('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const auto framework = frameworkName(kind.substr(0, dash));
    const std::string_view accelerator = kind.substr(dash + 1);
    if (!framework || (accelerator != "cpu" && accelerator != "gpu" && accelerator != "xla" && accelerator != "tpu"))
        return std::nullopt;

    ExecutorImage image;
    image.framework = *framework;
    image.gpu = accelerator == "gpu";
    std::string_view versionText = rest;
    if (const auto dot = rest.find('.'); dot != std::string_view::npos) {
        versionText = rest.substr(0, dot);
        const auto python = pythonFromTag(rest.substr(dot + 1));
        if (!python)
            return std::nullopt;
        image.pythonVersion = *python;
    }
    const auto version = dottedVersion(versionText);
    if (!version)
        return std::nullopt;
    image.version = *version;
    return image;
}

} // namespace trainyard::spec::vertex
