// The resource records' wire codec (docs/api.md, "Resources"), for the members that name where a
// replica ran: each row is a record and the exact JSON text the daemon sends for it
// (nlohmann::json::dump, members sorted by name); the record must encode to that text and decode back.

#include "spec/resourcerecords.h"

#include <QTest>

namespace spec = trainyard::spec;

Q_DECLARE_METATYPE(spec::ResourceSample)
Q_DECLARE_METATYPE(spec::ResourceReplica)

class TestResourceRecords : public QObject {
    Q_OBJECT

private slots:
    void sampleRoundTrip_data();
    void sampleRoundTrip();
    void replicaRoundTrip_data();
    void replicaRoundTrip();
};

namespace {

spec::ResourceSample sample(std::int64_t seq, std::string replica, std::string trial, std::string node, std::optional<double> cpu)
{
    spec::ResourceSample s;
    s.seq = seq;
    s.time = *spec::Timestamp::parse("2026-11-26T22:00:01Z");
    s.replica = std::move(replica);
    s.trial = std::move(trial);
    s.node = std::move(node);
    s.cpuPercent = cpu;
    return s;
}

} // namespace

void TestResourceRecords::sampleRoundTrip_data()
{
    QTest::addColumn<spec::ResourceSample>("record");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("local replica: no node") << sample(1, "master-replica-0", "", "", 150.0)
                                            << QByteArray(R"({"cpuPercent":150.0,"replica":"master-replica-0","seq":"1","time":"2026-11-26T22:00:01Z"})");
    QTest::newRow("slurm replica on n2") << sample(2, "worker-replica-0", "", "n2", 99.5)
                                         << QByteArray(R"({"cpuPercent":99.5,"node":"n2","replica":"worker-replica-0","seq":"2","time":"2026-11-26T22:00:01Z"})");
    QTest::newRow("trial and node") << sample(3, "master-replica-0", "4", "gpu01", std::nullopt)
                                    << QByteArray(R"({"node":"gpu01","replica":"master-replica-0","seq":"3","time":"2026-11-26T22:00:01Z","trial":"4"})");
}

void TestResourceRecords::sampleRoundTrip()
{
    QFETCH(spec::ResourceSample, record);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::resourceSampleToJson(record);
    QCOMPARE(json.dump(), wire.toStdString());
    const auto back = spec::resourceSampleFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->seq, record.seq);
    QCOMPARE(back->replica, record.replica);
    QCOMPARE(back->trial, record.trial);
    QCOMPARE(back->node, record.node);
    QCOMPARE(back->cpuPercent, record.cpuPercent);
}

void TestResourceRecords::replicaRoundTrip_data()
{
    QTest::addColumn<spec::ResourceReplica>("record");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("local replica") << spec::ResourceReplica { "master-replica-0", "", { 0 } }
                                   << QByteArray(R"({"cpuOfAllocation":false,"gpu":{"available":false},"intervalSeconds":1.0,"replicas":[{"gpus":[0],"replica":"master-replica-0"}]})");
    QTest::newRow("slurm replica") << spec::ResourceReplica { "worker-replica-1", "2", {}, "n1" }
                                   << QByteArray(R"({"cpuOfAllocation":false,"gpu":{"available":false},"intervalSeconds":1.0,"replicas":[{"gpus":[],"node":"n1","replica":"worker-replica-1","trial":"2"}]})");
}

void TestResourceRecords::replicaRoundTrip()
{
    QFETCH(spec::ResourceReplica, record);
    QFETCH(QByteArray, wire);
    spec::ResourceInfo info;
    info.replicas = { record };
    const nlohmann::json json = spec::resourceInfoToJson(info);
    QCOMPARE(json.dump(), wire.toStdString());
    const auto back = spec::resourceInfoFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->replicas.size(), std::size_t(1));
    QCOMPARE(back->replicas[0].replica, record.replica);
    QCOMPARE(back->replicas[0].trial, record.trial);
    QCOMPARE(back->replicas[0].gpus, record.gpus);
    QCOMPARE(back->replicas[0].node, record.node);
}

QTEST_APPLESS_MAIN(TestResourceRecords)
#include "tst_resourcerecords.moc"
