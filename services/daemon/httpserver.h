#pragma once

#include "connectionlimits.h"
#include "httpparser.h"
#include "httprequest.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QIODevice;
class QTimer;

namespace trainyard::daemon {

struct HttpResponse {
    int status = 200;
    std::string contentType = "application/json; charset=UTF-8";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

const char* reasonPhrase(int status);

// What a connection's socket holds and has not sent yet, TLS records included: a QSslSocket hands
// what it encrypted to its plain socket, whose buffer its bytesToWrite() does not count.
qint64 unsentBytes(const QIODevice* socket);

// A response sent piece by piece (server-sent events, followed logs) over HTTP/1.1 chunked coding.
// Owned by its connection; hold it in a QPointer: it is deleted when the client goes away.
class ResponseStream : public QObject {
    Q_OBJECT

public:
    void write(std::string_view data);
    void finish();
    // Bytes handed to the socket but not yet sent: producers slow down when the client reads slowly.
    qint64 pendingBytes() const;

signals:
    // The client closed the connection or finish() was called; the stream is deleted after this.
    void closed();

private:
    friend class HttpConnection;
    explicit ResponseStream(QIODevice* socket, QObject* parent);
    QIODevice* m_socket;
    bool m_finished = false;
};

// What a handler gets for one request: answer it now, or start a stream.
class HttpExchange {
public:
    HttpExchange(const HttpRequest& incoming, bool tcp, class HttpConnection& connection)
        : request(incoming)
        , overTcp(tcp)
        , m_connection(connection)
    {
    }
    const HttpRequest& request;
    const bool overTcp; // false: the Unix socket, whose file mode already limits who may connect

    void respond(HttpResponse response);
    ResponseStream* startStream(int status, const std::string& contentType,
        const std::vector<std::pair<std::string, std::string>>& headers = {});
    bool answered() const { return m_answered; }

private:
    HttpConnection& m_connection;
    bool m_answered = false;
};

class HttpConnection;
class Listener;

// A small HTTP/1.1 server on Qt's event loop, over a Unix socket and/or TCP. (cpp-httplib 0.11, the
// version Debian 12 ships, cannot listen on a Unix socket; see docs/api.md.) Requests on a connection
// are answered in order; handlers run on the thread that owns the server.
//
// No client can take it down or lock the Unix socket's user out (docs/api.md, "Limits"): it holds at
// most ConnectionLimits' connections, TCP fewer than all, so that a TCP flood leaves room for the Unix
// socket; a Unix connection over the total takes the place of the oldest idle TCP one. When
// descriptors run out all the same (the jobs hold many), idle TCP connections are shed and TCP is
// refused for a second. Idle connections, slow heads and slow bodies time out; a request's head is
// checked (the token) before its body is read.
class HttpServer : public QObject {
    Q_OBJECT

public:
    using Handler = std::function<void(HttpExchange&)>;
    // Looks at a request's head before its body is read: a response refuses the request (sent with
    // Connection: close, the body is not kept), nullopt lets it go on.
    using HeadCheck = std::function<std::optional<HttpResponse>(const HttpRequest& head, bool overTcp)>;

    explicit HttpServer(HttpParser::Limits limits, ConnectionLimits connectionLimits = {}, QObject* parent = nullptr);
    ~HttpServer() override;

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    void setHeadCheck(HeadCheck check) { m_headCheck = std::move(check); }
    // Listens on a Unix socket, mode 0600, at a free path (RuntimePaths::clearSocketPath clears a stale one).
    bool listenLocal(const QString& path, QString* error);
    bool listenTcp(const QHostAddress& address, quint16 port, QString* error);
    // Serves TCP connections over TLS with this configuration (its certificate and key) from now on.
    void setTls(const QSslConfiguration& configuration) { m_tls = configuration; }
    // TCP clients whose TLS handshake failed (plain HTTP, an untrusted certificate, no shared version).
    quint64 tlsHandshakeFailures() const { return m_tlsFailures; }
    quint16 tcpPort() const;
    QString localPath() const;
    // The caps in force: the flags, or the defaults bounded by the descriptor limit.
    int maxConnections() const { return m_maxConnections; }
    int maxTcpConnections() const { return m_maxTcpConnections; }

private:
    friend class HttpConnection;
    void accepted(int descriptor, bool overTcp);
    void acceptTls(int descriptor);
    bool descriptorsExhausted();
    int shedIdleTcp(int count);
    void forget(HttpConnection* connection);

    HttpParser::Limits m_limits;
    ConnectionLimits m_connectionLimits;
    int m_maxConnections;
    int m_maxTcpConnections;
    Handler m_handler;
    HeadCheck m_headCheck;
    std::unique_ptr<Listener> m_local;
    std::unique_ptr<Listener> m_tcp;
    std::vector<HttpConnection*> m_connections; // oldest first
    int m_tcpConnections = 0;
    QElapsedTimer m_exhausted; // since descriptors last ran out
    QElapsedTimer m_warned; // since the daemon last said so on stderr
    std::optional<QSslConfiguration> m_tls;
    quint64 m_tlsFailures = 0;
};

} // namespace trainyard::daemon
