// Job and trial states between v1 and Vertex. Vertex has states v1 lacks; each reads as the v1 state
// a user would act on alike (an expired job is over without success, a paused one still holds its place).

#include "conversion.h"

namespace trainyard::spec::vertex {

spec::State toV1State(JobState state)
{
    switch (state) {
    case JobState::Unspecified:
        return spec::State::Unspecified;
    case JobState::Queued:
        return spec::State::Queued;
    case JobState::Pending:
        return spec::State::Preparing;
    case JobState::Running:
    case JobState::Paused:
    case JobState::Updating:
        return spec::State::Running;
    case JobState::Succeeded:
    case JobState::PartiallySucceeded:
        return spec::State::Succeeded;
    case JobState::Failed:
    case JobState::Expired:
        return spec::State::Failed;
    case JobState::Cancelling:
        return spec::State::Cancelling;
    case JobState::Cancelled:
        return spec::State::Cancelled;
    }
    return spec::State::Unspecified;
}

JobState toVertexState(spec::State state)
{
    switch (state) {
    case spec::State::Unspecified:
        return JobState::Unspecified;
    case spec::State::Queued:
        return JobState::Queued;
    case spec::State::Preparing:
        return JobState::Pending;
    case spec::State::Running:
        return JobState::Running;
    case spec::State::Succeeded:
        return JobState::Succeeded;
    case spec::State::Failed:
        return JobState::Failed;
    case spec::State::Cancelling:
        return JobState::Cancelling;
    case spec::State::Cancelled:
        return JobState::Cancelled;
    }
    return JobState::Unspecified;
}

// A trial that has not started is REQUESTED; one whose run failed or was cancelled before it measured
// anything is INFEASIBLE (Vizier's word for "done without a final measurement"); an early-stopped
// trial is SUCCEEDED, as Vertex reports it.
TrialState toVertexTrialState(spec::State state)
{
    switch (state) {
    case spec::State::Unspecified:
        return TrialState::Unspecified;
    case spec::State::Queued:
    case spec::State::Preparing:
        return TrialState::Requested;
    case spec::State::Running:
        return TrialState::Active;
    case spec::State::Cancelling:
        return TrialState::Stopping;
    case spec::State::Succeeded:
        return TrialState::Succeeded;
    case spec::State::Failed:
    case spec::State::Cancelled:
        return TrialState::Infeasible;
    }
    return TrialState::Unspecified;
}

spec::State toV1TrialState(TrialState state)
{
    switch (state) {
    case TrialState::Unspecified:
        return spec::State::Unspecified;
    case TrialState::Requested:
        return spec::State::Queued;
    case TrialState::Active:
        return spec::State::Running;
    case TrialState::Stopping:
        return spec::State::Cancelling;
    case TrialState::Succeeded:
        return spec::State::Succeeded;
    case TrialState::Infeasible:
        return spec::State::Failed;
    }
    return spec::State::Unspecified;
}

} // namespace trainyard::spec::vertex
