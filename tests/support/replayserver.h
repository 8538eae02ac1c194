#pragma once

// A small HTTP/1.1 server for client tests that replay Google's answers: each request is recorded and
// answered by a handler (tests/fixtures/*/README.md say what each answer stands for). Header-only;
// needs Qt Network. tst_googlebackend and tst_vertexbackend use it.

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QTcpSocket>

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace trainyard::testsupport {

struct ReplayRequest {
    std::string method;
    std::string path; // with the query
    std::map<std::string, std::string> headers; // lower-case names
    std::string body;
    nlohmann::json jsonBody() const { return body.empty() ? nlohmann::json() : nlohmann::json::parse(body); }
    std::string header(const std::string& name) const
    {
        const auto it = headers.find(name);
        return it == headers.end() ? std::string() : it->second;
    }
};

struct ReplayReply {
    int status = 200;
    QByteArray body;
};

class ReplayServer : public QObject {
public:
    std::function<ReplayReply(const ReplayRequest&)> handler;
    std::vector<ReplayRequest> requests;

    ~ReplayServer() override { close(); }

    // port 0: any free one. A test that closes the server may listen again on port() to come back.
    bool listen(quint16 port = 0)
    {
        if (!m_server.listen(QHostAddress::LocalHost, port))
            return false;
        m_port = m_server.serverPort();
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                m_sockets.push_back(socket);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                    std::erase(m_sockets, socket);
                    m_buffers.erase(socket);
                    socket->deleteLater();
                });
            }
        });
        return true;
    }
    // The server vanishes: no more listening, open connections dropped.
    void close()
    {
        m_server.close();
        m_server.disconnect(this);
        for (QTcpSocket* socket : std::exchange(m_sockets, {})) {
            socket->disconnect(this);
            socket->abort();
            socket->deleteLater();
        }
        m_buffers.clear();
    }
    quint16 port() const { return m_port; }
    std::string url() const { return "http://127.0.0.1:" + std::to_string(m_port); }
    // The requests whose path (query included) starts with `prefix`, in the order they came.
    std::vector<ReplayRequest> requestsTo(const std::string& prefix) const
    {
        std::vector<ReplayRequest> out;
        for (const auto& r : requests) {
            if (r.path.starts_with(prefix))
                out.push_back(r);
        }
        return out;
    }

private:
    void read(QTcpSocket* socket)
    {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        for (;;) {
            const auto headEnd = buffer.indexOf("\r\n\r\n");
            if (headEnd < 0)
                return;
            const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
            ReplayRequest request;
            const QList<QByteArray> first = lines.first().trimmed().split(' ');
            request.method = first.value(0).toStdString();
            request.path = first.value(1).toStdString();
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const auto colon = lines[i].indexOf(':');
                if (colon < 0)
                    continue;
                const std::string name = lines[i].left(colon).trimmed().toLower().toStdString();
                const std::string value = lines[i].mid(colon + 1).trimmed().toStdString();
                request.headers[name] = value;
                if (name == "content-length")
                    length = std::stoll(value);
            }
            if (buffer.size() < headEnd + 4 + length)
                return;
            request.body = buffer.mid(headEnd + 4, length).toStdString();
            buffer.remove(0, headEnd + 4 + length);
            requests.push_back(request);
            const ReplayReply reply = handler ? handler(request) : ReplayReply { 404, "{}" };
            const QByteArray out = "HTTP/1.1 " + QByteArray::number(reply.status) + " X\r\nContent-Type: application/json; charset=UTF-8\r\n"
                + "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n\r\n" + reply.body;
            socket->write(out);
        }
    }

    QTcpServer m_server;
    quint16 m_port = 0;
    std::vector<QTcpSocket*> m_sockets;
    std::map<QTcpSocket*, QByteArray> m_buffers;
};

} // namespace trainyard::testsupport
