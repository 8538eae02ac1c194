#include "logregex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <QString>

#include <algorithm>
#include <cstring>
#include <iterator>

namespace trainyard::daemon {

namespace {

    // QRegularExpression's JIT stack: 32 KiB growing to 512 KiB, so that a pattern that backtracks
    // deeply fails (no match) where it failed before, and matches where it matched.
    constexpr std::size_t jitStackStart = 32 * 1024;
    constexpr std::size_t jitStackMax = 512 * 1024;
    // Lines searched in one call at most: a pattern that backtracks for a millisecond a line still
    // returns within ~0.1 s, so a cancelled search stops soon.
    constexpr std::size_t linesPerCall = 64;

    bool isLetter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
    bool isLetterOrDigit(unsigned char c) { return isLetter(c) || (c >= '0' && c <= '9'); }

    // Whether no match of the pattern can depend on more than the line it lies in, so that lines a
    // newline apart may be searched as one subject (multiline, `^` also after the last newline) and
    // give the lines a search of each alone gives: no item can match a newline (so no match spans two
    // lines) and nothing looks beyond a match's own characters except `^`, `$` and `\b`, which read a
    // newline as they read a subject's ends. Conservative: a pattern with anything else (lookaround,
    // atomic groups and possessive quantifiers, which could keep a line's match from being found once a
    // longer one crosses into the next line, `\A` `\Z` `\z` `\G`, backtracking verbs, negated classes,
    // `\s` `\W` `\D` and the like, escapes by code point, backreferences, option changes other than
    // i, n, U, J) is searched a line at a time, as before.
    bool staysOnItsLine(std::string_view p)
    {
        const auto at = [&](std::size_t i) -> unsigned char { return i < p.size() ? static_cast<unsigned char>(p[i]) : 0; };
        // Escapes that match no newline and look at nothing beyond their character (or, \b \B, the
        // characters on either side, where a newline reads as a subject's end would).
        const auto safeLetterEscape = [](unsigned char e, bool inClass) {
            switch (e) {
            case 'd': case 'w': case 'S': case 'h': case 'V': case 't': case 'r': case 'f': case 'e': case 'a':
                return true;
            case 'b': case 'B':
                return true; // an assertion outside a class, a backspace inside
            case 'N':
                return !inClass;
            default:
                return false;
            }
        };
        bool inClass = false;
        bool afterQuantifier = false;
        for (std::size_t i = 0; i < p.size();) {
            const unsigned char c = at(i);
            if (c < 0x20 || c == 0x7f)
                return false;
            if (c == '\\') {
                const unsigned char e = at(i + 1);
                if (e == 0)
                    return false;
                if (isLetterOrDigit(e)) {
                    if (!safeLetterEscape(e, inClass) || (e == 'N' && at(i + 2) == '{'))
                        return false;
                    // A range from an escaped control character could take in the newline.
                    if (inClass && at(i + 2) == '-' && at(i + 3) != ']')
                        return false;
                } else if (e < 0x20 || e >= 0x80) {
                    return false;
                }
                i += 2;
                afterQuantifier = false;
                continue;
            }
            if (inClass) {
                if (c == ']') {
                    inClass = false;
                } else if (c == '[' && (at(i + 1) == ':' || at(i + 1) == '.' || at(i + 1) == '=')) {
                    if (at(i + 1) != ':')
                        return false;
                    const auto close = p.find(":]", i + 2);
                    if (close == std::string_view::npos)
                        return false;
                    static constexpr std::string_view safeClasses[] = { "alpha", "digit", "alnum", "upper", "lower", "word",
                        "xdigit", "punct", "graph", "print", "blank" };
                    const std::string_view name = p.substr(i + 2, close - i - 2);
                    if (std::find(std::begin(safeClasses), std::end(safeClasses), name) == std::end(safeClasses))
                        return false;
                    i = close + 2;
                    continue;
                }
                ++i;
                continue;
            }
            switch (c) {
            case '[':
                if (at(i + 1) == '^')
                    return false;
                inClass = true;
                i += at(i + 1) == ']' ? 2u : 1u; // a `]` first in a class is itself
                afterQuantifier = false;
                continue;
            case '(':
                if (at(i + 1) == '*')
                    return false;
                if (at(i + 1) == '?') {
                    const unsigned char k = at(i + 2);
                    if (k == ':' || k == '|' || k == '\'' || (k == 'P' && at(i + 3) == '<')) {
                        // a group, a branch reset group or a named group: its content is checked as it comes
                    } else if (k == '<') {
                        if (!(isLetter(at(i + 3)) || at(i + 3) == '_'))
                            return false; // a lookbehind
                    } else {
                        std::size_t j = i + 2;
                        while (at(j) == 'i' || at(j) == 'n' || at(j) == 'U' || at(j) == 'J' || at(j) == '-')
                            ++j;
                        if (j == i + 2 || (at(j) != ')' && at(j) != ':'))
                            return false;
                    }
                }
                break;
            case '*': case '+': case '?': case '}':
                if (c == '+' && afterQuantifier)
                    return false; // possessive
                afterQuantifier = true;
                ++i;
                continue;
            default:
                break;
            }
            afterQuantifier = false;
            ++i;
        }
        return !inClass;
    }

} // namespace

struct LogRegex::Pcre {
    pcre2_code* code = nullptr;
    pcre2_code* runCode = nullptr; // multiline, for runs of lines; null where the pattern needs a line alone
    pcre2_match_data* data = nullptr;
    pcre2_match_context* context = nullptr;
    pcre2_jit_stack* stack = nullptr;
    bool jit = false;
    bool runJit = false;
    // The ASCII byte every match holds (PCRE2's "last code unit"), both cases of a letter; -1 when none
    // is known. Lines without it are skipped without a call.
    int required = -1;
    int requiredOther = -1;

    ~Pcre()
    {
        pcre2_jit_stack_free(stack);
        pcre2_match_context_free(context);
        pcre2_match_data_free(data);
        pcre2_code_free(runCode);
        pcre2_code_free(code);
    }

    int match(const pcre2_code* which, bool withJit, std::string_view subject, std::size_t start)
    {
        // An empty subject may have no address to give (a line of length 0 has no bytes mapped).
        static const PCRE2_UCHAR empty = 0;
        const auto* bytes = subject.empty() ? &empty : reinterpret_cast<PCRE2_SPTR>(subject.data());
        return withJit ? pcre2_jit_match(which, bytes, subject.size(), start, 0, data, context)
                       : pcre2_match(which, bytes, subject.size(), start, 0, data, context);
    }

    // The first byte at or after `from` that may begin a line with a match: the required byte, or `to`.
    const char* skipToRequired(const char* from, const char* to) const
    {
        if (required < 0)
            return from;
        const auto size = static_cast<std::size_t>(to - from);
        const auto* one = static_cast<const char*>(std::memchr(from, required, size));
        if (requiredOther < 0)
            return one ? one : to;
        const char* end = one ? one : to;
        const auto* other = static_cast<const char*>(std::memchr(from, requiredOther, static_cast<std::size_t>(end - from)));
        return other ? other : end;
    }
};

std::unique_ptr<LogRegex> LogRegex::compile(const std::string& pattern, bool caseSensitive, std::string& error)
{
    // Through QString and back: bytes that are not UTF-8 become U+FFFD, as the pattern read before.
    const QString wide = QString::fromStdString(pattern);
    const std::string utf8 = wide.toStdString();
    std::unique_ptr<LogRegex> regex(new LogRegex);
    regex->d = std::make_unique<Pcre>();
    Pcre& p = *regex->d;
    int code = 0;
    PCRE2_SIZE offset = 0;
    const std::uint32_t options = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | (caseSensitive ? 0 : PCRE2_CASELESS);
    p.code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(utf8.data()), utf8.size(), options, &code, &offset, nullptr);
    if (!p.code) {
        PCRE2_UCHAR message[256] = {};
        pcre2_get_error_message(code, message, sizeof message);
        // QRegularExpression counted the offset in UTF-16 code units.
        const auto units = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(std::min<std::size_t>(offset, utf8.size()))).size();
        error = "Invalid regular expression: " + std::string(reinterpret_cast<const char*>(message)) + " at offset "
            + std::to_string(units) + ".";
        return nullptr;
    }
    p.jit = pcre2_jit_compile(p.code, PCRE2_JIT_COMPLETE) == 0;
    p.data = pcre2_match_data_create(1, nullptr); // whether it matches, not where: one pair is enough
    p.context = pcre2_match_context_create(nullptr);
    if (p.jit) {
        p.stack = pcre2_jit_stack_create(jitStackStart, jitStackMax, nullptr);
        pcre2_jit_stack_assign(p.context, nullptr, p.stack);
    }

    std::uint32_t newline = 0;
    pcre2_pattern_info(p.code, PCRE2_INFO_NEWLINE, &newline);
    if (newline == PCRE2_NEWLINE_LF && staysOnItsLine(utf8)) {
        // In a run, lines are a newline apart; ALT_CIRCUMFLEX has `^` match after a run's last
        // newline too, where an empty last line starts.
        p.runCode = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(utf8.data()), utf8.size(),
            options | PCRE2_MULTILINE | PCRE2_ALT_CIRCUMFLEX, &code, &offset, nullptr);
        if (p.runCode)
            p.runJit = pcre2_jit_compile(p.runCode, PCRE2_JIT_COMPLETE) == 0;
    }
    // A match lies within its line, so a line without the byte every match holds has none. Only
    // ASCII (a byte of a longer character could have other bytes in its other case), both cases of a
    // letter (an inline (?i) may fold it), and not with backtracking verbs, whose outcome can depend on
    // where PCRE2 starts trying.
    std::uint32_t lastType = 0;
    std::uint32_t last = 0;
    pcre2_pattern_info(p.code, PCRE2_INFO_LASTCODETYPE, &lastType);
    pcre2_pattern_info(p.code, PCRE2_INFO_LASTCODEUNIT, &last);
    if (lastType == 1 && last < 0x80 && utf8.find("(*") == std::string::npos) {
        p.required = static_cast<int>(last);
        if (isLetter(static_cast<unsigned char>(last)))
            p.requiredOther = static_cast<int>(last ^ 0x20);
    }
    return regex;
}

LogRegex::~LogRegex() = default;

bool LogRegex::matches(std::string_view line)
{
    return d->match(d->code, d->jit, line, 0) >= 0;
}

bool LogRegex::findLines(std::string_view text, const std::vector<LineSpan>& lines, std::uint8_t* hits, const std::atomic<bool>& cancel)
{
    Pcre& p = *d;
    const auto line = [&](std::size_t k) { return text.substr(lines[k].start, lines[k].length); };
    const auto end = [&](std::size_t k) { return lines[k].start + lines[k].length; };
    std::size_t runLast = 0; // the last line of the newline-separated run that line k lies in, once found
    for (std::size_t k = 0; k < lines.size();) {
        if (cancel.load(std::memory_order_relaxed))
            return false;
        if (p.required >= 0) {
            const char* found = p.skipToRequired(text.data() + lines[k].start, text.data() + text.size());
            const auto at = static_cast<std::size_t>(found - text.data());
            while (k < lines.size() && end(k) <= at)
                ++k;
            if (k == lines.size())
                break;
        }
        if (!p.runCode) {
            if (p.match(p.code, p.jit, line(k), 0) >= 0)
                hits[k] = 1;
            ++k;
            continue;
        }
        // The lines from k that lie a newline apart, as one subject from k's start.
        if (k >= runLast) {
            runLast = k;
            while (runLast + 1 < lines.size() && lines[runLast + 1].start == end(runLast) + 1 && text[end(runLast)] == '\n')
                ++runLast;
        }
        const std::size_t last = std::min(runLast, k + linesPerCall - 1);
        const std::size_t base = lines[k].start;
        const std::string_view subject = text.substr(base, end(last) - base);
        const int rc = p.match(p.runCode, p.runJit, subject, 0);
        if (rc == PCRE2_ERROR_NOMATCH) {
            k = last + 1;
            continue;
        }
        if (rc < 0) {
            // The match or stack limit, counted over the whole run: each line alone, as before.
            for (; k <= last; ++k) {
                if (cancel.load(std::memory_order_relaxed))
                    return false;
                if (p.match(p.code, p.jit, line(k), 0) >= 0)
                    hits[k] = 1;
            }
            continue;
        }
        const PCRE2_SIZE* ovector = pcre2_get_ovector_pointer(p.data);
        const std::size_t from = base + ovector[0];
        while (k < last && lines[k + 1].start <= from)
            ++k;
        // No item of the pattern matches a newline, so the match ends in its line; checked all the same.
        if (base + ovector[1] <= end(k) || p.match(p.code, p.jit, line(k), 0) >= 0)
            hits[k] = 1;
        ++k;
    }
    return true;
}

} // namespace trainyard::daemon
