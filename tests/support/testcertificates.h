#pragma once

// Test support: certificates for the TLS tests, made at test time with the `openssl` command in a
// temporary folder: a test CA and a server certificate it signed (SAN IP:127.0.0.1, DNS:localhost),
// a self-signed certificate, and a second self-signed one (the "changed certificate" case). Header
// only; the files live as long as the object.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace trainyard::test {

class TestCertificates {
public:
    // Makes every file; false and `error` (openssl's own words) when one could not be made.
    bool make(QString& error)
    {
        const QString san = QStringLiteral("subjectAltName=IP:127.0.0.1,DNS:localhost");
        QFile extension(path(QStringLiteral("server.ext")));
        if (!extension.open(QIODevice::WriteOnly) || extension.write(san.toUtf8() + '\n') < 0)
            return fail(error, QStringLiteral("cannot write ") + extension.fileName());
        extension.close();
        const QStringList days { QStringLiteral("-days"), QStringLiteral("2") };
        return run(error, QStringList { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                              QStringLiteral("-nodes"), QStringLiteral("-keyout"), caKey(), QStringLiteral("-out"), caCertificate(),
                              QStringLiteral("-subj"), QStringLiteral("/CN=Trainyard Test CA") } + days)
            && run(error, { QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                              serverKey(), QStringLiteral("-out"), path(QStringLiteral("server.csr")), QStringLiteral("-subj"), QStringLiteral("/CN=localhost") })
            && run(error, QStringList { QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), path(QStringLiteral("server.csr")),
                              QStringLiteral("-CA"), caCertificate(), QStringLiteral("-CAkey"), caKey(), QStringLiteral("-CAcreateserial"),
                              QStringLiteral("-out"), serverCertificate(), QStringLiteral("-extfile"), extension.fileName() } + days)
            && selfSigned(error, QStringLiteral("self"), QStringLiteral("/CN=trainyard self-signed"), san, days)
            && selfSigned(error, QStringLiteral("other"), QStringLiteral("/CN=trainyard self-signed"), san, days);
    }

    QString caCertificate() const { return path(QStringLiteral("ca.pem")); }
    QString caKey() const { return path(QStringLiteral("ca.key")); }
    QString serverCertificate() const { return path(QStringLiteral("server.pem")); }
    QString serverKey() const { return path(QStringLiteral("server.key")); }
    QString selfCertificate() const { return path(QStringLiteral("self.pem")); }
    QString selfKey() const { return path(QStringLiteral("self.key")); }
    QString otherCertificate() const { return path(QStringLiteral("other.pem")); }
    QString otherKey() const { return path(QStringLiteral("other.key")); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // "AB:CD:…", as `openssl x509 -fingerprint -sha256` prints it; empty when openssl fails.
    static QString fingerprint(const QString& certificate)
    {
        const QString out = output(QStringLiteral("openssl x509 -in '%1' -noout -fingerprint -sha256").arg(certificate));
        return out.section(QLatin1Char('='), 1).trimmed();
    }

    // "sha256//BASE64" of the certificate's public key, computed by openssl alone (as curl's manual says).
    static QString pin(const QString& certificate)
    {
        const QString out = output(QStringLiteral("openssl x509 -in '%1' -pubkey -noout | openssl pkey -pubin -outform der "
                                                  "| openssl dgst -sha256 -binary | openssl enc -base64")
                                       .arg(certificate));
        return out.trimmed().isEmpty() ? QString() : QStringLiteral("sha256//") + out.trimmed();
    }

private:
    bool selfSigned(QString& error, const QString& name, const QString& subject, const QString& san, const QStringList& days)
    {
        return run(error, QStringList { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                              QStringLiteral("-nodes"), QStringLiteral("-keyout"), path(name + QStringLiteral(".key")), QStringLiteral("-out"),
                              path(name + QStringLiteral(".pem")), QStringLiteral("-subj"), subject, QStringLiteral("-addext"), san } + days);
    }

    static bool run(QString& error, const QStringList& arguments)
    {
        QProcess openssl;
        openssl.setProcessChannelMode(QProcess::MergedChannels);
        openssl.start(QStringLiteral("openssl"), arguments);
        if (!openssl.waitForFinished(60'000) || openssl.exitStatus() != QProcess::NormalExit || openssl.exitCode() != 0)
            return fail(error, QStringLiteral("openssl %1: %2 %3").arg(arguments.join(QLatin1Char(' ')), openssl.errorString(), QString::fromUtf8(openssl.readAll())));
        return true;
    }

    static QString output(const QString& shellCommand)
    {
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), shellCommand });
        shell.waitForFinished(60'000);
        return QString::fromUtf8(shell.readAllStandardOutput());
    }

    static bool fail(QString& error, const QString& why)
    {
        error = why;
        return false;
    }

    QTemporaryDir m_dir;
};

} // namespace trainyard::test
