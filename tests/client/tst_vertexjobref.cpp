// The console's ids of Vertex jobs (VertexJobRef) and VertexBackend's page tokens: pure functions,
// table-driven.

#include "client/vertexbackend.h"
#include "client/vertexjobref.h"

#include <QTest>

using namespace trainyard::client;

Q_DECLARE_METATYPE(std::optional<VertexJobRef>)

class TestVertexJobRef : public QObject {
    Q_OBJECT

private slots:
    void jobRef_data()
    {
        QTest::addColumn<QString>("jobId");
        QTest::addColumn<std::optional<VertexJobRef>>("expected");
        using K = VertexJobRef::Kind;
        QTest::newRow("custom job") << "us-central1/customJobs/123" << std::optional(VertexJobRef { "us-central1", K::CustomJob, "123" });
        QTest::newRow("tuning job") << "local/hyperparameterTuningJobs/9" << std::optional(VertexJobRef { "local", K::HyperparameterTuningJob, "9" });
        QTest::newRow("v1 job id") << "census_dnn_1" << std::optional<VertexJobRef>();
        QTest::newRow("unknown collection") << "us-central1/trainingPipelines/1" << std::optional<VertexJobRef>();
        QTest::newRow("empty id") << "us-central1/customJobs/" << std::optional<VertexJobRef>();
        QTest::newRow("too deep") << "us-central1/customJobs/1/operations" << std::optional<VertexJobRef>();
        QTest::newRow("query in id") << "us-central1/customJobs/1?x=y" << std::optional<VertexJobRef>();
    }
    // A console job id leads back to the resource, and the resource's name to the same id.
    void jobRef()
    {
        QFETCH(QString, jobId);
        QFETCH(std::optional<VertexJobRef>, expected);
        const auto ref = VertexJobRef::fromJobId(jobId.toStdString());
        QCOMPARE(ref.has_value(), expected.has_value());
        if (!ref)
            return;
        QVERIFY(*ref == *expected);
        QCOMPARE(QString::fromStdString(ref->jobId()), jobId);
        const auto back = VertexJobRef::fromResourceName(ref->resourceName("p"));
        QVERIFY(back && *back == *ref);
    }

    void cursor_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("list");
        QTest::addColumn<QString>("serverToken");
        QTest::newRow("first page") << "" << true << 0 << "";
        QTest::newRow("a list's start") << "3:" << true << 3 << "";
        QTest::newRow("inside a list") << "2:Cg8K:x==" << true << 2 << "Cg8K:x==";
        QTest::newRow("no list") << ":abc" << false << 0 << "";
        QTest::newRow("not ours") << "Cg8KDWN1c3RvbUpvYnMvMg" << false << 0 << "";
    }
    void cursor()
    {
        QFETCH(QString, token);
        QFETCH(bool, valid);
        QFETCH(int, list);
        QFETCH(QString, serverToken);
        const auto cursor = VertexBackend::decodeCursor(token.toStdString());
        QCOMPARE(cursor.has_value(), valid);
        if (!cursor)
            return;
        QCOMPARE(cursor->list, static_cast<std::size_t>(list));
        QCOMPARE(QString::fromStdString(cursor->serverToken), serverToken);
        if (!token.isEmpty())
            QCOMPARE(QString::fromStdString(VertexBackend::encodeCursor(*cursor)), token);
    }

};

QTEST_GUILESS_MAIN(TestVertexJobRef)
#include "tst_vertexjobref.moc"
