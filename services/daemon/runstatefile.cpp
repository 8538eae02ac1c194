#include "runstatefile.h"

#include <cstdio>
#include <fstream>
#include <sys/stat.h>

namespace trainyard::daemon {

RunStateFile::RunStateFile(std::string path)
    : m_path(std::move(path))
{
}

bool RunStateFile::exists() const
{
    struct stat info {};
    return ::stat(m_path.c_str(), &info) == 0;
}

bool RunStateFile::save(const nlohmann::json& state) const
{
    const std::string temporary = m_path + ".tmp";
    {
        std::ofstream out(temporary);
        out << state.dump(2);
        if (!out)
            return false;
    }
    return std::rename(temporary.c_str(), m_path.c_str()) == 0;
}

std::optional<nlohmann::json> RunStateFile::load() const
{
    std::ifstream in(m_path);
    if (!in)
        return std::nullopt;
    try {
        return nlohmann::json::parse(in);
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace trainyard::daemon
