// Trust on first use in Settings → Backends, against a real trainyardd serving HTTPS with a self-signed
// certificate (tests/support/testcertificates.h): Test fails as "not trusted" and offers "Trust this
// certificate…", whose prompt shows the fingerprints openssl computes and, on Yes, pins the key, after
// which Test connects. A pin of another key is shown loudly, with both keys, and offers no re-pin;
// the backend's dialog forgets a pin only on an explicit click.

#include "daemonprocess.h"
#include "testcertificates.h"

#include "client/httptransport.h"
#include "ui/remotebackenddialog.h"
#include "ui/settings/backendspage.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using test::DaemonProcess;
using test::TestCertificates;

class TestBackendTrust : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_certificates.make(error), qPrintable(error));
        m_daemon = std::make_unique<DaemonProcess>(QStringList { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--tls-cert"),
            m_certificates.selfCertificate(), QStringLiteral("--tls-key"), m_certificates.selfKey() });
        QVERIFY2(m_daemon->start(), qPrintable(m_daemon->output()));
    }

    void cleanupTestCase()
    {
        if (m_daemon)
            m_daemon->stop();
    }

    void trustOnFirstUsePinsTheKey()
    {
        client::HttpTransport transport;
        ui::BackendsPage page(transport);
        page.show();
        page.addConfig(config({}));
        page.testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page.progress()->isVisible(), 30'000);
        QVERIFY2(page.resultLabel()->text().contains(QStringLiteral("certificate is not trusted")), qPrintable(page.resultLabel()->text()));
        QVERIFY(page.trustButton()->isVisible());

        QTest::mouseClick(page.trustButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page.trustPrompt() && page.trustPrompt()->isVisible(), 30'000);
        const QString shown = page.trustPrompt()->text() + QLatin1Char('\n') + page.trustPrompt()->informativeText();
        const QString pin = TestCertificates::pin(m_certificates.selfCertificate());
        QVERIFY2(shown.contains(QStringLiteral("127.0.0.1:%1").arg(m_daemon->tcpPort())), qPrintable(shown));
        QVERIFY2(shown.contains(TestCertificates::fingerprint(m_certificates.selfCertificate())), qPrintable(shown));
        QVERIFY2(shown.contains(pin), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("(self-signed)")), qPrintable(shown));
        QCOMPARE(page.configs().front().pinnedKey, QString()); // nothing stored before the answer

        page.trustPrompt()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(!page.trustPrompt());
        QCOMPARE(page.configs().front().pinnedKey, pin);
        QVERIFY(!page.trustButton()->isVisible());

        page.testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page.progress()->isVisible(), 30'000);
        QVERIFY2(page.resultLabel()->text().startsWith(QStringLiteral("Connected:")), qPrintable(page.resultLabel()->text()));
    }

    void declinedPromptStoresNothing()
    {
        client::HttpTransport transport;
        ui::BackendsPage page(transport);
        page.show();
        page.addConfig(config({}));
        page.testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(page.trustButton()->isVisible(), 30'000);
        page.trustCertificate();
        QTRY_VERIFY_WITH_TIMEOUT(page.trustPrompt() && page.trustPrompt()->isVisible(), 30'000);
        page.trustPrompt()->button(QMessageBox::No)->click();
        QTRY_VERIFY(!page.trustPrompt());
        QCOMPARE(page.configs().front().pinnedKey, QString());
    }

    void aChangedCertificateIsShownLoudlyAndNotRepinned()
    {
        client::HttpTransport transport;
        ui::BackendsPage page(transport);
        page.show();
        const QString oldPin = TestCertificates::pin(m_certificates.otherCertificate());
        page.addConfig(config(oldPin));
        page.testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page.progress()->isVisible(), 30'000);
        // Both keys: the pinned one and, once read, the one the server now presents.
        const QString serverPin = TestCertificates::pin(m_certificates.selfCertificate());
        QTRY_VERIFY2_WITH_TIMEOUT(page.resultLabel()->text().contains(serverPin), qPrintable(page.resultLabel()->text()), 30'000);
        const QString text = page.resultLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("CERTIFICATE HAS CHANGED")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Pinned key: ") + oldPin), qPrintable(text));
        QVERIFY(!page.trustButton()->isVisible());
        QCOMPARE(page.configs().front().pinnedKey, oldPin);

        // Forgotten only on purpose, in the backend's dialog.
        ui::RemoteBackendDialog dialog;
        dialog.setConfig(page.configs().front());
        QCOMPARE(dialog.config().pinnedKey, oldPin);
        QVERIFY(dialog.forgetPinButton()->isEnabled());
        dialog.forgetPinButton()->click();
        QCOMPARE(dialog.config().pinnedKey, QString());
        QVERIFY(!dialog.forgetPinButton()->isEnabled());
    }

private:
    ui::RemoteBackendConfig config(const QString& pin) const
    {
        ui::RemoteBackendConfig c;
        c.name = QStringLiteral("team");
        c.baseUrl = QStringLiteral("https://127.0.0.1:%1").arg(m_daemon->tcpPort());
        c.tokenFile = m_daemon->dataDir() + QStringLiteral("/token");
        c.pinnedKey = pin;
        return c;
    }

    TestCertificates m_certificates;
    std::unique_ptr<DaemonProcess> m_daemon;
};

int main(int argc, char** argv)
{
    // Settings in a folder of their own: nothing of the user's or of the other UI tests is read or changed.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    TestBackendTrust test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_backendtrust.moc"
