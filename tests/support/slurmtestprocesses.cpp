#include "slurmtestprocesses.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QStringList>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace trainyard::test::slurmtest {

// Slurm's daemons live in /usr/sbin, which a test's PATH may lack.
QString tool(const QString& name)
{
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(
            name, { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin") });
    return found;
}

bool portFree(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<quint16>(port));
    address.sin_addr.s_addr = htonl(INADDR_ANY);
    const bool free = ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    ::close(fd);
    return free;
}

bool pickPorts(int& controllerPort, int& nodePort)
{
    for (int attempt = 0; attempt < 200; ++attempt) {
        const int controller = 20000 + QRandomGenerator::global()->bounded(12000);
        const int node = 20000 + QRandomGenerator::global()->bounded(12000);
        if (node != controller && node + 1 != controller && portFree(controller) && portFree(node)
            && portFree(node + 1)) {
            controllerPort = controller;
            nodePort = node;
            return true;
        }
    }
    return false;
}

bool listening(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<quint16>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    ::close(fd);
    return ok;
}

// Gone: no such process, or a zombie nobody reaped yet (it runs nothing any more).
bool gone(qint64 pid)
{
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype paren = text.lastIndexOf(')');
    return paren < 0 || text.mid(paren + 2, 1) == "Z";
}

bool waitGone(const std::vector<qint64>& pids, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (true) {
        bool all = true;
        for (const qint64 pid : pids)
            all = all && gone(pid);
        if (all)
            return true;
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50);
    }
}

// Every process (but this one) whose environment has SLURM_CONF=<conf>.
std::vector<qint64> processesWith(const QString& conf)
{
    std::vector<qint64> pids;
    const QByteArray marker = '\0' + ("SLURM_CONF=" + conf.toLocal8Bit()) + '\0';
    const qint64 self = ::getpid();
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric || pid == self)
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (environ.open(QIODevice::ReadOnly) && QByteArray('\0' + environ.readAll()).contains(marker) && !gone(pid))
            pids.push_back(pid);
    }
    return pids;
}

// This process as "pid start-time" (/proc/self/stat field 22): pids are reused, the pair is not.
qint64 parentOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() : 0;
}

bool descendsFrom(qint64 pid, qint64 ancestor)
{
    for (int depth = 0; pid > 1 && depth < 64; ++depth) {
        pid = parentOf(pid);
        if (pid == ancestor)
            return true;
    }
    return false;
}

QByteArray processIdentity(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 19 ? QByteArray::number(pid) + ' ' + fields[19] : QByteArray();
}

// What a test process that died without its teardown (a crash, ctest's timeout) left: its
// daemons died with it (PR_SET_PDEATHSIG), but job steps and scripts outlive them. Each
// cluster folder whose owner is gone: its processes killed by PID, the folder removed.
void reapOrphanedClusters()
{
    for (const QString& name : QDir(QStringLiteral("/tmp")).entryList({ QStringLiteral("tyslurm-*") }, QDir::Dirs)) {
        const QString dir = QStringLiteral("/tmp/") + name;
        QFile owner(dir + QStringLiteral("/run/owner"));
        if (!owner.open(QIODevice::ReadOnly))
            continue; // not started far enough to hold anything, or not ours
        const QByteArray identity = owner.readAll().trimmed();
        if (processIdentity(identity.split(' ').value(0).toLongLong()) == identity)
            continue; // its test still runs
        const std::vector<qint64> left = processesWith(dir + QStringLiteral("/etc/slurm.conf"));
        for (const qint64 pid : left)
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        if (waitGone(left, 3000))
            QDir(dir).removeRecursively();
    }
}

QString pidList(const std::vector<qint64>& pids)
{
    QStringList out;
    for (const qint64 pid : pids)
        out << QString::number(pid);
    return out.join(QLatin1Char(' '));
}

QString logsTail(const QString& dir, int lines)
{
    QString out;
    for (const char* name : { "slurmctld.log", "slurmctld.out", "slurmd-n1.log", "slurmd-n2.log", "munged.log" }) {
        QFile file(dir + QStringLiteral("/log/") + QString::fromLatin1(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QStringList all = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        out += QStringLiteral("--- %1\n%2\n")
                   .arg(QString::fromLatin1(name),
                       all.mid(std::max<qsizetype>(0, all.size() - lines)).join(QLatin1Char('\n')));
    }
    return out;
}

QString slurmTestConfig(const QString& dir, int controllerPort, int nodePort)
{
    return QStringLiteral(R"(ClusterName=trainyardtest
SlurmctldHost=localhost
SlurmctldPort=%2
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=%1/run/munge.sock,cred_expire=10
StateSaveLocation=%1/state
SlurmdSpoolDir=%1/spool/%n
SlurmctldPidFile=%1/run/slurmctld.pid
SlurmdPidFile=%1/run/slurmd-%n.pid
SlurmctldLogFile=%1/log/slurmctld.log
SlurmdLogFile=%1/log/slurmd-%n.log
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
JobAcctGatherType=jobacct_gather/linux
JobAcctGatherFrequency=1
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=%1/log/jobcomp.txt
GresTypes=gpu
ReturnToService=2
SlurmdTimeout=6
SlurmdParameters=config_overrides
SchedulerParameters=bf_interval=1
NodeName=n[1-2] NodeHostname=localhost NodeAddr=127.0.0.1 Port=[%3-%4] CPUs=8 Sockets=1 CoresPerSocket=8 ThreadsPerCore=1 RealMemory=32000 Gres=gpu:2 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
)")
        .arg(dir)
        .arg(controllerPort)
        .arg(nodePort)
        .arg(nodePort + 1);
}

} // namespace trainyard::test::slurmtest
