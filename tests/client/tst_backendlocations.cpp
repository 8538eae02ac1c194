// A backend's locations from the real daemon: with a Slurm location on a real two-node cluster
// (tests/support/slurmtestcluster.h), Backend::locations() lists the daemon's own machine and the
// partition as the daemon describes it; a Slurm location whose cluster does not answer is listed as
// taking no jobs, with the reason.

#include "client/restbackend.h"

#include "daemonprocess.h"
#include "slurmtestcluster.h"

#include <QTest>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using trainyard::test::SlurmTestCluster;
namespace spec = trainyard::spec;

class TestBackendLocations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void listsTheMachineAndTheSlurmPartition();
    void aClusterThatDoesNotAnswerTakesNoJobs();

private:
    // The locations as the backend reads them, once `ready` holds for them (the daemon describes a
    // partition shortly after it starts), or as last read after 20 s.
    std::vector<spec::Location> locationsOf(RestBackend& backend, const std::function<bool(const std::vector<spec::Location>&)>& ready);

    SlurmTestCluster m_cluster;
    HttpTransport m_transport;
};

void TestBackendLocations::initTestCase()
{
    QString error;
    QVERIFY2(m_cluster.start(error), qPrintable(error));
}

void TestBackendLocations::cleanupTestCase()
{
    QString error;
    QVERIFY2(m_cluster.stop(error), qPrintable(error));
}

std::vector<spec::Location> TestBackendLocations::locationsOf(RestBackend& backend, const std::function<bool(const std::vector<spec::Location>&)>& ready)
{
    std::vector<spec::Location> last;
    // Not ready in time: the caller's comparisons say what the daemon answered last.
    [[maybe_unused]] const bool inTime = QTest::qWaitFor(
        [&] {
            std::optional<ApiResult<std::vector<spec::Location>>> answer;
            backend.locations([&](ApiResult<std::vector<spec::Location>> result) { answer = std::move(result); });
            if (!QTest::qWaitFor([&] { return answer.has_value(); }, 10'000))
                return false;
            if (auto* locations = std::get_if<std::vector<spec::Location>>(&*answer))
                last = *locations;
            if (ready(last))
                return true;
            QTest::qWait(200);
            return false;
        },
        20'000);
    return last;
}

void TestBackendLocations::listsTheMachineAndTheSlurmPartition()
{
    qputenv("SLURM_CONF", m_cluster.slurmConf().toLocal8Bit());
    DaemonProcess daemon({ QStringLiteral("--slurm"), QStringLiteral("cluster=") + m_cluster.partition() });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    RestBackend backend(QStringLiteral("daemon"), m_transport, Endpoint { "http://localhost", daemon.socketPath().toStdString(), "local", {} });
    const auto locations = locationsOf(backend, [](const auto& l) { return l.size() == 2 && l[1].nodes > 0; });
    QCOMPARE(locations.size(), std::size_t(2));
    const spec::Location& local = locations[0];
    QCOMPARE(local.locationId, std::string("local"));
    QCOMPARE(local.kind, std::string("local"));
    QVERIFY(local.available && !local.isSlurm());
    const spec::Location& cluster = locations[1];
    QCOMPARE(cluster.name, std::string("projects/local/locations/cluster"));
    QCOMPARE(cluster.locationId, std::string("cluster"));
    QVERIFY(cluster.isSlurm());
    QCOMPARE(cluster.partition, std::string("debug"));
    QCOMPARE(cluster.nodes, 2);
    QCOMPARE(cluster.gpus, 4); // two fake GPUs a node
    QVERIFY(cluster.cpus >= 2);
    QVERIFY2(cluster.available, cluster.message.c_str());
    QVERIFY(cluster.message.empty());
    QVERIFY(cluster.trains());
    daemon.stop();
}

void TestBackendLocations::aClusterThatDoesNotAnswerTakesNoJobs()
{
    // Slurm's commands find no configuration: the daemon cannot describe the partition.
    qputenv("SLURM_CONF", QByteArrayLiteral("/nonexistent/slurm.conf"));
    DaemonProcess daemon({ QStringLiteral("--slurm"), QStringLiteral("nowhere=debug") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    RestBackend backend(QStringLiteral("daemon"), m_transport, Endpoint { "http://localhost", daemon.socketPath().toStdString(), "local", {} });
    const auto locations = locationsOf(backend, [](const auto& l) { return l.size() == 2 && !l[1].available; });
    QCOMPARE(locations.size(), std::size_t(2));
    const spec::Location& nowhere = locations[1];
    QCOMPARE(nowhere.locationId, std::string("nowhere"));
    QVERIFY(nowhere.isSlurm());
    QVERIFY(!nowhere.available);
    QVERIFY2(!nowhere.message.empty(), "the reason it takes no jobs");
    QCOMPARE(nowhere.nodes, 0);
    QVERIFY(locations[0].available); // the machine itself still takes jobs
    daemon.stop();
    qunsetenv("SLURM_CONF");
}

QTEST_GUILESS_MAIN(TestBackendLocations)
#include "tst_backendlocations.moc"
