// trainyardd --tls-cert/--tls-key: HTTPS on the TCP listener with certificates made by the test
// (tests/support/testcertificates.h), a plain-HTTP client on that port gets no answer, one that never
// completes its handshake is closed by the head timeout, bad files are
// refused at start naming the flag, and plain HTTP on an address other machines reach is refused
// unless --insecure-cleartext-http says the user means it.

#include "daemonprocess.h"
#include "testcertificates.h"

#include "daemon/httpserver.h"
#include "daemon/tlscredentials.h"

#include <QPointer>
#include <QSignalSpy>
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

    void aClientThatNeverCompletesTheHandshakeIsClosed()
    {
        QStringList args = tlsArgs(m_certificates.serverCertificate(), m_certificates.serverKey());
        args << QStringLiteral("--head-timeout") << QStringLiteral("1");
        DaemonProcess daemon(args);
        QVERIFY2(daemon.start(), qPrintable(daemon.output()));
        QTcpSocket silent; // connects and sends nothing
        QTcpSocket halfway; // the first bytes of a ClientHello, then nothing
        for (QTcpSocket* socket : { &silent, &halfway }) {
            socket->connectToHost(QStringLiteral("127.0.0.1"), daemon.tcpPort());
            QVERIFY(socket->waitForConnected(10'000));
        }
        halfway.write(QByteArray("\x16\x03\x01\x02\x00", 5));
        for (QTcpSocket* socket : { &silent, &halfway }) {
            if (socket->state() != QAbstractSocket::UnconnectedState)
                QVERIFY(socket->waitForDisconnected(30'000));
        }
        const QByteArray reply = httpsGet(daemon, "/healthz", true);
        QVERIFY2(reply.startsWith("HTTP/1.1 200"), reply.constData());
        daemon.stop();
    }

    void aStreamToASlowReaderCountsWhatTlsHolds()
    {
        // In process: a stream of 16 MiB to a client that reads nothing. What TLS encrypted and could not
        // send waits in its plain socket; the stream must count it, or a follower would never slow down.
        std::string error;
        const auto credentials = trainyard::daemon::TlsCredentials::load(m_certificates.serverCertificate().toStdString(),
            m_certificates.serverKey().toStdString(), error);
        QVERIFY2(credentials, error.c_str());
        trainyard::daemon::HttpServer server({});
        QString listenError;
        QVERIFY2(server.listenTcp(QHostAddress::LocalHost, 0, &listenError), qPrintable(listenError));
        server.setTls(credentials->serverConfiguration());
        QPointer<trainyard::daemon::ResponseStream> stream;
        constexpr qint64 total = 16 << 20;
        server.setHandler([&](trainyard::daemon::HttpExchange& exchange) {
            stream = exchange.startStream(200, "text/plain");
            const std::string piece(64 * 1024, 'x');
            for (qint64 sent = 0; sent < total; sent += static_cast<qint64>(piece.size()))
                stream->write(piece);
        });
        QSslSocket client;
        client.setPeerVerifyMode(QSslSocket::VerifyNone);
        client.setReadBufferSize(1024); // reads next to nothing
        client.connectToHostEncrypted(QStringLiteral("127.0.0.1"), server.tcpPort());
        QTRY_VERIFY_WITH_TIMEOUT(client.isEncrypted(), 15'000);
        client.write("GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(stream, 15'000);
        // The kernel's buffers hold a few MiB at most; the rest is the daemon's to account for.
        QVERIFY2(stream->pendingBytes() > total / 2, qPrintable(QString::number(stream->pendingBytes())));
        QSignalSpy closed(stream.data(), &trainyard::daemon::ResponseStream::closed);
        client.abort();
        QTRY_VERIFY_WITH_TIMEOUT(closed.count() == 1, 15'000);
        QCOMPARE(server.tlsHandshakeFailures(), quint64(0));
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
