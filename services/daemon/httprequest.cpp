#include "httprequest.h"

namespace trainyard::daemon {

std::string HttpRequest::header(std::string_view name) const
{
    const auto it = headers.find(std::string(name));
    return it == headers.end() ? std::string() : it->second;
}

std::string HttpRequest::param(std::string_view name, std::string_view fallback) const
{
    for (auto it = query.rbegin(); it != query.rend(); ++it) {
        if (it->first == name)
            return it->second;
    }
    return std::string(fallback);
}

std::vector<std::string> HttpRequest::params(std::string_view name) const
{
    std::vector<std::string> out;
    for (const auto& [key, value] : query) {
        if (key == name)
            out.push_back(value);
    }
    return out;
}

bool HttpRequest::hasParam(std::string_view name) const
{
    for (const auto& [key, value] : query) {
        if (key == name)
            return true;
    }
    return false;
}

std::string percentDecode(std::string_view text, bool plusIsSpace)
{
    const auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 2 < text.size() && hex(text[i + 1]) >= 0 && hex(text[i + 2]) >= 0) {
            out += static_cast<char>(hex(text[i + 1]) * 16 + hex(text[i + 2]));
            i += 2;
        } else if (c == '+' && plusIsSpace) {
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace trainyard::daemon
