// Google's own Python API client, generated from the Vertex AI v1 discovery document, against the
// daemon's Vertex surface: create, get, list, cancel and delete of custom jobs and tuning jobs, their
// operations and the error codes (tests/daemon/vertex_client.py).

#include "daemonprocess.h"

#include <QProcess>
#include <QTest>

using namespace trainyard::test;

class TestVertexClient : public QObject {
    Q_OBJECT

private slots:
    void bothKindsThroughGooglesClient();
};

void TestVertexClient::bothKindsThroughGooglesClient()
{
    DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--grace"), QStringLiteral("1") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    QProcess client;
    client.setProcessChannelMode(QProcess::MergedChannels);
    client.start(QStringLiteral("/usr/bin/python3"),
        { QStringLiteral(TRAINYARD_SOURCE_DIR "/tests/daemon/vertex_client.py"),
            QStringLiteral(TRAINYARD_FIXTURES "/aiplatform.v1.training.discovery.json"),
            QStringLiteral("http://127.0.0.1:%1/").arg(daemon.tcpPort()), QString::fromStdString(daemon.token()), examplesDir(),
            QStringLiteral(TRAINYARD_FIXTURES "/trainers") });
    QVERIFY(client.waitForFinished(240'000));
    const QString output = QString::fromUtf8(client.readAll());
    QVERIFY2(client.exitCode() == 0, qPrintable(output));
    QVERIFY(output.contains(QStringLiteral("all checks passed")));
    daemon.stop();
}

QTEST_GUILESS_MAIN(TestVertexClient)
#include "tst_vertexclient.moc"
