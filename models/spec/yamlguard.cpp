#include "yamlguard.h"

#include "utf8.h"

#include <algorithm>

namespace trainyard::spec {

// yaml-cpp parses recursively and has no depth limit, so nesting is bounded before it sees the text.
// Deliberately blunt, so that nothing can slip past it: every "[" and "{" counts, in quotes and
// comments too (only a file with 64 unmatched brackets in a row is refused), and block nesting is
// bounded by the column where a line's content starts, "- " and "? " indicators included.
std::optional<std::string> checkNesting(std::string_view text, int& line)
{
    // Flow collections are what yaml-cpp recurses into without bound. In block context one opens only
    // where a value starts (a line's content, after ": ", after an anchor or a tag there); a bracket
    // inside a plain scalar there ("N9x[a, b") is text, and counting it would refuse a document made of
    // many such scalars (a decoded job written back repeats them). Inside a flow collection a plain
    // scalar cannot hold a bracket, so there every bracket counts.
    std::size_t flowDepth = 0;
    std::size_t column = 0;
    bool atLineStart = true;
    bool valueStart = false;
    line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            column = 0;
            atLineStart = true;
            continue;
        }
        if (atLineStart) {
            const bool indicator = (c == '-' || c == '?') && i + 1 < text.size() && (text[i + 1] == ' ' || text[i + 1] == '\t');
            if (c == ' ' || c == '\t' || indicator) {
                if (++column > yamlMaxNesting * 8)
                    return "nesting too deep (content starts beyond column " + std::to_string(yamlMaxNesting * 8) + ")";
                continue;
            }
            atLineStart = false;
            valueStart = true;
            // "--- [" starts a document with its value on the marker's line.
            if (text.substr(i, 3) == "---" && (i + 3 >= text.size() || text[i + 3] == ' ' || text[i + 3] == '\t' || text[i + 3] == '\n')) {
                i += 2;
                continue;
            }
        }
        if (flowDepth > 0 || (valueStart && (c == '[' || c == '{'))) {
            if (c == '[' || c == '{') {
                if (++flowDepth > yamlMaxNesting)
                    return "nesting deeper than " + std::to_string(yamlMaxNesting) + " levels";
            } else if ((c == ']' || c == '}') && flowDepth > 0) {
                --flowDepth;
            }
            valueStart = false;
            continue;
        }
        const bool blank = i + 1 >= text.size() || text[i + 1] == ' ' || text[i + 1] == '\t' || text[i + 1] == '\n';
        if (valueStart && (c == '&' || c == '!')) {
            // An anchor or a tag before the value: the value still starts after it.
            while (i + 1 < text.size() && text[i + 1] != ' ' && text[i + 1] != '\t' && text[i + 1] != '\n')
                ++i;
        } else if (c == ' ' || c == '\t') {
            // Blanks keep a value start pending.
        } else if (c == ':' && blank) {
            valueStart = true;
        } else {
            valueStart = false;
        }
    }
    return std::nullopt;
}

// What yaml-cpp accepts but PyYAML (and so gcloud) refuses: a quoted scalar the file never closes,
// and a stream of several documents. Quotes count only where a value starts ("it's" and
// "12 \" inches" are plain text): at a line's content, after ": ", "- ", "? ", and in flow
// collections after "[", "{", "," and ":".
std::optional<std::string> checkStructure(std::string_view text, int& line)
{
    char quote = 0;
    int quoteLine = 0;
    bool comment = false;
    bool atLineStart = true;
    bool valueStart = true;
    bool sawContent = false;
    std::size_t flowDepth = 0;
    line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const char before = i == 0 ? '\n' : text[i - 1];
        if (c == '\n') {
            ++line;
            comment = false;
            atLineStart = true;
            valueStart = true;
            continue;
        }
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (comment)
            continue;
        if (atLineStart) {
            if (before == '\n' && text.substr(i, 3) == "---"
                && (i + 3 == text.size() || text[i + 3] == ' ' || text[i + 3] == '\n' || text[i + 3] == '\r')) {
                if (sawContent)
                    return std::string("expected one YAML document; a second one starts here");
                i += 2; // what follows "---" on its line belongs to the document
                continue;
            }
            if (c == ' ' || c == '\t' || ((c == '-' || c == '?') && i + 1 < text.size() && text[i + 1] == ' '))
                continue;
            atLineStart = false;
            if (c == '#' || (c == '%' && before == '\n')) {
                comment = true; // comments and directives are not content
                continue;
            }
        }
        if (c != ' ' && c != '\t' && c != '\r')
            sawContent = true;
        if ((c == '"' || c == '\'') && valueStart) {
            quote = c;
            quoteLine = line;
            valueStart = false;
        } else if (c == '#' && (before == ' ' || before == '\t')) {
            comment = true;
        } else if ((c == '[' || c == '{') && valueStart) {
            ++flowDepth;
        } else if ((c == ']' || c == '}') && flowDepth > 0) {
            --flowDepth;
            valueStart = false;
        } else if ((c == ',' || c == ':') && flowDepth > 0) {
            valueStart = true;
        } else if (c == ' ' || c == '\t') {
            valueStart = valueStart || before == ':';
        } else {
            valueStart = false;
        }
    }
    if (quote) {
        line = quoteLine;
        return std::string("a quoted value starting on this line is never closed");
    }
    return std::nullopt;
}

// YAML streams hold printable characters only (YAML 1.2, 5.1): no C0 controls but tab and line
// breaks, no DEL, no C1 controls but NEL, no U+FFFE/U+FFFF. yaml-cpp does not check, and a NUL
// byte even makes it guess another encoding and produce invalid UTF-8. Expects valid UTF-8.
std::optional<std::size_t> firstNonPrintable(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F)
            return i;
        const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if (c == 0xC2 && next >= 0x80 && next <= 0x9F && next != 0x85)
            return i;
        if (c == 0xEF && next == 0xBF && i + 2 < text.size()
            && (static_cast<unsigned char>(text[i + 2]) == 0xBE || static_cast<unsigned char>(text[i + 2]) == 0xBF))
            return i;
    }
    return std::nullopt;
}

// yaml-cpp 0.7 decodes the escapes "\N" and "\_" to the single bytes 0x85 and 0xA0 instead of the
// UTF-8 of U+0085 and U+00A0. The input was checked to be UTF-8, so any invalid byte in a scalar
// comes from such an escape: re-encode it as the Latin-1 code point it stands for.
std::string repairedUtf8(const std::string& text)
{
    auto bad = firstInvalidUtf8(text);
    if (!bad)
        return text;
    std::string out = text.substr(0, *bad);
    for (std::size_t i = *bad; i < text.size();) {
        const auto rest = std::string_view(text).substr(i);
        const auto next = firstInvalidUtf8(rest).value_or(rest.size());
        out.append(rest.substr(0, next));
        if (next == rest.size())
            break;
        const auto byte = static_cast<unsigned char>(rest[next]);
        out += static_cast<char>(0xC0 | (byte >> 6));
        out += static_cast<char>(0x80 | (byte & 0x3F));
        i += next + 1;
    }
    return out;
}

} // namespace trainyard::spec
