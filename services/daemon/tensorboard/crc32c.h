#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace trainyard::daemon {

// CRC-32C (Castagnoli, reflected polynomial 0x82f63b78), the checksum TFRecord framing carries.
// crc32c("123456789") == 0xe3069283. Slice-by-8: a byte at a time would cost more than the parse.
std::uint32_t crc32c(std::string_view data, std::uint32_t crc = 0);

// TFRecord stores its CRCs masked, so that a CRC of bytes that hold CRCs is not itself a weak one:
// rotate right by 15 and add a constant.
constexpr std::uint32_t maskCrc32c(std::uint32_t crc)
{
    return ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
}

inline std::uint32_t maskedCrc32c(std::string_view data)
{
    return maskCrc32c(crc32c(data));
}

} // namespace trainyard::daemon
