// Where a Slurm job's replicas run, from what Slurm tells each task: its hostlist and tasks-per-node
// notations (as Slurm 22.05 writes them, recorded from a het job's tasks on the two-node test cluster), the replica
// pools as het components, each replica's node by Slurm's block distribution, and the ports.

#include "daemon/slurmplacement.h"

#include <QTest>

#include <set>

using namespace trainyard;

namespace {

std::vector<daemon::ReplicaPlan> plan(int workers, int ps, int evaluators, const char* primary = "master")
{
    std::vector<daemon::ReplicaPlan> replicas = { { "master-replica-0", primary, 0, 0 } };
    // Mixed on purpose: components follow the first appearance of each type, not the input's grouping.
    for (int i = 0; i < std::max({ workers, ps, evaluators }); ++i) {
        if (i < evaluators)
            replicas.push_back({ "evaluator-replica-" + std::to_string(i), "evaluator", i, 0 });
        if (i < workers)
            replicas.push_back({ "worker-replica-" + std::to_string(i), "worker", i, 0 });
        if (i < ps)
            replicas.push_back({ "ps-replica-" + std::to_string(i), "ps", i, 0 });
    }
    return replicas;
}

QStringList qt(const std::vector<std::string>& values)
{
    QStringList out;
    for (const auto& v : values)
        out << QString::fromStdString(v);
    return out;
}

QStringList names(const std::vector<daemon::ReplicaPlan>& replicas)
{
    QStringList out;
    for (const auto& r : replicas)
        out << QString::fromStdString(r.name);
    return out;
}

} // namespace

class TestSlurmPlacement : public QObject {
    Q_OBJECT

private slots:
    void hostlist_data();
    void hostlist();
    void tasksPerNode_data();
    void tasksPerNode();
    void components_data();
    void components();
    void nodes_data();
    void nodes();
    void portsOfOneJob();
    void portsOfNeighbouringJobs();
};

void TestSlurmPlacement::hostlist_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QStringList>("hosts");
    QTest::newRow("one node") << "n1" << QStringList { "n1" };
    QTest::newRow("range (SLURM_JOB_NODELIST of the het job)") << "n[1-2]" << QStringList { "n1", "n2" };
    QTest::newRow("two lists") << "n[1-2],gpu[01-03]" << QStringList { "n1", "n2", "gpu01", "gpu02", "gpu03" };
    QTest::newRow("values and ranges in one bracket") << "n[1,3-4]" << QStringList { "n1", "n3", "n4" };
    QTest::newRow("padding kept past a power of ten") << "c[08-10]" << QStringList { "c08", "c09", "c10" };
    QTest::newRow("two brackets multiply") << "r[1-2]n[1-2]" << QStringList { "r1n1", "r1n2", "r2n1", "r2n2" };
    QTest::newRow("suffix after the bracket") << "n[1-2]-ib,login" << QStringList { "n1-ib", "n2-ib", "login" };
    QTest::newRow("plain names") << "alpha,beta" << QStringList { "alpha", "beta" };
    QTest::newRow("empty") << "" << QStringList {};
    QTest::newRow("backwards range") << "n[2-1]" << QStringList {};
    QTest::newRow("unclosed bracket") << "n[1-2" << QStringList {};
    QTest::newRow("stray bracket") << "n1]" << QStringList {};
    QTest::newRow("nested brackets") << "n[1[2]]" << QStringList {};
    QTest::newRow("empty bracket") << "n[]" << QStringList {};
    QTest::newRow("letters in a range") << "n[a-b]" << QStringList {};
    QTest::newRow("empty item") << "n1,,n2" << QStringList {};
    QTest::newRow("a billion hosts") << "n[1-1000000000]" << QStringList {};
    QTest::newRow("brackets multiplying past the limit") << "a[1-1000]b[1-1000]" << QStringList {};
}

void TestSlurmPlacement::hostlist()
{
    QFETCH(QString, list);
    QFETCH(QStringList, hosts);
    QCOMPARE(qt(daemon::expandHostlist(list.toStdString())), hosts);
}

void TestSlurmPlacement::tasksPerNode_data()
{
    QTest::addColumn<QString>("counts");
    QTest::addColumn<QList<int>>("tasks");
    // The first three as SLURM_TASKS_PER_NODE_HET_GROUP_<n> read in a het job's tasks.
    QTest::newRow("one node") << "2" << QList<int> { 2 };
    QTest::newRow("one per node") << "1,1" << QList<int> { 1, 1 };
    QTest::newRow("repeated") << "2(x2)" << QList<int> { 2, 2 };
    QTest::newRow("repeated, then one") << "2(x3),1" << QList<int> { 2, 2, 2, 1 };
    QTest::newRow("empty") << "" << QList<int> {};
    QTest::newRow("no repeat count") << "2(x)" << QList<int> {};
    QTest::newRow("not x") << "2(y3)" << QList<int> {};
    QTest::newRow("no number") << "x" << QList<int> {};
    QTest::newRow("unclosed") << "2(x3" << QList<int> {};
    QTest::newRow("negative") << "-1" << QList<int> {};
    QTest::newRow("repeat past the limit") << "1(x1000000000)" << QList<int> {};
}

void TestSlurmPlacement::tasksPerNode()
{
    QFETCH(QString, counts);
    QFETCH(QList<int>, tasks);
    const auto actual = daemon::expandTasksPerNode(counts.toStdString());
    QCOMPARE(QList<int>(actual.begin(), actual.end()), tasks);
}

void TestSlurmPlacement::components_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<int>("ps");
    QTest::addColumn<int>("evaluators");
    QTest::addColumn<QString>("primary");
    QTest::addColumn<QStringList>("components"); // each component's replicas, joined by spaces
    QTest::newRow("master alone") << 0 << 0 << 0 << "master" << QStringList { "master-replica-0" };
    QTest::newRow("master and two workers")
        << 2 << 0 << 0 << "master" << QStringList { "master-replica-0", "worker-replica-0 worker-replica-1" };
    QTest::newRow("every pool, evaluators listed first")
        << 2 << 1 << 1 << "chief"
        << QStringList { "master-replica-0", "evaluator-replica-0", "worker-replica-0 worker-replica-1", "ps-replica-0" };
}

void TestSlurmPlacement::components()
{
    QFETCH(int, workers);
    QFETCH(int, ps);
    QFETCH(int, evaluators);
    QFETCH(QString, primary);
    QFETCH(QStringList, components);
    const auto replicas = plan(workers, ps, evaluators, primary.toStdString().c_str());
    QStringList actual;
    QStringList flattened;
    for (const auto& component : daemon::slurmComponents(replicas)) {
        actual << names(component).join(QLatin1Char(' '));
        flattened << names(component);
    }
    QCOMPARE(actual, components);
    QCOMPARE(names(daemon::slurmTaskOrder(replicas)), flattened);
}

void TestSlurmPlacement::nodes_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<QStringList>("nodelists");
    QTest::addColumn<QStringList>("tasksPerNode");
    QTest::addColumn<QStringList>("nodes"); // replica=node, sorted by replica
    // As the het job of a master and two workers ran on the two-node test cluster.
    QTest::newRow("workers together on n2") << 2 << QStringList { "n1", "n2" } << QStringList { "1", "2" }
                                            << QStringList { "master-replica-0=n1", "worker-replica-0=n2", "worker-replica-1=n2" };
    QTest::newRow("workers spread") << 2 << QStringList { "n1", "n[1-2]" } << QStringList { "1", "1,1" }
                                    << QStringList { "master-replica-0=n1", "worker-replica-0=n1", "worker-replica-1=n2" };
    QTest::newRow("block distribution") << 5 << QStringList { "n3", "n[1-2],n4" } << QStringList { "1", "2(x2),1" }
                                        << QStringList { "master-replica-0=n3", "worker-replica-0=n1", "worker-replica-1=n1",
                                               "worker-replica-2=n2", "worker-replica-3=n2", "worker-replica-4=n4" };
    QTest::newRow("a component missing") << 2 << QStringList { "n1" } << QStringList { "1" } << QStringList { "master-replica-0=n1" };
    QTest::newRow("fewer slots than workers") << 3 << QStringList { "n1", "n2" } << QStringList { "1", "2" }
                                              << QStringList { "master-replica-0=n1", "worker-replica-0=n2", "worker-replica-1=n2" };
}

void TestSlurmPlacement::nodes()
{
    QFETCH(int, workers);
    QFETCH(QStringList, nodelists);
    QFETCH(QStringList, tasksPerNode);
    QFETCH(QStringList, nodes);
    std::vector<std::string> lists;
    std::vector<std::string> tasks;
    for (const auto& l : nodelists)
        lists.push_back(l.toStdString());
    for (const auto& t : tasksPerNode)
        tasks.push_back(t.toStdString());
    QStringList actual;
    for (const auto& [replica, node] : daemon::slurmReplicaNodes(plan(workers, 0, 0), lists, tasks))
        actual << QString::fromStdString(replica + "=" + node);
    QCOMPARE(actual, nodes);
}

void TestSlurmPlacement::portsOfOneJob()
{
    // The rule as documented, at its first job ids.
    const auto three = daemon::slurmReplicaPorts(7, plan(2, 0, 0));
    QCOMPARE(three.at("master-replica-0"), 10007);
    QCOMPARE(three.at("worker-replica-0"), 10108);
    QCOMPARE(three.at("worker-replica-1"), 10209);
    // The biggest job there is: every port distinct and in the range, for any id.
    for (const std::int64_t id : { std::int64_t { 1 }, std::int64_t { 4'294'967'295 }, std::int64_t { -5 } }) {
        const auto ports = daemon::slurmReplicaPorts(id, plan(499, 250, 250));
        QCOMPARE(ports.size(), std::size_t { 1000 });
        std::set<int> distinct;
        for (const auto& [replica, port] : ports) {
            QVERIFY2(port >= 10'000 && port <= 31'999, replica.c_str());
            distinct.insert(port);
        }
        QCOMPARE(distinct.size(), std::size_t { 1000 });
    }
}

void TestSlurmPlacement::portsOfNeighbouringJobs()
{
    // Jobs whose ids are at most 100 apart, of up to 200 replicas each, never share a port.
    const auto replicas = plan(150, 29, 20);
    QCOMPARE(replicas.size(), std::size_t { 200 });
    const std::int64_t first = 123'456;
    std::vector<std::set<int>> jobs;
    for (std::int64_t id = first; id <= first + 100; ++id) {
        std::set<int> ports;
        for (const auto& [replica, port] : daemon::slurmReplicaPorts(id, replicas))
            ports.insert(port);
        jobs.push_back(std::move(ports));
    }
    std::set<int> all;
    for (const auto& ports : jobs)
        all.insert(ports.begin(), ports.end());
    QCOMPARE(all.size(), jobs.size() * replicas.size());
}

QTEST_GUILESS_MAIN(TestSlurmPlacement)
#include "tst_slurmplacement.moc"
