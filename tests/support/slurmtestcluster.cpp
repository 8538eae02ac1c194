#include "slurmtestcluster.h"

#include "slurmtestprocesses.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace trainyard::test {

using namespace slurmtest;

SlurmTestCluster::SlurmTestCluster() = default;

SlurmTestCluster::~SlurmTestCluster()
{
    QString error;
    if (!stop(error))
        qWarning("SlurmTestCluster teardown: %s", qPrintable(error));
}

QProcessEnvironment SlurmTestCluster::environment() const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("SLURM_CONF"), slurmConf());
    return environment;
}

SlurmTestCluster::Result SlurmTestCluster::run(const QString& program, const QStringList& args, int timeoutMs) const
{
    Result result;
    QProcess process;
    process.setProcessEnvironment(environment());
    process.start(tool(program).isEmpty() ? program : tool(program), args);
    if (!process.waitForStarted(timeoutMs)) {
        result.err = process.errorString();
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(2000);
        result.err = QStringLiteral("%1 did not end within %2 ms").arg(program).arg(timeoutMs);
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

std::unique_ptr<QProcess> SlurmTestCluster::startDaemon(
    const QString& program, const QStringList& args, const QString& logName, QString& error)
{
    auto process = std::make_unique<QProcess>();
    process->setProcessEnvironment(environment());
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setStandardOutputFile(m_dir + QStringLiteral("/log/") + logName, QIODevice::Append);
    // If the test process dies (a crash, ctest's timeout), the daemons die with it.
    process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    process->start(tool(program), args);
    if (!process->waitForStarted(5000)) {
        error = QStringLiteral("cannot start %1: %2").arg(program, process->errorString());
        return nullptr;
    }
    return process;
}

bool SlurmTestCluster::start(QString& error)
{
    for (const char* name :
        { "munged", "mungekey", "slurmctld", "slurmd", "sinfo", "squeue", "sbatch", "scancel", "sacct", "sstat" })
        if (tool(QString::fromLatin1(name)).isEmpty()) {
            error = QStringLiteral("%1 is not installed: the Slurm tests need the Debian packages slurm-wlm and munge "
                                   "(packaging/debian-packages.txt)")
                        .arg(QString::fromLatin1(name));
            return false;
        }
    if (::geteuid() != 0) {
        error = QStringLiteral(
            "the Slurm test cluster runs as root (slurmd starts jobs as their users; the reference recipe)");
        return false;
    }
    reapOrphanedClusters();
    // Unix socket paths must stay under 108 bytes: a short folder in /tmp, whatever TMPDIR says.
    QByteArray templ("/tmp/tyslurm-XXXXXX");
    if (!::mkdtemp(templ.data())) {
        error = QStringLiteral("cannot create a folder in /tmp: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    m_dir = QString::fromLocal8Bit(templ);
    m_stopped = false;
    for (const char* sub : { "etc", "state", "spool/n1", "spool/n2", "log", "run", "keys", "dev", "work" })
        QDir(m_dir).mkpath(QString::fromLatin1(sub));
    // Whose cluster this is, for reapOrphanedClusters() of a later test if this one dies.
    QFile owner(m_dir + QStringLiteral("/run/owner"));
    if (!owner.open(QIODevice::WriteOnly) || owner.write(processIdentity(::getpid()) + '\n') <= 1) {
        error = QStringLiteral("cannot write %1").arg(owner.fileName());
        return false;
    }
    owner.close();
    // munged wants its socket's folder open to all (F1), its key's closed.
    for (const char* open : { "", "/run", "/work" })
        ::chmod((m_dir + QString::fromLatin1(open)).toLocal8Bit().constData(), 0755);
    ::chmod((m_dir + QStringLiteral("/keys")).toLocal8Bit().constData(), 0700);
    // Fake GPUs: gres.conf wants character devices (F6); c 1 3 is /dev/null.
    for (const char* gpu : { "/dev/gpu0", "/dev/gpu1" })
        if (::mknod((m_dir + QString::fromLatin1(gpu)).toLocal8Bit().constData(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
            error = QStringLiteral("mknod %1%2: %3")
                        .arg(m_dir, QString::fromLatin1(gpu), QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
    if (!pickPorts(m_controllerPort, m_nodePort)) {
        error = QStringLiteral("found no free ports for the Slurm test cluster");
        return false;
    }
    if (!writeConfig(error))
        return false;

    const QString key = m_dir + QStringLiteral("/keys/munge.key");
    const Result made = run(QStringLiteral("mungekey"),
        { QStringLiteral("--create"), QStringLiteral("--keyfile=") + key, QStringLiteral("--bits=1024") }, 10'000);
    if (made.exitCode != 0) {
        error = QStringLiteral("mungekey failed: %1").arg(made.err.trimmed());
        return false;
    }
    m_munged = startDaemon(QStringLiteral("munged"),
        { QStringLiteral("--foreground"), QStringLiteral("--key-file=") + key,
            QStringLiteral("--socket=") + m_dir + QStringLiteral("/run/munge.sock"),
            QStringLiteral("--pid-file=") + m_dir + QStringLiteral("/run/munged.pid"),
            QStringLiteral("--log-file=") + m_dir + QStringLiteral("/log/munged.log"),
            QStringLiteral("--seed-file=") + m_dir + QStringLiteral("/keys/munged.seed") },
        QStringLiteral("munged.out"), error);
    if (!m_munged)
        return false;
    QDeadlineTimer mungeDeadline(5000);
    while (!QFile::exists(m_dir + QStringLiteral("/run/munge.sock")) && !mungeDeadline.hasExpired())
        QThread::msleep(20);
    if (!QFile::exists(m_dir + QStringLiteral("/run/munge.sock"))) {
        error = QStringLiteral("munged made no socket within 5 s\n") + logTail();
        return false;
    }
    m_controller = startDaemon(QStringLiteral("slurmctld"), { QStringLiteral("-D"), QStringLiteral("-f"), slurmConf() },
        QStringLiteral("slurmctld.out"), error);
    if (!m_controller)
        return false;
    for (const char* node : { "n1", "n2" }) {
        auto process = startDaemon(QStringLiteral("slurmd"),
            { QStringLiteral("-D"), QStringLiteral("-f"), slurmConf(), QStringLiteral("-N"),
                QString::fromLatin1(node) },
            QStringLiteral("slurmd-%1.out").arg(QString::fromLatin1(node)), error);
        if (!process)
            return false;
        m_nodes.push_back(std::move(process));
    }
    QDeadlineTimer deadline(15'000);
    return waitForController(static_cast<int>(deadline.remainingTime()), error)
        && waitForNodes(true, static_cast<int>(deadline.remainingTime()), error);
}

bool SlurmTestCluster::writeConfig(QString& error)
{
    const QString d = m_dir;
    const QString conf = slurmTestConfig(d, m_controllerPort, m_nodePort);
    QFile file(slurmConf());
    QFile gres(d + QStringLiteral("/etc/gres.conf"));
    if (!file.open(QIODevice::WriteOnly) || file.write(conf.toUtf8()) < 0 || !gres.open(QIODevice::WriteOnly)
        || gres.write(QStringLiteral("NodeName=n[1-2] Name=gpu File=%1/dev/gpu[0-1]\n").arg(d).toUtf8()) < 0) {
        error = QStringLiteral("cannot write the Slurm configuration in %1").arg(d);
        return false;
    }
    return true;
}

bool SlurmTestCluster::waitForController(int timeoutMs, QString& error)
{
    // The port first: a client asking a controller that is not up yet retries for ~10 s.
    QDeadlineTimer deadline(timeoutMs);
    while (!listening(m_controllerPort)) {
        if (m_controller->waitForFinished(0) || m_controller->state() == QProcess::NotRunning) {
            error = QStringLiteral("slurmctld exited during start\n") + logTail();
            return false;
        }
        if (deadline.hasExpired()) {
            error = QStringLiteral("slurmctld did not listen on port %1 within %2 ms\n")
                        .arg(m_controllerPort)
                        .arg(timeoutMs)
                + logTail();
            return false;
        }
        QThread::msleep(20);
    }
    while (run(QStringLiteral("squeue"), { QStringLiteral("-h") },
               std::max(1000, static_cast<int>(deadline.remainingTime())))
               .exitCode
        != 0) {
        if (deadline.hasExpired()) {
            error = QStringLiteral("squeue did not answer within %1 ms\n").arg(timeoutMs) + logTail();
            return false;
        }
        QThread::msleep(50);
    }
    return true;
}

bool SlurmTestCluster::waitForNodes(bool idle, int timeoutMs, QString& error)
{
    // Each of the two nodes: "idle" at start; after a controller restart, registered again and
    // responding (not "unknown", "down…", or flagged "*"), whatever its jobs.
    const auto ready = [idle](const QString& state) {
        if (idle)
            return state == QStringLiteral("idle");
        return !state.contains(QLatin1Char('*')) && !state.startsWith(QStringLiteral("unk"))
            && !state.startsWith(QStringLiteral("down")) && !state.startsWith(QStringLiteral("fail"))
            && !state.startsWith(QStringLiteral("not_responding"));
    };
    QDeadlineTimer deadline(timeoutMs);
    QString last;
    while (true) {
        for (const auto& node : m_nodes)
            if (node->waitForFinished(0) || node->state() == QProcess::NotRunning) {
                error = QStringLiteral("a slurmd exited\n") + logTail();
                return false;
            }
        const Result nodes = run(QStringLiteral("sinfo"),
            { QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-o"), QStringLiteral("%N %T") }, 5000);
        last = nodes.out.trimmed() + nodes.err.trimmed();
        int count = 0;
        for (const QString& line : nodes.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            count += ready(line.section(QLatin1Char(' '), 1, 1)) ? 1 : 0;
        if (nodes.exitCode == 0 && count >= 2)
            return true;
        if (deadline.hasExpired()) {
            error = QStringLiteral("the nodes were not %1 within %2 ms (sinfo: %3)\n")
                        .arg(idle ? QStringLiteral("idle") : QStringLiteral("up"))
                        .arg(timeoutMs)
                        .arg(last)
                + logTail();
            return false;
        }
        QThread::msleep(100);
    }
}

bool SlurmTestCluster::controllerRunning() const
{
    return m_controller && m_controller->state() != QProcess::NotRunning && !m_controller->waitForFinished(0);
}

bool SlurmTestCluster::killController(QString& error)
{
    if (!controllerRunning()) {
        error = QStringLiteral("slurmctld is not running");
        return false;
    }
    const qint64 pid = m_controller->processId();
    ::kill(static_cast<pid_t>(pid), SIGKILL);
    if (!m_controller->waitForFinished(5000) && !gone(pid)) {
        error = QStringLiteral("slurmctld (pid %1) still runs 5 s after SIGKILL").arg(pid);
        return false;
    }
    return true;
}

bool SlurmTestCluster::restartController(QString& error)
{
    if (controllerRunning()) {
        error = QStringLiteral("slurmctld is already running");
        return false;
    }
    m_controller = startDaemon(QStringLiteral("slurmctld"), { QStringLiteral("-D"), QStringLiteral("-f"), slurmConf() },
        QStringLiteral("slurmctld.out"), error);
    QDeadlineTimer deadline(15'000);
    return m_controller && waitForController(static_cast<int>(deadline.remainingTime()), error)
        && waitForNodes(false, static_cast<int>(deadline.remainingTime()), error);
}

std::vector<qint64> SlurmTestCluster::daemonPids() const
{
    auto pid = [](const std::unique_ptr<QProcess>& p) {
        return p && p->state() != QProcess::NotRunning ? p->processId() : qint64(0);
    };
    std::vector<qint64> pids = { pid(m_munged), pid(m_controller) };
    for (const auto& node : m_nodes)
        pids.push_back(pid(node));
    return pids;
}

std::vector<qint64> SlurmTestCluster::jobProcesses() const
{
    std::vector<qint64> daemons = daemonPids();
    std::vector<qint64> jobs;
    for (const qint64 pid : processesOfCluster())
        if (std::find(daemons.begin(), daemons.end(), pid) == daemons.end()
            && std::find(daemons.begin(), daemons.end(), parentOf(pid)) == daemons.end()
            && !descendsFrom(pid, ::getpid()))
            jobs.push_back(pid);
    return jobs;
}

std::vector<qint64> SlurmTestCluster::processesOfCluster() const
{
    return m_dir.isEmpty() ? std::vector<qint64> {} : processesWith(slurmConf());
}

bool SlurmTestCluster::drainQueue(int timeoutMs, QString& error)
{
    const Result jobs
        = run(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%A") }, 5000);
    if (jobs.exitCode != 0) {
        error = QStringLiteral("squeue did not answer at teardown: ") + jobs.err.trimmed();
        return false;
    }
    const QStringList ids = jobs.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (ids.isEmpty())
        return true;
    run(QStringLiteral("scancel"), ids, 5000);
    QDeadlineTimer deadline(timeoutMs);
    while (true) {
        const Result left = run(QStringLiteral("squeue"),
            { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("PD,R,CG,S,CF"), QStringLiteral("-o"),
                QStringLiteral("%i %t %j") },
            5000);
        if (left.exitCode == 0 && left.out.trimmed().isEmpty())
            return true;
        // A job the controller recovered from its state file after a restart can stay COMPLETING
        // until the node's next registration says it is gone (CI once saw that take over 10 s on
        // two busy cores). With no process of a job left there is nothing to drain: only the
        // controller's bookkeeping lags, and the sweep in stop() proves the processes gone.
        const QStringList rows = left.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const bool onlyCompleting = left.exitCode == 0 && std::all_of(rows.begin(), rows.end(), [](const QString& row) {
            return row.section(QLatin1Char(' '), 1, 1) == QLatin1String("CG");
        });
        if (onlyCompleting && jobProcesses().empty())
            return true;
        if (deadline.hasExpired()) {
            error = QStringLiteral("jobs still in the queue %1 ms after scancel: %2")
                        .arg(timeoutMs)
                        .arg(left.out.trimmed());
            return false;
        }
        QThread::msleep(100);
    }
}

void SlurmTestCluster::endProcess(QProcess* process, int graceMs)
{
    if (!process || process->state() == QProcess::NotRunning)
        return;
    process->terminate();
    if (!process->waitForFinished(graceMs)) {
        process->kill();
        process->waitForFinished(5000);
    }
}

bool SlurmTestCluster::stop(QString& error)
{
    if (m_stopped || m_dir.isEmpty())
        return true;
    m_stopped = true;
    QStringList problems;
    QString drained;
    // Jobs first: slurmd's end does not end the steps and scripts it started (the reference).
    if (controllerRunning() && !drainQueue(20'000, drained))
        problems << drained;
    for (const auto& node : m_nodes)
        endProcess(node.get(), 3000);
    endProcess(m_controller.get(), 3000);
    // What is left of this cluster (steps, job scripts, slurmscriptd, processes started with
    // environment()): SIGKILL, by PID, until none is left.
    const qint64 munged = m_munged ? m_munged->processId() : 0;
    for (int round = 0; round < 3; ++round) {
        std::vector<qint64> left = processesOfCluster();
        std::erase(left, munged);
        if (left.empty())
            break;
        for (const qint64 pid : left)
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        waitGone(left, 3000);
    }
    endProcess(m_munged.get(), 3000);
    if (const auto left = processesOfCluster(); !left.empty())
        problems << QStringLiteral("processes of the cluster still running: %1").arg(pidList(left));
    m_nodes.clear();
    m_controller.reset();
    m_munged.reset();
    if (problems.isEmpty())
        QDir(m_dir).removeRecursively();
    else
        problems << QStringLiteral("(its folder %1 is kept)").arg(m_dir);
    error = problems.join(QLatin1Char('\n'));
    return problems.isEmpty();
}

QString SlurmTestCluster::logTail(int lines) const
{
    return logsTail(m_dir, lines);
}

} // namespace trainyard::test
