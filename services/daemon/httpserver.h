#pragma once

#include "httpparser.h"
#include "httprequest.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class QIODevice;
class QLocalServer;
class QTcpServer;

namespace trainyard::daemon {

struct HttpResponse {
    int status = 200;
    std::string contentType = "application/json; charset=UTF-8";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

const char* reasonPhrase(int status);

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

// A small HTTP/1.1 server on Qt's event loop, over a Unix socket and/or TCP. (cpp-httplib 0.11, the
// version Debian 12 ships, cannot listen on a Unix socket; see docs/api.md.) Requests on a connection
// are answered in order; handlers run on the thread that owns the server.
class HttpServer : public QObject {
    Q_OBJECT

public:
    using Handler = std::function<void(HttpExchange&)>;

    explicit HttpServer(HttpParser::Limits limits, QObject* parent = nullptr);
    ~HttpServer() override;

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    // Listens on a Unix socket, mode 0600. Refuses when another server answers on that path.
    bool listenLocal(const QString& path, QString* error);
    bool listenTcp(const QHostAddress& address, quint16 port, QString* error);
    quint16 tcpPort() const;
    QString localPath() const;

private:
    friend class HttpConnection;
    void accept(QIODevice* socket, bool overTcp);

    HttpParser::Limits m_limits;
    Handler m_handler;
    QLocalServer* m_local = nullptr;
    QTcpServer* m_tcp = nullptr;
};

// One client connection: parses requests, hands them to the server's handler, writes responses.
class HttpConnection : public QObject {
    Q_OBJECT

public:
    HttpConnection(QIODevice* socket, bool overTcp, HttpServer::Handler& handler, HttpParser::Limits limits, QObject* parent);

    void send(const HttpResponse& response, bool keepAlive);
    ResponseStream* openStream(int status, const std::string& contentType, const std::vector<std::pair<std::string, std::string>>& headers);

private:
    void readMore();
    void processNext();
    void close();

    QIODevice* m_socket;
    bool m_overTcp;
    HttpServer::Handler& m_handler;
    HttpParser m_parser;
    QPointer<ResponseStream> m_stream;
    bool m_busy = false; // a request is being answered (a stream is open)
    bool m_closeAfterResponse = false;
};

} // namespace trainyard::daemon
