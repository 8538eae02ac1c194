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
// The head of a request is available (head()) as soon as it is complete, before its body, so that a
// server can refuse a request (no token, a body too large) without reading the body.
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
    // The head of the next request (its body empty) once the head is complete and valid, while its
    // body may still be arriving; nullptr before that and after an error. A declared body over the
    // limit, or a transfer coding not supported, is an error here already. Valid until next() returns
    // that request.
    const HttpRequest* head();
    const std::optional<Error>& error() const { return m_error; }
    std::size_t buffered() const { return m_buffer.size(); }

private:
    bool parseHead(std::string_view head, HttpRequest& request);
    // Decodes the chunked body from m_chunkPos on into m_chunkBody; returns false while incomplete (it
    // goes on where it stopped at the next call). Sets m_error on bad input.
    bool parseChunked(std::size_t& end);
    void fail(int status, std::string message);

    Limits m_limits;
    std::string m_buffer;
    std::optional<Error> m_error;
    // Where the search for the end of the head goes on (bytes fed one at a time must not be scanned
    // again each time: a slow client would cost quadratic time).
    std::size_t m_headScanned = 0;
    // The head of the request at the front of m_buffer, once complete, and where its body starts.
    std::optional<HttpRequest> m_head;
    std::size_t m_bodyStart = 0;
    std::size_t m_bodyLength = 0;
    bool m_chunked = false;
    std::size_t m_chunkPos = 0;
    std::string m_chunkBody;
};

} // namespace trainyard::daemon
