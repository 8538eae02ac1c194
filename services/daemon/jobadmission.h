#pragma once

#include "daemonconfig.h"
#include "joberror.h"
#include "scheduler.h"

#include "spec/catalog.h"
#include "spec/job.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>

namespace trainyard::daemon {

// Why this daemon could never run the job, checked before create queues it, or nullopt: a
// prediction job, the daemon's limits on counts and sizes (on the numbers as sent: a plan of 10^8
// replicas is never built) with the spec's rules, more replicas or GPUs than the machine has. The
// job's id and study are Engine's to check: they depend on the other jobs.
// `totalSlots` and `totalGpus` are those of the job's location.
std::optional<JobError> admissionError(const spec::Job& job, const DaemonConfig& config, const spec::Catalog& catalog, int totalSlots, int totalGpus);
// The admitted job as the daemon keeps it: the spec's defaults filled in, QUEUED, created now, and a
// tuning job marked as one from the start (a client tells it while it is still queued).
spec::Job admittedJob(spec::Job job);
// Why the job may not carry these labels (only the labels' own rules), or nullopt.
std::optional<JobError> labelsError(const spec::Job& job, const std::optional<std::map<std::string, std::string>>& labels,
    const spec::Catalog& catalog);
// The job's document as stored and answered, with its etag set on both: the etag changes with every
// change of the job (base64 of a hash of the document without it).
nlohmann::json stampEtag(spec::Job& job);

// What a job needs of its location to start: its replica plan's slots and GPUs, times the trials it
// runs at once for a tuning job.
struct Reservation {
    int replicaSlots = 0;
    int gpus = 0;
    int parallelTrials = 0; // tuning jobs: trials at once
    std::string note; // why fewer than maxParallelTrials

    static Reservation of(const spec::Job& job, int totalSlots, int totalGpus);
    // The reason of the job's QUEUED -> PREPARING transition, once `grant` was given.
    static std::string reason(const Scheduler::Grant& grant, int parallelTrials, const std::string& note);
};

} // namespace trainyard::daemon
