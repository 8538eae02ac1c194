// RestBackend's files calls against the real trainyardd (docs/api.md, "Files"): the listing of a job's
// folder, a file downloaded to destination + ".part" with progress and renamed when whole, a refused or
// missing file failing before anything is written, and a cancelled or abandoned download leaving no
// part file.

#include "client/restbackend.h"

#include "daemonprocess.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using trainyard::test::HttpReply;
using json = nlohmann::json;
namespace spec = trainyard::spec;

namespace {

void writeFile(const QString& path, const std::string& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.data(), static_cast<qint64>(bytes.size()));
}

std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "<missing>";
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

std::string randomBytes(std::size_t n, unsigned seed)
{
    std::mt19937 random(seed);
    std::string out(n, '\0');
    for (auto& c : out)
        c = static_cast<char>(random() & 0xff);
    return out;
}

struct Progress {
    std::vector<std::pair<std::int64_t, std::int64_t>> calls;
};

} // namespace

class TestFilesClient : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void listsTheJobsFolder();
    void downloadsWithProgressAndRenames();
    void downloadsAnEmptyFileAndReplacesTheDestination();
    void pathsWithSpacesAndUnicode();
    void missingOrRefusedFilesWriteNothing();
    void cancelRemovesThePartFile();
    void destroyingTheBackendRemovesThePartFile();
    void unwritableDestination();

private:
    std::unique_ptr<RestBackend> makeBackend()
    {
        Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = m_daemon.socketPath().toStdString();
        endpoint.project = "local";
        auto backend = std::make_unique<RestBackend>(QStringLiteral("daemon"), m_transport, endpoint);
        backend->connectBackend();
        return backend;
    }
    // Downloads `path` of job files_c to `destination`; returns the completion's error (nullopt: done).
    std::optional<ApiError> download(const std::string& path, const QString& destination, Progress* progress = nullptr)
    {
        bool finished = false;
        std::optional<ApiError> result;
        m_backend->downloadFile(
            "files_c", path, destination,
            [progress](std::int64_t received, std::int64_t total) {
                if (progress)
                    progress->calls.emplace_back(received, total);
            },
            [&](std::optional<ApiError> error) {
                finished = true;
                result = std::move(error);
            });
        if (!QTest::qWaitFor([&] { return finished; }, 30'000))
            return ApiError { 0, "TIMEOUT", "the download did not finish", {} };
        return result;
    }

    DaemonProcess m_daemon;
    HttpTransport m_transport;
    std::unique_ptr<RestBackend> m_backend;
    QString m_jobDir;
    QTemporaryDir m_out;
    std::string m_large;
};

void TestFilesClient::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    m_jobDir = m_daemon.tempPath("jobs/files-c");
    m_large = randomBytes(3 * 1024 * 1024 + 5, 11); // a dozen of the daemon's chunks, hundreds of curl's
    writeFile(m_jobDir + "/model/weights.bin", m_large);
    writeFile(m_jobDir + "/model/config.json", "{\"layers\": 3}");
    writeFile(m_jobDir + "/empty.txt", "");
    writeFile(m_jobDir + "/my run/résumé #1.txt", "spaces and more");
    writeFile(m_daemon.tempPath("outside.txt"), "SECRET");
    json job = trainyard::test::exampleJob("files_c", "digits", "chatter.task", { "--lines", "1", "--interval", "0" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" };
    job["trainingInput"]["jobDir"] = m_jobDir.toStdString();
    const HttpReply created = m_daemon.post("/v1/projects/local/jobs", job);
    QVERIFY2(created.status == 200, created.body.c_str());
    m_backend = makeBackend();
    QTRY_COMPARE_WITH_TIMEOUT(m_backend->status().state, ConnectionState::Connected, 20'000);
}

void TestFilesClient::cleanupTestCase()
{
    m_backend.reset();
    m_daemon.stop();
}

void TestFilesClient::listsTheJobsFolder()
{
    std::optional<ApiResult<spec::OutputListing>> answer;
    m_backend->listFiles("files_c", [&](ApiResult<spec::OutputListing> result) { answer = std::move(result); });
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 20'000);
    QVERIFY(std::holds_alternative<spec::OutputListing>(*answer));
    const auto& listing = std::get<spec::OutputListing>(*answer);
    QCOMPARE(QString::fromStdString(listing.root), m_jobDir);
    QVERIFY(!listing.truncated);
    std::vector<std::string> paths;
    for (const auto& f : listing.files)
        paths.push_back(f.path);
    const std::vector<std::string> expected
        = { "empty.txt", "model", "model/config.json", "model/weights.bin", "my run", "my run/résumé #1.txt" };
    QCOMPARE(trainyard::test::js(paths), trainyard::test::js(expected));
    QVERIFY(listing.files[1].directory);
    QCOMPARE(listing.files[3].size, static_cast<std::int64_t>(m_large.size()));
    QVERIFY(listing.files[3].modifyTime.has_value());

    std::optional<ApiResult<spec::OutputListing>> missing;
    m_backend->listFiles("no_such_job", [&](ApiResult<spec::OutputListing> result) { missing = std::move(result); });
    QTRY_VERIFY_WITH_TIMEOUT(missing.has_value(), 20'000);
    QVERIFY(std::holds_alternative<ApiError>(*missing));
    QCOMPARE(std::get<ApiError>(*missing).httpStatus, 404);
}

void TestFilesClient::downloadsWithProgressAndRenames()
{
    const QString destination = m_out.filePath("weights.bin");
    Progress progress;
    const auto error = download("model/weights.bin", destination, &progress);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QVERIFY(readFile(destination) == m_large);
    QVERIFY(!QFile::exists(destination + ".part"));
    // The total is known from the start; received only grows, by bounded pieces, up to the total.
    const auto total = static_cast<std::int64_t>(m_large.size());
    QVERIFY(progress.calls.size() > 2);
    QCOMPARE(progress.calls.front(), std::make_pair(std::int64_t(0), total));
    QCOMPARE(progress.calls.back(), std::make_pair(total, total));
    for (std::size_t i = 1; i < progress.calls.size(); ++i) {
        QCOMPARE(progress.calls[i].second, total);
        QVERIFY(progress.calls[i].first > progress.calls[i - 1].first);
        QVERIFY(progress.calls[i].first - progress.calls[i - 1].first <= 256 * 1024);
    }
}

void TestFilesClient::downloadsAnEmptyFileAndReplacesTheDestination()
{
    const QString destination = m_out.filePath("empty.txt");
    writeFile(destination, "old content");
    Progress progress;
    auto error = download("empty.txt", destination, &progress);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(readFile(destination), std::string());
    QCOMPARE(progress.calls.front(), std::make_pair(std::int64_t(0), std::int64_t(0)));

    const QString config = m_out.filePath("config.json");
    writeFile(config, "older and longer content than the file");
    error = download("model/config.json", config);
    QVERIFY(!error);
    QCOMPARE(readFile(config), std::string("{\"layers\": 3}"));
}

void TestFilesClient::pathsWithSpacesAndUnicode()
{
    const QString destination = m_out.filePath("resume.txt");
    const auto error = download("my run/résumé #1.txt", destination);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(readFile(destination), std::string("spaces and more"));
}

void TestFilesClient::missingOrRefusedFilesWriteNothing()
{
    const QString destination = m_out.filePath("nothing");
    auto error = download("model/missing.bin", destination);
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QVERIFY(!QFile::exists(destination));
    QVERIFY(!QFile::exists(destination + ".part"));

    error = download("model", destination); // a folder
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 400);
    QVERIFY(!QFile::exists(destination + ".part"));

    // A name with "..": percent-encoded as a segment it still reaches the daemon, which refuses it.
    error = download("model/../../../outside.txt", destination);
    QVERIFY(error);
    QVERIFY2(error->httpStatus == 403 || error->httpStatus == 404, error->message.c_str());
    QVERIFY(!QFile::exists(destination));
    QVERIFY(!QFile::exists(destination + ".part"));
}

void TestFilesClient::cancelRemovesThePartFile()
{
    const QString destination = m_out.filePath("cancelled.bin");
    bool called = false;
    bool sawPart = false;
    Backend::StreamId id = 0;
    int progressCalls = 0;
    id = m_backend->downloadFile(
        "files_c", "model/weights.bin", destination,
        [&](std::int64_t received, std::int64_t) {
            ++progressCalls;
            if (received > 0 && !sawPart) {
                sawPart = QFile::exists(destination + ".part");
                m_backend->cancelStream(id); // in the middle: most of the file is still to come
            }
        },
        [&](std::optional<ApiError>) { called = true; });
    QTRY_VERIFY_WITH_TIMEOUT(sawPart, 20'000);
    const int callsAtCancel = progressCalls;
    QVERIFY(!QFile::exists(destination + ".part"));
    QVERIFY(!QFile::exists(destination));
    QTest::qWait(200); // whatever was in flight is dropped, not delivered
    QVERIFY(!called);
    QCOMPARE(progressCalls, callsAtCancel);
    QVERIFY(!QFile::exists(destination + ".part"));

    // The backend still downloads afterwards.
    QVERIFY(!download("model/config.json", m_out.filePath("after-cancel.json")));
}

void TestFilesClient::destroyingTheBackendRemovesThePartFile()
{
    auto backend = makeBackend();
    QTRY_COMPARE_WITH_TIMEOUT(backend->status().state, ConnectionState::Connected, 20'000);
    const QString destination = m_out.filePath("abandoned.bin");
    bool sawPart = false;
    bool called = false;
    backend->downloadFile(
        "files_c", "model/weights.bin", destination,
        [&](std::int64_t received, std::int64_t) {
            if (received > 0 && backend) {
                sawPart = QFile::exists(destination + ".part");
                backend.reset(); // the console closes mid-download
            }
        },
        [&](std::optional<ApiError>) { called = true; });
    QTRY_VERIFY_WITH_TIMEOUT(!backend, 20'000);
    QVERIFY(sawPart);
    QVERIFY(!QFile::exists(destination + ".part"));
    QTest::qWait(200);
    QVERIFY(!called);
    QVERIFY(!QFile::exists(destination));
}

void TestFilesClient::unwritableDestination()
{
    const QString destination = m_out.filePath("no-such-folder/x.json");
    const auto error = download("model/config.json", destination);
    QVERIFY(error);
    QVERIFY2(error->message.find("cannot write") != std::string::npos, error->message.c_str());
    QVERIFY(!QFile::exists(destination));
}

QTEST_GUILESS_MAIN(TestFilesClient)
#include "tst_filesclient.moc"
