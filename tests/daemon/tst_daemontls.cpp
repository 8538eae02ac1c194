// trainyardd --tls-cert/--tls-key: HTTPS on the TCP listener with certificates made by the test
// (tests/support/testcertificates.h), a plain-HTTP client on that port gets no answer, bad files are
// refused at start naming the flag, and plain HTTP on an address other machines reach is refused
// unless --insecure-cleartext-http says the user means it.

#include "daemonprocess.h"
#include "testcertificates.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTest>

using trainyard::test::DaemonProcess;
using trainyard::test::TestCertificates;

class TestDaemonTls : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_certificates.make(error), qPrintable(error));
    }

    void servesHttpsWithTheCertificate()
    {
        DaemonProcess daemon(tlsArgs(m_certificates.serverCertificate(), m_certificates.serverKey()));
        QVERIFY2(daemon.start(), qPrintable(daemon.output()));
        QVERIFY2(daemon.readyLine().find(" https://127.0.0.1:") != std::string::npos, daemon.readyLine().c_str());
        QVERIFY(daemon.tcpPort() != 0);

        // Verified against the test CA, by host name as a browser would.
        const QByteArray reply = httpsGet(daemon, "/healthz", true);
        QVERIFY2(reply.startsWith("HTTP/1.1 200"), reply.constData());
        QVERIFY2(reply.contains("\"ok\""), reply.constData());

        // What the user compares with the console's prompt: the fingerprint and pin, as openssl computes them.
        const QString stderrText = daemonStderr(daemon);
        const QString fingerprint = TestCertificates::fingerprint(m_certificates.serverCertificate());
        const QString pin = TestCertificates::pin(m_certificates.serverCertificate());
        QVERIFY(!fingerprint.isEmpty() && !pin.isEmpty());
        QVERIFY2(stderrText.contains(QStringLiteral("fingerprint ") + fingerprint), qPrintable(stderrText));
        QVERIFY2(stderrText.contains(QStringLiteral("pin ") + pin), qPrintable(stderrText));
        daemon.stop();
    }

    void plainHttpToTheTlsPortGetsNoAnswer()
    {
        DaemonProcess daemon(tlsArgs(m_certificates.serverCertificate(), m_certificates.serverKey()));
        QVERIFY2(daemon.start(), qPrintable(daemon.output()));
        QTcpSocket plain;
        plain.connectToHost(QStringLiteral("127.0.0.1"), daemon.tcpPort());
        QVERIFY(plain.waitForConnected(10'000));
        plain.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + QByteArray::fromStdString(daemon.token()) + "\r\n\r\n");
        QByteArray received;
        while (plain.state() == QAbstractSocket::ConnectedState && plain.waitForReadyRead(10'000))
            received += plain.readAll();
        received += plain.readAll();
        QCOMPARE(plain.state(), QAbstractSocket::UnconnectedState); // closed by the daemon
        QVERIFY2(!received.contains("HTTP/1.1"), received.constData()); // no HTTP answer, no token checked
        // The daemon goes on serving TLS clients.
        const QByteArray reply = httpsGet(daemon, "/healthz", true);
        QVERIFY2(reply.startsWith("HTTP/1.1 200"), reply.constData());
        daemon.stop();
    }

    void refusedAtStart_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const TestCertificates& c = m_certificates;
        QTest::newRow("missing certificate") << tlsArgs(c.path(QStringLiteral("absent.pem")), c.serverKey()) << QStringLiteral("--tls-cert: cannot read");
        QTest::newRow("missing key") << tlsArgs(c.serverCertificate(), c.path(QStringLiteral("absent.key"))) << QStringLiteral("--tls-key: cannot read");
        QTest::newRow("certificate not PEM") << tlsArgs(c.serverKey(), c.serverKey()) << QStringLiteral("--tls-cert:");
        QTest::newRow("bad key") << tlsArgs(c.serverCertificate(), c.path(QStringLiteral("server.ext"))) << QStringLiteral("--tls-key:");
        QTest::newRow("mismatched key") << tlsArgs(c.serverCertificate(), c.selfKey()) << QStringLiteral("--tls-key: ");
        QTest::newRow("TLS without --listen") << QStringList { QStringLiteral("--tls-cert"), c.serverCertificate(), QStringLiteral("--tls-key"), c.serverKey() }
                                              << QStringLiteral("--tls-cert is for the TCP listener");
        QTest::newRow("certificate without key")
            << QStringList { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--tls-cert"), c.serverCertificate() }
            << QStringLiteral("--tls-cert needs --tls-key");
        QTest::newRow("cleartext on every address") << QStringList { QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0") }
                                                    << QStringLiteral("--insecure-cleartext-http");
    }
    void refusedAtStart()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        DaemonProcess daemon(args);
        QVERIFY(!daemon.start());
        QVERIFY2(daemon.output().contains(expected), qPrintable(daemon.output()));
        if (QString(QTest::currentDataTag()) == QStringLiteral("mismatched key"))
            QVERIFY2(daemon.output().contains(QStringLiteral("is not the private key of the certificate")), qPrintable(daemon.output()));
    }

    void cleartextRules()
    {
        // Said in so many words: it starts, on every address.
        DaemonProcess everywhere({ QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0"), QStringLiteral("--insecure-cleartext-http") });
        QVERIFY2(everywhere.start(), qPrintable(everywhere.output()));
        QVERIFY2(everywhere.readyLine().find(" http://0.0.0.0:") != std::string::npos, everywhere.readyLine().c_str());
        QCOMPARE(everywhere.tcpRequest("GET", "/healthz", {}, { { "Authorization", "Bearer " + everywhere.token() } }).status, 200);
        everywhere.stop();
        // Loopback needs nothing: only this machine reaches it.
        DaemonProcess loopback({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") });
        QVERIFY2(loopback.start(), qPrintable(loopback.output()));
        QCOMPARE(loopback.tcpRequest("GET", "/healthz", {}, { { "Authorization", "Bearer " + loopback.token() } }).status, 200);
        loopback.stop();
    }

private:
    static QStringList tlsArgs(const QString& certificate, const QString& key)
    {
        return { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--tls-cert"), certificate, QStringLiteral("--tls-key"), key };
    }

    static QString daemonStderr(const DaemonProcess& daemon)
    {
        QFile file(daemon.tempPath(QStringLiteral("daemon.stderr")));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    // One GET over TLS with the token, the certificate verified against the test CA; the raw reply.
    QByteArray httpsGet(const DaemonProcess& daemon, const std::string& path, bool verify)
    {
        QSslSocket socket;
        QSslConfiguration configuration = socket.sslConfiguration();
        configuration.setCaCertificates(QSslCertificate::fromPath(m_certificates.caCertificate()));
        configuration.setPeerVerifyMode(verify ? QSslSocket::VerifyPeer : QSslSocket::VerifyNone);
        socket.setSslConfiguration(configuration);
        socket.connectToHostEncrypted(QStringLiteral("localhost"), daemon.tcpPort());
        if (!socket.waitForEncrypted(15'000))
            return "handshake failed: " + socket.errorString().toUtf8();
        socket.write(QByteArray::fromStdString("GET " + path + " HTTP/1.1\r\nHost: localhost:" + std::to_string(daemon.tcpPort())
            + "\r\nAuthorization: Bearer " + daemon.token() + "\r\nConnection: close\r\n\r\n"));
        QByteArray reply;
        while (socket.waitForReadyRead(15'000))
            reply += socket.readAll();
        return reply + socket.readAll();
    }

    TestCertificates m_certificates;
};

QTEST_GUILESS_MAIN(TestDaemonTls)
#include "tst_daemontls.moc"
