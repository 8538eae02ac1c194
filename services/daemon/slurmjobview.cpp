#include "slurmjobview.h"

namespace trainyard::daemon {

bool isSlurmEndState(const std::string& state)
{
    return state == "COMPLETED" || state == "FAILED" || state == "CANCELLED" || state == "TIMEOUT" || state == "OUT_OF_MEMORY"
        || state == "NODE_FAIL" || state == "PREEMPTED" || state == "BOOT_FAIL" || state == "DEADLINE";
}

SlurmJobView viewSlurmJob(const std::vector<SlurmJobStatus>& jobs, const std::string& name)
{
    SlurmJobView view;
    const SlurmJobStatus* leader = nullptr;
    for (const auto& status : jobs) {
        if (status.name != name)
            continue;
        if (isSlurmEndState(status.state)) {
            view.ends.push_back({ status.jobId, status.name, status.state, status.nodes, status.exitCode, status.signal });
            continue;
        }
        view.present = true;
        if (!leader || status.hetOffset < leader->hetOffset)
            leader = &status;
    }
    if (leader) {
        view.jobId = leader->hetJobId > 0 ? leader->hetJobId : leader->jobId;
        view.state = leader->state;
        view.pendingReason = leader->reason == "None" ? std::string() : leader->reason;
    }
    return view;
}

} // namespace trainyard::daemon
