#pragma once

// The sizes LogModel works with, shared by logmodel.cpp, logmodelrows.cpp and logmodeltext.cpp. Not
// part of the library's API.

#include <cstddef>
#include <cstdint>

namespace trainyard::models::logmodel {

inline constexpr std::int64_t blockLines = 256; // lines per text window read from the source
inline constexpr std::int64_t countBlock = 4096; // lines per filter count (row ⇄ line mapping)
inline constexpr std::int64_t attributePage = 1'000'000;
inline constexpr std::size_t maxCachedBlocks = 96; // ~25,000 lines of text
inline constexpr std::size_t maxInFlight = 3;
inline constexpr std::size_t maxWanted = 24; // older wishes (rows scrolled past) are dropped
inline constexpr int flushIntervalMs = 16; // at most one insertion of followed lines per frame

inline constexpr std::size_t attributeValues = 1 << 16;

} // namespace trainyard::models::logmodel
