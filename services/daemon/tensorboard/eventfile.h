#pragma once

#include "eventdecoder.h"

#include "spec/scalarrecords.h"

#include <cstdint>
#include <string>
#include <vector>

namespace trainyard::daemon {

// One event file as far as it has been read: what ScalarCollector keeps per file between reads and
// hands to the pool thread for the next one.
struct EventFile {
    std::string path;
    std::string run;
    std::int64_t offset = 0; // after the last record read; a torn one is read again from here
    bool broken = false; // a record length failed its CRC: the file is read no further (TfRecordReader)
    std::int64_t corruptRecords = 0;
    EventDecoder decoder; // the plugins of the file's tags
};

// Reads what `file` gained since its offset and appends its points to `out`, one series per tag in
// the order the tags first appear (the points of a tag in file order); advances the offset past the
// last whole record. A file shorter than its offset (truncated, or replaced by another) is left
// alone: its points were delivered, and reading the new one from 0 would deliver some twice.
// Blocking file I/O: pool threads only.
void readEventFile(EventFile& file, std::vector<spec::ScalarSeries>& out);

// The event files under `root`, at most maxDepth folders down (symbolic links to folders are not
// followed, so a link cannot loop), at most maxFiles of them, sorted by path, so that the files of a
// run are read in the order their writers named them (the name holds a timestamp).
struct EventFileFound {
    std::string path;
    std::string run;
};
std::vector<EventFileFound> findEventFiles(
    const std::string& root, const std::string& runPrefix, int maxDepth, std::size_t maxFiles);

} // namespace trainyard::daemon
