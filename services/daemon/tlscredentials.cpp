#include "tlscredentials.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSslKey>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>

namespace trainyard::daemon {

namespace {
    // An encrypted key is refused, not prompted for: a daemon has no terminal to ask on.
    int noPassphrase(char*, int, int, void*) { return -1; }

    template <typename T, void (*Free)(T*)>
    struct Freer {
        void operator()(T* p) const { Free(p); }
    };
    using Bio = std::unique_ptr<BIO, Freer<BIO, BIO_free_all>>;
    using Key = std::unique_ptr<EVP_PKEY, Freer<EVP_PKEY, EVP_PKEY_free>>;
    using Certificate = std::unique_ptr<X509, Freer<X509, X509_free>>;

    bool readFile(const std::string& path, const char* flag, QByteArray& out, std::string& error)
    {
        QFile file(QString::fromStdString(path));
        if (!file.open(QIODevice::ReadOnly)) {
            error = std::string(flag) + ": cannot read " + path + ": " + file.errorString().toStdString();
            return false;
        }
        out = file.readAll();
        return true;
    }
} // namespace

std::optional<TlsCredentials> TlsCredentials::load(const std::string& certFile, const std::string& keyFile, std::string& error)
{
    QByteArray certPem;
    QByteArray keyPem;
    if (!readFile(certFile, "--tls-cert", certPem, error) || !readFile(keyFile, "--tls-key", keyPem, error))
        return std::nullopt;
    TlsCredentials credentials;
    credentials.m_chain = QSslCertificate::fromData(certPem, QSsl::Pem);
    if (credentials.m_chain.isEmpty()) {
        error = "--tls-cert: " + certFile + " holds no PEM certificate (a -----BEGIN CERTIFICATE----- block)";
        return std::nullopt;
    }
    // OpenSSL reads a key of any algorithm and says whether it belongs to the certificate; Qt can do
    // neither without being told the algorithm first.
    Bio bio(BIO_new_mem_buf(keyPem.constData(), static_cast<int>(keyPem.size())));
    Key key(PEM_read_bio_PrivateKey(bio.get(), nullptr, &noPassphrase, nullptr));
    if (!key) {
        error = "--tls-key: " + keyFile
            + (keyPem.contains("ENCRYPTED") ? " is encrypted with a passphrase; the daemon needs it unencrypted (keep the file mode 0600)"
                                            : " holds no PEM private key (a -----BEGIN PRIVATE KEY----- block)");
        return std::nullopt;
    }
    const QByteArray der = credentials.m_chain.front().toDer();
    const auto* derBytes = reinterpret_cast<const unsigned char*>(der.constData());
    Certificate certificate(d2i_X509(nullptr, &derBytes, static_cast<long>(der.size())));
    if (!certificate || X509_check_private_key(certificate.get(), key.get()) != 1) {
        error = "--tls-key: " + keyFile + " is not the private key of the certificate in " + certFile;
        return std::nullopt;
    }
    // The pin is of the SubjectPublicKeyInfo in DER, as curl hashes it.
    unsigned char* spki = nullptr;
    const int spkiSize = i2d_PUBKEY(X509_get0_pubkey(certificate.get()), &spki);
    if (spkiSize > 0) {
        const QByteArray digest = QCryptographicHash::hash(QByteArrayView(spki, spkiSize), QCryptographicHash::Sha256);
        credentials.m_pin = "sha256//" + digest.toBase64().toStdString();
    }
    OPENSSL_free(spki);
    // Handed to Qt as it is (an opaque key: Qt's TLS backend is OpenSSL too), whatever its algorithm.
    credentials.m_key = QSslKey(static_cast<Qt::HANDLE>(key.release()), QSsl::PrivateKey);
    return credentials;
}

QSslConfiguration TlsCredentials::serverConfiguration() const
{
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(m_chain);
    configuration.setPrivateKey(m_key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // clients prove themselves with the token
    configuration.setProtocol(QSsl::TlsV1_2OrLater);
    return configuration;
}

std::string TlsCredentials::certificateFingerprint() const
{
    return m_chain.front().digest(QCryptographicHash::Sha256).toHex(':').toUpper().toStdString();
}

std::string TlsCredentials::publicKeyPin() const
{
    return m_pin;
}

std::string TlsCredentials::subject() const
{
    return m_chain.front().subjectDisplayName().toStdString();
}

std::string TlsCredentials::expiry() const
{
    return m_chain.front().expiryDate().toUTC().toString(Qt::ISODate).toStdString();
}

} // namespace trainyard::daemon
