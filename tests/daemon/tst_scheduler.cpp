// Scheduler in-process: the queue's order (priority, then age), positions, which queued jobs start
// with the slots and GPUs that are free, what release and take give back and hold, per location.

#include "daemon/scheduler.h"

#include <QTest>

#include <string>
#include <vector>

using trainyard::daemon::Scheduler;

namespace {

struct Queued {
    std::string id;
    int priority = 0;
    std::int64_t createSeq = 0;
    int replicaSlots = 1; // what it needs to start
    int gpus = 0;
    bool leaving = false; // on its way out: passed over, holds back nobody
};
using QueuedJobs = std::vector<Queued>;
using Ids = std::vector<std::string>;
using Gpus = std::vector<int>;

Scheduler withQueue(const QueuedJobs& jobs, int replicaSlots, const Gpus& gpus, const std::string& location = "local")
{
    Scheduler scheduler;
    scheduler.addLocation(location, replicaSlots, gpus);
    for (const Queued& job : jobs)
        scheduler.enqueue(location, job.id, job.priority, job.createSeq);
    return scheduler;
}

std::vector<Scheduler::Start> startAll(Scheduler& scheduler, const QueuedJobs& jobs, const std::string& location = "local")
{
    return scheduler.startable(location, [&](const std::string& id) -> std::optional<Scheduler::Need> {
        for (const Queued& job : jobs) {
            if (job.id == id)
                return job.leaving ? std::nullopt : std::optional(Scheduler::Need { job.replicaSlots, job.gpus });
        }
        return std::nullopt;
    });
}

Ids idsOf(const std::vector<Scheduler::Start>& starts)
{
    Ids ids;
    for (const auto& start : starts)
        ids.push_back(start.jobId);
    return ids;
}

} // namespace

Q_DECLARE_METATYPE(QueuedJobs)
Q_DECLARE_METATYPE(Ids)
Q_DECLARE_METATYPE(Gpus)

class TestScheduler : public QObject {
    Q_OBJECT

private slots:
    void order_data();
    void order();
    void startable_data();
    void startable();
    void releaseGivesBack_data();
    void releaseGivesBack();
    void takeHoldsWhatRunsAfterARestart();
    void dequeueMovesUpTheRest();
    void locationsAreApart();
};

void TestScheduler::order_data()
{
    QTest::addColumn<QueuedJobs>("jobs");
    QTest::addColumn<Ids>("order");

    QTest::addRow("older first") << QueuedJobs { { "b", 0, 2 }, { "a", 0, 1 }, { "c", 0, 3 } } << Ids { "a", "b", "c" };
    QTest::addRow("higher priority first") << QueuedJobs { { "low", 0, 1 }, { "high", 5, 2 } } << Ids { "high", "low" };
    QTest::addRow("negative priority last") << QueuedJobs { { "neg", -1, 1 }, { "zero", 0, 3 }, { "one", 1, 2 } } << Ids { "one", "zero", "neg" };
    QTest::addRow("age within each priority")
        << QueuedJobs { { "p1-new", 1, 4 }, { "p0-old", 0, 1 }, { "p1-old", 1, 2 }, { "p0-new", 0, 3 } }
        << Ids { "p1-old", "p1-new", "p0-old", "p0-new" };
    QTest::addRow("queued twice counts once") << QueuedJobs { { "a", 0, 1 }, { "a", 9, 2 } } << Ids { "a" };
    QTest::addRow("empty") << QueuedJobs {} << Ids {};
}

void TestScheduler::order()
{
    QFETCH(QueuedJobs, jobs);
    QFETCH(Ids, order);
    const Scheduler scheduler = withQueue(jobs, 4, {});
    QCOMPARE(scheduler.queued("local"), order);
    QCOMPARE(scheduler.queueLength("local"), order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        QCOMPARE(scheduler.position(order[i]), static_cast<std::int64_t>(i + 1));
    QCOMPARE(scheduler.position("not-queued"), std::int64_t(0));
}

void TestScheduler::startable_data()
{
    QTest::addColumn<int>("replicaSlots");
    QTest::addColumn<Gpus>("gpus");
    QTest::addColumn<QueuedJobs>("jobs");
    QTest::addColumn<Ids>("started");
    QTest::addColumn<int>("freeSlots");
    QTest::addColumn<Gpus>("grantedGpus"); // the GPU ids given, job after job

    QTest::addRow("all fit") << 4 << Gpus {} << QueuedJobs { { "a", 0, 1, 1 }, { "b", 0, 2, 2 } } << Ids { "a", "b" } << 1 << Gpus {};
    QTest::addRow("exactly full") << 3 << Gpus {} << QueuedJobs { { "a", 0, 1, 1 }, { "b", 0, 2, 2 } } << Ids { "a", "b" } << 0 << Gpus {};
    QTest::addRow("strict order: a big head holds back small ones")
        << 4 << Gpus {} << QueuedJobs { { "small", 0, 1, 1 }, { "big", 0, 2, 4 }, { "tiny", 0, 3, 1 } } << Ids { "small" } << 3 << Gpus {};
    QTest::addRow("priority before age") << 2 << Gpus {} << QueuedJobs { { "old", 0, 1, 2 }, { "urgent", 3, 2, 2 } } << Ids { "urgent" } << 0
                                         << Gpus {};
    QTest::addRow("nothing fits") << 1 << Gpus {} << QueuedJobs { { "a", 0, 1, 2 } } << Ids {} << 1 << Gpus {};
    QTest::addRow("a job on its way out holds back nobody")
        << 2 << Gpus {} << QueuedJobs { { "leaving", 0, 1, 9, 0, true }, { "b", 0, 2, 2 } } << Ids { "b" } << 0 << Gpus {};
    QTest::addRow("lowest GPUs first") << 4 << Gpus { 3, 1, 2 } << QueuedJobs { { "a", 0, 1, 1, 1 }, { "b", 0, 2, 1, 1 } } << Ids { "a", "b" } << 2
                                       << Gpus { 1, 2 };
    QTest::addRow("GPUs hold back in order too")
        << 8 << Gpus { 0, 1 } << QueuedJobs { { "two", 0, 1, 1, 2 }, { "one", 0, 2, 1, 1 }, { "cpu", 0, 3, 1, 0 } } << Ids { "two" } << 7
        << Gpus { 0, 1 };
    QTest::addRow("no GPUs on the machine") << 8 << Gpus {} << QueuedJobs { { "gpu", 0, 1, 1, 1 }, { "cpu", 0, 2, 1 } } << Ids {} << 8 << Gpus {};
    QTest::addRow("a job of no replicas") << 0 << Gpus {} << QueuedJobs { { "empty", 0, 1, 0 } } << Ids { "empty" } << 0 << Gpus {};
}

void TestScheduler::startable()
{
    QFETCH(int, replicaSlots);
    QFETCH(Gpus, gpus);
    QFETCH(QueuedJobs, jobs);
    QFETCH(Ids, started);
    QFETCH(int, freeSlots);
    QFETCH(Gpus, grantedGpus);

    Scheduler scheduler = withQueue(jobs, replicaSlots, gpus);
    const auto starts = startAll(scheduler, jobs);
    QCOMPARE(idsOf(starts), started);
    QCOMPARE(scheduler.freeSlots("local"), freeSlots);
    Gpus given;
    for (const auto& start : starts)
        given.insert(given.end(), start.grant.gpus.begin(), start.grant.gpus.end());
    QCOMPARE(given, grantedGpus);
    QCOMPARE(scheduler.freeGpus("local"), static_cast<int>(gpus.size() - grantedGpus.size()));
    // Starting does not dequeue: the engine does when the job leaves QUEUED.
    QCOMPARE(scheduler.queueLength("local"), jobs.size());
}

void TestScheduler::releaseGivesBack_data()
{
    QTest::addColumn<Gpus>("gpus");
    QTest::addColumn<int>("needGpus");
    QTest::addColumn<Gpus>("released"); // what the job hands back
    QTest::addColumn<int>("freeGpusAfter");

    QTest::addRow("its own GPUs") << Gpus { 0, 1, 2 } << 2 << Gpus { 0, 1 } << 3;
    QTest::addRow("no GPUs") << Gpus {} << 0 << Gpus {} << 0;
    // A run resumed after a restart may name a GPU this daemon was not started with (--gpus changed).
    QTest::addRow("a GPU the location does not have stays out") << Gpus { 0 } << 1 << Gpus { 0, 7 } << 1;
}

void TestScheduler::releaseGivesBack()
{
    QFETCH(Gpus, gpus);
    QFETCH(int, needGpus);
    QFETCH(Gpus, released);
    QFETCH(int, freeGpusAfter);

    const QueuedJobs jobs { { "a", 0, 1, 3, needGpus } };
    Scheduler scheduler = withQueue(jobs, 4, gpus);
    const auto starts = startAll(scheduler, jobs);
    QCOMPARE(starts.size(), std::size_t(1));
    QCOMPARE(scheduler.freeSlots("local"), 1);
    scheduler.dequeue("a");
    scheduler.release("local", { 3, released });
    QCOMPARE(scheduler.freeSlots("local"), 4);
    QCOMPARE(scheduler.freeGpus("local"), freeGpusAfter);
    // What was given back is given again.
    const QueuedJobs next { { "b", 0, 2, 4, needGpus } };
    scheduler.enqueue("local", "b", 0, 2);
    QCOMPARE(idsOf(startAll(scheduler, next)), Ids { "b" });
}

void TestScheduler::takeHoldsWhatRunsAfterARestart()
{
    Scheduler scheduler;
    scheduler.addLocation("local", 4, { 0, 1 });
    scheduler.take("local", { 3, { 1 } });
    QCOMPARE(scheduler.freeSlots("local"), 1);
    QCOMPARE(scheduler.freeGpus("local"), 1);
    const QueuedJobs jobs { { "gpu", 0, 1, 1, 1 } };
    scheduler.enqueue("local", "gpu", 0, 1);
    const auto starts = startAll(scheduler, jobs);
    QCOMPARE(starts.size(), std::size_t(1));
    QCOMPARE(starts[0].grant.gpus, Gpus { 0 }); // GPU 1 is the resumed job's
}

void TestScheduler::dequeueMovesUpTheRest()
{
    Scheduler scheduler = withQueue({ { "a", 0, 1 }, { "b", 0, 2 }, { "c", 0, 3 } }, 1, {});
    QCOMPARE(scheduler.position("c"), std::int64_t(3));
    scheduler.dequeue("a");
    QCOMPARE(scheduler.position("a"), std::int64_t(0));
    QCOMPARE(scheduler.position("b"), std::int64_t(1));
    QCOMPARE(scheduler.position("c"), std::int64_t(2));
    scheduler.dequeue("a"); // not queued: nothing
    QCOMPARE(scheduler.queueLength("local"), std::size_t(2));
}

void TestScheduler::locationsAreApart()
{
    Scheduler scheduler;
    scheduler.addLocation("local", 2, { 0 });
    scheduler.addLocation("slurm", 8, {});
    scheduler.enqueue("local", "l1", 0, 1);
    scheduler.enqueue("slurm", "s1", 0, 2);
    scheduler.enqueue("local", "l2", 0, 3);
    scheduler.enqueue("slurm", "s2", 0, 4);
    QCOMPARE(scheduler.queued("local"), (Ids { "l1", "l2" }));
    QCOMPARE(scheduler.queued("slurm"), (Ids { "s1", "s2" }));
    QCOMPARE(scheduler.position("l2"), std::int64_t(2)); // counted in its own location's queue
    QCOMPARE(scheduler.position("s1"), std::int64_t(1));

    const QueuedJobs jobs { { "l1", 0, 1, 2 }, { "l2", 0, 3, 1 }, { "s1", 0, 2, 6 }, { "s2", 0, 4, 2 } };
    QCOMPARE(idsOf(startAll(scheduler, jobs, "local")), Ids { "l1" }); // l1 fills local
    QCOMPARE(idsOf(startAll(scheduler, jobs, "slurm")), (Ids { "s1", "s2" })); // slurm is not local's full
    QCOMPARE(scheduler.freeSlots("local"), 0);
    QCOMPARE(scheduler.freeSlots("slurm"), 0);
    QCOMPARE(scheduler.totalSlots("slurm"), 8);
    QCOMPARE(scheduler.totalGpus("local"), 1);
    QVERIFY(!scheduler.hasLocation("nowhere"));
    QVERIFY(idsOf(startAll(scheduler, jobs, "nowhere")).empty());
}

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
