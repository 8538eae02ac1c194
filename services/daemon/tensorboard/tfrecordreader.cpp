#include "tfrecordreader.h"

#include "crc32c.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    std::uint64_t loadLe(const char* p, int bytes)
    {
        std::uint64_t v = 0;
        for (int i = bytes - 1; i >= 0; --i)
            v = (v << 8) | static_cast<unsigned char>(p[i]);
        return v;
    }

} // namespace

void TfRecordReader::feed(std::string_view bytes)
{
    // Drop what was consumed first, so the buffer holds at most one partial record plus a chunk.
    if (m_pos > 0) {
        m_buffer.erase(0, m_pos);
        m_pos = 0;
    }
    m_buffer.append(bytes);
}

TfRecordReader::Next TfRecordReader::next(std::string_view& record)
{
    if (m_broken)
        return Next::Broken;
    const std::size_t available = m_buffer.size() - m_pos;
    if (available < headerSize)
        return Next::NeedMore;
    const char* header = m_buffer.data() + m_pos;
    const std::uint64_t length = loadLe(header, 8);
    const auto lengthCrc = static_cast<std::uint32_t>(loadLe(header + 8, 4));
    if (maskedCrc32c(std::string_view(header, 8)) != lengthCrc) {
        if (std::all_of(header, header + headerSize, [](char c) { return c == 0; }))
            return Next::NeedMore;
        m_broken = true;
        return Next::Broken;
    }
    if (length > maxRecordSize) {
        m_broken = true;
        return Next::Broken;
    }
    const std::size_t total = headerSize + static_cast<std::size_t>(length) + footerSize;
    if (available < total)
        return Next::NeedMore;
    const std::string_view data(header + headerSize, static_cast<std::size_t>(length));
    const auto dataCrc = static_cast<std::uint32_t>(loadLe(header + headerSize + length, 4));
    m_pos += total;
    m_offset += static_cast<std::int64_t>(total);
    if (maskedCrc32c(data) != dataCrc)
        return Next::Corrupt;
    record = data;
    return Next::Record;
}

} // namespace trainyard::daemon
