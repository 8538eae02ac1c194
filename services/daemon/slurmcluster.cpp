#include "slurmcluster.h"

#include "spec/daemonmessages.h"

#include <QProcess>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>

namespace trainyard::daemon {

namespace {

    constexpr int describeIntervalMs = 30'000;

    std::string trimmed(const QByteArray& bytes)
    {
        return bytes.trimmed().toStdString();
    }

} // namespace

std::string SlurmCluster::Answer::error(const char* command) const
{
    if (!failure.empty())
        return failure;
    if (const std::string text = trimmed(err); !text.empty())
        return text;
    return spec::formatDaemonMessage(spec::daemonmsg::slurmCommandExited, { command, std::to_string(exitCode) });
}

SlurmCluster::SlurmCluster(std::string location, std::string partition, QObject* parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_partition(std::move(partition))
{
    m_lastError = spec::daemonmsg::slurmNotPolled;
    m_partitionInfo.partition = m_partition;
    m_partitionInfo.error = spec::formatDaemonMessage(spec::daemonmsg::slurmNotDescribed, { m_partition });
    m_pollTimer.setInterval(1000);
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &SlurmCluster::poll);
    m_describeTimer.setInterval(describeIntervalMs);
    connect(&m_describeTimer, &QTimer::timeout, this, [this] { describe(); });
    m_describeTimer.start();
    // From the event loop, so whoever made this can connect to described() first.
    QTimer::singleShot(0, this, [this] { describe(); });
}

SlurmCluster::~SlurmCluster()
{
    // A QProcess destroyed while running warns and may emit finished() into a half-destroyed object:
    // cut it loose first, then end it (Slurm's clients hold nothing that SIGKILL would leave behind).
    for (QProcess* process : m_processes) {
        process->disconnect();
        process->kill();
        process->waitForFinished(1000);
        delete process;
    }
}

void SlurmCluster::run(const std::string& program, const std::vector<std::string>& args, const std::string& workDir,
    std::function<void(const Answer&)> done)
{
    auto* process = new QProcess(this);
    m_processes.insert(process);
    if (m_environment)
        process->setProcessEnvironment(*m_environment);
    if (!workDir.empty())
        process->setWorkingDirectory(QString::fromStdString(workDir));
    auto* timeout = new QTimer(process);
    timeout->setSingleShot(true);
    auto timedOut = std::make_shared<bool>(false);
    connect(timeout, &QTimer::timeout, process, [process, timedOut] {
        *timedOut = true;
        process->kill();
    });
    // Exactly one of finished / errorOccurred(FailedToStart) ends a run; both lead here once.
    auto finish = [this, process, program, timedOut, done = std::move(done)](
                      int exitCode, bool crashed, const QString& startError) {
        if (!m_processes.erase(process))
            return;
        Answer answer;
        answer.exitCode = crashed ? -1 : exitCode;
        answer.out = process->readAllStandardOutput();
        answer.err = process->readAllStandardError();
        if (*timedOut)
            answer.failure = spec::formatDaemonMessage(
                spec::daemonmsg::slurmCommandTimeout, { program, std::to_string((m_commandTimeoutMs + 999) / 1000) });
        else if (!startError.isEmpty())
            answer.failure = spec::formatDaemonMessage(
                spec::daemonmsg::slurmCommandCannotRun, { program, startError.toStdString() });
        else if (crashed)
            answer.failure = spec::formatDaemonMessage(spec::daemonmsg::slurmCommandCrashed, { program });
        process->deleteLater();
        done(answer);
    };
    connect(process, &QProcess::finished, this,
        [finish](int exitCode, QProcess::ExitStatus status) { finish(exitCode, status == QProcess::CrashExit, {}); });
    connect(process, &QProcess::errorOccurred, this, [finish, process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(-1, true, process->errorString());
    });
    timeout->start(m_commandTimeoutMs);
    QStringList arguments;
    for (const auto& arg : args)
        arguments << QString::fromStdString(arg);
    process->start(QString::fromStdString(program), arguments);
}

void SlurmCluster::submit(const std::string& scriptPath, const std::string& workDir,
    std::function<void(std::optional<std::int64_t>, std::string)> done)
{
    run("sbatch", { "--parsable", scriptPath }, workDir, [done = std::move(done)](const Answer& answer) {
        // "123" or "123;cluster" on a federated/multi-cluster set-up
        const std::string out = trimmed(answer.out);
        const std::string id = out.substr(0, out.find(';'));
        std::int64_t jobId = 0;
        const auto [end, error] = std::from_chars(id.data(), id.data() + id.size(), jobId);
        if (answer.exitCode != 0 || error != std::errc() || end != id.data() + id.size() || jobId <= 0) {
            done(std::nullopt,
                answer.exitCode == 0 ? spec::formatDaemonMessage(spec::daemonmsg::slurmNoJobId, { out })
                                     : answer.error("sbatch"));
            return;
        }
        done(jobId, {});
    });
}

void SlurmCluster::cancel(std::int64_t jobId, std::function<void(std::string error)> done)
{
    run("scancel", { std::to_string(jobId) }, {}, [done = std::move(done)](const Answer& answer) {
        done(answer.exitCode == 0 ? std::string() : answer.error("scancel"));
    });
}

void SlurmCluster::watch()
{
    if (m_watchCount++ == 0)
        pollNow();
}

void SlurmCluster::unwatch()
{
    if (m_watchCount > 0 && --m_watchCount == 0)
        m_pollTimer.stop();
}

void SlurmCluster::pollNow()
{
    if (m_polling) {
        m_pollAgain = true;
        return;
    }
    m_pollTimer.stop();
    poll();
}

void SlurmCluster::poll()
{
    m_polling = true;
    run("squeue", { "--json" }, {}, [this](const Answer& answer) { pollAnswered(answer); });
}

void SlurmCluster::pollAnswered(const Answer& answer)
{
    m_polling = false;
    // squeue --json exits 0 even when the controller did not answer: its errors[] says so.
    std::string error;
    std::vector<SlurmJobStatus> all;
    if (answer.exitCode != 0)
        error = answer.error("squeue");
    else
        all = parseSqueueJson(answer.out.toStdString(), error);
    m_answering = error.empty();
    if (m_answering) {
        m_lastError.clear();
        m_jobs.clear();
        for (auto& job : all)
            if (job.comment.starts_with(m_commentPrefix))
                m_jobs.push_back(std::move(job));
    } else {
        m_lastError = error; // the snapshot stays: the jobs are not known gone because squeue failed
    }
    if (m_pollAgain) {
        m_pollAgain = false;
        poll();
    } else if (m_watchCount > 0) {
        m_pollTimer.start();
    }
    emit polled();
}

void SlurmCluster::ended(
    const std::vector<std::string>& jobNames, std::function<void(std::vector<SlurmEnded>, std::string error)> done)
{
    endedFrom(jobNames, m_accounting == Accounting::CompletionLog, std::move(done));
}

void SlurmCluster::endedFrom(const std::vector<std::string>& jobNames, bool completionLog,
    std::function<void(std::vector<SlurmEnded>, std::string error)> done)
{
    // -X: allocations only, no steps. -S: from the epoch, as sacct otherwise starts at today's midnight.
    // The completion log ignores --name (seen on 22.05), so the names are also filtered here.
    std::vector<std::string> args = { "-P", "-X", "-o", slurmSacctFormat, "-S", "1970-01-01T00:00:00" };
    if (completionLog)
        args.insert(args.begin(), "-c");
    std::string names;
    for (const auto& name : jobNames)
        names += (names.empty() ? "" : ",") + name;
    if (!names.empty())
        args.push_back("--name=" + names);
    run("sacct", args, {}, [this, jobNames, completionLog, done = std::move(done)](const Answer& answer) mutable {
        if (!completionLog && answer.exitCode != 0 && answer.err.contains("accounting storage is disabled")) {
            m_accounting = Accounting::CompletionLog;
            endedFrom(jobNames, true, std::move(done));
            return;
        }
        if (answer.exitCode != 0) {
            done({}, answer.error("sacct"));
            return;
        }
        if (!completionLog)
            m_accounting = Accounting::Database;
        // The completion log also prints "Unknown type HetJobId" on stderr for het jobs: harmless.
        std::vector<SlurmEnded> all = parseSacct(answer.out.toStdString());
        if (!jobNames.empty())
            std::erase_if(all, [&](const SlurmEnded& job) {
                return std::find(jobNames.begin(), jobNames.end(), job.name) == jobNames.end();
            });
        done(std::move(all), {});
    });
}

void SlurmCluster::usage(std::int64_t jobId, std::function<void(std::vector<SlurmStepUsage>, std::string error)> done)
{
    // sstat -j <leader> shows only component 0's steps: every component is asked for by its own id.
    std::map<std::int64_t, int> offsets = { { jobId, 0 } };
    for (const auto& job : m_jobs)
        if (job.hetJobId == jobId)
            offsets[job.jobId] = job.hetOffset;
    std::string ids;
    for (const auto& [id, offset] : offsets)
        ids += (ids.empty() ? "" : ",") + std::to_string(id);
    run("sstat", { "-a", "-P", "--noconvert", "-o", slurmSstatFormat, "-j", ids }, {},
        [this, offsets, done = std::move(done)](const Answer& answer) {
            std::vector<SlurmStepUsage> steps = parseSstat(answer.out.toStdString());
            for (auto& step : steps)
                if (const auto it = offsets.find(step.jobId); it != offsets.end() && step.hetOffset == 0)
                    step.hetOffset = it->second;
            // A cluster that gathers nothing lists its steps with no tasks and no figures.
            if (!steps.empty()
                && std::all_of(steps.begin(), steps.end(), [](const auto& step) { return step.tasks == 0; })) {
                done({}, spec::formatDaemonMessage(spec::daemonmsg::slurmNoAccounting, { m_location }));
                return;
            }
            // sstat says "No steps running for job N" on stderr (exit code 0) before the first step,
            // and exits non-zero when one of several ids has none: what it read still counts.
            const bool said = answer.exitCode != 0 || !answer.err.trimmed().isEmpty();
            std::string error = steps.empty() && said ? answer.error("sstat") : std::string();
            done(std::move(steps), std::move(error));
        });
}

void SlurmCluster::describe(std::function<void(const SlurmPartition&)> done)
{
    run("sinfo", { "--json" }, {}, [this, done = std::move(done)](const Answer& answer) {
        std::string error;
        if (answer.exitCode != 0) {
            m_partitionInfo = SlurmPartition {};
            m_partitionInfo.partition = m_partition;
            m_partitionInfo.error = answer.error("sinfo");
        } else {
            m_partitionInfo = parsePartition(answer.out.toStdString(), m_partition, error);
        }
        emit described();
        if (done)
            done(m_partitionInfo);
    });
}

} // namespace trainyard::daemon
