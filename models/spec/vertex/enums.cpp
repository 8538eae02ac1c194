#include "enums.h"

namespace trainyard::spec::vertex {

bool isTerminal(JobState state)
{
    return state == JobState::Succeeded || state == JobState::Failed || state == JobState::Cancelled
        || state == JobState::Expired || state == JobState::PartiallySucceeded;
}

} // namespace trainyard::spec::vertex
