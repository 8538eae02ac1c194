#pragma once

#include <charconv>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec {

// Locale-independent number parsing shared by the codecs. Each returns nullopt unless the whole
// text is a number that fits the target type.

template <std::integral I>
std::optional<I> parseInteger(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    I value {};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc {} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

inline std::optional<double> parseDouble(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double value {};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc {} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

template <std::integral I>
std::optional<I> narrowInteger(std::int64_t value)
{
    if (value < static_cast<std::int64_t>(std::numeric_limits<I>::min())
        || value > static_cast<std::int64_t>(std::numeric_limits<I>::max()))
        return std::nullopt;
    return static_cast<I>(value);
}

template <std::integral I>
std::optional<I> narrowUnsigned(std::uint64_t value)
{
    if (value > static_cast<std::uint64_t>(std::numeric_limits<I>::max()))
        return std::nullopt;
    return static_cast<I>(value);
}

// A double that is exactly an integer within I's range ("count": 2.0 is fine, 2.5 and 1e30 are not).
template <std::signed_integral I>
std::optional<I> integralDouble(double value)
{
    if (!std::isfinite(value) || std::trunc(value) != value)
        return std::nullopt;
    // For signed I, max + 1 == -min is a power of two and exact as a double; it is the first value that does not fit.
    const double limit = -static_cast<double>(std::numeric_limits<I>::min());
    if (value < static_cast<double>(std::numeric_limits<I>::min()) || value >= limit)
        return std::nullopt;
    return static_cast<I>(value);
}

} // namespace trainyard::spec
