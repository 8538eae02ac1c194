#pragma once

// Checks around yaml-cpp 0.7, internal to the spec library: what it would choke on (unbounded
// recursion), what it accepts although YAML and PyYAML (so gcloud) do not, and what it decodes wrongly.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::spec {

// yaml-cpp recurses once per nesting level; documents and node walks deeper than this are refused.
inline constexpr std::size_t yamlMaxNesting = 64;

// Each returns a message and sets `line` when the text must not reach yaml-cpp.
std::optional<std::string> checkNesting(std::string_view text, int& line);
std::optional<std::string> checkStructure(std::string_view text, int& line);

// Offset of the first character YAML does not allow in a stream, if any. Expects valid UTF-8.
std::optional<std::size_t> firstNonPrintable(std::string_view text);

// A scalar as yaml-cpp decoded it, with its "\N" and "\_" escapes mended to UTF-8.
std::string repairedUtf8(const std::string& text);

} // namespace trainyard::spec
