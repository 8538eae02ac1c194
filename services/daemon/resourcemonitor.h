#pragma once

#include "gpusampler.h"
#include "procsampler.h"
#include "resourcedownsampler.h"
#include "resourcerecord.h"
#include "run.h"

#include "spec/resourcerecords.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace trainyard::daemon {

class NvmlApi;

// Samples what every running replica uses, at the daemon's sample rate: CPU and resident memory of
// its process group from /proc (ProcSampler), its GPUs' utilisation and memory from NVML where there
// is a driver (GpuSampler). Each job's samples go to its ResourceRecord (downsampled as the job
// ages), which GET …/jobs/{id}/resources serves and follows; the latest of each replica and GPU is
// exported on /metrics. Runs on the daemon's thread: one tick costs one pass over /proc and a few
// NVML calls (tests/bench/bench_sampler measures it).
class ResourceMonitor : public QObject {
    Q_OBJECT

public:
    using JobSource = std::function<std::vector<SampledJob>()>;

    // rateHz: samples per second, 0.1 to 10. jobs: asked once per tick for what runs. procRescan: how
    // often /proc is scanned whole for the replicas' processes (ProcSampler; 0: every sample).
    ResourceMonitor(double rateHz, JobSource jobs, QObject* parent = nullptr,
        std::chrono::milliseconds procRescan = std::chrono::milliseconds(1000));
    ~ResourceMonitor() override;

    // GPU figures from this source instead of the NVIDIA driver (tests feed NVML's structures).
    // nullptr with a status: no GPU figures, for that reason.
    void setGpuSource(NvmlSource* source, const std::string& status = {});

    void start();
    void stop();
    // One tick now (tests, benchmarks).
    void sampleNow();

    // Samples measured elsewhere: a Slurm replica's figures from sstat, each naming its replica, trial
    // and node (the monitor's own samples leave the node empty: they run here). Kept in the job's record
    // as the monitor's own are, downsampled by the job's age, and announced with appended(). The job
    // must stay among those the JobSource lists while it runs, or the next tick ends its record: its
    // replicas listed as groups with pgid 0, which the monitor never looks for in /proc.
    void addSamples(const SampledJob& job, const std::vector<spec::ResourceSample>& samples);

    // A job's record: the one being written while it runs, else read from its file (nullptr when
    // there is none, or it cannot be read). Finished jobs' records are cached, a few at a time.
    ResourceRecord* record(const std::string& jobId, const std::string& path);
    spec::ResourceInfo info(const ResourceRecord& record) const;
    // True while the job's replicas are sampled (its record may still grow).
    bool sampling(const std::string& jobId) const { return m_live.contains(jobId); }

    std::chrono::milliseconds interval() const { return m_interval; }
    // Prometheus text: the latest figures of every sampled replica and every GPU.
    std::string metrics() const;

signals:
    void appended(const std::string& jobId); // new samples in the job's record
    void ended(const std::string& jobId); // the job is no longer sampled: its record is complete

private:
    struct Live {
        std::unique_ptr<ResourceRecord> record;
        std::vector<std::string> keys; // series being downsampled: "trial/replica"
        std::vector<std::string> externalKeys; // those of addSamples: they come at their own pace, flushed when the job ends
    };
    void tick();
    void endJob(const std::string& jobId);
    Live* openLive(const SampledJob& job);

    std::chrono::milliseconds m_interval;
    JobSource m_jobs;
    QTimer m_timer;
    ProcSampler m_proc;
    std::unique_ptr<NvmlApi> m_nvml;
    std::unique_ptr<NvmlSource> m_ownedSource;
    NvmlSource* m_gpuSource = nullptr;
    std::unique_ptr<GpuSampler> m_gpu;
    std::string m_gpuStatus; // why there are no GPU figures; empty when there are
    ResourceDownsampler m_downsampler;
    std::map<std::string, Live> m_live; // by job id
    std::list<std::pair<std::string, std::unique_ptr<ResourceRecord>>> m_finished; // most recently used first
    // For /metrics.
    struct Latest {
        std::string jobId;
        spec::ResourceSample sample;
    };
    std::vector<Latest> m_latest;
    std::vector<GpuSample> m_latestGpus;
};

} // namespace trainyard::daemon
