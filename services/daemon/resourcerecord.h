#pragma once

#include "spec/resourcerecords.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace trainyard::daemon {

// One job's resource samples, as stored: an append-only file of JSON lines in the job's workspace
// (resources.jsonl), read back whole when the record is opened, so that a restarted daemon serves
// everything it had measured. A line is either a replica's declaration ({"replica": {…}}, written
// the first time the replica is sampled, with its GPUs) or a sample in the wire format. A torn last
// line (the daemon was killed while writing) is skipped on reading and overwritten by the next append.
//
// A replica's declaration carries the node it runs on (a Slurm node; none for the daemon's own
// replicas) and is written again when a sample names another node; each sample keeps its own node, so
// a replica resubmitted elsewhere still shows where each of its samples was measured.
//
// In memory a sample costs about 72 bytes (replica and node by index, figures as doubles with NaN for absent),
// and the downsampling of long jobs (ResourceDownsampler) bounds how many there are.
class ResourceRecord {
public:
    ResourceRecord() = default;
    ~ResourceRecord();
    ResourceRecord(const ResourceRecord&) = delete;
    ResourceRecord& operator=(const ResourceRecord&) = delete;

    // Reads the file if it exists; appends go to it. False with `error` when it cannot be written.
    bool open(const std::string& path, std::string& error);
    // Stops appending (the job ended); what was read stays readable.
    void close();

    // Declares a replica (once; a later call with the same trial and name changes only its node, when
    // it names another one).
    void addReplica(const spec::ResourceReplica& replica);
    // Numbers the sample (seq = count() + 1), keeps it and writes it. Its replica must have been added.
    std::int64_t append(const spec::ResourceSample& sample);
    // Pushes what was appended to the kernel (once per sampling tick, not per sample).
    void flush();

    std::int64_t count() const { return static_cast<std::int64_t>(m_samples.size()); }
    // The samples after `since`, at most `max` of them.
    std::vector<spec::ResourceSample> read(std::int64_t since, std::size_t max) const;
    const std::vector<spec::ResourceReplica>& replicas() const { return m_replicas; }

private:
    struct Stored {
        std::int64_t seconds = 0;
        std::int32_t nanos = 0;
        std::uint32_t replica = 0; // index into m_replicas
        std::uint32_t node = 0; // index into m_nodes (0: none)
        double figures[6] = {}; // NaN where absent; in the order of spec::ResourceSample's optionals
    };
    std::uint32_t replicaIndex(const std::string& trial, const std::string& replica);
    std::uint32_t nodeIndex(const std::string& node);
    void declare(const spec::ResourceReplica& replica);
    void keep(const spec::ResourceSample& sample);
    void writeLine(const std::string& line);

    std::vector<spec::ResourceReplica> m_replicas;
    std::vector<std::string> m_nodes { std::string() }; // the nodes samples name: few, so a linear search
    std::vector<Stored> m_samples;
    std::FILE* m_file = nullptr;
};

} // namespace trainyard::daemon
