// The Vertex surface's pure parts: names and engine ids (vertexnames.h), and the google.rpc.Status a
// job's end becomes (vertexError in vertexdocument.h).

#include "daemon/vertexdocument.h"
#include "daemon/vertexnames.h"

#include "spec/daemonmessages.h"
#include "spec/job.h"

#include <QTest>

using namespace trainyard::daemon;
using Kind = VertexOrigin::Kind;

class TestVertexNames : public QObject {
    Q_OBJECT

private slots:
    void resourceIds_data();
    void resourceIds();
    void namesAndEngineIds_data();
    void namesAndEngineIds();
    void collections();
    void errorOfAnEnd_data();
    void errorOfAnEnd();
};

void TestVertexNames::resourceIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::newRow("19 digits") << "1234567890123456789" << true;
    QTest::newRow("one digit") << "7" << true;
    QTest::newRow("20 digits") << "12345678901234567890" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("letters") << "12a" << false;
    QTest::newRow("negative") << "-12" << false;
    QTest::newRow("a method suffix") << "12:cancel" << false;
}

void TestVertexNames::resourceIds()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    QCOMPARE(vertexnames::isResourceId(id.toStdString()), valid);
}

void TestVertexNames::namesAndEngineIds_data()
{
    QTest::addColumn<bool>("custom");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("engineId");
    QTest::newRow("custom job") << true << "local" << "projects/p/locations/local/customJobs/42" << "custom_job_42";
    QTest::newRow("tuning job at a Slurm location") << false << "cluster" << "projects/p/locations/cluster/hyperparameterTuningJobs/42"
                                                    << "hp_tuning_job_42";
}

void TestVertexNames::namesAndEngineIds()
{
    QFETCH(bool, custom);
    QFETCH(QString, location);
    QFETCH(QString, name);
    QFETCH(QString, engineId);
    const Kind kind = custom ? Kind::CustomJob : Kind::HyperparameterTuningJob;
    QCOMPARE(QString::fromStdString(vertexnames::resource("p", location.toStdString(), kind, "42")), name);
    QCOMPARE(QString::fromStdString(vertexnames::engineJobId(kind, "42")), engineId);
    QCOMPARE(QString::fromStdString(vertexnames::locationOf(name.toStdString())), location);
    QCOMPARE(QString::fromStdString(std::string(vertexnames::lastSegment(name.toStdString()))), QStringLiteral("42"));
    QCOMPARE(QString::fromStdString(vertexnames::operation(name.toStdString(), "7")), name + QStringLiteral("/operations/7"));
}

void TestVertexNames::collections()
{
    QCOMPARE(vertexnames::kindOfCollection("customJobs"), std::optional(Kind::CustomJob));
    QCOMPARE(vertexnames::kindOfCollection("hyperparameterTuningJobs"), std::optional(Kind::HyperparameterTuningJob));
    QCOMPARE(vertexnames::kindOfCollection("jobs"), std::optional<Kind>());
    QCOMPARE(vertexnames::kindOfCollection("customJobs:cancel"), std::optional<Kind>());
    for (const Kind kind : { Kind::CustomJob, Kind::HyperparameterTuningJob })
        QCOMPARE(vertexnames::kindOfCollection(vertexnames::collection(kind)), std::optional(kind));
}

void TestVertexNames::errorOfAnEnd_data()
{
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("errorMessage");
    QTest::addColumn<QString>("error"); // JSON; "null" for none
    const std::string deadline = trainyard::spec::formatDaemonMessage(trainyard::spec::daemonmsg::maxRunningTimeExceeded, { "60s" });
    QTest::newRow("failed") << "FAILED" << "The replica master-replica-0 exited with exit code 1."
                            << R"({"code":13,"message":"The replica master-replica-0 exited with exit code 1."})";
    QTest::newRow("its time limit") << "FAILED" << QString::fromStdString(deadline)
                                    << QString::fromStdString(nlohmann::json { { "code", 4 }, { "message", deadline } }.dump());
    QTest::newRow("cancelled") << "CANCELLED" << "cancelled by the user" << R"({"code":1,"message":"cancelled by the user"})";
    QTest::newRow("succeeded") << "SUCCEEDED" << "" << "null";
    QTest::newRow("running") << "RUNNING" << "" << "null";
}

void TestVertexNames::errorOfAnEnd()
{
    QFETCH(QString, state);
    QFETCH(QString, errorMessage);
    QFETCH(QString, error);
    trainyard::spec::Job job;
    job.state = trainyard::spec::Enum<trainyard::spec::State>::fromWire(state.toStdString());
    if (!errorMessage.isEmpty())
        job.errorMessage = errorMessage.toStdString();
    QCOMPARE(QString::fromStdString(vertexError(job).dump()), error);
}

QTEST_GUILESS_MAIN(TestVertexNames)
#include "tst_vertexnames.moc"
