// The console's transport over TLS (client/httptransport.h, TransportSecurity) against real trainyardd
// processes serving HTTPS with certificates the test makes (tests/support/testcertificates.h): with
// the CA file a RestBackend lists, submits and follows; without it the certificate is "not trusted";
// a pinned self-signed certificate works and the pin of another refuses loudly before anything is
// sent; plain HTTP to another machine is refused unless allowed. And CertificateProbe reads the
// fingerprints openssl computes.

#include "chatterfollow.h"
#include "daemonprocess.h"
#include "testcertificates.h"

#include "client/httptransport.h"
#include "client/restbackend.h"
#include "console/certificateprobe.h"
#include "spec/jsoncodec.h"

#include <QSignalSpy>
#include <QTest>

using namespace trainyard::client;
using namespace trainyard::test;

namespace {

// Why a result is not a value, for a failing check's message ("" when it is one).
template <typename T>
const char* failureOf(const ApiResult<T>& result)
{
    const auto* error = std::get_if<ApiError>(&result);
    return error ? error->message.c_str() : "";
}

QStringList tlsArgs(const QString& certificate, const QString& key)
{
    return { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--tls-cert"), certificate, QStringLiteral("--tls-key"), key };
}

} // namespace

class TestRestTls : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_certificates.make(error), qPrintable(error));
        m_caDaemon = std::make_unique<DaemonProcess>(tlsArgs(m_certificates.serverCertificate(), m_certificates.serverKey()));
        QVERIFY2(m_caDaemon->start(), qPrintable(m_caDaemon->output()));
        m_selfDaemon = std::make_unique<DaemonProcess>(tlsArgs(m_certificates.selfCertificate(), m_certificates.selfKey()));
        QVERIFY2(m_selfDaemon->start(), qPrintable(m_selfDaemon->output()));
    }

    void cleanupTestCase()
    {
        if (m_caDaemon)
            m_caDaemon->stop();
        if (m_selfDaemon)
            m_selfDaemon->stop();
    }

    void withTheCaFileListsSubmitsAndFollows()
    {
        auto backend = make(*m_caDaemon, { m_certificates.caCertificate().toStdString(), {}, false });
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(backend->status().detail), 30'000);
        QVERIFY(submitAndWait(*backend, chatterLinesJob("over_tls", 40, 0.01)));
        const auto listed = list(*backend);
        QVERIFY2(std::holds_alternative<JobPage>(listed), failureOf(listed));
        QVERIFY(hasJob(std::get<JobPage>(listed), "over_tls"));
        // A stream: chunks written piece by piece over TLS, every line once and the end.
        QCOMPARE(chatterMasterLines(followToEnd(*backend, "over_tls")), expectedChatterMasterLines(40));
    }

    void withoutTheCaTheCertificateIsNotTrusted()
    {
        auto backend = make(*m_caDaemon, {});
        backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == ConnectionState::Offline && !backend->status().detail.isEmpty(), 30'000);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("certificate is not trusted")), qPrintable(backend->status().detail));
        const auto listed = list(*backend);
        QVERIFY(std::holds_alternative<ApiError>(listed));
        const ApiError& error = std::get<ApiError>(listed);
        QCOMPARE(error.security, SecurityFailure::Untrusted);
        QVERIFY2(error.message.find("Pin it in Settings") != std::string::npos, error.message.c_str());
        QVERIFY2(error.message.find("(SSL certificate problem") != std::string::npos, error.message.c_str()); // curl's own words kept
    }

    void aPinnedSelfSignedCertificateWorks()
    {
        const QString pin = TestCertificates::pin(m_certificates.selfCertificate());
        QVERIFY(pin.startsWith(QStringLiteral("sha256//")));
        auto backend = make(*m_selfDaemon, { {}, pin.toStdString(), false });
        backend->connectBackend();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == ConnectionState::Connected, qPrintable(backend->status().detail), 30'000);
        QVERIFY(submitAndWait(*backend, chatterLinesJob("pinned", 5, 0.01)));
        QCOMPARE(chatterMasterLines(followToEnd(*backend, "pinned")), expectedChatterMasterLines(5));
        // Without the pin the self-signed certificate is not trusted.
        auto unpinned = make(*m_selfDaemon, {});
        const auto listed = list(*unpinned);
        QVERIFY(std::holds_alternative<ApiError>(listed));
        QCOMPARE(std::get<ApiError>(listed).security, SecurityFailure::Untrusted);
    }

    void theCaSignedCertificateCanBePinnedToo()
    {
        auto backend = make(*m_caDaemon, { {}, TestCertificates::pin(m_certificates.serverCertificate()).toStdString(), false });
        const auto listed = list(*backend);
        QVERIFY2(std::holds_alternative<JobPage>(listed), failureOf(listed));
    }

    void aChangedCertificateIsRefusedBeforeAnythingIsSent()
    {
        // A connection that passed with the right pin is open to this daemon: the wrong pin must not reuse it.
        auto trusted = make(*m_selfDaemon, { {}, TestCertificates::pin(m_certificates.selfCertificate()).toStdString(), false });
        QVERIFY(std::holds_alternative<JobPage>(list(*trusted)));

        auto backend = make(*m_selfDaemon, { {}, TestCertificates::pin(m_certificates.otherCertificate()).toStdString(), false });
        std::optional<ApiResult<trainyard::spec::Job>> created;
        static_cast<Backend&>(*backend).createJob(chatterLinesJob("intercepted", 1, 0.01), this, [&](ApiResult<trainyard::spec::Job> result) { created = std::move(result); });
        QTRY_VERIFY_WITH_TIMEOUT(created.has_value(), 30'000);
        QVERIFY(std::holds_alternative<ApiError>(*created));
        const ApiError& error = std::get<ApiError>(*created);
        QCOMPARE(error.security, SecurityFailure::PinMismatch);
        QVERIFY2(error.message.find("CERTIFICATE HAS CHANGED") != std::string::npos, error.message.c_str());
        QVERIFY2(error.message.find("nothing was sent") != std::string::npos, error.message.c_str());
        // The daemon never saw the job.
        QCOMPARE(m_selfDaemon->get("/v1/projects/local/jobs/intercepted").status, 404);
        backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == ConnectionState::Offline && !backend->status().detail.isEmpty(), 30'000);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("CERTIFICATE HAS CHANGED")), qPrintable(backend->status().detail));
    }

    void plainHttpToAnotherMachineIsRefused()
    {
        // 192.0.2.1 (TEST-NET-1) is nobody's address: refused before any connection is tried.
        Endpoint endpoint { "http://192.0.2.1:8470", {}, "local", [] { return std::string("secret"); } };
        RestBackend refused(QStringLiteral("cleartext"), m_transport, endpoint);
        refused.connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(refused.status().state == ConnectionState::Offline && !refused.status().detail.isEmpty(), 30'000);
        QVERIFY2(refused.status().detail.contains(QStringLiteral("unencrypted to 192.0.2.1")), qPrintable(refused.status().detail));
        const auto listed = list(refused);
        QVERIFY(std::holds_alternative<ApiError>(listed));
        QCOMPARE(std::get<ApiError>(listed).security, SecurityFailure::CleartextRefused);

        // Allowed: the request goes out (and finds nobody there).
        endpoint.security.allowCleartextHttp = true;
        RestBackend allowed(QStringLiteral("cleartext allowed"), m_transport, endpoint);
        const auto tried = list(allowed);
        QVERIFY(std::holds_alternative<ApiError>(tried));
        QCOMPARE(std::get<ApiError>(tried).security, SecurityFailure::None);
        QVERIFY(std::get<ApiError>(tried).transportFailure());

        // Loopback needs no permission.
        QVERIFY(!cleartextToNetwork("http://127.0.0.1:8470/healthz"));
        QVERIFY(!cleartextToNetwork("http://localhost:8470/"));
        QVERIFY(!cleartextToNetwork("http://[::1]:8470/"));
        QVERIFY(!cleartextToNetwork("https://gpu-box:8470/"));
        QVERIFY(cleartextToNetwork("http://gpu-box:8470/"));
        QVERIFY(cleartextToNetwork("http://127.0.0.1.example.com/"));
    }

    void certificateProbeReadsWhatOpensslComputes_data()
    {
        QTest::addColumn<bool>("selfSigned");
        QTest::newRow("signed by the test CA") << false;
        QTest::newRow("self-signed") << true;
    }
    void certificateProbeReadsWhatOpensslComputes()
    {
        QFETCH(bool, selfSigned);
        const DaemonProcess& daemon = selfSigned ? *m_selfDaemon : *m_caDaemon;
        const QString certificate = selfSigned ? m_certificates.selfCertificate() : m_certificates.serverCertificate();
        trainyard::ui::CertificateProbe probe;
        QSignalSpy finished(&probe, &trainyard::ui::CertificateProbe::finished);
        probe.start(QStringLiteral("https://127.0.0.1:%1").arg(daemon.tcpPort()));
        QVERIFY(finished.wait(30'000));
        const auto result = finished.first().first().value<trainyard::ui::CertificateProbe::Result>();
        QCOMPARE(result.error, QString());
        QCOMPARE(result.certificateSha256, TestCertificates::fingerprint(certificate));
        QCOMPARE(result.publicKeyPin, TestCertificates::pin(certificate));
        QCOMPARE(result.selfSigned, selfSigned);
        QCOMPARE(result.subject, selfSigned ? QStringLiteral("trainyard self-signed") : QStringLiteral("localhost"));
        QCOMPARE(result.issuer, selfSigned ? QStringLiteral("trainyard self-signed") : QStringLiteral("Trainyard Test CA"));
        QVERIFY(result.notBefore.isValid() && result.notAfter > result.notBefore);

        probe.start(QStringLiteral("http://127.0.0.1:%1").arg(daemon.tcpPort()));
        QVERIFY(finished.wait(30'000));
        QVERIFY(!finished.last().first().value<trainyard::ui::CertificateProbe::Result>().error.isEmpty());
    }

private:
    std::unique_ptr<RestBackend> make(const DaemonProcess& daemon, TransportSecurity security)
    {
        Endpoint endpoint { "https://127.0.0.1:" + std::to_string(daemon.tcpPort()), {}, "local", [token = daemon.token()] { return token; } };
        endpoint.security = std::move(security);
        return std::make_unique<RestBackend>(QStringLiteral("tls"), m_transport, endpoint);
    }

    ApiResult<JobPage> list(Backend& backend)
    {
        std::optional<ApiResult<JobPage>> result;
        backend.listJobs({}, 100, {}, this, [&](ApiResult<JobPage> page) { result = std::move(page); });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 30'000))
            return ApiError { 0, "TEST", "no answer", {} };
        return std::move(*result);
    }

    static bool hasJob(const JobPage& page, const std::string& id)
    {
        return std::any_of(page.jobs.begin(), page.jobs.end(), [&](const auto& job) { return job.jobId == id; });
    }

    TestCertificates m_certificates;
    std::unique_ptr<DaemonProcess> m_caDaemon;
    std::unique_ptr<DaemonProcess> m_selfDaemon;
    HttpTransport m_transport;
};

QTEST_GUILESS_MAIN(TestRestTls)
#include "tst_resttls.moc"
