#pragma once

#include <map>
#include <string>

namespace trainyard::daemon {

// The node each log source's replica ran on, kept in the log folder's `nodes` file beside `sources`
// (JobLog's layout), so that a restarted daemon and a LogScanner snapshot know it as JobLog did.
// One line per change, "<data file name>\t<node>", appended; the last line of a source wins (a
// replica resubmitted elsewhere). A separate file rather than a column of `sources`: the index
// records name sources by their line there, and logs written before nodes existed read unchanged.
struct LogNodes {
    // Data file name -> node, for the sources that have one. Lines without a tab (torn) are skipped.
    static std::map<std::string, std::string> read(const std::string& dir);
    // Appends one line in one write (O_APPEND). False when the file cannot be written.
    static bool append(const std::string& dir, const std::string& fileName, const std::string& node);
    // A node name fit for the file: no tab, no line break, not empty.
    static bool valid(const std::string& node);
};

} // namespace trainyard::daemon
