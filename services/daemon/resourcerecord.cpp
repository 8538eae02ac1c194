#include "resourcerecord.h"

#include "spec/strictjson.h"

#include <cmath>
#include <fstream>
#include <limits>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr double absent = std::numeric_limits<double>::quiet_NaN();

    // The optional figures of a sample, in one fixed order, so they can be stored as a plain array.
    std::optional<double> spec::ResourceSample::*const figureFields[6] = {
        &spec::ResourceSample::cpuPercent,
        &spec::ResourceSample::memoryBytes,
        &spec::ResourceSample::memoryPercent,
        &spec::ResourceSample::gpuUtilPercent,
        &spec::ResourceSample::gpuMemoryBytes,
        &spec::ResourceSample::gpuMemoryPercent,
    };

} // namespace

ResourceRecord::~ResourceRecord()
{
    close();
}

bool ResourceRecord::open(const std::string& path, std::string& error)
{
    close();
    m_replicas.clear();
    m_nodes.assign(1, std::string());
    m_samples.clear();
    std::uintmax_t goodEnd = 0;
    {
        std::ifstream in(path, std::ios::binary);
        std::string line;
        std::uintmax_t offset = 0;
        while (std::getline(in, line)) {
            const bool complete = !in.eof(); // getline stopped at a '\n'
            offset += line.size() + (complete ? 1 : 0);
            if (!complete)
                break; // torn by a kill mid-write: dropped, and overwritten below
            goodEnd = offset;
            const auto parsed = spec::parseStrictJson(line);
            if (!parsed)
                continue;
            const nlohmann::json& json = *parsed.value;
            if (json.is_object() && json.contains("replica") && json["replica"].is_object()) {
                nlohmann::json info = { { "replicas", { json["replica"] } } };
                if (const auto decoded = spec::resourceInfoFromJson(info); decoded && !decoded->replicas.empty())
                    addReplica(decoded->replicas.front());
            } else if (const auto sample = spec::resourceSampleFromJson(json)) {
                keep(*sample);
            }
        }
    }
    if (::truncate(path.c_str(), static_cast<off_t>(goodEnd)) != 0 && goodEnd != 0) {
        error = "cannot repair " + path;
        return false;
    }
    m_file = std::fopen(path.c_str(), "ab");
    if (!m_file) {
        error = "cannot write " + path;
        return false;
    }
    return true;
}

void ResourceRecord::close()
{
    if (m_file) {
        std::fclose(m_file);
        m_file = nullptr;
    }
}

std::uint32_t ResourceRecord::replicaIndex(const std::string& trial, const std::string& replica)
{
    for (std::size_t i = 0; i < m_replicas.size(); ++i) {
        if (m_replicas[i].replica == replica && m_replicas[i].trial == trial)
            return static_cast<std::uint32_t>(i);
    }
    m_replicas.push_back({ replica, trial, {} });
    return static_cast<std::uint32_t>(m_replicas.size() - 1);
}

std::uint32_t ResourceRecord::nodeIndex(const std::string& node)
{
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i] == node)
            return static_cast<std::uint32_t>(i);
    }
    m_nodes.push_back(node);
    return static_cast<std::uint32_t>(m_nodes.size() - 1);
}

void ResourceRecord::addReplica(const spec::ResourceReplica& replica)
{
    for (auto& known : m_replicas) {
        if (known.replica == replica.replica && known.trial == replica.trial) {
            if (!replica.node.empty() && replica.node != known.node) {
                known.node = replica.node;
                declare(known);
            }
            return;
        }
    }
    m_replicas.push_back(replica);
    declare(replica);
}

void ResourceRecord::declare(const spec::ResourceReplica& replica)
{
    if (m_file) {
        nlohmann::json json = spec::resourceInfoToJson({ 1.0, false, {}, false, { replica } })["replicas"][0];
        writeLine(nlohmann::json { { "replica", json } }.dump());
    }
}

void ResourceRecord::keep(const spec::ResourceSample& sample)
{
    Stored stored;
    stored.seconds = sample.time.seconds;
    stored.nanos = sample.time.nanos;
    stored.replica = replicaIndex(sample.trial, sample.replica);
    stored.node = nodeIndex(sample.node);
    if (!sample.node.empty())
        m_replicas[stored.replica].node = sample.node; // the replica is where it was last measured
    for (std::size_t i = 0; i < std::size(figureFields); ++i)
        stored.figures[i] = (sample.*figureFields[i]).value_or(absent);
    m_samples.push_back(stored);
}

std::int64_t ResourceRecord::append(const spec::ResourceSample& sample)
{
    spec::ResourceSample numbered = sample;
    numbered.seq = count() + 1;
    if (!sample.node.empty()) // a replica first seen on this node, or moved: its declaration says so
        addReplica({ sample.replica, sample.trial, {}, sample.node });
    keep(numbered);
    if (m_file)
        writeLine(spec::resourceSampleToJson(numbered).dump());
    return numbered.seq;
}

void ResourceRecord::writeLine(const std::string& line)
{
    std::fwrite(line.data(), 1, line.size(), m_file);
    std::fputc('\n', m_file);
}

void ResourceRecord::flush()
{
    if (m_file)
        std::fflush(m_file);
}

std::vector<spec::ResourceSample> ResourceRecord::read(std::int64_t since, std::size_t max) const
{
    std::vector<spec::ResourceSample> out;
    if (since < 0)
        since = 0;
    for (auto i = static_cast<std::size_t>(since); i < m_samples.size() && out.size() < max; ++i) {
        const Stored& stored = m_samples[i];
        spec::ResourceSample sample;
        sample.seq = static_cast<std::int64_t>(i) + 1;
        sample.time = { stored.seconds, stored.nanos };
        const auto& replica = m_replicas[stored.replica];
        sample.replica = replica.replica;
        sample.trial = replica.trial;
        sample.node = m_nodes[stored.node];
        for (std::size_t f = 0; f < std::size(figureFields); ++f) {
            if (!std::isnan(stored.figures[f]))
                sample.*figureFields[f] = stored.figures[f];
        }
        out.push_back(std::move(sample));
    }
    return out;
}

} // namespace trainyard::daemon
