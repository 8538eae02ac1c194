// The real trainyardd against clients that mean it harm (issue 15, docs/api.md "Limits"): thousands of
// idle TCP connections, heads that never end, bodies without a token, more connections than it holds.
// It must keep answering on its Unix socket, keep that socket's file, not spin, and not buffer what it
// refuses.

#include "daemonprocess.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTest>
#include <QThread>

#include <cerrno>
#include <fcntl.h>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using trainyard::test::DaemonProcess;
using json = nlohmann::json;
namespace test = trainyard::test;

namespace {

constexpr int floodConnections = 2'000;
constexpr int daemonDescriptorLimit = 1'024;

// One raw client socket, so that a test controls exactly what is sent and when (Qt's sockets buffer
// and connect on their own terms). Blocking calls are bounded by poll() deadlines.
class RawClient {
public:
    RawClient() = default;
    explicit RawClient(int fd)
        : m_fd(fd)
    {
    }
    RawClient(RawClient&& other) noexcept
        : m_fd(std::exchange(other.m_fd, -1))
    {
    }
    RawClient& operator=(RawClient&& other) noexcept
    {
        std::swap(m_fd, other.m_fd);
        return *this;
    }
    ~RawClient() { close(); }

    // Connects without waiting; connected() says when it is done.
    static RawClient tcp(quint16 port)
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        (void)::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
        return RawClient(fd);
    }
    static RawClient local(const QString& path)
    {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray file = path.toLocal8Bit();
        std::memcpy(address.sun_path, file.constData(), std::min(static_cast<std::size_t>(file.size()), sizeof address.sun_path - 1));
        if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 && errno != EAGAIN) {
            ::close(fd);
            return RawClient(-1);
        }
        return RawClient(fd);
    }

    int fd() const { return m_fd; }
    void close()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

    bool connected(int timeoutMs) const
    {
        if (m_fd < 0 || !wait(POLLOUT, timeoutMs))
            return false;
        int error = 0;
        socklen_t length = sizeof error;
        return ::getsockopt(m_fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0;
    }

    bool send(std::string_view data, int timeoutMs = 10'000) const
    {
        QElapsedTimer clock;
        clock.start();
        while (!data.empty()) {
            const ssize_t n = ::send(m_fd, data.data(), data.size(), MSG_NOSIGNAL);
            if (n > 0) {
                data.remove_prefix(static_cast<std::size_t>(n));
                continue;
            }
            if (n < 0 && errno != EAGAIN)
                return false;
            if (!wait(POLLOUT, static_cast<int>(timeoutMs - clock.elapsed())))
                return false;
        }
        return true;
    }

    // What the daemon sends until a response head is complete (and a Content-Length body), it closes,
    // or the timeout. `closed` says whether it closed.
    std::string readResponse(int timeoutMs, bool* closed = nullptr) const
    {
        std::string text;
        QElapsedTimer clock;
        clock.start();
        bool eof = false;
        for (;;) {
            const auto headEnd = text.find("\r\n\r\n");
            if (headEnd != std::string::npos) {
                const auto at = text.find("Content-Length: ");
                const std::size_t length = at == std::string::npos || at > headEnd ? 0 : std::stoul(text.substr(at + 16));
                if (text.size() >= headEnd + 4 + length)
                    break;
            }
            if (!readSome(text, static_cast<int>(timeoutMs - clock.elapsed()), eof) || eof)
                break;
        }
        if (closed)
            *closed = eof;
        return text;
    }

    // Reads (and drops) until the daemon closes the connection; false at the timeout.
    bool waitClosed(int timeoutMs, std::string* received = nullptr) const
    {
        std::string text;
        QElapsedTimer clock;
        clock.start();
        bool eof = false;
        while (!eof) {
            if (!readSome(text, static_cast<int>(timeoutMs - clock.elapsed()), eof))
                return false;
        }
        if (received)
            *received = text;
        return true;
    }

    // Still open after `ms` of reading what comes (heartbeats).
    bool staysOpen(int ms) const
    {
        std::string text;
        QElapsedTimer clock;
        clock.start();
        bool eof = false;
        while (clock.elapsed() < ms) {
            readSome(text, static_cast<int>(ms - clock.elapsed()), eof);
            if (eof)
                return false;
        }
        return true;
    }

private:
    bool wait(short events, int timeoutMs) const
    {
        pollfd p { m_fd, events, 0 };
        return timeoutMs > 0 && ::poll(&p, 1, timeoutMs) > 0;
    }

    // One read; eof on an orderly close or a reset. False when nothing came before the timeout.
    bool readSome(std::string& text, int timeoutMs, bool& eof) const
    {
        if (!wait(POLLIN, timeoutMs))
            return false;
        char buffer[64 * 1024];
        const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
        if (n > 0)
            text.append(buffer, static_cast<std::size_t>(n));
        else if (n == 0 || errno != EAGAIN)
            eof = true;
        return true;
    }

    int m_fd = -1;
};

int status(const std::string& response)
{
    return response.starts_with("HTTP/1.1 ") && response.size() >= 12 ? std::atoi(response.c_str() + 9) : 0;
}

// The test's own descriptors: thousands of client sockets need more than a soft limit of 1024.
int raiseOwnDescriptorLimit()
{
    rlimit limit {};
    ::getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &limit);
    ::getrlimit(RLIMIT_NOFILE, &limit);
    return static_cast<int>(std::min<rlim_t>(limit.rlim_cur, 1 << 20));
}

// CPU time (user + system) of a process, in clock ticks.
long long cpuTicks(qint64 pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(in, line);
    std::istringstream fields(line.substr(line.rfind(')') + 2));
    std::string field;
    long long utime = 0;
    long long stime = 0;
    for (int i = 3; fields >> field; ++i) {
        if (i == 14)
            utime = std::stoll(field);
        if (i == 15) {
            stime = std::stoll(field);
            break;
        }
    }
    return utime + stime;
}

long long rssKiB(qint64 pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("VmRSS:"))
            return std::stoll(line.substr(6));
    }
    return 0;
}

// Waits until the daemon's descriptor count stops changing (it has taken, or refused, every
// connection the test made), at most `timeoutMs`.
void settle(const DaemonProcess& daemon, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    int last = -1;
    while (clock.elapsed() < timeoutMs) {
        const int now = daemon.openDescriptors();
        if (now == last)
            return;
        last = now;
        QThread::msleep(300);
    }
}

std::string healthzOverTcp(const DaemonProcess& daemon, bool keepAlive)
{
    return "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(daemon.tcpPort()) + "\r\nAuthorization: Bearer " + daemon.token()
        + (keepAlive ? "\r\n\r\n" : "\r\nConnection: close\r\n\r\n");
}

// A TCP GET /healthz with the token answers 200, within `timeoutMs` (a new connection each try).
bool tcpAnswers(const DaemonProcess& daemon, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        if (client.connected(2'000) && client.send(healthzOverTcp(daemon, false)) && status(client.readResponse(5'000)) == 200)
            return true;
        QThread::msleep(200);
    }
    return false;
}

} // namespace

class TestDaemonHardening : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void idleTcpFloodKeepsUnixSocket_data();
    void idleTcpFloodKeepsUnixSocket();
    void slowHeadTimesOut();
    void bodyWithoutTokenRefusedBeforeRead();
    void connectionCap();
    void replicasGetTheUsersDescriptorLimit();

private:
    int m_ownLimit = 0;
};

void TestDaemonHardening::initTestCase()
{
    m_ownLimit = raiseOwnDescriptorLimit();
}

void TestDaemonHardening::idleTcpFloodKeepsUnixSocket_data()
{
    QTest::addColumn<QStringList>("flags");
    // The default caps keep TCP to a quarter of the daemon's 1,024 descriptors.
    QTest::newRow("capped") << QStringList {};
    // Caps over the descriptor limit: TCP runs the daemon out of descriptors (EMFILE), and it must shed
    // TCP connections rather than close its Unix listener or spin.
    QTest::newRow("descriptors exhausted") << QStringList { QStringLiteral("--max-connections"), QStringLiteral("5000"),
        QStringLiteral("--max-tcp-connections"), QStringLiteral("5000") };
}

void TestDaemonHardening::idleTcpFloodKeepsUnixSocket()
{
    QFETCH(QStringList, flags);
    // Long timeouts: the idle connections must not be rescued by timing out during the test.
    DaemonProcess daemon(QStringList { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--head-timeout"),
                             QStringLiteral("600"), QStringLiteral("--idle-timeout"), QStringLiteral("600") }
        + flags);
    daemon.setDescriptorLimit(daemonDescriptorLimit);
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    QVERIFY(tcpAnswers(daemon, 10'000));

    // More idle connections (no token, nothing sent) than the daemon has descriptors.
    const int count = std::min(floodConnections, m_ownLimit - 100);
    QVERIFY2(count > daemonDescriptorLimit, qPrintable(QStringLiteral("this process may open only %1 descriptors").arg(m_ownLimit)));
    std::vector<RawClient> flood;
    flood.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        flood.push_back(RawClient::tcp(daemon.tcpPort()));
    int connected = 0;
    for (const RawClient& client : flood)
        connected += client.connected(5'000) ? 1 : 0;
    QVERIFY2(connected > daemonDescriptorLimit, qPrintable(QStringLiteral("only %1 connections were made").arg(connected)));
    settle(daemon, 15'000);

    // The Unix socket answers, every time, and its file stays.
    for (int i = 0; i < 5; ++i) {
        const auto reply = daemon.get("/healthz");
        QVERIFY2(reply.status == 200, qPrintable(QStringLiteral("GET /healthz over the Unix socket, try %1: status %2; socket file %3")
                                                      .arg(i)
                                                      .arg(reply.status)
                                                      .arg(QFileInfo::exists(daemon.socketPath()) ? QStringLiteral("present") : QStringLiteral("gone"))));
    }
    QVERIFY(QFileInfo(daemon.socketPath()).exists());

    // And the daemon does not spin: well under one core over a second (a busy loop takes all of it).
    const long long before = cpuTicks(daemon.pid());
    QElapsedTimer clock;
    clock.start();
    QThread::msleep(1'000);
    const double cores = static_cast<double>(cpuTicks(daemon.pid()) - before) / static_cast<double>(::sysconf(_SC_CLK_TCK))
        / (static_cast<double>(clock.elapsed()) / 1000.0);
    QVERIFY2(cores < 0.5, qPrintable(QStringLiteral("the daemon used %1 of a core while the idle connections were open").arg(cores)));
    QCOMPARE(daemon.get("/healthz").status, 200);

    flood.clear();
    QVERIFY2(tcpAnswers(daemon, 20'000), "TCP does not answer again after the flood");
    QCOMPARE(daemon.get("/healthz").status, 200);
}

void TestDaemonHardening::slowHeadTimesOut()
{
    DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--head-timeout"), QStringLiteral("1"),
        QStringLiteral("--body-timeout"), QStringLiteral("1"), QStringLiteral("--idle-timeout"), QStringLiteral("2") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    const std::string host = "Host: 127.0.0.1:" + std::to_string(daemon.tcpPort()) + "\r\n";

    // Slowloris: a head that never ends gets 408 and the connection closes.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("GET /healthz HTTP/1.1\r\n" + host + "X-Slow: "));
        std::string received;
        QVERIFY2(client.waitClosed(15'000, &received), "a partial head kept its connection open");
        QCOMPARE(status(received), 408);
    }
    // A body that stops coming, with the token: 408 too.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("POST /v1/projects/local/jobs HTTP/1.1\r\n" + host + "Authorization: Bearer " + daemon.token()
            + "\r\nContent-Length: 100\r\n\r\n{\"jobId\":"));
        std::string received;
        QVERIFY2(client.waitClosed(15'000, &received), "a partial body kept its connection open");
        QCOMPARE(status(received), 408);
    }
    // A connection that never sends anything is closed as well.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY2(client.waitClosed(15'000), "a silent connection was kept open");
    }
    // Keep-alive: answered, then closed when it stays idle; on both listeners.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send(healthzOverTcp(daemon, true)));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        QVERIFY2(client.waitClosed(15'000), "an idle keep-alive TCP connection was kept open");
    }
    {
        const RawClient client = RawClient::local(daemon.socketPath());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        QVERIFY2(client.waitClosed(15'000), "an idle keep-alive Unix connection was kept open");
    }
    // A stream is not idle: a follower of jobs:watch stays connected past the idle timeout.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("GET /v1/projects/local/jobs:watch HTTP/1.1\r\n" + host + "Authorization: Bearer " + daemon.token()
            + "\r\nAccept: text/event-stream\r\n\r\n"));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        QVERIFY2(client.staysOpen(4'000), "a stream was closed as idle");
    }
}

void TestDaemonHardening::bodyWithoutTokenRefusedBeforeRead()
{
    constexpr std::size_t clients = 40;
    constexpr std::size_t bodyBytes = 8 * 1024 * 1024; // the largest body the daemon takes
    DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    const std::string head = "POST /v1/projects/local/jobs HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(daemon.tcpPort())
        + "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(bodyBytes) + "\r\n\r\n";
    QCOMPARE(daemon.get("/healthz").status, 200);
    const long long baseline = rssKiB(daemon.pid());

    // Each gets its 401 (and Connection: close) after the head, before it sends any of the body.
    std::vector<RawClient> senders;
    for (std::size_t i = 0; i < clients; ++i) {
        RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send(head));
        const std::string answer = client.readResponse(10'000);
        QVERIFY2(status(answer) == 401, qPrintable(QStringLiteral("client %1 got \"%2\" after its head").arg(i).arg(QString::fromStdString(answer.substr(0, 200)))));
        QVERIFY(answer.find("Connection: close\r\n") != std::string::npos);
        senders.push_back(std::move(client));
    }
    // Then they send their bodies all the same; the daemon reads and drops them, or closes.
    const std::string chunk(256 * 1024, 'x');
    std::vector<std::size_t> sent(clients, 0);
    long long peak = rssKiB(daemon.pid());
    QElapsedTimer clock;
    clock.start();
    for (bool busy = true; busy && clock.elapsed() < 30'000;) {
        busy = false;
        for (std::size_t i = 0; i < clients; ++i) {
            if (senders[i].fd() < 0 || sent[i] >= bodyBytes)
                continue;
            const ssize_t n = ::send(senders[i].fd(), chunk.data(), std::min(chunk.size(), bodyBytes - sent[i]), MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n > 0)
                sent[i] += static_cast<std::size_t>(n);
            else if (n < 0 && errno != EAGAIN)
                senders[i].close(); // the daemon closed it: fine
            busy = busy || (senders[i].fd() >= 0 && sent[i] < bodyBytes);
        }
        peak = std::max(peak, rssKiB(daemon.pid()));
        QThread::usleep(500);
    }
    std::size_t total = 0;
    for (std::size_t n : sent)
        total += n;
    for (int i = 0; i < 10; ++i) {
        peak = std::max(peak, rssKiB(daemon.pid()));
        QThread::msleep(100);
    }
    qInfo("%zu MiB of bodies sent without a token; the daemon's RSS: %lld KiB before, %lld KiB at most", total >> 20, baseline, peak);
    QVERIFY2(peak - baseline < 20 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(peak - baseline)));

    // With the token the body is read: the head gets "100 Continue" when it asks, then the answer.
    const RawClient client = RawClient::tcp(daemon.tcpPort());
    QVERIFY(client.connected(5'000));
    QVERIFY(client.send("POST /v1/projects/local/jobs HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(daemon.tcpPort()) + "\r\nAuthorization: Bearer "
        + daemon.token() + "\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"));
    QCOMPARE(QString::fromStdString(client.readResponse(10'000)), QStringLiteral("HTTP/1.1 100 Continue\r\n\r\n"));
    QVERIFY(client.send("{}"));
    QCOMPARE(status(client.readResponse(10'000)), 400); // a job without a jobId: read and judged
    QCOMPARE(daemon.get("/healthz").status, 200);
}

void TestDaemonHardening::connectionCap()
{
    DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--max-tcp-connections"),
        QStringLiteral("8"), QStringLiteral("--max-connections"), QStringLiteral("12"), QStringLiteral("--idle-timeout"), QStringLiteral("600") });
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));

    // Eight TCP connections, each answered once and then left idle.
    std::vector<RawClient> tcp;
    for (int i = 0; i < 8; ++i) {
        RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send(healthzOverTcp(daemon, true)));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        tcp.push_back(std::move(client));
    }
    // The ninth is refused: 503, closed.
    {
        const RawClient client = RawClient::tcp(daemon.tcpPort());
        QVERIFY(client.connected(5'000));
        std::string received;
        QVERIFY2(client.waitClosed(10'000, &received), "a TCP connection over the cap was kept");
        QCOMPARE(status(received), 503);
    }
    // Four idle Unix connections fill the total of 12; the Unix socket still answers, in the place
    // of the oldest idle TCP connection.
    std::vector<RawClient> local;
    for (int i = 0; i < 4; ++i) {
        RawClient client = RawClient::local(daemon.socketPath());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        local.push_back(std::move(client));
    }
    QCOMPARE(daemon.get("/healthz").status, 200);
    QVERIFY2(tcp.front().waitClosed(10'000), "the oldest idle TCP connection was not closed for the Unix one");
    // Its place is free again: TCP is served.
    QVERIFY(tcpAnswers(daemon, 10'000));

    // Unix connections only, up to the total: the next one is refused, there is no TCP to shed.
    tcp.clear();
    QVERIFY(tcpAnswers(daemon, 10'000)); // (the daemon has seen the TCP clients go)
    for (int i = 4; i < 12; ++i) {
        RawClient client = RawClient::local(daemon.socketPath());
        QVERIFY(client.connected(5'000));
        QVERIFY(client.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"));
        QCOMPARE(status(client.readResponse(10'000)), 200);
        local.push_back(std::move(client));
    }
    {
        const RawClient client = RawClient::local(daemon.socketPath());
        QVERIFY(client.connected(5'000));
        std::string received;
        QVERIFY2(client.waitClosed(10'000, &received), "a Unix connection over the total was kept");
        QCOMPARE(status(received), 503);
    }
    local.pop_back();
    QVERIFY(local.back().send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"));
    QCOMPARE(status(local.back().readResponse(10'000)), 200);
}

// The daemon raises its own soft descriptor limit to the hard one; the trainers it starts get back the
// limit the user started it with.
void TestDaemonHardening::replicasGetTheUsersDescriptorLimit()
{
    test::DaemonProcess daemon;
    daemon.setDescriptorLimit(512, 2'048);
    QVERIFY(daemon.start());
    json job = test::exampleJob("limits_1", "", "envdump.task");
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/envdump" };
    QCOMPARE(daemon.post("/v1/projects/local/jobs", job).status, 200);
    QCOMPARE(daemon.waitForState("limits_1", "SUCCEEDED,FAILED", 60'000).value("state", ""), std::string("SUCCEEDED"));
    std::ifstream status("/proc/" + std::to_string(daemon.pid()) + "/limits");
    std::string line;
    while (std::getline(status, line) && !line.starts_with("Max open files")) {
    }
    QVERIFY2(line.find("2048                 2048") != std::string::npos, line.c_str()); // the daemon's own: raised
    const json page = daemon.get("/v1/projects/local/jobs/limits_1/logs").json();
    bool seen = false;
    for (const auto& entry : page["lines"]) {
        const std::string text = entry["text"];
        if (!text.starts_with("ENV "))
            continue;
        QCOMPARE(json::parse(text.substr(4))["nofile"].dump(), std::string("[512,2048]"));
        seen = true;
    }
    QVERIFY(seen);
    daemon.stop();
}

QTEST_GUILESS_MAIN(TestDaemonHardening)
#include "tst_daemonhardening.moc"
