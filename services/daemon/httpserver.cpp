#include "httpserver.h"

#include "descriptorlimit.h"
#include "listener.h"

#include <QLocalSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {
    // A refused client still sending its body would see a reset instead of the answer if the
    // connection closed at once: its bytes are read and dropped this long first.
    constexpr int lingerMs = 2000;
    // TCP is refused this long after descriptors ran out, so that the room shedding made is left to
    // the daemon's own files and the Unix socket.
    constexpr qint64 exhaustedMs = 1000;
    // Idle TCP connections closed at once when descriptors run out.
    constexpr int shedBatch = 16;
    // What a socket reads ahead of the parser: a client that sends while its stream is open, or
    // faster than the daemon parses, waits in TCP's flow control, not in the daemon's memory.
    constexpr qint64 readBufferBytes = 256 * 1024;

    // Over the caps: a short answer and close, without a connection object. What the client already
    // sent is read first (once), so that the close is a FIN and the client reads the answer.
    void refuseDescriptor(int descriptor)
    {
        static constexpr char busy[] = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                                       "Content-Length: 21\r\nRetry-After: 1\r\nConnection: close\r\n\r\ntoo many connections\n";
        char sink[16 * 1024];
        (void)::recv(descriptor, sink, sizeof sink, MSG_DONTWAIT);
        (void)::send(descriptor, busy, sizeof busy - 1, MSG_DONTWAIT | MSG_NOSIGNAL);
        ::close(descriptor);
    }

    HttpResponse textResponse(int status, std::string text)
    {
        HttpResponse response;
        response.status = status;
        response.contentType = "text/plain; charset=UTF-8";
        response.body = std::move(text) + "\n";
        return response;
    }

    std::string lowered(std::string text)
    {
        std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return text;
    }

} // namespace

const char* reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Status";
    }
}

ResponseStream::ResponseStream(QIODevice* socket, QObject* parent)
    : QObject(parent)
    , m_socket(socket)
{
}

void ResponseStream::write(std::string_view data)
{
    if (m_finished || data.empty())
        return;
    char size[32];
    const int n = std::snprintf(size, sizeof size, "%zx\r\n", data.size());
    m_socket->write(size, n);
    m_socket->write(data.data(), static_cast<qint64>(data.size()));
    m_socket->write("\r\n", 2);
    // Out now, not when the event loop next polls: a follower's line should not wait for another
    // wake-up of the daemon, which on busy CPUs can be milliseconds away. (Never blocks: what the
    // client has no room for stays buffered, and pendingBytes() slows the producer.)
    if (auto* local = qobject_cast<QLocalSocket*>(m_socket))
        local->flush();
    else if (auto* tcp = qobject_cast<QAbstractSocket*>(m_socket))
        tcp->flush();
}

void ResponseStream::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_socket->write("0\r\n\r\n", 5);
    emit closed();
}

qint64 ResponseStream::pendingBytes() const
{
    return m_socket->bytesToWrite();
}

void HttpExchange::respond(HttpResponse response)
{
    m_answered = true;
    m_connection.send(response, request.keepAlive);
}

ResponseStream* HttpExchange::startStream(int status, const std::string& contentType,
    const std::vector<std::pair<std::string, std::string>>& headers)
{
    m_answered = true;
    return m_connection.openStream(status, contentType, headers);
}

HttpServer::HttpServer(HttpParser::Limits limits, ConnectionLimits connectionLimits, QObject* parent)
    : QObject(parent)
    , m_limits(limits)
    , m_connectionLimits(connectionLimits)
{
    // Connections may hold half the descriptors, TCP a quarter: the rest is the daemon's (jobs' pipes
    // and logs, the database), and the Unix socket always has room when TCP is full.
    const auto limit = static_cast<int>(std::min<std::size_t>(descriptorLimit(), 1 << 20));
    m_maxConnections = connectionLimits.maxConnections > 0
        ? connectionLimits.maxConnections
        : std::max(1, std::min(ConnectionLimits::defaultMaxConnections, limit / 2));
    m_maxTcpConnections = connectionLimits.maxTcpConnections > 0
        ? connectionLimits.maxTcpConnections
        : std::max(1, std::min(ConnectionLimits::defaultMaxTcpConnections, limit / 4));
}

HttpServer::~HttpServer()
{
    // Before the members they use go (they are children, deleted after this body otherwise).
    const auto connections = m_connections;
    for (HttpConnection* connection : connections)
        delete connection;
}

bool HttpServer::listenLocal(const QString& path, QString* error)
{
    // The path is free: RuntimePaths::clearSocketPath decided what may be removed there (a stale socket
    // of this user's, nothing else), and bind() fails on anything that appeared since.
    m_local = Listener::listenUnix(path, error);
    if (!m_local)
        return false;
    m_local->setAccepted([this](int descriptor) { accepted(descriptor, false); });
    m_local->setExhausted([this] { return descriptorsExhausted(); });
    return true;
}

bool HttpServer::listenTcp(const QHostAddress& address, quint16 port, QString* error)
{
    m_tcp = Listener::listenTcp(address, port, error);
    if (!m_tcp)
        return false;
    m_tcp->setAccepted([this](int descriptor) { accepted(descriptor, true); });
    m_tcp->setExhausted([this] { return descriptorsExhausted(); });
    return true;
}

quint16 HttpServer::tcpPort() const
{
    return m_tcp ? m_tcp->port() : 0;
}

QString HttpServer::localPath() const
{
    return m_local ? m_local->path() : QString();
}

void HttpServer::accepted(int descriptor, bool overTcp)
{
    const int total = static_cast<int>(m_connections.size());
    if (overTcp) {
        const bool exhausted = m_exhausted.isValid() && m_exhausted.elapsed() < exhaustedMs;
        if (exhausted || m_tcpConnections >= m_maxTcpConnections || total >= m_maxConnections) {
            refuseDescriptor(descriptor);
            return;
        }
        const int on = 1;
        ::setsockopt(descriptor, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
        auto* socket = new QTcpSocket;
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            ::close(descriptor);
            return;
        }
        socket->setReadBufferSize(readBufferBytes);
        new HttpConnection(socket, true, *this);
        return;
    }
    // The Unix socket's user comes first: its connection takes an idle TCP connection's place.
    if (total >= m_maxConnections && shedIdleTcp(1) == 0) {
        refuseDescriptor(descriptor);
        return;
    }
    auto* socket = new QLocalSocket;
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        ::close(descriptor);
        return;
    }
    socket->setReadBufferSize(readBufferBytes);
    new HttpConnection(socket, false, *this);
}

bool HttpServer::descriptorsExhausted()
{
    m_exhausted.start();
    if (!m_warned.isValid() || m_warned.elapsed() > 60'000) {
        m_warned.start();
        std::fprintf(stderr, "trainyardd: out of file descriptors (limit %zu, %zu connections): idle TCP connections are closed and new ones refused\n",
            descriptorLimit(), m_connections.size());
    }
    return shedIdleTcp(shedBatch) > 0;
}

int HttpServer::shedIdleTcp(int count)
{
    std::vector<HttpConnection*> victims;
    for (HttpConnection* connection : m_connections) {
        if (static_cast<int>(victims.size()) >= count)
            break;
        if (connection->overTcp() && connection->idle())
            victims.push_back(connection);
    }
    for (HttpConnection* connection : victims)
        connection->shed();
    return static_cast<int>(victims.size());
}

void HttpServer::forget(HttpConnection* connection)
{
    const auto it = std::find(m_connections.begin(), m_connections.end(), connection);
    if (it == m_connections.end())
        return;
    m_connections.erase(it);
    if (connection->overTcp())
        --m_tcpConnections;
}

HttpConnection::HttpConnection(QIODevice* socket, bool overTcp, HttpServer& server)
    : QObject(&server)
    , m_socket(socket)
    , m_overTcp(overTcp)
    , m_server(server)
    , m_parser(server.m_limits)
    , m_timer(new QTimer(this))
{
    server.m_connections.push_back(this);
    if (overTcp)
        ++server.m_tcpConnections;
    socket->setParent(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &HttpConnection::timedOut);
    connect(socket, &QIODevice::readyRead, this, &HttpConnection::readMore);
    const auto gone = [this] {
        if (m_stream)
            emit m_stream->closed();
        m_server.forget(this);
        deleteLater();
    };
    if (auto* local = qobject_cast<QLocalSocket*>(socket))
        connect(local, &QLocalSocket::disconnected, this, gone);
    else if (auto* tcp = qobject_cast<QTcpSocket*>(socket))
        connect(tcp, &QTcpSocket::disconnected, this, gone);
    connect(socket, &QIODevice::bytesWritten, this, [this] {
        m_wrote = true;
        if (m_closeWhenFlushed && m_socket->bytesToWrite() == 0)
            close();
    });
    arm(Wait::Head); // a new connection is for a request, now
    readMore();
}

HttpConnection::~HttpConnection()
{
    m_server.forget(this);
}

bool HttpConnection::idle() const
{
    if (m_state == State::Closing)
        return true;
    return m_state == State::Reading && !m_headChecked && m_socket->bytesToWrite() == 0;
}

void HttpConnection::shed()
{
    m_server.forget(this);
    if (m_stream)
        emit m_stream->closed();
    if (auto* local = qobject_cast<QLocalSocket*>(m_socket))
        local->abort();
    else if (auto* tcp = qobject_cast<QTcpSocket*>(m_socket))
        tcp->abort();
    deleteLater();
}

void HttpConnection::readMore()
{
    if (m_state == State::Streaming)
        return; // left in the socket (its read buffer is bounded) until the stream ends
    const QByteArray bytes = m_socket->readAll();
    if (m_state == State::Closing)
        return; // read and dropped: see lingerMs
    m_parser.feed(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    processNext();
}

void HttpConnection::processNext()
{
    while (m_state == State::Reading) {
        const HttpRequest* head = m_parser.head();
        if (!head) {
            if (const auto& error = m_parser.error()) {
                refuse(textResponse(error->status, error->message));
                return;
            }
            if (m_parser.buffered() > 0 && m_wait == Wait::Idle)
                arm(Wait::Head); // a request began: its head has the head timeout from now
            return;
        }
        if (!m_headChecked) {
            // Before the body: a client without the token must not make the daemon hold 8 MiB.
            if (m_server.m_headCheck) {
                if (auto refusal = m_server.m_headCheck(*head, m_overTcp)) {
                    refuse(*refusal);
                    return;
                }
            }
            m_headChecked = true;
            arm(Wait::Body);
        }
        const bool expectsContinue = lowered(head->header("expect")) == "100-continue";
        auto request = m_parser.next();
        if (!request) {
            if (m_parser.error())
                continue;
            if (expectsContinue && !m_continued) {
                // The client (curl, for bodies over 1 MiB) waits for this before it sends the body.
                m_continued = true;
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            }
            return;
        }
        m_headChecked = false;
        m_continued = false;
        arm(Wait::None);
        HttpExchange exchange(*request, m_overTcp, *this);
        m_server.m_handler(exchange);
        if (!exchange.answered())
            send(textResponse(500, "no response"), request->keepAlive);
        if (m_state == State::Reading)
            arm(m_parser.buffered() > 0 ? Wait::Head : Wait::Idle);
    }
}

void HttpConnection::writeResponse(const HttpResponse& response, bool keepAlive)
{
    std::string head = "HTTP/1.1 " + std::to_string(response.status) + " " + reasonPhrase(response.status) + "\r\n";
    head += "Content-Type: " + response.contentType + "\r\n";
    head += "Content-Length: " + std::to_string(response.body.size()) + "\r\n";
    head += "Cache-Control: no-store\r\n";
    for (const auto& [name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    if (!keepAlive)
        head += "Connection: close\r\n";
    head += "\r\n";
    m_socket->write(head.data(), static_cast<qint64>(head.size()));
    m_socket->write(response.body.data(), static_cast<qint64>(response.body.size()));
}

void HttpConnection::send(const HttpResponse& response, bool keepAlive)
{
    writeResponse(response, keepAlive);
    if (keepAlive)
        return;
    m_state = State::Closing; // nothing more is parsed from a connection that is closing
    m_closeWhenFlushed = true;
    m_parser = HttpParser(m_server.m_limits);
    if (m_socket->bytesToWrite() == 0)
        close();
    else
        arm(Wait::Flush);
}

void HttpConnection::refuse(const HttpResponse& response)
{
    writeResponse(response, false);
    m_state = State::Closing;
    m_closeWhenFlushed = false;
    m_parser = HttpParser(m_server.m_limits); // what was buffered of the refused request goes now
    arm(Wait::Linger);
}

ResponseStream* HttpConnection::openStream(int status, const std::string& contentType,
    const std::vector<std::pair<std::string, std::string>>& headers)
{
    std::string head = "HTTP/1.1 " + std::to_string(status) + " " + reasonPhrase(status) + "\r\n";
    head += "Content-Type: " + contentType + "\r\n";
    head += "Transfer-Encoding: chunked\r\nCache-Control: no-store\r\nX-Accel-Buffering: no\r\n";
    for (const auto& [name, value] : headers)
        head += name + ": " + value + "\r\n";
    head += "\r\n";
    m_socket->write(head.data(), static_cast<qint64>(head.size()));
    m_state = State::Streaming; // not idle: streams send heartbeats and are never timed out
    arm(Wait::None);
    m_stream = new ResponseStream(m_socket, this);
    connect(m_stream, &ResponseStream::closed, this, [this] {
        if (m_stream)
            m_stream->deleteLater();
        m_stream = nullptr;
        if (m_state != State::Streaming)
            return;
        m_state = State::Reading;
        arm(Wait::Idle);
        // What the client sent meanwhile waited in the socket.
        QMetaObject::invokeMethod(this, &HttpConnection::readMore, Qt::QueuedConnection);
    });
    return m_stream;
}

void HttpConnection::arm(Wait wait)
{
    const ConnectionLimits& limits = m_server.m_connectionLimits;
    m_wait = wait;
    m_wrote = false;
    switch (wait) {
    case Wait::None:
        m_timer->stop();
        return;
    case Wait::Head:
        m_timer->start(limits.headTimeoutMs);
        return;
    case Wait::Body:
        m_timer->start(limits.bodyTimeoutMs);
        return;
    case Wait::Idle:
    case Wait::Flush:
        m_timer->start(limits.idleTimeoutMs);
        return;
    case Wait::Linger:
        m_timer->start(lingerMs);
        return;
    }
}

void HttpConnection::timedOut()
{
    switch (m_wait) {
    case Wait::None:
        return;
    case Wait::Head:
    case Wait::Body: {
        const bool head = m_wait == Wait::Head;
        if (head && m_parser.buffered() == 0) {
            close(); // a connection that never sent anything: nobody to answer
            return;
        }
        const int seconds = (head ? m_server.m_connectionLimits.headTimeoutMs : m_server.m_connectionLimits.bodyTimeoutMs) / 1000;
        refuse(textResponse(408, std::string(head ? "request head" : "request body") + " not received within " + std::to_string(seconds) + " s"));
        return;
    }
    case Wait::Idle:
    case Wait::Flush:
        // A client that reads a large answer slowly is still reading; one that reads nothing is gone.
        if (m_socket->bytesToWrite() > 0 && m_wrote) {
            arm(m_wait);
            return;
        }
        if (m_socket->bytesToWrite() > 0)
            shed();
        else
            close();
        return;
    case Wait::Linger:
        m_closeWhenFlushed = true;
        if (m_socket->bytesToWrite() == 0)
            close();
        else
            arm(Wait::Flush);
        return;
    }
}

void HttpConnection::close()
{
    m_wait = Wait::None;
    m_timer->stop();
    if (auto* local = qobject_cast<QLocalSocket*>(m_socket))
        local->disconnectFromServer();
    else if (auto* tcp = qobject_cast<QTcpSocket*>(m_socket))
        tcp->disconnectFromHost();
}

} // namespace trainyard::daemon
