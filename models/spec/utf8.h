#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace trainyard::spec {

// Offset of the first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and
// code points above U+10FFFF count as ill-formed), or nullopt when the whole text is valid.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

} // namespace trainyard::spec
