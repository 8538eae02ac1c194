#pragma once

#include "httpparser.h"
#include "httpserver.h"

#include <QObject>
#include <QPointer>

#include <string>
#include <utility>
#include <vector>

class QIODevice;
class QTimer;

namespace trainyard::daemon {

// One client connection: parses requests, hands them to the server's handler, writes responses, and
// closes itself when the client is too slow or idle too long.
class HttpConnection : public QObject {
    Q_OBJECT

public:
    HttpConnection(QIODevice* socket, bool overTcp, HttpServer& server);
    ~HttpConnection() override;

    void send(const HttpResponse& response, bool keepAlive);
    ResponseStream* openStream(int status, const std::string& contentType, const std::vector<std::pair<std::string, std::string>>& headers);

    bool overTcp() const { return m_overTcp; }
    // Nothing lost if it is closed now: no request accepted yet (at most part of a head), nothing left
    // to write, no stream; or already closing.
    bool idle() const;
    // Closes it at once (descriptors ran out, or its place is wanted).
    void shed();

private:
    enum class State {
        Reading, // waiting for a request or reading one
        Streaming, // a stream is open: what the client sends waits in the socket
        Closing, // the last response is sent; what the client still sends is read and dropped
    };
    enum class Wait { None, Head, Body, Idle, Linger, Flush };

    void readMore();
    void processNext();
    void writeResponse(const HttpResponse& response, bool keepAlive);
    // Answers with `response` and closes the connection after a lingering moment.
    void refuse(const HttpResponse& response);
    void arm(Wait wait);
    void timedOut();
    void close();

    QIODevice* m_socket;
    bool m_overTcp;
    HttpServer& m_server;
    HttpParser m_parser;
    QPointer<ResponseStream> m_stream;
    State m_state = State::Reading;
    bool m_headChecked = false; // the head of the request in the parser passed the server's check
    bool m_continued = false; // "100 Continue" sent for it
    bool m_closeWhenFlushed = false;
    bool m_wrote = false; // bytes went out since the timer was armed (a slow reader, not a dead one)
    Wait m_wait = Wait::None;
    QTimer* m_timer;
};

} // namespace trainyard::daemon
