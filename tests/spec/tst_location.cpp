// The location's wire codec (docs/api.md, "Locations"): each roundTrip row is a location and the
// exact JSON text a daemon sends for it; it must encode to that text and decode back to itself. The
// decode rows are what other writers send: Google's regions, a daemon from before Slurm, bad members.

#include "spec/location.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace spec = trainyard::spec;

Q_DECLARE_METATYPE(spec::Location)
Q_DECLARE_METATYPE(std::optional<spec::Location>)

class TestLocation : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void decodes_data();
    void decodes();
    void listsLocations();
    void refusesAnswersThatAreNoList();
};

namespace {

spec::Location local()
{
    spec::Location l;
    l.name = "projects/p/locations/local";
    l.locationId = "local";
    l.capabilities = nlohmann::json::parse(R"([{"type":"TRAINING","replicaSlots":4,"gpus":0}])");
    l.kind = "local";
    return l;
}

spec::Location cluster()
{
    spec::Location l;
    l.name = "projects/p/locations/cluster";
    l.locationId = "cluster";
    l.capabilities = nlohmann::json::parse(R"([{"type":"TRAINING"}])");
    l.kind = "slurm";
    l.partition = "debug";
    l.nodes = 2;
    l.cpus = 4;
    l.gpus = 4;
    return l;
}

} // namespace

void TestLocation::roundTrip_data()
{
    QTest::addColumn<spec::Location>("location");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("the daemon's own machine") << local()
                                              << QByteArray(R"({"available":true,"capabilities":[{"gpus":0,"replicaSlots":4,"type":"TRAINING"}],"kind":"local","locationId":"local","name":"projects/p/locations/local"})");
    QTest::newRow("a Slurm partition") << cluster()
                                       << QByteArray(R"({"available":true,"capabilities":[{"type":"TRAINING"}],"cpus":4,"gpus":4,"kind":"slurm","locationId":"cluster","message":"","name":"projects/p/locations/cluster","nodes":2,"partition":"debug"})");
    spec::Location down = cluster();
    down.available = false;
    down.nodes = down.cpus = down.gpus = 0;
    down.message = "Slurm's controller does not answer: « squeue: error: Unable to contact slurm controller »";
    QTest::newRow("an unavailable Slurm partition, not described yet")
        << down
        << QByteArray(R"({"available":false,"capabilities":[{"type":"TRAINING"}],"cpus":0,"gpus":0,"kind":"slurm","locationId":"cluster","message":"Slurm's controller does not answer: « squeue: error: Unable to contact slurm controller »","name":"projects/p/locations/cluster","nodes":0,"partition":"debug"})");
    spec::Location bare;
    bare.name = "projects/p/locations/us-central1";
    bare.locationId = "us-central1";
    QTest::newRow("no kind, no capabilities") << bare
                                              << QByteArray(R"({"available":true,"capabilities":[],"locationId":"us-central1","name":"projects/p/locations/us-central1"})");
}

void TestLocation::roundTrip()
{
    QFETCH(spec::Location, location);
    QFETCH(QByteArray, wire);
    QCOMPARE(QByteArray::fromStdString(spec::locationToJson(location).dump()), wire);
    QCOMPARE(spec::locationFromJson(nlohmann::json::parse(wire.toStdString())), std::optional(location));
}

void TestLocation::decodes_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<std::optional<spec::Location>>("expected");

    spec::Location google;
    google.name = "projects/p/locations/us-central1";
    google.locationId = "us-central1";
    google.capabilities = nlohmann::json::parse(R"([{"type":"TRAINING","availableAccelerators":["NVIDIA_TESLA_T4"]},{"type":"BATCH_PREDICTION"}])");
    QTest::newRow("Google's region: the id from the name")
        << QByteArray(R"({"name":"projects/p/locations/us-central1","capabilities":[{"type":"TRAINING","availableAccelerators":["NVIDIA_TESLA_T4"]},{"type":"BATCH_PREDICTION"}]})")
        << std::optional(google);
    spec::Location before;
    before.name = "projects/p/locations/local";
    before.locationId = "local";
    before.capabilities = nlohmann::json::parse(R"([{"type":"TRAINING","replicaSlots":4,"gpus":0}])");
    QTest::newRow("a daemon from before Slurm: no kind, available")
        << QByteArray(R"({"name":"projects/p/locations/local","capabilities":[{"type":"TRAINING","replicaSlots":4,"gpus":0}]})") << std::optional(before);
    spec::Location counted = cluster();
    counted.capabilities = nlohmann::json::array();
    QTest::newRow("counts as int64 strings, null capabilities")
        << QByteArray(R"({"name":"projects/p/locations/cluster","locationId":"cluster","capabilities":null,"kind":"slurm","partition":"debug","nodes":"2","cpus":"4","gpus":"4"})")
        << std::optional(counted);
    spec::Location huge = counted;
    huge.cpus = std::numeric_limits<int>::max();
    QTest::newRow("a count past int is clamped")
        << QByteArray(R"({"name":"projects/p/locations/cluster","kind":"slurm","partition":"debug","nodes":2,"cpus":"99999999999","gpus":4})")
        << std::optional(huge);
    spec::Location unknown = before;
    unknown.capabilities = nlohmann::json::array();
    unknown.kind = "kubernetes";
    QTest::newRow("unknown kind and members are kept or ignored")
        << QByteArray(R"({"name":"projects/p/locations/local","kind":"kubernetes","namespace":"ml"})") << std::optional(unknown);
    const std::optional<spec::Location> none;
    QTest::newRow("not an object") << QByteArray(R"(["projects/p/locations/local"])") << none;
    QTest::newRow("no name") << QByteArray(R"({"locationId":"local"})") << none;
    QTest::newRow("name ends in a slash") << QByteArray(R"({"name":"projects/p/locations/"})") << none;
    QTest::newRow("available as a string") << QByteArray(R"({"name":"l","available":"yes"})") << none;
    QTest::newRow("negative nodes") << QByteArray(R"({"name":"l","nodes":-1})") << none;
    QTest::newRow("gpus as a fraction") << QByteArray(R"({"name":"l","gpus":1.5})") << none;
    QTest::newRow("kind as a number") << QByteArray(R"({"name":"l","kind":3})") << none;
    QTest::newRow("capabilities as an object") << QByteArray(R"({"name":"l","capabilities":{"type":"TRAINING"}})") << none;
}

void TestLocation::decodes()
{
    QFETCH(QByteArray, wire);
    QFETCH(std::optional<spec::Location>, expected);
    QCOMPARE(spec::locationFromJson(nlohmann::json::parse(wire.toStdString())), expected);
}

void TestLocation::listsLocations()
{
    const auto answer = nlohmann::json::parse(R"({"locations":[)" + spec::locationToJson(local()).dump() + R"(,{"name":3},)"
        + spec::locationToJson(cluster()).dump() + "]}");
    const auto locations = spec::locationsFromJson(answer);
    QVERIFY(locations);
    QCOMPARE(*locations, (std::vector<spec::Location> { local(), cluster() })); // the unreadable one left out
    QVERIFY(locations->at(1).isSlurm());
    QVERIFY(!locations->at(0).isSlurm());
    QCOMPARE(spec::locationsFromJson(nlohmann::json::object()), std::optional(std::vector<spec::Location> {}));

    spec::Location prediction = local();
    prediction.capabilities = nlohmann::json::parse(R"([{"type":"ONLINE_PREDICTION"}])");
    QVERIFY(!prediction.trains());
    QVERIFY(local().trains());
    QVERIFY(spec::Location { .name = "n" }.trains()); // no capabilities listed: nothing says it does not
}

void TestLocation::refusesAnswersThatAreNoList()
{
    QVERIFY(!spec::locationsFromJson(nlohmann::json::array()));
    QVERIFY(!spec::locationsFromJson(nlohmann::json::parse(R"({"locations":{"name":"l"}})")));
    QVERIFY(!spec::locationsFromJson(nlohmann::json("locations")));
}

QTEST_GUILESS_MAIN(TestLocation)
#include "tst_location.moc"
