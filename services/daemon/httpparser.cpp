#include "httpparser.h"

#include <algorithm>
#include <charconv>

namespace trainyard::daemon {

namespace {

    std::string lower(std::string_view text)
    {
        std::string out(text);
        std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return out;
    }

    std::string_view trim(std::string_view text)
    {
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
            text.remove_prefix(1);
        while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
            text.remove_suffix(1);
        return text;
    }

    // RFC 9110 token characters, for methods and header names.
    bool isToken(std::string_view text)
    {
        return !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) {
            return std::isalnum(c) || std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
        });
    }

} // namespace

void HttpParser::fail(int status, std::string message)
{
    m_error = Error { status, std::move(message) };
    m_buffer.clear();
}

const HttpRequest* HttpParser::head()
{
    if (m_error)
        return nullptr;
    if (m_head)
        return &*m_head;
    // Tolerate blank lines before a request (RFC 9112 section 2.2).
    while (m_buffer.starts_with("\r\n")) {
        m_buffer.erase(0, 2);
        m_headScanned = 0;
    }
    const auto headEnd = m_buffer.find("\r\n\r\n", m_headScanned > 3 ? m_headScanned - 3 : 0);
    if (headEnd == std::string::npos) {
        m_headScanned = m_buffer.size();
        // + 3: the bytes of an end of head that is not complete yet, so that where the bytes are cut
        // does not matter.
        if (m_buffer.size() > m_limits.maxHeadBytes + 3)
            fail(431, "request head larger than " + std::to_string(m_limits.maxHeadBytes) + " bytes");
        return nullptr;
    }
    if (headEnd > m_limits.maxHeadBytes) {
        fail(431, "request head larger than " + std::to_string(m_limits.maxHeadBytes) + " bytes");
        return nullptr;
    }
    HttpRequest request;
    if (!parseHead(std::string_view(m_buffer).substr(0, headEnd), request))
        return nullptr;

    m_bodyStart = headEnd + 4;
    m_bodyLength = 0;
    const std::string transfer = lower(request.header("transfer-encoding"));
    const std::string length = request.header("content-length");
    m_chunked = !transfer.empty();
    if (m_chunked && transfer != "chunked") {
        fail(501, "transfer coding \"" + transfer + "\" is not supported");
        return nullptr;
    }
    if (!m_chunked && !length.empty()) {
        const auto [ptr, ec] = std::from_chars(length.data(), length.data() + length.size(), m_bodyLength);
        if (ec != std::errc {} || ptr != length.data() + length.size()) {
            fail(400, "invalid Content-Length");
            return nullptr;
        }
        if (m_bodyLength > m_limits.maxBodyBytes) {
            fail(413, "request body larger than " + std::to_string(m_limits.maxBodyBytes) + " bytes");
            return nullptr;
        }
    }
    m_chunkPos = m_bodyStart;
    m_chunkBody.clear();
    m_head = std::move(request);
    return &*m_head;
}

std::optional<HttpRequest> HttpParser::next()
{
    if (!head())
        return std::nullopt;
    std::string body;
    std::size_t end = 0;
    if (m_chunked) {
        if (!parseChunked(end))
            return std::nullopt;
        body = std::move(m_chunkBody);
    } else {
        if (m_buffer.size() < m_bodyStart + m_bodyLength)
            return std::nullopt;
        body = m_buffer.substr(m_bodyStart, m_bodyLength);
        end = m_bodyStart + m_bodyLength;
    }
    HttpRequest request = std::move(*m_head);
    request.body = std::move(body);
    m_head.reset();
    m_chunkBody.clear();
    m_headScanned = 0;
    m_buffer.erase(0, end);
    return request;
}

bool HttpParser::parseHead(std::string_view head, HttpRequest& request)
{
    const auto lineEnd = head.find("\r\n");
    const std::string_view requestLine = head.substr(0, lineEnd);
    const auto sp1 = requestLine.find(' ');
    const auto sp2 = requestLine.rfind(' ');
    if (sp1 == std::string_view::npos || sp2 == sp1) {
        fail(400, "malformed request line");
        return false;
    }
    request.method = std::string(requestLine.substr(0, sp1));
    request.target = std::string(requestLine.substr(sp1 + 1, sp2 - sp1 - 1));
    const std::string_view version = requestLine.substr(sp2 + 1);
    if (!isToken(request.method) || request.target.empty() || request.target.find(' ') != std::string::npos) {
        fail(400, "malformed request line");
        return false;
    }
    if (version != "HTTP/1.1" && version != "HTTP/1.0") {
        fail(505, "HTTP version not supported");
        return false;
    }
    request.keepAlive = version == "HTTP/1.1";

    std::string_view rest = lineEnd == std::string_view::npos ? std::string_view() : head.substr(lineEnd + 2);
    while (!rest.empty()) {
        const auto end = rest.find("\r\n");
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 2);
        const auto colon = line.find(':');
        if (colon == std::string_view::npos || !isToken(line.substr(0, colon))) {
            fail(400, "malformed header line");
            return false;
        }
        std::string name = lower(line.substr(0, colon));
        const std::string_view value = trim(line.substr(colon + 1));
        if (name == "content-length" && request.headers.contains(name) && request.headers[name] != value) {
            fail(400, "conflicting Content-Length headers"); // request smuggling defence
            return false;
        }
        auto& slot = request.headers[name];
        slot = slot.empty() || name == "content-length" ? std::string(value) : slot + ", " + std::string(value);
    }
    if (request.headers.contains("transfer-encoding") && request.headers.contains("content-length")) {
        fail(400, "both Transfer-Encoding and Content-Length");
        return false;
    }
    const std::string connection = lower(request.header("connection"));
    if (connection.find("close") != std::string::npos)
        request.keepAlive = false;
    else if (connection.find("keep-alive") != std::string::npos)
        request.keepAlive = true;

    const auto question = request.target.find('?');
    request.path = percentDecode(std::string_view(request.target).substr(0, question), false);
    if (question != std::string::npos) {
        std::string_view query = std::string_view(request.target).substr(question + 1);
        while (!query.empty()) {
            const auto amp = query.find('&');
            const std::string_view pair = query.substr(0, amp);
            query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
            if (pair.empty())
                continue;
            const auto eq = pair.find('=');
            request.query.emplace_back(percentDecode(pair.substr(0, eq), true),
                eq == std::string_view::npos ? std::string() : percentDecode(pair.substr(eq + 1), true));
        }
    }
    return true;
}

bool HttpParser::parseChunked(std::size_t& end)
{
    constexpr std::size_t maxSizeLine = 1024;
    for (;;) {
        const std::size_t pos = m_chunkPos;
        const auto lineEnd = m_buffer.find("\r\n", pos);
        // + 1: a line whose CR has come and its LF not yet (see head()).
        if (lineEnd == std::string::npos ? m_buffer.size() - pos > maxSizeLine + 1 : lineEnd - pos > maxSizeLine) {
            fail(400, "malformed chunk size line");
            return false;
        }
        if (lineEnd == std::string::npos)
            return false;
        std::string_view sizeText = std::string_view(m_buffer).substr(pos, lineEnd - pos);
        sizeText = sizeText.substr(0, sizeText.find(';')); // chunk extensions are ignored
        std::size_t size = 0;
        const auto [ptr, ec] = std::from_chars(sizeText.data(), sizeText.data() + sizeText.size(), size, 16);
        if (sizeText.empty() || ec != std::errc {} || ptr != sizeText.data() + sizeText.size()) {
            fail(400, "malformed chunk size");
            return false;
        }
        if (size > m_limits.maxBodyBytes || m_chunkBody.size() + size > m_limits.maxBodyBytes) {
            fail(413, "request body larger than " + std::to_string(m_limits.maxBodyBytes) + " bytes");
            return false;
        }
        const std::size_t dataStart = lineEnd + 2;
        if (size == 0) {
            if (m_buffer.compare(dataStart, 2, "\r\n") == 0) {
                end = dataStart + 2;
                return true;
            }
            // Trailer section: header lines until the empty line, limited like a head (unbounded, it
            // would grow the buffer for ever).
            const auto trailerEnd = m_buffer.find("\r\n\r\n", lineEnd);
            if (trailerEnd == std::string::npos ? m_buffer.size() - dataStart > m_limits.maxHeadBytes + 3
                                                : trailerEnd - dataStart > m_limits.maxHeadBytes) {
                fail(431, "request trailer larger than " + std::to_string(m_limits.maxHeadBytes) + " bytes");
                return false;
            }
            if (trailerEnd == std::string::npos)
                return false;
            end = trailerEnd + 4;
            return true;
        }
        if (m_buffer.size() < dataStart + size + 2)
            return false;
        if (m_buffer.compare(dataStart + size, 2, "\r\n") != 0) {
            fail(400, "chunk not followed by CRLF");
            return false;
        }
        m_chunkBody.append(m_buffer, dataStart, size);
        m_chunkPos = dataStart + size + 2;
    }
}

} // namespace trainyard::daemon
