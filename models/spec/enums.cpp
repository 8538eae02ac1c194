#include "enums.h"

namespace trainyard::spec {

bool isTerminal(State state)
{
    return state == State::Succeeded || state == State::Failed || state == State::Cancelled;
}

} // namespace trainyard::spec
