#include "httpserver.h"

#include "descriptorlimit.h"
#include "httpconnection.h"
#include "listener.h"

#include <QLocalSocket>
#include <QSslSocket>
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

    // The accepted descriptor as a Qt socket (closed when Qt will not take it).
    template <typename Socket>
    Socket* adopt(int descriptor)
    {
        auto* socket = new Socket;
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            ::close(descriptor);
            return nullptr;
        }
        socket->setReadBufferSize(readBufferBytes);
        return socket;
    }

} // namespace

qint64 unsentBytes(const QIODevice* socket)
{
    if (const auto* ssl = qobject_cast<const QSslSocket*>(socket))
        return ssl->bytesToWrite() + ssl->encryptedBytesToWrite();
    return socket->bytesToWrite();
}

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
        tcp->flush(); // a QSslSocket encrypts what it holds, then flushes its plain socket
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
    return unsentBytes(m_socket);
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
        if (m_tls) {
            acceptTls(descriptor);
            return;
        }
        if (auto* socket = adopt<QTcpSocket>(descriptor))
            new HttpConnection(socket, true, *this);
        return;
    }
    // The Unix socket's user comes first: its connection takes an idle TCP connection's place.
    if (total >= m_maxConnections && shedIdleTcp(1) == 0) {
        refuseDescriptor(descriptor);
        return;
    }
    if (auto* socket = adopt<QLocalSocket>(descriptor))
        new HttpConnection(socket, false, *this);
}

void HttpServer::acceptTls(int descriptor)
{
    auto* socket = adopt<QSslSocket>(descriptor);
    if (!socket)
        return;
    socket->setSslConfiguration(*m_tls);
    // A failed handshake (plain HTTP to this port, a client that refuses the certificate) has nobody
    // to answer: the connection is closed quietly. One that never completes its handshake sends no
    // request head, and the connection's head timeout closes it.
    connect(socket, &QSslSocket::errorOccurred, socket, [this, socket](QAbstractSocket::SocketError error) {
        if (socket->isEncrypted() || error == QAbstractSocket::RemoteHostClosedError)
            return;
        ++m_tlsFailures;
        socket->abort();
    });
    new HttpConnection(socket, true, *this);
    socket->startServerEncryption();
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

} // namespace trainyard::daemon
