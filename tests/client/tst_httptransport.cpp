// The console's HTTP transport against the real daemon: over its Unix socket and over TCP, plain
// requests, a followed log stream, cancellation and timeouts.

#include "client/httptransport.h"
#include "client/sseparser.h"

#include "daemonprocess.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using trainyard::test::exampleJob;
using json = nlohmann::json;

class TestHttpTransport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void getOverTheUnixSocket();
    void postAndErrorBodies();
    void manyRequestsAtOnce();
    void tcpWithToken();
    void followsALogStreamToItsEnd();
    void cancelledStreamCallsNothingMore();
    void timeoutAgainstASilentServer();
    void refusedConnectionIsAnError();

private:
    HttpResponse run(HttpRequest request);
    HttpRequest local(const std::string& method, const std::string& path, const std::string& body = {}) const;

    DaemonProcess m_daemon { { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") } };
    HttpTransport m_transport;
};

void TestHttpTransport::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestHttpTransport::cleanupTestCase()
{
    m_daemon.stop();
}

HttpRequest TestHttpTransport::local(const std::string& method, const std::string& path, const std::string& body) const
{
    HttpRequest request;
    request.method = method;
    request.url = "http://localhost" + path;
    request.unixSocket = m_daemon.socketPath().toStdString();
    request.body = body;
    if (!body.empty())
        request.headers.emplace_back("Content-Type", "application/json");
    return request;
}

HttpResponse TestHttpTransport::run(HttpRequest request)
{
    HttpResponse result;
    bool finished = false;
    m_transport.send(std::move(request), [&](const HttpResponse& r) {
        result = r;
        finished = true;
    });
    if (!QTest::qWaitFor([&] { return finished; }, 30'000))
        result.error = "the test timed out";
    return result;
}

void TestHttpTransport::getOverTheUnixSocket()
{
    const auto reply = run(local("GET", "/healthz"));
    QVERIFY2(reply.ok(), reply.error.c_str());
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.headers.at("content-type").starts_with("application/json"));
    QCOMPARE(json::parse(reply.body)["status"].get<std::string>(), std::string("ok"));
}

void TestHttpTransport::postAndErrorBodies()
{
    const auto created = run(local("POST", "/v1/projects/local/jobs", exampleJob("via_curl", "failing", "failing.task").dump()));
    QCOMPARE(created.status, 200);
    QCOMPARE(json::parse(created.body)["state"].get<std::string>(), std::string("QUEUED"));
    const auto again = run(local("POST", "/v1/projects/local/jobs", exampleJob("via_curl", "failing", "failing.task").dump()));
    QCOMPARE(again.status, 409);
    QVERIFY(again.error.empty()); // an HTTP error is an answer, not a transport failure
    QVERIFY(!again.ok());
    QCOMPARE(json::parse(again.body)["error"]["status"].get<std::string>(), std::string("ALREADY_EXISTS"));
}

void TestHttpTransport::manyRequestsAtOnce()
{
    int finished = 0;
    int ok = 0;
    for (int i = 0; i < 50; ++i) {
        m_transport.send(local("GET", "/v1/projects/local/jobs?pageSize=5"), [&](const HttpResponse& r) {
            ++finished;
            ok += r.ok() ? 1 : 0;
        });
    }
    QTRY_COMPARE_WITH_TIMEOUT(finished, 50, 30'000);
    QCOMPARE(ok, 50);
}

void TestHttpTransport::tcpWithToken()
{
    HttpRequest request;
    request.url = "http://127.0.0.1:" + std::to_string(m_daemon.tcpPort()) + "/v1/projects/local/jobs";
    QCOMPARE(run(request).status, 401);
    request.headers.emplace_back("Authorization", "Bearer " + m_daemon.token());
    QCOMPARE(run(request).status, 200);
}

void TestHttpTransport::followsALogStreamToItsEnd()
{
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("streamed", "failing", "failing.task")).status, 200);
    HttpRequest request = local("GET", "/v1/projects/local/jobs/streamed/logs?follow=true");
    request.stream = true;
    SseParser parser;
    std::vector<SseEvent> events;
    bool finished = false;
    HttpResponse end;
    m_transport.send(
        request, [&](const HttpResponse& r) {
            end = r;
            finished = true;
        },
        [&](std::string_view chunk) {
            for (auto& e : parser.feed(chunk))
                events.push_back(std::move(e));
        });
    QTRY_VERIFY_WITH_TIMEOUT(finished, 60'000);
    QCOMPARE(end.status, 200);
    QVERIFY(end.error.empty());
    QVERIFY(events.size() >= 4);
    QCOMPARE(events.back().type, std::string("end"));
    QCOMPARE(json::parse(events.back().data)["state"].get<std::string>(), std::string("FAILED"));
    for (std::size_t i = 0; i + 1 < events.size(); ++i)
        QCOMPARE(events[i].id, std::to_string(i + 1));
}

void TestHttpTransport::cancelledStreamCallsNothingMore()
{
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("endless", "stubborn", "stubborn.task")).status, 200);
    HttpRequest request = local("GET", "/v1/projects/local/jobs/endless/logs?follow=true");
    request.stream = true;
    int chunks = 0;
    bool done = false;
    const auto id = m_transport.send(request, [&](const HttpResponse&) { done = true; }, [&](std::string_view) { ++chunks; });
    QTRY_VERIFY_WITH_TIMEOUT(chunks >= 3, 30'000); // heartbeat lines every 0.2 s
    m_transport.cancel(id);
    const int atCancel = chunks;
    QTest::qWait(1'000);
    QCOMPARE(chunks, atCancel);
    QVERIFY(!done);
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs/endless:cancel", json::object()).status, 200);
}

void TestHttpTransport::timeoutAgainstASilentServer()
{
    QTcpServer silent; // accepts, never answers
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    HttpRequest request;
    request.url = "http://127.0.0.1:" + std::to_string(silent.serverPort()) + "/";
    request.timeoutMs = 500;
    QElapsedTimer clock;
    clock.start();
    const auto reply = run(request);
    QCOMPARE(reply.status, 0);
    QVERIFY2(reply.error.find("imeout") != std::string::npos || reply.error.find("timed out") != std::string::npos, reply.error.c_str());
    QVERIFY(clock.elapsed() < 10'000);
}

void TestHttpTransport::refusedConnectionIsAnError()
{
    HttpRequest request;
    request.url = "http://localhost/healthz";
    request.unixSocket = m_daemon.tempPath(QStringLiteral("nobody.sock")).toStdString();
    const auto reply = run(request);
    QCOMPARE(reply.status, 0);
    QVERIFY(!reply.error.empty());
}

QTEST_GUILESS_MAIN(TestHttpTransport)
#include "tst_httptransport.moc"
