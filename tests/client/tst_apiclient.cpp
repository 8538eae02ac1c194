// The typed v1 client against the real daemon: each method, and errors as the user will read them.

#include "client/apiclient.h"
#include "client/restbackend.h"

#include "daemonprocess.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using trainyard::test::exampleJob;
using json = nlohmann::json;

class TestApiClient : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void createGetCancel();
    void everyFieldViolationReachesTheUser();
    void listPagesWithAFilter();
    void patchLabelsWithEtag();
    void locations();
    void tcpWithATokenFromACommand();
    void transportFailureIsExplained();

private:
    template <typename T>
    T wait(const std::function<void(std::function<void(T)>)>& start);
    static trainyard::spec::Job job(const json& document);

    DaemonProcess m_daemon { { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") } };
    HttpTransport m_transport;
    std::unique_ptr<ApiClient> m_client;
};

template <typename T>
T TestApiClient::wait(const std::function<void(std::function<void(T)>)>& start)
{
    std::optional<T> result;
    start([&](T value) { result = std::move(value); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 30'000))
        qFatal("no answer within 30 s");
    return std::move(*result);
}

trainyard::spec::Job TestApiClient::job(const json& document)
{
    return *trainyard::spec::jobFromJson(document).value;
}

void TestApiClient::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    m_client = std::make_unique<ApiClient>(m_transport, Endpoint { "http://localhost", m_daemon.socketPath().toStdString(), "local", {} });
}

void TestApiClient::cleanupTestCase()
{
    m_client.reset();
    m_daemon.stop();
}

void TestApiClient::createGetCancel()
{
    auto created = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->createJob(job(exampleJob("typed_1", "stubborn", "stubborn.task")), done); });
    QVERIFY(std::holds_alternative<trainyard::spec::Job>(created));
    QVERIFY(*std::get<trainyard::spec::Job>(created).state == trainyard::spec::State::Queued);
    QCOMPARE(m_daemon.waitForState("typed_1", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    auto got = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->getJob("typed_1", done); });
    QVERIFY(*std::get<trainyard::spec::Job>(got).state == trainyard::spec::State::Running);
    auto cancelled = wait<std::optional<ApiError>>([&](auto done) { m_client->cancelJob("typed_1", done); });
    QVERIFY(!cancelled);
    QCOMPARE(m_daemon.waitForState("typed_1", "CANCELLED", 30'000).value("state", ""), std::string("CANCELLED"));
    auto again = wait<std::optional<ApiError>>([&](auto done) { m_client->cancelJob("typed_1", done); });
    QVERIFY(again);
    QCOMPARE(again->httpStatus, 400);
    QCOMPARE(again->status, std::string("FAILED_PRECONDITION"));
    auto missing = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->getJob("nobody", done); });
    QCOMPARE(std::get<ApiError>(missing).status, std::string("NOT_FOUND"));
}

void TestApiClient::everyFieldViolationReachesTheUser()
{
    json bad = exampleJob("9lives", "failing", "failing.task");
    bad["trainingInput"]["scheduling"] = { { "priority", 5000 } };
    auto result = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->createJob(job(bad), done); });
    const ApiError& error = std::get<ApiError>(result);
    QCOMPARE(error.httpStatus, 400);
    QCOMPARE(error.status, std::string("INVALID_ARGUMENT"));
    QVERIFY(!error.message.empty());
    std::vector<std::string> fields;
    for (const auto& v : error.violations) {
        fields.push_back(v.field);
        QVERIFY(!v.description.empty());
    }
    std::sort(fields.begin(), fields.end());
    QCOMPARE(fields, (std::vector<std::string> { "jobId", "trainingInput.scheduling.priority" }));
}

void TestApiClient::listPagesWithAFilter()
{
    for (const char* id : { "page_a", "page_b", "page_c" })
        wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->createJob(job(exampleJob(id, "failing", "failing.task")), done); });
    std::vector<std::string> ids;
    std::string token;
    do {
        auto page = wait<ApiResult<JobPage>>([&](auto done) { m_client->listJobs("jobId:page_*", 2, token, done); });
        for (const auto& j : std::get<JobPage>(page).jobs)
            ids.push_back(*j.jobId);
        token = std::get<JobPage>(page).nextPageToken;
    } while (!token.empty());
    QCOMPARE(ids, (std::vector<std::string> { "page_c", "page_b", "page_a" }));
    auto none = wait<ApiResult<JobPage>>([&](auto done) { m_client->listJobs("jobId=nobody", 20, {}, done); });
    QVERIFY(std::get<JobPage>(none).jobs.empty());
    auto bad = wait<ApiResult<JobPage>>([&](auto done) { m_client->listJobs("state=", 20, {}, done); });
    QCOMPARE(std::get<ApiError>(bad).status, std::string("INVALID_ARGUMENT"));
}

void TestApiClient::patchLabelsWithEtag()
{
    auto current = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->getJob("page_a", done); });
    const std::string etag = *std::get<trainyard::spec::Job>(current).etag;
    auto patched = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->patchLabels("page_a", { { "owner", "ana" } }, etag, done); });
    QCOMPARE(std::get<trainyard::spec::Job>(patched).labels->at("owner"), std::string("ana"));
    auto stale = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { m_client->patchLabels("page_a", { { "owner", "bo" } }, etag, done); });
    QCOMPARE(std::get<ApiError>(stale).status, std::string("ABORTED"));
}

void TestApiClient::locations()
{
    auto result = wait<ApiResult<json>>([&](auto done) { m_client->listLocations(done); });
    QCOMPARE(std::get<json>(result)["locations"][0]["name"].get<std::string>(), std::string("projects/local/locations/local"));

    // The same answer as a backend's locations: the daemon's own machine, which takes jobs. Its kind
    // is "local" once the daemon says it; a daemon that does not is read all the same.
    RestBackend backend(QStringLiteral("daemon"), m_transport, Endpoint { "http://localhost", m_daemon.socketPath().toStdString(), "local", {} });
    auto listed = wait<ApiResult<std::vector<trainyard::spec::Location>>>([&](auto done) { backend.locations(done); });
    QVERIFY(std::holds_alternative<std::vector<trainyard::spec::Location>>(listed));
    const auto& locations = std::get<std::vector<trainyard::spec::Location>>(listed);
    QVERIFY(!locations.empty());
    const auto& local = locations.front();
    QCOMPARE(local.name, std::string("projects/local/locations/local"));
    QCOMPARE(local.locationId, std::string("local"));
    QVERIFY2(local.kind.empty() || local.kind == "local", local.kind.c_str());
    QVERIFY(local.available);
    QVERIFY(!local.isSlurm());
    QVERIFY(local.trains());
}

void TestApiClient::tcpWithATokenFromACommand()
{
    int asked = 0;
    ApiClient tcp(m_transport, Endpoint { "http://127.0.0.1:" + std::to_string(m_daemon.tcpPort()), {}, "local", [&] {
                      ++asked;
                      return m_daemon.token();
                  } });
    auto page = wait<ApiResult<JobPage>>([&](auto done) { tcp.listJobs({}, 5, {}, done); });
    QVERIFY(std::holds_alternative<JobPage>(page));
    QCOMPARE(asked, 1);
    ApiClient noToken(m_transport, Endpoint { "http://127.0.0.1:" + std::to_string(m_daemon.tcpPort()), {}, "local", {} });
    auto refused = wait<ApiResult<JobPage>>([&](auto done) { noToken.listJobs({}, 5, {}, done); });
    QCOMPARE(std::get<ApiError>(refused).status, std::string("UNAUTHENTICATED"));
}

void TestApiClient::transportFailureIsExplained()
{
    ApiClient nowhere(m_transport, Endpoint { "http://localhost", m_daemon.tempPath(QStringLiteral("none.sock")).toStdString(), "local", {} });
    auto result = wait<ApiResult<trainyard::spec::Job>>([&](auto done) { nowhere.getJob("x", done); });
    const ApiError& error = std::get<ApiError>(result);
    QVERIFY(error.transportFailure());
    QCOMPARE(error.status, std::string("UNAVAILABLE"));
    QVERIFY(!error.message.empty());
}

QTEST_GUILESS_MAIN(TestApiClient)
#include "tst_apiclient.moc"
