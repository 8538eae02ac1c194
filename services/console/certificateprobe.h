#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>

class QSslSocket;
class QTimer;

namespace trainyard::ui {

// Reads the certificate a TLS server presents, so that the user can look at it before trusting it
// (trust on first use, docs/remote.md). The handshake is left at the certificate: nothing is sent to
// the server, and the certificate's errors (self-signed, unknown CA) are what is being asked about.
// Asynchronous on the event loop; the GUI thread never waits.
class CertificateProbe : public QObject {
    Q_OBJECT

public:
    struct Result {
        QString error; // empty: the fields below were read
        QString host;
        quint16 port = 0;
        QString subject;
        QString issuer;
        QDateTime notBefore;
        QDateTime notAfter;
        QString certificateSha256; // "AB:CD:…", as `openssl x509 -fingerprint -sha256` prints it
        QString publicKeyPin; // "sha256//BASE64": what the backend's pinnedKey takes
        bool selfSigned = false;
    };

    explicit CertificateProbe(QObject* parent = nullptr);
    ~CertificateProbe() override;

    // Connects to an https:// URL's host and port (443 when none). finished() follows once, from the
    // event loop, unless cancel() or another start() comes first.
    void start(const QString& url, int timeoutMs = 10'000);
    void cancel();

signals:
    void finished(const trainyard::ui::CertificateProbe::Result& result);

private:
    void readCertificate();
    void fail(const QString& error);
    void finish();

    QPointer<QSslSocket> m_socket;
    QTimer* m_timeout;
    Result m_result;
};

} // namespace trainyard::ui

Q_DECLARE_METATYPE(trainyard::ui::CertificateProbe::Result)
