#pragma once

// Runs tests/fixtures/tensorboard/tbwriter.py, the tests' own writer of TensorBoard event files, with
// the system Python (google.protobuf and crc32c from Debian's packages).

#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTest>

#include <string>

namespace tbtest {

inline bool tbwrite(const QString& file, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("/usr/bin/python3"),
        QStringList { QStringLiteral(TRAINYARD_FIXTURES "/tensorboard/tbwriter.py"), file } + args);
    if (!p.waitForFinished(50000)) {
        p.kill();
        p.waitForFinished();
        return false;
    }
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

inline std::string readAll(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

inline bool writeAll(const QString& file, const std::string& bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && f.write(bytes.data(), qint64(bytes.size())) == qint64(bytes.size());
}

} // namespace tbtest
