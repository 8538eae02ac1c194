#include "resourcemonitor.h"

#include "daemonlogging.h"
#include "nvmlapi.h"

#include "spec/daemonmessages.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <sstream>

namespace trainyard::daemon {

namespace {

    constexpr std::size_t cachedRecords = 4; // finished jobs' records kept read

    std::chrono::milliseconds intervalOf(double rateHz)
    {
        const double clamped = std::clamp(rateHz, 0.1, 10.0);
        return std::chrono::milliseconds(static_cast<std::int64_t>(std::lround(1000.0 / clamped)));
    }

    // The series a replica's samples form within the daemon: unique across jobs and trials.
    std::string seriesKey(const std::string& jobId, const ReplicaGroup& group)
    {
        return jobId + '\n' + group.trial + '\n' + group.replica;
    }

    // Prometheus label values escape backslash, quote and newline.
    std::string label(const std::string& value)
    {
        std::string out;
        for (const char c : value) {
            if (c == '\\' || c == '"')
                out += '\\';
            if (c == '\n') {
                out += "\\n";
                continue;
            }
            out += c;
        }
        return out;
    }

    // Fifteen significant digits: a byte count (an H100's 85520809984) is written whole, not rounded
    // to 8.55208e+10; percentages keep their fraction.
    std::string number(double value)
    {
        std::ostringstream out;
        out.precision(15);
        out << value;
        return out.str();
    }

} // namespace

ResourceMonitor::ResourceMonitor(double rateHz, JobSource jobs, QObject* parent, std::chrono::milliseconds procRescan)
    : QObject(parent)
    , m_interval(intervalOf(rateHz))
    , m_jobs(std::move(jobs))
    , m_proc(procRescan)
    , m_downsampler(m_interval)
{
    m_timer.setInterval(m_interval);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ResourceMonitor::tick);

    // The NVIDIA driver, where there is one. Without it CPU and memory are still sampled, and the
    // API says why there are no GPU figures.
    auto nvml = std::make_unique<NvmlApi>();
    std::string error;
    if (nvml->load(error)) {
        m_nvml = std::move(nvml);
        m_ownedSource = std::make_unique<NvmlApiSource>(*m_nvml);
        unsigned int count = 0;
        const nvmlReturn_t result = m_ownedSource->deviceCount(count);
        if (result != NVML_SUCCESS)
            setGpuSource(nullptr, spec::formatDaemonMessage(spec::daemonmsg::gpuCannotCount, { m_ownedSource->errorString(result) }));
        else if (count == 0)
            setGpuSource(nullptr, spec::daemonmsg::gpuNone);
        else
            setGpuSource(m_ownedSource.get());
    } else {
        setGpuSource(nullptr, error);
    }
}

ResourceMonitor::~ResourceMonitor()
{
    for (auto& [jobId, live] : m_live)
        live.record->flush();
}

void ResourceMonitor::setGpuSource(NvmlSource* source, const std::string& status)
{
    m_gpuSource = source;
    m_gpu = source ? std::make_unique<GpuSampler>(*source) : nullptr;
    m_gpuStatus = source ? std::string() : (status.empty() ? std::string(spec::daemonmsg::gpuNoFigures) : status);
    m_latestGpus.clear();
}

void ResourceMonitor::start()
{
    m_timer.start();
}

void ResourceMonitor::stop()
{
    m_timer.stop();
}

void ResourceMonitor::sampleNow()
{
    tick();
}

void ResourceMonitor::addSamples(const SampledJob& job, const std::vector<spec::ResourceSample>& samples)
{
    Live* live = samples.empty() ? nullptr : openLive(job);
    if (!live)
        return;
    const auto age = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now() - job.started);
    bool kept = false;
    for (const auto& sample : samples) {
        live->record->addReplica({ sample.replica, sample.trial, {}, sample.node });
        const std::string key = seriesKey(job.jobId, { sample.replica, sample.trial, 0, {} });
        if (std::find(live->externalKeys.begin(), live->externalKeys.end(), key) == live->externalKeys.end())
            live->externalKeys.push_back(key);
        if (const auto point = m_downsampler.add(key, sample, std::max(age, std::chrono::seconds(0)))) {
            live->record->append(*point);
            kept = true;
        }
    }
    if (kept) {
        live->record->flush();
        emit appended(job.jobId);
    }
}

ResourceMonitor::Live* ResourceMonitor::openLive(const SampledJob& job)
{
    if (const auto it = m_live.find(job.jobId); it != m_live.end())
        return &it->second;
    // A record read while the job was not sampled (before a restart took it up) is written from now on.
    std::erase_if(m_finished, [&](const auto& cached) { return cached.first == job.jobId; });
    auto record = std::make_unique<ResourceRecord>();
    std::string error;
    if (!record->open(job.recordPath, error)) {
        qCWarning(lcDaemonResources, "job %s runs unsampled: %s", job.jobId.c_str(), error.c_str());
        return nullptr; // the workspace is gone or unwritable: the job runs on, unsampled
    }
    return &m_live.emplace(job.jobId, Live { std::move(record), {}, {} }).first->second;
}

void ResourceMonitor::tick()
{
    const std::vector<SampledJob> jobs = m_jobs();
    std::map<std::string, pid_t> groups;
    std::map<std::string, std::pair<const SampledJob*, const ReplicaGroup*>> owners;
    for (const auto& job : jobs) {
        for (const auto& group : job.groups) {
            if (group.pgid <= 0)
                continue; // a replica that runs elsewhere (a Slurm node): its samples come through addSamples
            const std::string key = seriesKey(job.jobId, group);
            groups[key] = group.pgid;
            owners[key] = { &job, &group };
        }
    }

    const auto procSamples = m_proc.sample(groups);
    GpuSampleSet gpus;
    if (m_gpu && !groups.empty()) {
        gpus = m_gpu->sample(groups, readProcessGroup);
        m_latestGpus = gpus.gpus;
    }

    const auto now = std::chrono::system_clock::now();
    std::set<std::string> touched; // jobs with new points
    std::map<std::string, std::set<std::string>> present; // job -> series sampled this tick
    m_latest.clear();
    for (const auto& raw : procSamples) {
        const auto owner = owners.find(raw.replica);
        if (owner == owners.end())
            continue;
        const SampledJob& job = *owner->second.first;
        const ReplicaGroup& group = *owner->second.second;
        Live* live = openLive(job);
        if (!live)
            continue;
        spec::ResourceSample sample;
        sample.time = spec::Timestamp::fromTimePoint(raw.time);
        sample.replica = group.replica;
        sample.trial = group.trial;
        sample.cpuPercent = raw.cpuPercent;
        sample.memoryBytes = static_cast<double>(raw.rssBytes);
        if (!group.gpus.empty()) {
            if (const auto usage = gpus.replicas.find(raw.replica); usage != gpus.replicas.end()) {
                sample.gpuUtilPercent = usage->second.utilPercent;
                if (usage->second.memoryBytes)
                    sample.gpuMemoryBytes = static_cast<double>(*usage->second.memoryBytes);
            }
        }
        m_latest.push_back({ job.jobId, sample });
        live->record->addReplica({ group.replica, group.trial, group.gpus });
        if (std::find(live->keys.begin(), live->keys.end(), raw.replica) == live->keys.end())
            live->keys.push_back(raw.replica);
        present[job.jobId].insert(raw.replica);
        const auto age = std::chrono::duration_cast<std::chrono::seconds>(now - job.started);
        if (const auto kept = m_downsampler.add(raw.replica, sample, std::max(age, std::chrono::seconds(0)))) {
            live->record->append(*kept);
            touched.insert(job.jobId);
        }
    }
    // Series whose replica ended keep what they had accumulated.
    for (auto& [jobId, live] : m_live) {
        const auto& sampled = present[jobId];
        std::vector<std::string> kept;
        for (const auto& key : live.keys) {
            if (sampled.contains(key)) {
                kept.push_back(key);
            } else if (const auto last = m_downsampler.flush(key)) {
                live.record->append(*last);
                touched.insert(jobId);
            }
        }
        live.keys = std::move(kept);
    }
    for (const auto& jobId : touched)
        m_live.at(jobId).record->flush();

    // Jobs no longer running are complete.
    std::vector<std::string> gone;
    for (const auto& entry : m_live) {
        const std::string& jobId = entry.first; // not a structured binding: clang 14 cannot capture those
        if (std::none_of(jobs.begin(), jobs.end(), [&](const SampledJob& j) { return j.jobId == jobId; }))
            gone.push_back(jobId);
    }
    for (const auto& jobId : touched)
        emit appended(jobId);
    for (const auto& jobId : gone)
        endJob(jobId);
}

void ResourceMonitor::endJob(const std::string& jobId)
{
    auto node = m_live.extract(jobId);
    if (node.empty())
        return;
    Live& live = node.mapped();
    bool more = false;
    live.keys.insert(live.keys.end(), live.externalKeys.begin(), live.externalKeys.end());
    for (const auto& key : live.keys) {
        if (const auto last = m_downsampler.flush(key)) {
            live.record->append(*last);
            more = true;
        }
    }
    live.record->close();
    m_finished.emplace_front(jobId, std::move(live.record));
    if (m_finished.size() > cachedRecords)
        m_finished.pop_back();
    if (more)
        emit appended(jobId);
    emit ended(jobId);
}

ResourceRecord* ResourceMonitor::record(const std::string& jobId, const std::string& path)
{
    if (const auto it = m_live.find(jobId); it != m_live.end())
        return it->second.record.get();
    for (auto it = m_finished.begin(); it != m_finished.end(); ++it) {
        if (it->first == jobId) {
            m_finished.splice(m_finished.begin(), m_finished, it);
            return m_finished.front().second.get();
        }
    }
    std::error_code ignored;
    if (!std::filesystem::exists(path, ignored))
        return nullptr;
    auto record = std::make_unique<ResourceRecord>();
    std::string error;
    if (!record->open(path, error))
        return nullptr;
    record->close(); // read only: the job is not sampled
    m_finished.emplace_front(jobId, std::move(record));
    if (m_finished.size() > cachedRecords)
        m_finished.pop_back();
    return m_finished.front().second.get();
}

spec::ResourceInfo ResourceMonitor::info(const ResourceRecord& record) const
{
    spec::ResourceInfo info;
    info.intervalSeconds = std::chrono::duration<double>(m_interval).count();
    info.gpuAvailable = m_gpu != nullptr;
    info.gpuStatus = m_gpuStatus;
    info.cpuOfAllocation = false;
    info.replicas = record.replicas();
    return info;
}

std::string ResourceMonitor::metrics() const
{
    std::string out;
    out += "# HELP trainyard_resource_sample_interval_seconds Time between two resource samples of a replica.\n";
    out += "# TYPE trainyard_resource_sample_interval_seconds gauge\n";
    out += "trainyard_resource_sample_interval_seconds " + number(std::chrono::duration<double>(m_interval).count()) + "\n";
    out += "# HELP trainyard_gpu_figures_available 1 when GPU figures are measured (an NVIDIA driver answers), else 0.\n";
    out += "# TYPE trainyard_gpu_figures_available gauge\n";
    out += std::string("trainyard_gpu_figures_available ") + (m_gpu ? "1" : "0") + "\n";

    const auto replicaGauge = [&](const char* name, const char* help, std::optional<double> spec::ResourceSample::*field) {
        out += std::string("# HELP ") + name + " " + help + "\n# TYPE " + name + " gauge\n";
        for (const auto& latest : m_latest) {
            const auto& value = latest.sample.*field;
            if (!value)
                continue;
            out += std::string(name) + "{job=\"" + label(latest.jobId) + "\",replica=\"" + label(latest.sample.replica) + "\"";
            if (!latest.sample.trial.empty())
                out += ",trial=\"" + label(latest.sample.trial) + "\"";
            out += "} " + number(*value) + "\n";
        }
    };
    replicaGauge("trainyard_replica_cpu_percent", "CPU use of a running replica's processes, in percent of one core.",
        &spec::ResourceSample::cpuPercent);
    replicaGauge("trainyard_replica_memory_bytes", "Resident memory of a running replica's processes.", &spec::ResourceSample::memoryBytes);
    replicaGauge("trainyard_replica_gpu_utilization_percent", "GPU utilisation of a running replica, in percent of one GPU.",
        &spec::ResourceSample::gpuUtilPercent);
    replicaGauge("trainyard_replica_gpu_memory_bytes", "GPU memory used by a running replica's processes.",
        &spec::ResourceSample::gpuMemoryBytes);

    const auto gpuGauge = [&](const char* name, const char* help, auto value) {
        out += std::string("# HELP ") + name + " " + help + "\n# TYPE " + name + " gauge\n";
        for (const auto& gpu : m_latestGpus) {
            if (const auto v = value(gpu))
                out += std::string(name) + "{gpu=\"" + std::to_string(gpu.index) + "\",uuid=\"" + label(gpu.uuid) + "\"} " + number(*v) + "\n";
        }
    };
    const auto asDouble = [](const auto& optional) { return optional ? std::optional<double>(static_cast<double>(*optional)) : std::nullopt; };
    gpuGauge("trainyard_gpu_utilization_percent", "Utilisation of a GPU, in percent.", [&](const GpuSample& g) { return asDouble(g.utilPercent); });
    gpuGauge("trainyard_gpu_memory_used_bytes", "Memory used on a GPU.", [&](const GpuSample& g) { return asDouble(g.memoryUsed); });
    gpuGauge("trainyard_gpu_memory_total_bytes", "Memory of a GPU.", [&](const GpuSample& g) { return asDouble(g.memoryTotal); });
    gpuGauge("trainyard_gpu_power_watts", "Power drawn by a GPU.", [&](const GpuSample& g) { return g.powerWatts; });
    gpuGauge("trainyard_gpu_temperature_celsius", "Temperature of a GPU.", [&](const GpuSample& g) { return asDouble(g.temperatureC); });
    return out;
}

} // namespace trainyard::daemon
