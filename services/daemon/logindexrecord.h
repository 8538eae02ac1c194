#pragma once

#include <cstdint>

namespace trainyard::daemon {

// One line of a job's log in the index file `<log dir>/index`: where its text is and what it is.
// JobLog writes these records; LogScanner reads them on its own threads. The layout is on disk: never
// change it without a migration.
struct LogIndexRecord {
    std::uint64_t offset; // of the line's first byte in its source's data file
    std::uint32_t length; // without the newline
    std::uint16_t source; // the line of the `sources` file naming the data file
    std::uint8_t severity; // Severity (joblog.h)
    std::uint8_t reserved;
    std::int64_t timeNs; // when the daemon read the line, since the Unix epoch
    std::uint64_t padding;
};
static_assert(sizeof(LogIndexRecord) == 32, "index records are 32 bytes on disk");

} // namespace trainyard::daemon
