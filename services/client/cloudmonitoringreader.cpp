#include "cloudmonitoringreader.h"

#include "apiclient.h"

#include "spec/strictjson.h"

#include <algorithm>
#include <numeric>

namespace trainyard::client {

namespace {

    const std::string cpuMetric = "ml.googleapis.com/training/cpu/utilization";
    const std::string memoryMetric = "ml.googleapis.com/training/memory/utilization";
    const std::string acceleratorMetric = "ml.googleapis.com/training/accelerator/utilization";
    const std::string acceleratorMemoryMetric = "ml.googleapis.com/training/accelerator/memory/utilization";

    std::string labelOf(const nlohmann::json& object, const char* group, const char* name)
    {
        if (!object.is_object() || !object.contains(group) || !object[group].is_object())
            return {};
        const nlohmann::json& labels = object[group];
        if (!labels.contains("labels") || !labels["labels"].is_object() || !labels["labels"].contains(name) || !labels["labels"][name].is_string())
            return {};
        return labels["labels"][name].get<std::string>();
    }

    // A TypedValue: doubleValue as a number, int64Value as a string (proto3 JSON).
    std::optional<double> valueOf(const nlohmann::json& point)
    {
        if (!point.is_object() || !point.contains("value") || !point["value"].is_object())
            return std::nullopt;
        const nlohmann::json& value = point["value"];
        if (value.contains("doubleValue") && value["doubleValue"].is_number())
            return value["doubleValue"].get<double>();
        if (value.contains("int64Value")) {
            const nlohmann::json& v = value["int64Value"];
            if (v.is_number())
                return v.get<double>();
            if (v.is_string()) {
                try {
                    return static_cast<double>(std::stoll(v.get<std::string>()));
                } catch (const std::exception&) {
                    return std::nullopt;
                }
            }
        }
        return std::nullopt;
    }

} // namespace

CloudMonitoringReader::CloudMonitoringReader(std::string project, std::string jobId, std::chrono::seconds settle)
    : m_project(std::move(project))
    , m_jobId(std::move(jobId))
    , m_settle(settle)
{
}

const std::vector<std::string>& CloudMonitoringReader::metricTypes()
{
    static const std::vector<std::string> types { cpuMetric, memoryMetric, acceleratorMetric, acceleratorMemoryMetric };
    return types;
}

void CloudMonitoringReader::beginPoll(const spec::Timestamp& now)
{
    m_pollEnd = now;
    if (m_lastTaken)
        m_windowStart = { m_lastTaken->seconds - m_settle.count(), m_lastTaken->nanos };
    else
        m_windowStart = m_start.value_or(spec::Timestamp { now.seconds - 3600, 0 });
}

std::string CloudMonitoringReader::requestPath(const std::string& metricType, const std::string& pageToken) const
{
    const std::string filter = "metric.type=\"" + metricType + "\" AND resource.type=\"cloudml_job\" AND resource.labels.job_id=\"" + m_jobId + "\"";
    std::string path = "/v3/projects/" + urlEncode(m_project) + "/timeSeries?filter=" + urlEncode(filter)
        + "&interval.startTime=" + urlEncode(m_windowStart.toString()) + "&interval.endTime=" + urlEncode(m_pollEnd.toString());
    if (!pageToken.empty())
        path += "&pageToken=" + urlEncode(pageToken);
    return path;
}

std::optional<CloudMonitoringReader::Page> CloudMonitoringReader::accept(const std::string& metricType, std::string_view body, std::string& error)
{
    const auto parsed = spec::parseStrictJson(body);
    if (!parsed || !parsed.value->is_object()) {
        error = "Cloud Monitoring sent an answer that is not a ListTimeSeriesResponse";
        return std::nullopt;
    }
    const nlohmann::json& json = *parsed.value;
    Page page;
    if (json.contains("nextPageToken") && json["nextPageToken"].is_string())
        page.nextPageToken = json["nextPageToken"].get<std::string>();
    if (!json.contains("timeSeries")) // proto3 JSON omits an empty list
        return page;
    if (!json["timeSeries"].is_array()) {
        error = "Cloud Monitoring sent timeSeries that is not a list";
        return std::nullopt;
    }
    // The unit is per series; a response may also give one for all of them.
    const std::string responseUnit = json.contains("unit") && json["unit"].is_string() ? json["unit"].get<std::string>() : std::string();
    for (const auto& series : json["timeSeries"]) {
        std::string replica = labelOf(series, "resource", "task_name");
        if (replica.empty())
            replica = labelOf(series, "metric", "task_name");
        if (replica.empty())
            continue; // a series of the job as a whole: not a replica's
        const std::string trial = labelOf(series, "metric", "trial_id");
        std::string accelerator = labelOf(series, "metric", "accelerator_id");
        // Utilisations are fractions ("10^2.%") unless the series says percent.
        const std::string unit = series.contains("unit") && series["unit"].is_string() ? series["unit"].get<std::string>() : responseUnit;
        const double scale = unit == "%" ? 1.0 : 100.0;
        if (!series.contains("points") || !series["points"].is_array())
            continue;
        for (const auto& point : series["points"]) {
            const auto value = valueOf(point);
            if (!value || !point.contains("interval") || !point["interval"].is_object() || !point["interval"].contains("endTime")
                || !point["interval"]["endTime"].is_string())
                continue;
            const auto time = spec::Timestamp::parse(point["interval"]["endTime"].get<std::string>());
            if (!time)
                continue;
            const Key key { time->seconds, time->nanos, trial, replica };
            if (m_taken.contains(key))
                continue; // handed out by an earlier poll
            Point& p = m_pending[key];
            const double percent = *value * scale;
            if (metricType == cpuMetric)
                p.cpu = percent;
            else if (metricType == memoryMetric)
                p.memory = percent;
            else if (metricType == acceleratorMetric)
                p.gpuUtil[accelerator] = percent;
            else if (metricType == acceleratorMemoryMetric)
                p.gpuMemory[accelerator] = percent;
            if (metricType == acceleratorMetric || metricType == acceleratorMemoryMetric)
                m_accelerators[{ trial, replica }].insert(accelerator);
            ++page.points;
        }
    }
    return page;
}

std::vector<spec::ResourceSample> CloudMonitoringReader::take(bool finished)
{
    const std::int64_t settledBefore = m_pollEnd.seconds - m_settle.count();
    std::vector<spec::ResourceSample> out;
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        const auto& [seconds, nanos, trial, replica] = it->first;
        if (!finished && seconds > settledBefore) {
            ++it;
            continue;
        }
        const Point& p = it->second;
        spec::ResourceSample sample;
        sample.time = { seconds, nanos };
        sample.replica = replica;
        sample.trial = trial;
        sample.cpuPercent = p.cpu;
        sample.memoryPercent = p.memory;
        if (!p.gpuUtil.empty())
            sample.gpuUtilPercent = std::accumulate(p.gpuUtil.begin(), p.gpuUtil.end(), 0.0, [](double sum, const auto& a) { return sum + a.second; });
        if (!p.gpuMemory.empty())
            sample.gpuMemoryPercent = std::accumulate(p.gpuMemory.begin(), p.gpuMemory.end(), 0.0, [](double sum, const auto& a) { return sum + a.second; })
                / static_cast<double>(p.gpuMemory.size());
        out.push_back(std::move(sample));
        m_taken.insert(it->first);
        it = m_pending.erase(it);
    }
    // m_pending is ordered by time first, so `out` is in time order.
    for (auto& sample : out)
        sample.seq = ++m_seq;
    if (!out.empty() && (!m_lastTaken || out.back().time > *m_lastTaken))
        m_lastTaken = out.back().time;
    return out;
}

spec::ResourceInfo CloudMonitoringReader::info() const
{
    spec::ResourceInfo info;
    info.intervalSeconds = 60;
    info.cpuOfAllocation = true;
    info.gpuAvailable = !m_accelerators.empty();
    if (!info.gpuAvailable)
        info.gpuStatus = "Cloud Monitoring has no accelerator series for this job (its replicas have no GPU, or none reported yet)";
    std::set<std::pair<std::string, std::string>> replicas;
    for (const auto& key : m_taken)
        replicas.insert({ std::get<2>(key), std::get<3>(key) });
    for (const auto& [key, point] : m_pending)
        replicas.insert({ std::get<2>(key), std::get<3>(key) });
    for (const auto& [trial, replica] : replicas) {
        spec::ResourceReplica r { replica, trial, {} };
        if (const auto a = m_accelerators.find({ trial, replica }); a != m_accelerators.end()) {
            for (std::size_t i = 0; i < a->second.size(); ++i)
                r.gpus.push_back(static_cast<int>(i));
        }
        info.replicas.push_back(std::move(r));
    }
    return info;
}

} // namespace trainyard::client
