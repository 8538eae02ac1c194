#pragma once

#include "decodeerror.h"

#include <string>
#include <string_view>
#include <vector>

namespace trainyard::spec {

// Splits one POSIX shell command into its words: single and double quotes, backslash escapes,
// backslash-newline continuations (also "\\\r\n"), comments. It expands nothing, so `$NAME`, `$(…)` and
// backquotes are refused rather than read literally, as are a second command (a newline not preceded
// by a backslash, `;`, `&`, `|`) and redirections. Errors carry the 1-based line and column.
Decoded<std::vector<std::string>> parseShellWords(std::string_view text);

// One word quoted for a POSIX shell: as is when it holds only characters no shell treats specially,
// else in single quotes ('it'\''s'); the empty word is ''.
std::string shellQuote(std::string_view word);

} // namespace trainyard::spec
