#include "jobstatemachine.h"

#include <array>

namespace trainyard::daemon {

namespace {

    using S = spec::State;
    using M = JobStateMachine;

    constexpr auto table = std::to_array<JobStateMachine::Rule>({
        // from            to              effects                    when
        { S::Unspecified, S::Queued, M::EntersQueue, "created" },

        { S::Queued, S::Preparing, M::LeavesQueue, "the scheduler reserved its slots and GPUs" },
        { S::Queued, S::Cancelled, M::LeavesQueue | M::Ends, "cancelled, or its maxWaitTime passed, before it started" },
        // A job launched to a cluster (Slurm) is QUEUED while it waits in the cluster's queue.
        { S::Queued, S::Queued, M::None, "noted: the cluster's reason for the wait changed, or the job was submitted again" },
        { S::Queued, S::Running, M::LeavesQueue | M::Starts, "the cluster started every replica" },
        { S::Queued, S::Cancelling, M::LeavesQueue, "cancelled while it waited in the cluster's queue" },
        { S::Queued, S::Failed, M::LeavesQueue | M::Ends, "the cluster refused or lost it, or the daemon could not resume it" },

        { S::Preparing, S::Running, M::Starts, "its replicas were launched" },
        { S::Preparing, S::Queued, M::EntersQueue, "the daemon restarted while it prepared (it starts over), or it waits in a cluster's queue" },
        { S::Preparing, S::Cancelling, M::None, "cancelled while its packages or images were prepared" },
        { S::Preparing, S::Succeeded, M::Ends, "its run ended well before it was launched" },
        { S::Preparing, S::Failed, M::Ends, "preparing failed, its log could not be opened, or the daemon could not resume it" },
        { S::Preparing, S::Cancelled, M::Ends, "its maxWaitTime passed while it prepared" },

        { S::Running, S::Running, M::None, "noted: a replica restarted, a trial started or ended" },
        { S::Running, S::Cancelling, M::None, "cancelled; its replicas are being stopped" },
        { S::Running, S::Succeeded, M::Ends, "its replicas (or its study) ended well" },
        { S::Running, S::Failed, M::Ends, "a replica failed, maxRunningTime passed, or the daemon could not resume it" },

        { S::Cancelling, S::Cancelled, M::Ends, "its replicas are gone" },
        { S::Cancelling, S::Failed, M::Ends, "it had failed before the cancel, or the daemon could not resume it" },
        { S::Cancelling, S::Succeeded, M::Ends, "it had ended well before the cancel" },
    });

} // namespace

std::span<const JobStateMachine::Rule> JobStateMachine::rules()
{
    return table;
}

const JobStateMachine::Rule* JobStateMachine::find(spec::State from, spec::State to)
{
    for (const Rule& rule : table) {
        if (rule.from == from && rule.to == to)
            return &rule;
    }
    return nullptr;
}

} // namespace trainyard::daemon
