#pragma once

#include "spec/logrecords.h"

#include <cstdint>

namespace trainyard::daemon {

// One line of a job's log in the index file `<log dir>/index`: where its text is and what it is.
// JobLog writes these records; LogScanner reads them on its own threads. The layout is on disk: never
// change it without a migration.
struct LogIndexRecord {
    std::uint64_t offset; // of the line's first byte in its source's data file
    std::uint32_t length; // without the newline
    std::uint16_t source; // the line of the `sources` file naming the data file
    std::uint8_t severity; // a spec::LogSeverity's value (see severityByte)
    std::uint8_t reserved;
    std::int64_t timeNs; // when the daemon read the line, since the Unix epoch
    std::uint64_t padding;

    // The severity byte is spec::LogSeverity's own numbering, the one the wire's attributes carry too:
    // these two are the only conversions, so nothing relies on two numberings matching.
    static std::uint8_t severityByte(spec::LogSeverity severity) { return static_cast<std::uint8_t>(severity); }
    spec::LogSeverity logSeverity() const { return spec::severityFromValue(severity); }
};
static_assert(sizeof(LogIndexRecord) == 32, "index records are 32 bytes on disk");

} // namespace trainyard::daemon
