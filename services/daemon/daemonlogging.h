#pragma once

#include <QLoggingCategory>

// One logging category per part of the daemon, so that one part can be made talkative without the
// others: QT_LOGGING_RULES="trainyard.daemon.jobs.info=true" prints every state change,
// "trainyard.daemon.*.debug=true" every request too. What each category logs, and at which level:
//   http       each request (debug)
//   jobs       each state change (info), a transition the state machine refuses (warning)
//   run        a replica or preparer that fails (warning)
//   logs       a log that cannot be opened (warning)
//   resources  a sampler that cannot read (warning)
//   tuning     a trial that fails, a study that stops (info)
// Only warnings are printed unless asked: the daemon runs thousands of jobs, and its stderr is what a
// test keeps for its failure report.
Q_DECLARE_LOGGING_CATEGORY(lcDaemonHttp)
Q_DECLARE_LOGGING_CATEGORY(lcDaemonJobs)
Q_DECLARE_LOGGING_CATEGORY(lcDaemonRun)
Q_DECLARE_LOGGING_CATEGORY(lcDaemonLogs)
Q_DECLARE_LOGGING_CATEGORY(lcDaemonResources)
Q_DECLARE_LOGGING_CATEGORY(lcDaemonTuning)
