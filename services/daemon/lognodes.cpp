#include "lognodes.h"

#include <cerrno>
#include <fcntl.h>
#include <fstream>
#include <unistd.h>

namespace trainyard::daemon {

std::map<std::string, std::string> LogNodes::read(const std::string& dir)
{
    std::map<std::string, std::string> nodes;
    std::ifstream in(dir + "/nodes");
    for (std::string line; std::getline(in, line);) {
        const auto tab = line.find('\t');
        if (tab == std::string::npos || tab == 0 || tab + 1 == line.size())
            continue;
        nodes[line.substr(0, tab)] = line.substr(tab + 1);
    }
    return nodes;
}

bool LogNodes::append(const std::string& dir, const std::string& fileName, const std::string& node)
{
    const int fd = ::open((dir + "/nodes").c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const std::string line = fileName + '\t' + node + '\n';
    ssize_t written = -1;
    do {
        written = ::write(fd, line.data(), line.size()); // one write: a reader sees the line whole or not at all
    } while (written < 0 && errno == EINTR);
    ::close(fd);
    return written == static_cast<ssize_t>(line.size());
}

bool LogNodes::valid(const std::string& node)
{
    return !node.empty() && node.find_first_of("\t\r\n") == std::string::npos;
}

} // namespace trainyard::daemon
