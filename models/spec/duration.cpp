#include "duration.h"

#include <charconv>
#include <cstdlib>

namespace trainyard::spec {

std::string formatNanos(std::int32_t nanos)
{
    if (nanos == 0)
        return {};
    std::string digits = std::to_string(std::abs(nanos));
    digits.insert(0, 9 - digits.size(), '0');
    // Trim whole groups of three trailing zeros: 0, 3, 6 or 9 digits remain.
    while (digits.size() > 3 && digits.ends_with("000"))
        digits.resize(digits.size() - 3);
    return digits;
}

std::optional<std::int32_t> parseNanos(std::string_view digits)
{
    if (digits.empty() || digits.size() > 9)
        return std::nullopt;
    std::int32_t value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    for (auto i = digits.size(); i < 9; ++i)
        value *= 10;
    return value;
}

std::optional<Duration> Duration::parse(std::string_view text)
{
    if (text.size() < 2 || text.back() != 's')
        return std::nullopt;
    text.remove_suffix(1);
    bool negative = false;
    if (text.front() == '-' || text.front() == '+') {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    const auto dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    if (whole.empty() || whole.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    std::int64_t seconds = 0;
    const auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), seconds);
    if (ec != std::errc {} || end != whole.data() + whole.size() || seconds > maxSeconds)
        return std::nullopt;
    std::int32_t nanos = 0;
    if (dot != std::string_view::npos) {
        const auto parsed = parseNanos(text.substr(dot + 1));
        if (!parsed)
            return std::nullopt;
        nanos = *parsed;
    }
    if (negative)
        return Duration { -seconds, -nanos };
    return Duration { seconds, nanos };
}

std::string Duration::toString() const
{
    std::string out;
    if (isNegative())
        out += '-';
    out += std::to_string(seconds < 0 ? -seconds : seconds);
    if (const auto frac = formatNanos(nanos); !frac.empty())
        out += '.' + frac;
    out += 's';
    return out;
}

} // namespace trainyard::spec
