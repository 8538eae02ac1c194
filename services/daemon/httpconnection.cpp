#include "httpconnection.h"

#include <QLocalSocket>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace trainyard::daemon {

namespace {
    // A refused client still sending its body would see a reset instead of the answer if the
    // connection closed at once: its bytes are read and dropped this long first.
    constexpr int lingerMs = 2000;

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
    const auto wrote = [this] {
        m_wrote = true;
        if (m_closeWhenFlushed && unsentBytes(m_socket) == 0)
            close();
    };
    connect(socket, &QIODevice::bytesWritten, this, wrote);
    // Over TLS bytesWritten says that bytes were encrypted; these are the ones that left.
    if (auto* ssl = qobject_cast<QSslSocket*>(socket))
        connect(ssl, &QSslSocket::encryptedBytesWritten, this, wrote);
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
    return m_state == State::Reading && !m_headChecked && unsentBytes(m_socket) == 0;
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
    if (unsentBytes(m_socket) == 0)
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
        if (unsentBytes(m_socket) > 0 && m_wrote) {
            arm(m_wait);
            return;
        }
        if (unsentBytes(m_socket) > 0)
            shed();
        else
            close();
        return;
    case Wait::Linger:
        m_closeWhenFlushed = true;
        if (unsentBytes(m_socket) == 0)
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
