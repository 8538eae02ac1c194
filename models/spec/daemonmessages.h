#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <initializer_list>
#include <optional>
#include <span>
#include <string>

// The messages trainyardd writes into a job: the reasons of its state changes (…/events, jobs:watch)
// and its errorMessage. The daemon sends them in English, as the API does; the console shows them in
// its language. Each message is built from one of these templates (%1…%9 stand for its values), so
// the console can recognise an English line, find its template and translate it with the values in
// place. One source of truth: the daemon formats with these constants, lupdate reads them from here.
//
// A value may itself be a message built from a template (an exit description inside a replica's
// failure, a trial's failure inside the tuning job's): translateDaemonMessage() translates those too.
// Adding a template: declare it here, add it to all below (tst_daemonmessages checks both, and that
// no two templates read alike).

namespace trainyard::spec {

// The translation context of every daemon message (lupdate and translateDaemonMessage()).
inline constexpr const char* daemonMessageContext = "trainyard::spec::DaemonMessages";

namespace daemonmsg {

    // The job's life (engine.cpp, jobadmission.cpp).
    inline constexpr const char* created = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "created");
    inline constexpr const char* resourcesReserved = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "resources reserved: %1 slots, %2 GPUs");
    inline constexpr const char* resourcesReservedOneTrial
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "resources reserved: %1 slots, %2 GPUs for %3 trial at once");
    inline constexpr const char* resourcesReservedTrials
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "resources reserved: %1 slots, %2 GPUs for %3 trials at once");
    inline constexpr const char* resourcesReservedOneTrialNote
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "resources reserved: %1 slots, %2 GPUs for %3 trial at once (%4)");
    inline constexpr const char* resourcesReservedTrialsNote
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "resources reserved: %1 slots, %2 GPUs for %3 trials at once (%4)");
    inline constexpr const char* cannotOpenLog = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot open the job's log: %1");
    inline constexpr const char* cancelRequested = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cancel requested");
    inline constexpr const char* cancelledByUser = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cancelled by the user");
    inline constexpr const char* cancelledBeforeStart
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cancelled by the user before it started");
    inline constexpr const char* maxWaitTimeExceeded
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the job did not start running within its maxWaitTime of %1");
    inline constexpr const char* maxRunningTimeExceeded
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "The job ran longer than its maxRunningTime of %1 and was stopped.");

    // A daemon restart (engine.cpp, jobrun.cpp, tuningrun.cpp).
    inline constexpr const char* restartCannotOpenLog
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the daemon restarted and cannot open the job's log: %1");
    inline constexpr const char* restartRequeued
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the daemon restarted while the job was being prepared; it is queued again");
    inline constexpr const char* restartNotResumed
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "The daemon restarted and could not take the job up again: %1");
    inline constexpr const char* cancelledAfterRestart
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cancelled (completed after a daemon restart)");
    inline constexpr const char* runStateLost = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "its run state was lost");
    inline constexpr const char* tuningStateLost = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "its tuning state (tuning.json) was lost");
    inline constexpr const char* diedWhileDown = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1 died while the daemon was down and was already restarted %2 times");
    inline constexpr const char* cannotRestartReplica = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot restart %1: %2");
    inline constexpr const char* replicaRestarted = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1 restarted (%2 of %3): it was not running when the daemon restarted");
    inline constexpr const char* trialNotResumed
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the daemon restarted and could not take it up again: %1");
    inline constexpr const char* stoppedBeforeRestart
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the median rule stopped it before the daemon restarted");
    inline constexpr const char* cannotOpenFile = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot open %1: %2"); // joblog.cpp

    // Preparing a job (preparer.cpp, packagestager.cpp).
    inline constexpr const char* pythonMissing = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "the Python interpreter %1 is missing or not executable; install it (Debian: apt-get install python3) or name another with "
        "trainyardd --python or trainingInput.pythonInterpreter");
    inline constexpr const char* jobDirNotLocal = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "jobDir %1 is not a local path; this daemon writes job output to local folders");
    inline constexpr const char* cannotCreateJobDir = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot create the job dir %1");
    inline constexpr const char* packageMissing = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "the package %1 does not exist on this machine (packageUris are local paths here)");
    inline constexpr const char* packageUnknownKind = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "the package %1 is neither a folder nor an sdist (.tar.gz), wheel or zip");
    inline constexpr const char* stagingFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "staging the package %1 failed: %2");
    inline constexpr const char* cannotRunStager = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "cannot run %1 to stage the package; install it (Debian: coreutils, tar)");

    // Preparing a custom-container job (containerpreparer.cpp).
    inline constexpr const char* noContainerEngine = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "custom containers need podman (apt-get install podman runc) or docker; none was found on PATH");
    inline constexpr const char* containerEngineMissing = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "the container engine %1 (trainyardd --container-engine) is missing or not executable; custom containers need podman "
        "(apt-get install podman runc) or docker");
    inline constexpr const char* containerEngineSilent = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "the container engine %1 does not answer (`%2 info` failed: %3); custom containers need podman (apt-get install podman runc) "
        "or docker, working for the daemon's user");
    inline constexpr const char* imagePullFailed
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the image %1 is not on this machine and pulling it failed: %2");
    inline constexpr const char* noOutput = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "no output");

    // Running a job (jobrun.cpp, replicalauncher.cpp).
    inline constexpr const char* allReplicasStarted = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "all %1 replicas started");
    inline constexpr const char* cannotStartReplica = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot start %1: %2");
    inline constexpr const char* forkFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "fork failed: %1");
    inline constexpr const char* masterSucceeded = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the master replica exited with code 0");
    inline constexpr const char* replicaFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "The replica %1 exited with %2.");
    // Followed by the replica's last stderr lines, one a line: data, never translated.
    inline constexpr const char* replicaFailedWithStderr
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "The replica %1 exited with %2. Last lines of its stderr:");
    inline constexpr const char* exitCode = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "exit code %1");
    inline constexpr const char* exitSignal = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "signal %1");
    // %2: the system's name of the signal (strsignal), as the daemon's C library spells it.
    inline constexpr const char* exitSignalNamed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "signal %1 (%2)");

    // Hyperparameter tuning (tuningrun.cpp).
    inline constexpr const char* tuningOneTrial = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "tuning: %1 trial, %2 at once");
    inline constexpr const char* tuningTrials = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "tuning: %1 trials, %2 at once");
    inline constexpr const char* parallelLimitedOne = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "maxParallelTrials is %1 but this daemon holds %2 trial at once: %3");
    inline constexpr const char* parallelLimited = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "maxParallelTrials is %1 but this daemon holds %2 trials at once: %3");
    inline constexpr const char* trialReplicaLimitOne = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "a trial has %1 replica and it runs at most %2 (trainyardd --slots)");
    inline constexpr const char* trialReplicaLimit = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "a trial has %1 replicas and it runs at most %2 (trainyardd --slots)");
    inline constexpr const char* trialGpuLimitOne
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "a trial needs %1 GPU and it has %2 (trainyardd --gpus)");
    inline constexpr const char* trialGpuLimit
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "a trial needs %1 GPUs and it has %2 (trainyardd --gpus)");
    inline constexpr const char* tooManyFailedOne = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "%1 failed trial, the most this job allows (maxFailedTrials %2). The last, trial %3: %4");
    inline constexpr const char* tooManyFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "%1 failed trials, the most this job allows (maxFailedTrials %2). The last, trial %3: %4");
    inline constexpr const char* tooManyFailedDefaultOne = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "%1 failed trial, the most this job allows (the daemon's limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, "
        "trial %4: %5");
    inline constexpr const char* tooManyFailedDefault = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "%1 failed trials, the most this job allows (the daemon's limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, "
        "trial %4: %5");
    inline constexpr const char* searchSpaceExhausted
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the search space has no untried point left after %1 trials");
    inline constexpr const char* allTrialsEnded = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "all %1 trials ended");
    inline constexpr const char* tuningBest = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1; the best is trial %2: %3");
    inline constexpr const char* tuningNoValue = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1; none reported a value of %2");
    inline constexpr const char* tuningNoneSucceededLast
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1 and none succeeded. The last to fail, trial %2: %3");
    inline constexpr const char* tuningNoneSucceeded = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1 and none succeeded");
    inline constexpr const char* tunerFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the tuner failed: %1");
    inline constexpr const char* trialStarted = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1 started: %2");
    inline constexpr const char* trialNote = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1: %2");
    inline constexpr const char* trialStoppedEarly
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1 stopped early (median rule): %2");
    inline constexpr const char* medianRule = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "its best %1 by step %2, %3, is worse than the median of the running averages of %4 completed trials up to that step");
    inline constexpr const char* trialSucceeded = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1 succeeded: %2");
    inline constexpr const char* trialFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1 failed: %2");
    inline constexpr const char* trialCancelled = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "trial %1 cancelled");
    inline constexpr const char* trialMetric = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1=%2 at step %3");
    inline constexpr const char* trialNoMetric = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "it reported no value of %1 (hyperparameterMetricTag), so the tuner learns nothing from it");

    // A job at a Slurm location (slurmrun.cpp, locations.cpp).
    inline constexpr const char* slurmSubmitFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm did not take the job: %1");
    inline constexpr const char* slurmPreparing
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "preparing the job for Slurm location %1 (partition %2)");
    inline constexpr const char* slurmSubmitted
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "submitted to Slurm as job %1 in partition %2");
    inline constexpr const char* slurmPending
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm job %1 waits in partition %2: %3");
    inline constexpr const char* slurmStarted
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "all %1 replicas started on %2 (Slurm job %3)");
    inline constexpr const char* slurmEnded
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm ended job %1 as %2 (exit code %3)");
    inline constexpr const char* slurmNoReport = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "Slurm job %1 completed, but its primary replica never reported how it ended");
    inline constexpr const char* slurmLost = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "Slurm lost job %1: it is neither in the queue nor in the accounting, and it is not submitted twice");
    inline constexpr const char* slurmResubmitted = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "Slurm lost job %1 (a controller restart before it saved its state?); submitted once more");
    inline constexpr const char* slurmNoGpuFigures = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "the job runs on a Slurm cluster, whose accounting (sstat) measures CPU and memory but no GPUs");
    inline constexpr const char* slurmCancelledOutside
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm job %1 was cancelled outside Trainyard (scancel)");
    // What a Slurm location's commands answered, when it is not Slurm's own words (slurmcluster.cpp,
    // slurmstatus.cpp): a location's message, and the %1 of the messages above.
    inline constexpr const char* slurmCommandTimeout
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm's %1 did not answer within %2 s");
    inline constexpr const char* slurmCommandCannotRun = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "cannot run Slurm's %1: %2");
    inline constexpr const char* slurmCommandCrashed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm's %1 crashed");
    inline constexpr const char* slurmCommandExited
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm's %1 exited with code %2 and said nothing");
    inline constexpr const char* slurmNotJson
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "Slurm's %1 did not answer with its JSON");
    inline constexpr const char* slurmNoJobId = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "sbatch did not answer with a job id: %1");
    inline constexpr const char* slurmPartitionEmpty
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "partition %1 has no nodes (sinfo lists none in it)");
    inline constexpr const char* slurmNotDescribed
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "partition %1 has not been described yet");
    inline constexpr const char* slurmNotPolled = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "squeue has not answered yet");
    inline constexpr const char* slurmNoAccounting = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "Slurm location %1 gathers no job accounting (JobAcctGatherType=jobacct_gather/none): no CPU or memory figures");

    // Why a daemon has no GPU figures (nvmlapi.cpp, resourcemonitor.cpp): the Resources tab shows it.
    inline constexpr const char* gpuNoDriver = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "no NVIDIA driver: %1 was not found (%2)");
    inline constexpr const char* gpuDriverTooOld = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1 lacks %2 (driver too old?)");
    inline constexpr const char* gpuDriverTooOldWhy = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1 lacks %2 (driver too old?): %3");
    inline constexpr const char* gpuNvmlCannotStart = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "NVML could not start: %1");
    inline constexpr const char* gpuCannotCount = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the NVIDIA driver cannot count its GPUs: %1");
    inline constexpr const char* gpuNone = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the NVIDIA driver reports no GPU");
    inline constexpr const char* gpuNoFigures = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "no GPU figures");

    // Why a job cannot run at a Slurm location (slurmscript.cpp, checked at create), and a task's own failures (slurmtask.cpp).
    inline constexpr const char* slurmCustomContainer
        = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "%1: custom containers do not run on Slurm location %2 yet");
    inline constexpr const char* slurmTooManyPools = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages",
        "trainingInput: the job's %1 replica pools each need a node of their own at Slurm location %2, which has %3");
    inline constexpr const char* slurmMachineCpus = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1: machine type %2 has %3 vCPUs; the largest node at Slurm location %4 has %5");
    inline constexpr const char* slurmMachineMemory = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1: machine type %2 has %3 MB of memory; the largest node at Slurm location %4 has %5 MB");
    inline constexpr const char* slurmReplicaGpus = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1: a replica takes %2 GPUs; the largest node at Slurm location %3 has %4");
    inline constexpr const char* slurmUnsafeText = QT_TRANSLATE_NOOP(
        "trainyard::spec::DaemonMessages", "%1 cannot go into a Slurm batch script: it holds a line break or another control character");
    inline constexpr const char* slurmTaskFailed = QT_TRANSLATE_NOOP("trainyard::spec::DaemonMessages", "the Slurm task could not start its replica: %1");

    // Every template above, once.
    inline constexpr const char* all[] = {
        slurmCustomContainer,
        slurmTooManyPools,
        slurmMachineCpus,
        slurmMachineMemory,
        slurmReplicaGpus,
        slurmUnsafeText,
        slurmTaskFailed,
        gpuNoDriver,
        gpuDriverTooOld,
        gpuDriverTooOldWhy,
        gpuNvmlCannotStart,
        gpuCannotCount,
        gpuNone,
        gpuNoFigures,
        created,
        resourcesReserved,
        resourcesReservedOneTrial,
        resourcesReservedTrials,
        resourcesReservedOneTrialNote,
        resourcesReservedTrialsNote,
        cannotOpenLog,
        cancelRequested,
        cancelledByUser,
        cancelledBeforeStart,
        maxWaitTimeExceeded,
        maxRunningTimeExceeded,
        restartCannotOpenLog,
        restartRequeued,
        restartNotResumed,
        cancelledAfterRestart,
        runStateLost,
        tuningStateLost,
        diedWhileDown,
        cannotRestartReplica,
        replicaRestarted,
        trialNotResumed,
        stoppedBeforeRestart,
        cannotOpenFile,
        pythonMissing,
        jobDirNotLocal,
        cannotCreateJobDir,
        packageMissing,
        packageUnknownKind,
        stagingFailed,
        cannotRunStager,
        noContainerEngine,
        containerEngineMissing,
        containerEngineSilent,
        imagePullFailed,
        noOutput,
        allReplicasStarted,
        cannotStartReplica,
        forkFailed,
        masterSucceeded,
        replicaFailed,
        replicaFailedWithStderr,
        exitCode,
        exitSignal,
        exitSignalNamed,
        tuningOneTrial,
        tuningTrials,
        parallelLimitedOne,
        parallelLimited,
        trialReplicaLimitOne,
        trialReplicaLimit,
        trialGpuLimitOne,
        trialGpuLimit,
        tooManyFailedOne,
        tooManyFailed,
        tooManyFailedDefaultOne,
        tooManyFailedDefault,
        searchSpaceExhausted,
        allTrialsEnded,
        tuningBest,
        tuningNoValue,
        tuningNoneSucceededLast,
        tuningNoneSucceeded,
        tunerFailed,
        trialStarted,
        trialNote,
        trialStoppedEarly,
        medianRule,
        trialSucceeded,
        trialFailed,
        trialCancelled,
        trialMetric,
        trialNoMetric,
        slurmSubmitFailed,
        slurmSubmitted,
        slurmPending,
        slurmStarted,
        slurmEnded,
        slurmNoReport,
        slurmLost,
        slurmResubmitted,
        slurmCancelledOutside,
        slurmNoGpuFigures,
        slurmPreparing,
        slurmCommandTimeout,
        slurmCommandCannotRun,
        slurmCommandCrashed,
        slurmCommandExited,
        slurmNotJson,
        slurmNoJobId,
        slurmPartitionEmpty,
        slurmNotDescribed,
        slurmNotPolled,
        slurmNoAccounting,
    };

} // namespace daemonmsg

// Every daemon message template.
std::span<const char* const> daemonMessageTemplates();

// Whether placeholder n (1…9) of a template always holds a daemon message of its own (an exit
// description, a trial's end): a line fits the template only when that value fits one too, so that
// text from elsewhere that starts alike ("The replica master 0 exited with a non-zero status of 1.",
// Google's) is not taken for the daemon's.
bool daemonMessageNests(const char* tmpl, int n);

// The English text the daemon sends: the template with %1…%9 replaced by args (in one pass: a value
// that holds "%2" stays as it is).
std::string formatDaemonMessage(const char* tmpl, std::initializer_list<std::string> args);

// The template one line (no newline) was built from, and its values; of several that fit, the one
// that recognises the most text (its own and that of the messages its values are), then the one with
// the most literal text of its own. Nothing when no template fits the whole line.
struct ParsedDaemonMessage {
    const char* tmpl = nullptr;
    QStringList args; // args[0] is %1
};
std::optional<ParsedDaemonMessage> parseDaemonMessage(const QString& line);

// A message from the daemon (a transition's reason, a job's errorMessage) in the UI language: each
// line that a template fits is translated, with its values in place (a value that is itself a daemon
// message translated too); other lines (a replica's stderr, a message from Google or an older daemon)
// stay as they are. The lines after "Last lines of its stderr:" are the replica's own: kept verbatim.
QString translateDaemonMessage(const QString& english);

} // namespace trainyard::spec
