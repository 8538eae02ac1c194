#include "timestamp.h"

#include "duration.h"

#include <cstdio>

namespace trainyard::spec {

namespace {

    // Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
    std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
    {
        y -= m <= 2;
        const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
        const auto yoe = static_cast<unsigned>(y - era * 400);
        const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
        const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
    }

    void civilFromDays(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d)
    {
        z += 719468;
        const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
        const auto doe = static_cast<unsigned>(z - era * 146097);
        const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        const unsigned mp = (5 * doy + 2) / 153;
        d = doy - (153 * mp + 2) / 5 + 1;
        m = mp < 10 ? mp + 3 : mp - 9;
        y = static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2);
    }

    bool isLeap(std::int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

    unsigned daysInMonth(std::int64_t y, unsigned m)
    {
        static constexpr unsigned days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
        return m == 2 && isLeap(y) ? 29 : days[m - 1];
    }

    // Reads exactly n decimal digits at pos; advances pos.
    bool digits(std::string_view text, std::size_t& pos, std::size_t n, int& out)
    {
        if (pos + n > text.size())
            return false;
        out = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const char c = text[pos + i];
            if (c < '0' || c > '9')
                return false;
            out = out * 10 + (c - '0');
        }
        pos += n;
        return true;
    }

    bool expect(std::string_view text, std::size_t& pos, char c)
    {
        if (pos >= text.size() || text[pos] != c)
            return false;
        ++pos;
        return true;
    }

} // namespace

std::optional<Timestamp> Timestamp::parse(std::string_view text)
{
    std::size_t pos = 0;
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digits(text, pos, 4, year) || !expect(text, pos, '-') || !digits(text, pos, 2, month)
        || !expect(text, pos, '-') || !digits(text, pos, 2, day))
        return std::nullopt;
    if (pos >= text.size() || (text[pos] != 'T' && text[pos] != 't'))
        return std::nullopt;
    ++pos;
    if (!digits(text, pos, 2, hour) || !expect(text, pos, ':') || !digits(text, pos, 2, minute)
        || !expect(text, pos, ':') || !digits(text, pos, 2, second))
        return std::nullopt;
    if (year < 1 || month < 1 || month > 12 || day < 1 || static_cast<unsigned>(day) > daysInMonth(year, static_cast<unsigned>(month))
        || hour > 23 || minute > 59 || second > 59)
        return std::nullopt;

    std::int32_t nanos = 0;
    if (pos < text.size() && text[pos] == '.') {
        const auto start = ++pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
            ++pos;
        const auto parsed = parseNanos(text.substr(start, pos - start));
        if (!parsed)
            return std::nullopt;
        nanos = *parsed;
    }

    std::int64_t offsetSeconds = 0;
    if (pos < text.size() && (text[pos] == 'Z' || text[pos] == 'z')) {
        ++pos;
    } else if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
        const int sign = text[pos] == '-' ? -1 : 1;
        ++pos;
        int oh = 0, om = 0;
        if (!digits(text, pos, 2, oh) || !expect(text, pos, ':') || !digits(text, pos, 2, om) || oh > 23 || om > 59)
            return std::nullopt;
        offsetSeconds = sign * (oh * 3600 + om * 60);
    } else {
        return std::nullopt;
    }
    if (pos != text.size())
        return std::nullopt;

    const std::int64_t days = daysFromCivil(year, static_cast<unsigned>(month), static_cast<unsigned>(day));
    const std::int64_t seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    // google.protobuf.Timestamp's range, 0001-01-01T00:00:00Z … 9999-12-31T23:59:59Z in UTC: an offset
    // must not carry a time past it, where toString() would write a year (0, 10000) parse() refuses.
    constexpr std::int64_t first = -62'135'596'800, last = 253'402'300'799;
    if (seconds < first || seconds > last)
        return std::nullopt;
    return Timestamp { seconds, nanos };
}

std::string Timestamp::toString() const
{
    std::int64_t days = seconds / 86400;
    std::int64_t rem = seconds % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    std::int64_t year = 0;
    unsigned month = 0, day = 0;
    civilFromDays(days, year, month, day);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02lld:%02lld:%02lld", static_cast<long long>(year), month, day,
        static_cast<long long>(rem / 3600), static_cast<long long>(rem % 3600 / 60), static_cast<long long>(rem % 60));
    std::string out = buf;
    if (const auto frac = formatNanos(nanos); !frac.empty())
        out += '.' + frac;
    out += 'Z';
    return out;
}

Timestamp Timestamp::fromTimePoint(std::chrono::system_clock::time_point tp)
{
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(tp.time_since_epoch()).count();
    std::int64_t s = ns / 1'000'000'000;
    auto n = static_cast<std::int32_t>(ns % 1'000'000'000);
    if (n < 0) {
        n += 1'000'000'000;
        --s;
    }
    return Timestamp { s, n };
}

std::chrono::system_clock::time_point Timestamp::toTimePoint() const
{
    return std::chrono::system_clock::time_point(std::chrono::duration_cast<std::chrono::system_clock::duration>(
        std::chrono::seconds(seconds) + std::chrono::nanoseconds(nanos)));
}

} // namespace trainyard::spec
