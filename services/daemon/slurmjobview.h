#pragma once

#include "slurmstatus.h"

#include <cstdint>
#include <string>
#include <vector>

namespace trainyard::daemon {

// One submission of a run as the last squeue snapshot shows it, found by its job name (unique per
// submission; never by a Slurm id alone, which a controller that crashed may hand out again).
struct SlurmJobView {
    bool present = false; // some component has not ended: the job pends or runs
    std::int64_t jobId = 0; // the het leader's id while present, else 0
    std::string state; // the leader's state while present
    std::string pendingReason; // Slurm's reason while it pends ("Resources"), empty for "None"
    // The components that ended, as squeue still lists them for a while (MinJobAge): the job's end
    // once none is present.
    std::vector<SlurmEnded> ends;

    bool pending() const { return present && (state == "PENDING" || state == "CONFIGURING" || state == "REQUEUED"); }
};

// The job named `name` in `jobs` (every component of it).
SlurmJobView viewSlurmJob(const std::vector<SlurmJobStatus>& jobs, const std::string& name);
// True for the states after which nothing of a job runs.
bool isSlurmEndState(const std::string& state);

} // namespace trainyard::daemon
