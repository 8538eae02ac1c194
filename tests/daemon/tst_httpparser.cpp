#include "daemon/httpparser.h"

#include <QTest>

using trainyard::daemon::HttpParser;
using trainyard::daemon::HttpRequest;

class TestHttpParser : public QObject {
    Q_OBJECT

private slots:
    void parsesRequests_data();
    void parsesRequests();
    void bytesArriveOneByOne();
    void pipelinedRequests();
    void chunkedBody();
    void headBeforeBody();
    void headCutInsideItsEnd();
    void trailerIsLimited();
    void rejects_data();
    void rejects();
};

void TestHttpParser::parsesRequests_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("body");
    QTest::addColumn<bool>("keepAlive");
    QTest::newRow("get") << QByteArray("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n") << "GET" << "/healthz" << "" << "" << true;
    QTest::newRow("post with body") << QByteArray("POST /v1/projects/local/jobs HTTP/1.1\r\nContent-Length: 7\r\n\r\n{\"a\":1}")
                                    << "POST" << "/v1/projects/local/jobs" << "" << "{\"a\":1}" << true;
    QTest::newRow("query decoded") << QByteArray("GET /v1/projects/local/jobs?filter=state%3DRUNNING+AND+jobId%3Aa*&pageSize=5 HTTP/1.1\r\n\r\n")
                                   << "GET" << "/v1/projects/local/jobs" << "filter=state=RUNNING AND jobId:a*|pageSize=5" << "" << true;
    QTest::newRow("colon method") << QByteArray("POST /v1/projects/local/jobs/j1:cancel HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}")
                                  << "POST" << "/v1/projects/local/jobs/j1:cancel" << "" << "{}" << true;
    QTest::newRow("http 1.0 closes") << QByteArray("GET / HTTP/1.0\r\n\r\n") << "GET" << "/" << "" << "" << false;
    QTest::newRow("connection close") << QByteArray("GET / HTTP/1.1\r\nConnection: close\r\n\r\n") << "GET" << "/" << "" << "" << false;
    QTest::newRow("repeated params") << QByteArray("GET /l?replica=a&replica=b HTTP/1.1\r\n\r\n") << "GET" << "/l" << "replica=a|replica=b" << "" << true;
    QTest::newRow("percent in path") << QByteArray("GET /a%2Fb HTTP/1.1\r\n\r\n") << "GET" << "/a/b" << "" << "" << true;
}

void TestHttpParser::parsesRequests()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, method);
    QFETCH(QString, path);
    QFETCH(QString, query);
    QFETCH(QString, body);
    QFETCH(bool, keepAlive);
    HttpParser parser;
    parser.feed(raw.toStdString());
    const auto request = parser.next();
    QVERIFY(request);
    QCOMPARE(QString::fromStdString(request->method), method);
    QCOMPARE(QString::fromStdString(request->path), path);
    QStringList pairs;
    for (const auto& [k, v] : request->query)
        pairs << QString::fromStdString(k + "=" + v);
    QCOMPARE(pairs.join(QLatin1Char('|')), query);
    QCOMPARE(QString::fromStdString(request->body), body);
    QCOMPARE(request->keepAlive, keepAlive);
    QVERIFY(!parser.next());
    QCOMPARE(parser.buffered(), std::size_t(0));
}

void TestHttpParser::bytesArriveOneByOne()
{
    const std::string raw = "PATCH /v1/projects/local/jobs/a?updateMask=labels HTTP/1.1\r\nContent-Length: 15\r\nX-Y:  z \r\n\r\n{\"labels\":{}}\r\n";
    HttpParser parser;
    std::optional<HttpRequest> request;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        QVERIFY(!request);
        parser.feed(raw.substr(i, 1));
        request = parser.next();
    }
    QVERIFY(request);
    QCOMPARE(request->param("updateMask"), std::string("labels"));
    QCOMPARE(request->header("x-y"), std::string("z"));
    QCOMPARE(request->body.size(), std::size_t(15));
}

void TestHttpParser::pipelinedRequests()
{
    HttpParser parser;
    parser.feed("GET /a HTTP/1.1\r\n\r\nPOST /b HTTP/1.1\r\nContent-Length: 3\r\n\r\nxyzGET /c HTTP/1.1\r\n\r\n");
    QCOMPARE(parser.next()->path, std::string("/a"));
    const auto b = parser.next();
    QCOMPARE(b->path, std::string("/b"));
    QCOMPARE(b->body, std::string("xyz"));
    QCOMPARE(parser.next()->path, std::string("/c"));
    QVERIFY(!parser.next());
}

void TestHttpParser::chunkedBody()
{
    HttpParser parser;
    parser.feed("POST /j HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Trailer: 1\r\n\r\nGET /next HTTP/1.1\r\n\r\n");
    const auto request = parser.next();
    QVERIFY(request);
    QCOMPARE(request->body, std::string("Wikipedia"));
    QCOMPARE(parser.next()->path, std::string("/next"));
}

// The server checks the token on the head before it reads (and keeps) the body.
void TestHttpParser::headBeforeBody()
{
    HttpParser parser;
    parser.feed("POST /v1/projects/local/jobs HTTP/1.1\r\nAuthorization: Bearer x\r\nContent-Length: 8388608\r\n\r\n{\"jobId\"");
    const HttpRequest* head = parser.head();
    QVERIFY(head);
    QCOMPARE(head->method, std::string("POST"));
    QCOMPARE(head->path, std::string("/v1/projects/local/jobs"));
    QCOMPARE(head->header("authorization"), std::string("Bearer x"));
    QVERIFY(head->body.empty());
    QVERIFY(!parser.next()); // the body is still coming
    QCOMPARE(parser.head(), head); // the same head until its request is taken

    // A declared body over the limit is refused on the head, before any of it arrives.
    HttpParser large;
    large.feed("POST / HTTP/1.1\r\nContent-Length: 8388609\r\n\r\n");
    QVERIFY(!large.head());
    QCOMPARE(large.error()->status, 413);

    // Pipelined: each head in turn, each with its own body.
    HttpParser pipelined;
    pipelined.feed("POST /a HTTP/1.1\r\nContent-Length: 1\r\n\r\nxPOST /b HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\ny\r\n");
    QCOMPARE(pipelined.head()->path, std::string("/a"));
    QCOMPARE(pipelined.next()->body, std::string("x"));
    QCOMPARE(pipelined.head()->path, std::string("/b"));
    QVERIFY(!pipelined.next());
    pipelined.feed("2\r\nyz\r\n0\r\n\r\n");
    QCOMPARE(pipelined.next()->body, std::string("yyz"));
    QVERIFY(!pipelined.head());
}

// A head of exactly the limit, its bytes cut between "\r\n" and "\r\n": the parser waits for the
// rest instead of calling it too large (where bytes are cut must not matter).
void TestHttpParser::headCutInsideItsEnd()
{
    const HttpParser::Limits limits { 64, 1024 };
    std::string head = "GET / HTTP/1.1\r\nX: ";
    head += std::string(limits.maxHeadBytes - head.size(), 'a');
    QCOMPARE(head.size(), limits.maxHeadBytes);
    HttpParser parser(limits);
    parser.feed(head + "\r\n");
    QVERIFY(!parser.next());
    QVERIFY(!parser.error());
    parser.feed("\r\n");
    QVERIFY(parser.next());
}

// The trailer of a chunked body is limited like a head: it used to be buffered without end.
void TestHttpParser::trailerIsLimited()
{
    HttpParser parser({ 1024, 1024 });
    parser.feed("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX: ");
    for (int i = 0; i < 100 && !parser.error(); ++i) {
        parser.feed(std::string(100, 'a'));
        QVERIFY(!parser.next());
    }
    QVERIFY(parser.error());
    QCOMPARE(parser.error()->status, 431);
    QVERIFY(parser.buffered() < 2048);
}

void TestHttpParser::rejects_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<int>("status");
    QTest::newRow("garbage line") << QByteArray("HELLO\r\n\r\n") << 400;
    QTest::newRow("bad method") << QByteArray("G(T / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("http 2") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nBroken\r\n\r\n") << 400;
    QTest::newRow("bad length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n") << 400;
    QTest::newRow("conflicting lengths") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") << 400;
    QTest::newRow("length and chunked") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n") << 400;
    QTest::newRow("gzip coding") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n") << 501;
    QTest::newRow("body too large") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 9000000\r\n\r\n") << 413;
    QTest::newRow("chunk too large") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFF\r\n") << 413;
    QTest::newRow("bad chunk size") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << 400;
    QTest::newRow("head too large") << QByteArray("GET / HTTP/1.1\r\nX: ") + QByteArray(70'000, 'a') << 431;
}

void TestHttpParser::rejects()
{
    QFETCH(QByteArray, raw);
    QFETCH(int, status);
    HttpParser parser;
    parser.feed(raw.toStdString());
    QVERIFY(!parser.next());
    QVERIFY(parser.error());
    QCOMPARE(parser.error()->status, status);
    QVERIFY(!parser.error()->message.empty());
    parser.feed("GET / HTTP/1.1\r\n\r\n");
    QVERIFY(!parser.next()); // a parser that failed stays failed: the connection is closed
}

QTEST_GUILESS_MAIN(TestHttpParser)
#include "tst_httpparser.moc"
