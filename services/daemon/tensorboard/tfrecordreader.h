#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace trainyard::daemon {

// The framing of a TFRecord file (TensorBoard's event files), read incrementally over the bytes a
// file gains as its writer appends to it. Each record is
//
//     u64 length (little-endian) | u32 masked CRC-32C of those 8 bytes | data | u32 masked CRC-32C of data
//
// - A record not yet whole (a torn tail: the writer is half-way through it) is NeedMore: offset()
//   stays before it, so the next read starts there again and sees it whole.
// - A record whose data CRC does not match is Corrupt: its length was good, so the reader skips it
//   and goes on with the next one.
// - A length whose CRC does not match is Broken, for good: nothing says where the next record starts
//   (a scan for the next plausible header could take bytes of data for one), so the file is read no
//   further. offset() stays before the bad header. A header of twelve zero bytes is NeedMore, not
//   Broken: it is a file extended before its bytes were written (a preallocating or network file
//   system), which the next read may see filled.
// A length over maxRecordSize is Broken too: no event is that large, and waiting for it would mean
// buffering it.
class TfRecordReader {
public:
    enum class Next { Record, Corrupt, NeedMore, Broken };
    static constexpr std::uint64_t maxRecordSize = 256ull << 20;
    static constexpr std::size_t headerSize = 12;
    static constexpr std::size_t footerSize = 4;

    // offset: where in the file the first byte fed will be (a previous reader's offset()).
    explicit TfRecordReader(std::int64_t offset = 0)
        : m_offset(offset)
    {
    }

    // The bytes that follow those fed before.
    void feed(std::string_view bytes);
    // The next record's data in `record` (valid until the next feed) when Record.
    Next next(std::string_view& record);

    // Where a later read resumes: after the last record consumed (whole or skipped as corrupt).
    std::int64_t offset() const { return m_offset; }
    bool broken() const { return m_broken; }

private:
    std::string m_buffer;
    std::size_t m_pos = 0; // consumed bytes at the front of m_buffer
    std::int64_t m_offset = 0;
    bool m_broken = false;
};

} // namespace trainyard::daemon
