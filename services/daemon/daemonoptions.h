#pragma once

#include "daemonconfig.h"

#include <QStringList>

namespace trainyard::daemon {

// Reads trainyardd's command line into `config`. Prints help, the version or what is wrong (naming
// the flag) and returns false when the daemon should not start.
bool parseOptions(const QStringList& arguments, DaemonConfig& config);

} // namespace trainyard::daemon
