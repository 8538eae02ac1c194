#include "crc32c.h"

#include <array>
#include <cstring>

namespace trainyard::daemon {

namespace {

    using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

    // tables[0] is the classic byte table; tables[k][b] is the CRC of byte b followed by k zero
    // bytes, so eight bytes fold in with eight look-ups and no dependency between them.
    constexpr Tables makeTables()
    {
        Tables t {};
        for (std::uint32_t b = 0; b < 256; ++b) {
            std::uint32_t crc = b;
            for (int i = 0; i < 8; ++i)
                crc = (crc & 1u) ? (crc >> 1) ^ 0x82f63b78u : crc >> 1;
            t[0][b] = crc;
        }
        for (std::size_t k = 1; k < 8; ++k) {
            for (std::size_t b = 0; b < 256; ++b)
                t[k][b] = (t[k - 1][b] >> 8) ^ t[0][t[k - 1][b] & 0xffu];
        }
        return t;
    }

    constexpr Tables kTables = makeTables();

    std::uint32_t loadLe32(const unsigned char* p)
    {
        return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 | std::uint32_t(p[3]) << 24;
    }

} // namespace

std::uint32_t crc32c(std::string_view data, std::uint32_t crc)
{
    const auto* p = reinterpret_cast<const unsigned char*>(data.data());
    std::size_t n = data.size();
    crc = ~crc;
    while (n >= 8) {
        const std::uint32_t lo = loadLe32(p) ^ crc;
        const std::uint32_t hi = loadLe32(p + 4);
        crc = kTables[7][lo & 0xffu] ^ kTables[6][(lo >> 8) & 0xffu] ^ kTables[5][(lo >> 16) & 0xffu]
            ^ kTables[4][lo >> 24] ^ kTables[3][hi & 0xffu] ^ kTables[2][(hi >> 8) & 0xffu]
            ^ kTables[1][(hi >> 16) & 0xffu] ^ kTables[0][hi >> 24];
        p += 8;
        n -= 8;
    }
    while (n--)
        crc = (crc >> 8) ^ kTables[0][(crc ^ *p++) & 0xffu];
    return ~crc;
}

} // namespace trainyard::daemon
