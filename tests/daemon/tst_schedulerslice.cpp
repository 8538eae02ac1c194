// The daemon's event loop runs in short scheduler slices, and nothing it starts inherits them:
// replicas (and their data loaders) keep the kernel's default, so trainers lose nothing.

#include "daemon/schedulerslice.h"
#include "daemonprocess.h"

#include <QTest>

#include <cstdint>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>

using namespace trainyard;
using json = nlohmann::json;

namespace {

std::int64_t sliceOf(pid_t tid)
{
    return daemon::schedulerSliceNs(tid);
}

} // namespace

class TestSchedulerSlice : public QObject {
    Q_OBJECT

private slots:
    void daemonLoopHasShortSliceReplicasDoNot();
};

void TestSchedulerSlice::daemonLoopHasShortSliceReplicasDoNot()
{
    // Does this kernel keep a custom slice for SCHED_OTHER (EEVDF, Linux 6.12+)? Asked on a thread of
    // its own, so this test process is left as it was.
    std::int64_t own = -1;
    std::int64_t asked = -1;
    std::thread probe([&] {
        own = sliceOf(static_cast<pid_t>(::syscall(SYS_gettid)));
        std::string error;
        QVERIFY2(daemon::requestSchedulerSlice(300, error), error.c_str());
        asked = sliceOf(static_cast<pid_t>(::syscall(SYS_gettid)));
    });
    probe.join();
    const bool customSlices = asked == 300'000;

    test::DaemonProcess daemon;
    QVERIFY(daemon.start());
    const auto pid = static_cast<pid_t>(daemon.pid());
    if (customSlices)
        QCOMPARE(sliceOf(pid), std::int64_t(200'000)); // the default of --scheduler-slice
    else
        QCOMPARE(sliceOf(pid), own); // an older kernel ignores the request, and nothing breaks

    QCOMPARE(daemon.post("/v1/projects/local/jobs", test::exampleJob("slice_1", "stubborn", "stubborn.task", { "--spawn-child" })).status, 200);
    QCOMPARE(daemon.waitForState("slice_1", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    QTRY_VERIFY_WITH_TIMEOUT(daemon.processesOfJob("slice_1").size() >= 2, 20'000);
    // The supervisor, the trainer and the trainer's child: each with the kernel's default slice.
    for (const int process : daemon.processesOfJob("slice_1")) {
        const std::int64_t slice = sliceOf(process);
        if (slice < 0)
            continue; // ended meanwhile
        QCOMPARE(slice, own);
    }
    daemon.stop();
}

QTEST_GUILESS_MAIN(TestSchedulerSlice)
#include "tst_schedulerslice.moc"
