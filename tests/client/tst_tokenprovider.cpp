// CommandTokenProvider runs real commands, and ApiClient refreshes its token on 401 against the real
// daemon over TCP with a token file.

#include "client/apiclient.h"
#include "client/commandtokenprovider.h"
#include "client/restbackend.h"

#include "daemonprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QTest>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;

namespace {

// A shell script run as `sh -c SCRIPT counter token`: it counts its runs in the counter file ($0) and
// prints the token file ($1) from its second run on, a wrong token before.
const QString countingScript = QStringLiteral(
    "n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
    "if [ $n -ge 2 ]; then cat \"$1\"; else echo wrong-token-$n; fi");

} // namespace

class TestTokenProvider : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void printsTrimsAndCaches();
    void concurrentRefreshesShareOneRun();
    void failingCommandIsNamed();
    void commandThatPrintsNothing();
    void missingProgram();
    void commandThatHangsTimesOut();
    void destroyedProviderCallsNothing();
    void refreshOn401ThenRetrySucceeds();
    void secondUnauthorizedReachesTheCaller();
    void failedRefreshReachesTheCaller();
    void noTokenAtAllReachesTheCaller();
    void aRemoteDaemonBackendRefreshesForProbesAndStreams();

private:
    std::string refresh(TokenProvider& provider);
    template <typename T>
    T wait(const std::function<void(std::function<void(T)>)>& start);
    QString path(const QString& name) const { return m_daemon.tempPath(name); }
    std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(m_daemon.tcpPort()); }
    int counter(const QString& name) const;

    DaemonProcess m_daemon { { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") } };
    HttpTransport m_transport;
    QString m_tokenFile;
};

void TestTokenProvider::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    QVERIFY(!m_daemon.token().empty());
    m_tokenFile = path(QStringLiteral("the-token"));
    QFile file(m_tokenFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(m_daemon.token() + "\n"));
}

void TestTokenProvider::cleanupTestCase()
{
    m_daemon.stop();
}

std::string TestTokenProvider::refresh(TokenProvider& provider)
{
    std::optional<std::string> error;
    provider.refresh([&](const std::string& e) { error = e; });
    if (!QTest::qWaitFor([&] { return error.has_value(); }, 30'000))
        qFatal("the refresh did not end within 30 s");
    return *error;
}

template <typename T>
T TestTokenProvider::wait(const std::function<void(std::function<void(T)>)>& start)
{
    std::optional<T> result;
    start([&](T value) { result = std::move(value); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 30'000))
        qFatal("no answer within 30 s");
    return std::move(*result);
}

int TestTokenProvider::counter(const QString& name) const
{
    QFile file(path(name));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return file.readAll().trimmed().toInt();
}

void TestTokenProvider::printsTrimsAndCaches()
{
    CommandTokenProvider provider(QStringLiteral("sh"), { QStringLiteral("-c"), QStringLiteral("printf '  ya29.a0AfB_tok-1  \\n\\n'") });
    QCOMPARE(provider.current(), std::string());
    QCOMPARE(refresh(provider), std::string());
    QCOMPARE(provider.current(), std::string("ya29.a0AfB_tok-1"));
    QCOMPARE(provider.current(), std::string("ya29.a0AfB_tok-1")); // cached: no second run
    QCOMPARE(provider.runs(), 1);
    QCOMPARE(refresh(provider), std::string());
    QCOMPARE(provider.runs(), 2);
}

void TestTokenProvider::concurrentRefreshesShareOneRun()
{
    const QString counterFile = QStringLiteral("shared-counter");
    CommandTokenProvider provider(QStringLiteral("sh"),
        { QStringLiteral("-c"), QStringLiteral("sleep 0.3; ") + countingScript, path(counterFile), m_tokenFile });
    std::vector<std::string> errors;
    for (int i = 0; i < 3; ++i)
        provider.refresh([&](const std::string& e) { errors.push_back(e); });
    QVERIFY(QTest::qWaitFor([&] { return errors.size() == 3; }, 30'000));
    QCOMPARE(errors, (std::vector<std::string> { "", "", "" }));
    QCOMPARE(provider.runs(), 1);
    QCOMPARE(counter(counterFile), 1);
    QCOMPARE(provider.current(), std::string("wrong-token-1"));
    // Once it ended, the next refresh is a new run.
    QCOMPARE(refresh(provider), std::string());
    QCOMPARE(counter(counterFile), 2);
    QCOMPARE(provider.current(), m_daemon.token());
}

void TestTokenProvider::failingCommandIsNamed()
{
    CommandTokenProvider provider(QStringLiteral("sh"),
        { QStringLiteral("-c"),
            QStringLiteral("echo progress >&2; echo \"ERROR: (gcloud.auth.print-access-token) There was a problem refreshing your current "
                           "auth tokens: Reauthentication failed.\" >&2; exit 1") });
    const std::string error = refresh(provider);
    QVERIFY2(error.find("`sh -c 'echo progress") == 0, error.c_str());
    QVERIFY2(error.find("exited with code 1: ERROR: (gcloud.auth.print-access-token) There was a problem refreshing your current auth "
                        "tokens: Reauthentication failed.")
            != std::string::npos,
        error.c_str());
    QVERIFY2(error.find("progress\n") == std::string::npos, error.c_str()); // the last line only
    QCOMPARE(provider.current(), std::string());
}

void TestTokenProvider::commandThatPrintsNothing()
{
    CommandTokenProvider provider(QStringLiteral("true"));
    const std::string error = refresh(provider);
    QCOMPARE(error, std::string("`true` printed no token"));
    CommandTokenProvider spaces(QStringLiteral("echo two words"));
    QCOMPARE(refresh(spaces), std::string("`echo two words` printed something that is not an access token"));
}

void TestTokenProvider::missingProgram()
{
    CommandTokenProvider provider(QStringLiteral("/nonexistent/gcloud auth print-access-token"));
    const std::string error = refresh(provider);
    QVERIFY2(error.find("`/nonexistent/gcloud auth print-access-token` could not be started") == 0, error.c_str());
}

void TestTokenProvider::commandThatHangsTimesOut()
{
    CommandTokenProvider provider(QStringLiteral("sleep 30"));
    provider.setTimeout(std::chrono::milliseconds(300));
    QElapsedTimer clock;
    clock.start();
    const std::string error = refresh(provider);
    QCOMPARE(error, std::string("`sleep 30` did not print a token within 300 ms"));
    QVERIFY(clock.elapsed() < 5'000);
}

void TestTokenProvider::destroyedProviderCallsNothing()
{
    auto provider = std::make_unique<CommandTokenProvider>(QStringLiteral("sh -c \"sleep 0.2; echo late\""));
    bool called = false;
    provider->refresh([&](const std::string&) { called = true; });
    provider.reset();
    QTest::qWait(500);
    QVERIFY(!called);
}

void TestTokenProvider::refreshOn401ThenRetrySucceeds()
{
    // The first run prints a wrong token: the daemon answers 401, the client refreshes (second run:
    // the real token) and sends the request again, once.
    const QString counterFile = QStringLiteral("retry-counter");
    CommandTokenProvider provider(QStringLiteral("sh"), { QStringLiteral("-c"), countingScript, path(counterFile), m_tokenFile });
    ApiClient client(m_transport, Endpoint { baseUrl(), {}, "local", {}, &provider });
    auto page = wait<ApiResult<JobPage>>([&](auto done) { client.listJobs({}, 5, {}, done); });
    QVERIFY2(std::holds_alternative<JobPage>(page), std::holds_alternative<ApiError>(page) ? std::get<ApiError>(page).message.c_str() : "");
    QCOMPARE(counter(counterFile), 2);
    QCOMPARE(provider.current(), m_daemon.token());
    // The token is now good: no more runs.
    auto again = wait<ApiResult<JobPage>>([&](auto done) { client.listJobs({}, 5, {}, done); });
    QVERIFY(std::holds_alternative<JobPage>(again));
    QCOMPARE(counter(counterFile), 2);

    // Requests sent with the stale token at the same time share one refresh.
    CommandTokenProvider fresh(QStringLiteral("sh"), { QStringLiteral("-c"), countingScript, path(QStringLiteral("parallel-counter")), m_tokenFile });
    ApiClient parallel(m_transport, Endpoint { baseUrl(), {}, "local", {}, &fresh });
    QCOMPARE(refresh(fresh), std::string()); // wrong-token-1
    std::vector<ApiResult<JobPage>> results;
    for (int i = 0; i < 4; ++i)
        parallel.listJobs({}, 1, {}, [&](ApiResult<JobPage> r) { results.push_back(std::move(r)); });
    QVERIFY(QTest::qWaitFor([&] { return results.size() == 4; }, 30'000));
    for (const auto& r : results)
        QVERIFY(std::holds_alternative<JobPage>(r));
    QCOMPARE(counter(QStringLiteral("parallel-counter")), 2);
}

void TestTokenProvider::secondUnauthorizedReachesTheCaller()
{
    CommandTokenProvider provider(QStringLiteral("echo not-the-token"));
    ApiClient client(m_transport, Endpoint { baseUrl(), {}, "local", {}, &provider });
    auto result = wait<ApiResult<JobPage>>([&](auto done) { client.listJobs({}, 5, {}, done); });
    const ApiError& error = std::get<ApiError>(result);
    QCOMPARE(error.httpStatus, 401);
    QCOMPARE(error.status, std::string("UNAUTHENTICATED"));
    QVERIFY2(error.message.find("bearer token") != std::string::npos, error.message.c_str()); // the daemon's own words
    QCOMPARE(provider.runs(), 2); // the first token, and one refresh after the 401
}

void TestTokenProvider::failedRefreshReachesTheCaller()
{
    // First run: a wrong token; the refresh after the 401 fails.
    const QString script = QStringLiteral(
        "n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
        "if [ $n -ge 2 ]; then echo \"ERROR: (gcloud.auth.print-access-token) Your credentials are invalid.\" >&2; exit 7; fi; echo stale");
    CommandTokenProvider provider(QStringLiteral("sh"), { QStringLiteral("-c"), script, path(QStringLiteral("failing-counter")) });
    ApiClient client(m_transport, Endpoint { baseUrl(), {}, "local", {}, &provider });
    auto result = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { client.getJob("anything", done); });
    const ApiError& error = std::get<ApiError>(result);
    QCOMPARE(error.httpStatus, 401);
    QCOMPARE(error.status, std::string("UNAUTHENTICATED"));
    QVERIFY2(error.message.find("bearer token") != std::string::npos, error.message.c_str());
    QVERIFY2(error.message.find("the access token could not be refreshed: `sh -c ") != std::string::npos, error.message.c_str());
    QVERIFY2(error.message.find("exited with code 7: ERROR: (gcloud.auth.print-access-token) Your credentials are invalid.")
            != std::string::npos,
        error.message.c_str());
    QCOMPARE(provider.runs(), 2);
}

void TestTokenProvider::noTokenAtAllReachesTheCaller()
{
    // No token could ever be had: no request goes out without one; the caller reads why.
    CommandTokenProvider provider(QStringLiteral("/nonexistent/gcloud auth print-access-token"));
    ApiClient client(m_transport, Endpoint { baseUrl(), {}, "local", {}, &provider });
    auto result = wait<ApiResult<JobPage>>([&](auto done) { client.listJobs({}, 5, {}, done); });
    const ApiError& error = std::get<ApiError>(result);
    QCOMPARE(error.httpStatus, 401);
    QCOMPARE(error.status, std::string("UNAUTHENTICATED"));
    QVERIFY2(error.message.find("`/nonexistent/gcloud auth print-access-token` could not be started") != std::string::npos, error.message.c_str());
    QVERIFY(!error.transportFailure());
}

QTEST_GUILESS_MAIN(TestTokenProvider)
#include "tst_tokenprovider.moc"

void TestTokenProvider::aRemoteDaemonBackendRefreshesForProbesAndStreams()
{
    // A finished job with a few lines, to follow over TCP.
    const auto job = trainyard::test::exampleJob("followed_over_tcp", "failing", "failing.task");
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    m_daemon.waitForState("followed_over_tcp", "SUCCEEDED,FAILED", 60'000);
    const auto total = std::stoll(m_daemon.get("/v1/projects/local/jobs/followed_over_tcp/logs").json()["total"].get<std::string>());
    QVERIFY(total > 0);

    // The command's first token is wrong: the backend's health probe is refused, refreshes, and connects.
    const QString counterFile = QStringLiteral("backend-counter");
    CommandTokenProvider provider(QStringLiteral("sh"), { QStringLiteral("-c"), countingScript, path(counterFile), m_tokenFile });
    QCOMPARE(refresh(provider), std::string()); // run 1: wrong-token-1
    RestBackend backend(QStringLiteral("remote"), m_transport, Endpoint { baseUrl(), {}, "local", {}, &provider });
    backend.connectBackend();
    QTRY_VERIFY_WITH_TIMEOUT(backend.status().state == ConnectionState::Connected, 15'000);
    QCOMPARE(counter(counterFile), 2);

    // Once connected, the token goes stale: the stream's 401 refreshes it, and the follow still
    // delivers every line, then its end.
    class Expiring : public TokenProvider {
    public:
        std::string token;
        std::string fresh;
        int refreshes = 0;
        std::string current() const override { return token; }
        void refresh(std::function<void(const std::string&)> done) override
        {
            ++refreshes;
            token = fresh;
            done({});
        }
    } expiring;
    expiring.token = expiring.fresh = m_daemon.token();
    RestBackend streaming(QStringLiteral("remote"), m_transport, Endpoint { baseUrl(), {}, "local", {}, &expiring });
    streaming.connectBackend();
    QTRY_VERIFY_WITH_TIMEOUT(streaming.status().state == ConnectionState::Connected, 15'000);
    expiring.token = "expired";
    std::int64_t lines = 0;
    bool ended = false;
    std::string error;
    streaming.followLogs("followed_over_tcp", 0, [&](std::vector<trainyard::spec::LogLine> batch) { lines += static_cast<std::int64_t>(batch.size()); },
        [&](std::optional<ApiError> e) {
            ended = true;
            error = e ? e->message : std::string();
        });
    QTRY_VERIFY_WITH_TIMEOUT(ended, 15'000);
    QCOMPARE(expiring.refreshes, 1);
    QCOMPARE(error, std::string());
    QCOMPARE(lines, total);
}
