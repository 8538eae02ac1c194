#pragma once

#include "httprequest.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::daemon {

// Incremental HTTP/1.1 request parser: feed bytes as they arrive, take requests as they complete.
// Pure (no sockets, no Qt) so it can be tested and fuzzed on its own. Bodies come with Content-Length
// or chunked transfer coding; oversize heads and bodies stop the parser with the status to answer.
class HttpParser {
public:
    struct Limits {
        std::size_t maxHeadBytes = 64 * 1024;
        std::size_t maxBodyBytes = 8 * 1024 * 1024;
    };

    struct Error {
        int status = 400; // 400, 413, 431, 501, 505
        std::string message;
    };

    HttpParser() = default;
    explicit HttpParser(Limits limits)
        : m_limits(limits)
    {
    }

    void feed(std::string_view bytes) { m_buffer.append(bytes); }

    // The next complete request, if the buffered bytes hold one. After an error, always nullopt.
    std::optional<HttpRequest> next();
    const std::optional<Error>& error() const { return m_error; }
    std::size_t buffered() const { return m_buffer.size(); }

private:
    bool parseHead(std::string_view head, HttpRequest& request);
    // Decodes a chunked body starting at `pos`; returns false while incomplete. Sets m_error on bad input.
    bool parseChunked(std::size_t pos, std::string& body, std::size_t& end);
    void fail(int status, std::string message);

    Limits m_limits;
    std::string m_buffer;
    std::optional<Error> m_error;
};

} // namespace trainyard::daemon
