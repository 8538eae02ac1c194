#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec {

// google.protobuf.Timestamp as RFC 3339 text. Any offset is accepted on input; output is always UTC ("Z").
struct Timestamp {
    std::int64_t seconds = 0; // since the Unix epoch
    std::int32_t nanos = 0; // 0 <= nanos < 1e9

    static std::optional<Timestamp> parse(std::string_view text);
    static Timestamp fromTimePoint(std::chrono::system_clock::time_point tp);
    static Timestamp now() { return fromTimePoint(std::chrono::system_clock::now()); }

    std::string toString() const;
    std::chrono::system_clock::time_point toTimePoint() const;

    friend bool operator==(const Timestamp&, const Timestamp&) = default;
    friend auto operator<=>(const Timestamp&, const Timestamp&) = default;
};

} // namespace trainyard::spec
