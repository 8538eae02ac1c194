#pragma once

#include "daemonconfig.h"

#include "spec/job.h"
#include "spec/violation.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace trainyard::daemon {

// Every count, size and length a request may carry, in one place (docs/api.md, "Limits"). Each is
// checked on the request's numbers before anything is built from them: a job of 10^8 replicas is
// refused in microseconds instead of building 10^8 plan entries. Limits the spec library already
// enforces for Google's rules (job ids of at most 128 characters, at most 64 labels of at most 63
// characters, at most 1,000 discreteValues) are not repeated here.
namespace limits {

    // Replicas of one job, the master included, however large --slots is. Each running replica holds
    // a supervisor process, a TCP port for the cluster spec, a process handle and two log files, and
    // is listed in every replica's TF_CONFIG: a thousand is far beyond a workstation, and safely
    // within ports and descriptors.
    inline constexpr std::int64_t maxReplicas = 1'000;
    // GPUs of one replica: above every machine type Google offers (a2-megagpu-16g has 16), and small
    // enough that replicas × GPUs never overflows.
    inline constexpr std::int64_t maxAcceleratorsPerReplica = 64;

    // Trials of one tuning job. The job's document keeps every trial with every value it reported and
    // is rewritten at each trial's start and end, the tuner's Gaussian process is cubic in the trials
    // (it falls back to random search past 500), and at 1,000 the job is a long study on any machine.
    inline constexpr std::int32_t maxTrials = 1'000;
    // maxParallelTrials and maxFailedTrials cannot usefully exceed maxTrials; the same ceiling.
    inline constexpr std::int32_t maxParallelTrials = maxTrials;
    inline constexpr std::int32_t maxFailedTrials = maxTrials;
    // Parameters of a study: each is a flag on every trial's command line and a dimension of the
    // tuner's space (the Gaussian process uses 20 at most, then random search).
    inline constexpr std::size_t maxParams = 100;
    // Values of one CATEGORICAL parameter: as many as Google allows discreteValues.
    inline constexpr std::size_t maxCategoricalValues = 1'000;

    // Local packages of a job: each is copied or unpacked in PREPARING, one after the other, and put
    // on PYTHONPATH.
    inline constexpr std::size_t maxPackageUris = 100;
    // Items of args, containerCommand and containerArgs (each list); their bytes are limited by the
    // system's argument limit (checkCommandLine).
    inline constexpr std::size_t maxArgs = 10'000;
    // Linux's limit on one argument or environment string, its NUL included (MAX_ARG_STRLEN, 32
    // pages): one arg, and TF_CONFIG and CLUSTER_SPEC, which carry the whole trainingInput.
    inline constexpr std::size_t maxExecString = 131'072;
    // The kernel's own cap on a command line and environment together, whatever the stack limit
    // (3/4 of 8 MiB, fs/exec.c); sysconf(_SC_ARG_MAX) gives the lower limit of the stack's rlimit.
    inline constexpr std::size_t maxExecBytes = 6 * 1024 * 1024;

    // jobs.list: Google's documented default and maximum; larger page sizes are clamped to it
    // (AIP-158: the console asks for 1,000 a page).
    inline constexpr int defaultListPageSize = 20;
    inline constexpr int maxListPageSize = 100;
    // A jobs.list filter. Each term is evaluated against every job's document on the daemon's
    // main thread: 4,096 characters are some 400 terms, far beyond any filter a person writes.
    inline constexpr std::size_t maxFilterLength = 4'096;
    // …/logs, …/logs:attributes, …/resources and …/logs:search windows: larger values are clamped.
    inline constexpr int defaultLogPage = 1'000;
    inline constexpr int maxLogPage = 10'000;
    inline constexpr int defaultResourcePage = 10'000;
    inline constexpr int maxResourcePage = 100'000;
    inline constexpr std::int64_t defaultAttributesPage = 1'000'000;
    inline constexpr std::int64_t maxAttributesPage = 4'000'000;
    inline constexpr std::int64_t defaultMaxMatches = 1'000'000;
    inline constexpr std::int64_t maxMaxMatches = 10'000'000;

    // Unknown members named in one answer (the rest are counted): an 8 MiB body of empty members
    // must not make an answer many times its size.
    inline constexpr std::size_t maxReportedUnknownMembers = 100;

} // namespace limits

// The system's limit on a replica's command line and environment together: sysconf(_SC_ARG_MAX),
// at most limits::maxExecBytes.
std::size_t systemArgumentLimit();

// Every limit above that a create body breaks, and every relative path where the daemon needs an
// absolute one (packageUris, jobDir, trainingInput.pythonInterpreter), as field violations in the
// spec library's form, so that they are answered together with its own. `config` gives what a
// replica's command line and environment hold besides the job (the interpreter, the data dir).
std::vector<spec::Violation> checkRequestLimits(const spec::Job& job, const DaemonConfig& config);

} // namespace trainyard::daemon
