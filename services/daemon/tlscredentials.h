#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>

#include <optional>
#include <string>

namespace trainyard::daemon {

// The certificate (chain) and private key the TCP listener serves HTTPS with (trainyardd --tls-cert,
// --tls-key). Loaded and checked before the daemon touches anything, so that a wrong file stops the
// start with a reason instead of failing every handshake later.
class TlsCredentials {
public:
    // Reads both PEM files. nullopt and `error` (naming the flag) when a file cannot be read, holds no
    // PEM certificate or key, the key is encrypted, or the key does not belong to the certificate.
    static std::optional<TlsCredentials> load(const std::string& certFile, const std::string& keyFile, std::string& error);

    // A server configuration: the chain and key, no client certificates asked for, TLS 1.2 or later.
    QSslConfiguration serverConfiguration() const;
    // SHA-256 of the certificate, as `openssl x509 -fingerprint -sha256` prints it ("AB:CD:…").
    std::string certificateFingerprint() const;
    // "sha256//BASE64": SHA-256 of the public key (SubjectPublicKeyInfo), the pin curl's
    // CURLOPT_PINNEDPUBLICKEY and the console's settings take.
    std::string publicKeyPin() const;
    std::string subject() const;
    std::string expiry() const; // ISO 8601, UTC

private:
    QList<QSslCertificate> m_chain; // the server's own first
    QSslKey m_key;
    std::string m_pin;
};

} // namespace trainyard::daemon
