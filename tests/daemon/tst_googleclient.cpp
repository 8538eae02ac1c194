// Google's own Python API client, generated from the ml v1 discovery document, against the daemon.

#include "daemonprocess.h"

#include <QProcess>
#include <QTest>

using namespace trainyard::test;

class TestGoogleClient : public QObject {
    Q_OBJECT

private slots:
    void createGetListCancelUnchanged();
};

void TestGoogleClient::createGetListCancelUnchanged()
{
    DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    QProcess client;
    client.setProcessChannelMode(QProcess::MergedChannels);
    client.start(QStringLiteral("/usr/bin/python3"),
        { QStringLiteral(TRAINYARD_SOURCE_DIR "/tests/daemon/google_client.py"), QStringLiteral(TRAINYARD_FIXTURES "/ml.v1.discovery.json"),
            QStringLiteral("http://127.0.0.1:%1/").arg(daemon.tcpPort()), QString::fromStdString(daemon.token()), examplesDir() });
    QVERIFY(client.waitForFinished(240'000));
    const QString output = QString::fromUtf8(client.readAll());
    QVERIFY2(client.exitCode() == 0, qPrintable(output));
    QVERIFY(output.contains(QStringLiteral("all checks passed")));
}

QTEST_GUILESS_MAIN(TestGoogleClient)
#include "tst_googleclient.moc"
