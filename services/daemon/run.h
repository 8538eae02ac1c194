#pragma once

#include "spec/resourcerecords.h"
#include "spec/trainingoutput.h"

#include <QObject>

#include <chrono>

#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace trainyard::daemon {

// One live replica process group, for resource sampling.
struct ReplicaGroup {
    std::string replica; // "master-replica-0"
    std::string trial; // the tuning trial ("3"); empty for a plain job
    pid_t pgid = 0;
    std::vector<int> gpus; // the device indices it was given (CUDA_VISIBLE_DEVICES)
};

// A job whose replicas are to be sampled now.
struct SampledJob {
    std::string jobId;
    std::string recordPath; // its resources.jsonl
    std::chrono::system_clock::time_point started; // when it went RUNNING: the age that downsampling goes by
    std::vector<ReplicaGroup> groups;
};

// What the engine drives for a job that holds resources: one replica set (JobRun here, SlurmRun on a
// Slurm cluster) or the trials of a hyperparameter-tuning job (TuningRun), each one replica set. The engine turns the signals into the
// job's state transitions; it never needs to know which kind it drives.
class Run : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // PREPARING: stages the trainer package. Ends with prepared() or failed().
    virtual void prepare() = 0;
    // Starts replicas with these GPUs (all the job reserved): at once (started() before it returns), or
    // once a cluster's scheduler has placed them (queued() while they wait, then started()).
    virtual void launch(const std::vector<int>& gpus) = 0;
    // After a daemon restart: takes up what still runs and what ended meanwhile. False when the job cannot be taken up.
    virtual bool resume(std::string& reason) = 0;
    // For a job that was still PREPARING when the daemon died: kills whatever it had started.
    virtual void killLeftovers() = 0;
    // Stops every process: SIGTERM to each process group, SIGKILL after the grace period. Ends with stopped().
    virtual void stop() = 0;
    // stop() was called (or the run stops itself).
    virtual bool stopping() const = 0;
    // launch() got far enough for resume() to take the run up after a daemon restart.
    virtual bool launched() const = 0;
    virtual int slotCount() const = 0;
    virtual const std::vector<int>& gpus() const = 0;
    // Why the job went RUNNING after launch(): "all 4 replicas started".
    virtual std::string startReason() const = 0;
    // The process groups of its replicas that are running now.
    virtual std::vector<ReplicaGroup> replicaGroups() const = 0;
    // Why the job's resource figures are missing, in words (a cluster that gathers none); empty when
    // nothing is missing, or the run samples nothing itself.
    virtual std::string resourceStatus() const { return {}; }
    // The job's trainingOutput as the run knows it now (tuning jobs), or nothing to change.
    virtual std::optional<spec::TrainingOutput> output() const { return std::nullopt; }

signals:
    void prepared();
    void queued(const std::string& reason); // launched, its replicas wait in a cluster's queue for this reason
    void started(); // every replica was started: the job is RUNNING
    void cancelled(const std::string& reason); // someone outside the daemon cancelled it (scancel)
    // Resource figures measured elsewhere (a Slurm cluster's accounting), for the job's record; the
    // run's replicaGroups() list those replicas with no process group here.
    void sampled(const std::vector<spec::ResourceSample>& samples);
    void failed(const std::string& reason); // the job failed; its processes are being stopped
    void succeeded(const std::string& reason); // the job succeeded; what is left of it is being stopped
    void noted(const std::string& reason); // an event within RUNNING (a replica restarted, a trial started or ended)
    void outputChanged(); // output() changed in a way that needs no transition (new metrics)
    void stopped(); // no process of the job is left
};

} // namespace trainyard::daemon
