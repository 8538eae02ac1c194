#include "shellwords.h"

#include "ascii.h"
#include "strictjson.h"

#include <algorithm>

namespace trainyard::spec {

namespace {

    // Characters no POSIX shell treats specially anywhere in a word.
    bool isShellSafe(char c)
    {
        return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c)
            || std::string_view("_-.,/:=@%+").find(c) != std::string_view::npos;
    }

} // namespace

std::string shellQuote(std::string_view word)
{
    if (!word.empty() && std::all_of(word.begin(), word.end(), isShellSafe))
        return std::string(word);
    std::string out = "'";
    for (const char c : word) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + '\'';
}

Decoded<std::vector<std::string>> parseShellWords(std::string_view text)
{
    Decoded<std::vector<std::string>> result;
    std::vector<std::string> words;
    std::string word;
    bool inWord = false; // a word has begun, even an empty one ('')
    bool commandEnded = false; // a newline ended the command: another word would start a second one
    const auto fail = [&](std::size_t offset, std::string message) {
        result.error.message = std::move(message);
        lineAndColumn(text, offset, result.error.line, result.error.column);
        return result;
    };
    const auto endWord = [&] {
        if (inWord)
            words.push_back(std::move(word));
        word.clear();
        inWord = false;
    };
    // `$NAME`, `${…}`, `$(…)` … : what a shell would expand. A `$` before anything else is literal.
    const auto isExpansion = [&](std::size_t i) {
        if (i + 1 >= text.size())
            return false;
        const char c = text[i + 1];
        return isAsciiLower(c) || isAsciiUpper(c) || isAsciiDigit(c)
            || std::string_view("_{(@*#?$!-").find(c) != std::string_view::npos;
    };
    const auto continuation = [&](std::size_t i) -> std::size_t { // length of "\\\n" or "\\\r\n" at i, else 0
        if (text.substr(i).starts_with("\\\n"))
            return 2;
        if (text.substr(i).starts_with("\\\r\n"))
            return 3;
        return 0;
    };

    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (!inWord && c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' && !continuation(i) && commandEnded)
            return fail(i, "a second command starts here: end each line of the command with a backslash");
        if (const std::size_t n = continuation(i)) {
            i += n;
        } else if (c == '\\') {
            if (i + 1 < text.size()) {
                word += text[i + 1];
                i += 2;
            } else {
                word += c;
                ++i;
            }
            inWord = true;
        } else if (c == '\'') {
            const auto close = text.find('\'', i + 1);
            if (close == std::string_view::npos)
                return fail(i, "this single quote is never closed");
            word += text.substr(i + 1, close - i - 1);
            inWord = true;
            i = close + 1;
        } else if (c == '"') {
            std::size_t j = i + 1;
            for (;;) {
                if (j >= text.size())
                    return fail(i, "this double quote is never closed");
                const char d = text[j];
                if (d == '"')
                    break;
                if (d == '\\') {
                    if (const std::size_t skip = continuation(j)) {
                        j += skip;
                        continue;
                    }
                    if (j + 1 < text.size() && std::string_view("$`\"\\").find(text[j + 1]) != std::string_view::npos) {
                        word += text[j + 1];
                        j += 2;
                        continue;
                    }
                } else if ((d == '$' && isExpansion(j)) || d == '`') {
                    return fail(j, "shell expansion is not supported: write the value itself");
                }
                word += d;
                ++j;
            }
            inWord = true;
            i = j + 1;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            endWord();
            ++i;
        } else if (c == '\n') {
            endWord();
            commandEnded = !words.empty();
            ++i;
        } else if (c == '#' && !inWord) {
            while (i < text.size() && text[i] != '\n')
                ++i;
        } else if ((c == '$' && isExpansion(i)) || c == '`') {
            return fail(i, "shell expansion is not supported: write the value itself");
        } else if (std::string_view(";&|<>()").find(c) != std::string_view::npos) {
            return fail(i, std::string("unquoted '") + c + "': only a single command can be read");
        } else {
            word += c;
            inWord = true;
            ++i;
        }
    }
    endWord();
    result.value = std::move(words);
    return result;
}

} // namespace trainyard::spec
