#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec {

// google.protobuf.Duration as the v1 API writes it: decimal seconds with an "s" suffix ("7200s", "0.5s").
struct Duration {
    std::int64_t seconds = 0;
    std::int32_t nanos = 0; // same sign as seconds, |nanos| < 1e9

    static constexpr std::int64_t maxSeconds = 315'576'000'000; // the proto's range, about 10,000 years

    // Accepts what proto3 JSON parsers accept: an optional sign, digits, up to nine fractional digits, "s".
    static std::optional<Duration> parse(std::string_view text);
    static Duration fromSeconds(std::int64_t s) { return Duration { s, 0 }; }

    // Writes 0, 3, 6 or 9 fractional digits, as proto3 JSON printers do.
    std::string toString() const;
    double toSecondsF() const { return static_cast<double>(seconds) + static_cast<double>(nanos) / 1e9; }
    bool isNegative() const { return seconds < 0 || nanos < 0; }

    friend bool operator==(const Duration&, const Duration&) = default;
    friend auto operator<=>(const Duration&, const Duration&) = default;
};

// Shared by Duration and Timestamp: the fraction of a second with 0, 3, 6 or 9 digits, without the dot.
std::string formatNanos(std::int32_t nanos);
// Parses 1..9 fractional digits into nanoseconds; nullopt when the digits are not all decimal.
std::optional<std::int32_t> parseNanos(std::string_view digits);

} // namespace trainyard::spec
