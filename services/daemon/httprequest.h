#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// One parsed HTTP/1.1 request. Header names are lower-case; the path is percent-decoded; query
// parameters keep their order and repetitions (`replica=a&replica=b`).
struct HttpRequest {
    std::string method;
    std::string target; // as sent: path and query
    std::string path;
    std::vector<std::pair<std::string, std::string>> query;
    std::map<std::string, std::string> headers;
    std::string body;
    bool keepAlive = true;

    std::string header(std::string_view name) const;
    // The last value of a query parameter, or `fallback` when absent.
    std::string param(std::string_view name, std::string_view fallback = {}) const;
    std::vector<std::string> params(std::string_view name) const;
    bool hasParam(std::string_view name) const;
};

// Percent-decoding; `plusIsSpace` for query strings. Nullopt-free: malformed escapes stay as they are.
std::string percentDecode(std::string_view text, bool plusIsSpace);

} // namespace trainyard::daemon
