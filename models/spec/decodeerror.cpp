#include "decodeerror.h"

namespace trainyard::spec {

std::string DecodeError::toString(const std::string& fileName) const
{
    std::string out = fileName;
    if (line > 0) {
        if (!out.empty())
            out += ':';
        out += std::to_string(line) + ':' + std::to_string(column);
    }
    if (!out.empty())
        out += ": ";
    if (!path.empty())
        out += path + ": ";
    out += message;
    return out;
}

} // namespace trainyard::spec
