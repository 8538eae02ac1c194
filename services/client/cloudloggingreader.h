#pragma once

#include "spec/logrecords.h"
#include "spec/timestamp.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace trainyard::client {

// One AI Platform training job's log in Cloud Logging, read the way `gcloud ai-platform jobs
// stream-logs` reads it: Cloud Logging cannot stream, so each poll lists the entries
// (`POST https://logging.googleapis.com/v2/entries:list`, oldest first, 1000 a page, every page)
// from the last timestamp seen on, and drops the entries of that timestamp it already has (same
// insertId). The reader only builds the requests and decodes the answers; the backend sends them.
//
// Each entry becomes one spec::LogLine per line of its payload (seq left 0: the store numbers them):
//   replica  = resource.labels.task_name, else labels."ml.googleapis.com/task_name", else
//              labels.task_name (where older entries keep it), else "service" (the service's own
//              messages: "Validating job requirements…", "Job completed successfully.");
//   stream   = "stdout"/"stderr" when the log name ends so, otherwise "" (AI Platform names a
//              replica's log after the replica, "projects/P/logs/master-replica-0");
//   severity = the entry's severity (NOTICE folds to INFO, ALERT/EMERGENCY to CRITICAL);
//   time     = its timestamp (nanoseconds kept);
//   text     = textPayload, or jsonPayload.message, or jsonPayload as compact JSON.
class CloudLoggingReader {
public:
    CloudLoggingReader(std::string project, std::string jobId);

    const std::string& project() const { return m_project; }
    const std::string& jobId() const { return m_jobId; }

    // Where the first poll starts (the job's createTime, less a minute); without it, the epoch.
    // Cloud Logging searches only a recent window unless the filter bounds the timestamp.
    void setStartTime(const spec::Timestamp& time) { m_start = time; }

    // Starts a poll: fixes its filter, which every page of the poll repeats (a pageToken is only
    // valid with the request that produced it).
    void beginPoll();
    const std::string& filter() const { return m_filter; }
    // The entries:list body for a page of the current poll (no pageToken: its first page).
    std::string requestBody(const std::string& pageToken = {}) const;

    struct Page {
        std::vector<spec::LogLine> lines; // the lines of the entries seen for the first time
        std::size_t entries = 0; // entries the page held
        std::size_t duplicates = 0; // of them, entries already taken (the boundary timestamp again)
        std::string nextPageToken; // more of this poll; empty at its end
    };
    // Decodes one ListLogEntriesResponse page and takes the entries not seen before. A body that is
    // not one is an error, in words, and moves nothing.
    std::variant<Page, std::string> accept(std::string_view body);

    // Where the next poll starts; nullopt before the first entry.
    const std::optional<spec::Timestamp>& lastTimestamp() const { return m_last; }

    // One entry as the console's lines (a multi-line payload becomes one line per line).
    static std::vector<spec::LogLine> linesOf(const nlohmann::json& entry);
    // The task an entry comes from ("master-replica-0"), by the rule above.
    static std::string replicaOf(const nlohmann::json& entry);
    // The API's maximum page size, which gcloud uses too.
    static constexpr int pageSize = 1000;

private:
    std::string m_project;
    std::string m_jobId;
    std::optional<spec::Timestamp> m_start;
    std::optional<spec::Timestamp> m_last;
    std::set<std::string> m_idsAtLast; // insertIds taken at m_last
    std::string m_filter;
};

} // namespace trainyard::client
