#pragma once

// Helpers shared by the spec tests: fixture files by name, read whole.

#include <QDir>
#include <QFile>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <string>

namespace trainyard::test {

inline QString fixturePath(const QString& relative)
{
    return QStringLiteral(TRAINYARD_FIXTURES) + QLatin1Char('/') + relative;
}

inline std::string readFixture(const QString& relative)
{
    QFile file(fixturePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(relative));
    return file.readAll().toStdString();
}

// File names (relative to the fixtures folder) in a folder, sorted, matching a glob.
inline QStringList fixtureFiles(const QString& folder, const QStringList& globs)
{
    QStringList out;
    const QDir dir(fixturePath(folder));
    for (const QString& name : dir.entryList(globs, QDir::Files, QDir::Name))
        out << folder + QLatin1Char('/') + name;
    return out;
}

// JSON values compared as their canonical text, which QCOMPARE can print when they differ.
inline QString js(const nlohmann::json& value)
{
    return QString::fromStdString(value.dump());
}

} // namespace trainyard::test
