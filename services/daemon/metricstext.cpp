#include "metricstext.h"

namespace trainyard::daemon {

std::string metricsText(const JobCounts& counts)
{
    std::string out = "# HELP trainyard_jobs Jobs by state.\n# TYPE trainyard_jobs gauge\n";
    for (const auto& [state, count] : counts.byState)
        out += "trainyard_jobs{state=\"" + state + "\"} " + std::to_string(count) + "\n";
    out += "# HELP trainyard_queue_length Jobs waiting for resources.\n# TYPE trainyard_queue_length gauge\n";
    out += "trainyard_queue_length " + std::to_string(counts.queueLength) + "\n";
    out += "# HELP trainyard_replicas_running Replica processes of running jobs.\n# TYPE trainyard_replicas_running gauge\n";
    out += "trainyard_replicas_running " + std::to_string(counts.replicasRunning) + "\n";
    out += "# HELP trainyard_free_slots Replica slots not in use.\n# TYPE trainyard_free_slots gauge\n";
    out += "trainyard_free_slots " + std::to_string(counts.freeSlots) + "\n";
    out += "# HELP trainyard_log_bytes Bytes of replica output in the logs the daemon has open (running and recently read jobs).\n";
    out += "# TYPE trainyard_log_bytes gauge\ntrainyard_log_bytes " + std::to_string(counts.logBytes) + "\n";
    return out;
}

} // namespace trainyard::daemon
