#pragma once

// Test support: resource samples and the files they are kept in, for the daemon's resource tests.

#include "spec/resourcerecords.h"

#include <QFile>
#include <QString>

#include <cstdint>
#include <string>

namespace trainyard::test {

// A sample of `replica` at `seconds` after the epoch.
inline spec::ResourceSample sampleAt(std::int64_t seconds, double cpu, double memory, const std::string& replica = "master-replica-0")
{
    spec::ResourceSample s;
    s.time = { seconds, 0 };
    s.replica = replica;
    s.cpuPercent = cpu;
    s.memoryBytes = memory;
    return s;
}

// A file's whole text; empty when it cannot be read.
inline std::string readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

} // namespace trainyard::test
