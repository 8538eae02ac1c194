#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// One report of a trainer through the cloudml-hypertune library: one line of its metric file.
struct HypertuneReport {
    double timestamp = 0.0; // seconds since the epoch, by the trainer's clock
    std::int64_t step = 0; // global_step
    double value = 0.0; // the metric under the job's hyperparameterMetricTag
    friend bool operator==(const HypertuneReport&, const HypertuneReport&) = default;
};

// Every report a trial made, read from the file named by its CLOUD_ML_HP_METRIC_FILE. The library
// (https://github.com/GoogleCloudPlatform/cloudml-hypertune; examples/digits/trainer/hypertune.py)
// writes one JSON object per line, keys sorted, every value a string but the timestamp:
//   {"global_step": "1000", "my_tag": "0.987", "timestamp": 1525851440.123456, "trial": "3"}
// and REWRITES the whole file on every report, keeping only its last 100. So each poll merges what
// the file holds now with what was read before, by (timestamp, global_step): nothing read once is
// lost when it falls out of the file. A journal file, when given, keeps the merged reports across a
// daemon restart (appended to as they come, read back by the first poll).
//
// Tolerated: a rewrite caught half-way (its last line has no newline yet: skipped until the trainer
// has exited), lines that are not JSON objects, lines without the tag (another metric), values that
// are not finite numbers.
class HypertuneFile {
public:
    HypertuneFile(std::string path, std::string tag, std::string journalPath = {});

    // Reads the file if it changed and merges its new reports (the first poll, the journal's too).
    // `final`: the trainer has exited, so a last line without a newline is whole. Returns how many
    // reports were new to this reader.
    std::size_t poll(bool final = false);
    // Every report so far, in the order they were made (by timestamp).
    const std::vector<HypertuneReport>& reports() const { return m_reports; }
    const std::string& path() const { return m_path; }

    // The reports in one file's text (in file order).
    static std::vector<HypertuneReport> parse(std::string_view text, const std::string& tag, bool final);

private:
    std::size_t loadJournal();
    bool merge(const HypertuneReport& report);

    std::string m_path;
    std::string m_tag;
    std::string m_journal;
    bool m_journalLoaded = false;
    bool m_journalTorn = false; // its last line has no newline
    std::vector<HypertuneReport> m_reports;
    std::set<std::pair<double, std::int64_t>> m_seen; // (timestamp, global_step)
    // The file as last read: a poll that finds it unchanged does not parse it again.
    std::int64_t m_size = -1;
    std::int64_t m_mtimeNs = -1;
    std::uint64_t m_inode = 0;
};

} // namespace trainyard::daemon
