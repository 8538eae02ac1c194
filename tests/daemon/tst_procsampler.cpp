#include "daemon/procsampler.h"
#include "processgroups.h"

#include <QDir>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

#include <cmath>
#include <csignal>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace trainyard::daemon;
using trainyard::test::killGroup;
using trainyard::test::startGroup;

namespace {

int groupSize(pid_t pgid)
{
    int members = 0;
    for (const QString& name : QDir("/proc").entryList(QDir::Dirs)) {
        bool number = false;
        const int pid = name.toInt(&number);
        if (number && readProcessGroup(pid) == std::optional<pid_t>(pgid))
            ++members;
    }
    return members;
}

const ReplicaResourceSample* find(const std::vector<ReplicaResourceSample>& samples, const std::string& replica)
{
    for (const auto& sample : samples) {
        if (sample.replica == replica)
            return &sample;
    }
    return nullptr;
}

} // namespace

class TestProcSampler : public QObject {
    Q_OBJECT

private slots:
    void parsesPlainStatLine();
    void parsesCommandWithParenthesesAndSpaces();
    void rejectsMalformedLines();
    void busyAndIdleGroups();
    void readsProcessGroup();
};

void TestProcSampler::parsesPlainStatLine()
{
    const auto stat = parseProcStat("1234 (python3) R 1 1230 1230 0 -1 4194304 100 0 0 0 250 50 7 3 20 0 1 0 "
                                    "98765 12345678 4321 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n");
    QVERIFY(stat);
    QCOMPARE(stat->pid, 1234);
    QCOMPARE(stat->comm, std::string("python3"));
    QCOMPARE(stat->state, 'R');
    QCOMPARE(stat->ppid, 1);
    QCOMPARE(stat->pgrp, 1230);
    QCOMPARE(stat->utime, 250u);
    QCOMPARE(stat->stime, 50u);
    QCOMPARE(stat->cutime, 7u);
    QCOMPARE(stat->cstime, 3u);
    QCOMPARE(stat->starttime, 98765u);
    QCOMPARE(stat->rssPages, 4321u);
}

void TestProcSampler::parsesCommandWithParenthesesAndSpaces()
{
    // A command name may hold ") (" and digits: only the last ')' ends it.
    const auto stat = parseProcStat("77 (evil) (1 2 3) S x) S 5 66 66 0 -1 0 0 0 0 0 11 22 0 0 20 0 1 0 500 999 8 0\n");
    QVERIFY(stat);
    QCOMPARE(stat->pid, 77);
    QCOMPARE(stat->comm, std::string("evil) (1 2 3) S x"));
    QCOMPARE(stat->state, 'S');
    QCOMPARE(stat->ppid, 5);
    QCOMPARE(stat->pgrp, 66);
    QCOMPARE(stat->utime, 11u);
    QCOMPARE(stat->stime, 22u);
    QCOMPARE(stat->starttime, 500u);
    QCOMPARE(stat->rssPages, 8u);
}

void TestProcSampler::rejectsMalformedLines()
{
    QVERIFY(!parseProcStat(""));
    QVERIFY(!parseProcStat("12 (cut short) S 1 2 3"));
    QVERIFY(!parseProcStat("12 no parentheses S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21"));
    QVERIFY(!parseProcStat("abc (x) S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22"));
}

void TestProcSampler::busyAndIdleGroups()
{
    QVERIFY2(::access("/usr/bin/python3", X_OK) == 0, "/usr/bin/python3 (packaging/debian-packages.txt) is missing");
    // The group leader is an idle shell waiting for the burner it forked: the group can only look
    // busy if the sampler counts the leader's children.
    const pid_t burner = startGroup({"/bin/sh", "-c", "/usr/bin/python3 -c 'while True: pass' & wait"});
    const pid_t sleeper = startGroup({"/bin/sleep", "30"});
    QVERIFY(burner > 0);
    QVERIFY(sleeper > 0);
    const auto cleanup = qScopeGuard([&] {
        killGroup(burner);
        killGroup(sleeper);
    });

    // Wait until the burner's child exists, so both samples see it.
    QTRY_VERIFY_WITH_TIMEOUT(groupSize(burner) >= 2, 5000);

    const std::map<std::string, pid_t> groups{
        {"burner", burner}, {"sleeper", sleeper}, {"never-existed", 0x7ffffff0}};
    ProcSampler sampler;
    const double cpuBefore = trainyard::test::groupCpuSeconds(burner);
    QElapsedTimer wall;
    wall.start();
    const auto first = sampler.sample(groups);
    QVERIFY(find(first, "burner"));
    QVERIFY(find(first, "sleeper"));
    QVERIFY(!find(first, "never-existed"));
    QCOMPARE(find(first, "burner")->cpuPercent, 0.0); // no baseline yet

    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    const auto second = sampler.sample(groups);
    // What /proc says the burner used over a window just around the sampler's.
    const double used = (trainyard::test::groupCpuSeconds(burner) - cpuBefore) / (static_cast<double>(wall.nsecsElapsed()) / 1e9) * 100;
    const auto* busy = find(second, "burner");
    const auto* idle = find(second, "sleeper");
    QVERIFY(busy);
    QVERIFY(idle);
    // The busy loop's share of a core, as /proc counts it: whatever else runs, within the 10 ms
    // ticks /proc counts in and the few microseconds the two windows differ by.
    QVERIFY2(used > 10, qPrintable(QStringLiteral("the burner got %1 % of a core").arg(used)));
    QVERIFY2(std::abs(busy->cpuPercent - used) < 15, qPrintable(QStringLiteral("sampled %1 %, /proc says %2 %").arg(busy->cpuPercent).arg(used)));
    QVERIFY2(idle->cpuPercent < 10.0, qPrintable(QString::number(idle->cpuPercent)));
    QVERIFY(busy->rssBytes > 0);
    QVERIFY(idle->rssBytes > 0);
    QVERIFY(!find(second, "never-existed"));

    // Once the sleeper's group is gone, its replica is dropped.
    killGroup(sleeper);
    const auto third = sampler.sample(groups);
    QVERIFY(find(third, "burner"));
    QVERIFY(!find(third, "sleeper"));
}

void TestProcSampler::readsProcessGroup()
{
    const pid_t sleeper = startGroup({"/bin/sleep", "30"});
    QVERIFY(sleeper > 0);
    const auto cleanup = qScopeGuard([&] { killGroup(sleeper); });
    QCOMPARE(readProcessGroup(sleeper), std::optional<pid_t>(sleeper));
    QCOMPARE(readProcessGroup(::getpid()), std::optional<pid_t>(::getpgrp()));
    killGroup(sleeper);
    QVERIFY(!readProcessGroup(sleeper));
}

QTEST_GUILESS_MAIN(TestProcSampler)
#include "tst_procsampler.moc"
