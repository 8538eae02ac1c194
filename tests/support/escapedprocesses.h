#pragma once

// Test support for tests/fixtures/trainers/escaper: its grandchild leaves the replica's process group
// and session, so only its pid file and the marker in its argv find it. A test that fails must not
// leave it running, hence EscapedProcesses, which kills what carries its marker when it goes.

#include <QDir>
#include <QFile>
#include <QString>

#include <csignal>
#include <fstream>
#include <string>
#include <vector>

namespace trainyard::test {

// True while the process exists and is not a zombie (an orphan's zombie may wait for a lax init).
inline bool livingProcess(int pid)
{
    if (pid <= 0)
        return false;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line))
        return false;
    const auto close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z' && line[close + 2] != 'X';
}

inline int pidInFile(const QString& path)
{
    std::ifstream in(path.toStdString());
    int pid = 0;
    in >> pid;
    return pid;
}

class EscapedProcesses {
public:
    explicit EscapedProcesses(std::string marker)
        : m_marker(std::move(marker))
    {
    }
    ~EscapedProcesses()
    {
        for (int pid : living())
            ::kill(pid, SIGKILL);
    }
    const std::string& marker() const { return m_marker; }
    // Living processes with the marker as an argument.
    std::vector<int> living() const
    {
        std::vector<int> pids;
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool ok = false;
            const int pid = entry.toInt(&ok);
            if (!ok)
                continue;
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!cmdline.open(QIODevice::ReadOnly))
                continue;
            const QList<QByteArray> args = cmdline.readAll().split('\0');
            if (args.contains(QByteArray::fromStdString(m_marker)) && livingProcess(pid))
                pids.push_back(pid);
        }
        return pids;
    }

private:
    std::string m_marker;
};

} // namespace trainyard::test
