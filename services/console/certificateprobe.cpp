#include "console/certificateprobe.h"

#include <QCryptographicHash>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QTimer>
#include <QUrl>

namespace trainyard::ui {

CertificateProbe::CertificateProbe(QObject* parent)
    : QObject(parent)
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] { fail(tr("%1:%2 did not complete a TLS handshake in time").arg(m_result.host).arg(m_result.port)); });
}

CertificateProbe::~CertificateProbe()
{
    cancel();
}

void CertificateProbe::cancel()
{
    m_timeout->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = nullptr;
}

void CertificateProbe::start(const QString& url, int timeoutMs)
{
    cancel();
    const QUrl parsed(url);
    m_result = Result {};
    m_result.host = parsed.host();
    m_result.port = static_cast<quint16>(parsed.port(443));
    if (parsed.scheme() != QStringLiteral("https") || m_result.host.isEmpty()) {
        // Reported from the event loop, as every result is.
        QTimer::singleShot(0, this, [this, url] { fail(tr("%1 is not an https:// URL").arg(url)); });
        return;
    }
    m_socket = new QSslSocket(this);
    // The certificate is read at the first of these: errors are expected (that is why the user is
    // asked), and the handshake stops there.
    connect(m_socket, &QSslSocket::sslErrors, this, &CertificateProbe::readCertificate);
    connect(m_socket, &QSslSocket::encrypted, this, &CertificateProbe::readCertificate);
    connect(m_socket, &QSslSocket::errorOccurred, this, [this] {
        if (m_socket)
            fail(m_socket->errorString());
    });
    m_timeout->start(timeoutMs);
    m_socket->connectToHostEncrypted(m_result.host, m_result.port);
}

void CertificateProbe::readCertificate()
{
    if (!m_socket)
        return;
    const QList<QSslCertificate> chain = m_socket->peerCertificateChain();
    if (chain.isEmpty()) {
        fail(tr("%1:%2 presented no certificate").arg(m_result.host).arg(m_result.port));
        return;
    }
    const QSslCertificate& certificate = chain.front();
    m_result.subject = certificate.subjectDisplayName();
    m_result.issuer = certificate.issuerDisplayName();
    m_result.notBefore = certificate.effectiveDate();
    m_result.notAfter = certificate.expiryDate();
    m_result.selfSigned = certificate.isSelfSigned();
    m_result.certificateSha256 = QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
    // The public key as DER is its SubjectPublicKeyInfo, which is what curl's pin hashes.
    const QByteArray spki = certificate.publicKey().toDer();
    m_result.publicKeyPin = QStringLiteral("sha256//") + QString::fromLatin1(QCryptographicHash::hash(spki, QCryptographicHash::Sha256).toBase64());
    finish();
}

void CertificateProbe::fail(const QString& error)
{
    m_result.error = error;
    finish();
}

void CertificateProbe::finish()
{
    cancel();
    const Result result = m_result;
    emit finished(result);
}

} // namespace trainyard::ui
