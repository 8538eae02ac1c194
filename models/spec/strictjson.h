#pragma once

#include "decodeerror.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string_view>

namespace trainyard::spec {

struct StrictJsonLimits {
    std::size_t maxBytes = 64 * 1024 * 1024;
    std::size_t maxDepth = 128;
};

// Parses JSON text more strictly than nlohmann's default: duplicate object keys, nesting beyond
// maxDepth, numbers that overflow a double and oversize input are errors (with the JSON path of
// the offending value) instead of being silently accepted or exhausting the stack later.
// Invalid UTF-8 is rejected by the underlying lexer. Never throws.
Decoded<nlohmann::json> parseStrictJson(std::string_view text, const StrictJsonLimits& limits = {});

// 1-based line and column of a byte offset.
void lineAndColumn(std::string_view text, std::size_t offset, int& line, int& column);

} // namespace trainyard::spec
