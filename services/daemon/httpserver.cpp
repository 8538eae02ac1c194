#include "httpserver.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace trainyard::daemon {

namespace {
    constexpr int lingerMs = 2000;
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

HttpServer::HttpServer(HttpParser::Limits limits, QObject* parent)
    : QObject(parent)
    , m_limits(limits)
{
}

HttpServer::~HttpServer() = default;

bool HttpServer::listenLocal(const QString& path, QString* error)
{
    {
        QLocalSocket probe;
        probe.connectToServer(path);
        if (probe.waitForConnected(200)) {
            *error = QStringLiteral("another server is listening on %1").arg(path);
            return false;
        }
    }
    QLocalServer::removeServer(path); // a stale socket file left by a killed daemon
    m_local = new QLocalServer(this);
    m_local->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_local->listen(path)) {
        *error = m_local->errorString();
        return false;
    }
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    connect(m_local, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_local->nextPendingConnection())
            accept(socket, false);
    });
    return true;
}

bool HttpServer::listenTcp(const QHostAddress& address, quint16 port, QString* error)
{
    m_tcp = new QTcpServer(this);
    if (!m_tcp->listen(address, port)) {
        *error = m_tcp->errorString();
        return false;
    }
    connect(m_tcp, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = m_tcp->nextPendingConnection()) {
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            accept(socket, true);
        }
    });
    return true;
}

quint16 HttpServer::tcpPort() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}

QString HttpServer::localPath() const
{
    return m_local ? m_local->fullServerName() : QString();
}

void HttpServer::accept(QIODevice* socket, bool overTcp)
{
    new HttpConnection(socket, overTcp, m_handler, m_limits, this);
}

HttpConnection::HttpConnection(QIODevice* socket, bool overTcp, HttpServer::Handler& handler, HttpParser::Limits limits, QObject* parent)
    : QObject(parent)
    , m_socket(socket)
    , m_overTcp(overTcp)
    , m_handler(handler)
    , m_parser(limits)
{
    socket->setParent(this);
    connect(socket, &QIODevice::readyRead, this, &HttpConnection::readMore);
    const auto gone = [this] {
        if (m_stream)
            emit m_stream->closed();
        deleteLater();
    };
    if (auto* local = qobject_cast<QLocalSocket*>(socket))
        connect(local, &QLocalSocket::disconnected, this, gone);
    else if (auto* tcp = qobject_cast<QTcpSocket*>(socket))
        connect(tcp, &QTcpSocket::disconnected, this, gone);
    // When a stream's last bytes are flushed the next pipelined request may be served.
    connect(socket, &QIODevice::bytesWritten, this, [this] {
        if (m_closeAfterResponse && m_socket->bytesToWrite() == 0)
            close();
    });
    readMore();
}

void HttpConnection::readMore()
{
    const QByteArray bytes = m_socket->readAll();
    if (m_parser.error())
        return; // draining what the client still sends after an error answer (see processNext)
    m_parser.feed(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    processNext();
}

void HttpConnection::processNext()
{
    while (!m_busy) {
        auto request = m_parser.next();
        if (!request) {
            if (const auto& error = m_parser.error()) {
                HttpResponse response;
                response.status = error->status;
                response.contentType = "text/plain; charset=UTF-8";
                response.body = error->message + "\n";
                send(response, false);
                // Lingering close: a client still sending a refused body would see a reset instead of
                // the answer if the connection closed at once. Read and drop its bytes for a moment.
                m_closeAfterResponse = false;
                QTimer::singleShot(lingerMs, this, &HttpConnection::close);
            }
            return;
        }
        HttpExchange exchange(*request, m_overTcp, *this);
        m_handler(exchange);
        if (!exchange.answered()) {
            HttpResponse response;
            response.status = 500;
            response.contentType = "text/plain; charset=UTF-8";
            response.body = "no response\n";
            send(response, request->keepAlive);
        }
    }
}

void HttpConnection::send(const HttpResponse& response, bool keepAlive)
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
    if (!keepAlive) {
        m_closeAfterResponse = true;
        m_busy = true; // nothing more is read from a connection that is closing
        if (m_socket->bytesToWrite() == 0)
            close();
    }
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
    m_busy = true;
    m_stream = new ResponseStream(m_socket, this);
    connect(m_stream, &ResponseStream::closed, this, [this] {
        if (m_stream)
            m_stream->deleteLater();
        m_stream = nullptr;
        m_busy = false;
        QMetaObject::invokeMethod(this, &HttpConnection::processNext, Qt::QueuedConnection);
    });
    return m_stream;
}

void HttpConnection::close()
{
    if (auto* local = qobject_cast<QLocalSocket*>(m_socket))
        local->disconnectFromServer();
    else if (auto* tcp = qobject_cast<QTcpSocket*>(m_socket))
        tcp->disconnectFromHost();
}

} // namespace trainyard::daemon
