#include "slurmstatus.h"

#include "spec/daemonmessages.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace trainyard::daemon {

namespace {

    using nlohmann::json;

    // Slurm 23.02+ writes numbers as {"set": true, "infinite": false, "number": N} and states as
    // arrays; 22.05 writes plain values. Both are read, so a newer cluster does not break the daemon.
    std::int64_t integer(const json& object, const char* key)
    {
        const auto it = object.find(key);
        if (it == object.end())
            return 0;
        if (it->is_number())
            return static_cast<std::int64_t>(it->get<double>());
        if (it->is_object() && it->contains("number") && (*it)["number"].is_number())
            return static_cast<std::int64_t>((*it)["number"].get<double>());
        return 0;
    }

    std::string str(const json& object, const char* key)
    {
        const auto it = object.find(key);
        if (it == object.end())
            return {};
        if (it->is_string())
            return it->get<std::string>();
        if (it->is_array()) { // 23.02+: job_state ["RUNNING"], node state ["IDLE", "DRAIN"]
            std::string joined;
            for (const auto& part : *it)
                if (part.is_string())
                    joined += (joined.empty() ? "" : "+") + part.get<std::string>();
            return joined;
        }
        return {};
    }

    // Slurm's JSON answers carry their failures in errors[] (and exit 0): squeue and sinfo with the
    // controller gone answer {"description": "Failed while looking for jobs", "error": "Unspecified
    // error", "source": "slurm_load_jobs"}.
    std::string errorsOf(const json& document)
    {
        std::string error;
        const auto errors = document.find("errors");
        if (errors == document.end() || !errors->is_array())
            return error;
        for (const auto& entry : *errors) {
            std::string message;
            if (entry.is_object()) {
                const std::string source = str(entry, "source"), description = str(entry, "description"),
                                  code = str(entry, "error");
                message = source.empty() ? std::string() : source + ": ";
                message += description.empty() ? code : description + (code.empty() ? "" : " (" + code + ")");
            }
            if (message.empty() || message == ": ")
                message = entry.dump();
            error += (error.empty() ? "" : "; ") + message;
        }
        return error;
    }

    std::vector<std::string_view> split(std::string_view line, char separator)
    {
        std::vector<std::string_view> fields;
        std::size_t start = 0;
        while (true) {
            const std::size_t end = line.find(separator, start);
            fields.push_back(line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
            if (end == std::string_view::npos)
                return fields;
            start = end + 1;
        }
    }

    std::vector<std::string_view> lines(std::string_view text)
    {
        std::vector<std::string_view> out;
        for (auto line : split(text, '\n')) {
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            if (!line.empty())
                out.push_back(line);
        }
        return out;
    }

    template <typename T> bool number(std::string_view text, T& out)
    {
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
        return error == std::errc() && end == text.data() + text.size();
    }

    // The rows of a -P (parsable, '|'-separated) table, each as column name -> value, read by the
    // header line so the column order is the command's business.
    std::vector<std::map<std::string, std::string_view>> table(std::string_view text)
    {
        const auto all = lines(text);
        std::vector<std::map<std::string, std::string_view>> rows;
        if (all.empty())
            return rows;
        const auto header = split(all.front(), '|');
        for (std::size_t i = 1; i < all.size(); ++i) {
            const auto fields = split(all[i], '|');
            if (fields.size() < header.size())
                continue; // a stray stderr line mixed in, or a torn line
            std::map<std::string, std::string_view> row;
            for (std::size_t c = 0; c < header.size(); ++c)
                row[std::string(header[c])] = fields[c];
            rows.push_back(std::move(row));
        }
        return rows;
    }

    std::string_view column(const std::map<std::string, std::string_view>& row, const char* name)
    {
        const auto it = row.find(name);
        return it == row.end() ? std::string_view {} : it->second;
    }

} // namespace

void splitWaitStatus(std::int64_t status, int& exitCode, int& signal)
{
    exitCode = static_cast<int>((status >> 8) & 0xff);
    signal = static_cast<int>(status & 0x7f);
}

bool parseExitPair(std::string_view text, int& exitCode, int& signal)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return false;
    return number(text.substr(0, colon), exitCode) && number(text.substr(colon + 1), signal);
}

double parseSlurmDuration(std::string_view text)
{
    double days = 0;
    if (const auto dash = text.find('-'); dash != std::string_view::npos) {
        int d = 0;
        if (!number(text.substr(0, dash), d))
            return 0;
        days = d;
        text.remove_prefix(dash + 1);
    }
    // [HH:]MM:SS[.mmm]: fields from the right are seconds, minutes, hours.
    const auto fields = split(text, ':');
    if (fields.size() < 2 || fields.size() > 3)
        return 0;
    double seconds = 0;
    std::string last(fields.back());
    char* end = nullptr;
    seconds = std::strtod(last.c_str(), &end);
    if (end != last.c_str() + last.size() || !std::isfinite(seconds))
        return 0;
    int minutes = 0;
    int hours = 0;
    if (!number(fields[fields.size() - 2], minutes))
        return 0;
    if (fields.size() == 3 && !number(fields[0], hours))
        return 0;
    return days * 86400.0 + hours * 3600.0 + minutes * 60.0 + seconds;
}

std::int64_t parseSlurmSize(std::string_view text)
{
    if (text.empty())
        return 0;
    std::int64_t scale = 1;
    switch (text.back()) {
    case 'K':
        scale = std::int64_t(1) << 10;
        break;
    case 'M':
        scale = std::int64_t(1) << 20;
        break;
    case 'G':
        scale = std::int64_t(1) << 30;
        break;
    case 'T':
        scale = std::int64_t(1) << 40;
        break;
    default:
        break;
    }
    if (scale != 1)
        text.remove_suffix(1);
    std::string digits(text);
    char* end = nullptr;
    const double value = std::strtod(digits.c_str(), &end);
    if (end != digits.c_str() + digits.size() || !std::isfinite(value) || value < 0)
        return 0;
    return static_cast<std::int64_t>(std::llround(value * static_cast<double>(scale)));
}

int parseGpuGres(std::string_view gres)
{
    // "gpu:2", "gpu:a100:4(S:0-1)", "gpu:2,mps:100": the count is the last ':' field of each gpu entry.
    int total = 0;
    for (auto entry : split(gres, ',')) {
        if (const auto paren = entry.find('('); paren != std::string_view::npos)
            entry = entry.substr(0, paren);
        if (!entry.starts_with("gpu"))
            continue;
        const auto fields = split(entry, ':');
        int count = 0;
        if (fields.size() >= 2 && number(fields.back(), count))
            total += count;
        else
            total += 1; // "gpu" or "gpu:type": one
    }
    return total;
}

std::vector<SlurmJobStatus> parseSqueueJson(std::string_view text, std::string& error)
{
    error.clear();
    const json document = json::parse(text, nullptr, false);
    if (!document.is_object() || !document.contains("jobs") || !document["jobs"].is_array()) {
        error = spec::formatDaemonMessage(spec::daemonmsg::slurmNotJson, { "squeue --json" });
        return {};
    }
    if (error = errorsOf(document); !error.empty())
        return {};
    std::vector<SlurmJobStatus> jobs;
    for (const auto& entry : document["jobs"]) {
        if (!entry.is_object())
            continue;
        SlurmJobStatus job;
        job.jobId = integer(entry, "job_id");
        job.hetJobId = integer(entry, "het_job_id");
        job.hetOffset = static_cast<int>(integer(entry, "het_job_offset"));
        job.name = str(entry, "name");
        job.comment = str(entry, "comment");
        job.state = str(entry, "job_state");
        job.reason = str(entry, "state_reason");
        job.nodes = str(entry, "nodes");
        const auto exit = entry.find("exit_code");
        if (exit != entry.end() && exit->is_object() && exit->contains("return_code")) { // 23.02+
            job.exitCode = static_cast<int>(integer(*exit, "return_code"));
            if (exit->contains("signal") && (*exit)["signal"].is_object())
                job.signal = static_cast<int>(integer((*exit)["signal"], "id"));
        } else {
            splitWaitStatus(integer(entry, "exit_code"), job.exitCode, job.signal);
        }
        jobs.push_back(std::move(job));
    }
    return jobs;
}

std::vector<SlurmEnded> parseSacct(std::string_view text)
{
    std::vector<SlurmEnded> ended;
    for (const auto& row : table(text)) {
        SlurmEnded job;
        // JobIDRaw is the component's own id; JobID writes a het component as "<leader>+<offset>" in
        // the accounting database (the completion log writes the id), and steps as "123.batch".
        if (!number(column(row, "JobIDRaw"), job.jobId) && !number(column(row, "JobID"), job.jobId)) {
            const std::string_view id = column(row, "JobID");
            const auto plus = id.find('+');
            std::int64_t leader = 0;
            int offset = 0;
            if (plus == std::string_view::npos || !number(id.substr(0, plus), leader)
                || !number(id.substr(plus + 1), offset))
                continue; // a step line, or junk
            job.jobId = leader + offset; // a het job's components have consecutive ids
        }
        job.name = std::string(column(row, "JobName"));
        job.state = std::string(column(row, "State"));
        // "CANCELLED by 0": the state is the first word
        if (const auto space = job.state.find(' '); space != std::string::npos)
            job.state.resize(space);
        job.nodes = std::string(column(row, "NodeList"));
        if (job.nodes == "(null)" || job.nodes == "None assigned")
            job.nodes.clear();
        parseExitPair(column(row, "ExitCode"), job.exitCode, job.signal);
        ended.push_back(std::move(job));
    }
    return ended;
}

std::vector<SlurmStepUsage> parseSstat(std::string_view text)
{
    std::vector<SlurmStepUsage> steps;
    for (const auto& row : table(text)) {
        const std::string_view id = column(row, "JobID");
        const auto dot = id.find('.');
        SlurmStepUsage step;
        if (dot == std::string_view::npos || !number(id.substr(0, dot), step.jobId))
            continue;
        step.step = std::string(id.substr(dot + 1));
        // "4.0+1" (a het step's component, as newer sstat may name it): offset after '+'
        if (const auto plus = step.step.find('+'); plus != std::string::npos) {
            number(std::string_view(step.step).substr(plus + 1), step.hetOffset);
            step.step.resize(plus);
        }
        step.aveCpuSeconds = parseSlurmDuration(column(row, "AveCPU"));
        step.aveRssBytes = parseSlurmSize(column(row, "AveRSS"));
        step.maxRssBytes = parseSlurmSize(column(row, "MaxRSS"));
        number(column(row, "NTasks"), step.tasks);
        if (step.tasks == 0) // nothing gathered (jobacct_gather/none): AveCPU holds "213503982334-14:25:51"
            step.aveCpuSeconds = 0;
        step.nodes = std::string(column(row, "Nodelist"));
        steps.push_back(std::move(step));
    }
    return steps;
}

SlurmPartition parsePartition(std::string_view text, const std::string& partition, std::string& error)
{
    SlurmPartition out;
    out.partition = partition;
    error.clear();
    const json document = json::parse(text, nullptr, false);
    if (!document.is_object() || !document.contains("nodes") || !document["nodes"].is_array()) {
        error = spec::formatDaemonMessage(spec::daemonmsg::slurmNotJson, { "sinfo --json" });
    } else if (error = errorsOf(document); error.empty()) {
        for (const auto& entry : document["nodes"]) {
            if (!entry.is_object() || !entry.contains("partitions") || !entry["partitions"].is_array())
                continue;
            const auto& partitions = entry["partitions"];
            if (std::find(partitions.begin(), partitions.end(), json(partition)) == partitions.end())
                continue;
            SlurmNode node;
            node.name = str(entry, "name");
            node.address = str(entry, "address");
            if (node.address.empty())
                node.address = node.name;
            node.state = str(entry, "state");
            for (const auto& flag : entry.value("state_flags", json::array()))
                if (flag.is_string())
                    node.state += "+" + flag.get<std::string>();
            node.cpus = static_cast<int>(integer(entry, "cpus"));
            node.gpus = parseGpuGres(str(entry, "gres"));
            node.memoryMb = integer(entry, "real_memory");
            out.nodes.push_back(std::move(node));
        }
        if (out.nodes.empty())
            error = spec::formatDaemonMessage(spec::daemonmsg::slurmPartitionEmpty, { partition });
    }
    out.available = error.empty();
    out.error = error;
    return out;
}

int SlurmPartition::cpus() const
{
    int total = 0;
    for (const auto& node : nodes)
        total += node.cpus;
    return total;
}

int SlurmPartition::gpus() const
{
    int total = 0;
    for (const auto& node : nodes)
        total += node.gpus;
    return total;
}

int SlurmPartition::maxCpusPerNode() const
{
    int most = 0;
    for (const auto& node : nodes)
        most = std::max(most, node.cpus);
    return most;
}

int SlurmPartition::maxGpusPerNode() const
{
    int most = 0;
    for (const auto& node : nodes)
        most = std::max(most, node.gpus);
    return most;
}

std::int64_t SlurmPartition::maxMemoryPerNodeMb() const
{
    std::int64_t most = 0;
    for (const auto& node : nodes)
        most = std::max(most, node.memoryMb);
    return most;
}

} // namespace trainyard::daemon
