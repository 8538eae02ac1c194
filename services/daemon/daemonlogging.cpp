#include "daemonlogging.h"

Q_LOGGING_CATEGORY(lcDaemonHttp, "trainyard.daemon.http", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaemonJobs, "trainyard.daemon.jobs", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaemonRun, "trainyard.daemon.run", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaemonLogs, "trainyard.daemon.logs", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaemonResources, "trainyard.daemon.resources", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaemonTuning, "trainyard.daemon.tuning", QtWarningMsg)
