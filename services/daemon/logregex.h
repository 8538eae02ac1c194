#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::daemon {

// A log search's regular expression, matched against the UTF-8 bytes of lines in place (PCRE2's 8-bit
// library with JIT): no line is widened to UTF-16 first, which made regex searches 3-5x slower than
// grep -P. The semantics are QRegularExpression's, which the search used before: UTF mode, caseless
// PCRE for a case-insensitive search, `^`/`$` at the line's start and end (each line is its own
// subject), the same error texts and offsets (in UTF-16 code units). Bytes that are not UTF-8 can never
// be matched by any part of the pattern (PCRE2_MATCH_INVALID_UTF, as grep -P does); before, they read
// as U+FFFD. One LogRegex is used by one thread at a time (it owns its match data).
class LogRegex {
public:
    // Compiles the pattern (UTF-8; bytes that are not UTF-8 read as U+FFFD, as QString's conversion
    // has them); nullptr with `error` set ("… at offset N.") when it is not a valid regex.
    static std::unique_ptr<LogRegex> compile(const std::string& pattern, bool caseSensitive, std::string& error);
    ~LogRegex();
    LogRegex(const LogRegex&) = delete;
    LogRegex& operator=(const LogRegex&) = delete;

    // Whether the line (without its newline) holds a match. A match that runs into the JIT's stack
    // limit counts as none, as QRegularExpression has it.
    bool matches(std::string_view line);

    // Where a line's bytes lie in a run of text read at once.
    struct LineSpan {
        std::size_t start;
        std::size_t length;
    };
    // Sets hits[k] to 1 for each of `lines` (in order, not overlapping, within `text`) that holds a
    // match, exactly the lines matches() finds one at a time, and leaves the others as they are. Lines
    // a single newline apart are searched many in one call where the pattern allows it (see the .cpp).
    // False when `cancel` was set before the end (checked before every call into PCRE2).
    bool findLines(std::string_view text, const std::vector<LineSpan>& lines, std::uint8_t* hits, const std::atomic<bool>& cancel);

private:
    LogRegex() = default;
    struct Pcre;
    std::unique_ptr<Pcre> d;
};

} // namespace trainyard::daemon
